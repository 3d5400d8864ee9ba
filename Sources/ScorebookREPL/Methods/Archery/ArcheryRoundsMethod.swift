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
    static let result = JSONSchema.any()  // TODO: the result's schema

    static func call(_ params: Params) throws(RPCError) -> CachedResult {
        let answers = params.served.cached(Self.self) { tables in
            CatalogAnswers(tables.archeryRounds, id: \.id) { Listed("rounds", $0) }
        }
        return try answers.answer(params, key: Self.round, what: "round")
    }
}

extension ArcheryRound: JSONWritable {
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
