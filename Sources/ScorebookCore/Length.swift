/// A length held exactly as whole nanometres, so ring edges and distances
/// written in millimetres, centimetres, metres, kilometres, inches, feet, yards
/// or miles compare without rounding (1 in = 25.4 mm, 1 ft = 0.3048 m,
/// 1 yd = 0.9144 m, 1 mi = 1609.344 m exactly).
public struct Length: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var nanometres: Int

    public init(nanometres: Int) {
        self.nanometres = nanometres
    }

    /// Reads `"122 cm"`, `"406.4 mm"`, `"16 in"`, `"90 m"`, `"20 ft"` or `"100 yd"`:
    /// a decimal number, one space, a unit. `nil` if the text is not in that
    /// form or is not a whole number of nanometres.
    public init?(_ text: String) {
        let parts = text.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 2, let unit = LengthUnit(rawValue: String(parts[1])),
            let value = Self.nanometres(Substring(parts[0]), per: unit.nanometres)
        else { return nil }
        nanometres = value
    }

    /// `value` in a unit of `per` nanometres, if exact.
    private static func nanometres(_ text: Substring, per: Int) -> Int? {
        guard let (digits, decimals) = DecimalText.parseDecimal(text) else { return nil }
        // The unit's powers of ten cancel the point's first, so an exact
        // length never overflows on the way: 9.223372037 m is 9,223,372,037 nm.
        var (scale, per) = (1, per)
        for _ in 0..<decimals {
            if per % 10 == 0 { per /= 10 } else { scale *= 10 }
        }
        let (product, overflow) = digits.multipliedReportingOverflow(by: per)
        guard !overflow, product % scale == 0 else { return nil }
        return product / scale
    }

    /// The length in millimetres, for display and for `Double` APIs.
    public var millimetres: Double { Double(nanometres) / 1_000_000 }
    /// The length in metres.
    public var metres: Double { Double(nanometres) / 1_000_000_000 }

    /// In millimetres, without trailing zeros: `"30.5 mm"`.
    public var description: String { "\(DecimalText.format(nanometres, decimals: 6)) mm" }

    public static func < (lhs: Length, rhs: Length) -> Bool { lhs.nanometres < rhs.nanometres }
}

/// The units a length may be written in.
public enum LengthUnit: String, Sendable, CaseIterable {
    case mm, cm, m, km, `in`, ft, yd, mi

    public var nanometres: Int {
        switch self {
        case .mm: 1_000_000
        case .cm: 10_000_000
        case .m: 1_000_000_000
        case .km: 1_000_000_000_000
        case .in: 25_400_000
        case .ft: 304_800_000
        case .yd: 914_400_000
        case .mi: 1_609_344_000_000
        }
    }
}

extension Length {
    /// A shooting distance as archers say it: in yards when it is a whole
    /// number of hundredths of a yard and not of a metre (`20 yd`, `20.5 yd`),
    /// else in metres (`70 m`, `18.7 m`).
    public var shotText: String {
        let hundredthOfYard = LengthUnit.yd.nanometres / 100, hundredthOfMetre = LengthUnit.m.nanometres / 100
        if nanometres % hundredthOfYard == 0, nanometres % hundredthOfMetre != 0 {
            return "\(DecimalText.format(nanometres / hundredthOfYard, decimals: 2)) yd"
        }
        return "\(DecimalText.format(nanometres, decimals: 9)) m"
    }
}
