/// A sum of whole numbers, exact: 128 bits in two's complement, `high` the
/// upper word (with the sign) and `low` the lower. Swift's `Int128` needs
/// macOS 15 and iOS 18; the package supports macOS 13 and iOS 16.
///
/// It never overflows: each addend is an `Int` (at most 2⁶³ in size) and
/// fewer than 2⁶³ are summed at once, so every sum is within 2¹²⁶; a
/// history's facts (at most 10¹⁵ < 2⁵⁰) stay within 2¹¹³.
struct ExactSum: Sendable, Equatable, Comparable {
    private(set) var high = 0
    private(set) var low: UInt = 0

    init() {}

    /// `n`, its sign extended.
    init(_ n: Int) { (high, low) = (n >> (Int.bitWidth - 1), UInt(bitPattern: n)) }

    /// `a × b`, exactly.
    init(_ a: Int, times b: Int) { (high, low) = a.multipliedFullWidth(by: b) }

    @inline(__always) mutating func add(_ n: Int) {
        let (sum, carry) = low.addingReportingOverflow(UInt(bitPattern: n))
        // Wrapping arithmetic cannot wrap here (see above): it only spares the overflow check.
        high = high &+ (n >> (Int.bitWidth - 1)) &+ (carry ? 1 : 0)
        low = sum
    }

    @inline(__always) mutating func subtract(_ n: Int) {
        let (difference, borrow) = low.subtractingReportingOverflow(UInt(bitPattern: n))
        high = high &- (n >> (Int.bitWidth - 1)) &- (borrow ? 1 : 0)
        low = difference
    }

    @inline(__always) static func < (a: ExactSum, b: ExactSum) -> Bool { a.high != b.high ? a.high < b.high : a.low < b.low }

    /// The sum, if it fits in an `Int`: when the upper word is only the lower word's sign.
    @inline(__always) var asInt: Int? {
        let n = Int(bitPattern: low)
        return high == n >> (Int.bitWidth - 1) ? n : nil
    }

    /// The sum when it fits in an `Int`; else `Int.min` or `Int.max`, whichever is nearer.
    var clamped: Int { asInt ?? (high < 0 ? .min : .max) }

    /// The sum divided by `divisor` (more than 0), rounded down, as
    /// `Int.dividedRoundingDown(by:)` rounds. The quotient fits in an `Int`
    /// when `divisor` is how many `Int`s were summed: it is their average.
    func dividedRoundingDown(by divisor: Int) -> Int {
        // Most sums fit: one machine division, where a 128-bit one is a library call.
        if let n = asInt { return n.dividedRoundingDown(by: divisor) }
        let (quotient, remainder) = divisor.dividingFullWidth((high, low))
        // The quotient is rounded toward zero: below zero, a remainder means one less.
        return remainder < 0 ? quotient - 1 : quotient
    }
}
