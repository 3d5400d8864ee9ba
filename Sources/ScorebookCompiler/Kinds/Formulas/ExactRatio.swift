import ScorebookCore

/// A positive fraction held exactly, for unit factors: an inch is 0.0254 m
/// and a square inch 0.00064516 m², with no rounding until the one `Double`
/// the generated code multiplies by. Every operation is `nil` on overflow.
struct ExactRatio: Hashable, Sendable {
    /// Lowest terms, both above zero.
    let numerator: Int
    let denominator: Int

    static let one = ExactRatio(reduced: 1, 1)

    private init(reduced numerator: Int, _ denominator: Int) {
        (self.numerator, self.denominator) = (numerator, denominator)
    }

    /// `numerator / denominator`, both above zero.
    init?(_ numerator: Int, _ denominator: Int) {
        guard numerator > 0, denominator > 0 else { return nil }
        let divisor = Self.gcd(numerator, denominator)
        self.init(reduced: numerator / divisor, denominator / divisor)
    }

    /// A decimal written in digits, such as `0.45359237`, above zero; at most 18 digits.
    init?(decimal text: Substring) {
        guard let (digits, places) = DecimalText.parseDecimal(text) else { return nil }
        var scale = 1
        for _ in 0..<places { scale *= 10 }  // at most 10^18: no overflow
        self.init(digits, scale)
    }

    static func * (a: ExactRatio, b: ExactRatio) -> ExactRatio? {
        // Cross-reduce first, so a ratio and its inverse always multiply to one.
        let g1 = gcd(a.numerator, b.denominator)
        let g2 = gcd(b.numerator, a.denominator)
        let (n, o1) = (a.numerator / g1).multipliedReportingOverflow(by: b.numerator / g2)
        let (d, o2) = (a.denominator / g2).multipliedReportingOverflow(by: b.denominator / g1)
        return o1 || o2 ? nil : ExactRatio(reduced: n, d)
    }

    var inverse: ExactRatio { ExactRatio(reduced: denominator, numerator) }

    static func / (a: ExactRatio, b: ExactRatio) -> ExactRatio? { a * b.inverse }

    /// This ratio to a whole power, negative for the inverse.
    func power(_ exponent: Int) -> ExactRatio? {
        var result = ExactRatio.one
        let base = exponent < 0 ? inverse : self
        for _ in 0..<exponent.magnitude {
            guard let next = result * base else { return nil }
            result = next
        }
        return result
    }

    /// The nearest `Double` when both terms are exact in a `Double`; within an ulp otherwise.
    var double: Double { Double(numerator) / Double(denominator) }

    private static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }
}
