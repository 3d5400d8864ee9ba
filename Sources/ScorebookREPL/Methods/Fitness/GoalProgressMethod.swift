import Scorebook

/// `goal.progress`: a soldier's history of results against a goal for the
/// next record test: per event and for the total, the latest points, what the
/// goal needs, the trend in points per week and where it reaches on the test day.
///
/// ```json
/// {"test":"army","sex":"female","age":28,"testDate":"2026-03-15","goal":{"total":400,"events":{"2mr":80}},"history":[{"date":"2025-09-10","events":{"mdl":200,"hrp":30,"sdc":"2:05","plk":"2:30","2mr":"19:00"}}]}
/// ```
enum GoalProgressMethod: RPCMethod {
    static let name = "goal.progress"
    static let title = "Progress towards a fitness test goal"
    static let summary = "A history of results against a goal for the next record test: latest points, what the goal needs, the trend and where it reaches on the test day"
    static let examples = [
        #"{"test":"army","sex":"female","age":28,"testDate":"2026-03-15","goal":{"total":400,"events":{"2mr":80}},"history":[{"date":"2025-03-02","events":{"mdl":180,"spt":7.1,"hrp":24,"sdc":"2:20","plk":"2:05","2mr":"20:30"}},{"date":"2025-09-10","events":{"mdl":200,"hrp":30,"sdc":"2:05","plk":"2:30","2mr":"19:00"}}]}"#,
        #"{"test":"aft","standard":"combat","sex":"male","age":24,"testDate":"2026-06-01","goal":{"events":{"mdl":90,"hrp":80}},"history":[]}"#,
    ]
    static let testDate = RPCParameter(
        "testDate", required: true, .string("YYYY-MM-DD: the day of the record test; with a series, it picks the test", format: "date"))
    static let age = RPCParameter("age", required: true, .integer("Age on the test day, in whole years"))
    // Bounds are the test's, checked by the runtime, which names them.
    static let total = RPCParameter("total", .integer("The total to reach, from 1 to the test's most"))
    static let goalEvents = RPCParameter("events", .map("Scored event id → the points to reach, from 1 to an event's most", of: .integer()))
    static let goal = RPCParameter(
        "goal", required: true, .object("The points aimed for: a total, some events, both, or neither for the trend alone", parameters: [total, goalEvents]))
    static let date = RPCParameter(
        "date", required: true, .string("YYYY-MM-DD: the day it was taken, which picks the test of the series in force", format: "date"))
    static let resultAge = RPCParameter("age", .integer("The age it was taken at (default: the age on the test day)"))
    static let resultStandard = RPCParameter(
        "standard", .string("The standard it was judged by (default: the goal's, where its test has it, else that test's default)"))
    static let resultFields = [date, FitnessScoreMethod.events, resultAge, resultStandard]
    static let history = RPCParameter(
        "history", required: true, .array(of: .object("A test taken", parameters: resultFields), "Results in any order; none after the test day"))
    static let test = RPCParameter(
        "test", required: true,
        .oneOf("A test id, or a series id: the test in force on testDate") { $0.fitnessTestIDs + $0.fitnessTestSeries })
    static let parameters = [test, testDate, TestTaker.sex, age, TestTaker.standard, goal, history]
    static let line: JSONSchema.MemberList = [
        "latest": .integer("Points of the latest result with any; null when none has").orNull,
        "latestDate": .string("The day of the latest", format: "date").orNull,
        "goal": .integer("The points aimed for; null without a goal").orNull,
        "trend": .number("Least-squares slope of the points by date, points per week; null under two results or all on one day").orNull,
        "projected": .number("The trend's points on the test day, held to the scale; null without a trend").orNull,
        "met": .boolean("The latest reaches the goal; null without a goal or a result").orNull,
        "onTrack": .boolean("The projection reaches the goal, or without one the latest does; null without a goal or a result").orNull,
        "results": .integer("How many results are in the line"),
    ]
    static let result = JSONSchema.object(
        "Progress towards the goal",
        [
            "test": .string("The test on the test day, by id"),
            "testDate": .string("The day of the record test", format: "date"),
            "standard": .string("The goal's standard, by id"),
            "sex": .string("As the test's charts name it"),
            "age": .integer("On the test day"),
            "ageGroup": .string("The label of its age group"),
            "events": .map(
                "Each scored event of the test, by id",
                of: .object(
                    "An event's progress", merging: line,
                    ["needs": .object("The worst result that earns the goal on the test day; null without a goal", merging: FitnessTest.Requirement.membersSchema).orNull])),
            "total": .object("The total's progress", merging: line),
            "history": .array(
                of: .object(
                    "A result scored by the test in force on its day",
                    [
                        "date": .string(format: "date"),
                        "test": .string("The test that scored it, by id"),
                        "standard": .string("The standard that judged it, by id"),
                        "ageGroup": .string("The label of its age group"),
                        "events": .map("Points of each scored event given, by id", of: .integer()),
                        "total": .integer("The points of the goal's test's scored events, summed; null when any is missing").orNull,
                        "notCompared": .array(of: .string(), "Events given that join no line: not in the goal's test, or go/no-go alternates"),
                    ]),
                "Oldest first"),
        ])

