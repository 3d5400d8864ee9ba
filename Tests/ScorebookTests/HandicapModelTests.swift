import Foundation
import Scorebook
@testable import _ScorebookCompiler
import Testing

/// The handicap schemes of `Tables/archery-handicaps.yaml` against the
/// published anchors of the Archery GB 2023 scheme (`../shared/data/README.md`,
/// as archeryutils computes them), on Scorebook's own faces and rounds, and
/// the generated tables against themselves.
@Suite struct HandicapModelTests {
    /// A scheme as the table writes it, read through the compiler.
    static func scheme(_ id: String) -> HandicapSchemeDefinition {
        let url = ReferenceData.repositoryRoot.appendingPathComponent("Tables/archery-handicaps.yaml")
        let source = TableSource(path: url.path, relativePath: "archery-handicaps.yaml", bytes: Array(try! Data(contentsOf: url)))
        let (compiled, diagnostics) = TableCompiler.compileFile(source, as: ArcheryHandicapsKind.self)
        precondition(!diagnostics.hasErrors, "\(diagnostics.all)")
        let table = compiled!
        return table.definition.schemes.first { $0.id.value == id }!
    }

    @Test func oneArrowOnThe122FaceAt70Metres() throws {
        let recurve = try #require(Scorebook.archeryFace("wa-122")?.scoring("recurve"))
        let zones = recurve.zones.filter { !$0.isMiss }.map { (radius: Double($0.diameter!.nanometres) / 2e9, score: $0.score) }
        let agb = Self.scheme("agb")
        let expected = HandicapModel.expectedArrowScore(
            zones: zones, arrowRadius: Double(agb.outdoorArrow.nanometres) / 2e9,
            radialSpread: agb.spread.value.radialSpread(handicap: 10, distance: 70))
        #expect(abs(expected - 9.401182682963338) < 1e-9)
    }

    @Test func aWA1440At90MetresAtHandicap10() throws {
        let agb = try #require(Scorebook.handicapScheme("agb"))
        #expect(try agb.expectedScore(round: "wa-1440-90", handicap: 10).score == 1356)
        #expect(try agb.handicap(round: "wa-1440-90", score: 1356) == 10)
    }

    /// The inverse agrees with the forward table for every score of every round:
    /// each score gets the worst handicap whose rounded score still reaches it.
    @Test(arguments: ["agb", "aa2"])
    func everyScoreOfEveryRoundGetsTheWorstHandicapThatReachesIt(_ id: String) throws {
        let scheme = try #require(Scorebook.handicapScheme(id))
        let worstFirst = scheme.better == .lower ? Array(scheme.handicaps.reversed()) : Array(scheme.handicaps)
        for round in Scorebook.archeryRounds {
            let scores = try worstFirst.map { try scheme.expectedScore(round: round.id, handicap: $0).score }
            #expect(zip(scores, scores.dropFirst()).allSatisfy { $0 <= $1 }, "\(id) \(round.id): better archers score more")
            for score in 0...round.maximumScore(scoring: round.scoring)! {
                let expected = scores.firstIndex { $0 >= score }.map { worstFirst[$0] }
                let found = try scheme.handicap(round: round.id, score: score)
                if found != expected {
                    Issue.record("\(id) \(round.id) score \(score): \(found as Any), expected \(expected as Any)")
                    return
                }
            }
        }
    }

    /// Every odds table, compiled (an opponent's shot) or computed (every
    /// round's): each arrow's expected score within 1e-9 of the formula, and
    /// each zone's probability within 1e-9 of the model's (its integer odds
    /// are out of 2³¹), at every handicap.
    @Test(arguments: ["agb", "aa2"])
    func everyOddsTableMatchesTheFormula(_ id: String) throws {
        let scheme = try #require(Scorebook.handicapScheme(id))
        let definition = Self.scheme(id)
        let rounds = try Scorebook.archeryRounds.flatMap { round in
            try round.distances.map { distance in
                try scheme.odds(
                    #require(distance.face.scoring(round.scoring)), distance: distance.length, venue: round.venue)
            }
        }
        #expect(!scheme.odds.isEmpty && rounds.count >= 196)
        for odds in scheme.odds + rounds {
            let zones = odds.scoring.zones.map { (radius: Double($0.diameter!.nanometres) / 2e9, score: $0.score) }
            let arrow = odds.venue == "indoor" ? definition.indoorArrow : definition.outdoorArrow
            let arrowRadius = Double(arrow.nanometres) / 2e9
            for handicap in scheme.handicaps {
                let spread = definition.spread.value.radialSpread(handicap: Double(handicap), distance: odds.distance.metres)
                let formula = HandicapModel.expectedArrowScore(zones: zones, arrowRadius: arrowRadius, radialSpread: spread)
                let probabilities = odds.probabilities(handicap: handicap)
                var inside = 0.0
                var model: [Double] = zones.map { zone in
                    let reach = (zone.radius + arrowRadius) / spread
                    let next = 1 - exp(-reach * reach)
                    defer { inside = next }
                    return next - inside
                }
                model.append(1 - inside)
                let worst = zip(probabilities, model).map { abs($0 - $1) }.max()!
                guard abs(odds.arrowScore(handicap: handicap) - formula) < 1e-9, worst < 1e-9,
                    probabilities.reduce(0, +) == 1
                else {
                    Issue.record("\(id) \(odds.face) \(odds.distance) h \(handicap): \(probabilities) vs \(model)")
                    return
                }
            }
        }
    }

    @Test func mistakesNameTheirField() throws {
        let agb = try #require(Scorebook.handicapScheme("agb"))
        #expect(throws: ScoringError.self) { try agb.expectedScore(round: "wa-1440-90", handicap: 151) }
        #expect(throws: ScoringError.self) { try agb.expectedScore(round: "no-such-round", handicap: 10) }
        #expect(throws: ScoringError.self) { try agb.handicap(round: "wa-1440-90", score: 1441) }
        do {
            _ = try agb.handicap(round: "wa-1440-90", score: -1)
        } catch {
            #expect(error.field == "score")
        }
    }
}
