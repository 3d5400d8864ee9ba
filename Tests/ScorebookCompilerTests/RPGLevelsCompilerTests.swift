import Foundation
@testable import _ScorebookCompiler
import Testing

/// The level curve is expanded exactly as its formula says, at every level,
/// and every mistake in an `rpg-levels` table has its place.
@Suite struct RPGLevelsCompilerTests {
    static func table(_ body: String) -> String {
        """
        kind: rpg-levels
        id: levels
        name: Levels
        source: Scorebook test
        edition: "1"
        \(body)
        experience: { won: 10, drawn: 4, lost: 1, perCategoryWon: 2, knockout: 5, dailyCap: 30 }
        """
    }

    static func errors(_ text: String) -> [String] {
        Fixtures.compile(text, name: "levels.yaml").diagnostics.sorted.map(\.description)
    }

    /// The real table against its formula evaluated apart, in Foundation's
    /// base-10 `Decimal` (a half rounds up), with its overrides, at every level.
    @Test func theRealCurveIsItsFormulaAtEveryLevel() throws {
        let output = TableCompiler.compile(try TableSource.scan(directory: ArcheryOpponentsCompilerTests.tablesDirectory))
        let table = try #require(output.tables(of: RPGLevelsKind.self).first)
        guard case .formula(let squared, let linear, let constant, let roundTo, _) = table.definition.curve else {
            Issue.record("the real curve is a formula")
            return
        }
        let overrides = Dictionary(uniqueKeysWithValues: table.definition.overrides.map { ($0.level.value, $0.experience.value) })
        let thousandth = Decimal(sign: .plus, exponent: -3, significand: 1)
        #expect(table.toNext.count == table.definition.maximumLevel.value - 1)
        for level in 1..<table.definition.maximumLevel.value {
            let l = Decimal(level)
            var value = (Decimal(squared) * l * l + Decimal(linear) * l + Decimal(constant)) * thousandth / Decimal(roundTo)
            var rounded = Decimal()
            NSDecimalRound(&rounded, &value, 0, .plain)
            let expected = overrides[level] ?? NSDecimalNumber(decimal: rounded * Decimal(roundTo)).intValue
            #expect(table.toNext[level - 1] == expected, "level \(level)")
        }
        // Habitica's own values, worked by hand from its toNextLevel: 208.75 → 210, 264.75 → 260, 3580.
        #expect(table.toNext[5] == 210 && table.toNext[9] == 260 && table.toNext[98] == 3580)
    }

    /// A half rounds up, as Habitica's `Math.round` does, on either side of zero
    /// (no level of the real curve lands on a half, so it is tested here).
    @Test func aHalfRoundsUp() {
        #expect(LevelCurveExpansion.formula(1, squared: 0, linear: 0, constant: 7_500, roundTo: 5) == 10, "1.5 → 2")
        #expect(LevelCurveExpansion.formula(1, squared: 0, linear: 0, constant: 7_499, roundTo: 5) == 5, "1.4998 → 1")
        #expect(LevelCurveExpansion.formula(1, squared: 0, linear: 0, constant: -2_500, roundTo: 5) == 0, "-0.5 → 0")
        #expect(LevelCurveExpansion.formula(2, squared: 250, linear: 0, constant: 0, roundTo: 1) == 1, "0.25 × 4 = 1")
    }

    @Test(arguments: [
        (
            "maximumLevel: 5\ntoNextLevel: { formula: { squared: 0, linear: 1, constant: 0 }, overrides: { 5: 3 } }",
            "levels.yaml:7:78: error: toNextLevel overrides level 5, but level 5 is the last: overrides are for levels 1 to 4"
        ),
        (
            "maximumLevel: 4\ntoNextLevel: { table: [1, 2] }",
            "levels.yaml:7:14: error: toNextLevel table lists 2 levels; levels 1 to 3 each need one (level 4 is the last)"
        ),
        (
            "maximumLevel: 4\ntoNextLevel: { formula: { squared: 0, linear: 0, constant: -5 } }",
            "levels.yaml:7:14: error: level 1 needs -5 experience to the next: every level needs at least 1, so the table rises"
        ),
        (
            "maximumLevel: 4\ntoNextLevel: { formula: { squared: 0, linear: 1, constant: 0 }, table: [1, 2, 3] }",
            "levels.yaml:7:14: error: toNextLevel needs one of 'formula' or 'table'"
        ),
        (
            "maximumLevel: 4\ntoNextLevel: { formula: { squared: 0.0001, linear: 1, constant: 0 } }",
            "levels.yaml:7:36: error: toNextLevel formula squared must be a decimal with at most three places, such as 0.25, found '0.0001'"
        ),
        (
            "maximumLevel: 10000\ntoNextLevel: { formula: { squared: 99999, linear: 0, constant: 0 } }",
            "levels.yaml:7:14: error: the levels add up to more than 1000000000000 experience by level 312: lower the curve or the maximum level"
        ),
        (
            "maximumLevel: 1\ntoNextLevel: { table: [] }",
            "levels.yaml:6:15: error: maximumLevel must be a whole number from 2 to 10000, found '1'"
        ),
    ])
    func mistakes(_ body: String, _ expected: String) {
        #expect(Self.errors(Self.table(body)) == [expected])
    }

