import Scorebook

/// `plan.schedule`: a training plan on the calendar, from the first day to the
/// test, on the days and minutes a person is free; optionally weighted by a
/// `goal.progress` answer towards the events furthest behind.
enum PlanScheduleMethod: RPCMethod {
    static let name = "plan.schedule"
    static let title = "Schedule a training plan"
    static let summary = "A training plan dated from the first day to the test on the days free, each session with its workout, and what did not fit and why"
    static let examples = [
        #"{"plan":"acft-two-mile-run","start":"2026-01-05","testDate":"2026-02-02","free":{"mon":30,"wed":60,"sat":90}}"#,
        #"{"plan":"acft-event-training","start":"2026-01-05","testDate":"2026-01-19","free":{"tue":60,"thu":60,"sun":60},"progress":{"events":{"mdl":{"goal":90,"projected":84.5,"latest":82},"2mr":{"goal":80,"projected":61.2,"latest":60}}}}"#,
    ]
    static let plan = RPCParameter("plan", required: true, .oneOf("The plan, by id") { $0.trainingPlans.map(\.id) })
    static let start = RPCParameter("start", required: true, .string("YYYY-MM-DD: the first day of week 1", format: "date"))
    static let testDate = RPCParameter(
        "testDate", required: true, .string("YYYY-MM-DD: the day of the test, after start and at most 728 days on; nothing is scheduled on it", format: "date"))
    /// In ``Weekday``'s order, by its names; a test holds them to it.
    static let weekdays: [RPCParameter] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map { (name: StaticString) in
        RPCParameter(name, .integer("Minutes free that day of every week (default 0: not free)", minimum: 0, maximum: TrainingPlan.minutesInADay))
    }
    static let free = RPCParameter("free", required: true, .object("The minutes free on each day of the week, such as {\"mon\": 30, \"sat\": 60}", parameters: weekdays))
    static let line = RPCParameter(
        "events",
        .map(
            "Each event's line, by id: its goal, projected and latest points are read, the rest ignored",
            of: .object(
                "A line of goal.progress",
                ["goal?": .integer().orNull, "projected?": .number().orNull, "latest?": .integer().orNull])))
    static let progress = RPCParameter(
        "progress", .object("A goal.progress answer, as it came: its sessions for the events furthest behind their goals are kept first", parameters: [line]))
    static let parameters = [plan, start, testDate, free, progress]

    static let part: JSONSchema.MemberList = [
        "part": .oneOf(TrainingSchedule.Part.names, "Where in the plan it comes from: a week of its schedule, the lighter week before the test, or the day before it"),
        "planWeek": .integer("The plan's week, for a part of week; the last repeats up to the test").orNull,
    ]
    static let result = JSONSchema.object(
        "The plan on the calendar",
        [
            "plan": .string("The plan, by id"),
            "start": .string(format: "date"), "testDate": .string(format: "date"),
            "weeks": .array(
                of: .object(
                    "Seven days from the start, or fewer for the last",
                    [
                        "week": .integer("Counted from 1"),
                        "from": .string(format: "date"), "to": .string(format: "date"),
                        "sessions": .array(
                            of: .object(
                                "A session on its day", merging: part,
                                [
                                    "date": .string(format: "date"),
                                    "weekday": .oneOf(Weekday.allCases.map(\.rawValue)),
                                    "session": .string("The session, by id (plans.list)"), "name": .string(),
                                    "day": .oneOf(TrainingDayType.allCases.map(\.rawValue), "The kind of day it makes"),
                                    "minutes": .integer("How long it takes"),
                                    "workout": WorkoutsListMethod.workoutSchema.described("The workout it is, as workouts.list gives it; null for drills").orNull,
                                    "drills": .array(of: .string(), "What is done, for a session that is no workout"),
                                    "events": .array(of: .string(), "The fitness test events it trains, by id"),
                                ]), "By date"),
                    ]), "Week by week"),
            "unscheduled": .array(
                of: .object(
                    "A session that found no day", merging: part,
                    [
                        "session": .string("The session, by id"), "week": .integer("The week it was due in"),
                        "reason": .oneOf(TrainingSchedule.Reason.allCases.map(\.rawValue), "Why"),
                        "message": .string("Why, for a person to read"),
                    ]), "In the order of their weeks"),
        ])

