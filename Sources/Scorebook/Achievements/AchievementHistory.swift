/// A person's events, checked against their kinds and laid out for
/// evaluation: oldest first, every fact a whole number in one flat column.
public struct AchievementHistory: Sendable {
    /// Per event: its kind's index among the kinds the history was built with.
    public let kinds: [Int]
    /// Per event: when it happened, with its UTC offset.
    public let timestamps: [Timestamp]
    /// Per event: where its facts start in `values`, in its kind's fact order.
    let valueStart: [Int]
    /// Every fact of every event as a whole number: integers as they are,
    /// decimals in thousandths, booleans 0 or 1, text its value's index,
    /// date-times and durations in milliseconds, a map its index in `maps`;
    /// ``absent`` for an optional fact left out.
    let values: [Int]
    let maps: [[String: Int]]

    /// An optional fact an event left out.
    public static let absent = Int.min

    /// The largest magnitude a fact may have (10¹⁵: a decimal's thousandths,
    /// a date-time's milliseconds in year 9999). 9,224 such facts pass `Int`'s
    /// range, so aggregates sum them in 128 bits, where no history overflows.
    public static let largestValue = 1_000_000_000_000_000

    /// Checks every event against `eventKinds`: a known kind, every fact of
    /// the right type (text one of its values), no unknown fact, every
    /// required one present, and events in order of time. A mistake names
    /// its field: `events[3].total`.
    public init(_ events: [AchievementEvent], kinds eventKinds: [AchievementEventKind]) throws(ScoringError) {
        var builder = Builder(kinds: eventKinds, capacity: events.count)
        for event in events {
            try builder.begin(kind: event.kind, at: event.at)
            // Unknown facts first, then each in the kind's order: the same mistake is named every run.
            for name in event.facts.keys.sorted() { _ = try builder.fact(name) }
            for fact in eventKinds[builder.kinds.last!].facts {
                if let value = event.facts.first(where: { $0.key.hasSameBytes(asASCII: fact.name) })?.value {
                    try builder.set(fact.name, value)
                }
            }
            try builder.end()
        }
        self = try builder.build()
    }

    fileprivate init(kinds: [Int], timestamps: [Timestamp], valueStart: [Int], values: [Int], maps: [[String: Int]]) {
        (self.kinds, self.timestamps, self.valueStart, self.values, self.maps) = (kinds, timestamps, valueStart, values, maps)
    }

    /// The number of events.
    public var count: Int { kinds.count }

    /// Fact `fact` (its index in its kind) of event `event` as a whole number:
    /// integers as they are, decimals in thousandths, booleans 0 or 1, text
    /// its value's index, date-times and durations in milliseconds, a map an
    /// index for ``map(_:fact:)``; ``absent`` for an optional fact left out.
    public func value(_ event: Int, fact: Int) -> Int { values[valueStart[event] + fact] }

    /// The map an `integer-map` fact holds.
    public func map(_ event: Int, fact: Int) -> [String: Int] { maps[value(event, fact: fact)] }
}

extension AchievementHistory {
    /// Builds a history an event at a time, checking each part as it comes,
    /// with no event values in between: how a reader of JSON or of database
    /// rows lays out a long history fast. `begin` each event, `set` its facts,
    /// `end` it, then `build`; mistakes name their field as ``AchievementHistory/init(_:kinds:)``
    /// does when facts are checked in its order (unknown names first, by name; then the kind's order).
    public struct Builder: Sendable {
        /// The kinds each event is checked against.
        public let eventKinds: [AchievementEventKind]
        /// Per event begun: its kind's index in `eventKinds`.
        public private(set) var kinds: [Int] = []
        private var timestamps: [Timestamp] = [], valueStart: [Int] = [], values: [Int] = []
        private var maps: [[String: Int]] = []
        /// Which facts of the event begun are set.
        private var given: [Bool] = []

        /// The instants of years 1 to 9999, a day either side for any offset:
        /// days and weeks of them never overflow.
        static let seconds: ClosedRange<Int> = {
            let first = CalendarDate(year: Timestamp.years.lowerBound, month: 1, day: 1).daysSince1970 - 1
            let last = CalendarDate(year: Timestamp.years.upperBound, month: 12, day: 31).daysSince1970 + 2
            return first * 86_400...last * 86_400
        }()

        /// A builder with no event yet, for events of these kinds; `capacity`, the
        /// number of events expected, reserves room for them.
        public init(kinds eventKinds: [AchievementEventKind], capacity: Int = 0) {
            self.eventKinds = eventKinds
            kinds.reserveCapacity(capacity)
            timestamps.reserveCapacity(capacity)
            valueStart.reserveCapacity(capacity)
        }

        /// The event begun, as a request names it.
        private var path: [ScoringError.PathComponent] { ["events", .index(kinds.count - 1)] }

