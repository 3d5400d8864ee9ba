/// ISO 8601 durations as apps write them, `PT25M`, `PT1H30M`, `P1DT2H`,
/// `PT12.5S`: days, hours, minutes and seconds (to the millisecond), no
/// years or months (their length varies). Kept as whole milliseconds.
package enum DurationText {
    /// The most a duration may be: 100 years of days, far inside `Int`.
    package static let maximumMilliseconds = 36_525 * 86_400_000

    /// Whole milliseconds, or `nil` for any other form or a duration past the maximum.
    package static func milliseconds(_ text: String) -> Int? {
        var bytes = Array(text.utf8)[...]
        guard bytes.popFirst() == UInt8(ascii: "P"), !bytes.isEmpty else { return nil }
        var total = 0
        var inTime = false
        var lastUnit = 0  // units must come in order: D, then T, H, M, S
        while !bytes.isEmpty {
            if bytes.first == UInt8(ascii: "T") {
                guard !inTime else { return nil }
                inTime = true
                bytes.removeFirst()
                guard !bytes.isEmpty else { return nil }
                continue
            }
            // A number: at most 9 digits, then at most 3 decimals (seconds only).
            var whole = 0, digits = 0, thousandths = 0, decimals = -1
            while let byte = bytes.first, (0x30...0x39).contains(byte) || byte == UInt8(ascii: ".") {
                bytes.removeFirst()
                if byte == UInt8(ascii: ".") {
                    guard decimals < 0 else { return nil }
                    decimals = 0
                } else if decimals >= 0 {
                    guard decimals < 3 else { return nil }
                    thousandths = thousandths * 10 + Int(byte - 0x30)
                    decimals += 1
                } else {
                    guard digits < 9 else { return nil }
                    whole = whole * 10 + Int(byte - 0x30)
                    digits += 1
                }
            }
            guard digits > 0, decimals != 0, let unit = bytes.popFirst() else { return nil }
            for _ in max(decimals, 0)..<3 where decimals >= 0 { thousandths *= 10 }
            let (order, milliseconds): (Int, Int)
            switch (inTime, unit) {
            case (false, UInt8(ascii: "D")): (order, milliseconds) = (1, 86_400_000)
            case (true, UInt8(ascii: "H")): (order, milliseconds) = (2, 3_600_000)
            case (true, UInt8(ascii: "M")): (order, milliseconds) = (3, 60_000)
            case (true, UInt8(ascii: "S")): (order, milliseconds) = (4, 1_000)
            default: return nil
            }
            guard order > lastUnit, decimals < 0 || order == 4 else { return nil }
            lastUnit = order
            // At most 9 digits times a day's milliseconds: well inside Int.
            total += whole * milliseconds + thousandths
            guard total <= maximumMilliseconds else { return nil }
        }
        return lastUnit > 0 ? total : nil
    }

    /// 5_400_000 → `PT1H30M`, 90_061_500 → `P1DT1H1M1.5S`, 0 → `PT0S`: the
    /// shortest form ``milliseconds(_:)`` reads back as the same value (0 or more).
    package static func format(_ milliseconds: Int) -> String {
        let days = milliseconds / 86_400_000, hours = milliseconds / 3_600_000 % 24
        let minutes = milliseconds / 60_000 % 60, seconds = milliseconds % 60_000
        var text = "P" + (days > 0 ? "\(days)D" : "")
        guard hours + minutes + seconds > 0 else { return days > 0 ? text : "PT0S" }
        text += "T" + (hours > 0 ? "\(hours)H" : "") + (minutes > 0 ? "\(minutes)M" : "")
        if seconds > 0 { text += DecimalText.format(seconds, decimals: 3) + "S" }
        return text
    }
}
