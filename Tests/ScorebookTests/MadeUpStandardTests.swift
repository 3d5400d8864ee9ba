import Foundation
import _ScorebookCompiler
import Testing

@_spi(ScorebookTables) @testable import Scorebook

/// A made-up standard (`Fixtures/MadeUp`), unlike any Army test, compiled and
/// scored with no code of its own: the fitness-test kind is generic. The same
/// files go through the build plugin and the REPL in `.ci/check-regeneration`.
@Suite struct MadeUpStandardTests {
    let lifeguard: FitnessTest
    let older: FitnessTest

    init() throws {
        let directory = ReferenceData.fixtures.appendingPathComponent("MadeUp").path
        let output = TableCompiler.compile(try TableSource.scan(directory: directory))
        #expect(output.diagnostics.all.isEmpty, "\(output.diagnostics.all)")
        let tests = output.fitnessTests.map { FitnessTest(lowered: $0.lowered) }
        older = try #require(tests.first { $0.id == "lifeguard-2020" })
        lifeguard = try #require(tests.first { $0.id == "lifeguard-2030" })
    }

    @Test func everyUnitAndBothLayoutsScore() throws {
        // female 30-44 swims 8:00 (the 75-point row); 8:01 misses it and earns the 50 of 9:00.
        #expect(try lifeguard.points(event: "swim400m", sex: "female", age: 35, raw: 8 * 60) == 75)
        #expect(try lifeguard.points(event: "swim400m", sex: "female", age: 35, raw: 8 * 60 + 1) == 50)
        #expect(try lifeguard.points(event: "tow", sex: "x", age: 50, raw: 125) == 60)  // 12.5 m
        #expect(try lifeguard.points(event: "pullup", sex: "x", age: 20, raw: 12) == 70)
        #expect(try lifeguard.points(event: "carry", sex: "male", age: 45, raw: 200) == 100)
        #expect(try lifeguard.points(event: "hold", sex: "female", age: 18, raw: 300) == 90)
    }

    @Test func aFullTestUnderEachStandard() throws {
        let events: [String: Double] = ["swim400m": 450, "tow": 20, "pullup": 10, "carry": 125, "hold": 90]
        let recruit = try lifeguard.score(sex: "female", age: 25, events: events)
        #expect(recruit.events.map(\.points) == [75, 80, 80, 80, 60])
        #expect(recruit.total == 375 && recruit.maximumTotal == 490 && recruit.passed == true)
        // Open water scores everyone on the male columns, and needs 50 per event.
        let openWater = try lifeguard.score(sex: "female", age: 25, events: events, standard: "open-water")
        #expect(openWater.events.map(\.points) == [50, 80, 60, 80, 60])
        #expect(openWater.passed == true)
        let slow = try lifeguard.score(sex: "x", age: 25, events: events.merging(["swim400m": 535]) { $1 }, standard: "open-water")
        #expect(slow.failures == [.eventBelowMinimum(event: "swim400m", points: 25, minimum: 50)])
    }

    @Test func goalsIncludingOneNoResultReaches() throws {
        let hold = try lifeguard.required(event: "hold", points: 100, sex: "male", age: 40)
        #expect(hold.requirements == [FitnessTest.Requirement(event: lifeguard.event("hold")!, points: 100, raw: nil, isAchievable: false)])
        #expect(try lifeguard.required(event: "hold", points: 61, sex: "male", age: 40).requirements[0].raw == 105)
        let pass = try lifeguard.requiredToPass(sex: "x", age: 30)
        #expect(pass.requirements.map(\.raw) == [8 * 60 + 45, 95, 5, 50, 75])
        #expect(pass.requirements.map(\.points) == [40, 40, 40, 40, 40])
    }

    @Test func theAlternateAndTheBrackets() throws {
        let row = try lifeguard.score(sex: "x", age: 50, events: ["row2km": 601])
        #expect(row.events[0].outcome == .goNoGo(go: false, limit: 600))
        #expect(row.missing == ["tow", "pullup", "carry", "hold"])
        #expect(try lifeguard.ageGroup(forAge: 44).label == "30-44")
        #expect(throws: ScoringError.self) { try lifeguard.score(sex: "female", age: 17, events: ["tow": 10]) }
        #expect(throws: ScoringError.self) { try lifeguard.score(sex: "other", age: 20, events: ["tow": 10]) }
    }

    @Test func theSeriesHandsOverOnItsDates() {
        let day = { (text: String) in CalendarDate(text)! }
        #expect(older.isInForce(on: day("2029-12-31")) && !lifeguard.isInForce(on: day("2029-12-31")))
        #expect(!older.isInForce(on: day("2030-01-01")) && lifeguard.isInForce(on: day("2030-01-01")))
        #expect(older.series == "lifeguard" && lifeguard.series == "lifeguard")
    }
}

extension FitnessTest {
    /// The runtime test the generated Swift would build from these arrays.
    convenience init(lowered test: LoweredFitnessTest) {
        self.init(
            id: test.id, name: test.name, source: test.source, edition: test.edition, series: test.series,
            effectiveFrom: test.effectiveFrom, effectiveUntil: test.effectiveUntil, file: test.file,
            contentHash: test.contentHash,
            events: test.events.map {
                FitnessEvent(id: $0.id, name: $0.name, unit: $0.unit, better: $0.better, alternateFor: $0.alternateFor, slot: $0.slot)
            },
            sexes: test.sexes,
            ageGroups: test.ageGroups.map {
                FitnessAgeGroup(label: $0.label, lowerBound: $0.lowerBound, upperBound: $0.upperBound)
            },
            ageGroupByAge: test.ageGroupByAge.map { UInt8($0) },
            standards: test.standards.map {
                FitnessStandard(id: $0.id, name: $0.name, eventMinimum: $0.eventMinimum, totalMinimum: $0.totalMinimum, scoredAs: $0.scoredAs)
            },
            defaultStandard: test.defaultStandard, maximumTotal: test.maximumTotal,
            maximumEventPoints: test.maximumEventPoints, scaleColumns: test.scaleColumns.map { Int32($0) },
            scalePoints: test.scalePoints.map { UInt8($0) }, requiredRaw: test.requiredRaw.map { Int32($0) },
            goNoGoLimits: test.goNoGoLimits.map { Int32($0) })
    }
}