    static func call(_ params: Params) throws(RPCError) -> FitnessGoalProgress {
        let tables = params.tables
        let test = try params.requiredString(Self.test)
        let testDate = try params.requiredDate(Self.testDate)
        let sex = try params.requiredString(TestTaker.sex)
        let age = try params.requiredInt(Self.age, "an age in whole years")
        let standard = try params.string(TestTaker.standard)
        let goal = try Self.goal(params)
        // What a result's text means depends on its day's test ("2:05" is a time only
        // for a timed event): the tests are looked up to decode, and the one call scores.
        let goalTest = try params.checked { () throws(ScoringError) in try tables.fitnessGoalTest(test, on: testDate) }
        _ = try params.required(Self.history)
        // Present, as just checked: `list` answers nil only for an absent parameter.
        let history = try params.list(Self.history, "a list of {date, events}") { token, field throws(RPCError) in
            try Self.result(params.element(token, field, "a test taken {date, events}"), towards: goalTest)
        }!
        return try params.checked { () throws(ScoringError) in
            try tables.fitnessGoalProgress(
                test: test, sex: sex, age: age, standard: standard, goal: goal, history: history, testDate: testDate)
        }
    }

    private static func goal(_ params: Params) throws(RPCError) -> FitnessGoal {
        let goal = try params.requiredObject(Self.goal, "an object {total?, events?}")
        try goal.allowOnly([total, goalEvents])
        var events: [String: Int] = [:]
        if let token = goal.value(goalEvents) {
            let tape = goal.tape
            guard tape.kind(token) == .object else {
                throw .invalidParams(field: goal.field(goalEvents), "expected an object of event id → points, found \(tape.typeName(token))")
            }
            for (key, value) in tape.members(token) {
                let id = tape.string(key)
                guard tape.kind(value) == .number, let points = tape.int(value) else {
                    let found = tape.kind(value) == .number ? tape.number(value).text : tape.typeName(value)
                    throw .invalidParams(field: "\(goal.field(goalEvents)).\(id)", "expected a whole number of points, found \(found)")
                }
                events[id] = points
            }
        }
        return FitnessGoal(total: try goal.int(total, "a whole number of points"), events: events)
    }

    private static func result(_ entry: Params, towards goal: FitnessTest) throws(RPCError) -> FitnessResult {
        try entry.allowOnly(resultFields)
        let date = try entry.requiredDate(Self.date)
        let events = try entry.requiredObject(FitnessScoreMethod.events, "an object of event results such as {\"2mr\": \"19:00\"}")
        let tape = entry.tape
        let test = entry.tables.fitnessTest(scoring: date, towards: goal)
        var results: [String: Double] = [:]
        for (key, value) in events.members {
            let id = tape.string(key)
            // An event the day's test lacks, or a day no test was in force: the
            // runtime refuses the result by name, so its value is never read.
            guard let event = test?.events.first(where: { tape.string(key, is: $0.id) }) else {
                results[id] = 0
                continue
            }
            results[id] = try FitnessScoreMethod.measurement(value, on: tape, of: event, field: events.field(id))
        }
        return FitnessResult(
            date: date, events: results, age: try entry.int(resultAge, "an age in whole years"), standard: try entry.string(resultStandard))
    }
}

extension FitnessGoalProgress: JSONWritable {
    func write(into writer: JSONWriter) {
        writer.object { o in
            o("test", fitnessTest.id)
            o("testDate", testDate)
            o("standard", standard.id)
            o("sex", sex)
            o("age", age)
            o("ageGroup", ageGroup.label)
            o.object("events") { o in
                for line in events {
                    o(text: line.event!.id) { writer in writer.object(line.members) }
                }
            }
            o("total") { writer in writer.object(total.members) }
            o.array("history", history) { result in
                writer.object { o in
                    o("date", result.date)
                    o("test", result.score.test)
                    o("standard", result.score.standard.id)
                    o("ageGroup", result.score.ageGroup.label)
                    o.object("events") { o in
                        for score in result.score.events { if let points = score.points { o(text: score.event.id, points) } }
                    }
                    o("total", result.total)
                    o("notCompared", result.notCompared)
                }
            }
        }
    }
}

extension FitnessGoalProgress.Line {
    /// An event's line says what its goal `needs`; the total's has no such member.
    func members(_ o: JSONMembers) {
        o("latest", latest)
        o("latestDate", latestDate)
        o("goal", goal)
        if event != nil {
            if let needs { o("needs") { $0.object(needs.members) } } else { o("needs", Int?.none) }
        }
        o("trend", trend)
        o("projected", projected)
        o("met", met)
        o("onTrack", onTrack)
        o("results", results)
    }
}
