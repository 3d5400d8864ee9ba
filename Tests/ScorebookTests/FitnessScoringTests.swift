import Scorebook
import Testing

/// Totals, pass rules, alternates, partial tests and bad input, with the
/// expected points taken from the reference chart.
@Suite struct FitnessScoringTests {
    let apft = Scorebook.fitnessTest("apft")!

    func reference(_ event: String, _ sex: String, _ group: String, _ raw: Int) -> Int {
        ReferenceData.apftCells.first { $0.event == event && $0.sex == sex && $0.ageGroup == group && $0.raw == raw }!.points
    }

    @Test func aFullTestIsTotalledAndPasses() throws {
        let score = try apft.score(sex: "male", age: 23, events: ["pushup": 60, "situp": 70, "run2mi": 810])
        let expected = [reference("pushup", "male", "22-26", 60), reference("situp", "male", "22-26", 70), reference("run2mi", "male", "22-26", 810)]
        #expect(score.events.map(\.points) == expected)
        #expect(score.total == expected.reduce(0, +))
        #expect(score.ageGroup.label == "22-26")
        #expect(score.standard.id == "general")
        #expect(score.maximumTotal == 300)
        #expect(score.isComplete)
        #expect(score.passed == true)
        #expect(score.failures.isEmpty)
    }

    @Test func anEventBelowSixtyFailsWhateverTheTotal() throws {
        // 100 + 100 + 59 is 259 points, but one event is below 60.
        let run59 = ReferenceData.apftCells.first { $0.event == "run2mi" && $0.sex == "female" && $0.ageGroup == "27-31" && $0.points == 59 }!
        let score = try apft.score(sex: "female", age: 30, events: ["pushup": 80, "situp": 90, "run2mi": Double(run59.raw)])
        #expect(score.total == 259)
        #expect(score.passed == false)
        #expect(score.failures == [.eventBelowMinimum(event: "run2mi", points: 59, minimum: 60)])
    }

    @Test func theTotalMinimumAppliesToAFullTest() throws {
        // Find a full test of exactly 60 in each event: 180 passes, and with basic training's 50s, 150 passes too.
        func raw(_ event: String, _ points: Int) -> Double {
            Double(ReferenceData.apftCells.first { $0.event == event && $0.sex == "male" && $0.ageGroup == "17-21" && $0.points == points }!.raw)
        }
        let sixties = try apft.score(sex: "male", age: 18, events: ["pushup": raw("pushup", 60), "situp": raw("situp", 60), "run2mi": raw("run2mi", 60)])
        #expect(sixties.total == 180 && sixties.passed == true)
        let fifties = ["pushup": raw("pushup", 50), "situp": raw("situp", 50), "run2mi": raw("run2mi", 50)]
        #expect(try apft.score(sex: "male", age: 18, events: fifties).passed == false)
        let basic = try apft.score(sex: "male", age: 18, events: fifties, standard: "basic-training")
        #expect(basic.total == 150 && basic.passed == true && basic.standard.id == "basic-training")
    }

    @Test func aPartialTestScoresWhatIsGiven() throws {
        let score = try apft.score(sex: "female", age: 40, events: ["pushup": 30])
        #expect(score.events.count == 1)
        #expect(score.total == reference("pushup", "female", "37-41", 30))
        #expect(score.missing == ["situp", "run2mi"])
        #expect(score.passed == nil)  // nothing failed yet, but two events are missing
        let failing = try apft.score(sex: "female", age: 40, events: ["pushup": 1])
        #expect(failing.passed == false)
    }

    @Test func anAlternateReplacesTheRun() throws {
        let score = try apft.score(sex: "male", age: 23, events: ["pushup": 60, "situp": 70, "walk2.5mi": 2070])
        #expect(score.isComplete)
        #expect(score.passed == true)  // no total minimum with an alternate event
        #expect(score.events.map(\.event.id) == ["pushup", "situp", "walk2.5mi"])
        let slow = try apft.score(sex: "male", age: 23, events: ["pushup": 60, "situp": 70, "walk2.5mi": 2071])
        #expect(slow.passed == false)
        #expect(slow.failures == [.noGo(event: "walk2.5mi", raw: "34:31", limit: "34:30")])
    }

