/// A count, sum, minimum, maximum or average over the matching events so
/// far, or over those of the last `withinDays` local days; the days with a
/// matching event; or a streak of consecutive days (or weeks, Monday to
/// Sunday) with one. Each event is added once and dropped once: linear in the history.
public struct AchievementAggregate: Sendable {
    public enum Function: Sendable, Equatable {
        case count, sum, min, max, average
        /// How many local days have a matching event.
        case daysActive
        /// The current run of consecutive days (or weeks) with a matching event: 0 once one is missed.
        case streak(weeks: Bool)
        /// The longest such run so far.
        case longestStreak(weeks: Bool)
    }

    let function: Function
    let withinDays: Int?
    public private(set) var count = 0
    public private(set) var sum = 0
    /// Events in the window, oldest first, and where the live ones start.
    private var window: [(day: Int, value: Int)] = []
    private var start = 0
    /// Indexes into `window` whose values are the running minimum (or maximum) candidates.
    private var extremes: [Int] = []
    private var extremesStart = 0
    private var allTimeExtreme: Int?
    /// The latest local day seen: a window never moves back, even when an
    /// event's offset puts it on an earlier local day than the one before.
    private var latestDay = Int.min
    /// For days active: the last day counted. For streaks: the last day or
    /// week with a matching event, the run that ends there, the longest run.
    private var lastCounted = Int.min
    private var run = 0, longest = 0

    public init(_ function: Function, withinDays: Int? = nil) {
        (self.function, self.withinDays) = (function, withinDays)
    }

    /// Drops the events that left the window by `day`.
    public mutating func advance(to day: Int) {
        latestDay = Swift.max(latestDay, day)
        guard let withinDays else { return }
        let day = latestDay
        while start < window.count, window[start].day <= day - withinDays {
            count -= 1
            sum = Self.saturating(sum, plus: -window[start].value)
            if extremesStart < extremes.count, extremes[extremesStart] == start { extremesStart += 1 }
            start += 1
        }
    }

    /// A matching event on `day`, with its value (1 for a count).
    public mutating func add(_ value: Int, day: Int) {
        latestDay = Swift.max(latestDay, day)
        let day = latestDay
        switch function {
        case .daysActive:
            // Days never go back, so a day already counted is the last one counted.
            guard day != lastCounted else { return }
            lastCounted = day
        case .streak(let weeks), .longestStreak(let weeks):
            let unit = Self.unit(of: day, weeks: weeks)
            guard unit != lastCounted else { return }
            run = lastCounted != Int.min && unit == lastCounted + 1 ? run + 1 : 1
            lastCounted = unit
            longest = Swift.max(longest, run)
            return
        default: break
        }
        count += 1
        sum = Self.saturating(sum, plus: value)
        switch (function, withinDays) {
        case (.min, nil): allTimeExtreme = Swift.min(allTimeExtreme ?? value, value)
        case (.max, nil): allTimeExtreme = Swift.max(allTimeExtreme ?? value, value)
        case (.min, _?), (.max, _?):
            // A monotonic queue: a value that can never again be the extreme is dropped.
            while extremes.count > extremesStart, let last = extremes.last,
                function == .min ? window[last].value >= value : window[last].value <= value
            {
                extremes.removeLast()
            }
            window.append((day, value))
            extremes.append(window.count - 1)
        default:
            if withinDays != nil { window.append((day, value)) }
        }
    }

    /// Days since 1970-01-01 to a streak's unit: the day, or its week (Monday to Sunday; day 0 was a Thursday).
    public static func unit(of day: Int, weeks: Bool) -> Int {
        weeks ? (day + 3).dividedRoundingDown(by: 7) : day
    }

    /// The aggregate's value; `nil` for a minimum, maximum or average of no events.
    public var value: Int? {
        switch function {
        case .count, .daysActive: return count
        case .streak(let weeks):
            // Broken once a whole day (or week) has passed without one.
            guard lastCounted != Int.min, Self.unit(of: latestDay, weeks: weeks) - 1 <= lastCounted else { return 0 }
            return run
        case .longestStreak: return longest
        case .sum: return sum
        case .average:
            return count > 0 ? sum.dividedRoundingDown(by: count) : nil
        case .min, .max:
            if withinDays == nil { return allTimeExtreme }
            return extremesStart < extremes.count ? window[extremes[extremesStart]].value : nil
        }
    }

    /// Facts are bounded (``AchievementHistory/largestValue``), so a sum
    /// saturates only for a history of billions of events; it never traps.
    static func saturating(_ a: Int, plus b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? (b > 0 ? .max : .min) : sum
    }

    /// Whether the value is within the bounds. An average is compared exactly:
    /// sum ≥ bound × count, in wide arithmetic.
    public func satisfies(atLeast: Int?, atMost: Int?) -> Bool {
        if function == .average {
            guard count > 0 else { return false }
            func compare(_ bound: Int) -> Int {
                let product = bound.multipliedFullWidth(by: count)
                let scaled = (high: product.high, low: product.low)
                let total = (high: sum < 0 ? -1 : 0, low: UInt(bitPattern: sum))
                return total == scaled ? 0 : (total.high, total.low) < (scaled.high, scaled.low) ? -1 : 1
            }
            if let atLeast, compare(atLeast) < 0 { return false }
            if let atMost, compare(atMost) > 0 { return false }
            return true
        }
        guard let value else { return false }
        return (atLeast.map { value >= $0 } ?? true) && (atMost.map { value <= $0 } ?? true)
    }
}

/// The values of a fact already seen, for `firstTime`.
public struct AchievementKeys: Sendable {
    private var seen: Set<Int> = []
    public init() {}

    /// Whether `key` is new; it is seen from now on.
    public mutating func insert(_ key: Int) -> Bool { seen.insert(key).inserted }
}

/// The best value so far per key, for `personalBest`.
public struct AchievementBests: Sendable {
    private var best: [Int: Int] = [:]
    public init() {}

    /// Whether `value` beats the best so far for `key` (a first value beats
    /// nothing: a best needs one to beat); it is the best from now on if so.
    public mutating func beats(_ value: Int, key: Int) -> Bool {
        guard let previous = best[key] else {
            best[key] = value
            return false
        }
        guard value > previous else { return false }
        best[key] = value
        return true
    }
}
