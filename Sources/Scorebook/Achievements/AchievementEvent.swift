/// One thing a person did, as an app records it: a kind, when, and the
/// facts its kind defines.
///
/// ```swift
/// let shared = AchievementEvent(kind: "app.action", at: Timestamp("2026-11-23T07:30:00+01:00")!,
///                               facts: ["action": .text("shared")])
/// ```
public struct AchievementEvent: Sendable, Equatable {
    public var kind: String
    public var at: Timestamp
    public var facts: [String: FactValue]

    public init(kind: String, at: Timestamp, facts: [String: FactValue] = [:]) {
        (self.kind, self.at, self.facts) = (kind, at, facts)
    }
}

/// A fact's value, exact: decimals in thousandths, durations in milliseconds.
public enum FactValue: Sendable, Equatable {
    case integer(Int)
    case decimal(thousandths: Int)
    case boolean(Bool)
    case text(String)
    case dateTime(Timestamp)
    case duration(milliseconds: Int)
    case integerMap([String: Int])

    var type: AchievementFact.FactType {
        switch self {
        case .integer: .integer
        case .decimal: .decimal
        case .boolean: .boolean
        case .text: .text
        case .dateTime: .dateTime
        case .duration: .duration
        case .integerMap: .integerMap
        }
    }
}

/// A person's events, checked against their kinds and laid out for
/// evaluation: oldest first, every fact a whole number in one flat column.
public struct AchievementHistory: Sendable {
    /// Per event: its kind's index among the tables' event kinds.
    public let kinds: [Int]
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
    /// a date-time's milliseconds in year 9999): sums of a history's facts stay far inside `Int`.
    public static let largestValue = 1_000_000_000_000_000

    /// Checks every event against `eventKinds`: a known kind, every fact of
    /// the right type (text one of its values), no unknown fact, every
    /// required one present, and events in order of time. A mistake names
    /// its field: `events[3].total`.
    public init(_ events: [AchievementEvent], kinds eventKinds: [AchievementEventKind]) throws(ScoringError) {
        var kinds: [Int] = [], timestamps: [Timestamp] = [], valueStart: [Int] = [], values: [Int] = []
        var maps: [[String: Int]] = []
        kinds.reserveCapacity(events.count)
        for (index, event) in events.enumerated() {
            let field = "events[\(index)]"
            guard let kind = eventKinds.firstIndex(where: { event.kind.hasSameBytes(asASCII: $0.id) }) else {
                let ids = eventKinds.map(\.id)
                throw ScoringError(
                    field: "\(field).kind", "unknown event kind '\(event.kind)'; expected \(quotedList(ids))", allowed: ids)
            }
            if let previous = timestamps.last, event.at < previous {
                throw ScoringError(field: "\(field).at", "events come oldest first: \(event.at) is before the event above it, \(previous)")
            }
            let definition = eventKinds[kind]
            for name in event.facts.keys where definition.fact(name) == nil {
                let names = definition.facts.map(\.name)
                throw ScoringError(
                    field: "\(field).\(name)", "'\(definition.id)' has no fact '\(name)'; its facts are \(quotedList(names))",
                    allowed: names)
            }
            valueStart.append(values.count)
            for fact in definition.facts {
                let value = event.facts.first { $0.key.hasSameBytes(asASCII: fact.name) }?.value
                values.append(try Self.number(value, fact, field: "\(field).\(fact.name)", maps: &maps))
            }
            kinds.append(kind)
            timestamps.append(event.at)
        }
        (self.kinds, self.timestamps, self.valueStart, self.values, self.maps) = (kinds, timestamps, valueStart, values, maps)
    }

    private static func number(_ value: FactValue?, _ fact: AchievementFact, field: String, maps: inout [[String: Int]])
        throws(ScoringError) -> Int
    {
        guard let value else {
            guard fact.optional else { throw ScoringError(field: field, "missing fact; it is \(fact.type.rawValue)") }
            return absent
        }
        func scaled(_ n: Int, by factor: Int, plus extra: Int = 0) throws(ScoringError) -> Int {
            let (product, overflow) = n.multipliedReportingOverflow(by: factor)
            let (sum, overflowAgain) = product.addingReportingOverflow(extra)
            guard !overflow, !overflowAgain, sum.magnitude <= largestValue else {
                throw ScoringError(field: field, "\(n) is out of range: facts are at most 10^15 in size")
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
                throw ScoringError(field: field, "'\(text)' is not one of \(quotedList(choices))", allowed: choices)
            }
            return index
        case (.dateTime(let at), .dateTime): return try scaled(at.seconds, by: 1000, plus: at.milliseconds)
        case (.duration(let milliseconds), .duration): return try scaled(milliseconds, by: 1)
        case (.integerMap(let map), .integerMap):
            maps.append(map)
            return maps.count - 1
        default:
            throw ScoringError(field: field, "expected \(fact.type.rawValue), found \(value.type.rawValue)")
        }
    }

    public var count: Int { kinds.count }

    /// Fact `fact` (its index in its kind) of event `event`: see ``values``.
    public func value(_ event: Int, fact: Int) -> Int { values[valueStart[event] + fact] }

    /// The map an `integer-map` fact holds.
    public func map(_ event: Int, fact: Int) -> [String: Int] { maps[value(event, fact: fact)] }
}
