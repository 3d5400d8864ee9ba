#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import ScorebookCore

/// Where an archer of each handicap lands on one face, under one scoring
/// system, at one distance, indoors or out: the expected score of an arrow
/// and the odds of every zone, computed by the generator.
///
/// Odds are integer cumulative thresholds out of 2³¹, so drawing a zone is
/// 31 random bits compared with at most a dozen integers: the same bits give
/// the same zone on every platform.
public struct ArcheryZoneOdds: Sendable, CustomStringConvertible {
    /// The scoring system the odds are for, on its face (``ArcheryScoring/face``).
    public let scoring: ArcheryScoring
    /// How far the face is shot from.
    public let distance: Length
    /// `indoor` or `outdoor`: which arrow the scheme assumes.
    public let venue: String
    /// The arrow the scheme assumes at this venue.
    public let arrowDiameter: Length
    /// The scheme's best or worst handicap, whichever is lower: the first row.
    let lowestHandicap: Int
    let arrow: [Double]
    /// Per handicap, σ_r in metres: for drawing positions only.
    let spread: [Double]
    let thresholds: [UInt32]

    /// Made by the generated tables, from a table the compiler checked.
    @_spi(ScorebookTables) public init(
        scoring: ArcheryScoring, distance: Length, venue: String, arrowDiameter: Length, lowestHandicap: Int,
        arrow: [Double], spread: [Double], thresholds: [UInt32]
    ) {
        (self.scoring, self.distance, self.venue, self.arrowDiameter) = (scoring, distance, venue, arrowDiameter)
        (self.lowestHandicap, self.arrow, self.spread, self.thresholds) = (lowestHandicap, arrow, spread, thresholds)
    }

    /// The face's id, such as `wa-122`.
    public var face: String { scoring.face }

    /// Whether `other` is for the same face, scoring, distance and venue.
    func isSameShot(as other: ArcheryZoneOdds) -> Bool {
        distance == other.distance && face.hasSameBytes(asASCII: other.face)
            && scoring.id.hasSameBytes(asASCII: other.scoring.id) && venue.hasSameBytes(asASCII: other.venue)
    }

    /// `wa-122 recurve at 70000 mm outdoor`.
    public var description: String { "\(face) \(scoring.id) at \(distance) \(venue)" }

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

    /// Where in `zone` an arrow at `handicap` lands, for drawing: millimetres
    /// from the centre, its distance from the centre following the model's
    /// radial distribution within the zone (`radius`, `angle` in [0, 1)).
    /// Floating point: display only, never part of a score.
    public func position(in zone: ArcheryZone, handicap: Int, radius: Double, angle: Double) -> (x: Double, y: Double) {
        let sigma = spread[handicap - lowestHandicap] * 1000
        let shaft = arrowDiameter.millimetres / 2
        // The arrow's centre scores the zone from the previous zone's edge plus
        // half a shaft out to its own edge plus half a shaft (the line-cutter rule).
        let inner = zone.index == 0 ? 0 : scoring.zones[zone.index - 1].diameter!.millimetres / 2 + shaft
        let outer = zone.isMiss ? Double.infinity : zone.diameter!.millimetres / 2 + shaft
        let rho = Self.radius(from: inner, to: outer, sigma: sigma, unit: radius)
        let theta = 2 * Double.pi * angle
        return (rho * cos(theta), rho * sin(theta))
    }

    /// A distance from the centre in [`inner`, `outer`) with the Rayleigh
    /// distribution of spread `sigma`, by inverting its survival function
    /// exp(−ρ²/σ²) between the bounds.
    static func radius(from inner: Double, to outer: Double, sigma: Double, unit: Double) -> Double {
        let high = exp(-(inner * inner) / (sigma * sigma))
        let low = outer.isFinite ? exp(-(outer * outer) / (sigma * sigma)) : 0
        let survival = high - unit * (high - low)
        guard survival > 0, high > low else {
            // Too far out for doubles: place it evenly across the zone, or just past a miss's edge.
            return outer.isFinite ? inner + unit * (outer - inner) : inner * (1 + unit / 10)
        }
        let rho = sigma * (-log(survival)).squareRoot()
        return min(max(rho, inner), outer.isFinite ? outer : rho)
    }
}
