import Foundation
@testable import Scorebook
import ScorebookCore
import Testing

/// Any face at any distance from 1 m to 1 km: the shots an opponent uses
/// are compiled, every other is computed when asked, and the two paths give
/// the same numbers; so does a round under another of its scoring systems.
@Suite struct ArcheryAnyShotTests {
    @Test(arguments: ScorebookTables.builtIn.handicapSchemes.map(\.id))
    func everyCompiledShotIsWhatTheRuntimeComputes(_ id: String) throws {
        let scheme = try #require(Scorebook.handicapScheme(id))
        #expect(!scheme.odds.isEmpty)
        for compiled in scheme.odds {
            let arrow = try scheme.arrow(forShotAt: compiled.distance, venue: compiled.venue, handicaps: scheme.handicaps)
            let computed = scheme.computedOdds(
                compiled.scoring, distance: compiled.distance, venue: compiled.venue, arrow: arrow, handicaps: scheme.handicaps)
            // Bit for bit: the generator and the runtime run the same arithmetic.
            #expect(computed.arrow == compiled.arrow, "\(compiled)")
            #expect(computed.spread == compiled.spread, "\(compiled)")
            #expect(computed.thresholds == compiled.thresholds, "\(compiled)")
            #expect(computed.arrowDiameter == compiled.arrowDiameter, "\(compiled)")
        }
    }

    /// Every round of the catalogue, computed at run time under its own
    /// scoring, is its compiled table bit for bit: the runtime and the
    /// generator add a round's distances by the same code, in the same order.
    @Test(arguments: ScorebookTables.builtIn.handicapSchemes.map(\.id))
    func everyRoundComputedIsItsCompiledTable(_ id: String) throws {
        let scheme = try #require(Scorebook.handicapScheme(id))
        #expect(Scorebook.archeryRounds.count == 196)
        for round in Scorebook.archeryRounds {
            let computed = try scheme.computedRoundScores(round, scoring: round.scoring, handicaps: scheme.handicaps)
            let compiled = try scheme.handicaps.map { try scheme.expectedScore(round: round.id, handicap: $0).unrounded }
            let differs = computed.indices.first { computed[$0] != compiled[$0] }
            #expect(computed.count == compiled.count && differs == nil, "\(round.id) at handicap index \(differs ?? -1)")
        }
    }

    /// A round scored under another of its systems is computed as the
    /// generator computes a round: Archery GB and Archery Australia table some
    /// rounds for compound separately (`wa-18-compound`), and under each
    /// scheme, at every handicap and for every score, the round under
    /// `compound` is that compiled round, bit for bit.
    @Test(arguments: ScorebookTables.builtIn.handicapSchemes.map(\.id))
    func aRoundUnderAnotherScoringIsItsCompiledTwin(_ id: String) throws {
        let scheme = try #require(Scorebook.handicapScheme(id))
        let twins = Scorebook.archeryRounds.compactMap { twin -> (ArcheryRound, ArcheryRound)? in
            guard twin.id.hasSuffix("-compound"), let round = Scorebook.archeryRound(String(twin.id.dropLast(9))) else { return nil }
            return (round, twin)
        }
        #expect(twins.count >= 8)
        for (round, twin) in twins {
            #expect(round.distances.map(\.length) == twin.distances.map(\.length) && round.scoring != twin.scoring)
            for handicap in scheme.handicaps {
                let computed = try scheme.expectedScore(round: round, scoring: twin.scoring, handicap: handicap)
                let compiled = try scheme.expectedScore(round: twin.id, handicap: handicap)
                #expect(computed.score == compiled.score && computed.unrounded == compiled.unrounded, "\(twin.id) \(handicap)")
            }
            for score in 0...(try twin.checkedMaximumScore(scoring: twin.scoring)) {
                #expect(try scheme.handicap(round: round, scoring: twin.scoring, score: score) == scheme.handicap(round: twin.id, score: score))
            }
        }
        let wa18 = try #require(Scorebook.archeryRound("wa-18"))
        #expect(throws: ScoringError.self) { try scheme.expectedScore(round: wa18, scoring: "field", handicap: 10) }
        #expect(throws: ScoringError.self) { try scheme.handicap(round: wa18, scoring: "x11", score: 661) }
    }