    @Test func timesBetweenSecondsRoundTowardsTheSlower() throws {
        let row = reference("run2mi", "male", "22-26", 810)
        let next = reference("run2mi", "male", "22-26", 816)
        #expect(try apft.score(sex: "male", age: 23, events: ["run2mi": 810.0]).total == row)
        #expect(try apft.score(sex: "male", age: 23, events: ["run2mi": 810.01]).total == next)
    }

    @Test(arguments: [
        (16, "age", "age 16 is below the youngest age group (17-21); the Army Physical Fitness Test is scored from age 17"),
        (-3, "age", "age -3 is below the youngest age group (17-21); the Army Physical Fitness Test is scored from age 17"),
        (121, "age", "age 121 is above the oldest age this table scores (120)"),
    ])
    func impossibleAgesAreErrors(_ age: Int, _ field: String, _ message: String) {
        #expect(throws: ScoringError(at: [.key(field)], message)) {
            try apft.score(sex: "male", age: age, events: ["pushup": 50])
        }
    }

    @Test func badInputIsAnErrorNamingTheField() {
        func error(_ body: () throws -> Void) -> ScoringError? {
            do { try body() } catch { return error as? ScoringError }
            return nil
        }
        #expect(error { _ = try apft.score(sex: "m", age: 20, events: ["pushup": 50]) }?.field == "sex")
        #expect(error { _ = try apft.score(sex: "m", age: 20, events: ["pushup": 50]) }?.allowed == ["male", "female"])
        #expect(error { _ = try apft.score(sex: "male", age: 20, events: ["pullup": 5]) }?.field == "events.pullup")
        #expect(error { _ = try apft.score(sex: "male", age: 20, events: ["pushup": -1]) }?.field == "events.pushup")
        #expect(error { _ = try apft.score(sex: "male", age: 20, events: ["pushup": 10.5]) }?.field == "events.pushup")
        #expect(error { _ = try apft.score(sex: "male", age: 20, events: ["pushup": .infinity]) }?.field == "events.pushup")
        #expect(error { _ = try apft.score(sex: "male", age: 20, events: ["run2mi": 0]) }?.field == "events.run2mi")
        #expect(error { _ = try apft.score(sex: "male", age: 20, events: [:]) }?.field == "events")
        #expect(error { _ = try apft.score(sex: "male", age: 20, events: ["pushup": 5], standard: "elite") }?.field == "standard")
        #expect(error { _ = try apft.score(sex: "male", age: 20, events: ["run2mi": 800, "walk2.5mi": 2000]) }?.field == "events.walk2.5mi")
        #expect(error { _ = try apft.score(sex: "male", age: 20, events: ["swim800yd": 800, "walk2.5mi": 2000]) }?.field == "events.walk2.5mi")
        #expect(error { _ = try apft.points(event: "walk2.5mi", sex: "male", age: 20, raw: 5) }?.field == "event")
    }

    @Test func theCatalogDescribesTheTable() throws {
        let info = try #require(Scorebook.tables.first { $0.id == "apft" })
        #expect(info.kind == "fitness-test")
        #expect(info.file == "apft.yaml")
        #expect(info.edition == "DA Form 705, MAY 2010")
        #expect(info.contentHash.hasPrefix("sha256:"))
        #expect(apft.standards.map(\.id) == ["general", "basic-training"])
        #expect(apft.ageGroups.count == 10)
    }

    /// Issue 42: names as general as these are nested in the type they belong
    /// to, not top-level in every importer's namespace.
    @Test func generalNamesAreNested() {
        #expect(String(reflecting: FitnessScore.Failure.self) == "Scorebook.FitnessScore.Failure")
        #expect(String(reflecting: FitnessTest.Requirements.self) == "Scorebook.FitnessTest.Requirements")
        #expect(String(reflecting: FitnessTest.Requirement.self) == "Scorebook.FitnessTest.Requirement")
    }

    @Test func failuresDescribeThemselves() {
        #expect(FitnessScore.Failure.eventBelowMinimum(event: "run2mi", points: 59, minimum: 60).description == "run2mi: 59 points, below the 60 needed in each event")
        #expect("\(FitnessScore.Failure.totalBelowMinimum(total: 170, minimum: 180))" == "total 170 points, below the 180 needed")
        #expect(FitnessScore.Failure.noGo(event: "walk2.5mi", raw: "35:10", limit: "35:00").description == "walk2.5mi: 35:10 does not meet the go/no-go limit of 35:00")
    }
}
