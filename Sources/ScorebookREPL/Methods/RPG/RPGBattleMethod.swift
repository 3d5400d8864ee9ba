import Scorebook

/// `rpg.battle`: a battle evaluated exactly. `start`, the instant the last
/// player accepted; `players`, each `{id, level, xpToday?, samples:
/// [{stat, start, end, value, source}], activations: [{powerUp, at, target?}]}`;
/// `now`, to evaluate a battle in progress (without it, the battle is over).
enum RPGBattleMethod: RPCMethod {
    static let name = "rpg.battle"
    static let parameters: [StaticString] = ["start", "players", "now"]

    static func call(_ params: Params) throws(RPCError) -> RPGBattleAnswer {
        let tables = params.tables
        guard let rules = tables.rpgBattles, let levels = tables.rpgLevels else {
            throw .invalidParams(field: params.field("players"), "these tables have no rpg-battles and rpg-levels tables")
        }
        let powerUps = tables.rpgPowerUps
        let battle = try RPGBattleParameters(rules: rules, powerUps: powerUps).battle(params)
        return try params.checked { () throws(ScoringError) in
            let result = try rules.evaluate(battle, powerUps: powerUps, levels: levels)
            return RPGBattleAnswer(result: result, rules: rules, powerUps: powerUps)
        }
    }
}

/// A battle as JSON, read straight from the tape; stats, sources, power-ups
/// and targets named by id.
struct RPGBattleParameters {
    let rules: RPGBattleRules
    let powerUps: RPGPowerUps

    static let player: [StaticString] = ["id", "level", "xpToday", "samples", "activations"]
    static let activation: [StaticString] = ["powerUp", "at", "target"]

    func battle(_ params: Params) throws(RPCError) -> RPGBattle {
        let start = try params.requiredTimestamp("start")
        let now = try params.timestamp("now")
        let list = try params.required("players")
        let tape = params.tape
        guard tape.kind(list) == .array else {
            throw .invalidParams(field: params.field("players"), "expected a list of players, found \(tape.typeName(list))")
        }
        let tokens = Array(tape.elements(list))
        guard rules.players.contains(tokens.count) else {
            throw .invalidParams(
                field: params.field("players"),
                "a battle has \(rules.players.lowerBound) to \(rules.players.upperBound) players, found \(tokens.count)")
        }
        // Ids first: an activation may name any player as its target.
        var elements: [Params] = []
        var ids: [String] = []
        for (p, token) in tokens.enumerated() {
            let player = try params.element(token, "players[\(p)]", "a player {id, level, samples, activations}")
            try player.allowOnly(Self.player)
            elements.append(player)
            ids.append(try player.requiredString("id"))
        }
        var players: [RPGBattlePlayer] = []
        for (player, id) in zip(elements, ids) {
            players.append(
                RPGBattlePlayer(
                    id: id,
                    level: try player.requiredInt("level", "a level, a whole number"),
                    experienceToday: try player.int("xpToday", "experience earned today, a whole number") ?? 0,
                    samples: try samples(player),
                    activations: try activations(player, ids: ids)))
        }
        return RPGBattle(start: start, players: players, now: now)
    }

    /// Samples are read key by key, as a day of minutes is thousands of them;
    /// field names are built only for a mistake.
    private func samples(_ player: Params) throws(RPCError) -> [RPGSample] {
        let tape = player.tape
        guard let list = player.value("samples") else { return [] }
        guard tape.kind(list) == .array else {
            throw .invalidParams(field: player.field("samples"), "expected a list of samples, found \(tape.typeName(list))")
        }
        var samples: [RPGSample] = []
        samples.reserveCapacity(min(tape.count(list), 65_536))
        for (index, token) in tape.elements(list).enumerated() {
            func field(_ name: String? = nil) -> String { player.field("samples[\(index)]") + (name.map { ".\($0)" } ?? "") }
            guard tape.kind(token) == .object else {
                throw .invalidParams(field: field(), "expected a sample {stat, start, end, value, source}, found \(tape.typeName(token))")
            }
            var stat: Int?, source: Int?, start: Timestamp?, end: Timestamp?, value: Int?
            for (key, member) in tape.members(token) {
                func id(_ name: String, _ ids: [String], _ find: (String) -> Int?) throws(RPCError) -> Int {
                    guard tape.kind(member) == .string else {
                        throw .invalidParams(field: field(name), "expected a \(name) id, found \(tape.typeName(member))", allowed: ids)
                    }
                    let text = tape.string(member)
                    guard let found = find(text) else {
                        throw .unknown(name, text, expected: ids, field: field(name))
                    }
                    return found
                }
                func instant(_ name: String) throws(RPCError) -> Timestamp { try tape.timestamp(member, field: field(name)) }
                if tape.string(key, is: "stat" as StaticString) {
                    stat = try id("stat", rules.stats.map(\.id), rules.stat)
                } else if tape.string(key, is: "source" as StaticString) {
                    source = try id("source", rules.sources.map(\.id), rules.source)
                } else if tape.string(key, is: "start" as StaticString) {
                    start = try instant("start")
                } else if tape.string(key, is: "end" as StaticString) {
                    end = try instant("end")
                } else if tape.string(key, is: "value" as StaticString) {
                    guard tape.kind(member) == .number,
                        let thousandths = DecimalText.parseScaled(Substring(tape.number(member).text), decimals: 3), thousandths >= 0
                    else {
                        let found = tape.kind(member) == .number ? tape.number(member).text : tape.typeName(member)
                        throw .invalidParams(
                            field: field("value"), "expected an amount from 0 to \(DecimalText.format(RPGSample.largestThousandths, decimals: 3)), at most three decimals, found \(found)")
                    }
                    value = thousandths
                } else {
                    throw .invalidParams(
                        field: field(tape.string(key)), "unknown key; expected 'stat', 'start', 'end', 'value' and 'source'",
                        allowed: ["stat", "start", "end", "value", "source"])
                }
            }
            guard let stat else { throw .invalidParams(field: field("stat"), "missing: every sample names its stat") }
            guard let start else { throw .invalidParams(field: field("start"), "missing: every sample has a start") }
            guard let end else { throw .invalidParams(field: field("end"), "missing: every sample has an end") }
            guard let value else { throw .invalidParams(field: field("value"), "missing: every sample has a value") }
            guard let source else { throw .invalidParams(field: field("source"), "missing: every sample names its source") }
            samples.append(RPGSample(stat: stat, source: source, start: start, end: end, thousandths: value))
        }
        return samples
    }

    private func activations(_ player: Params, ids: [String]) throws(RPCError) -> [RPGActivation] {
        let tape = player.tape
        guard let list = player.value("activations") else { return [] }
        guard tape.kind(list) == .array else {
            throw .invalidParams(field: player.field("activations"), "expected a list of activations, found \(tape.typeName(list))")
        }
        var activations: [RPGActivation] = []
        let names = powerUps.powerUps.map(\.id)
        for (index, token) in tape.elements(list).enumerated() {
            let activation = try player.element(token, "activations[\(index)]", "an activation {powerUp, at, target?}")
            try activation.allowOnly(Self.activation)
            let powerUp = try activation.lookup("powerUp", ids: names, what: "power-up", powerUps.index(of:))
            guard let powerUp else { throw .invalidParams(field: activation.field("powerUp"), "missing: name the power-up", allowed: names) }
            let at = try activation.requiredTimestamp("at")
            let target = try activation.lookup("target", ids: ids, what: "player") { id in ids.firstIndex { $0.hasSameBytes(as: id) } }
            activations.append(RPGActivation(powerUp: powerUp, at: at, target: target))
        }
        return activations
    }
}
