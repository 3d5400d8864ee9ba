/// The fitness RPG's levels: the experience each level starts at, expanded
/// by the generator from the table's curve, and what a battle earns.
///
/// ```swift
/// let levels = ScorebookTables.builtIn.rpgLevels!
/// levels.level(forExperience: 420)   // level 6, 20 into it, 190 to the next
/// ```
public struct RPGLevels: Sendable {
    /// The highest level; levels run from 1 to it.
    public let maximumLevel: Int
    /// `starts[L - 1]`: the total experience level L starts at (level 1 at 0).
    public let starts: [Int]
    /// The experience a battle earns by its result.
    public let rewards: RPGExperienceRewards

    /// Made by the generated tables, from a table the compiler checked.
    @_spi(ScorebookTables) public init(starts: [Int], rewards: RPGExperienceRewards) {
        (self.maximumLevel, self.starts, self.rewards) = (starts.count, starts, rewards)
    }

    /// The experience from `level` to the next; `nil` at the maximum level or outside the levels.
    public func toNextLevel(from level: Int) -> Int? {
        guard (1..<maximumLevel).contains(level) else { return nil }
        return starts[level] - starts[level - 1]
    }

    /// The level a total of experience reaches (negative counts as none).
    public func level(forExperience experience: Int) -> RPGLevel {
        // The last level whose start is at most `experience`: a binary search of the starts.
        var low = 0, high = starts.count
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if starts[middle] <= experience { low = middle } else { high = middle }
        }
        let level = low + 1
        return RPGLevel(
            level: level, experience: experience, intoLevel: max(0, experience - starts[low]),
            toNextLevel: level < maximumLevel ? starts[level] - max(experience, 0) : nil)
    }
}

/// Where a total of experience stands.
public struct RPGLevel: Sendable, Equatable {
    /// The level reached, from 1 to the maximum.
    public let level: Int
    /// The total of experience, as given.
    public let experience: Int
    /// Experience past the level's start.
    public let intoLevel: Int
    /// Experience still needed for the next level; `nil` at the maximum.
    public let toNextLevel: Int?
}

/// Experience a battle earns by its result; a knockout adds to a win.
public struct RPGExperienceRewards: Sendable, Equatable {
    /// Experience for a win.
    public let won: Int
    /// Experience for a draw.
    public let drawn: Int
    /// Experience for a loss.
    public let lost: Int
    /// Experience added for each stat the player won, whatever the result.
    public let perCategoryWon: Int
    /// Experience added to a win by knockout.
    public let knockout: Int
    /// At most this much from battles in one local day.
    public let dailyCap: Int

    /// Made by the generated tables, from a table the compiler checked.
    @_spi(ScorebookTables) public init(won: Int, drawn: Int, lost: Int, perCategoryWon: Int, knockout: Int, dailyCap: Int) {
        (self.won, self.drawn, self.lost, self.perCategoryWon, self.knockout, self.dailyCap) =
            (won, drawn, lost, perCategoryWon, knockout, dailyCap)
    }
}

extension ScorebookTables {
    /// The fitness RPG's levels, if the tables have an `rpg-levels` table.
    public var rpgLevels: RPGLevels? { self[RPGLevelsKey.self] }
}

/// Where ``ScorebookTables`` holds the fitness RPG's levels.
@_spi(ScorebookTables) public enum RPGLevelsKey: ScorebookTableKey {
    public typealias Value = RPGLevels?

    /// The RPG is one unit, its levels, battles and power-ups: `first`'s if it has any.
    public static func combine(_ first: ScorebookTables, _ second: ScorebookTables, into combined: ScorebookTables) -> Value {
        (first.hasRPG ? first : second)[Self.self]
    }

    /// The second set's tables only when `first` defines none of the RPG.
    public static func servesSecond(beside first: ScorebookTables) -> Bool { !first.hasRPG }
}

extension ScorebookTables {
    /// Whether these tables define any of the RPG: power-ups name their
    /// battles' stats and their levels, so the three are kept together.
    var hasRPG: Bool {
        (registered(RPGLevelsKey.self) ?? nil) != nil || (registered(RPGBattlesKey.self) ?? nil) != nil
            || !(registered(RPGPowerUpsKey.self)?.powerUps.isEmpty ?? true)
    }
}

extension Scorebook {
    /// The fitness RPG's levels in `Tables/`.
    public static var rpgLevels: RPGLevels? { ScorebookTables.builtIn.rpgLevels }
}
