/// A battle to evaluate: when it started (the instant its last player
/// accepted), its players' health samples and power-up activations, and the
/// instant to evaluate it at. Stats, sources and power-ups are indices into
/// the tables' lists.
public struct RPGBattle: Sendable {
    public var start: Timestamp
    public var players: [RPGBattlePlayer]
    /// While the battle runs, only what happened before `now` counts; `nil`
    /// evaluates the battle as over, all its data in.
    public var now: Timestamp?

    public init(start: Timestamp, players: [RPGBattlePlayer], now: Timestamp? = nil) {
        (self.start, self.players, self.now) = (start, players, now)
    }
}

public struct RPGBattlePlayer: Sendable {
    public var id: String
    /// Power-ups unlock by level.
    public var level: Int
    /// Experience already earned today, which the daily cap counts.
    public var experienceToday: Int
    public var samples: [RPGSample]
    public var activations: [RPGActivation]

    public init(id: String, level: Int, experienceToday: Int = 0, samples: [RPGSample], activations: [RPGActivation] = []) {
        (self.id, self.level, self.experienceToday, self.samples, self.activations) =
            (id, level, experienceToday, samples, activations)
    }
}

/// An amount of one stat from one source over `[start, end)`, spread evenly over it.
public struct RPGSample: Sendable, Equatable {
    public var stat: Int
    public var source: Int
    public var start: Timestamp
    public var end: Timestamp
    /// In thousandths of the stat's unit.
    public var thousandths: Int

    public init(stat: Int, source: Int, start: Timestamp, end: Timestamp, thousandths: Int) {
        (self.stat, self.source, self.start, self.end, self.thousandths) = (stat, source, start, end, thousandths)
    }

    /// The most one sample may hold: just under a billion units (nine whole digits).
    public static let largestThousandths = 999_999_999_999
}

public struct RPGActivation: Sendable, Equatable {
    public var powerUp: Int
    public var at: Timestamp
    /// The player it is cast on; `nil` for its own player, or for the only opponent.
    public var target: Int?

    public init(powerUp: Int, at: Timestamp, target: Int? = nil) {
        (self.powerUp, self.at, self.target) = (powerUp, at, target)
    }
}
