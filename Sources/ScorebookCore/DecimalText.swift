/// Exact decimal text for chart values: whole numbers, tenths, and decimals
/// read as scaled integers, never through binary floating point.
package enum DecimalText {
    /// `"61"` → 61. No sign, no leading zeros, no fraction.
    package static func parseWholeNumber(_ text: Substring, digits: Int = 9) -> Int? {
        // At most 18 digits: any such number fits an Int.
        guard !text.isEmpty, text.count <= min(digits, 18), text.allSatisfy(\.isASCIIDigit) else { return nil }
        guard text == "0" || text.first != "0" else { return nil }
        return Int(text)
    }

    /// `"12.5"` → 125, `"12"` → 120, `"12.50"` → 125. At most one decimal
    /// that is not a zero ending the fraction, as ``parseDecimal(_:)`` reads it.
    package static func parseTenths(_ text: Substring) -> Int? {
        guard let dot = text.firstIndex(of: ".") else { return parseWholeNumber(text).map { $0 * 10 } }
        var fraction = text[text.index(after: dot)...]
        while fraction.count > 1, fraction.last == "0" { fraction = fraction.dropLast() }
        guard fraction.count == 1, let whole = parseWholeNumber(text[..<dot]), let tenth = Int(fraction),
            fraction.first!.isASCIIDigit
        else { return nil }
        return whole * 10 + tenth
    }

    /// `"406.4"` → (4064, 1), `"0.05"` → (5, 2), `"16"` → (16, 0): the digits as
    /// an integer and how many of them follow the point. No sign, no exponent;
    /// a whole part of 1 to 9 digits with no leading zero. Zeros ending the
    /// fraction are dropped (`"70.000000000"` → (70, 0)), so the bound of 18
    /// digits is on the digits that count, not on how they are written. Read
    /// byte by byte: lengths and positions in requests come through here.
    package static func parseDecimal(_ text: Substring) -> (digits: Int, decimals: Int)? {
        var value = 0, whole = 0, decimals = 0, zeros = 0, fraction = 0
        var leadingZero = false, inFraction = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: ".") {
                guard !inFraction, whole > 0 else { return nil }
                inFraction = true
                continue
            }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let digit = Int(byte &- UInt8(ascii: "0"))
            guard inFraction else {
                guard !leadingZero, whole < 9 else { return nil }
                (leadingZero, whole, value) = (whole == 0 && digit == 0, whole + 1, value * 10 + digit)
                continue
            }
            fraction += 1
            // A zero counts only once a digit after it does; at most 18 digits never overflow.
            if digit == 0 {
                zeros += 1
                continue
            }
            guard whole + decimals + zeros < 18 else { return nil }
            for _ in 0..<zeros { value *= 10 }
            (value, decimals, zeros) = (value * 10 + digit, decimals + zeros + 1, 0)
        }
        guard whole > 0, !inFraction || fraction > 0 else { return nil }
        return (value, decimals)
    }

    /// `"-2.5"` with 3 decimals → -2500: an optional minus, then a decimal
    /// with at most `decimals` of them, as a whole number of that scale.
    /// The whole part has at most 9 digits, so nothing can overflow.
    package static func parseScaled(_ text: Substring, decimals scale: Int) -> Int? {
        let negative = text.hasPrefix("-")
        guard let (digits, decimals) = parseDecimal(text.dropFirst(negative ? 1 : 0)), decimals <= scale else { return nil }
        var scaled = digits
        for _ in decimals..<scale { scaled *= 10 }
        return negative ? -scaled : scaled
    }

    /// 125 → `"12.5"`.
    package static func formatTenths(_ tenths: Int) -> String {
        let sign = tenths < 0 ? "-" : ""
        return sign + String(abs(tenths) / 10) + "." + String(abs(tenths) % 10)
    }

    /// `format(30_500_000, decimals: 6)` → `"30.5"`: a scaled integer as the
    /// shortest exact decimal.
    package static func format(_ value: Int, decimals: Int) -> String {
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        let sign = value < 0 ? "-" : ""
        let whole = String(abs(value) / scale)
        var fraction = String(abs(value) % scale)
        guard fraction != "0" else { return sign + whole }
        fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return sign + whole + "." + fraction
    }
}
