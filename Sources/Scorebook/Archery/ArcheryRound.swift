/// A round: the distances shot, in order, each with its face, arrows and end size.
///
/// ```swift
/// let york = Scorebook.archeryRound("york")!
/// let sheet = try york.scoreSheet(arrows: labels)   // imperial, 144 arrows
/// ```
public final class ArcheryRound: Sendable {
    /// Such as `wa-1440-90`.
    public let id: String
    /// Such as `York`.
    public let name: String
    /// `indoor` or `outdoor`.
    public let venue: String
    /// The scoring system the round is usually shot with.
    public let scoring: String
    /// The table file, relative to `Tables/`.
    public let file: String
    /// In the order shot.
    public let distances: [ArcheryRoundDistance]

    /// Made by the generated tables, from a table the compiler checked.
    @_spi(ScorebookTables) public init(
        id: String, name: String, venue: String, scoring: String, file: String, distances: [ArcheryRoundDistance]
    ) {
        self.id = id
        self.name = name
        self.venue = venue
        self.scoring = scoring
        self.file = file
        self.distances = distances
    }

    /// Arrows in the whole round.
    public var arrows: Int { distances.reduce(0) { $0 + $1.arrows } }

    /// How many ends it is shot in.
    public var ends: Int { distances.reduce(0) { $0 + $1.arrows / max($1.arrowsPerEnd, 1) } }

    /// The scoring systems every face of the round supports, in the first face's order.
    public var scoringSystems: [String] {
        let first = distances.first?.face.scoringSystems.map(\.id) ?? []
        return first.filter { id in distances.allSatisfy { $0.face.scoring(id) != nil } }
    }

    /// The highest score the round allows under `scoring`, if every face supports it.
    public func maximumScore(scoring: String) -> Int? {
        try? checkedMaximumScore(scoring: scoring)
    }

    /// ``maximumScore(scoring:)``, or an error naming `scoring` when a face lacks it.
    public func checkedMaximumScore(scoring: String) throws(ScoringError) -> Int {
        try zip(distances, scoringByDistance(scoring)).reduce(0) { $0 + $1.0.arrows * $1.1.maximumScore }
    }

    /// Each distance's face scored under `scoring`, or an error naming
    /// `scoring` when a face lacks it.
    public func scoringByDistance(_ scoring: String) throws(ScoringError) -> [ArcheryScoring] {
        var systems: [ArcheryScoring] = []
        for distance in distances {
            guard let system = distance.face.scoring(scoring) else {
                throw ScoringError(
                    at: ["scoring"],
                    "round '\(id)' cannot be scored '\(scoring)'; every face of it supports \(quotedList(scoringSystems, conjunction: "and"))",
                    allowed: scoringSystems)
            }
            systems.append(system)
        }
        return systems
    }
}

/// One distance of a round.
public struct ArcheryRoundDistance: Sendable {
    /// The number as the rules write it, such as `90` or `20`.
    public let value: String
    /// `m`, `yd` or `ft`.
    public let unit: String
    /// The distance exactly (1 yd = 0.9144 m).
    public let length: Length
    /// The face shot at this distance.
    public let face: ArcheryFace
    /// Arrows shot at this distance: whole ends of ``arrowsPerEnd``.
    public let arrows: Int
    /// Arrows in each end at this distance.
    public let arrowsPerEnd: Int

    /// Made by the generated tables, from a table the compiler checked.
    @_spi(ScorebookTables) public init(
        value: String, unit: String, length: Length, face: ArcheryFace, arrows: Int, arrowsPerEnd: Int
    ) {
        (self.value, self.unit, self.length, self.face) = (value, unit, length, face)
        (self.arrows, self.arrowsPerEnd) = (arrows, arrowsPerEnd)
    }

    /// As the rules write it: `90 m`, `20 yd`.
    public var text: String { "\(value) \(unit)" }
}
