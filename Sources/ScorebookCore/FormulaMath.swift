#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a formula's `round` settles a value between two steps.
public enum FormulaRoundingMode: String, Sendable, CaseIterable {
    /// To the nearer step; a half away from zero.
    case nearest
    /// To the nearer step; a half to the even one.
    case nearestEven = "nearest-even"
    /// To the step at or above.
    case up
    /// To the step at or below.
    case down
    /// To the step at or nearer zero.
    case towardZero = "toward-zero"

    var rule: FloatingPointRoundingRule {
        switch self {
        case .nearest: .toNearestOrAwayFromZero
        case .nearestEven: .toNearestOrEven
        case .up: .up
        case .down: .down
        case .towardZero: .towardZero
        }
    }
}

/// What compiled formulas call beyond arithmetic: the generated code names
/// these, so each is one definition, the same on every platform.
public enum FormulaMath {
    /// e to the power `x`.
    public static func exp(_ x: Double) -> Double { libmExp(x) }

    /// The natural logarithm; the compiler proved `x` above zero.
    public static func ln(_ x: Double) -> Double { libmLog(x) }

    /// `x` to a power that is not whole; the compiler proved `x` at or above zero.
    public static func power(_ x: Double, _ exponent: Double) -> Double { libmPow(x, exponent) }

    /// `x` rounded to a multiple of `step` by `mode`. A value within 64 units
    /// in the last place of a half or a whole step is taken as on it: a
    /// decimal the source computes exactly, such as 61.5, may come out of
    /// binary arithmetic as 61.49999999999999, and rounds as the source's
    /// arithmetic would; 61.4999 is 61.4999. A step whose inverse is whole
    /// (0.1, 0.5, 1) divides by that inverse, so 1.2 is 1.2, not 1.2000000000000002.
    public static func round(_ x: Double, step: Double, _ mode: FormulaRoundingMode) -> Double {
        let inverse = (1 / step).rounded()
        let exactInverse = inverse >= 1 && inverse * step == 1
        let steps = exactInverse ? x * inverse : x / step
        let halves = (steps * 2).rounded()
        let snapped = (steps - halves / 2).magnitude <= 64 * Swift.max(1, steps.magnitude).ulp ? halves / 2 : steps
        let whole = snapped.rounded(mode.rule)
        return exactInverse ? whole / inverse : whole * step
    }
}

private func libmExp(_ x: Double) -> Double { exp(x) }
private func libmLog(_ x: Double) -> Double { log(x) }
private func libmPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
