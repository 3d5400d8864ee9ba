/// The days a standard is in force; both ends are inclusive, and a missing
/// end is open (in force since ever, or still in force).
public struct EffectivePeriod: Hashable, Sendable, CustomStringConvertible {
    public var from: CalendarDate?
    public var until: CalendarDate?

    public init(from: CalendarDate? = nil, until: CalendarDate? = nil) {
        self.from = from
        self.until = until
    }

    public func contains(_ date: CalendarDate) -> Bool {
        (from.map { $0 <= date } ?? true) && (until.map { date <= $0 } ?? true)
    }

    /// Whether some day is in both periods.
    public func overlaps(_ other: EffectivePeriod) -> Bool {
        max(from ?? .distantPast, other.from ?? .distantPast) <= min(until ?? .distantFuture, other.until ?? .distantFuture)
    }

    /// `from 2022-10-01 to 2025-05-31`, `until 2022-09-30`, `from 2025-06-01`, or `at all times`.
    public var description: String {
        switch (from, until) {
        case let (from?, until?): "from \(from) to \(until)"
        case let (nil, until?): "until \(until)"
        case let (from?, nil): "from \(from)"
        case (nil, nil): "at all times"
        }
    }
}
