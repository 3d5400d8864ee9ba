import ScorebookCore

/// Turns a validated faces table into what the runtime indexes: per face, the
/// printed rings and each scoring system's zones, all in nanometres.
enum ArcheryFacesLowering {
    static func lower(_ table: ArcheryFacesDefinition, file: String) -> [LoweredArcheryFace] {
        let colours = Dictionary(uniqueKeysWithValues: table.colours.map { ($0.id.value, $0.hex) })
        func colour(_ id: Located<String>) -> LoweredColour { LoweredColour(name: id.value, hex: colours[id.value]!) }
        let layouts = ArcheryLayoutIndex(table.layouts)
        return table.faces.map { face in
            let indexed = layouts[face.layout.value]!
            let layout = indexed.layout
            let ringCount = face.outermostRing.flatMap { indexed.ring($0.value) }.map { $0 + 1 } ?? layout.rings.count
            let rings = layout.rings.prefix(ringCount).map { ring in
                LoweredRing(
                    label: ring.label.value, diameter: ring.diameter.value.resolved(onFace: face.diameter.value)!,
                    fill: colour(ring.fill), line: colour(ring.line))
            }
            let scoring = face.scoring.map { id in
                let system = indexed.scoring(id.value)!
                var zones: [LoweredZone] = []
                var ring = 0
                for zone in system.zones where ring < ringCount {
                    ring += zone.rings.count
                    let mask = system.tallies.enumerated().reduce(0) { mask, tally in
                        tally.element.labels.contains { $0.value == zone.label.value } ? mask | 1 << tally.offset : mask
                    }
                    zones.append(
                        LoweredZone(
                            label: zone.label.value, score: zone.score.value, diameter: rings[ring - 1].diameter,
                            colour: rings[ring - 1].fill, tallyMask: mask))
                }
                return LoweredScoring(id: id.value, name: system.name, tallies: system.tallies.map(\.id.value), zones: zones)
            }
            return LoweredArcheryFace(
                id: face.id.value, name: face.name, layout: layout.id.value, diameter: face.diameter.value,
                spots: face.spots, file: file, rings: rings, scoring: scoring)
        }
    }
}
