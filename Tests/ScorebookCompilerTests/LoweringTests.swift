import _ScorebookCompiler
import ScorebookCore
import Testing

@Suite struct LoweringTests {
    let mini: LoweredFitnessTest

    init() throws {
        let output = TableCompiler.compile([try Fixtures.source("Golden/mini.yaml")])
        mini = try #require(output.fitnessTests.first).lowered
    }

    /// Points at `raw` for the column of (scored slot, sex, group), read from the lowered arrays.
    func points(_ slot: Int, _ sex: Int, _ group: Int, _ raw: Int) -> Int? {
        let index = ((slot * mini.sexes.count + sex) * mini.ageGroups.count + group) * 4
        let (first, last, offset) = (mini.scaleColumns[index], mini.scaleColumns[index + 1], mini.scaleColumns[index + 2])
        guard (first...last).contains(raw) else { return nil }
        return mini.scalePoints[offset + raw - first]
    }

    @Test func repetitionsBetweenRowsKeepTheLowerRowsPoints() {
        // male 17-21 prints 10→40, 20→60, 30→80, 35→90, 40→100.
        #expect(points(0, 0, 0, 10) == 40)
        #expect(points(0, 0, 0, 19) == 40)
        #expect(points(0, 0, 0, 20) == 60)
        #expect(points(0, 0, 0, 39) == 90)
        #expect(points(0, 0, 0, 40) == 100)
        #expect(points(0, 0, 0, 9) == nil)  // below the printed range: the runtime gives 0
    }

    @Test func timesBetweenRowsGetTheSlowerRowsPoints() {
        // 17-21 (both sexes) needs 18:00 for 100, 19:00 for 90, 19:30 for 80, 21:00 for 60, 36:00 for 0.
        #expect(points(1, 0, 0, 18 * 60) == 100)
        #expect(points(1, 0, 0, 18 * 60 + 1) == 90)
        #expect(points(1, 0, 0, 19 * 60) == 90)
        #expect(points(1, 0, 0, 19 * 60 + 1) == 80)
        #expect(points(1, 0, 0, 21 * 60) == 60)
        #expect(points(1, 0, 0, 21 * 60 + 1) == 0)
        #expect(points(1, 0, 0, 36 * 60) == 0)
    }

    @Test func aColumnForEverySexIsStoredOnce() {
        let maleRun = (1 * 2 + 0) * 2 * 4, femaleRun = (1 * 2 + 1) * 2 * 4
        #expect(mini.scaleColumns[maleRun + 2] == mini.scaleColumns[femaleRun + 2])
    }

    @Test func agesMapToTheirGroup() {
        #expect(mini.ageGroupByAge == [0, 0, 0, 0, 0, 1])
        #expect(mini.ageGroups.map(\.label) == ["17-21", "22+"])
    }

    @Test func goNoGoLimitsFollowSexThenAgeGroup() {
        #expect(mini.goNoGoLimits == [45 * 60, 46 * 60, 47 * 60, 48 * 60])
    }

    @Test func headerAndRules() {
        #expect(mini.id == "mini")
        #expect(mini.effectiveFrom == CalendarDate("2020-01-01"))
        #expect(mini.effectiveUntil == CalendarDate("2024-12-31"))
        #expect(mini.standards.map(\.id) == ["general", "lenient"])
        #expect(mini.defaultStandard == 0)
        #expect(mini.maximumTotal == 200)
        #expect(mini.events.map(\.id) == ["pushup", "run", "walk"])
        #expect(mini.events[2].alternateFor == 1)
        #expect(mini.contentHash.hasPrefix("sha256:") && mini.contentHash.count == 7 + 64)
    }

    @Test func aPerformancePrintedAtTwoPointValuesEarnsTheHigher() throws {
        let source = try Fixtures.source("Diagnostics/printed-oddity.yaml")
        let test = try #require(TableCompiler.compile([source]).fitnessTests.first).lowered
        let index = (1 * 2 * 2 + 0) * 4  // run, male, 17-21
        let (first, offset) = (test.scaleColumns[index], test.scaleColumns[index + 2])
        #expect(test.scalePoints[offset + 19 * 60 - first] == 90)  // printed at 90 and at 80
        #expect(test.scalePoints[offset + 19 * 60 + 1 - first] == 60)
    }
}
