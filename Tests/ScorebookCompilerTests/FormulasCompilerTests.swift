import Foundation
@testable import _ScorebookCompiler
import Testing

/// What the formulas compiler proves and writes: an app's formula in
/// Scorebook's units, the Swift each expression becomes, and the bounds that
/// keep a hostile expression from costing stack or time.
@Suite struct FormulasCompilerTests {
    static func source(_ text: String, _ name: String = "club.yaml") -> TableSource {
        TableSource(path: name, relativePath: name, bytes: Array(text.utf8))
    }

    static func table(_ formula: String, id: String = "club-score") -> String {
        """
        kind: formulas
        id: club-formulas
        name: Club formulas
        source: Test
        edition: "1"
        formulas:
          \(id):
        \(formula)
        """
    }

    static let clubScore = """
            name: Club score
            inputs:
              load: { name: Load, unit: lb, range: [0, 500] }
              reps: { name: Repetitions, unit: reps, range: [1, 20] }
            result: { name: Score, unit: kg, range: [0, 1000], round: { step: 0.5, mode: nearest } }
            expression: load * reps / 10
        """

    @Test func anAppsFormulaUsesScorebooksUnitsAndTypeChecks() throws {
        let output = TableCompiler.compile([Self.source(Self.table(Self.clubScore))], module: "HostileTables", builtIn: ReferenceTables.builtIn)
        #expect(output.diagnostics.all.isEmpty, "\(output.diagnostics.all)")
        let swift = try #require(output.swiftSource)
        // Pounds to kilograms at the units table's exact factor, then rounded to the step.
        #expect(swift.contains("* 0x1.d07a84ab75e51p-2"))
        #expect(swift.contains("FormulaMath.round(v2, step: 0x1p-1, .nearest)"))
        try SwiftShape.typecheck(swift)
    }

    @Test func anAppsFormulaMayNotTakeABuiltInId() {
        let output = TableCompiler.compile(
            [Self.source(Self.table(Self.clubScore, id: "epley"))], module: "App", builtIn: ReferenceTables.builtIn)
        #expect(output.diagnostics.all.map(\.description).contains { $0.hasPrefix("club.yaml:7:3: error:") && $0.contains("'epley'") })
        #expect(output.swiftSource == nil)
    }

    /// A range below zero is written so Swift parses it: `(-10.0)...(-1.0)`.
    @Test func negativeRangesCompile() throws {
        let below = """
                name: Below zero
                inputs: { x: { name: X, unit: reps, range: [-10, -1], valid: [-5, -2] } }
                result: { name: R, unit: reps, range: [-20, -1] }
                expression: x * 2
            """
        let output = TableCompiler.compile([Self.source(Self.table(below))], module: "HostileTables", builtIn: ReferenceTables.builtIn)
        #expect(output.diagnostics.all.isEmpty, "\(output.diagnostics.all)")
        let swift = try #require(output.swiftSource)
        #expect(swift.contains("range: (-10.0)...(-1.0), valid: (-5.0)...(-2.0)"))
        try SwiftShape.typecheck(swift)
    }

    /// Kilograms per square centimetre to per square metre: one multiplication by exactly 10,000.
    @Test func aConversionByAWholeFactorMultipliesOnce() throws {
        let bmi = """
                name: Index
                inputs:
                  weight: { name: Weight, unit: kg, range: [10, 500] }
                  height: { name: Height, unit: cm, range: [50, 250] }
                result: { name: Index, unit: kg/m^2, range: [1, 2000] }
                expression: weight / height^2
            """
        let output = TableCompiler.compile([Self.source(Self.table(bmi))], module: "App", builtIn: ReferenceTables.builtIn)
        #expect(output.diagnostics.all.isEmpty, "\(output.diagnostics.all)")
        #expect(try #require(output.swiftSource).contains("let v2: Double = v1 * 10000.0"))
    }

    /// Nesting, length and exponents are bounded before any recursion or loop depends on them.
    @Test(arguments: [
        (String(repeating: "(", count: 40) + "load" + String(repeating: ")", count: 40), "nests deeper than 32 levels"),
        (String(repeating: "-", count: 5_000) + "load", "is 5004 characters long; an expression has at most 2000"),
        ("load^13", "exponent 13 is above 12"),
        ("load * 1[kg^99]", "a unit's power must be a whole number from 1 to 12"),
        ("load * 1[lb^3]", "is too large a power to convert exactly"),
        (Array(repeating: "load", count: 400).joined(separator: "+"), "is more than 64 levels deep"),
        ("min(exp(load / 1[kg] * 500) / exp(load / 1[kg] * 500), 2)", "this can overflow: over the inputs' ranges it runs from"),
        ("0[kg] * ((load * 1000000000)^12)^12", "this can overflow"),
        ("load^0", "a power of 0 is 1"),
        ("round(load, 0.5, nearest)", "round's step needs its unit"),
    ])
    func hostileExpressionsAreRefused(_ expression: String, _ message: String) {
        let formula = """
                name: Hostile
                inputs: { load: { name: Load, unit: kg, range: [1, 2] } }
                result: { name: Result, unit: kg, range: [0, 100] }
                expression: "\(expression)"
            """
        let output = TableCompiler.compile([Self.source(Self.table(formula))], module: "App", builtIn: ReferenceTables.builtIn)
        let messages = output.diagnostics.all.map(\.description)
        #expect(messages.contains { $0.contains(message) }, "\(messages)")
        #expect(output.swiftSource == nil)
    }
}
