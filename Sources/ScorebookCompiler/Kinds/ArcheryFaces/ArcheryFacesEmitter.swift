import ScorebookCore

/// Writes lowered archery faces as Swift that builds the runtime's
/// `ArcheryFace` values. Each distinct colour is one constant.
struct ArcheryFacesEmitter {
    let faces: [LoweredArcheryFace]

    /// Every colour used, in first-use order, and the position of each: found
    /// by hashing, since a table can use thousands of colours on every ring.
    private var colours: (list: [LoweredColour], index: [LoweredColour: Int]) {
        var list: [LoweredColour] = []
        var index: [LoweredColour: Int] = [:]
        for face in faces {
            for ring in face.rings {
                for colour in [ring.fill, ring.line] where index[colour] == nil {
                    index[colour] = list.count
                    list.append(colour)
                }
            }
        }
        return (list, index)
    }

    func emit(into writer: inout SwiftWriter) {
        writer.line(
            "static let archeryFaces: [ArcheryFace] = [\(SwiftCode(joining: faces.indices.map(ArcheryFacesKind.swiftName(ofFaceAt:))))]"
        )
        let (colours, colourIndex) = self.colours
        func colour(_ colour: LoweredColour) -> SwiftCode { "archeryColour\(colourIndex[colour]!)" }
        for (index, value) in colours.enumerated() {
            writer.line(
                "static let archeryColour\(index) = ArcheryColour(name: \(literal: value.name), hex: \(literal: value.hex))")
        }
        // A face's rings and each of its scoring systems are a declaration of
        // their own: the Swift compiler's time grows faster than an
        // expression's size, and one face of 100 rings scored 99 ways (within
        // the bound on rings drawn) ran it out of 6 GB as one expression.
        for (index, face) in faces.enumerated() {
            let name = ArcheryFacesKind.swiftName(ofFaceAt: index)
            func scoringName(_ scoring: Int) -> SwiftCode { "\(name)Scoring\(scoring)" }
            writer.line()
            writer.line("/// \(comment: face.name), from \(comment: face.file).")
            writer.block("static let \(name) = ArcheryFace(", ")") { w in
                w.line(
                    "id: \(literal: face.id), name: \(literal: face.name), layout: \(literal: face.layout), diameter: \(face.diameter), spots: \(face.spots), file: \(literal: face.file),"
                )
                w.line("rings: \(name)Rings,")
                w.line("scoringSystems: [\(SwiftCode(joining: face.scoring.indices.map(scoringName)))]")
            }
            writer.block("static let \(name)Rings: [ArcheryRing] = [", "]") { w in
                for ring in face.rings {
                    w.line(
                        "ArcheryRing(label: \(literal: ring.label), diameter: \(ring.diameter), fill: \(colour(ring.fill)), line: \(colour(ring.line))),"
                    )
                }
            }
            for (scoringIndex, scoring) in face.scoring.enumerated() {
                writer.block(
                    "static let \(scoringName(scoringIndex)) = ArcheryScoring(face: \(literal: face.id), id: \(literal: scoring.id), name: \(literal: scoring.name), tallies: \(literals: scoring.tallies), zones: [",
                    "])"
                ) { w in
                    for (zoneIndex, zone) in scoring.zones.enumerated() {
                        w.line(
                            "ArcheryZone(label: \(literal: zone.label), score: \(zone.score), colour: \(colour(zone.colour)), diameter: \(zone.diameter), index: \(zoneIndex), tallyMask: \(zone.tallyMask)),"
                        )
                    }
                }
            }
        }
    }
}
