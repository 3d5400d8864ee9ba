@_spi(ScorebookTables) import Scorebook
import Testing

/// `fitnessGoalProgress` on random histories across the ACFT and the AFT:
/// each line's trend and projection against a least-squares fit computed
/// independently (exact integer sums), its latest points against each result
/// scored on its own, and the errors that name their field.
@Suite struct FitnessGoalProgressTests {
    static let testDate = CalendarDate("2026-06-01")!

    /// Results on random days since the ACFT came in, each event at random
    /// points (the worst result that earns them), some events left out.
    static func history(_ random: inout SeededRandom, sex: String, age: Int) throws -> [FitnessResult] {
        let first = CalendarDate("2022-10-01")!.daysSince1970
        return try (0..<random.next(9)).map { _ in
            let date = CalendarDate(daysSince1970: first + random.next(testDate.daysSince1970 - first + 1))
            let test = Scorebook.fitnessTest(series: "army", on: date)!
            var events: [String: Double] = [:]
            for event in test.events where !event.isAlternate && random.next(6) > 0 {
                let points = 1 + random.next(test.maximumEventPoints)
                guard let raw = try test.column(event: event.id, sex: sex, age: age).required(points: points) else { continue }
                events[event.id] = Double(raw) / Double(event.unit.stepsPerUnit)
            }
            if events.isEmpty { events["mdl"] = 140 }
            return FitnessResult(date: date, events: events)
        }
    }

    /// The slope and the clamped value on `day` of the least-squares line, from
    /// exact integer sums: n·Σxy − Σx·Σy over n·Σx² − (Σx)², days counted from `day`.
    static func fit(_ points: [(day: Int, points: Int)], on day: Int, maximum: Int) -> (perWeek: Double, projected: Double)? {
        let n = points.count
        let x = points.map { $0.day - day }, y = points.map(\.points)
        let sx = x.reduce(0, +), sy = y.reduce(0, +)
        let sxx = x.map { $0 * $0 }.reduce(0, +), sxy = zip(x, y).map { $0 * $1 }.reduce(0, +)
        let denominator = n * sxx - sx * sx
        guard n >= 2, denominator != 0 else { return nil }
        let slope = Double(n * sxy - sx * sy) / Double(denominator)
        let onDay = (Double(sy) - slope * Double(sx)) / Double(n)
        return (slope * 7, min(max(onDay, 0), Double(maximum)))
    }

    static func close(_ a: Double?, _ b: Double?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return abs(a - b) <= 1e-9 * max(1, abs(b))
    }

