/// How a soldier's history stands against a goal for the next record test:
/// per scored event and for the total, the latest points, the goal, what it
/// needs, the trend and where the trend reaches on the test day.
///
/// Each result is scored by the test in force on its day. Results of an
/// earlier test of the series (the ACFT before the AFT) join an event's line
/// where the event is the same, by id; the total's line takes a result that
/// has points in every one of the goal's test's scored events, summed.
public struct FitnessGoalProgress: Sendable, Equatable {
    /// The test on the test day.
    public let fitnessTest: FitnessTest
    /// The day of the record test.
    public let testDate: CalendarDate
    /// The standard of the goal.
    public let standard: FitnessStandard
    /// The sex asked about.
    public let sex: String
    /// The age on the test day, in whole years.
    public let age: Int
    /// The age group ``age`` falls in on the test.
    public let ageGroup: FitnessAgeGroup
    /// One per scored event of the test, in its order.
    public let events: [Line]
    /// The total of the test's scored events.
    public let total: Line
    /// The history, scored, oldest first (results of one day in the order given).
    public let history: [ScoredResult]

    /// The same test (the same table, as ``FitnessScore`` compares), day, taker, lines and history.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.fitnessTest === rhs.fitnessTest && lhs.testDate == rhs.testDate && lhs.standard == rhs.standard
            && lhs.sex == rhs.sex && lhs.age == rhs.age && lhs.ageGroup == rhs.ageGroup && lhs.events == rhs.events
            && lhs.total == rhs.total && lhs.history == rhs.history
    }

    /// The progress of one event, or of the total.
    public struct Line: Sendable, Equatable {
        /// The event; `nil` for the total.
        public let event: FitnessEvent?
        /// Points of the latest result in the line; `nil` when none has any.
        public let latest: Int?
        /// The day of ``latest``.
        public let latestDate: CalendarDate?
        /// The points aimed for; `nil` without a goal.
        public let goal: Int?
        /// The worst result that earns ``goal`` on the test day, as
        /// ``FitnessTest/required(event:points:sex:age:standard:)`` gives it;
        /// `nil` for the total and without a goal.
        public let needs: FitnessTest.Requirement?
        /// The least-squares slope of the line's points by date, in points
        /// per week; `nil` under two results, or when all are on one day.
        public let trend: Double?
        /// The trend's points on the test day, held to the scale (0 to the
        /// most an event or the total can earn); `nil` without a trend.
        public let projected: Double?
        /// How many results are in the line.
        public let results: Int

        /// Whether the latest result reaches the goal: the moment an app records
        /// `fitness.goal-reached`; `nil` without a goal or a result.
        public var met: Bool? {
            guard let goal, let latest else { return nil }
            return latest >= goal
        }

        /// Whether the goal will be reached: the projection reaches it, or
        /// without a trend the latest result does; `nil` without a goal or a result.
        public var onTrack: Bool? {
            guard let goal else { return nil }
            if let projected { return projected >= Double(goal) }
            return latest.map { $0 >= goal }
        }
    }

    /// One result of the history as its own test scored it.
    public struct ScoredResult: Sendable, Equatable {
        /// The day it was taken.
        public let date: CalendarDate
        /// Its score, by the test in force that day.
        public let score: FitnessScore
        /// The points of the goal's test's scored events, summed; `nil` when
        /// the result lacks points in any of them.
        public let total: Int?
        /// Events given whose points join no line: not in the goal's test, or go/no-go alternates.
        public let notCompared: [String]
    }
}

