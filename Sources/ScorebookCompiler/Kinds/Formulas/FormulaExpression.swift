import ScorebookCore

/// A formula's expression as written: `load * (1 + reps / 30)`. Each part
/// keeps its offset in the text, in Unicode scalars, for a message's column.
indirect enum FormulaExpression: Sendable {
    /// A constant, with its unit when one is written in brackets: `0.12[%/lb]`.
    case number(Double, unit: WrittenUnit?, at: Int)
    /// An input, by its name.
    case input(String, at: Int)
    case negate(FormulaExpression, at: Int)
    case binary(FormulaOperator, FormulaExpression, FormulaExpression, at: Int)
    /// `x^2`, `reps^0.10`: the exponent is a constant.
    case power(FormulaExpression, exponent: Double, at: Int)
    case call(FormulaFunction, [FormulaExpression], at: Int)
    /// `round(x, 0.5[in], nearest)`.
    case round(FormulaExpression, step: Double, unit: WrittenUnit?, mode: FormulaRoundingMode, at: Int)

    var offset: Int {
        switch self {
        case .number(_, _, let at), .input(_, let at), .negate(_, let at), .binary(_, _, _, let at), .power(_, _, let at),
            .call(_, _, let at), .round(_, _, _, _, let at):
            at
        }
    }
}

enum FormulaOperator: Sendable {
    case add, subtract, multiply, divide
}

enum FormulaFunction: String, Sendable, CaseIterable {
    case exp, ln, min, max
}
