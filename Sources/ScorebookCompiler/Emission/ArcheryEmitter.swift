import ScorebookCore

/// Writes lowered archery faces and rounds as Swift that builds the runtime's
/// `ArcheryFace` and `ArcheryRound` values. Each distinct colour is one constant.
struct ArcheryEmitter {
    let faces: [LoweredArcheryFace]
    let rounds: [LoweredArcheryRound]
    let tables: [LoweredTableInfo]

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

    func emitCatalog(into w: inout SwiftWriter) {
        let string = SwiftWriter.stringLiteral
        w.block("static let archeryTables: [TableInfo] = [", "]") { w in
            for table in tables {
                w.line(
                    "TableInfo(kind: \(string(table.kind)), id: \(string(table.id)), name: \(string(table.name)), source: \(string(table.source)), edition: \(string(table.edition)), series: nil, effectiveFrom: nil, effectiveUntil: nil, file: \(string(table.file)), contentHash: \(string(table.contentHash))),"
                )
            }
        }
        w.line("static let archeryFaces: [ArcheryFace] = [\(faces.indices.map { "archeryFace\($0)" }.joined(separator: ", "))]")
        w.line(
            "static let archeryRounds: [ArcheryRound] = [\(rounds.indices.map { "archeryRound\($0)" }.joined(separator: ", "))]"
        )
    }

    func emitData(into writer: inout SwiftWriter) {
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
            writer.block("static let archeryFace\(index) = ArcheryFace(", ")") { w in
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
        for (index, round) in rounds.enumerated() {
            writer.line()
            writer.line("/// \(round.name), from \(round.file).")
            writer.block("static let archeryRound\(index) = ArcheryRound(", ")") { w in
                w.line(
                    "id: \(string(round.id)), name: \(string(round.name)), venue: \(string(round.venue)), scoring: \(string(round.scoring)), file: \(string(round.file)),"
                )
                w.block("distances: [", "]") { w in
                    for distance in round.distances {
                        w.line(
                            "ArcheryRoundDistance(value: \(string(distance.value)), unit: \(string(distance.unit)), length: \(length(distance.length)), face: archeryFace\(distance.face), arrows: \(distance.arrows), arrowsPerEnd: \(distance.arrowsPerEnd)),"
                        )
                    }
                }
            }
        }
    }
}
