import Scorebook

/// `archery.match`: a match against a virtual opponent so far. Stateless: the
/// app sends the whole match each time; the same request gets the same
/// answer, and the opponent's arrows for an end never change as ends are added.
///
/// ```json
/// {"opponent":"robin","difficulty":"medium","format":"sets","face":"wa-122","distance":70,"unit":"m",
///  "seed":42,"archerHandicap":40,"archerEnds":[["10","9","X"]]}
///   →  {"opponentHandicap":40,"opponentEnds":[[{"label":"9","score":9,"colour":"#FFE552","x":…,"y":…},…]],
///       "ends":[{"archer":29,"opponent":26}],"setPoints":{"archer":2,"opponent":0},"state":"in-progress"}
/// ```
enum ArcheryMatchMethod: RPCMethod {
    static let name = "archery.match"
    static let title = "Shoot a match against a virtual opponent"
    static let summary = "A match against a virtual opponent so far: its arrows, each end's totals, set points or totals, and who leads"
    static let examples = [#"{"opponent":"captain-nova","difficulty":"medium","format":"sets","face":"wa-122","distance":70,"unit":"m","seed":7,"archerHandicap":35,"archerEnds":[["10","9","9"],["X","8"]]}"#]
    static let opponent = RPCParameter("opponent", required: true, .oneOf("The virtual opponent") { $0.archeryOpponents.map(\.id) })
    static let difficulty = RPCParameter(
        "difficulty", required: true,
        .oneOf("One of the opponent's difficulties") { $0.archeryOpponents.map { $0.difficulties.map(\.id) }.union })
    static let format = RPCParameter(
        "format", required: true,
        .oneOf("sets or cumulative, with the shot's face, distance and unit; or a round's id, shot on its own faces") {
            shotFormats + $0.archeryRounds.map(\.id)
        })
    /// The formats shot at one face and distance, as opposed to a round's.
    static let shotFormats = ["sets", "cumulative"]
    static let seed = RPCParameter(
        "seed", required: true, .integer("Any integer from -2^63 to 2^64 - 1: it decides every arrow"))
    static let archerHandicap = RPCParameter("archerHandicap", .integer("The archer's handicap (or give archerScores)"))
    static let round = RPCParameter("round", required: true, .oneOf("The round shot") { $0.archeryRounds.map(\.id) })
    static let score = RPCParameter("score", required: true, .integer("The round's score"))
    static let archerScores = RPCParameter(
        "archerScores",
        .array(
            of: .object(parameters: [round, score]), "Recent scores, whose handicaps' mean is the archer's",
            maxItems: ArcheryOpponent.maximumRecentScores))
    static let archerEnds = RPCParameter(
        "archerEnds", required: true,
        .array(of: .array(of: .string()), "The archer's arrows by label, end by end, such as [[\"10\", \"9\", \"X\"]]"))
    static let label = RPCParameter("label", required: true, .string("The arrow as recorded"))
    static let distanceFromCentre = RPCParameter(
        "distanceFromCentre",
        .number(
            "From the face's centre to the arrow's, in mm; it breaks a tie within one zone", minimum: 0,
            maximum: shootOffLimit.millimetres))
    /// Beyond any face: a sanity bound, as a distance is read exactly in nanometres.
    static let shootOffLimit = Length(nanometres: 10_000_000_000)
    static let shootOffArrow = JSONSchema.object(parameters: [label, distanceFromCentre])
    static let archerShootOff = RPCParameter(
        "archerShootOff", .anyOf([shootOffArrow, .array(of: shootOffArrow)], "In a shoot-off: the archer's arrow, or one per shoot-off shot"))
    static let parameters =
        [opponent, difficulty, format, seed, archerHandicap, archerScores, archerEnds, archerShootOff,
         ArcheryRoundScoring.forFaceOrRound] + ArcheryShotParameters.shotOnly
    static let result = JSONSchema.object(
        "A match so far",
        [
            "opponentHandicap": .integer("The difficulty's handicap for the opponent, before its temperament"),
            "archerHandicap?": .integer("The archer's handicap the difficulty followed, when known"),
            "opponentEnds": .array(of: .array(of: ArcheryOpponentArrow.schema), "The opponent's arrows, end by end"),
            "ends": .array(
                of: .object(
                    "One end's totals",
                    [
                        "archer": .integer("The archer's score on the end"),
                        "opponent": .integer("The opponent's score on the end"),
                        "opponentHandicap": .integer("The opponent's handicap on the end, after its temperament"),
                    ]),
                "Every end shot, in order"),
            "setPoints?": ArcherAndOpponent.schema.described("Set points, in the set system"),
            "totals?": ArcherAndOpponent.schema.described("Running totals, in the cumulative system and rounds"),
            "state": .oneOf(
                [ArcheryMatch.State.inProgress, .shootOff, .won, .lost].map(\.rawValue),
                "Where the match stands, as the archer sees it"),
            "shootOff?": .array(
                of: .object(
                    "One shoot-off arrow each",
                    [
                        "archer": .object("The archer's arrow", ArcheryZone.labelAndScoreSchema),
                        "opponent": ArcheryOpponentArrow.schema,
                        "winner": .oneOf(["archer", "opponent"], "Who won it; null while it is undecided").orNull,
                    ]),
                "The shoot-off arrows, when one was shot"),
        ])

    static func call(_ params: Params) throws(RPCError) -> ArcheryMatch {
        let tables = params.tables
        let ids = tables.archeryOpponents.map(\.id)
        _ = try params.required(Self.opponent)
        let opponent = try params.lookup(Self.opponent, ids: ids, tables.archeryOpponent)!
        let difficulty = try params.requiredString(Self.difficulty)
        let request = ArcheryMatchRequest(
            difficulty: difficulty, format: try format(params, opponent: opponent), seed: try seed(params),
            archer: try archer(params), archerEnds: try ends(params), archerShootOff: try shootOff(params))
        return try params.checked { () throws(ScoringError) in
            return try opponent.match(request)
        }
    }

    /// `sets`, `cumulative` (with the shot's parameters) or a round's id
    /// (without them, but with `scoring` if not the round's own).
    private static func format(_ params: Params, opponent: ArcheryOpponent) throws(RPCError) -> ArcheryMatchRequest.Format {
        let format = try params.requiredString(Self.format)
        if Self.shotFormats.contains(where: { format.hasSameBytes(asASCII: $0) }) {
            let odds = try ArcheryShotParameters.odds(params, scheme: opponent.rules.scheme)
            return format.hasSameBytes(asASCII: "sets") ? .sets(odds) : .cumulative(odds)
        }
        // Any other format `Params` lets through is a round's id.
        let tables = params.tables
        let round = try params.lookup(Self.format, ids: tables.archeryRounds.map(\.id), tables.archeryRound)!
        for parameter in ArcheryShotParameters.shotOnly where params.value(parameter) != nil {
            throw .invalidParams(
                field: params.field(parameter), "a round match is shot on the round's own faces: leave out '\(parameter.name)'")
        }
        return .round(round, scoring: try params.string(ArcheryRoundScoring.scoring))
    }

    /// Any JSON integer: a negative one is taken as its 64-bit pattern.
    private static func seed(_ params: Params) throws(RPCError) -> UInt64 {
        let token = try params.required(Self.seed)
        let tape = params.tape
        guard tape.kind(token) == .number else {
            throw .invalidParams(field: params.field(Self.seed), "expected an integer seed, found \(tape.typeName(token))")
        }
        let text = tape.number(token).text
        if let value = UInt64(text) { return value }
        if let value = Int64(text) { return UInt64(bitPattern: value) }
        throw .invalidParams(field: params.field(Self.seed), "expected an integer from -2^63 to 2^64 - 1, found \(text)")
    }

    private static func archer(_ params: Params) throws(RPCError) -> ArcheryMatchRequest.Archer? {
        let handicap = try params.int(Self.archerHandicap, "a whole-number handicap")
        guard let scores = params.value(Self.archerScores) else { return handicap.map { .handicap($0) } }
        if handicap != nil {
            throw .invalidParams(field: params.field(Self.archerScores), "give archerHandicap or archerScores, not both")
        }
        let tape = params.tape
        guard tape.kind(scores) == .array else {
            throw .invalidParams(field: params.field(Self.archerScores), "expected a list of {round, score}, found \(tape.typeName(scores))")
        }
        guard tape.count(scores) <= ArcheryOpponent.maximumRecentScores else {
            throw .invalidParams(
                field: params.field(Self.archerScores), "give at most \(ArcheryOpponent.maximumRecentScores) recent scores")
        }
        var list: [(round: String, score: Int)] = []
        for (index, item) in tape.elements(scores).enumerated() {
            let entry = try params.element(item, "archerScores[\(index)]", "an object {round, score}")
            try entry.allowOnly([Self.round, Self.score])
            list.append((try entry.requiredString(Self.round), try entry.requiredInt(Self.score, "a whole-number round score")))
        }
        return .scores(list)
    }

    /// `[["10", "9", "X"], …]`: the match checks the ends and arrows against its format (the line's length bounds them here).
    private static func ends(_ params: Params) throws(RPCError) -> [[String]] {
        let token = try params.required(Self.archerEnds)
        let tape = params.tape
        guard tape.kind(token) == .array else {
            throw .invalidParams(field: params.field(Self.archerEnds), "expected a list of ends, found \(tape.typeName(token))")
        }
        var ends: [[String]] = []
        for (index, end) in tape.elements(token).enumerated() {
            let field = "\(params.field(Self.archerEnds))[\(index)]"
            guard tape.kind(end) == .array else {
                throw .invalidParams(field: field, "expected an end: a list of arrow labels such as [\"10\", \"9\", \"X\"]")
            }
            var labels: [String] = []
            for (arrow, label) in tape.elements(end).enumerated() {
                guard tape.kind(label) == .string else {
                    throw .invalidParams(field: "\(field)[\(arrow)]", "expected a label such as \"10\", found \(tape.typeName(label))")
                }
                labels.append(tape.string(label))
            }
            ends.append(labels)
        }
        return ends
    }

    /// One arrow `{label, distanceFromCentre?}`, or a list of them for shoot-offs after a level one.
    private static func shootOff(_ params: Params) throws(RPCError) -> [ArcheryShootOffArrow] {
        guard let token = params.value(Self.archerShootOff) else { return [] }
        let tape = params.tape
        let items: [(JSONToken, String)] =
            tape.kind(token) == .array
            ? tape.elements(token).enumerated().map { ($1, "archerShootOff[\($0)]") } : [(token, "archerShootOff")]
        var arrows: [ArcheryShootOffArrow] = []
        for (item, field) in items {
            let arrow = try params.element(item, field, "an arrow {label, distanceFromCentre?}")
            try arrow.allowOnly([Self.label, Self.distanceFromCentre])
            let label = try arrow.requiredString(Self.label)
            let limits = Length(nanometres: 0)...Self.shootOffLimit
            let distance = try arrow.nanometres(Self.distanceFromCentre, "a distance in millimetres", limits: limits)
            arrows.append(ArcheryShootOffArrow(label: label, distanceFromCentre: distance.map(Length.init(nanometres:))))
        }
        return arrows
    }
}

extension ArcheryMatch: JSONWritable {
    func write(into writer: JSONWriter) {
        writer.object { o in
            o("opponentHandicap", opponentHandicap)
            o("archerHandicap", ifPresent: archerHandicap)
            o.array("opponentEnds", ends) { end in writer.array(end.opponent) { $0.write(into: writer) } }
            o.array("ends", ends) { end in
                writer.object { o in
                    o("archer", end.archerTotal)
                    o("opponent", end.opponentTotal)
                    o("opponentHandicap", end.opponentHandicap)
                }
            }
            o("setPoints", ifPresent: setPoints.map(ArcherAndOpponent.init))
            o("totals", ifPresent: totals.map(ArcherAndOpponent.init))
            o("state", state.rawValue)
            if !shootOff.isEmpty {
                o.array("shootOff", shootOff) { arrow in
                    writer.object { o in
                        o.object("archer") { o in
                            o("label", arrow.archer.label)
                            o("score", arrow.archer.score)
                        }
                        o("opponent", arrow.opponent)
                        o("winner", arrow.archerWon.map { $0 ? "archer" : "opponent" })
                    }
                }
            }
        }
    }
}

/// `{label, score, colour, x, y}`; a miss's colour is `null`.
extension ArcheryOpponentArrow: JSONWritable {
    static let schema = JSONSchema.object(
        "An opponent's arrow",
        merging: ArcheryZone.labelAndScoreSchema,
        [
            "colour": .string("The zone's colour as #RRGGBB; null for a miss").orNull,
            "x": .number("Where it hit, in mm right of the centre: for drawing only"),
            "y": .number("Where it hit, in mm above the centre: for drawing only"),
        ])

    func write(into writer: JSONWriter) {
        writer.object { o in
            o("label", zone.label)
            o("score", zone.score)
            o("colour", zone.colour?.hex)
            o("x") { $0.writeDecimal(xHundredths, decimals: 2) }
            o("y") { $0.writeDecimal(yHundredths, decimals: 2) }
        }
    }
}

/// `{"archer": 4, "opponent": 2}`.
private struct ArcherAndOpponent: JSONWritable {
    var pair: (archer: Int, opponent: Int)

    static let schema = JSONSchema.object(
        "The archer's and the opponent's",
        [
            "archer": .integer(),
            "opponent": .integer(),
        ])

    init(_ pair: (archer: Int, opponent: Int)) { self.pair = pair }

    func write(into writer: JSONWriter) {
        writer.object { o in
            o("archer", pair.archer)
            o("opponent", pair.opponent)
        }
    }
}
