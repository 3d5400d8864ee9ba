import Scorebook

/// `rpg.level`: where a total of experience (`xp`) stands: the level, the
/// experience into it, how much more the next level takes, and the
/// power-ups unlocked (those new at this level apart).
enum RPGLevelMethod: RPCMethod {
    static let name = "rpg.level"
    static let title = "Fitness RPG level for experience"
    static let summary = "Where a total of experience stands: the level, progress to the next, and the power-ups unlocked"
    static let examples = [#"{"xp":420}"#]
    static let xp = RPCParameter("xp", required: true, .integer("A total of experience", minimum: 0))
    static let parameters = [xp]
    static let result = JSONSchema.object(
        "Where the experience stands",
        [
            "level": .integer("The level reached"),
            "xp": .integer("The experience asked about"),
            "xpIntoLevel": .integer("Experience beyond the level's start"),
            "xpToNextLevel": .integer("How much more the next level takes; null at the maximum level").orNull,
            "maximumLevel": .integer("The highest level"),
            "powerUps": .array(of: .string(), "The power-ups unlocked, by id"),
            "newPowerUps": .array(of: .string(), "Those this very level unlocks, by id"),
        ])

    static func call(_ params: Params) throws(RPCError) -> RPGStanding {
        let xp = try params.requiredInt(Self.xp, "a whole number of experience")
        return try params.checked { () throws(ScoringError) in try params.tables.rpgStanding(experience: xp) }
    }
}

extension RPGStanding: JSONWritable {
    func write(into writer: JSONWriter) {
        writer.object { o in
            o("level", level.level)
            o("xp", level.experience)
            o("xpIntoLevel", level.intoLevel)
            o("xpToNextLevel", level.toNextLevel)
            o("maximumLevel", maximumLevel)
            o("powerUps", powerUps.map(\.id))
            o("newPowerUps", newPowerUps.map(\.id))
        }
    }
}
