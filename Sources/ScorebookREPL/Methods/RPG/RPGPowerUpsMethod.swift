import Scorebook

/// `rpg.powerups`: every power-up's definition, or with `level`, those a
/// player of that level has unlocked.
enum RPGPowerUpsMethod: RPCMethod {
    static let name = "rpg.powerups"
    static let title = "Fitness RPG power-ups"
    static let summary = "Every power-up's definition, or those a player of a level has unlocked"
    static let examples = [#"{"level":3}"#]
    static let level = RPCParameter("level", .integer("A player's level, up to the tables' maximum (default: every power-up)", minimum: 1))
    static let parameters = [level]
    static let result = JSONSchema.object(
        "Power-ups", ["powerUps": .array(of: RPGPowerUpList.powerUpSchema, "Every power-up, or those unlocked at the level")])

    static func call(_ params: Params) throws(RPCError) -> RPGPowerUpList {
        let tables = params.tables
        let level = try params.int(Self.level, "a level, a whole number")
        let shown = try params.checked { () throws(ScoringError) in try tables.rpgPowerUpsUnlocked(atLevel: level) }
        return RPGPowerUpList(powerUps: tables.rpgPowerUps, shown: shown, stats: tables.rpgBattles?.stats ?? [])
    }
}

struct RPGPowerUpList: JSONWritable {
    var powerUps: RPGPowerUps
    var shown: [RPGPowerUp]
    var stats: [RPGStat]

    /// The effects' names live in the library (`RPGEffect.name`): named here, not listed.
    static let powerUpSchema = JSONSchema.object(
        "A power-up",
        [
            "id": .string(),
            "name": .string(),
            "flavour": .string("A line of flavour text"),
            "unlockLevel": .integer("The level a player needs to activate it"),
            "target": .oneOf(["self", "opponent"], "Whom it is cast on"),
            "effect": .oneOf(["boost", "debuff", "shield", "reveal"], "What it does"),
            "stats?": .array(of: .string(), "A boost's or debuff's stats, by id"),
            "percent?": .integer("How much more a boost counts, or less a debuff, in percent"),
            "window": .oneOf(
                [RPGPowerUp.Window.fromActivation, .wholeBattle].map(\.rawValue),
                "Which of the battle's activity it counts: from activation for its duration, or all"),
            "duration": .string("How long it runs, an ISO 8601 duration; null for a whole-battle effect").orNull,
            "cooldown": .string("How long before the same player can activate it again, an ISO 8601 duration"),
            "usesPerBattle": .integer("How often a player may activate it in one battle"),
            "group": .string("Its stacking group, by id"),
            "stacking": .oneOf(
                [RPGStackingGroup.Policy.refresh, .extend, .stack, .none].map(\.rawValue),
                "How a second activation meets one of the group still running"),
            "maxStacks?": .integer("With stack: how many run at once, at most"),
            "onExpiry?": .oneOf(
                [RPGStackingGroup.Expiry.clear, .dropOne].map(\.rawValue), "With stack: what the timer running out does"),
        ])

    func write(into writer: JSONWriter) {
        writer.object { o in
            o.array("powerUps", shown) { p in
                let group = powerUps.groups[p.group]
                writer.object { o in
                    o("id", p.id)
                    o("name", p.name)
                    o("flavour", p.flavour)
                    o("unlockLevel", p.unlockLevel)
                    o("target", static: p.isHostile ? "opponent" : "self")
                    o("effect", p.effect.name)
                    switch p.effect {
                    case .boost(let s, let percent), .debuff(let s, let percent):
                        o.array("stats", s) { writer.writeString(stats[$0].id) }
                        o("percent", percent)
                    case .shield, .reveal: break
                    }
                    o("window", p.window.rawValue)
                    o("duration", p.durationMilliseconds.map(DurationText.format))
                    o("cooldown", DurationText.format(p.cooldownMilliseconds))
                    o("usesPerBattle", p.usesPerBattle)
                    o("group", group.id)
                    o("stacking", group.policy.rawValue)
                    if group.policy == .stack {
                        o("maxStacks", group.maxStacks)
                        o("onExpiry", group.onExpiry.rawValue)
                    }
                }
            }
        }
    }
}
