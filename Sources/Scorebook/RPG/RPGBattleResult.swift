/// A battle evaluated: its state, and each player's stats, points, result,
/// experience and power-ups.
public struct RPGBattleResult: Sendable, Equatable {
    /// Where the battle stands at ``RPGBattleResult/evaluatedAt``.
    public enum State: Sendable, Equatable {
        /// Not over yet: `millisecondsLeft` to its end.
        case inProgress(millisecondsLeft: Int)
        /// Won by `winner`, an index into ``RPGBattleResult/players``; `knockout` when
        /// by at least ``RPGWinRule/knockoutMargin`` over every other player.
        case won(winner: Int, knockout: Bool)
        /// Over with no winner.
        case drawn
    }

    /// In progress, won or drawn.
    public let state: State
    /// The battle's start, as given.
    public let start: Timestamp
    /// The battle's start plus ``RPGBattleRules/lengthMilliseconds``.
    public let end: Timestamp
    /// What the result counts up to: `now`, or the end.
    public let evaluatedAt: Timestamp
    /// In the battle's order.
    public let players: [RPGPlayerResult]
}

/// One player's part of a battle evaluated: stats, points, result, experience and power-ups.
public struct RPGPlayerResult: Sendable, Equatable {
    /// How the battle ended for the player.
    public enum Outcome: String, Sendable {
        /// The player is the winner.
        case won
        /// No one won, and the player was within the draw margin of the best (or
        /// level on categories with no tie-break).
        case drawn
        /// Any other end.
        case lost
    }

    /// The player's id, as in the battle.
    public let id: String
    /// In the rules' order of stats.
    public let stats: [RPGStatResult]
    /// Battle points: the stats' points added up.
    public let points: Int
    /// How many stats the player won (see ``RPGStatResult/won``).
    public let categoriesWon: Int
    /// `nil` while the battle runs.
    public let outcome: Outcome?
    /// What the battle earns, within the daily cap; `nil` while it runs.
    public let experience: Int?
    /// What it would earn without the daily cap.
    public let experienceBeforeCap: Int?
    /// Every activation up to `now`, in the order they happened.
    public let activations: [RPGActivationOutcome]
}

/// One stat of one player, in thousandths of its unit.
public struct RPGStatResult: Sendable, Equatable {
    /// Every sample, every source, within the battle.
    public let raw: Int
    /// What the fairness rules count.
    public let accepted: Int
    /// What `raw` lost and why: `raw − accepted` in all.
    public let cuts: [RPGCut]
    /// `accepted` with boosts and debuffs, each day rounded down to the thousandth.
    public let boosted: Int
    /// Battle points, each day within the stat's daily cap.
    public let points: Int
    /// Whether this player has the most points of the stat, alone.
    public let won: Bool
}

/// Part of a stat's raw amount that the fairness rules did not accept, and why.
public struct RPGCut: Sendable, Equatable {
    /// Why an amount was cut.
    public enum Reason: Sendable, Equatable {
        /// From a source that does not count, such as one typed in by hand.
        case ignoredSource(Int)
        /// Counted by another source for the same minutes: only the larger counts.
        case overlappingSources
        /// Over the stat's plausible most in the hour starting at this instant.
        case hourlyCap(hourStart: Timestamp)
    }

    /// Why the amount was cut.
    public let reason: Reason
    /// The amount cut, in thousandths of the stat's unit.
    public let thousandths: Int

    /// A cut of `thousandths` for `reason`.
    public init(reason: Reason, thousandths: Int) { (self.reason, self.thousandths) = (reason, thousandths) }
}

/// What became of one power-up activation: refused and why, or applied and when its effect runs.
public struct RPGActivationOutcome: Sendable, Equatable {
    /// Why an activation was refused.
    public enum Refusal: Sendable, Equatable {
        /// Before the battle's start, or at or after its end.
        case outsideBattle
        /// The player is below `level`, the level the power-up unlocks at.
        case notUnlocked(level: Int)
        /// The player has used the power-up as often as ``RPGPowerUp/usesPerBattle`` allows.
        case limitReached
        /// The player used the power-up too recently: it can be activated again at `until`.
        case onCooldown(until: Timestamp)
        /// A power-up of its group runs on the target and the group allows no other.
        case alreadyActive
        /// By this shield power-up; the activation is spent.
        case blockedByShield(Int)

        /// The refusal's name in answers, such as `on-cooldown`.
        public var name: String {
            switch self {
            case .outsideBattle: "outside-battle"
            case .notUnlocked: "not-unlocked"
            case .limitReached: "limit-reached"
            case .onCooldown: "on-cooldown"
            case .alreadyActive: "already-active"
            case .blockedByShield: "blocked-by-shield"
            }
        }
    }

    /// Its position in the player's list of activations.
    public let index: Int
    /// The power-up, an index into ``RPGPowerUps/powerUps``.
    public let powerUp: Int
    /// When the player activated it, as given.
    public let at: Timestamp
    /// The player it is cast on, an index into the battle's players, even when the activation named none.
    public let target: Int
    /// Why it was refused; `nil` when it was applied.
    public let refusal: Refusal?
    /// When an applied effect runs, as later activations left it; an extension
    /// reports the effect it extended.
    public let from: Timestamp?
    /// When that effect stops, no later than the battle's end; `nil` for a refused activation.
    public let until: Timestamp?
}
