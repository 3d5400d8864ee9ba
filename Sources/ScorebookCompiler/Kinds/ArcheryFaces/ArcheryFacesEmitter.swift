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
            "static let archeryFaces: [ArcheryFace] = [\(faces.indices.map(ArcheryFacesKind.swiftName(ofFaceAt:)).joined(separator: ", "))]"
        )
        let string = SwiftWriter.stringLiteral
        let colours = self.colours
        func colour(_ colour: LoweredColour) -> String { "archeryColour\(colours.firstIndex(of: colour)!)" }
        func length(_ length: Length) -> String { "Length(nanometres: \(length.nanometres))" }
        for (index, value) in colours.enumerated() {
            writer.line(
                "static let archeryColour\(index) = ArcheryColour(name: \(string(value.name)), hex: \(string(value.hex)))")
        }
        for (index, face) in faces.enumerated() {
            writer.line()
            writer.line("/// \(face.name), from \(face.file).")
            writer.block("static let \(ArcheryFacesKind.swiftName(ofFaceAt: index)) = ArcheryFace(", ")") { w in
                w.line(
                    "id: \(string(face.id)), name: \(string(face.name)), layout: \(string(face.layout)), diameter: \(length(face.diameter)), spots: \(face.spots), file: \(string(face.file)),"
                )
                w.block("rings: [", "],") { w in
                    for ring in face.rings {
                        w.line(
                            "ArcheryRing(label: \(string(ring.label)), diameter: \(length(ring.diameter)), fill: \(colour(ring.fill)), line: \(colour(ring.line))),"
                        )
                    }
                }
                w.block("scoringSystems: [", "]") { w in
                    for scoring in face.scoring {
                        let tallies = scoring.tallies.map(string).joined(separator: ", ")
                        w.block(
                            "ArcheryScoring(face: \(string(face.id)), id: \(string(scoring.id)), name: \(string(scoring.name)), tallies: [\(tallies)], zones: [",
                            "]),"
                        ) { w in
                            for (zoneIndex, zone) in scoring.zones.enumerated() {
                                w.line(
                                    "ArcheryZone(label: \(string(zone.label)), score: \(zone.score), colour: \(colour(zone.colour)), diameter: \(length(zone.diameter)), index: \(zoneIndex), tallyMask: \(zone.tallyMask)),"
                                )
                            }
                        }
                    }
                }
            }
        }
    }
}
