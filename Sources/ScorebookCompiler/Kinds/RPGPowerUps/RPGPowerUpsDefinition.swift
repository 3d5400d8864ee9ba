import ScorebookCore

/// A `kind: rpg-power-ups` table as written: stacking groups, the cap on
/// combined boosts and drains, and the power-ups themselves.
struct RPGPowerUpsDefinition: Sendable {
    var header: TableHeader
    var groups: [StackingGroupDefinition]
    /// Percent: the most all boosts, and all debuffs, may add up to on one stat at once.
    var boostCap: Located<Int>
    var debuffCap: Located<Int>
    var powerUps: [PowerUpDefinition]
    /// Every group the file names, read or not; `nil` when the list is not a mapping.
    var groupsWritten: WrittenNames?
    /// Whether no power-up was left out for a mistake: only then is a group
    /// that holds none a slip.
    var everyPowerUpRead: Bool
}

/// How a second activation meets one of its group still running on the same player.
struct StackingGroupDefinition: Sendable {
    enum Policy: String, CaseIterable, Sendable {
        /// The running one ends; the new one runs its full duration.
        case refresh
        /// The running one runs on for the new one's duration.
        case extend
        /// Both run, up to `maxStacks`, sharing one timer that each activation restarts.
        case stack
        /// Refused while one runs.
        case none
    }
    /// What a stack's timer running out does.
    enum Expiry: String, CaseIterable, Sendable {
        case clear
        /// The oldest stack ends and the timer starts again.
        case dropOne
    }

    var id: Located<String>
    var policy: Policy
    var maxStacks: Int
    var onExpiry: Expiry
}

struct PowerUpDefinition: Sendable {
    enum Target: String, CaseIterable, Sendable { case oneself = "self", opponent }
    enum Window: String, CaseIterable, Sendable {
        /// From activation for its duration.
        case fromActivation
        /// All of the battle's activity, whenever it is activated.
        case wholeBattle
    }

    var id: Located<String>
    var name: String
    var flavour: String
    var unlockLevel: Located<Int>
    var target: Located<Target>
    var effect: EffectDefinition
    var window: Located<Window>
    /// Milliseconds; `nil` for a whole-battle effect.
    var duration: Located<Int>?
    var cooldown: Located<Int>
    var usesPerBattle: Located<Int>
    var group: Located<String>
}

enum EffectDefinition: Sendable {
    enum Kind: String, CaseIterable, Sendable { case boost, debuff, shield, reveal }

    /// Adds `percent` to what the stats count for (a debuff takes it away).
    case change(Kind, stats: [Located<String>], percent: Located<Int>)
    /// Blocks the next hostile power-up cast on its player.
    case shield
    /// Shows the opponent's live stats.
    case reveal

    var kind: Kind {
        switch self {
        case .change(let kind, _, _): kind
        case .shield: .shield
        case .reveal: .reveal
        }
    }

    var stats: [Located<String>] {
        if case .change(_, let stats, _) = self { stats } else { [] }
    }

    /// The target the effect is for: a boost or shield helps its player, the rest act on an opponent.
    var target: PowerUpDefinition.Target { kind == .boost || kind == .shield ? .oneself : .opponent }
}