        /// Begins the next event, once the one before has every fact it must:
        /// a known kind, within years 1 to 9999, no earlier than the event before.
        public mutating func begin(kind id: String, at: Timestamp) throws(ScoringError) {
            try end()
            let index = kinds.count
            guard Self.seconds.contains(at.seconds) else {
                throw ScoringError(at: ["events", .index(index), "at"], "\(at) is out of range: years 1 to 9999")
            }
            guard let kind = eventKinds.firstIndex(where: { id.hasSameBytes(asASCII: $0.id) }) else {
                let ids = eventKinds.map(\.id)
                throw ScoringError(at: ["events", .index(index), "kind"], "unknown event kind '\(id)'\(Suggestion.didYouMean(id, among: ids)); expected \(quotedList(ids))", allowed: ids)
            }
            if let previous = timestamps.last, at < previous {
                throw ScoringError(at: ["events", .index(index), "at"], "events come oldest first: \(at) is before the event above it, \(previous)")
            }
            kinds.append(kind)
            timestamps.append(at)
            valueStart.append(values.count)
            let facts = eventKinds[kind].facts.count
            values.append(contentsOf: repeatElement(absent, count: facts))
            given.removeAll(keepingCapacity: true)
            given.append(contentsOf: repeatElement(false, count: facts))
        }

        /// The fact of the event begun with this name, if its kind has one.
        public func fact(_ name: String) throws(ScoringError) -> AchievementFact {
            let index = try index(of: name)
            return eventKinds[kinds.last!].facts[index]
        }

        /// Sets one fact of the event begun: one its kind has, of its type.
        public mutating func set(_ name: String, _ value: FactValue) throws(ScoringError) {
            let index = try index(of: name)
            let fact = eventKinds[kinds.last!].facts[index]
            let event = kinds.count - 1
            values[valueStart.last! + index] = try number(value, fact, at: ["events", .index(event), .key(fact.name)])  // built on a mistake only
            given[index] = true
        }

        private func index(of name: String) throws(ScoringError) -> Int {
            precondition(!kinds.isEmpty, "begin an event before its facts")
            let definition = eventKinds[kinds.last!]
            guard let index = definition.facts.firstIndex(where: { name.hasSameBytes(asASCII: $0.name) }) else {
                let names = definition.facts.map(\.name)
                throw ScoringError(
                    at: path + [.key(name)], "'\(definition.id)' has no fact '\(name)'; its facts are \(quotedList(names))",
                    allowed: names)
            }
            return index
        }

        /// Ends the event begun: it has every fact it must. (`begin` and `build` also check it.)
        public func end() throws(ScoringError) {
            guard let kind = kinds.last else { return }
            let definition = eventKinds[kind]
            if let missing = definition.facts.indices.first(where: { !given[$0] && !definition.facts[$0].optional }) {
                let fact = definition.facts[missing]
                throw ScoringError(at: path + [.key(fact.name)], "missing fact; it is \(fact.type.rawValue)")
            }
        }

        /// The history, once its last event has every fact it must.
        public func build() throws(ScoringError) -> AchievementHistory {
            try end()
            return AchievementHistory(kinds: kinds, timestamps: timestamps, valueStart: valueStart, values: values, maps: maps)
        }

        private mutating func number(
            _ value: FactValue, _ fact: AchievementFact, at path: @autoclosure () -> [ScoringError.PathComponent]
        ) throws(ScoringError) -> Int {
            func scaled(_ n: Int, by factor: Int, plus extra: Int = 0) throws(ScoringError) -> Int {
                let (product, overflow) = n.multipliedReportingOverflow(by: factor)
                let (sum, overflowAgain) = product.addingReportingOverflow(extra)
                guard !overflow, !overflowAgain, sum.magnitude <= largestValue else {
                    throw ScoringError(at: path(), "\(n) is out of range: facts are at most 10^15 in size")
                }
                return sum
            }
            switch (value, fact.type) {
            case (.integer(let n), .integer): return try scaled(n, by: 1)
            case (.decimal(let thousandths), .decimal): return try scaled(thousandths, by: 1)
            case (.integer(let n), .decimal): return try scaled(n, by: 1000)
            case (.boolean(let flag), .boolean): return flag ? 1 : 0
            case (.text(let text), .text):
                let choices = fact.choices ?? []
                guard let index = choices.firstIndex(where: { text.hasSameBytes(asASCII: $0) }) else {
                    throw ScoringError(at: path(), "'\(text)' is not one of \(quotedList(choices))", allowed: choices)
                }
                return index
            case (.dateTime(let at), .dateTime): return try scaled(at.seconds, by: 1000, plus: at.milliseconds)
            case (.duration(let milliseconds), .duration): return try scaled(milliseconds, by: 1)
            case (.integerMap(let map), .integerMap):
                maps.append(map)
                return maps.count - 1
            default:
                throw ScoringError(at: path(), "expected \(fact.type.rawValue), found \(value.type.rawValue)")
            }
        }
    }
}
