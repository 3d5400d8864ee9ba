import ScorebookCore

/// A `kind: formulas` table as written: units, and formulas over them.
struct FormulasDefinition: Sendable {
    var header: TableHeader
    var units: [FormulaUnitDefinition]
    var formulas: [FormulaDefinition]
    /// Every unit's and formula's id the table writes, those with a mistake included.
    var unitsWritten: [Located<String>] = []
    var formulasWritten: [Located<String>] = []
    /// Whether the lists of units and formulas could be read, so the ids written are every one.
    var writesEveryName = true
}

/// `kg: { name: kilogram, quantity: mass }` or `lb: { name: pound, is: 0.45359237 kg }`.
struct FormulaUnitDefinition: Sendable {
    var id: Located<String>
    var name: String
    /// The quantity this unit is the reference of; `nil` for a multiple of another.
    var quantity: Located<String>?
    /// How many reference units one of this is; `.one` for a reference unit.
    var factor: ExactRatio
    /// The reference unit it multiplies: `nil` for a reference unit and for a
    /// multiple of a plain number, such as `%`.
    var of: Located<String>?
}

struct FormulaDefinition: Sendable {
    var id: Located<String>
    var name: String
    /// Where the formula is published, when it is not the table's source.
    var source: String
    /// The days the formula is in force, such as a directive's equation since its date.
    var effective: EffectivePeriod
    var inputs: [FormulaInputDefinition]
    var result: FormulaResultDefinition
    var expression: FormulaExpression
    /// As written, for the formula's page.
    var expressionText: String
    /// Where the expression's text is, and whether an offset in it is a column from there.
    var expressionAt: TextPosition
    /// The role the runtime reads it by, such as `one-rep-max`; `nil` for a formula only requests name.
    var role: Located<FormulaRole>?
    /// The formula solving this one for another input, for a role that has one.
    var inverse: Located<String>?
    /// The choice it fills its role for, such as `male`, for a role filled once per choice.
    var roleFor: Located<String>?
    /// Where `default: true` marks it the one a group's rule picks when a request names none.
    var isDefault: Located<Bool>?
}

/// Where a piece of text starts in its file: a column is counted on from it
/// only where the text is as written, on one line, with no escapes.
struct TextPosition: Sendable {
    var location: SourceLocation
    var columnsFollowText: Bool

    func location(at offset: Int) -> SourceLocation {
        guard columnsFollowText else { return location }
        var shifted = location
        shifted.column += offset
        return shifted
    }
}

/// A unit as an input or a result declares it: one of the tables' units, a
/// unit expression such as `kg/m^2`, or `any mass`, a quantity whose unit the caller picks.
enum DeclaredUnit: Sendable {
    case unit(WrittenUnit)
    case any(quantity: Located<String>)
}

/// A bound as written: `1000 kg`, or a number in the declared unit.
struct WrittenBound: Sendable {
    /// As written, such as `1000 kg`, for the formula's page.
    var text: String
    var value: Double
    var unit: WrittenUnit?
    var at: TextPosition
}

struct FormulaInputDefinition: Sendable {
    var id: Located<String>
    var name: String
    var unit: DeclaredUnit
    var unitAt: TextPosition
    /// The values the formula is defined for: others are refused.
    var range: (WrittenBound, WrittenBound)
    /// The values its source validated it for, when narrower: others are answered and flagged.
    var valid: (WrittenBound, WrittenBound)?
}

struct FormulaResultDefinition: Sendable {
    var name: String
    var unit: DeclaredUnit
    var unitAt: TextPosition
    var range: (WrittenBound, WrittenBound)
    var round: (step: Double, mode: FormulaRoundingMode)?
}
