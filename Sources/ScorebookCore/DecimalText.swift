/// Exact decimal text for chart values: whole numbers and tenths.
public enum DecimalText {
    /// `"61"` → 61. No sign, no leading zeros, no fraction.
    public static func parseWholeNumber(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 9, text.allSatisfy(\.isASCIIDigit) else { return nil }
        guard text == "0" || text.first != "0" else { return nil }
        return Int(text)
    }

    /// `"12.5"` → 125, `"12"` → 120. At most one decimal.
    public static func parseTenths(_ text: Substring) -> Int? {
        guard let dot = text.firstIndex(of: ".") else { return parseWholeNumber(text).map { $0 * 10 } }
        let fraction = text[text.index(after: dot)...]
        guard fraction.count == 1, let whole = parseWholeNumber(text[..<dot]), let tenth = Int(fraction),
            fraction.first!.isASCIIDigit
        else { return nil }
        return whole * 10 + tenth
    }

    /// 125 → `"12.5"`.
    public static func formatTenths(_ tenths: Int) -> String {
        let sign = tenths < 0 ? "-" : ""
        return sign + String(abs(tenths) / 10) + "." + String(abs(tenths) % 10)
    }
}
