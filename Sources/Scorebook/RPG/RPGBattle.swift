/// A battle to evaluate: when it started (the instant its last player
/// accepted), its players' health samples and power-up activations, and the
/// instant to evaluate it at. Stats, sources and power-ups are indices into
/// the tables' lists.
public struct RPGBattle: Sendable {
    /// The instant the battle started: when its last player accepted.
    public var start: Timestamp
    /// As many as ``RPGBattleRules/players`` allows; the result keeps their order.
    public var players: [RPGBattlePlayer]
    /// While the battle runs, a sample counts for its part before `now` and an
    /// activation if it is at or before `now`; `nil` evaluates the battle as
    /// over, all its data in.
    public var now: Timestamp?

    /// A battle as given, checked only when ``RPGBattleRules/evaluate(_:powerUps:levels:)`` evaluates it.
    public init(start: Timestamp, players: [RPGBattlePlayer], now: Timestamp? = nil) {
        (self.start, self.players, self.now) = (start, players, now)
    }
}

/// One player of a battle: their level, the experience they earned earlier
/// today, their health samples and their power-up activations.
public struct RPGBattlePlayer: Sendable {
    /// The player's id, once in the battle; the result names the player by it.
    public var id: String
    /// Power-ups unlock by level.
    public var level: Int
    /// Experience already earned today, which the daily cap counts.
    public var experienceToday: Int
    /// In any order; no two of one stat and source may overlap.
    public var samples: [RPGSample]
    /// In any order; each outcome gives its position here as ``RPGActivationOutcome/index``.
    public var activations: [RPGActivation]

    /// A player as given, checked only when the battle is evaluated.
    public init(id: String, level: Int, experienceToday: Int = 0, samples: [RPGSample], activations: [RPGActivation] = []) {
        (self.id, self.level, self.experienceToday, self.samples, self.activations) =
            (id, level, experienceToday, samples, activations)
    }
}

/// An amount of one stat from one source over `[start, end)`, spread evenly over it.
public struct RPGSample: Sendable, Equatable {
    /// The stat, an index into ``RPGBattleRules/stats``.
    public var stat: Int
    /// Where the sample came from, an index into ``RPGBattleRules/sources``.
    public var source: Int
    /// The start of the sample's time, included.
    public var start: Timestamp
    /// The end of the sample's time, excluded; after `start`.
    public var end: Timestamp
    /// In thousandths of the stat's unit.
    public var thousandths: Int

    /// A sample as given, checked only when the battle is evaluated.
    public init(stat: Int, source: Int, start: Timestamp, end: Timestamp, thousandths: Int) {
        (self.stat, self.source, self.start, self.end, self.thousandths) = (stat, source, start, end, thousandths)
    }

    /// The most one sample may hold: just under a billion units (nine whole digits).
    public static let largestThousandths = 999_999_999_999
}

/// A player's activation of a power-up.
public struct RPGActivation: Sendable, Equatable {
    /// The power-up, an index into ``RPGPowerUps/powerUps``.
    public var powerUp: Int
    /// When the player activated it; outside the battle, it is refused.
    public var at: Timestamp
    /// The player it is cast on; `nil` for its own player, or for the only opponent.
    public var target: Int?

    /// An activation as given, checked only when the battle is evaluated.
    public init(powerUp: Int, at: Timestamp, target: Int? = nil) {
        (self.powerUp, self.at, self.target) = (powerUp, at, target)
    }
}
