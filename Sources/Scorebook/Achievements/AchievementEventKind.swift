/// A kind of event an app records, such as `archery.match-finished`, and
/// the typed facts each one carries. Every event also has `kind` and `at`.
public struct AchievementEventKind: Sendable {
    public let id: String
    public let facts: [AchievementFact]

    @_spi(ScorebookTables) public init(id: String, facts: [AchievementFact]) {
        (self.id, self.facts) = (id, facts)
    }

    /// The fact with this name, by bytes.
    public func fact(_ name: String) -> AchievementFact? {
        facts.first { name.hasSameBytes(asASCII: $0.name) }
    }
}

/// One fact of an event kind.
public struct AchievementFact: Sendable {
    public enum FactType: String, Sendable {
        case integer, decimal, boolean, text, duration
        case dateTime = "date-time"
        case integerMap = "integer-map"
    }

    /// Such as `archerScore`.
    public let name: String
    public let type: FactType
    /// Whether an event may leave it out.
    public let optional: Bool
    /// Every value a text fact takes, from its table or from the ids it names.
    public let choices: [String]?

    @_spi(ScorebookTables) public init(name: String, type: FactType, optional: Bool, choices: [String]?) {
        (self.name, self.type, self.optional, self.choices) = (name, type, optional, choices)
    }
}

extension ScorebookTables {
    /// Every kind of event achievements are earned from, in file order.
    public var achievementEventKinds: [AchievementEventKind] { self[AchievementEventKindsKey.self] }

    /// The event kind with this id, such as `app.action`.
    public func achievementEventKind(_ id: String) -> AchievementEventKind? {
        achievementEventKinds.first { id.hasSameBytes(asASCII: $0.id) }
    }
}

/// Where ``ScorebookTables`` holds the kinds of event achievements are earned from.
@_spi(ScorebookTables) public enum AchievementEventKindsKey: ScorebookTableKey {
    public typealias Value = [AchievementEventKind]

    /// The achievements are one unit with their event kinds: `first`'s if it has any.
    public static func combine(_ first: ScorebookTables, _ second: ScorebookTables, into combined: ScorebookTables) -> Value {
        (first.hasAchievements ? first : second)[Self.self]
    }

    public static func servesSecond(beside first: ScorebookTables) -> Bool { !first.hasAchievements }
}

extension ScorebookTables {
    /// Whether these tables define achievements or their event kinds: rules
    /// compiled against their own kinds, kept together when tables combine.
    var hasAchievements: Bool {
        !(registered(AchievementEventKindsKey.self)?.isEmpty ?? true)
            || !(registered(AchievementRulesKey.self)?.achievements.isEmpty ?? true)
    }
}

extension Scorebook {
    /// Every kind of event achievements are earned from in `Tables/`, in file order.
    public static var achievementEventKinds: [AchievementEventKind] { ScorebookTables.builtIn.achievementEventKinds }

    /// The event kind with this id, such as `app.action`.
    public static func achievementEventKind(_ id: String) -> AchievementEventKind? {
        ScorebookTables.builtIn.achievementEventKind(id)
    }
}
