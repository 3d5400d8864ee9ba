/// The values an expression can take over its inputs' ranges, as interval
/// arithmetic bounds them: wider than the truth where a name appears twice,
/// never narrower. The checker proves with it that no division is by zero,
/// no logarithm of a value at or below zero, and the result within its range.
struct ValueRange: Sendable, Equatable {
    var lower: Double
    var upper: Double

    init(_ lower: Double, _ upper: Double) { (self.lower, self.upper) = (lower, upper) }

    init(exactly value: Double) { self.init(value, value) }

    func contains(_ value: Double) -> Bool { lower <= value && value <= upper }

    func isWithin(_ other: ValueRange) -> Bool { other.lower <= lower && upper <= other.upper }

    /// `0 to 36`.
    var text: String { lower == upper ? lower.shortText : "\(lower.shortText) to \(upper.shortText)" }

    static func + (a: ValueRange, b: ValueRange) -> ValueRange { ValueRange(a.lower + b.lower, a.upper + b.upper) }

    static func - (a: ValueRange, b: ValueRange) -> ValueRange { ValueRange(a.lower - b.upper, a.upper - b.lower) }

    static prefix func - (a: ValueRange) -> ValueRange { ValueRange(-a.upper, -a.lower) }

    static func * (a: ValueRange, b: ValueRange) -> ValueRange {
        let products = [product(a.lower, b.lower), product(a.lower, b.upper), product(a.upper, b.lower), product(a.upper, b.upper)]
        return ValueRange(products.min()!, products.max()!)
    }

    /// `nil` when `b` holds zero.
    static func / (a: ValueRange, b: ValueRange) -> ValueRange? {
        guard !b.contains(0) else { return nil }
        return a * ValueRange(1 / b.upper, 1 / b.lower)
    }

    /// Scaled by a factor above zero.
    func scaled(by factor: Double) -> ValueRange { ValueRange(lower * factor, upper * factor) }

    /// Through a function that never decreases.
    func mapped(_ increasing: (Double) -> Double) -> ValueRange { ValueRange(increasing(lower), increasing(upper)) }

    /// To a whole power; `nil` for a negative power of a range holding zero.
    func power(_ exponent: Int) -> ValueRange? {
        if exponent < 0 {
            return (ValueRange(exactly: 1) / self)?.power(-exponent)
        }
        let ends = [Self.pow(lower, exponent), Self.pow(upper, exponent)]
        if exponent % 2 == 0, contains(0) { return ValueRange(0, ends.max()!) }
        return ValueRange(ends.min()!, ends.max()!)
    }

    static func min(_ ranges: [ValueRange]) -> ValueRange {
        ValueRange(ranges.map(\.lower).min()!, ranges.map(\.upper).min()!)
    }

    static func max(_ ranges: [ValueRange]) -> ValueRange {
        ValueRange(ranges.map(\.lower).max()!, ranges.map(\.upper).max()!)
    }

    /// 0 × ∞ is 0 here: a bound that is zero stays zero.
    private static func product(_ a: Double, _ b: Double) -> Double { a == 0 || b == 0 ? 0 : a * b }

    private static func pow(_ x: Double, _ n: Int) -> Double {
        var result = 1.0
        for _ in 0..<n { result *= x }
        return result
    }
}