extension ScorebookTables {
    /// Progress towards `goal` on the record test of `testDate`: `test` is a
    /// test id or a series (`army`), as in ``fitnessTest(_:on:)``; `age` is
    /// the age on the test day. Errors name the argument: `test`, `testDate`,
    /// `sex`, `age`, `standard`, `goal.total`, `goal.events.mdl`,
    /// `history[2].date`, `history[2].events.2mr`…
    ///
    /// ```swift
    /// let progress = try ScorebookTables.builtIn.fitnessGoalProgress(
    ///     test: "army", sex: "female", age: 28, goal: FitnessGoal(total: 400),
    ///     history: [FitnessResult(date: CalendarDate("2025-09-10")!, events: ["mdl": 200, "hrp": 30, "sdc": 125, "plk": 150, "2mr": 1140])],
    ///     testDate: CalendarDate("2026-03-15")!)
    /// progress.total.latest  // the total of that test
    /// ```
    public func fitnessGoalProgress(
        test id: String, sex: String, age: Int, standard: String? = nil, goal: FitnessGoal, history: [FitnessResult],
        testDate: CalendarDate
    ) throws(ScoringError) -> FitnessGoalProgress {
        let test = try fitnessGoalTest(id, on: testDate)
        // Checks sex, age and standard, and gives what each goal needs.
        let requirements = try test.required(sex: sex, age: age, standard: standard)
        try check(goal, of: test)
        let scored = try score(history, towards: test, sex: sex, age: age, standard: standard, testDate: testDate)
        let testDay = testDate.daysSince1970
        var lines: [FitnessGoalProgress.Line] = []
        for event in requirements.requirements.map(\.event) {
            let goalPoints = goal.events.first { $0.key.hasSameBytes(asASCII: event.id) }?.value
            // The goal was checked: the event is scored and the points are on its scale.
            let needs = try goalPoints.map { points throws(ScoringError) in
                try test.required(event: event.id, points: points, sex: sex, age: age, standard: standard).requirements[0]
            }
            let points = scored.map { result in
                result.score.events.first { $0.event.id.hasSameBytes(asASCII: event.id) }?.points
            }
            lines.append(
                line(
                    event: event, points: points, history: scored, goal: goalPoints, needs: needs,
                    maximum: test.maximumEventPoints, testDay: testDay))
        }
        let total = line(
            event: nil, points: scored.map(\.total), history: scored, goal: goal.total, needs: nil,
            maximum: test.maximumTotal, testDay: testDay)
        return FitnessGoalProgress(
            fitnessTest: test, testDate: testDate, standard: requirements.standard, sex: sex, age: age,
            ageGroup: requirements.ageGroup, events: lines, total: total, history: scored)
    }

    /// The test a goal is for: `id`'s on `testDate`, as ``fitnessTest(_:on:)``
    /// finds it, with its errors at `test` or `testDate`.
    public func fitnessGoalTest(_ id: String, on testDate: CalendarDate) throws(ScoringError) -> FitnessTest {
        do {
            return try fitnessTest(id, on: testDate).test
        } catch {
            throw error.path == ["date"] ? ScoringError(at: ["testDate"], error.message, allowed: error.allowed) : error
        }
    }

    private func check(_ goal: FitnessGoal, of test: FitnessTest) throws(ScoringError) {
        if let total = goal.total, total < 1 || total > test.maximumTotal {
            throw ScoringError(at: ["goal", "total"], "\(total) is not a total of the \(test.name); expected 1 to \(test.maximumTotal)")
        }
        let scored = test.events.filter { !$0.isAlternate }.map(\.id)
        // In name order, so the same goal always gets the same error.
        for (id, points) in goal.events.sorted(by: { Array($0.key.utf8).lexicographicallyPrecedes($1.key.utf8) }) {
            guard scored.contains(where: { id.hasSameBytes(asASCII: $0) }) else {
                throw ScoringError(
                    at: ["goal", "events", .key(id)],
                    "'\(id)' is not a scored event of the \(test.name)\(Suggestion.didYouMean(id, among: scored)); expected \(quotedList(scored))",
                    allowed: scored)
            }
            if points < 1 || points > test.maximumEventPoints {
                throw ScoringError(
                    at: ["goal", "events", .key(id)], "\(points) is not a points value of the \(test.name); expected 1 to \(test.maximumEventPoints)")
            }
        }
    }

