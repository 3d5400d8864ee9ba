import ScorebookCore

/// A day of the week, as a person says when they are free: `mon` to `sun`.
public enum Weekday: String, CaseIterable, Sendable, Hashable {
    case mon, tue, wed, thu, fri, sat, sun

    /// The day of the week `date` falls on, in the proleptic Gregorian calendar.
    public init(_ date: CalendarDate) {
        self.init(daysSince1970: date.daysSince1970)
    }

    /// 1970-01-01 was a Thursday.
    init(daysSince1970 days: Int) {
        self = Self.allCases[(days + 3) - 7 * (days + 3).dividedRoundingDown(by: 7)]
    }
}
