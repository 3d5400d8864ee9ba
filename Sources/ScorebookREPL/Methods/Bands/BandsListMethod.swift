import Scorebook

/// `bands.list`: every band set (or one, with `bandSet`): its value and
/// unit, its keys, and each list of bands with the numbers they carry.
enum BandsListMethod: RPCMethod {
    static let name = "bands.list"
    static let title = "Band sets"
    static let summary = "Every band set, or the one named: ordered ranges of a value and their classes, by key"
    static let examples = [#"{"bandSet":"who-bmi"}"#]
    static let bandSet = RPCParameter("bandSet", called: "band set", .oneOf("A band set (default: every band set)") { $0.bandSets.map(\.id) })
    static let parameters = [bandSet]
    static let result = JSONSchema.object(
        "The band sets asked for",
        [
            "bandSets": .array(
                of: .object(
                    "A band set",
                    [
                        "id": .string(), "name": .string(), "value": .string("What is banded"), "unit": .string("Its unit"),
                        "keys": .array(of: .string(), "The keys choosing a list, outermost first"),
                        "carries": .array(of: .object("A number each band gives", ["name": .string(), "unit": .string()]), "In order"),
                        "lists": .array(
                            of: .object(
                                "The bands for one choice of every key",
                                [
                                    "keys": .array(of: .string(), "One choice per key"),
                                    "bands": .array(
                                        of: .object(
                                            "A band",
                                            [
                                                "id": .string("Its class"), "name": .string(),
                                                "from": .number("At or above; null for no lower bound").orNull,
                                                "below": .number("Below, never at; null for no upper bound").orNull,
                                                "carried": .array(of: .number().orNull, "One per carried number; null where the source prints none"),
                                            ]), "Lowest first"),
                                ]), "One per choice of every key"),
                    ]), "Every band set, or the one named")
        ])

    static func call(_ params: Params) throws(RPCError) -> CachedResult {
        let answers = params.served.cached(Self.self) { tables in
            CatalogAnswers(tables.bandSets, id: \.id) { Listed("bandSets", $0) }
        }
        return try answers.answer(params, key: Self.bandSet)
    }
}

extension BandSet: JSONWritable {
    func write(into writer: JSONWriter) {
        writer.object { o in
            o("id", id)
            o("name", name)
            o("value", valueName)
            o("unit", unit)
            o("keys", keys)
            o.array("carries", carries) { carried in
                writer.object { o in
                    o("name", carried.name)
                    o("unit", carried.unit)
                }
            }
            o.array("lists", lists) { list in
                writer.object { o in
                    o("keys", list.keys)
                    o.array("bands", list.bands) { band in
                        writer.object { o in
                            o("id", band.id)
                            o("name", band.name)
                            o("from", band.from)
                            o("below", band.below)
                            o.array("carried", band.carried) { $0.write(into: writer) }
                        }
                    }
                }
            }
        }
    }
}
