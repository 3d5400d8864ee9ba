/// One thing a person did, as an app records it: a kind, when, and the
/// facts its kind defines.
///
/// ```swift
/// let shared = AchievementEvent(kind: "app.action", at: Timestamp("2026-11-23T07:30:00+01:00")!,
///                               facts: ["action": .text("shared")])
/// ```
public struct AchievementEvent: Sendable, Equatable {
    /// The id of its ``AchievementEventKind``, such as `archery.match-finished`.
    public var kind: String
    /// When it happened, with the UTC offset that puts it on a local day.
    public var at: Timestamp
    /// Its facts by name, as its kind defines them; an optional one may be left out.
    public var facts: [String: FactValue]

    /// An event as given, checked against its kind only when an ``AchievementHistory`` takes it.
    public init(kind: String, at: Timestamp, facts: [String: FactValue] = [:]) {
        (self.kind, self.at, self.facts) = (kind, at, facts)
    }
}

/// A fact's value, exact: decimals in thousandths, durations in milliseconds.
public enum FactValue: Sendable, Equatable {
    /// An `integer` fact's value, or a whole number for a `decimal` one.
    case integer(Int)
    /// A `decimal` fact's value, in thousandths.
    case decimal(thousandths: Int)
    /// A `boolean` fact's value.
    case boolean(Bool)
    /// A `text` fact's value: one of its ``AchievementFact/choices``.
    case text(String)
    /// A `date-time` fact's value.
    case dateTime(Timestamp)
    /// A `duration` fact's value, in milliseconds.
    case duration(milliseconds: Int)
    /// An `integer-map` fact's value: whole numbers by key, such as points per event id.
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
