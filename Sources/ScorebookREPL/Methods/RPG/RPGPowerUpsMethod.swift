import Scorebook

/// `rpg.powerups`: every power-up's definition, or with `level`, those a
/// player of that level has unlocked.
enum RPGPowerUpsMethod: RPCMethod {
    static let name = "rpg.powerups"
    static let parameters: [StaticString] = ["level"]

    static func call(_ params: Params) throws(RPCError) -> RPGPowerUpList {
        let tables = params.tables
        let powerUps = tables.rpgPowerUps
        guard let level = try params.int("level", "a level, a whole number") else {
            return RPGPowerUpList(powerUps: powerUps, shown: powerUps.powerUps, stats: tables.rpgBattles?.stats ?? [])
        }
        let maximum = tables.rpgLevels?.maximumLevel ?? 0
        guard (1...max(1, maximum)).contains(level) else {
            throw .invalidParams(field: params.field("level"), "expected a level from 1 to \(maximum), found \(level)")
        }
        return RPGPowerUpList(powerUps: powerUps, shown: powerUps.unlocked(at: level), stats: tables.rpgBattles?.stats ?? [])
    }
}

struct RPGPowerUpList: JSONWritable {
    var powerUps: RPGPowerUps
    var shown: [RPGPowerUp]
    var stats: [RPGStat]

    func write(into writer: JSONWriter) {
        writer.beginObject()
        writer.key("powerUps")
        writer.beginArray()
        for p in shown {
            let group = powerUps.groups[p.group]
            writer.beginObject()
            writer.key("id")
            writer.writeString(p.id)
            writer.key("name")
            writer.writeString(p.name)
            writer.key("flavour")
            writer.writeString(p.flavour)
            writer.key("unlockLevel")
            writer.writeInt(p.unlockLevel)
            writer.key("target")
            writer.writeString(static: p.isHostile ? "opponent" : "self")
            writer.key("effect")
            writer.writeString(p.effect.name)
            switch p.effect {
            case .boost(let s, let percent), .debuff(let s, let percent):
                writer.key("stats")
                writer.beginArray()
                for stat in s { writer.writeString(stats[stat].id) }
                writer.endArray()
                writer.key("percent")
                writer.writeInt(percent)
            case .shield, .reveal: break
            }
            writer.key("window")
            writer.writeString(p.window.rawValue)
            writer.key("duration")
            if let d = p.durationMilliseconds { writer.writeString(DurationText.format(d)) } else { writer.writeNull() }
            writer.key("cooldown")
            writer.writeString(DurationText.format(p.cooldownMilliseconds))
            writer.key("usesPerBattle")
            writer.writeInt(p.usesPerBattle)
            writer.key("group")
            writer.writeString(group.id)
            writer.key("stacking")
            writer.writeString(group.policy.rawValue)
            if group.policy == .stack {
                writer.key("maxStacks")
                writer.writeInt(group.maxStacks)
                writer.key("onExpiry")
                writer.writeString(group.onExpiry.rawValue)
            }
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }
}
