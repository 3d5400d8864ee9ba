/// A class's range as its source prints it, to a fixed number of decimals:
/// printed to two, the class from 18.5 below 25 is `18.50–24.99`; to none,
/// the class from 57 below 64 is `57–63`, and from 58 below 59 is `58`.
struct PrintedRange: Sendable {
    /// Bounds are read with at most this many decimals, and printed with at most as many.
    static let mostDecimals = 6

    let decimals: Int
    private let scale: Double

    init(decimals: Int) {
        self.decimals = decimals
        scale = (0..<decimals).reduce(1.0) { product, _ in product * 10 }
    }

    /// The fewest decimals that print every one of `bounds` exactly.
    static func decimals(printing bounds: [Double]) -> Int {
        (0...mostDecimals).first { places in bounds.allSatisfy { PrintedRange(decimals: places).prints($0) } } ?? mostDecimals
    }

    /// Whether `bound` is a whole number of this range's last decimal place.
    /// Bounds are read with at most six decimals and nine digits before
    /// them, so in millionths each is a whole number below 1e15, which a
    /// `Double` holds exactly: the test is exact.
    func prints(_ bound: Double) -> Bool {
        let millionths = Int((bound * 1e6).rounded())
        return millionths % Self.millionths(per: decimals) == 0
    }

    /// Millionths in one unit of the last of `decimals` places: 10,000 for two.
    private static func millionths(per decimals: Int) -> Int {
        (decimals..<mostDecimals).reduce(1) { product, _ in product * 10 }
    }

    /// `18.50–24.99`, `<16.00`, `≥40.00`; `any` for a class open at both ends.
    func text(from: Double?, below: Double?) -> String {
        switch (from.map(units), below.map(units)) {
        case let (from?, below?): below - 1 == from ? number(from) : "\(number(from))–\(number(below - 1))"
        case let (from?, nil): "≥\(number(from))"
        case let (nil, below?): "<\(number(below))"
        case (nil, nil): "any"
        }
    }

    /// `value` in units of the last printed decimal place.
    private func units(_ value: Double) -> Int {
        Int((value * scale).rounded())
    }

    /// A count of last-place units written with `decimals` decimals: 1850 → `18.50`.
    private func number(_ units: Int) -> String {
        let digits = String(units.magnitude)
        let sign = units < 0 ? "-" : ""
        guard decimals > 0 else { return sign + digits }
        let padded = String(repeating: "0", count: max(0, decimals + 1 - digits.count)) + digits
        return "\(sign)\(padded.dropLast(decimals)).\(padded.suffix(decimals))"
    }
}
