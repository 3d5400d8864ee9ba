/// The fitness RPG's battle rules, compiled from the `rpg-battles` table:
/// the stats that decide a battle, how each becomes points, who wins, and
/// which samples count. Amounts of a stat are kept in thousandths of its unit.
public struct RPGBattleRules: Sendable {
    /// Whole hours.
    public let lengthMilliseconds: Int
    /// How many players a battle may have.
    public let players: ClosedRange<Int>
    /// In the table's order, which is every answer's.
    public let stats: [RPGStat]
    /// How a battle is won.
    public let winner: RPGWinRule
    /// The sources a sample may come from, in the table's order.
    public let sources: [RPGSource]

    /// Made by the generated tables, from a table the compiler checked.
    @_spi(ScorebookTables) public init(
        lengthMilliseconds: Int, players: ClosedRange<Int>, stats: [RPGStat], winner: RPGWinRule, sources: [RPGSource]
    ) {
        (self.lengthMilliseconds, self.players, self.stats, self.winner, self.sources) =
            (lengthMilliseconds, players, stats, winner, sources)
    }

    /// The index in ``RPGBattleRules/stats`` of the stat with this id, such as `steps`; `nil` if none.
    public func stat(_ id: String) -> Int? { stats.firstIndex { $0.id.hasSameBytes(as: id) } }
    /// The index in ``RPGBattleRules/sources`` of the source with this id, such as `watch`; `nil` if none.
    public func source(_ id: String) -> Int? { sources.firstIndex { $0.id.hasSameBytes(as: id) } }
}

/// One stat a battle counts, such as steps.
public struct RPGStat: Sendable, Equatable {
    /// The stat's id, such as `steps`.
    public let id: String
    /// The name to show, such as `Active calories`.
    public let name: String
    /// The unit its amounts are in, such as `kcal`.
    public let unit: String
    /// `points` battle points for every `perThousandths` of the stat.
    public let points: Int
    /// The amount of the stat, in thousandths of its unit, that earns `points`.
    public let perThousandths: Int
    /// The most points the stat gives in each day of a battle.
    public let dailyCap: Int
    /// The most an hour of a battle may hold; more is cut as implausible.
    public let hourlyCapThousandths: Int

    /// Made by the generated tables, from a table the compiler checked.
    @_spi(ScorebookTables) public init(
        id: String, name: String, unit: String, points: Int, perThousandths: Int, dailyCap: Int, hourlyCapThousandths: Int
    ) {
        (self.id, self.name, self.unit, self.points, self.perThousandths) = (id, name, unit, points, perThousandths)
        (self.dailyCap, self.hourlyCapThousandths) = (dailyCap, hourlyCapThousandths)
    }
}

/// How a battle is won. Both margins are in battle points.
public struct RPGWinRule: Sendable, Equatable {
    /// What decides a battle.
    public enum Measure: String, Sendable {
        /// The most battle points.
        case points
        /// The most stats won.
        case categories
    }
    /// What decides between players level on categories.
    public enum TieBreak: String, Sendable {
        /// The most battle points, by more than the draw margin.
        case points
        /// Nothing: they draw.
        case none
    }

    /// Whether the most battle points or the most stats won decides a battle.
    public let by: Measure
    /// With `categories`: what decides players level on categories.
    public let tieBreak: TieBreak
    /// A lead of at most this is a draw.
    public let drawMargin: Int
    /// A win by at least this is a knockout.
    public let knockoutMargin: Int

    /// Made by the generated tables, from a table the compiler checked.
    @_spi(ScorebookTables) public init(by: Measure, tieBreak: TieBreak, drawMargin: Int, knockoutMargin: Int) {
        (self.by, self.tieBreak, self.drawMargin, self.knockoutMargin) = (by, tieBreak, drawMargin, knockoutMargin)
    }
}

/// Where samples come from, such as a watch; a sample typed in by hand is not counted.
public struct RPGSource: Sendable, Equatable {
    /// The source's id, such as `watch`.
    public let id: String
    /// Whether its samples count; the others' are cut, reason `ignoredSource`.
    public let counted: Bool

    /// Made by the generated tables, from a table the compiler checked.
    @_spi(ScorebookTables) public init(id: String, counted: Bool) { (self.id, self.counted) = (id, counted) }
}

extension ScorebookTables {
    /// The fitness RPG's battle rules, if the tables have an `rpg-battles` table.
    public var rpgBattles: RPGBattleRules? { self[RPGBattlesKey.self] }
}

/// Where ``ScorebookTables`` holds the fitness RPG's battle rules.
@_spi(ScorebookTables) public enum RPGBattlesKey: ScorebookTableKey {
    public typealias Value = RPGBattleRules?

    /// `first`'s if it has any of the RPG, as ``RPGLevelsKey``.
    public static func combine(_ first: ScorebookTables, _ second: ScorebookTables, into combined: ScorebookTables) -> Value {
        (first.hasRPG ? first : second)[Self.self]
    }

    /// The second set's tables only when `first` defines none of the RPG.
    public static func servesSecond(beside first: ScorebookTables) -> Bool { !first.hasRPG }
}

extension Scorebook {
    /// The fitness RPG's battle rules in `Tables/`.
    public static var rpgBattles: RPGBattleRules? { ScorebookTables.builtIn.rpgBattles }
}
