import Foundation
import _ScorebookCompiler
import Testing

/// Every kind reports two independent mistakes in one of its files in one
/// run: a mistake in one entry or part hides none in another. The kinds come
/// from the registry, so a kind added without a case here fails.
@Suite struct TwoMistakesPerKindTests {
    typealias Edit = (old: String, new: String)

    /// Per kind, its golden table and two edits, each a mistake of its own.
    static let cases: [String: (file: String, first: Edit, second: Edit)] = [
        "fitness-test": ("mini.yaml", ("maximumTotal: 200", "maximumTotal: 201"), ("defaultStandard: general", "defaultStandard: generous")),
        "archery-faces": ("mini-faces.yaml", ("diameter: 40 cm", "diameter: 40 cmm"), ("spots: 3", "spots: 0")),
        "archery-rounds": ("mini-rounds.yaml", ("venue: outdoor", "venue: outdoors"), ("{ distance: 18 m, face: mini-spot, arrows: 9", "{ distance: 18 m, face: mini-spot, arrows: 0")),
        "archery-handicaps": ("mini-handicaps.yaml", ("better: lower", "better: lowest"), ("roundScore: up", "roundScore: upward")),
        "archery-opponents": ("mini-opponents.yaml", ("temperament: nervous", "temperament: nervy"), ("easy: { name: Easy, handicap: 43 }", "easy: { name: Easy, handicap: 99 }")),
        // An age with a mistake used to stop the systems' checks.
        "archery-classifications": ("mini-classifications.yaml", ("genderStep: none }", "genderStep: nil }"), ("datum: A", "datum: Z")),
        "achievement-events": ("mini-events.yaml", ("result: { type: text, oneOf: [hit, miss] }", "result: { type: texts, oneOf: [hit, miss] }"), ("parts: integer-map", "parts: integer-maps")),
        "achievements": ("mini-achievements.yaml", ("tiers: { bronze: 2, gold: 5 }", "tiers: { bronze: 2, gold: 1 }"), ("during: thisMonth", "during: thatMonth")),
        "rpg-levels": ("mini-levels.yaml", ("maximumLevel: 6", "maximumLevel: 0"), ("dailyCap: 30", "dailyCap: -3")),
        "rpg-battles": ("mini-battles.yaml", ("length: PT48H", "length: PT48X"), ("dailyCap: 120", "dailyCap: -1")),
        "rpg-power-ups": ("mini-power-ups.yaml", ("unlockLevel: 2", "unlockLevel: 0"), ("duration: PT6H", "duration: PT6X")),
        "activities": ("mini-activities.yaml", ("met: 8.0", "met: -8.0"), ("kcalPerLitreOxygen: 4.9", "kcalPerLitreOxygen: x")),
        // A session with a mistake used to hide every unknown session a schedule names.
        "training-plans": ("mini-plans.yaml", ("minutes: 45", "minutes: 0"), ("[mini-run, mini-lift, mini-run]", "[mini-run, mini-lift, mini-runs]")),
        "workouts": ("mini-workouts.yaml", (#"time: "1:00""#, #"time: "1:0x""#), ("calories: 50", "calories: -50")),
        // A unit not defined was not reported while another formula had a mistake.
        "formulas": ("mini-formulas.yaml", ("is: 28.349523125 g", "is: 28.349523125 gg"), ("range: [1, 9]", "range: [9, 1]")),
        "bands": ("mini-bands.yaml", ("limit: 7.5", "limit: x"), ("low: { below: 0.5 }", "low: { below: x }")),
    ]

    static func errors(_ file: String, _ edits: [Edit]) throws -> [String] {
        try IndependentMistakesTests.errors(edits.map { (file, $0.old, $0.new) }).sorted()
    }

    @Test(arguments: TableCompiler.kindNames)
    func bothMistakesAreReported(_ kind: String) throws {
        let mistakes = try #require(Self.cases[kind], "kind '\(kind)' has no two-mistake case")
        let first = try Self.errors(mistakes.file, [mistakes.first])
        let second = try Self.errors(mistakes.file, [mistakes.second])
        #expect(first.count == 1 && second.count == 1, "each mistake alone is one error: \(first), \(second)")
        #expect(try Self.errors(mistakes.file, [mistakes.first, mistakes.second]) == (first + second).sorted())
    }

    /// A unit with a mistake is reported once, not again as undefined where a formula uses it.
    @Test func aUnitWithAMistakeIsNotReportedUndefined() throws {
        let errors = try Self.errors("mini-formulas.yaml", [("is: 28.349523125 g", "is: x g")])
        #expect(errors == ["unit 'oz' 'is' must be a number above zero and a unit, such as 0.45359237 kg, found 'x g'"])
    }

    /// A repeated key is one error at its use, and a mistake after it on its
    /// line keeps its column: the tag the reader writes before the key is not counted.
    @Test func aRepeatedKeyKeepsTheColumnsOfItsLine() throws {
        let line = "  oz: { name: ounce, name: o, is: x g }"
        let sources = try IndependentMistakesTests.golden([("mini-formulas.yaml", "  oz: { name: ounce, is: 28.349523125 g }", line)])
        let errors = TableCompiler.compile(sources).diagnostics.errors.map(\.description)
        let column = { (text: String) in line.distance(from: line.startIndex, to: line.range(of: text)!.lowerBound) + 1 }
        #expect(errors == [
            "mini-formulas.yaml:10:\(column("name: ounce")): error: duplicate key 'name': each key may appear only once in a mapping (this use is read; a later one is not)",
            "mini-formulas.yaml:10:\(column("x g")): error: unit 'oz' 'is' must be a number above zero and a unit, such as 0.45359237 kg, found 'x g'",
        ])
    }

    @Test func everyCaseIsAKindOfTheRegistry() {
        #expect(Set(Self.cases.keys) == Set(TableCompiler.kindNames))
    }
}
