import Scorebook

/// `archery.total`: the totals of arrows recorded by label, for an end on a
/// face or for a round's score sheet (by distance, with end totals).
///
/// ```json
/// {"face":"wa-40","scoring":"recurve","arrows":["X","10","9"]}
/// {"round":"york","arrows":["9","9","7","M"]}
/// ```
enum ArcheryTotalMethod: RPCMethod {
    static let name = "archery.total"
    static let title = "Total arrows or a score sheet"
    static let summary = "The totals of arrows recorded by label: an end on a face, or a round's score sheet by distance"
    static let examples = [
        #"{"face":"wa-40-triple","scoring":"compound","arrows":["10","9","8"]}"#,
        #"{"round":"portsmouth","arrows":["X","10","9","9","8","M"]}"#,
    ]
    static let round = RPCParameter("round", .oneOf("A round, for its score sheet (or give a face for an end)") { $0.archeryRounds.map(\.id) })
    static let arrows = RPCParameter(
        "arrows", required: true, .array(of: .string(), "The arrows by label in the order shot, such as [\"X\", \"10\", \"M\"]"))
    static let parameters = [ArcheryFaceScoring.face, round, ArcheryRoundScoring.forFaceOrRound, arrows]
    static let result = JSONSchema.anyOf(
        [FaceTotal.schema, ArcheryScoreSheet.schema], "An end's totals on a face, or a round's score sheet")

    static func call(_ params: Params) throws(RPCError) -> ArcheryTotal {
        let what = "a list of arrow labels such as [\"X\", \"10\", \"M\"]"
        let tables = params.tables
        guard let round = try params.lookup(Self.round, ids: tables.archeryRounds.map(\.id), tables.archeryRound)
        else {
            guard params.value(ArcheryFaceScoring.face) != nil else {
                throw .invalidParams(field: params.field(ArcheryFaceScoring.face), "give a 'face' (for an end) or a 'round' (for a score sheet)")
            }
            let target = try ArcheryFaceScoring(params)
            let arrows = try params.requiredStrings(Self.arrows, what)
            return try params.checked { () throws(ScoringError) in
                return .end(FaceTotal(target: target, tally: try target.scoring.tally(labels: arrows)))
            }
        }
        if params.value(ArcheryFaceScoring.face) != nil {
            throw .invalidParams(field: params.field(ArcheryFaceScoring.face), "give either a 'face' or a 'round', not both: a round has its own faces")
        }
        let scoring = try params.string(ArcheryRoundScoring.scoring)
        let arrows = try params.requiredStrings(Self.arrows, what)
        return try params.checked { () throws(ScoringError) in
            return .round(try round.scoreSheet(arrows: arrows, scoring: scoring))
        }
    }
}

/// The totals of an end on a face, or of a round's score sheet.
enum ArcheryTotal: JSONWritable {
    case end(FaceTotal)
    case round(ArcheryScoreSheet)

    func write(into writer: JSONWriter) {
        switch self {
        case .end(let total): total.write(into: writer)
        case .round(let sheet): sheet.write(into: writer)
        }
    }
}

struct FaceTotal: JSONWritable {
    var target: ArcheryFaceScoring
    var tally: ArcheryTally

    static let schema = JSONSchema.object(
        "An end's totals on a face",
        merging: JSONMembers.targetSchema, JSONMembers.totalsSchema,
        ["maximum": .integer("The most its arrows could score")])

    func write(into writer: JSONWriter) {
        writer.object { o in
            o.target(target)
            o.totals(tally)
            o("maximum", tally.arrows * target.scoring.maximumScore)
        }
    }
}

extension ArcheryScoreSheet: JSONWritable {
    static let schema = JSONSchema.object(
        "A round's score sheet",
        merging: [
            "round": .string("The round, by id"),
            "scoring": .string("The scoring system, by id"),
        ],
        JSONMembers.totalsSchema,
        [
            "maximum": .integer("The highest score the round allows under this scoring"),
            "complete": .boolean("Whether every arrow of the round is recorded"),
            "distances": .array(
                of: .object(
                    "One distance's totals",
                    merging: [
                        "distance": ArcheryRoundDistance.schema,
                        "face": .string("The face shot there, by id"),
                        "of": .integer("The distance's arrows"),
                    ],
                    JSONMembers.totalsSchema,
                    ["ends": .array(of: .integer(), "Each end's total; the last may be part shot")]),
                "The distances shot, in order"),
        ])

    func write(into writer: JSONWriter) {
        writer.object { o in
            o("round", round.id)
            o("scoring", scoring)
            o.totals(tally)
            o("maximum", maximumScore)
            o("complete", isComplete)
            o.array("distances", sections) { section in
                writer.object { o in
                    o("distance", section.distance)
                    o("face", section.distance.face.id)
                    o("of", section.distance.arrows)
                    o.totals(section.tally)
                    o("ends", section.ends)
                }
            }
        }
    }
}

extension JSONMembers {
    /// The members `totals(_:)` writes.
    static let totalsSchema: JSONSchema.MemberList = [
        "total": .integer("The score, in points"),
        "hits": .integer("Arrows that scored a zone"),
        "arrows": .integer("Arrows recorded, misses included"),
        "tallies": .map("The scoring system's counts, by name", of: .integer()),
    ]

    /// `"total"`, `"hits"`, `"arrows"` and `"tallies": {"tens": 3, "xs": 1}` into the open object.
    func totals(_ tally: ArcheryTally) {
        self("total", tally.total)
        self("hits", tally.hits)
        self("arrows", tally.arrows)
        object("tallies") { o in
            for (name, count) in zip(tally.names, tally.counts) { o(text: name, count) }
        }
    }
}

/// `{"value": 100, "unit": "yd", "metres": 91.44}`.
extension ArcheryRoundDistance: JSONWritable {
    static let schema = JSONSchema.object(
        "A distance as the rules write it, and in metres",
        [
            "value": .number("The number as the rules write it"),
            "unit": .oneOf(LengthUnit.allCases.map(\.rawValue), "Its unit"),
            "metres": .number("The distance exactly, in metres"),
        ])

    func write(into writer: JSONWriter) {
        writer.object { o in
            o("value") { $0.writeNumber(JSONNumber(validatedText: value)) }
            o("unit", unit)
            o("metres") { $0.writeNumber(JSONNumber(validatedText: DecimalText.format(length.nanometres, decimals: 9))) }
        }
    }
}
