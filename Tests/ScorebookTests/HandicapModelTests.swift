import Foundation
import Scorebook
import Testing

/// The handicap arithmetic against the published anchors of the Archery GB
/// 2023 scheme (`../shared/data/README.md`, as archeryutils computes them),
/// on Scorebook's own faces and rounds.
@Suite struct HandicapModelTests {
    /// Archery GB 2023, as the handicap tables will give it.
    static let agb = HandicapSpread(scale: 5e-4, base: 1.035, offset: 6, distanceFactor: 0.00365)
    static let outdoorArrowRadius = 0.0055 / 2

    static func zones(_ scoring: ArcheryScoring) -> [(radius: Double, score: Int)] {
        scoring.zones.filter { !$0.isMiss }.map { (Double($0.diameter!.nanometres) / 2e9, $0.score) }
    }

    static func expected(_ scoring: ArcheryScoring, handicap: Double, metres: Double) -> Double {
        HandicapModel.expectedArrowScore(
            zones: zones(scoring), arrowRadius: outdoorArrowRadius,
            radialSpread: agb.radialSpread(handicap: handicap, distance: metres))
    }

    @Test func oneArrowOnThe122FaceAt70Metres() throws {
        let recurve = try #require(Scorebook.archeryFace("wa-122")?.scoring("recurve"))
        #expect(abs(Self.expected(recurve, handicap: 10, metres: 70) - 9.401182682963338) < 1e-9)
    }

    @Test func aWA1440At90MetresAtHandicap10() throws {
        let round = try #require(Scorebook.archeryRound("wa-1440-90"))
        let unrounded = round.distances.reduce(0.0) { sum, distance in
            let scoring = distance.face.scoring(round.scoring)!
            let metres = Double(distance.length.nanometres) / 1e9
            return sum + Double(distance.arrows) * Self.expected(scoring, handicap: 10, metres: metres)
        }
        // The sum of the unrounded pass scores, rounded up once.
        #expect(unrounded.rounded(.up) == 1356, "\(unrounded)")
    }

    @Test func aBetterArcherScoresMore() throws {
        let recurve = try #require(Scorebook.archeryFace("wa-122")?.scoring("recurve"))
        let scores = stride(from: 0.0, through: 150, by: 1).map { Self.expected(recurve, handicap: $0, metres: 70) }
        #expect(zip(scores, scores.dropFirst()).allSatisfy { $0 > $1 })
        #expect(scores[0] < 10 && scores[150] >= 0)
    }
}
