import ScorebookCore

/// A `kind: achievement-events` table as written: the kinds of events an
/// app records, each with its typed facts. Achievements are rules over them.
struct AchievementEventsDefinition: Sendable {
    var header: TableHeader
    var events: [EventKindDefinition]
}

struct EventKindDefinition: Sendable {
    /// Such as `archery.match-finished`.
    var id: Located<String>
    var facts: [FactDefinition]
}

struct FactDefinition: Sendable {
    var name: Located<String>
    var type: FactType
    /// May be left out of an event (`handicap?` of a round finished without one).
    var optional: Bool
    /// For text: the values it takes, written out (`oneOf`)…
    var choices: [Located<String>]?
    /// …or the ids another table defines (`idOf: opponent`).
    var idOf: Located<String>?
}

/// What a fact holds. Every type is exact: decimals are thousandths,
/// date-times and durations whole milliseconds.
enum FactType: String, Sendable, CaseIterable {
    case integer, decimal, boolean, text, duration
    case dateTime = "date-time"
    case integerMap = "integer-map"

    /// Whether sums, averages and ordering make sense of it.
    var isNumeric: Bool { self == .integer || self == .decimal || self == .duration }
}
