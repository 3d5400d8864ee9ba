/// A count, sum, minimum, maximum or average over the matching events so
/// far, or over those of a ``Window``; the days with a matching event; or a
/// streak of consecutive days (or weeks, Monday to Sunday) with one. Each
/// event is added once and dropped once: linear in the history.
public struct AchievementAggregate: Sendable {
    /// Which events count. Days are local days; the latest is the latest
    /// event's (or `now`'s), and it never moves back.
    public enum Window: Sendable, Equatable {
        /// The last N days, the latest included.
        case days(Int)
        /// The calendar week (Monday to Sunday) or month of the latest day: all restarts as one begins.
        case week, month
        /// The events since the last ``restart()`` (an event matching another
        /// filter): all restarts there. None count before the first.
        case since
    }

    /// What the aggregate computes from the events that count.
    public enum Function: Sendable, Equatable {
        /// `count`: how many events match; `sum`, `min`, `max`: of their values;
        /// `average`: of their values (read rounded down; bounds are compared exactly).
        case count, sum, min, max, average
        /// How many local days have a matching event.
        case daysActive
        /// The current run of consecutive days (or weeks) with a matching event: 0 once one is missed.
        case streak(weeks: Bool)
        /// The longest such run so far.
        case longestStreak(weeks: Bool)
    }

    let function: Function
    let window: Window?
    /// How many matching events count now (for `daysActive`, how many days); always 0 for a streak.
    public private(set) var count = 0
    /// Exact for every history: facts of 10¹⁵ pass `Int`'s range in 9,224 events.
    private(set) var sum = ExactSum()
    /// For a window of days: its events, oldest first, and where the live ones start.
    private var recent: [(day: Int, value: Int)] = []
    private var start = 0
    /// Indexes into `recent` whose values are the running minimum (or maximum) candidates.
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
    /// For a calendar window: the week or month it holds.
    private var period = Int.min
    /// Whether events count: for `since`, only once its first event has come.
    private var open: Bool

    /// Computes `function` over every matching event, or over those of `window`.
    public init(_ function: Function, window: Window? = nil) {
        if case .days(let days) = window { precondition(days >= 1, "a window of days holds at least one") }
        (self.function, self.window) = (function, window)
        open = window != .since
    }

    /// Moves the window to `day`: drops the events that left it, or starts a new week or month.
    public mutating func advance(to day: Int) {
        guard day > latestDay else { return }
        latestDay = day
        switch window {
        case .days(let days):
            while start < recent.count, recent[start].day <= day - days {
                count -= 1
                sum.subtract(recent[start].value)
                if extremesStart < extremes.count, extremes[extremesStart] == start { extremesStart += 1 }
                start += 1
            }
        case .week, .month:
            let current = window == .week ? Self.unit(of: day, weeks: true) : Self.month(of: day)
            if current != period {
                period = current
                clear()
            }
        case .since, nil: break
        }
    }

    /// Starts a `since` window afresh: the events from here on count.
    public mutating func restart() {
        open = true
        clear()
    }

    private mutating func clear() {
        (count, sum, allTimeExtreme, lastCounted) = (0, ExactSum(), nil, Int.min)
        recent.removeAll(keepingCapacity: true)
        extremes.removeAll(keepingCapacity: true)
        (start, extremesStart) = (0, 0)
    }

    /// A matching event on `day`, with its value (1 for a count).
    public mutating func add(_ value: Int, day: Int) {
        advance(to: day)
        guard open else { return }
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
        sum.add(value)
        switch (function, window) {
        case (.min, .days), (.max, .days):
            // A monotonic queue: a value that can never again be the extreme is dropped.
            while extremes.count > extremesStart, let last = extremes.last,
                function == .min ? recent[last].value >= value : recent[last].value <= value
            {
                extremes.removeLast()
            }
            recent.append((day, value))
            extremes.append(recent.count - 1)
        case (.min, _): allTimeExtreme = Swift.min(allTimeExtreme ?? value, value)
        case (.max, _): allTimeExtreme = Swift.max(allTimeExtreme ?? value, value)
        case (_, .days): recent.append((day, value))
        default: break
        }
    }

    /// Days since 1970-01-01 to a streak's unit: the day, or its week (Monday to Sunday; day 0 was a Thursday).
    public static func unit(of day: Int, weeks: Bool) -> Int {
        weeks ? (day + 3).dividedRoundingDown(by: 7) : day
    }

    /// Days since 1970-01-01 to months since January 1970.
    public static func month(of day: Int) -> Int {
        let date = CalendarDate(daysSince1970: day)
        return (date.year - 1970) * 12 + date.month - 1
    }

    /// The aggregate's value; `nil` for a minimum, maximum or average of no events.
    /// A sum beyond `Int` reads as `Int.max` (or `Int.min`): progress stops at
    /// its target anyway, and ``satisfies(atLeast:atMost:)`` compares the exact
    /// sum. An average always fits.
    /// Inlined, like ``satisfies(atLeast:atMost:)``: a call would copy the aggregate, many times an event.
    public var value: Int? {
        @inline(__always) get {
            switch function {
            case .count, .daysActive: return count
            case .streak(let weeks):
                // Broken once a whole day (or week) has passed without one.
                guard lastCounted != Int.min, Self.unit(of: latestDay, weeks: weeks) - 1 <= lastCounted else { return 0 }
                return run
            case .longestStreak: return longest
            case .sum: return sum.clamped
            case .average:
                return count > 0 ? sum.dividedRoundingDown(by: count) : nil
            case .min, .max:
                guard case .days = window else { return allTimeExtreme }
                return extremesStart < extremes.count ? recent[extremes[extremesStart]].value : nil
            }
        }
    }

    /// Whether the value is within the bounds. A sum is compared exactly, and
    /// an average too: sum ≥ bound × count, in wide arithmetic.
    @inline(__always) public func satisfies(atLeast: Int?, atMost: Int?) -> Bool {
        switch function {
        case .sum:
            if let atLeast, sum < ExactSum(atLeast) { return false }
            if let atMost, sum > ExactSum(atMost) { return false }
            return true
        case .average:
            guard count > 0 else { return false }
            if let atLeast, sum < ExactSum(atLeast, times: count) { return false }
            if let atMost, sum > ExactSum(atMost, times: count) { return false }
            return true
        default: break
        }
        guard let value else { return false }
        return (atLeast.map { value >= $0 } ?? true) && (atMost.map { value <= $0 } ?? true)
    }
}

/// The values of a fact already seen, for `firstTime`.
public struct AchievementKeys: Sendable {
    private var seen: Set<Int> = []
    /// No value seen yet.
    public init() {}

    /// Whether `key` is new; it is seen from now on.
    public mutating func insert(_ key: Int) -> Bool { seen.insert(key).inserted }
}

/// The best value so far per key, for `personalBest`.
public struct AchievementBests: Sendable {
    private var best: [Int: Int] = [:]
    /// No best yet for any key.
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
