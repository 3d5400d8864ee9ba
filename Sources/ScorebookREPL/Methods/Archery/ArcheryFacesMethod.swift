import Scorebook

/// `archery.faces`: every face (or one, with `face`) with its rings, colours
/// and each scoring system's zones. Lengths are in millimetres.
enum ArcheryFacesMethod: RPCMethod {
    static let name = "archery.faces"
    static let title = "Archery target faces"
    static let summary = "Every target face, or the one named, with its rings, colours and scoring systems"
    static let examples = [#"{"face":"worcester"}"#]
    static let face = RPCParameter("face", .oneOf("A face (default: every face)") { $0.archeryFaces.map(\.id) })
    static let parameters = [face]
    static let result = JSONSchema.any()  // TODO: the result's schema

    static func call(_ params: Params) throws(RPCError) -> CachedResult {
        let answers = params.served.cached(Self.self) { tables in
            CatalogAnswers(tables.archeryFaces, id: \.id) { Listed("faces", $0) }
        }
        return try answers.answer(params, key: Self.face, what: "face")
    }
}

extension ArcheryFace: JSONWritable {
    func write(into writer: JSONWriter) {
        writer.object { o in
            o("id", id)
            o("name", name)
            o("layout", layout)
            o("diameter", diameter)
            o("printedDiameter", printedDiameter)
            o("spots", spots)
            o.array("rings", rings) { ring in
                writer.object { o in
                    o("label", ring.label)
                    o("diameter", ring.diameter)
                    o("fill", ring.fill)
                    o("line", ring.line)
                }
            }
            o.array("scoring", scoringSystems) { scoring in
                writer.object { o in
                    o("id", scoring.id)
                    o("name", scoring.name)
                    o("tallies", scoring.tallies)
                    o.array("zones", scoring.zones) { zone in
                        writer.object { o in
                            o("label", zone.label)
                            o("score", zone.score)
                            o("diameter", zone.diameter!)
                            o("colour", zone.colour)
                        }
                    }
                }
            }
        }
    }
}
