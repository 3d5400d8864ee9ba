/// An achievement: what it says to the person, and its rule, compiled by the
/// generator into Swift (no rule is interpreted at run time).
public struct Achievement: Sendable {
    /// Such as `first-test`; each tier of a tiered achievement has its own, `tests-bronze` and so on.
    public let id: String
    /// What it is called, such as `On the books`; every tier of a tiered achievement shares it.
    public let title: String
    /// Encouraging, always.
    public let message: String
    /// `bronze`, `silver` or `gold`.
    public let tier: String
    /// The points it is worth; every tier of a tiered achievement is worth the same.
    public let points: Int
    /// Whether its rule is secret: `achievements.list` always leaves out its
    /// `criterion`; show the rule only once it is unlocked.
    public let hidden: Bool
    /// Earned again each time its rule is met anew.
    public let repeatable: Bool
    /// The group it is listed under, such as `archery`; `nil` for one in no group.
    public let group: String?
    /// The rule as the table writes it, for people.
    public let criterion: String
    /// For an incremental achievement: the number its progress counts toward.
    public let target: Int?

    /// Made by the generated tables, from a table the compiler checked.
    @_spi(ScorebookTables) public init(
        id: String, title: String, message: String, tier: String, points: Int, hidden: Bool, repeatable: Bool,
        group: String?, criterion: String, target: Int?
    ) {
        (self.id, self.title, self.message, self.tier, self.points) = (id, title, message, tier, points)
        (self.hidden, self.repeatable, self.group, self.criterion, self.target) = (hidden, repeatable, group, criterion, target)
    }
}

/// Every achievement of a set of tables and the one function, generated,
/// that evaluates them all in one pass over a history.
public final class AchievementRules: Sendable {
    /// Every achievement, in file order, a tiered one once per tier;
    /// ``AchievementTally`` counts them by their index here.
    public let achievements: [Achievement]
    /// The history, the day start, and the local day of `now` if given.
    let evaluate: @Sendable (AchievementHistory, Int, Int?) -> AchievementTally

    /// Made by the generated tables, from a table the compiler checked.
    @_spi(ScorebookTables) public init(
        achievements: [Achievement], evaluate: @escaping @Sendable (AchievementHistory, Int, Int?) -> AchievementTally
    ) {
        (self.achievements, self.evaluate) = (achievements, evaluate)
    }

    /// Rules with no achievements, for tables that define none: nothing is ever earned.
    public static let empty = AchievementRules(achievements: []) { _, _, _ in AchievementTally(count: 0) }

    /// What a history earns: the achievements it newly unlocks (each one not
    /// in `unlocked`; a repeatable one once more for each time it is earned
    /// beyond the times `unlocked` lists it) and every incremental one's
    /// progress. `dayStart`: minutes past local midnight a day starts.
    /// `now`: when it is evaluated, after the last event; windows of days end
    /// on its local day, so a rule that holds once old events leave a window holds then.
    public func evaluate(
        _ history: AchievementHistory, unlocked: [String], dayStart: Int = 0, now: Timestamp? = nil
    ) -> AchievementResult {
        let tally = evaluate(history, dayStart, now?.localDay(dayStart: dayStart))
        var unlockedCount: [String: Int] = [:]
        for id in unlocked { unlockedCount[id, default: 0] += 1 }
        var newly: [Achievement] = []
        var progress: [AchievementProgress] = []
        for (index, achievement) in achievements.enumerated() {
            let earned = tally.earned[index]
            let already = unlockedCount[achievement.id] ?? 0
            let times = achievement.repeatable ? max(0, earned - already) : (earned > 0 && already == 0 ? 1 : 0)
            newly += repeatElement(achievement, count: times)
            if let target = achievement.target {
                let done = earned > 0 || already > 0
                let current = done ? target : min(tally.best[index], target)
                progress.append(
                    AchievementProgress(id: achievement.id, current: max(0, current), target: target, percent: max(0, current) * 100 / target))
            }
        }
        return AchievementResult(unlocked: newly, progress: progress)
    }
}

/// What a history earns, from ``AchievementRules/evaluate(_:unlocked:dayStart:now:)``.
public struct AchievementResult: Sendable {
    /// The achievements it newly unlocks, in file order: a repeatable one once
    /// for each time it is earned beyond the times `unlocked` lists it.
    public let unlocked: [Achievement]
    /// Every incremental achievement's progress, in file order.
    public let progress: [AchievementProgress]
}

/// How far an incremental achievement has come toward its target.
public struct AchievementProgress: Sendable, Equatable {
    /// The achievement's id, as ``Achievement/id``.
    public let id: String
    /// The best the history reached, 0 … `target` (the target itself once earned
    /// or already unlocked); a duration counts milliseconds, a decimal thousandths.
    public let current: Int
    /// The number `current` counts toward, as ``Achievement/target``.
    public let target: Int
    /// Whole percent, 0 … 100.
    public let percent: Int
}

/// What the generated evaluation counts, per achievement: how many times it
/// was earned, and the best progress reached (progress never moves back).
public struct AchievementTally: Sendable {
    /// Per achievement, by its index in ``AchievementRules/achievements``: how many times it was earned.
    public var earned: [Int]
    /// Per achievement: the best progress reached; `Int.min` while there is none.
    public var best: [Int]
    /// Whether each state rule held after the previous event: it is earned when it starts to hold.
    var held: [Bool]

    /// A tally of `count` achievements, none earned and none with progress yet.
    public init(count: Int) {
        earned = Array(repeating: 0, count: count)
        best = Array(repeating: Int.min, count: count)
        held = Array(repeating: false, count: count)
    }

    /// A rule about the event just recorded: earned each time it holds.
    public mutating func event(_ index: Int, holds: Bool) {
        if holds { earned[index] += 1 }
    }

    /// A rule about the history so far: earned each time it starts to hold.
    public mutating func state(_ index: Int, holds: Bool, progress: Int? = nil) {
        if holds && !held[index] { earned[index] += 1 }
        held[index] = holds
        if let progress, progress > best[index] { best[index] = progress }
    }
}

extension ScorebookTables {
    /// Every achievement, in file order.
    public var achievements: [Achievement] { self[AchievementRulesKey.self].achievements }

    /// The rules that evaluate them.
    public var achievementRuleSet: AchievementRules { self[AchievementRulesKey.self] }
}

/// Where ``ScorebookTables`` holds the achievements and the rules that evaluate them.
@_spi(ScorebookTables) public enum AchievementRulesKey: ScorebookTableKey {
    public typealias Value = AchievementRules

    /// `first`'s if it has achievements or event kinds, as ``AchievementEventKindsKey``.
    public static func combine(_ first: ScorebookTables, _ second: ScorebookTables, into combined: ScorebookTables) -> Value {
        (first.hasAchievements ? first : second)[Self.self]
    }

    /// The second set's tables only when `first` defines none of the achievements.
    public static func servesSecond(beside first: ScorebookTables) -> Bool { !first.hasAchievements }
}

extension Scorebook {
    /// Every achievement in `Tables/`, in file order.
    public static var achievements: [Achievement] { ScorebookTables.builtIn.achievements }

    /// The rules that evaluate them.
    public static var achievementRuleSet: AchievementRules { ScorebookTables.builtIn.achievementRuleSet }
}