    static func call(_ params: Params) throws(RPCError) -> TrainingSchedule {
        let tables = params.tables
        _ = try params.required(Self.plan)
        let plan = try params.lookup(Self.plan, ids: tables.trainingPlans.map(\.id), tables.trainingPlan)!
        let start = try params.requiredDate(Self.start)
        let testDate = try params.requiredDate(Self.testDate)
        let free = try Self.free(params)
        let behind = try Self.behind(params)
        return try params.checked { () throws(ScoringError) in
            try plan.schedule(start: start, testDate: testDate, free: free, behind: behind)
        }
    }

    private static func free(_ params: Params) throws(RPCError) -> [Weekday: Int] {
        let free = try params.requiredObject(Self.free, "an object of weekday → minutes, such as {\"mon\": 30}")
        try free.allowOnly(weekdays)
        var minutes: [Weekday: Int] = [:]
        for (parameter, weekday) in zip(weekdays, Weekday.allCases) {
            minutes[weekday] = try free.int(parameter, "whole minutes")
        }
        return minutes
    }

    /// Each event's points short of its goal, from the lines of a `goal.progress` answer.
    private static func behind(_ params: Params) throws(RPCError) -> [String: Double] {
        guard params.value(Self.progress) != nil else { return [:] }
        let progress = try params.requiredObject(Self.progress, "a goal.progress answer")
        let events = try progress.requiredObject(Self.line, "an object of event id → line")
        let tape = events.tape
        var behind: [String: Double] = [:]
        for (key, line) in events.members {
            let field = events.field(tape.string(key))
            guard tape.kind(line) == .object else { throw .invalidParams(field: field, "expected a line {goal, projected, latest}, found \(tape.typeName(line))") }
            func member(_ name: StaticString) -> JSONToken? {
                tape.member(line, name).flatMap { tape.kind($0) == .null ? nil : $0 }
            }
            func wrong(_ name: StaticString, _ token: JSONToken, _ what: String) -> RPCError {
                let found = tape.kind(token) == .number ? tape.number(token).text : tape.typeName(token)
                return .invalidParams(field: "\(field).\(name)", "expected \(what) or null, found \(found)")
            }
            func points(_ name: StaticString) throws(RPCError) -> Int? {
                guard let token = member(name) else { return nil }
                guard tape.kind(token) == .number, let value = tape.int(token) else { throw wrong(name, token, "whole points") }
                return value
            }
            let goal = try points("goal"), latest = try points("latest")
            var projected: Double?
            if let token = member("projected") {
                guard tape.kind(token) == .number, let value = tape.double(token), value.isFinite else { throw wrong("projected", token, "points") }
                projected = value
            }
            let points = FitnessGoalProgress.Line.pointsBehind(goal: goal, projected: projected, latest: latest)
            if let points { behind[tape.string(key)] = points }
        }
        return behind
    }
}

extension TrainingSchedule: JSONWritable {
    func write(into writer: JSONWriter) {
        writer.object { o in
            o("plan", plan.id)
            o("start", start)
            o("testDate", testDate)
            o.array("weeks", weeks) { week in
                writer.object { o in
                    o("week", week.number)
                    o("from", week.from)
                    o("to", week.to)
                    o.array("sessions", week.sessions) { scheduled in
                        writer.object { o in
                            o("date", scheduled.date)
                            o("weekday", scheduled.weekday.rawValue)
                            scheduled.part.members(o)
                            let session = scheduled.session
                            o("session", session.id)
                            o("name", session.name)
                            o("day", session.day.rawValue)
                            o("minutes", session.minutes)
                            if let workout = session.workout { o("workout") { workout.write(into: $0) } } else { o("workout", String?.none) }
                            o("drills", session.drills)
                            o("events", session.trains)
                        }
                    }
                }
            }
            o.array("unscheduled", unscheduled) { missed in
                writer.object { o in
                    o("session", missed.session.id)
                    missed.part.members(o)
                    o("week", missed.week)
                    o("reason", missed.reason.rawValue)
                    o("message", missed.message)
                }
            }
        }
    }
}

extension TrainingSchedule.Part {
    /// Every part's name, for the schema.
    static let names = [Self.week(1), .weekBeforeTest, .dayBeforeTest].map(\.name)

    var name: String {
        switch self {
        case .week: "week"
        case .weekBeforeTest: "week-before-test"
        case .dayBeforeTest: "day-before-test"
        }
    }

    func members(_ o: JSONMembers) {
        o("part", name)
        if case .week(let week) = self { o("planWeek", week) } else { o("planWeek", Int?.none) }
    }
}
