import Scorebook

/// `archery.rounds`: every round (or one, with `round`) with its distances,
/// faces, arrows, end size and maximum score.
enum ArcheryRoundsMethod: RPCMethod {
    static let name = "archery.rounds"
    static let title = "Archery rounds"
    static let summary = "Every round, or the one named, with its distances, faces, arrows and maximum score"
    static let examples = [#"{"round":"worcester"}"#]
    static let round = RPCParameter("round", .oneOf("A round (default: every round)") { $0.archeryRounds.map(\.id) })
    static let parameters = [round]
    static let result = JSONSchema.object(
        "The rounds asked for", ["rounds": .array(of: ArcheryRound.schema, "Every round, or the one named")])

    static func call(_ params: Params) throws(RPCError) -> CachedResult {
        let answers = params.served.cached(Self.self) { tables in
            CatalogAnswers(tables.archeryRounds, id: \.id) { Listed("rounds", $0) }
        }
        return try answers.answer(params, key: Self.round)
    }
}

extension ArcheryRound: JSONWritable {
    static let schema = JSONSchema.object(
        "A round",
        [
            "id": .string(),
            "name": .string(),
            "venue": ArcheryShotParameters.venue.schema.described("Where it is shot"),
            "scoring": .string("The scoring system it is usually shot with, by id"),
            "scoringSystems": .array(of: .string(), "The scoring systems every face of the round supports, by id"),
            "arrows": .integer("Arrows in the whole round"),
            "maximum": .integer("The highest score under its own scoring system"),
            "distances": .array(
                of: .object(
                    "A distance",
                    [
                        "distance": ArcheryRoundDistance.schema,
                        "face": .string("The face shot there, by id"),
                        "arrows": .integer("Arrows shot there"),
                        "arrowsPerEnd": .integer("Arrows in each end there"),
                    ]),
                "In the order shot"),
        ])

    func write(into writer: JSONWriter) {
        writer.object { o in
            o("id", id)
            o("name", name)
            o("venue", venue)
            o("scoring", scoring)
            o("scoringSystems", scoringSystems)
            o("arrows", arrows)
            o("maximum", maximumScore(scoring: scoring) ?? 0)
            o.array("distances", distances) { distance in
                writer.object { o in
                    o("distance", distance)
                    o("face", distance.face.id)
                    o("arrows", distance.arrows)
                    o("arrowsPerEnd", distance.arrowsPerEnd)
                }
            }
        }
    }
}
