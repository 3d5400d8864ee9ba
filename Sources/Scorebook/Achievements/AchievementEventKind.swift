/// A kind of event an app records, such as `archery.match-finished`, and
/// the typed facts each one carries. Every event also has `kind` and `at`.
public struct AchievementEventKind: Sendable {
    /// Such as `archery.match-finished`.
    public let id: String
    /// The facts its events carry, in table order: a fact's index here is its
    /// index in ``AchievementHistory/value(_:fact:)``.
    public let facts: [AchievementFact]

    /// Made by the generated tables, from a table the compiler checked.
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
    /// The type of a fact's values, its raw value the word a table writes.
    public enum FactType: String, Sendable {
        /// `integer`: a whole number; `decimal`: exact to the thousandth; `boolean`:
        /// true or false; `text`: one of the fact's ``AchievementFact/choices``;
        /// `duration`: a length of time, in milliseconds.
        case integer, decimal, boolean, text, duration
        /// An instant with its UTC offset.
        case dateTime = "date-time"
        /// Whole numbers by key, such as points per event id.
        case integerMap = "integer-map"
    }

    /// Such as `archerScore`.
    public let name: String
    /// The type of its values, which says the ``FactValue`` an event gives it.
    public let type: FactType
    /// Whether an event may leave it out.
    public let optional: Bool
    /// Every value a text fact takes, from its table or from the ids it names.
    public let choices: [String]?

    /// Made by the generated tables, from a table the compiler checked.
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

    /// The second set's tables only when `first` defines none of the achievements.
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
