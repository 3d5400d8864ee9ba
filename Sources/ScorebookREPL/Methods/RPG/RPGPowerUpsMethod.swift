import Scorebook

/// `rpg.powerups`: every power-up's definition, or with `level`, those a
/// player of that level has unlocked.
enum RPGPowerUpsMethod: RPCMethod {
    static let name = "rpg.powerups"
    static let title = "Fitness RPG power-ups"
    static let summary = "Every power-up's definition, or those a player of a level has unlocked"
    static let examples = [#"{"level":3}"#]
    static let level = RPCParameter("level", .integer("A player's level (default: every power-up)", minimum: 1))
    static let parameters = [level]
    static let result = JSONSchema.any()  // TODO: the result's schema

    static func call(_ params: Params) throws(RPCError) -> RPGPowerUpList {
        let tables = params.tables
        let powerUps = tables.rpgPowerUps
        guard let level = try params.int(Self.level, "a level, a whole number") else {
            return RPGPowerUpList(powerUps: powerUps, shown: powerUps.powerUps, stats: tables.rpgBattles?.stats ?? [])
        }
        let maximum = tables.rpgLevels?.maximumLevel ?? 0
        guard (1...max(1, maximum)).contains(level) else {
            throw .invalidParams(field: params.field(Self.level), "expected a level from 1 to \(maximum), found \(level)")
        }
        return RPGPowerUpList(powerUps: powerUps, shown: powerUps.unlocked(at: level), stats: tables.rpgBattles?.stats ?? [])
    }
}

struct RPGPowerUpList: JSONWritable {
    var powerUps: RPGPowerUps
    var shown: [RPGPowerUp]
    var stats: [RPGStat]

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
