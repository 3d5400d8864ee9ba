/// Where a total of experience stands in the fitness RPG: the level it
/// reaches and the power-ups a player of that level may activate.
///
/// ```swift
/// let standing = try ScorebookTables.builtIn.rpgStanding(experience: 420)
/// let new = standing.newPowerUps.map(\.id)   // those unlocked at exactly this level
/// ```
public struct RPGStanding: Sendable {
    /// The level reached and the experience into it and to the next.
    public let level: RPGLevel
    /// The highest level there is.
    public let maximumLevel: Int
    /// Every power-up unlocked at this level or below, in the table's order.
    public let powerUps: [RPGPowerUp]

    /// The power-ups this very level unlocks.
    public var newPowerUps: [RPGPowerUp] { powerUps.filter { $0.unlockLevel == level.level } }
}

extension ScorebookTables {
    /// Where `experience` stands: its level and the power-ups unlocked.
    /// Tables without an `rpg-levels` table throw an error at no input.
    public func rpgStanding(experience: Int) throws(ScoringError) -> RPGStanding {
        guard let levels = rpgLevels else { throw ScoringError(at: [], "these tables have no rpg-levels table") }
        let level = levels.level(forExperience: experience)
        return RPGStanding(level: level, maximumLevel: levels.maximumLevel, powerUps: rpgPowerUps.unlocked(at: level.level))
    }

    /// The power-ups a player of `level` has unlocked, or every one for `nil`.
    /// A level outside the table's levels is an error at `level`; tables
    /// without an `rpg-levels` table, an error at no input.
    public func rpgPowerUpsUnlocked(atLevel level: Int?) throws(ScoringError) -> [RPGPowerUp] {
        guard let level else { return rpgPowerUps.powerUps }
        guard let maximum = rpgLevels?.maximumLevel else { throw ScoringError(at: [], "these tables have no rpg-levels table") }
        guard level >= 1, level <= maximum else {
            throw ScoringError(at: ["level"], "expected a level from 1 to \(maximum), found \(level)")
        }
        return rpgPowerUps.unlocked(at: level)
    }
}
