/// A battle evaluated: its state, and each player's stats, points, result,
/// experience and power-ups.
public struct RPGBattleResult: Sendable, Equatable {
    public enum State: Sendable, Equatable {
        case inProgress(millisecondsLeft: Int)
        case won(winner: Int, knockout: Bool)
        case drawn
    }

    public let state: State
    public let start: Timestamp
    public let end: Timestamp
    /// What the result counts up to: `now`, or the end.
    public let evaluatedAt: Timestamp
    /// In the battle's order.
    public let players: [RPGPlayerResult]
}

public struct RPGPlayerResult: Sendable, Equatable {
    public enum Outcome: String, Sendable { case won, drawn, lost }

    public let id: String
    /// In the rules' order of stats.
    public let stats: [RPGStatResult]
    public let points: Int
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

public struct RPGCut: Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        /// From a source that does not count, such as one typed in by hand.
        case ignoredSource(Int)
        /// Counted by another source for the same minutes: only the larger counts.
        case overlappingSources
        /// Over the stat's plausible most in the hour starting at this instant.
        case hourlyCap(hourStart: Timestamp)
    }

    public let reason: Reason
    public let thousandths: Int

    public init(reason: Reason, thousandths: Int) { (self.reason, self.thousandths) = (reason, thousandths) }
}

public struct RPGActivationOutcome: Sendable, Equatable {
    public enum Refusal: Sendable, Equatable {
        case outsideBattle
        case notUnlocked(level: Int)
        case limitReached
        case onCooldown(until: Timestamp)
        /// A power-up of its group runs on the target and the group allows no other.
        case alreadyActive
        /// By this shield power-up; the activation is spent.
        case blockedByShield(Int)

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
    public let powerUp: Int
    public let at: Timestamp
    public let target: Int
    public let refusal: Refusal?
    /// When an applied effect runs, as later activations left it; an extension
    /// reports the effect it extended.
    public let from: Timestamp?
    public let until: Timestamp?
}