    @Test(arguments: 0..<60) func everyLineIsTheLeastSquaresFitOfItsResults(seed: Int) throws {
        var random = SeededRandom(state: UInt64(seed))
        let (sex, age) = (["male", "female"][random.next(2)], 17 + random.next(45))
        let history = try Self.history(&random, sex: sex, age: age)
        let goal = FitnessGoal(total: 1 + random.next(500), events: ["2mr": 1 + random.next(100)])
        let progress = try Scorebook.fitnessGoalProgress(
            test: "army", sex: sex, age: age, goal: goal, history: history, testDate: Self.testDate)
        let aft = try #require(Scorebook.fitnessTest("aft"))
        #expect(progress.fitnessTest === aft)
        // Each result scored on its own, oldest first; one day's in the order given.
        let ordered = history.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element)
        let scores = try ordered.map { result in
            try Scorebook.fitnessTest(series: "army", on: result.date)!.score(sex: sex, age: age, events: result.events)
        }
        #expect(progress.history.map(\.score) == scores)
        let testDay = Self.testDate.daysSince1970
        var totals = [Int?](repeating: 0, count: scores.count)
        for (event, line) in zip(aft.events.filter { !$0.isAlternate }, progress.events) {
            #expect(line.event == event)
            let points = scores.enumerated().compactMap { i, score in
                score.events.first { $0.event.id == event.id }?.points.map { (day: ordered[i].date.daysSince1970, points: $0) }
            }
            for i in scores.indices {
                let own = scores[i].events.first { $0.event.id == event.id }?.points
                totals[i] = own.flatMap { own in totals[i].map { $0 + own } }
            }
            let expected = Self.fit(points, on: testDay, maximum: 100)
            #expect(Self.close(line.trend, expected?.perWeek), "\(event.id): \(points)")
            #expect(Self.close(line.projected, expected?.projected), "\(event.id): \(points)")
            #expect(line.results == points.count)
            #expect(line.latest == points.last?.points)
        }
        let totalPoints = totals.enumerated().compactMap { i, total in total.map { (day: ordered[i].date.daysSince1970, points: $0) } }
        let expected = Self.fit(totalPoints, on: testDay, maximum: 500)
        #expect(Self.close(progress.total.trend, expected?.perWeek))
        #expect(Self.close(progress.total.projected, expected?.projected))
        #expect(progress.total.latest == totalPoints.last?.points)
        #expect(progress.history.map(\.total) == totals)
        // On track when the projection reaches the goal; with no trend, when the latest does.
        let reaches = progress.total.projected.map { $0 >= Double(goal.total!) } ?? totalPoints.last.map { $0.points >= goal.total! }
        #expect(progress.total.onTrack == reaches)
        #expect(progress.total.met == totalPoints.last.map { $0.points >= goal.total! })
    }

    @Test func oneResultHasNoTrendAndItsLatestSaysWhetherItIsOnTrack() throws {
        let one = FitnessResult(date: CalendarDate("2025-09-10")!, events: ["mdl": 200])
        let progress = try Scorebook.fitnessGoalProgress(
            test: "aft", sex: "female", age: 28, goal: FitnessGoal(events: ["mdl": 90]), history: [one], testDate: Self.testDate)
        let mdl = progress.events[0]
        #expect(mdl.trend == nil && mdl.projected == nil && mdl.results == 1)
        let points = try Scorebook.fitnessTest("aft")!.points(event: "mdl", sex: "female", age: 28, raw: 200)
        #expect(mdl.latest == points && mdl.latestDate == one.date)
        #expect(mdl.onTrack == (points >= 90))
        // Two results on one day fit no line either; the later given is the latest.
        let better = FitnessResult(date: one.date, events: ["mdl": 340])
        let twice = try Scorebook.fitnessGoalProgress(
            test: "aft", sex: "female", age: 28, goal: FitnessGoal(events: ["mdl": 90]), history: [better, one], testDate: Self.testDate)
        #expect(twice.events[0].trend == nil && twice.events[0].results == 2)
        #expect(twice.events[0].latest == points && twice.events[0].onTrack == (points >= 90))
    }

    @Test func aResultOnTheTestDayIsTheAnswerNotTheLine() throws {
        // Totals of 500, then 300, then 400 on the day: the line ends below 400, the day's score meets it.
        let aft = Scorebook.fitnessTest("aft")!
        func result(_ date: String, _ points: Int) throws -> FitnessResult {
            let events = try aft.events.filter { !$0.isAlternate }.map { event in
                (event.id, Double(try #require(try aft.column(event: event.id, sex: "male", age: 30).required(points: points))) / Double(event.unit.stepsPerUnit))
            }
            return FitnessResult(date: CalendarDate(date)!, events: Dictionary(uniqueKeysWithValues: events))
        }
        let history = [try result("2025-07-01", 100), try result("2026-01-01", 60), try result("2026-06-01", 80)]
        let progress = try Scorebook.fitnessGoalProgress(
            test: "aft", sex: "male", age: 30, goal: FitnessGoal(total: 400), history: history, testDate: Self.testDate)
        #expect(try #require(progress.total.latest) >= 400 && progress.total.met == true)
        #expect(try #require(progress.total.projected) < 400)
        #expect(progress.total.onTrack == true)
    }

    @Test func theLineIsHeldToTheScale() throws {
        // From 60 to 100 points in a month: the line passes 100 long before the test day, and 0 long after it.
        let early = FitnessResult(date: CalendarDate("2025-07-01")!, events: ["hrp": 15])
        let late = FitnessResult(date: CalendarDate("2025-08-01")!, events: ["hrp": 60])
        let up = try Scorebook.fitnessGoalProgress(
            test: "aft", sex: "male", age: 30, goal: FitnessGoal(), history: [early, late], testDate: Self.testDate)
        #expect(up.events[1].projected == 100 && up.events[1].trend! > 0)
        let down = try Scorebook.fitnessGoalProgress(
            test: "aft", sex: "male", age: 30, goal: FitnessGoal(), history: [late, early].enumerated().map { i, r in
                FitnessResult(date: [early.date, late.date][i], events: r.events)
            }, testDate: Self.testDate)
        #expect(down.events[1].projected == 0 && down.events[1].trend! < 0)
    }

    @Test func anAFTResultIsJudgedByTheGoalsStandard() throws {
        let aftResult = FitnessResult(date: CalendarDate("2026-01-05")!, events: ["mdl": 200])
        let progress = try Scorebook.fitnessGoalProgress(
            test: "aft", sex: "female", age: 25, standard: "combat", goal: FitnessGoal(), history: [aftResult], testDate: Self.testDate)
        #expect(progress.history[0].score.standard.id == "combat")
        // Combat scores women on the male columns.
        #expect(progress.events[0].latest == (try Scorebook.fitnessTest("aft")!.points(event: "mdl", sex: "male", age: 25, raw: 200)))
    }

    @Test func anACFTResultIsComparedWhereItsEventsAreTheAFTs() throws {
        let acft = FitnessResult(
            date: CalendarDate("2025-03-02")!, events: ["mdl": 180, "spt": 7.1, "hrp": 24, "sdc": 140, "plk": 125, "2mr": 1230])
        let progress = try Scorebook.fitnessGoalProgress(
            test: "army", sex: "male", age: 30, goal: FitnessGoal(), history: [acft], testDate: Self.testDate)
        let scored = try #require(progress.history.first)
        #expect(scored.score.test == "acft")
        #expect(scored.notCompared == ["spt"])
        let points = scored.score.events.filter { $0.event.id != "spt" }.compactMap(\.points)
        #expect(scored.total == points.reduce(0, +) && points.count == 5)
        #expect(progress.events.map(\.latest) == points.map(Optional.some))
    }

    @Test func theGoalNeedsWhatFitnessRequiredGivesOnTheTestDay() throws {
        let progress = try Scorebook.fitnessGoalProgress(
            test: "army", sex: "female", age: 46, standard: "combat", goal: FitnessGoal(events: ["2mr": 80, "hrp": 71]), history: [],
            testDate: Self.testDate)
        let aft = Scorebook.fitnessTest("aft")!
        for line in progress.events {
            let goal = ["2mr": 80, "hrp": 71][line.event!.id]
            #expect(line.goal == goal)
            let needs = try goal.map { try aft.required(event: line.event!.id, points: $0, sex: "female", age: 46, standard: "combat").requirements[0] }
            #expect(line.needs == needs)
            #expect(line.onTrack == nil && line.latest == nil)
        }
    }

    @Test func aResultIsJudgedByItsOwnTestsStandard() throws {
        // The ACFT has no combat standard: its own default judges the result.
        let acft = FitnessResult(date: CalendarDate("2024-05-01")!, events: ["mdl": 200])
        let progress = try Scorebook.fitnessGoalProgress(
            test: "aft", sex: "female", age: 25, standard: "combat", goal: FitnessGoal(), history: [acft], testDate: Self.testDate)
        #expect(progress.history[0].score.standard == Scorebook.fitnessTest("acft")!.defaultStandard)
        #expect(progress.standard.id == "combat")
    }

    @Test(arguments: [
        (FitnessGoal(total: 501), [FitnessResult](), "aft", "goal.total"),
        (FitnessGoal(total: 0), [], "aft", "goal.total"),
        (FitnessGoal(events: ["mdl": 101]), [], "aft", "goal.events.mdl"),
        (FitnessGoal(events: ["spt": 60]), [], "army", "goal.events.spt"),
        (FitnessGoal(), [FitnessResult(date: CalendarDate("2026-06-02")!, events: ["mdl": 200])], "aft", "history[0].date"),
        (FitnessGoal(), [FitnessResult(date: CalendarDate("2026-01-02")!, events: ["pushup": 20])], "aft", "history[0].events.pushup"),
        (FitnessGoal(), [FitnessResult(date: CalendarDate("2026-01-02")!, events: ["mdl": 200], age: 12)], "aft", "history[0].age"),
        (FitnessGoal(), [FitnessResult(date: CalendarDate("2026-01-02")!, events: [:])], "aft", "history[0].events"),
        (FitnessGoal(), [], "navy", "test"),
        (FitnessGoal(events: ["walk2.5mi": 60]), [], "aft", "goal.events.walk2.5mi"),
        (FitnessGoal(), [FitnessResult(date: CalendarDate("2026-01-02")!, events: ["mdl": 200], standard: "elite")], "aft", "history[0].standard"),
        // The index given, not the place in date order.
        (
            FitnessGoal(),
            [FitnessResult(date: CalendarDate("2026-02-02")!, events: ["mdl": 200]), FitnessResult(date: CalendarDate("2026-01-02")!, events: ["spt": 9])],
            "aft", "history[1].events.spt"
        ),
    ])
    func mistakesNameTheirField(goal: FitnessGoal, history: [FitnessResult], test: String, field: String) {
        #expect {
            try Scorebook.fitnessGoalProgress(test: test, sex: "male", age: 30, goal: goal, history: history, testDate: Self.testDate)
        } throws: { ($0 as? ScoringError)?.field == field }
    }

    @Test func aTestDayOfNoTestOfTheIdIsAtTestDate() {
        #expect {
            try Scorebook.fitnessGoalProgress(
                test: "aft", sex: "male", age: 30, goal: FitnessGoal(), history: [], testDate: CalendarDate("2024-01-01")!)
        } throws: { ($0 as? ScoringError)?.field == "testDate" }
    }

    @Test func aResultFromADayNoTestOfTheSeriesWasInForceIsRefused() throws {
        // The AFT alone, as an app's own tables might hold it: before June 2025 no test of its series was in force.
        let aft = try #require(Scorebook.fitnessTest("aft"))
        let catalog = FitnessTestCatalog([
            FitnessTestEntry(id: aft.id, series: aft.series, effective: EffectivePeriod(from: aft.effectiveFrom, until: nil)) { aft }
        ])
        let tables = ScorebookTables(tables: [], entries: [ScorebookTableEntry(FitnessTestsKey.self, kind: "fitness-test", catalog)])
        let early = FitnessResult(date: CalendarDate("2025-05-31")!, events: ["mdl": 200])
        #expect {
            try tables.fitnessGoalProgress(test: "army", sex: "male", age: 30, goal: FitnessGoal(), history: [early], testDate: Self.testDate)
        } throws: { error in
            let error = error as? ScoringError
            return error?.field == "history[0].date" && error?.message == "no test of the 'army' series was in force on 2025-05-31"
        }
    }
}