    /// Each result scored by its day's test, oldest first.
    private func score(
        _ history: [FitnessResult], towards goal: FitnessTest, sex: String, age: Int, standard: String?, testDate: CalendarDate
    ) throws(ScoringError) -> [FitnessGoalProgress.ScoredResult] {
        let goalEvents = goal.events.filter { !$0.isAlternate }
        var scored: [(index: Int, result: FitnessGoalProgress.ScoredResult)] = []
        scored.reserveCapacity(history.count)
        for (index, result) in history.enumerated() {
            let at: [ScoringError.PathComponent] = ["history", .index(index)]
            guard result.date <= testDate else {
                throw ScoringError(at: at + ["date"], "\(result.date) is after the test day, \(testDate)")
            }
            guard let test = fitnessTest(scoring: result.date, towards: goal) else {
                let what = goal.series.map { "no test of the '\($0)' series was" } ?? "the \(goal.name) was not"
                throw ScoringError(at: at + ["date"], "\(what) in force on \(result.date)")
            }
            // The goal's standard where this test has it: an ACFT result is judged by the ACFT's own.
            let standard =
                result.standard ?? standard.flatMap { id in test.standards.contains { id.hasSameBytes(asASCII: $0.id) } ? id : nil }
            let score: FitnessScore
            do {
                score = try test.score(sex: sex, age: result.age ?? age, events: result.events, standard: standard)
            } catch {
                // The result's own fields, or the call's where the result gave none.
                let own = error.path.first.map { $0 == "events" || ($0 == "age" && result.age != nil) || ($0 == "standard" && result.standard != nil) }
                throw own == true ? error.inside(at) : error
            }
            var total: Int? = 0
            var compared: Set<Int> = []
            for event in goalEvents {
                let match = score.events.firstIndex { $0.event.id.hasSameBytes(asASCII: event.id) && $0.points != nil }
                if let match { compared.insert(match) }
                total = match.flatMap { match in total.map { $0 + score.events[match].points! } }
            }
            let notCompared = score.events.indices.filter { !compared.contains($0) }.map { score.events[$0].event.id }
            scored.append((index, .init(date: result.date, score: score, total: total, notCompared: notCompared)))
        }
        // Stable: results of one day stay in the order given.
        scored.sort { ($0.result.date, $0.index) < ($1.result.date, $1.index) }
        return scored.map(\.result)
    }

    private func line(
        event: FitnessEvent?, points: [Int?], history: [FitnessGoalProgress.ScoredResult], goal: Int?,
        needs: FitnessTest.Requirement?, maximum: Int, testDay: Int
    ) -> FitnessGoalProgress.Line {
        var (days, values): ([Int], [Int]) = ([], [])
        for (result, points) in zip(history, points) {
            guard let points else { continue }
            days.append(result.date.daysSince1970)
            values.append(points)
        }
        let latest = points.lastIndex { $0 != nil }
        let trend = PointsTrend(days: days, points: values)
        return FitnessGoalProgress.Line(
            event: event, latest: latest.flatMap { points[$0] }, latestDate: latest.map { history[$0].date }, goal: goal,
            needs: needs, trend: trend?.perWeek, projected: trend?.points(onDay: testDay, maximum: maximum),
            results: values.count)
    }
}

extension Scorebook {
    /// ``ScorebookTables/fitnessGoalProgress(test:sex:age:standard:goal:history:testDate:)`` by Scorebook's own tables.
    public static func fitnessGoalProgress(
        test: String, sex: String, age: Int, standard: String? = nil, goal: FitnessGoal, history: [FitnessResult],
        testDate: CalendarDate
    ) throws(ScoringError) -> FitnessGoalProgress {
        try ScorebookTables.builtIn.fitnessGoalProgress(
            test: test, sex: sex, age: age, standard: standard, goal: goal, history: history, testDate: testDate)
    }
}
