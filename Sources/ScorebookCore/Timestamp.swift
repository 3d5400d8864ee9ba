/// An instant as a person's device records it: an ISO 8601 date-time with
/// its UTC offset, such as `2026-11-23T07:30:00+01:00`. The instant and the
/// offset are both kept: the instant orders events, the offset says which
/// local day (and week, and month) the person lived it in.
public struct Timestamp: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Seconds since 1970-01-01T00:00:00Z.
    public let seconds: Int
    /// Milliseconds past `seconds`, 0 ..< 1000.
    public let milliseconds: Int
    /// Minutes east of UTC, −1439 … 1439 (`+01:00` is 60).
    public let offsetMinutes: Int

    public init(seconds: Int, milliseconds: Int = 0, offsetMinutes: Int) {
        precondition((0..<1000).contains(milliseconds) && abs(offsetMinutes) < 1440)
        (self.seconds, self.milliseconds, self.offsetMinutes) = (seconds, milliseconds, offsetMinutes)
    }

    /// The instant `millisecondsSince1970` after 1970-01-01T00:00:00Z, shown at `offsetMinutes`.
    public init(millisecondsSince1970 instant: Int, offsetMinutes: Int) {
        self.init(
            seconds: instant.dividedRoundingDown(by: 1000), milliseconds: instant - instant.dividedRoundingDown(by: 1000) * 1000,
            offsetMinutes: offsetMinutes)
    }

    /// Milliseconds since 1970-01-01T00:00:00Z: within years 1 to 9999, far inside `Int`.
    public var millisecondsSince1970: Int { seconds * 1000 + milliseconds }

    /// Years a timestamp may name: every date a person records, with no arithmetic near overflow.
    public static let years = 1...9999

    /// Parses `YYYY-MM-DDTHH:MM[:SS[.fff…]](Z|±HH:MM)`; `nil` for any other
    /// form, a day the month lacks, or a time past 23:59:59. Every digit run
    /// has a fixed length, so nothing can overflow; fractions past the
    /// millisecond are read and dropped.
    public init?(_ text: String) {
        var text = text
        guard let parsed = text.withUTF8({ Self.parse($0) }) else { return nil }
        self = parsed
    }

    /// The same, from UTF-8 bytes: a reader of JSON need not make a `String` first.
    package init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        guard let parsed = Self.parse(bytes) else { return nil }
        self = parsed
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Timestamp? {
        var index = 0
        func number(_ digits: Int) -> Int? {
            guard index + digits <= bytes.count else { return nil }
            var value = 0
            for _ in 0..<digits {
                let byte = bytes[index]
                guard (0x30...0x39).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 0x30)
                index += 1
            }
            return value
        }
        func expect(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }
        guard let year = number(4), expect(UInt8(ascii: "-")), let month = number(2), expect(UInt8(ascii: "-")),
            let day = number(2), expect(UInt8(ascii: "T")) || expect(UInt8(ascii: "t")),
            let hour = number(2), expect(UInt8(ascii: ":")), let minute = number(2)
        else { return nil }
        var second = 0, milliseconds = 0
        if expect(UInt8(ascii: ":")) {
            guard let s = number(2) else { return nil }
            second = s
            if expect(UInt8(ascii: ".")) {
                var digits = 0
                while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
                    if digits < 3 { milliseconds = milliseconds * 10 + Int(bytes[index] - 0x30) }
                    digits += 1
                    index += 1
                }
                guard digits > 0 else { return nil }
                for _ in digits..<max(digits, 3) { milliseconds *= 10 }
            }
        }
        var offset = 0
        if expect(UInt8(ascii: "Z")) || expect(UInt8(ascii: "z")) {
            offset = 0
        } else {
            let negative = expect(UInt8(ascii: "-"))
            guard negative || expect(UInt8(ascii: "+")), let hours = number(2), expect(UInt8(ascii: ":")),
                let minutes = number(2), hours < 24, minutes < 60
            else { return nil }
            offset = (negative ? -1 : 1) * (hours * 60 + minutes)
        }
        guard index == bytes.count, years.contains(year), (1...12).contains(month),
            (1...CalendarDate.days(inMonth: month, ofYear: year)).contains(day), hour < 24, minute < 60, second < 60
        else { return nil }
        let local = CalendarDate(year: year, month: month, day: day).daysSince1970 * 86_400 + hour * 3600 + minute * 60 + second
        return Timestamp(seconds: local - offset * 60, milliseconds: milliseconds, offsetMinutes: offset)
    }

    /// The person's local day: days since 1970-01-01, a day starting at
    /// `dayStart` minutes past local midnight (Habitica's "custom day start":
    /// at 240, 02:00 on Tuesday still counts as Monday).
    public func localDay(dayStart: Int = 0) -> Int {
        (seconds + offsetMinutes * 60 - dayStart * 60).dividedRoundingDown(by: 86_400)
    }

    /// `2026-11-23T07:30:00+01:00`, milliseconds only when there are some.
    public var description: String {
        let localSeconds = seconds + offsetMinutes * 60
        let day = localSeconds.dividedRoundingDown(by: 86_400)
        let time = localSeconds - day * 86_400
        // A date (26 bytes at most), 9 for the time, 4 for milliseconds, 6 for the offset.
        return ASCIIText.string(capacity: 45) { text in
            CalendarDate(daysSince1970: day).write(to: &text)
            text.append(UInt8(ascii: "T"))
            text.append(time / 3600, width: 2)
            text.append(UInt8(ascii: ":"))
            text.append(time / 60 % 60, width: 2)
            text.append(UInt8(ascii: ":"))
            text.append(time % 60, width: 2)
            if milliseconds != 0 {
                text.append(UInt8(ascii: "."))
                text.append(milliseconds, width: 3)
            }
            if offsetMinutes == 0 {
                text.append(UInt8(ascii: "Z"))
            } else {
                text.append(UInt8(ascii: offsetMinutes < 0 ? "-" : "+"))
                text.append(abs(offsetMinutes) / 60, width: 2)
                text.append(UInt8(ascii: ":"))
                text.append(abs(offsetMinutes) % 60, width: 2)
            }
        }
    }

    /// Instants compare as instants, whatever their offsets: 23:30 in Tokyo is 14:30 in London.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.seconds, lhs.milliseconds) < (rhs.seconds, rhs.milliseconds)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        (lhs.seconds, lhs.milliseconds) == (rhs.seconds, rhs.milliseconds)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(seconds)
        hasher.combine(milliseconds)
    }
}

extension Int {
    /// The quotient rounded toward minus infinity (Swift's `/` rounds toward zero):
    /// −7 / 2 is −4, so days before 1970 and averages below zero come out right.
    package func dividedRoundingDown(by divisor: Int) -> Int {
        let quotient = self / divisor
        return self % divisor != 0 && (self < 0) != (divisor < 0) ? quotient - 1 : quotient
    }
}

extension CalendarDate {
    /// Days since 1970-01-01: the inverse of ``init(daysSince1970:)``.
    public var daysSince1970: Int {
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
