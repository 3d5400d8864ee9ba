import ScorebookCore

/// A scheme ready to emit: for each round, its expected score at every
/// handicap and, for every score, the handicap the scheme gives it.
struct LoweredHandicapScheme: Sendable {
    var id: String
    var name: String
    var better: Better
    var handicaps: ClosedRange<Int>
    var rounds: [LoweredRoundHandicaps]
}

struct LoweredRoundHandicaps: Sendable {
    var round: String
    var maximum: Int
    /// Per handicap, from the range's lower bound: the sum of the unrounded pass scores.
    var unrounded: [Double]
    /// The same, rounded once by the scheme's rule.
    var rounded: [Int]
    /// Per score 0 … maximum: the worst handicap whose rounded score still
    /// reaches it; ``none`` where no handicap in the range does.
    var handicapForScore: [Int]

    static let none = Int(Int32.min)
}

/// Computes a scheme's tables from the rounds and faces the symbol table holds.
enum ArcheryHandicapsLowering {
    static func lower(_ scheme: HandicapSchemeDefinition, symbols: SymbolTable) -> LoweredHandicapScheme {
        let rounds = symbols.symbols[ArcheryRoundsKind.rounds, default: []].map { $0.value as! RoundDefinition }
        return LoweredHandicapScheme(
            id: scheme.id.value, name: scheme.name, better: scheme.better, handicaps: scheme.handicaps.value,
            rounds: rounds.map { lower($0, scheme: scheme, symbols: symbols) })
    }

    private static func lower(
        _ round: RoundDefinition, scheme: HandicapSchemeDefinition, symbols: SymbolTable
    ) -> LoweredRoundHandicaps {
        let arrow = round.venue == .indoor ? scheme.indoorArrow : scheme.outdoorArrow
        let arrowRadius = Double(arrow.nanometres) / 2e9
        // Each distance: its arrows, its metres, and its face's zones under the round's scoring.
        let passes = round.distances.map { distance in
            let face = symbols.lookup(ArcheryFacesKind.faces, distance.face.value)!.symbol.value as! LoweredArcheryFace
            let scoring = face.scoring.first { $0.id == round.scoring.value }!
            let zones = scoring.zones.map { (radius: Double($0.diameter.nanometres) / 2e9, score: $0.score) }
            return (arrows: distance.arrows.value, metres: Double(distance.distance.value.nanometres) / 1e9, zones: zones)
        }
        let maximum = passes.reduce(0) { $0 + $1.arrows * ($1.zones.map(\.score).max() ?? 0) }
        let handicaps = Array(scheme.handicaps.value)
        let unrounded = handicaps.map { handicap in
            passes.reduce(0.0) { sum, pass in
                let spread = scheme.spread.value.radialSpread(handicap: Double(handicap), distance: pass.metres)
                return sum
                    + Double(pass.arrows)
                    * HandicapModel.expectedArrowScore(zones: pass.zones, arrowRadius: arrowRadius, radialSpread: spread)
            }
        }
        let rounded = unrounded.map(scheme.roundScore.round)
        // From the worst handicap to the best: the first whose rounded score reaches a score.
        let worstFirst = scheme.better == .lower ? Array(handicaps.indices.reversed()) : Array(handicaps.indices)
        let handicapForScore = (0...maximum).map { score in
            worstFirst.first { rounded[$0] >= score }.map { handicaps[$0] } ?? LoweredRoundHandicaps.none
        }
        return LoweredRoundHandicaps(
            round: round.id.value, maximum: maximum, unrounded: unrounded, rounded: rounded,
            handicapForScore: handicapForScore)
    }
}
