import Scorebook

/// `archery.expected` under a scheme (the tables' first, `agb`, unless
/// `scheme` says). With `round` (and `scoring`, by default the round's own):
/// the round's expected score, rounded by the scheme's rule, and unrounded.
/// With `face`, `scoring`, `distance`, `unit` and `venue` instead: one
/// arrow's expected score and every zone's probability, innermost first, `M` last.
///
/// ```json
/// {"round":"wa-1440-90","handicap":10}   →   {"score":1356,"unrounded":1355.7…}
/// {"face":"wa-122","scoring":"recurve","distance":70,"unit":"m","venue":"outdoor","handicap":10}
///     →   {"arrow":9.401…,"zones":[{"label":"X","score":10,"probability":0.35…},…]}
/// ```
enum ArcheryExpectedMethod: RPCMethod {
    static let name = "archery.expected"
    static let title = "Expected archery score at a handicap"
    static let summary = "A round's expected score at a handicap under a scheme, or one arrow's on a face at a distance"
    static let examples = [
        #"{"round":"wa-1440-90","handicap":10}"#,
        #"{"face":"wa-40","distance":18,"unit":"m","venue":"indoor","handicap":30}"#,
    ]
    static let round = RPCParameter("round", .oneOf("A round (or give a shot: face, distance, unit)") { $0.archeryRounds.map(\.id) })
    static let handicap = RPCParameter("handicap", required: true, .integer("The handicap, within the scheme's range"))
    static let parameters =
        [round, handicap, HandicapSchemeParameter.parameter, ArcheryRoundScoring.forFaceOrRound] + ArcheryShotParameters.shotOnly
    static let result = JSONSchema.anyOf(
        [
            .object(
                "A round's expected score",
                [
                    "score": .integer("Rounded by the scheme's rule"),
                    "unrounded": .number("The sum of the round's pass scores"),
                ]),
            .object(
                "One arrow's expected score",
                [
                    "arrow": .number("The expected score of one arrow"),
                    "zones": .array(
                        of: .object(
                            "A zone", merging: ArcheryZone.labelAndScoreSchema,
                            ["probability": .number("The chance an arrow scores it")]),
                        "Every zone, innermost first, then the miss"),
                ]),
        ],
        "With a round, its expected score; with a shot, one arrow's")

    static func call(_ params: Params) throws(RPCError) -> ExpectedResult {
        let scheme = try HandicapSchemeParameter.scheme(params)
        if params.value(Self.round) == nil && params.value(ArcheryFaceScoring.face) == nil {
            throw .invalidParams(field: params.field(Self.round), "give a 'round', or a shot: 'face', 'distance' and 'unit'")
        }
        guard params.value(Self.round) != nil else {
            let handicap = try params.requiredInt(Self.handicap, "a whole-number handicap")
            try params.checked { () throws(ScoringError) in try scheme.checkHandicap(handicap) }
            let odds = try ArcheryShotParameters.odds(params, scheme: scheme, handicaps: handicap...handicap)
            return .arrow(odds.scoring, odds.arrowScore(handicap: handicap), odds.probabilities(handicap: handicap))
        }
        let (round, scoring) = try ArcheryRoundScoring.read(params, round: Self.round)
        for parameter in ArcheryShotParameters.shotOnly where params.value(parameter) != nil {
            throw .invalidParams(field: params.field(parameter), "give a round or a shot (face, distance…), not both")
        }
        let handicap = try params.requiredInt(Self.handicap, "a whole-number handicap")
        return try params.checked { () throws(ScoringError) in
            let expected = try scheme.expectedScore(round: round, scoring: scoring, handicap: handicap)
            return .round(score: expected.score, unrounded: expected.unrounded)
        }
    }
}

/// `archery.handicap`: the handicap a round's score earns under a scheme
/// (scored under `scoring`, by default the round's own): the worst whose
/// expected score still reaches it (`null` if none does).
///
/// ```json
/// {"round":"wa-1440-90","score":1356}   →   {"handicap":10}
/// ```
enum ArcheryHandicapMethod: RPCMethod {
    static let name = "archery.handicap"
    static let title = "Archery handicap for a score"
    static let summary = "The handicap a round's score earns under a scheme: the worst whose expected score still reaches it"
    static let examples = [#"{"round":"wa-1440-90","score":1356}"#]
    static let round = RPCParameter("round", required: true, .oneOf("A round") { $0.archeryRounds.map(\.id) })
    static let score = RPCParameter("score", required: true, .integer("The round's score", minimum: 0))
    static let parameters = [round, score, ArcheryRoundScoring.scoring, HandicapSchemeParameter.parameter]
    static let result = JSONSchema.object(
        "The handicap the score earns",
        ["handicap": .integer("The worst whose expected score reaches it; null if none in the scheme's range does").orNull])

    static func call(_ params: Params) throws(RPCError) -> HandicapResult {
        let scheme = try HandicapSchemeParameter.scheme(params)
        let (round, scoring) = try ArcheryRoundScoring.read(params, round: Self.round)
        let score = try params.requiredInt(Self.score, "a whole-number round score")
        return try params.checked { () throws(ScoringError) in
            return HandicapResult(handicap: try scheme.handicap(round: round, scoring: scoring, score: score))
        }
    }
}

/// The `scheme` parameter both methods share: when not given, the first
/// scheme of the tables (`agb` in Scorebook's own).
enum HandicapSchemeParameter {
    static let parameter = RPCParameter(
        "scheme", called: "handicap scheme", .oneOf("A handicap scheme (default: the tables' first)") { $0.handicapSchemes.map(\.id) })

    static func scheme(_ params: Params) throws(RPCError) -> ArcheryHandicapScheme {
        let tables = params.tables
        if let scheme = try params.lookup(parameter, ids: tables.handicapSchemes.map(\.id), tables.handicapScheme) { return scheme }
        guard let first = tables.handicapSchemes.first else {
            throw .invalidParams(field: params.field(parameter), "these tables have no handicap scheme")
        }
        return first
    }
}

enum ExpectedResult: JSONWritable {
    case round(score: Int, unrounded: Double)
    /// The scoring system, an arrow's expected score, and each zone's probability then a miss's.
    case arrow(ArcheryScoring, Double, [Double])

    func write(into writer: JSONWriter) {
        writer.object { o in
            switch self {
            case .round(let score, let unrounded):
                o("score", score)
                o("unrounded", unrounded)
            case .arrow(let scoring, let arrow, let probabilities):
                o("arrow", arrow)
                o.array("zones", zip(scoring.zones + [scoring.miss], probabilities)) { zone, probability in
                    writer.object { o in
                        o("label", zone.label)
                        o("score", zone.score)
                        o("probability", probability)
                    }
                }
            }
        }
    }
}

struct HandicapResult: JSONWritable {
    var handicap: Int?

    func write(into writer: JSONWriter) {
        writer.object { $0("handicap", handicap) }
    }
}
