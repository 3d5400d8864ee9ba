/// Times as charts and people write them: `m:ss`, or `h:mm:ss` for long events.
public enum TimeText {
    /// Parses `m:ss` or `h:mm:ss` with whole seconds; `nil` for anything else.
    public static func parseWholeSeconds(_ text: Substring) -> Int? {
        guard let seconds = parseSeconds(text), !text.contains(".") else { return nil }
        return Int(seconds)
    }

    /// Parses `m:ss`, `h:mm:ss`, optionally with a decimal fraction of a second
    /// (`13:30.4`). Minutes may exceed 59 only in the `m:ss` form.
    public static func parseSeconds(_ text: Substring) -> Double? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3 else { return nil }
        var fields = parts.map { $0 }
        var fraction = 0.0
        if let dot = fields[fields.count - 1].firstIndex(of: ".") {
            let last = fields[fields.count - 1]
            let digits = last[last.index(after: dot)...]
            guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit), let value = Double("0." + digits) else {
                return nil
            }
            fraction = value
            fields[fields.count - 1] = last[..<dot]
        }
        guard fields.allSatisfy({ !$0.isEmpty && $0.count <= 6 && $0.allSatisfy(\.isASCIIDigit) }) else {
            return nil
        }
        let numbers = fields.compactMap { Int($0) }
        // Seconds, and minutes after hours, are always two digits below 60.
        for index in 1..<numbers.count where fields[index].count != 2 || numbers[index] >= 60 {
            return nil
        }
        let whole = numbers.reduce(0) { $0 * 60 + $1 }
        return Double(whole) + fraction
    }

    /// Formats whole seconds as `m:ss` (minutes are not wrapped into hours).
    public static func format(seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : ""
        let magnitude = abs(seconds)
        let secondsText = String(magnitude % 60)
        return sign + String(magnitude / 60) + ":" + (secondsText.count == 1 ? "0" : "") + secondsText
    }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
