import Scorebook

/// `archery.opponents`: every virtual opponent (or one, with `opponent`):
/// who it is, the difficulties it offers (easiest first) and its temperament.
enum ArcheryOpponentsMethod: RPCMethod {
    static let name = "archery.opponents"
    static let title = "Virtual archery opponents"
    static let summary = "Every virtual opponent, or the one named: who it is, its difficulties and temperament"
    static let examples = [#"{"opponent":"captain-nova"}"#]
    static let opponent = RPCParameter("opponent", .oneOf("An opponent (default: every opponent)") { $0.archeryOpponents.map(\.id) })
    static let parameters = [opponent]
    static let result = JSONSchema.any()  // TODO: the result's schema

    static func call(_ params: Params) throws(RPCError) -> CachedResult {
        let answers = params.served.cached(Self.self) { tables in
            CatalogAnswers(tables.archeryOpponents, id: \.id) { Listed("opponents", $0) }
        }
        return try answers.answer(params, key: Self.opponent, what: "opponent")
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