    /// The expected score of an arrow, written out from the model's formula:
    /// s̄ = s₁ − Σ (sᵢ − sᵢ₊₁)·exp(−((rᵢ + a)/σ_r)²), σ_r = d·σ_t.
    static func formula(_ scoring: ArcheryScoring, metres d: Double, arrowMetres: Double, handicap h: Double, _ s: HandicapSpread) -> Double {
        let sigmaT = s.scale * pow(s.base, h + s.offset) * exp(s.exponent + s.handicapRate * h + s.distanceFactor * d) * (s.constant + s.slope * d)
        let sigmaR = d * sigmaT
        var expected = Double(scoring.zones[0].score)
        for (i, zone) in scoring.zones.enumerated() {
            let next = i + 1 < scoring.zones.count ? scoring.zones[i + 1].score : 0
            let r = Double(zone.diameter!.nanometres) / 2e9
            expected -= Double(zone.score - next) * exp(-pow((r + arrowMetres / 2) / sigmaR, 2))
        }
        return expected
    }

    @Test func randomShotsAreTheFormulasAndTheirOddsAddUp() throws {
        // The opponents' own generator: the same shots every run.
        var generator = ArrowRandom(seed: 2026_11_27)
        let faces = ScorebookTables.builtIn.archeryFaces
        for _ in 0..<2_000 {
            let scheme = ScorebookTables.builtIn.handicapSchemes.randomElement(using: &generator)!
            let face = faces.randomElement(using: &generator)!
            let scoring = face.scoringSystems.randomElement(using: &generator)!
            let millimetres = Int.random(in: 1_000...1_000_000, using: &generator)
            let venue = Bool.random(using: &generator) ? "indoor" : "outdoor"
            let handicap = Int.random(in: scheme.handicaps, using: &generator)
            let distance = Length(nanometres: millimetres * 1_000_000)
            let odds = try scheme.odds(scoring, distance: distance, venue: venue, handicaps: handicap...handicap)
            let arrow = venue == "indoor" ? scheme.indoorArrow : scheme.outdoorArrow
            let expected = Self.formula(
                scoring, metres: Double(millimetres) / 1e3, arrowMetres: Double(arrow.nanometres) / 1e9,
                handicap: Double(handicap), scheme.spread)
            #expect(abs(odds.arrowScore(handicap: handicap) - expected) <= 1e-9, "\(odds) at \(handicap)")
            let probabilities = odds.probabilities(handicap: handicap)
            #expect(probabilities.count == scoring.zones.count + 1 && probabilities.allSatisfy { $0 >= 0 })
            #expect(abs(probabilities.reduce(0, +) - 1) < 1e-12)
        }
    }

    @Test func aShotOutsideOneMetreToOneKilometreOrAVenueIsAnError() throws {
        let scheme = try #require(Scorebook.handicapScheme("agb"))
        let scoring = try #require(Scorebook.archeryFace("wa-122")?.scoring("recurve"))
        for millimetres in [0, 999, 1_000_001] {
            #expect(throws: ScoringError.self) {
                try scheme.odds(scoring, distance: Length(nanometres: millimetres * 1_000_000), venue: "outdoor")
            }
        }
        #expect(throws: ScoringError.self) { try scheme.odds(scoring, distance: Length("70 m")!, venue: "moon") }
        #expect(throws: ScoringError.self) { try scheme.odds(scoring, distance: Length("70 m")!, venue: "outdoor", handicaps: 0...151) }
        // The compiled shot itself is what a round's lookup finds.
        let compiled = try scheme.odds(scoring, distance: Length("70 m")!, venue: "outdoor")
        #expect(compiled.arrow == scheme.odds(face: "wa-122", scoring: "recurve", distance: Length("70 m")!, venue: "outdoor")?.arrow)
    }
}
