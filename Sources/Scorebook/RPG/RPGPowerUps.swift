/// The fitness RPG's power-ups, compiled from the `rpg-power-ups` table, with
/// the stacking groups that say how activations meet.
public struct RPGPowerUps: Sendable {
    /// The stacking groups, in the table's order.
    public let groups: [RPGStackingGroup]
    /// Percent: the most all running boosts, and all debuffs, add up to on one
    /// stat at once. The build checks no combination of power-ups passes them.
    public let boostCap: Int
    /// Percent: the most all running debuffs add up to on one stat at once.
    public let debuffCap: Int
    /// Every power-up, in the table's order.
    public let powerUps: [RPGPowerUp]

    /// Made by the generated tables, from a table the compiler checked.
    @_spi(ScorebookTables) public init(groups: [RPGStackingGroup], boostCap: Int, debuffCap: Int, powerUps: [RPGPowerUp]) {
        (self.groups, self.boostCap, self.debuffCap, self.powerUps) = (groups, boostCap, debuffCap, powerUps)
    }

    /// No power-ups: tables without an `rpg-power-ups` table.
    public static let none = RPGPowerUps(groups: [], boostCap: 0, debuffCap: 0, powerUps: [])

    /// The index in ``RPGPowerUps/powerUps`` of the power-up with this id, such as `quick-step`; `nil` if none.
    public func index(of id: String) -> Int? { powerUps.firstIndex { $0.id.hasSameBytes(as: id) } }

    /// The power-ups a player of `level` has unlocked, in the table's order.
    public func unlocked(at level: Int) -> [RPGPowerUp] { powerUps.filter { $0.unlockLevel <= level } }
}

/// One power-up: what it does, to whom, for how long, and how often.
public struct RPGPowerUp: Sendable, Equatable {
    /// Which of the battle's activity the effect counts.
    public enum Window: String, Sendable {
        /// From activation for its duration.
        case fromActivation = "from-activation"
        /// All of the battle's activity, whenever it is activated, to the battle's end.
        case wholeBattle = "whole-battle"
    }

    /// The power-up's id, such as `quick-step`.
    public let id: String
    /// The name to show, such as `Quick Step`.
    public let name: String
    /// A line of flavour text to show with it.
    public let flavour: String
    /// The level a player needs to activate it.
    public let unlockLevel: Int
    /// What it does while it runs.
    public let effect: RPGEffect
    /// From activation for its duration, or the whole battle.
    public let window: Window
    /// `nil` for a whole-battle effect.
    public let durationMilliseconds: Int?
    /// After an activation, the same player cannot activate it again for this long.
    public let cooldownMilliseconds: Int
    /// How often a player may activate it in one battle; one a shield blocks counts.
    public let usesPerBattle: Int
    /// Its index in ``RPGPowerUps/groups``.
    public let group: Int

    /// Made by the generated tables, from a table the compiler checked.
    @_spi(ScorebookTables) public init(
        id: String, name: String, flavour: String, unlockLevel: Int, effect: RPGEffect, window: Window,
        durationMilliseconds: Int?, cooldownMilliseconds: Int, usesPerBattle: Int, group: Int
    ) {
        (self.id, self.name, self.flavour, self.unlockLevel, self.effect) = (id, name, flavour, unlockLevel, effect)
        (self.window, self.durationMilliseconds, self.cooldownMilliseconds) = (window, durationMilliseconds, cooldownMilliseconds)
        (self.usesPerBattle, self.group) = (usesPerBattle, group)
    }

    /// Cast on an opponent: a shield can block it.
    public var isHostile: Bool { effect.isHostile }
}

/// What a power-up does.
public enum RPGEffect: Sendable, Equatable {
    /// The stats (indices into ``RPGBattleRules/stats``) count `percent` more.
    case boost(stats: [Int], percent: Int)
    /// An opponent's stats count `percent` less.
    case debuff(stats: [Int], percent: Int)
    /// Blocks the next hostile power-up cast on its player while it runs.
    case shield
    /// Shows an opponent's live stats while it runs.
    case reveal

    /// The effect's name in answers, such as `boost`.
    public var name: String {
        switch self {
        case .boost: "boost"
        case .debuff: "debuff"
        case .shield: "shield"
        case .reveal: "reveal"
        }
    }

    /// Whether it is cast on an opponent: a debuff or a reveal.
    public var isHostile: Bool {
        switch self {
        case .debuff, .reveal: true
        case .boost, .shield: false
        }
    }
}

/// How a second activation meets one of its group still running on the same player.
public struct RPGStackingGroup: Sendable, Equatable {
    /// How a second activation meets a running one.
    public enum Policy: String, Sendable {
        /// The running one ends; the new one runs its full duration.
        case refresh
        /// The running one runs on for the new one's duration.
        case extend
        /// Both run, up to `maxStacks`, sharing one timer each activation restarts
        /// (the oldest ends to make room).
        case stack
        /// Refused while one runs.
        case none
    }
    /// What a `stack` group's timer running out does.
    public enum Expiry: String, Sendable {
        /// Every stack ends.
        case clear
        /// The oldest stack ends and the timer starts again.
        case dropOne = "drop-one"
    }

    /// The group's id, such as `surge`.
    public let id: String
    /// How a second activation meets one of the group still running.
    public let policy: Policy
    /// Above 1 only for `stack`.
    public let maxStacks: Int
    /// What the timer running out does under `stack`; `clear` for any other policy, where it is unused.
    public let onExpiry: Expiry

    /// Made by the generated tables, from a table the compiler checked.
    @_spi(ScorebookTables) public init(id: String, policy: Policy, maxStacks: Int, onExpiry: Expiry) {
        (self.id, self.policy, self.maxStacks, self.onExpiry) = (id, policy, maxStacks, onExpiry)
    }
}

extension ScorebookTables {
    /// The fitness RPG's power-ups; none without an `rpg-power-ups` table.
    public var rpgPowerUps: RPGPowerUps { self[RPGPowerUpsKey.self] }
}

/// Where ``ScorebookTables`` holds the fitness RPG's power-ups.
@_spi(ScorebookTables) public enum RPGPowerUpsKey: ScorebookTableKey {
    public typealias Value = RPGPowerUps

    /// `first`'s if it has any of the RPG, as ``RPGLevelsKey``.
    public static func combine(_ first: ScorebookTables, _ second: ScorebookTables, into combined: ScorebookTables) -> Value {
        (first.hasRPG ? first : second)[Self.self]
    }

    /// The second set's tables only when `first` defines none of the RPG.
    public static func servesSecond(beside first: ScorebookTables) -> Bool { !first.hasRPG }
}

extension Scorebook {
    /// The fitness RPG's power-ups in `Tables/`.
    public static var rpgPowerUps: RPGPowerUps { ScorebookTables.builtIn.rpgPowerUps }
}
