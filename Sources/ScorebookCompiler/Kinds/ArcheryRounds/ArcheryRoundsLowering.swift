import ScorebookCore

/// Turns a validated rounds table into what the runtime indexes, each
/// distance naming its face by its index among every face of every table.
enum ArcheryRoundsLowering {
    /// `faceIndex` gives a face's position among every face, as the references
    /// resolved it; `nil` for a built-in face.
    static func lower(_ table: ArcheryRoundsDefinition, file: String, faceIndex: (String) -> Int?) -> [LoweredArcheryRound] {
        table.rounds.map { round in
            LoweredArcheryRound(
                id: round.id.value, name: round.name, venue: round.venue.rawValue, scoring: round.scoring.value,
                file: file,
                distances: round.distances.map { distance in
                    let parts = distance.text.split(separator: " ")
                    return LoweredRoundDistance(
                        value: String(parts[0]), unit: String(parts[1]), length: distance.distance.value,
                        face: faceIndex(distance.face.value), faceID: distance.face.value, arrows: distance.arrows.value,
                        arrowsPerEnd: distance.arrowsPerEnd.value)
                })
        }
    }
}
