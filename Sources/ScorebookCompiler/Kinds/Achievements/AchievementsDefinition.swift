import ScorebookCore

/// A `kind: achievements` table as written: achievements, each a rule over
/// the events of `achievement-events` tables. Literals stay text until the
/// facts they meet give them a type (``AchievementsTyping``).
struct AchievementsDefinition: Sendable {
    var header: TableHeader
    var achievements: [AchievementDefinition]
}

struct AchievementDefinition: Sendable {
    var id: Located<String>
    var title: String
    var message: Located<String>
    /// `nil` for a tiered achievement, whose tiers say.
    var tier: AchievementTier?
    var points: Int
    var hidden: Bool
    var repeatable: Bool
    var group: String?
    var criterion: Criterion
    /// Tiered thresholds on one metric (`tiers: { bronze: 10, silver: 50, gold: 100 }`):
    /// the achievement stands for one per tier, `<id>-bronze` and so on.
    var tiers: [(tier: AchievementTier, threshold: Located<Int>)]?
}

enum AchievementTier: String, Sendable, CaseIterable {
    case bronze, silver, gold
}

/// A rule. Thresholds hold after an event; the others hold at an event.
indirect enum Criterion: Sendable {
    case all([Criterion], at: SourceLocation)
    case any([Criterion], at: SourceLocation)
    case not(Criterion, at: SourceLocation)
    /// An aggregate over the history so far, within bounds.
    case threshold(Aggregate, Bounds)
    /// The event just recorded matches.
    case event(EventFilter)
    /// The event just recorded is the first to match (for its `per` fact's value).
    case firstTime(EventFilter, per: Located<String>?)
    /// The event just recorded beats every earlier match's `fact` (for its `per` fact's value).
    case personalBest(EventFilter, fact: Located<String>, per: Located<String>?)

    /// The criteria in this one, itself included.
    var size: Int {
        switch self {
        case .all(let parts, _), .any(let parts, _): parts.reduce(1) { $0 + $1.size }
        case .not(let inner, _): 1 + inner.size
        case .threshold, .event, .firstTime, .personalBest: 1
        }
    }
}

/// Events of one kind whose facts meet every condition.
struct EventFilter: Sendable {
    var kind: Located<String>
    var conditions: [Condition]
}

struct Condition: Sendable {
    var fact: Located<String>
    var comparison: Comparison
    /// A literal, or (for a numeric fact) another fact of the same event.
    var operand: Located<String>
}

enum Comparison: String, Sendable, CaseIterable {
    case equals, atLeast, atMost, above, below
}

struct Aggregate: Sendable {
    var function: AggregateFunction
    /// The fact summed, or whose minimum, maximum or average is taken; `nil` for a count.
    var fact: Located<String>?
    var filter: EventFilter
    var window: Window?
    /// For a streak: weeks (Monday to Sunday) rather than days.
    var weeks = false
    var location: SourceLocation
}

/// Which events an aggregate takes: `withinDays: 30`, `during: thisWeek`,
/// `during: thisMonth`, or `since: { event: app.action, where: … }`.
enum Window: Sendable {
    case days(Located<Int>)
    case week, month
    case since(EventFilter)
}

enum AggregateFunction: String, Sendable, CaseIterable {
    case count, sum, min, max, average, daysActive, streak, longestStreak

    /// Whether it names an event kind itself (`count: app.session`) rather than a fact `of` one.
    var countsEvents: Bool { self == .count || self == .daysActive }
    var isStreak: Bool { self == .streak || self == .longestStreak }
}

/// `atLeast` and `atMost` (or `equals`, both), as written.
struct Bounds: Sendable {
    var atLeast: Located<String>?
    var atMost: Located<String>?
    var location: SourceLocation
}
