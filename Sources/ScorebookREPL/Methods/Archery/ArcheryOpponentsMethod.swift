import Scorebook

/// `archery.opponents`: every virtual opponent (or one, with `opponent`):
/// who it is, the difficulties it offers (easiest first) and its temperament.
enum ArcheryOpponentsMethod: RPCMethod {
    static let name = "archery.opponents"
    static let parameters: [StaticString] = ["opponent"]

    static func call(_ params: Params) throws(RPCError) -> CachedResult {
        let answers = params.served.cached(Self.self) { tables in
            CatalogAnswers(tables.archeryOpponents, id: \.id) { OpponentList(opponents: $0) }
        }
        return try answers.answer(params, key: "opponent", what: "opponent")
    }
}

struct OpponentList: JSONWritable {
    var opponents: [ArcheryOpponent]

    func write(into writer: JSONWriter) {
        writer.beginObject()
        writer.key("opponents")
        writer.beginArray()
        for opponent in opponents {
            writer.beginObject()
            writer.key("id")
            writer.writeString(opponent.id)
            writer.key("name")
            writer.writeString(opponent.name)
            writer.key("tagline")
            writer.writeString(opponent.tagline)
            writer.key("bowStyle")
            writer.writeString(opponent.bowStyle)
            writer.key("handicap")
            writer.writeInt(opponent.handicap)
            writer.key("scheme")
            writer.writeString(opponent.rules.scheme.id)
            writer.key("difficulties")
            writer.beginArray()
            for difficulty in opponent.difficulties { writer.writeString(difficulty.id) }
            writer.endArray()
            writer.key("temperament")
            writer.writeString(opponent.temperament.id)
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }
}
