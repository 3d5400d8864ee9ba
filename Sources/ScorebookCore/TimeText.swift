/// Times as charts and people write them: `m:ss`, or `h:mm:ss` for long events.
package enum TimeText {
    /// Parses `m:ss` or `h:mm:ss` with whole seconds; `nil` for anything else.
    package static func parseWholeSeconds(_ text: Substring) -> Int? {
        guard let seconds = parseSeconds(text), seconds.rounded() == seconds, !text.contains(".") else { return nil }
        return Int(seconds)
    }

    /// Parses `m:ss`, `h:mm:ss`, optionally with a decimal fraction of a
    /// second (`13:30.4`). Minutes may exceed 59 only in the `m:ss` form.
    package static func parseSeconds(_ text: Substring) -> Double? {
        var text = text
        return text.withUTF8 { parseSeconds(utf8: $0) }
    }

    /// ``parseSeconds(_:)`` on UTF-8 bytes: requests carry times, so the REPL
    /// reads them straight from the request line.
    package static func parseSeconds(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var fields = 0  // how many `:`-separated fields have been read
        var whole = 0
        var index = 0
        while true {
            // One field of digits: the first of up to six, the later ones exactly two, below 60.
            // The length is checked digit by digit, so no run of digits can overflow.
            let start = index
            let maximumLength = fields == 0 ? 6 : 2
            var value = 0
            while index < bytes.count, let digit = digitValue(bytes[index]) {
                guard index - start < maximumLength else { return nil }
                value = value * 10 + digit
                index += 1
            }
            let length = index - start
            guard length > 0, fields == 0 || (length == 2 && value < 60) else { return nil }
            whole = whole * 60 + value
            fields += 1
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":"), fields < 3 else { break }
            index += 1
        }
        guard fields >= 2 else { return nil }
        guard index < bytes.count else { return Double(whole) }
        // An optional decimal fraction of the last field.
        guard bytes[index] == UInt8(ascii: "."), index + 1 < bytes.count else { return nil }
        let digits = bytes[(index + 1)...]
        guard digits.count <= 9 else { return nil }
        var fraction = 0
        var divisor = 1
        for byte in digits {
            guard let digit = digitValue(byte) else { return nil }
            fraction = fraction * 10 + digit
            divisor *= 10
        }
        return Double(whole) + Double(fraction) / Double(divisor)
    }

    @inline(__always)
    private static func digitValue(_ byte: UInt8) -> Int? {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? Int(byte - UInt8(ascii: "0")) : nil
    }

    /// Formats whole seconds as `m:ss` (minutes are not wrapped into hours).
    package static func format(seconds: Int) -> String {
        var bytes: [UInt8] = []
        format(seconds: seconds) { bytes.append($0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes `m:ss` byte by byte, for writers that should not build a String.
    @inlinable
    package static func format(seconds: Int, into append: (UInt8) -> Void) {
        if seconds < 0 { append(UInt8(ascii: "-")) }
        let magnitude = seconds.magnitude
        var minutes = magnitude / 60
        var divisor: UInt = 1
        while minutes / divisor >= 10 { divisor *= 10 }
        repeat {
            append(UInt8(ascii: "0") &+ UInt8(minutes / divisor))
            minutes %= divisor
            divisor /= 10
        } while divisor > 0
        append(UInt8(ascii: ":"))
        append(UInt8(ascii: "0") &+ UInt8(magnitude % 60 / 10))
        append(UInt8(ascii: "0") &+ UInt8(magnitude % 10))
    }
}

extension Character {
    /// One of the ten ASCII digits and nothing more: a digit with a
    /// combining mark (`5\u{301}`) falls between "0" and "9" as a Character.
    var isASCIIDigit: Bool { asciiValue.map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? false }
}
