import Scorebook

/// A battle's result as JSON: amounts as exact decimals in the stat's unit,
/// instants as date-times, and everything named by id.
struct RPGBattleAnswer: JSONWritable {
    var result: RPGBattleResult
    var rules: RPGBattleRules
    var powerUps: RPGPowerUps

    /// What `write(into:)` writes. States and cut reasons are the writer's own
    /// words; refusals' names live in the library (`RPGActivationOutcome.Refusal.name`).
    static let schema = JSONSchema.object(
        "A battle evaluated",
        [
            "state": .oneOf(["in-progress", "knockout", "won", "drawn"], "Where the battle stands"),
            "timeLeft?": .string("In progress: the time to the battle's end, an ISO 8601 duration to the millisecond"),
            "winner?": .string("Won (or a knockout): the winner, by id"),
            "start": .string("The battle's start, as given", format: "date-time"),
            "end": .string("The battle's end", format: "date-time"),
            "evaluatedAt": .string("What the result counts up to: now, or the end", format: "date-time"),
            "players": .array(of: playerSchema, "In the battle's order"),
        ])

    static let playerSchema = JSONSchema.object(
        "A player's part",
        [
            "id": .string(),
            "points": .integer("Battle points: the stats' points added up"),
            "categoriesWon": .integer("How many stats the player won"),
            "result": .oneOf(
                [RPGPlayerResult.Outcome.won, .drawn, .lost].map(\.rawValue),
                "How the battle ended for the player; null while it runs"
            ).orNull,
            "xp": .integer("The experience it earns, within the daily cap; null while it runs").orNull,
            "xpBeforeCap": .integer("What it would earn without the daily cap; null while it runs").orNull,
            "stats": .array(of: statSchema, "In the rules' order of stats"),
            "activations": .array(of: activationSchema, "Every activation up to now, in the order they happened"),
        ])

    static let statSchema = JSONSchema.object(
        "One stat of a player; amounts in the stat's unit",
        [
            "stat": .string("The stat, by id"),
            "unit": .string("The stat's unit"),
            "raw": .number("Every sample, every source, within the battle"),
            "accepted": .number("What the fairness rules count: raw less the cuts"),
            "boosted": .number("Accepted with boosts and debuffs"),
            "points": .integer("Battle points, each day within the stat's daily cap"),
            "won": .boolean("Whether the player alone has the most points of the stat"),
            "cuts": .array(
                of: .object(
                    "Part of raw not accepted, and why",
                    [
                        "reason": .oneOf(["ignored-source", "overlapping-sources", "hourly-cap"], "Why it was cut"),
                        "source?": .string("ignored-source: the source, by id"),
                        "hourStart?": .string("hourly-cap: the start of the hour over the cap", format: "date-time"),
                        "amount": .number("The amount cut"),
                    ]),
                "What raw lost"),
        ])

    static let activationSchema = JSONSchema.object(
        "A power-up activated: refused and why, or applied and when it runs",
        [
            "index": .integer("Its position in the player's activations"),
            "powerUp": .string("The power-up, by id"),
            "at": .string("When it was activated, as given", format: "date-time"),
            "target": .string("The player it is cast on, by id"),
            "applied": .boolean("Whether it was applied"),
            "reason?": .oneOf(
                ["outside-battle", "not-unlocked", "limit-reached", "on-cooldown", "already-active", "blocked-by-shield"], "Refused: why"),
            "unlockLevel?": .integer("not-unlocked: the level it unlocks at"),
            "availableAt?": .string("on-cooldown: when it can be activated again", format: "date-time"),
            "shield?": .string("blocked-by-shield: the shield power-up, by id"),
            "from?": .string("Applied: when its effect runs from, as later activations left it", format: "date-time"),
            "until?": .string("Applied: when that effect stops", format: "date-time"),
        ])

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
