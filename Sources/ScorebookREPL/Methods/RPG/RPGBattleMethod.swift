import Scorebook

/// `rpg.battle`: a battle evaluated exactly. `start`, the instant the last
/// player accepted; `players`, each `{id, level, xpToday?, samples:
/// [{stat, start, end, value, source}], activations: [{powerUp, at, target?}]}`;
/// `now`, to evaluate a battle in progress (without it, the battle is over).
enum RPGBattleMethod: RPCMethod {
    static let name = "rpg.battle"
    static let title = "Evaluate a fitness RPG battle"
    static let summary = "A fitness battle evaluated exactly: each player's points by stat, the power-ups applied, and the result"
    static let examples = [#"{"start":"2026-11-23T08:00:00+01:00","now":"2026-11-23T20:00:00+01:00","players":[{"id":"ana","level":12,"samples":[{"stat":"steps","start":"2026-11-23T08:00:00+01:00","end":"2026-11-23T09:00:00+01:00","value":14000,"source":"watch"},{"stat":"steps","start":"2026-11-23T10:00:00+01:00","end":"2026-11-23T10:05:00+01:00","value":2000,"source":"manual"}],"activations":[{"powerUp":"quick-step","at":"2026-11-23T08:00:00+01:00"},{"powerUp":"heavy-legs","at":"2026-11-23T09:00:00+01:00"}]},{"id":"ben","level":13,"samples":[{"stat":"exercise","start":"2026-11-23T12:00:00+01:00","end":"2026-11-23T12:30:00+01:00","value":30,"source":"watch"}],"activations":[{"powerUp":"aegis","at":"2026-11-23T08:10:00+01:00"}]}]}"#]
    static let start = RPCParameter("start", required: true, .string("The instant the last player accepted", format: "date-time"))
    static let players = RPCParameter(
        "players", required: true, .array(of: .object("A player", parameters: RPGBattleParameters.player), "The players"))
    static let now = RPCParameter(
        "now", .string("To evaluate a battle in progress (default: the battle is over)", format: "date-time"))
    static let parameters = [start, players, now]
    static let result = RPGBattleAnswer.schema

    static func call(_ params: Params) throws(RPCError) -> RPGBattleAnswer {
        let tables = params.tables
        guard let rules = tables.rpgBattles, let levels = tables.rpgLevels else {
            // The tables' fault, not the request's.
            throw .internalError("these tables have no rpg-battles and rpg-levels tables")
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

    static let id = RPCParameter("id", required: true, .string("The player's id, unique in the battle"))
    static let level = RPCParameter("level", required: true, .integer("The player's level", minimum: 1))
    static let xpToday = RPCParameter("xpToday", .integer("Experience earned today, before this battle (default 0)", minimum: 0))
    static let stat = RPCParameter("stat", required: true, .oneOf("The stat measured") { $0.rpgBattles?.stats.map(\.id) ?? [] })
    static let sampleStart = RPCParameter("start", required: true, .string("When the sample starts", format: "date-time"))
    static let sampleEnd = RPCParameter("end", required: true, .string("When the sample ends", format: "date-time"))
    static let value = RPCParameter(
        "value", required: true,
        .number("The amount, to the thousandth", minimum: 0, maximum: Double(RPGSample.largestThousandths) / 1000))
    static let source = RPCParameter("source", required: true, .oneOf("The device or way it was recorded") { $0.rpgBattles?.sources.map(\.id) ?? [] })
    static let sample = [stat, sampleStart, sampleEnd, value, source]
    static let samples = RPCParameter(
        "samples",
        .array(
            of: .object("An amount of a stat over a span of time", parameters: sample),
            "What the player's devices measured (default: none)"))
    static let powerUp = RPCParameter("powerUp", required: true, called: "power-up", .oneOf("The power-up") { $0.rpgPowerUps.powerUps.map(\.id) })
    static let at = RPCParameter("at", required: true, .string("When it was activated", format: "date-time"))
    static let target = RPCParameter("target", called: "player", .string("The player it is aimed at (needed with more than two players)"))
    static let activation = [powerUp, at, target]
    static let activations = RPCParameter(
        "activations",
        .array(of: .object("A power-up activated", parameters: activation), "The power-ups the player activated (default: none)"))
    static let player = [id, level, xpToday, samples, activations]

    func battle(_ params: Params) throws(RPCError) -> RPGBattle {
        let start = try params.requiredTimestamp(RPGBattleMethod.start)
        let now = try params.timestamp(RPGBattleMethod.now)
        let list = try params.required(RPGBattleMethod.players)
        let tape = params.tape
        guard tape.kind(list) == .array else {
            throw .invalidParams(field: params.field(RPGBattleMethod.players), "expected a list of players, found \(tape.typeName(list))")
        }
        let tokens = Array(tape.elements(list))
        guard rules.players.contains(tokens.count) else {
            throw .invalidParams(
                field: params.field(RPGBattleMethod.players),
                "a battle has \(rules.players.lowerBound) to \(rules.players.upperBound) players, found \(tokens.count)")
        }
        // Ids first: an activation may name any player as its target.
        var elements: [Params] = []
        var ids: [String] = []
        for (p, token) in tokens.enumerated() {
            let player = try params.element(token, "players[\(p)]", "a player {id, level, samples, activations}")
            try player.allowOnly(Self.player)
            elements.append(player)
            ids.append(try player.requiredString(Self.id))
        }
        var players: [RPGBattlePlayer] = []
        for (player, id) in zip(elements, ids) {
            players.append(
                RPGBattlePlayer(
                    id: id,
                    level: try player.requiredInt(Self.level, "a level, a whole number"),
                    experienceToday: try player.int(Self.xpToday, "experience earned today, a whole number") ?? 0,
                    samples: try samples(player),
                    activations: try activations(player, ids: ids)))
        }
        return RPGBattle(start: start, players: players, now: now)
    }

    /// Samples are read key by key, as a day of minutes is thousands of them;
    /// field names are built only for a mistake.
    private func samples(_ player: Params) throws(RPCError) -> [RPGSample] {
        let tape = player.tape
        guard let list = player.value(Self.samples) else { return [] }
        guard tape.kind(list) == .array else {
            throw .invalidParams(field: player.field(Self.samples), "expected a list of samples, found \(tape.typeName(list))")
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
                if tape.string(key, is: Self.stat.name) {
                    stat = try id("stat", rules.stats.map(\.id), rules.stat)
                } else if tape.string(key, is: Self.source.name) {
                    source = try id("source", rules.sources.map(\.id), rules.source)
                } else if tape.string(key, is: Self.sampleStart.name) {
                    start = try instant("start")
                } else if tape.string(key, is: Self.sampleEnd.name) {
                    end = try instant("end")
                } else if tape.string(key, is: Self.value.name) {
                    guard tape.kind(member) == .number,
                        let thousandths = DecimalText.parseScaled(Substring(tape.number(member).plainDecimal ?? ""), decimals: 3), thousandths >= 0
                    else {
                        let found = tape.kind(member) == .number ? tape.number(member).text : tape.typeName(member)
                        throw .invalidParams(
                            field: field("value"), "expected an amount from 0 to \(DecimalText.format(RPGSample.largestThousandths, decimals: 3)), at most three decimals, found \(found)")
                    }
                    value = thousandths
                } else {
                    let names = Self.sample.map(\.name.description)
                    throw .invalidParams(
                        field: field(tape.string(key)), "unknown key; expected \(quotedList(names, conjunction: "and"))",
                        allowed: names)
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
        guard let list = player.value(Self.activations) else { return [] }
        guard tape.kind(list) == .array else {
            throw .invalidParams(field: player.field(Self.activations), "expected a list of activations, found \(tape.typeName(list))")
        }
        var activations: [RPGActivation] = []
        let names = powerUps.powerUps.map(\.id)
        for (index, token) in tape.elements(list).enumerated() {
            let activation = try player.element(token, "activations[\(index)]", "an activation {powerUp, at, target?}")
            try activation.allowOnly(Self.activation)
            let powerUp = try activation.lookup(Self.powerUp, ids: names, powerUps.index(of:))
            guard let powerUp else { throw .invalidParams(field: activation.field(Self.powerUp), "missing: name the power-up", allowed: names) }
            let at = try activation.requiredTimestamp(Self.at)
            let target = try activation.lookup(Self.target, ids: ids) { id in ids.firstIndex { $0.hasSameBytes(as: id) } }
            activations.append(RPGActivation(powerUp: powerUp, at: at, target: target))
        }
        return activations
    }
}
