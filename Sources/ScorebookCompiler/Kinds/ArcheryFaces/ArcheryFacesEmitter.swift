import ScorebookCore

/// Writes lowered archery faces as Swift that builds the runtime's
/// `ArcheryFace` values. Each distinct colour is one constant.
struct ArcheryFacesEmitter {
    let faces: [LoweredArcheryFace]

    /// Every colour used, in first-use order.
    private var colours: [LoweredColour] {
        var seen: [LoweredColour] = []
        for face in faces {
            for colour in face.rings.flatMap({ [$0.fill, $0.line] }) where !seen.contains(colour) {
                seen.append(colour)
            }
        }
        return seen
    }

    func emit(into writer: inout SwiftWriter) {
        writer.line(
            "static let archeryFaces: [ArcheryFace] = [\(SwiftCode(joining: faces.indices.map(ArcheryFacesKind.swiftName(ofFaceAt:))))]"
        )
        let colours = self.colours
        func colour(_ colour: LoweredColour) -> SwiftCode { "archeryColour\(colours.firstIndex(of: colour)!)" }
        for (index, value) in colours.enumerated() {
            writer.line(
                "static let archeryColour\(index) = ArcheryColour(name: \(literal: value.name), hex: \(literal: value.hex))")
        }
        for (index, face) in faces.enumerated() {
            writer.line()
            writer.line("/// \(comment: face.name), from \(comment: face.file).")
            writer.block("static let \(ArcheryFacesKind.swiftName(ofFaceAt: index)) = ArcheryFace(", ")") { w in
                w.line(
                    "id: \(literal: face.id), name: \(literal: face.name), layout: \(literal: face.layout), diameter: \(face.diameter), spots: \(face.spots), file: \(literal: face.file),"
                )
                w.block("rings: [", "],") { w in
                    for ring in face.rings {
                        w.line(
                            "ArcheryRing(label: \(literal: ring.label), diameter: \(ring.diameter), fill: \(colour(ring.fill)), line: \(colour(ring.line))),"
                        )
                    }
                }
                w.block("scoringSystems: [", "]") { w in
                    for scoring in face.scoring {
                        w.block(
                            "ArcheryScoring(face: \(literal: face.id), id: \(literal: scoring.id), name: \(literal: scoring.name), tallies: \(literals: scoring.tallies), zones: [",
                            "]),"
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
    }
}
