import Scorebook

/// A battle's result as JSON: amounts as exact decimals in the stat's unit,
/// instants as date-times, and everything named by id.
struct RPGBattleAnswer: JSONWritable {
    var result: RPGBattleResult
    var rules: RPGBattleRules
    var powerUps: RPGPowerUps

    func write(into writer: JSONWriter) {
        writer.beginObject()
        writer.key("state")
        switch result.state {
        case .inProgress(let left):
            writer.writeString(static: "in-progress")
            writer.key("timeLeft")
            writer.writeString(DurationText.format(left))
        case .won(let winner, let knockout):
            writer.writeString(static: knockout ? "knockout" : "won")
            writer.key("winner")
            writer.writeString(result.players[winner].id)
        case .drawn:
            writer.writeString(static: "drawn")
        }
        writer.key("start")
        writer.writeString(result.start.description)
        writer.key("end")
        writer.writeString(result.end.description)
        writer.key("evaluatedAt")
        writer.writeString(result.evaluatedAt.description)
        writer.key("players")
        writer.beginArray()
        for player in result.players { write(player, into: writer) }
        writer.endArray()
        writer.endObject()
    }

    private func write(_ player: RPGPlayerResult, into writer: JSONWriter) {
        writer.beginObject()
        writer.key("id")
        writer.writeString(player.id)
        writer.key("points")
        writer.writeInt(player.points)
        writer.key("categoriesWon")
        writer.writeInt(player.categoriesWon)
        writer.key("result")
        if let outcome = player.outcome { writer.writeString(outcome.rawValue) } else { writer.writeNull() }
        writer.key("xp")
        if let xp = player.experience { writer.writeInt(xp) } else { writer.writeNull() }
        writer.key("xpBeforeCap")
        if let xp = player.experienceBeforeCap { writer.writeInt(xp) } else { writer.writeNull() }
        writer.key("stats")
        writer.beginArray()
        for (stat, r) in zip(rules.stats, player.stats) {
            writer.beginObject()
            writer.key("stat")
            writer.writeString(stat.id)
            writer.key("unit")
            writer.writeString(stat.unit)
            for (key, value) in [("raw", r.raw), ("accepted", r.accepted), ("boosted", r.boosted)] as [(StaticString, Int)] {
                writer.key(key)
                writer.writeDecimal(value, decimals: 3)
            }
            writer.key("points")
            writer.writeInt(r.points)
            writer.key("won")
            writer.writeBool(r.won)
            writer.key("cuts")
            writer.beginArray()
            for cut in r.cuts { write(cut, into: writer) }
            writer.endArray()
            writer.endObject()
        }
        writer.endArray()
        writer.key("activations")
        writer.beginArray()
        for a in player.activations { write(a, into: writer) }
        writer.endArray()
        writer.endObject()
    }

    private func write(_ cut: RPGCut, into writer: JSONWriter) {
        writer.beginObject()
        writer.key("reason")
        switch cut.reason {
        case .ignoredSource(let source):
            writer.writeString(static: "ignored-source")
            writer.key("source")
            writer.writeString(rules.sources[source].id)
        case .overlappingSources:
            writer.writeString(static: "overlapping-sources")
        case .hourlyCap(let hourStart):
            writer.writeString(static: "hourly-cap")
            writer.key("hourStart")
            writer.writeString(hourStart.description)
        }
        writer.key("amount")
        writer.writeDecimal(cut.thousandths, decimals: 3)
        writer.endObject()
    }

    private func write(_ a: RPGActivationOutcome, into writer: JSONWriter) {
        writer.beginObject()
        writer.key("index")
        writer.writeInt(a.index)
        writer.key("powerUp")
        writer.writeString(powerUps.powerUps[a.powerUp].id)
        writer.key("at")
        writer.writeString(a.at.description)
        writer.key("target")
        writer.writeString(result.players[a.target].id)
        writer.key("applied")
        writer.writeBool(a.refusal == nil)
        if let refusal = a.refusal {
            writer.key("reason")
            writer.writeString(refusal.name)
            switch refusal {
            case .notUnlocked(let level):
                writer.key("unlockLevel")
                writer.writeInt(level)
            case .onCooldown(let until):
                writer.key("availableAt")
                writer.writeString(until.description)
            case .blockedByShield(let shield):
                writer.key("shield")
                writer.writeString(powerUps.powerUps[shield].id)
            case .outsideBattle, .limitReached, .alreadyActive: break
            }
        }
        if let from = a.from, let until = a.until {
            writer.key("from")
            writer.writeString(from.description)
            writer.key("until")
            writer.writeString(until.description)
        }
        writer.endObject()
    }
}
