/// A calendar day written `YYYY-MM-DD`, as standards give their effective dates.
public struct CalendarDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// A date known to be valid, as generated code writes it.
    public init(year: Int, month: Int, day: Int) {
        precondition((1...12).contains(month) && (1...Self.days(inMonth: month, ofYear: year)).contains(day))
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY-MM-DD`; `nil` for any other form or a day the month lacks.
    public init?(_ text: String) {
        // Read from the bytes: every request with a date parses one.
        var digits = (0, 0, 0)
        var count = 0
        for (position, byte) in text.utf8.enumerated() {
            count += 1
            guard count <= 10 else { return nil }
            if position == 4 || position == 7 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let digit = Int(byte - UInt8(ascii: "0"))
            switch position {
            case ..<4: digits.0 = digits.0 * 10 + digit
            case ..<7: digits.1 = digits.1 * 10 + digit
            default: digits.2 = digits.2 * 10 + digit
            }
        }
        let (year, month, day) = digits
        guard count == 10, (1...12).contains(month), (1...Self.days(inMonth: month, ofYear: year)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `days` after 1970-01-01 (before it, for a negative count), in
    /// the proleptic Gregorian calendar: how a clock's seconds become a date.
    public init(daysSince1970 days: Int) {
        // Howard Hinnant's civil_from_days: eras of 400 years, years starting in March.
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    /// Before every date a table can give: an open start.
    public static let distantPast = CalendarDate(year: 1, month: 1, day: 1)
    /// After every date a table can give: an open end.
    public static let distantFuture = CalendarDate(year: 9999, month: 12, day: 31)

    public var description: String {
        ASCIIText.string(capacity: 26) { write(to: &$0) }
    }

    /// `YYYY-MM-DD`: 26 bytes at most, 20 of them the year (a sign and 19 digits).
    func write(to text: inout ASCIIText) {
        text.append(year, width: 4)
        text.append(UInt8(ascii: "-"))
        text.append(month, width: 2)
        text.append(UInt8(ascii: "-"))
        text.append(day, width: 2)
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// The same day `months` calendar months on (back, for a negative count),
    /// or that month's last day where it is shorter: 2025-08-31 and 6 months
    /// is 2026-02-28. Clamped to ``distantPast`` and ``distantFuture``.
    public func adding(months: Int) -> CalendarDate {
        let (base, overflow) = year.multipliedReportingOverflow(by: 12)
        let (start, overflowToo) = base.addingReportingOverflow(month - 1)
        let (total, overflowAgain) = start.addingReportingOverflow(months)
        guard !overflow, !overflowToo, !overflowAgain else { return months < 0 ? .distantPast : .distantFuture }
        let (newYear, monthIndex) = (total.quotientAndRemainder(dividingBy: 12))
        let (yearOf, index) = monthIndex < 0 ? (newYear - 1, monthIndex + 12) : (newYear, monthIndex)
        guard yearOf >= Self.distantPast.year else { return .distantPast }
        guard yearOf <= Self.distantFuture.year else { return .distantFuture }
        return CalendarDate(year: yearOf, month: index + 1, day: min(day, Self.days(inMonth: index + 1, ofYear: yearOf)))
    }

    static func days(inMonth month: Int, ofYear year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
