import Scorebook

/// `archery.rounds`: every round (or one, with `round`) with its distances,
/// faces, arrows, end size and maximum score.
enum ArcheryRoundsMethod: RPCMethod {
    static let name = "archery.rounds"
    static let parameters: [StaticString] = ["round"]

    static func call(_ params: Params) throws(RPCError) -> CachedResult {
        let answers = params.served.cached(Self.self) { tables in
            CatalogAnswers(tables.archeryRounds, id: \.id) { RoundList(rounds: $0) }
        }
        return try answers.answer(params, key: "round", what: "round")
    }
}

struct RoundList: JSONWritable {
    var rounds: [ArcheryRound]

    func write(into writer: JSONWriter) {
        writer.beginObject()
        writer.key("rounds")
        writer.beginArray()
        for round in rounds {
            writer.beginObject()
            writer.key("id")
            writer.writeString(round.id)
            writer.key("name")
            writer.writeString(round.name)
            writer.key("venue")
            writer.writeString(round.venue)
            writer.key("scoring")
            writer.writeString(round.scoring)
            writer.key("scoringSystems")
            writer.beginArray()
            for id in round.scoringSystems { writer.writeString(id) }
            writer.endArray()
            writer.key("arrows")
            writer.writeInt(round.arrows)
            writer.key("maximum")
            writer.writeInt(round.maximumScore(scoring: round.scoring) ?? 0)
            writer.key("distances")
            writer.beginArray()
            for distance in round.distances {
                writer.beginObject()
                writer.key("distance")
                writer.writeDistance(distance)
                writer.key("face")
                writer.writeString(distance.face.id)
                writer.key("arrows")
                writer.writeInt(distance.arrows)
                writer.key("arrowsPerEnd")
                writer.writeInt(distance.arrowsPerEnd)
                writer.endObject()
            }
            writer.endArray()
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }
}
