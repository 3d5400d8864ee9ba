import ScorebookCore

/// Where an archer of each handicap lands on one face, under one scoring
/// system, at one distance, indoors or out: the expected score of an arrow
/// and the odds of every zone, computed by the generator.
///
/// Odds are integer cumulative thresholds out of 2³¹, so drawing a zone is
/// 31 random bits compared with at most a dozen integers: the same bits give
/// the same zone on every platform.
public struct ArcheryZoneOdds: Sendable {
    public let scoring: ArcheryScoring
    public let distance: Length
    /// `indoor` or `outdoor`: which arrow the scheme assumes.
    public let venue: String
    /// The scheme's best or worst handicap, whichever is lower: the first row.
    let lowestHandicap: Int
    let arrow: [Double]
    let thresholds: [UInt32]

    @_spi(ScorebookTables) public init(
        scoring: ArcheryScoring, distance: Length, venue: String, lowestHandicap: Int, arrow: [Double],
        thresholds: [UInt32]
    ) {
        (self.scoring, self.distance, self.venue) = (scoring, distance, venue)
        (self.lowestHandicap, self.arrow, self.thresholds) = (lowestHandicap, arrow, thresholds)
    }

    /// The face's id, such as `wa-122`.
    public var face: String { scoring.face }

    /// The expected score of one arrow at `handicap`, which must be in the scheme's range.
    public func arrowScore(handicap: Int) -> Double {
        arrow[handicap - lowestHandicap]
    }

    /// Every zone's probability at `handicap`, innermost first, then a miss's.
    /// Each is its integer odds over 2³¹: exactly what ``zone(handicap:bits:)`` draws.
    public func probabilities(handicap: Int) -> [Double] {
        let row = self.row(handicap)
        var previous: UInt32 = 0
        var result: [Double] = []
        result.reserveCapacity(row.count + 1)
        for threshold in row {
            result.append(Double(threshold - previous) / Double(HandicapModel.oddsScale))
            previous = threshold
        }
        result.append(Double(UInt32(HandicapModel.oddsScale) - previous) / Double(HandicapModel.oddsScale))
        return result
    }

    /// The zone an arrow at `handicap` lands in for 31 random `bits`
    /// (0 ..< 2³¹): the first zone whose threshold exceeds them, else a miss.
    public func zone(handicap: Int, bits: UInt32) -> ArcheryZone {
        let row = self.row(handicap)
        for index in row.indices where bits < row[index] {
            return scoring.zones[index - row.startIndex]
        }
        return scoring.miss
    }

    private func row(_ handicap: Int) -> ArraySlice<UInt32> {
        let count = scoring.zones.count
        let start = (handicap - lowestHandicap) * count
        return thresholds[start..<start + count]
    }
}
