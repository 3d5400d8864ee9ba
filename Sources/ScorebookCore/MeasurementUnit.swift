/// The unit an event is measured in, and how its values are written.
///
/// Every measurement is stored as a whole number of the unit's smallest step
/// (its *raw* value), so tables can be indexed by it: repetitions and pounds as
/// they are, metres in tenths, times in whole seconds.
public enum MeasurementUnit: String, Sendable, CaseIterable {
    case repetitions
    case pounds
    case metres
    case time

    /// Raw steps per displayed unit: metres are charted to one decimal.
    @inlinable
    public var stepsPerUnit: Int {
        self == .metres ? 10 : 1
    }

    /// How a value in this unit is written, for messages.
    public var textForm: String {
        switch self {
        case .repetitions: "a whole number of repetitions"
        case .pounds: "a whole number of pounds"
        case .metres: "metres with at most one decimal, such as 12.5"
        case .time: "a time written m:ss, such as 13:30"
        }
    }

    /// Reads a chart value exactly (`"13:30"`, `"61"`, `"12.5"`) as raw steps.
    ///
    /// Returns `nil` for anything not written in the unit's chart form: a chart
    /// never needs rounding, so `780` for a time or `12.55` metres is a mistake.
    public func parseChartValue(_ text: Substring) -> Int? {
        switch self {
        case .repetitions, .pounds: DecimalText.parseWholeNumber(text)
        case .metres: DecimalText.parseTenths(text)
        case .time: TimeText.parseWholeSeconds(text)
        }
    }

    /// Writes raw steps the way the chart prints them.
    public func format(_ raw: Int) -> String {
        switch self {
        case .repetitions, .pounds: String(raw)
        case .metres: DecimalText.formatTenths(raw)
        case .time: TimeText.format(seconds: raw)
        }
    }

    /// Converts a measured value in the unit (seconds for times) to raw steps,
    /// rounding towards the worse performance: a performance earns a chart row
    /// only when it fully meets it (12.34 m meets 12.3, 13:30.2 misses 13:30).
    /// Values beyond `Int`'s range give `Int.min` or `Int.max`, and NaN 0.
    @inlinable  // called for every event scored
    public func raw(fromMeasured value: Double, better: Better) -> Int {
        let scaled = value * Double(stepsPerUnit)
        // A whole value, the usual case, needs no rounding (a libm call on x86-64).
        if scaled.magnitude < 0x1p52, case let whole = Int(scaled), Double(whole) == scaled { return whole }
        // Far beyond any measurement (callers bound theirs first): saturate, never trap.
        guard scaled.magnitude < 0x1p62 else { return scaled.isNaN ? 0 : scaled < 0 ? Int.min : Int.max }
        let nearest = scaled.rounded()
        // Absorb binary noise such as 12.3 * 10 = 122.99999999999999.
        if abs(scaled - nearest) < 1e-9 { return Int(nearest) }
        return Int(better == .higher ? scaled.rounded(.down) : scaled.rounded(.up))
    }
}