    /// A better result never earns less: a draw no more than a win, a loss no more than a draw.
    @Test func experienceRisesWithTheResult() {
        let text = Self.table("maximumLevel: 4\ntoNextLevel: { table: [1, 2, 3] }")
        #expect(Self.errors(text) == [])
        #expect(
            Self.errors(text.replacingOccurrences(of: "drawn: 4", with: "drawn: 11")) == [
                "levels.yaml:8:31: error: experience drawn (11) is more than won (10): a better result earns at least as much"
            ])
        #expect(
            Self.errors(text.replacingOccurrences(of: "lost: 1", with: "lost: 5")) == [
                "levels.yaml:8:40: error: experience lost (5) is more than drawn (4): a better result earns at least as much"
            ])
    }

    /// Overrides reach the curve's own limit, 10¹², not the nine digits most numbers stop at.
    @Test func anOverrideMayBeAsLargeAsTheCurveAllows() {
        #expect(Self.errors(Self.table("maximumLevel: 2\ntoNextLevel: { table: [1], overrides: { 1: 1000000000000 } }")) == [])
        #expect(
            Self.errors(Self.table("maximumLevel: 2\ntoNextLevel: { table: [1], overrides: { 1: 1000000000001 } }")) == [
                "levels.yaml:7:44: error: toNextLevel overrides level 1 must be a whole number from 1 to 1000000000000, found '1000000000001'"
            ])
    }

    /// A whole number takes a minus sign only where its range has negatives,
    /// and as many digits as the range's widest bound, so none overflows.
    @Test func wholeNumbersReadTheirRangesSignAndDigits() {
        let reader = YAMLReader(file: "t.yaml")
        func read(_ text: String, _ range: ClosedRange<Int>) -> Int? {
            reader.wholeNumber(Located(text, at: SourceLocation(file: "t.yaml", line: 1, column: 1)), "n", in: range)?.value
        }
        #expect(read("-5", -1000...1000) == -5 && read("-1000", -1000...1000) == -1000 && read("-0", -10...10) == nil)
        #expect(read("-5", 0...1000) == nil && read("--5", -10...10) == nil && read("-", -10...10) == nil && read("+5", -10...10) == nil)
        #expect(read("999999999999999999", 0...Int.max) == 999_999_999_999_999_999)
        #expect(read("9999999999999999999", 0...Int.max) == nil && read("99999999999999999999", Int.min...Int.max) == nil)
        #expect(read("0012", 0...100) == nil && read("1001", 0...1000) == nil)
        #expect(reader.diagnostics.sorted.last?.description == "t.yaml:1:1: error: n must be a whole number from 0 to 1000, found '1001'")
    }

    @Test func thereIsOneLadder() {
        let one = Self.table("maximumLevel: 4\ntoNextLevel: { table: [1, 2, 3] }")
        let two = one.replacingOccurrences(of: "id: levels", with: "id: more-levels")
        let output = TableCompiler.compile([
            TableSource(path: "a.yaml", relativePath: "a.yaml", bytes: Array(one.utf8)),
            TableSource(path: "b.yaml", relativePath: "b.yaml", bytes: Array(two.utf8)),
        ])
        #expect(
            output.diagnostics.sorted.map(\.description) == [
                "b.yaml:2:5: error: a second rpg-levels table: the levels are one ladder, already defined by a.yaml:2:5"
            ])
    }
}
