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
    static let result = JSONSchema.object(
        "The opponents asked for", ["opponents": .array(of: ArcheryOpponent.schema, "Every opponent, or the one named")])

    static func call(_ params: Params) throws(RPCError) -> CachedResult {
        let answers = params.served.cached(Self.self) { tables in
            CatalogAnswers(tables.archeryOpponents, id: \.id) { Listed("opponents", $0) }
        }
        return try answers.answer(params, key: Self.opponent)
    }
}

extension ArcheryOpponent: JSONWritable {
    static let schema = JSONSchema.object(
        "A virtual opponent",
        [
            "id": .string(),
            "name": .string(),
            "tagline": .string("One line about the character"),
            "bowStyle": .string("The bow it shoots, such as longbow"),
            "handicap": .integer("Its own handicap, for when the archer's is not known"),
            "scheme": .string("The handicap scheme of its handicaps, by id"),
            "difficulties": .array(of: .string(), "The difficulties it offers, by id, easiest first"),
            "temperament": .string("How its handicap moves end by end, by id"),
        ])

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
