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

    static func call(_ params: Params) throws(RPCError) -> RPGLevelAnswer {
        guard let levels = params.tables.rpgLevels else {
            throw .invalidParams(field: params.field(Self.xp), "these tables have no rpg-levels table")
        }
        let xp = try params.requiredInt(Self.xp, "a whole number of experience")
        let level = levels.level(forExperience: xp)
        let unlocked = params.tables.rpgPowerUps.unlocked(at: level.level)
        return RPGLevelAnswer(
            level: level, maximumLevel: levels.maximumLevel, powerUps: unlocked.map(\.id),
            newPowerUps: unlocked.filter { $0.unlockLevel == level.level }.map(\.id))
    }
}

struct RPGLevelAnswer: JSONWritable {
    var level: RPGLevel
    var maximumLevel: Int
    var powerUps: [String]
    var newPowerUps: [String]

    func write(into writer: JSONWriter) {
        writer.object { o in
            o("level", level.level)
            o("xp", level.experience)
            o("xpIntoLevel", level.intoLevel)
            o("xpToNextLevel", level.toNextLevel)
            o("maximumLevel", maximumLevel)
            o("powerUps", powerUps)
            o("newPowerUps", newPowerUps)
        }
    }
}
