import Scorebook

/// `archery.opponents`: every virtual opponent (or one, with `opponent`):
/// who it is, the difficulties it offers (easiest first) and its temperament.
enum ArcheryOpponentsMethod: RPCMethod {
    static let name = "archery.opponents"
    static let parameters: [StaticString] = ["opponent"]

    static func call(_ params: Params) throws(RPCError) -> CachedResult {
        let answers = params.served.cached(Self.self) { tables in
            CatalogAnswers(tables.archeryOpponents, id: \.id) { Listed("opponents", $0) }
        }
        return try answers.answer(params, key: "opponent", what: "opponent")
    }
}

extension ArcheryOpponent: JSONWritable {
    func write(into writer: JSONWriter) {
        writer.object { o in
            o("id", id)
            o("name", name)
            o("tagline", tagline)
            o("bowStyle", bowStyle)
            o("handicap", handicap)
            o("scheme", rules.scheme.id)
            o.array("difficulties", difficulties) { writer.writeString($0.id) }
            o("temperament", temperament.id)
        }
    }
}
