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
    static let result = JSONSchema.object(
        "The faces asked for", ["faces": .array(of: ArcheryFace.schema, "Every face, or the one named")])

    static func call(_ params: Params) throws(RPCError) -> CachedResult {
        let answers = params.served.cached(Self.self) { tables in
            CatalogAnswers(tables.archeryFaces, id: \.id) { Listed("faces", $0) }
        }
        return try answers.answer(params, key: Self.face)
    }
}

extension ArcheryFace: JSONWritable {
    static let schema = JSONSchema.object(
        "A target face; lengths in mm",
        [
            "id": .string(),
            "name": .string(),
            "layout": .string("The layout the face prints, by id"),
            "diameter": .number("The nominal diameter"),
            "printedDiameter": .number("The outermost printed ring's diameter: less than the nominal on a reduced face"),
            "spots": .integer("How many spots it prints"),
            "rings": .array(
                of: .object(
                    "A printed ring",
                    [
                        "label": .string(),
                        "diameter": .number("The ring's outer diameter"),
                        "fill": ArcheryColour.schema.described("The ring's colour"),
                        "line": ArcheryColour.schema.described("The colour of its outer line"),
                    ]),
                "The rings it prints, innermost first"),
            "scoring": .array(
                of: .object(
                    "A scoring system",
                    [
                        "id": .string(),
                        "name": .string(),
                        "tallies": .array(of: .string(), "What a score sheet counts besides the total, by name"),
                        "zones": .array(
                            of: .object(
                                "A zone",
                                merging: ArcheryZone.labelAndScoreSchema,
                                [
                                    "diameter": .number("The zone's outer diameter"),
                                    "colour": ArcheryColour.schema,
                                ]),
                            "Innermost first; a miss is not a zone"),
                    ]),
                "The scoring systems the face supports"),
        ])

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
