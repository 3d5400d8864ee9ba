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
        let scored = try scoredHistory(history, towards: test, sex: sex, age: age, standard: standard, testDate: testDate)
        let testDay = testDate.daysSince1970
        var lines: [FitnessGoalProgress.Line] = []
        for event in requirements.requirements.map(\.event) {
            // By bytes: a key canonically equal to an id (a Kelvin sign for a K) is not the id.
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
    private func scoredHistory(
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
            // The total counts only with points in every one of the goal's test's events.
            var total: Int? = 0
            var compared: Set<Int> = []
            for event in goalEvents {
                let match = score.events.firstIndex { $0.event.id.hasSameBytes(asASCII: event.id) && $0.points != nil }
                guard let match, let points = score.events[match].points else {
                    total = nil
                    continue
                }
                compared.insert(match)
                total? += points
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
        let (latestPoints, latestDate) = (latest.flatMap { points[$0] }, latest.map { history[$0].date })
        let projected = trend?.points(onDay: testDay, maximum: maximum)
        // Once a result is in on the test day (none is after it), the day's score stands, not the line's.
        let onTrack = goal.flatMap { goal -> Bool? in
            if let projected, latestDate.map({ $0.daysSince1970 < testDay }) ?? true { return projected >= Double(goal) }
            return latestPoints.map { $0 >= goal }
        }
        return FitnessGoalProgress.Line(
            event: event, latest: latestPoints, latestDate: latestDate, goal: goal, needs: needs, trend: trend?.perWeek,
            projected: projected, results: values.count, onTrack: onTrack)
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
