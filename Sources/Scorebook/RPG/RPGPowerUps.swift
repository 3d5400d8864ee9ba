/// The fitness RPG's power-ups, compiled from the `rpg-power-ups` table, with
/// the stacking groups that say how activations meet.
public struct RPGPowerUps: Sendable {
    public let groups: [RPGStackingGroup]
    /// Percent: the most all running boosts, and all debuffs, add up to on one
    /// stat at once. The build checks no combination of power-ups passes them.
    public let boostCap: Int
    public let debuffCap: Int
    public let powerUps: [RPGPowerUp]

    @_spi(ScorebookTables) public init(groups: [RPGStackingGroup], boostCap: Int, debuffCap: Int, powerUps: [RPGPowerUp]) {
        (self.groups, self.boostCap, self.debuffCap, self.powerUps) = (groups, boostCap, debuffCap, powerUps)
    }

    /// No power-ups: tables without an `rpg-power-ups` table.
    public static let none = RPGPowerUps(groups: [], boostCap: 0, debuffCap: 0, powerUps: [])

    public func index(of id: String) -> Int? { powerUps.firstIndex { $0.id.hasSameBytes(as: id) } }

    /// The power-ups a player of `level` has unlocked, in the table's order.
    public func unlocked(at level: Int) -> [RPGPowerUp] { powerUps.filter { $0.unlockLevel <= level } }
}

/// One power-up: what it does, to whom, for how long, and how often.
public struct RPGPowerUp: Sendable, Equatable {
    public enum Window: String, Sendable {
        /// From activation for its duration.
        case fromActivation = "from-activation"
        /// All of the battle's activity, whenever it is activated, to the battle's end.
        case wholeBattle = "whole-battle"
    }

    public let id: String
    public let name: String
    public let flavour: String
    public let unlockLevel: Int
    public let effect: RPGEffect
    public let window: Window
    /// `nil` for a whole-battle effect.
    public let durationMilliseconds: Int?
    /// After an activation, the same player cannot activate it again for this long.
    public let cooldownMilliseconds: Int
    public let usesPerBattle: Int
    /// Its index in ``RPGPowerUps/groups``.
    public let group: Int

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

public enum RPGEffect: Sendable, Equatable {
    /// The stats (indices into ``RPGBattleRules/stats``) count `percent` more.
    case boost(stats: [Int], percent: Int)
    /// An opponent's stats count `percent` less.
    case debuff(stats: [Int], percent: Int)
    /// Blocks the next hostile power-up cast on its player while it runs.
    case shield
    /// Shows an opponent's live stats while it runs.
    case reveal

    public var name: String {
        switch self {
        case .boost: "boost"
        case .debuff: "debuff"
        case .shield: "shield"
        case .reveal: "reveal"
        }
    }

    public var isHostile: Bool {
        switch self {
        case .debuff, .reveal: true
        case .boost, .shield: false
        }
    }
}

/// How a second activation meets one of its group still running on the same player.
public struct RPGStackingGroup: Sendable, Equatable {
    public enum Policy: String, Sendable { case refresh, extend, stack, none }
    public enum Expiry: String, Sendable {
        case clear
        case dropOne = "drop-one"
    }

    public let id: String
    public let policy: Policy
    /// Above 1 only for `stack`.
    public let maxStacks: Int
    public let onExpiry: Expiry

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

    public static func servesSecond(beside first: ScorebookTables) -> Bool { !first.hasRPG }
}

extension Scorebook {
    /// The fitness RPG's power-ups in `Tables/`.
    public static var rpgPowerUps: RPGPowerUps { ScorebookTables.builtIn.rpgPowerUps }
}
