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
