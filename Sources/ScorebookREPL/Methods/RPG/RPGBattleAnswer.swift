import Scorebook

/// A battle's result as JSON: amounts as exact decimals in the stat's unit,
/// instants as date-times, and everything named by id.
struct RPGBattleAnswer: JSONWritable {
    var result: RPGBattleResult
    var rules: RPGBattleRules
    var powerUps: RPGPowerUps

    func write(into writer: JSONWriter) {
        writer.object { o in
            switch result.state {
            case .inProgress(let left):
                o("state", static: "in-progress")
                o("timeLeft", DurationText.format(left))
            case .won(let winner, let knockout):
                o("state", static: knockout ? "knockout" : "won")
                o("winner", result.players[winner].id)
            case .drawn:
                o("state", static: "drawn")
            }
            o("start", result.start)
            o("end", result.end)
            o("evaluatedAt", result.evaluatedAt)
            o.array("players", result.players) { player in writer.object { members(of: player, $0) } }
        }
    }

    private func members(of player: RPGPlayerResult, _ o: JSONMembers) {
        o("id", player.id)
        o("points", player.points)
        o("categoriesWon", player.categoriesWon)
        o("result", player.outcome?.rawValue)
        o("xp", player.experience)
        o("xpBeforeCap", player.experienceBeforeCap)
        o.array("stats", zip(rules.stats, player.stats)) { stat, r in
            o.writer.object { o in
                o("stat", stat.id)
                o("unit", stat.unit)
                o("raw") { $0.writeDecimal(r.raw, decimals: 3) }
                o("accepted") { $0.writeDecimal(r.accepted, decimals: 3) }
                o("boosted") { $0.writeDecimal(r.boosted, decimals: 3) }
                o("points", r.points)
                o("won", r.won)
                o.array("cuts", r.cuts) { cut in o.writer.object { members(of: cut, $0) } }
            }
        }
        o.array("activations", player.activations) { a in o.writer.object { members(of: a, $0) } }
    }

    private func members(of cut: RPGCut, _ o: JSONMembers) {
        switch cut.reason {
        case .ignoredSource(let source):
            o("reason", static: "ignored-source")
            o("source", rules.sources[source].id)
        case .overlappingSources:
            o("reason", static: "overlapping-sources")
        case .hourlyCap(let hourStart):
            o("reason", static: "hourly-cap")
            o("hourStart", hourStart)
        }
        o("amount") { $0.writeDecimal(cut.thousandths, decimals: 3) }
    }

    private func members(of a: RPGActivationOutcome, _ o: JSONMembers) {
        o("index", a.index)
        o("powerUp", powerUps.powerUps[a.powerUp].id)
        o("at", a.at)
        o("target", result.players[a.target].id)
        o("applied", a.refusal == nil)
        if let refusal = a.refusal {
            o("reason", refusal.name)
            switch refusal {
            case .notUnlocked(let level): o("unlockLevel", level)
            case .onCooldown(let until): o("availableAt", until)
            case .blockedByShield(let shield): o("shield", powerUps.powerUps[shield].id)
            case .outsideBattle, .limitReached, .alreadyActive: break
            }
        }
        if let from = a.from, let until = a.until {
            o("from", from)
            o("until", until)
        }
    }
}
