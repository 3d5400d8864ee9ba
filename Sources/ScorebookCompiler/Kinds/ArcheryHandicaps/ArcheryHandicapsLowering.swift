import ScorebookCore

/// A scheme ready to emit: for each round, its expected score at every
/// handicap and, for every score, the handicap the scheme gives it.
struct LoweredHandicapScheme: Sendable {
    var id: String
    var name: String
    var better: Better
    var handicaps: ClosedRange<Int>
    var rounds: [LoweredRoundHandicaps]
    /// Every face × scoring × distance × venue a round or an opponent shoots.
    var odds: [LoweredZoneOdds]
}

/// One face, scoring system, distance and venue: per handicap, an arrow's
/// expected score and every zone's odds as integer cumulative thresholds.
struct LoweredZoneOdds: Sendable {
    var shot: ArcheryShot
    /// The face's index among the faces compiled, `nil` for a built-in face.
    var faceIndex: Int?
    var zoneCount: Int
    var arrowDiameter: Length
    /// Per handicap, from the range's lower bound.
    var arrow: [Double]
    /// Per handicap, σ_r in metres.
    var spread: [Double]
    /// Per handicap, `zoneCount` thresholds out of ``HandicapModel/oddsScale``.
    var thresholds: [Int]
}

/// Where arrows are shot: a face under a scoring system, at a distance, indoors or out.
struct ArcheryShot: Hashable, Sendable {
    /// The farthest a round or a match may be shot: every scheme's spread is
    /// checked up to here, so every shot gets finite odds.
    static let farthest = Length(nanometres: 1_000 * LengthUnit.m.nanometres)

    var face: String
    var scoring: String
    var distance: Length
    var venue: Venue
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
            rounds: rounds.map { lower($0, scheme: scheme, symbols: symbols) },
            odds: shots(rounds: rounds, symbols: symbols).map { lower($0, scheme: scheme, symbols: symbols) })
    }

    /// Every distinct shot of every round (under the round's own scoring) and
    /// every opponent's match, in the order first met.
    static func shots(rounds: [RoundDefinition], symbols: SymbolTable) -> [ArcheryShot] {
        var seen: Set<ArcheryShot> = []
        let fromRounds = rounds.flatMap { round in
            round.distances.map {
                ArcheryShot(face: $0.face.value, scoring: round.scoring.value, distance: $0.distance.value, venue: round.venue)
            }
        }
        let fromMatches = symbols.symbols[shotsNamespace, default: []].flatMap { $0.value as! [ArcheryShot] }
        return (fromRounds + fromMatches).filter { seen.insert($0).inserted }
    }

    /// The shots other tables ask odds for: each opponents table exports its list, under its table id.
    static let shotsNamespace = Namespace(noun: "archery shot", definedBy: "archery-opponents", unique: .none)

    private static func lower(_ shot: ArcheryShot, scheme: HandicapSchemeDefinition, symbols: SymbolTable)
        -> LoweredZoneOdds
    {
        let (index, symbol) = symbols.lookup(ArcheryFacesKind.faces, shot.face)!
        let face = symbol.value as! LoweredArcheryFace
        let zones = face.scoring.first { $0.id == shot.scoring }!.zones.map {
            (radius: Double($0.diameter.nanometres) / 2e9, score: $0.score)
        }
        let arrow = shot.venue == .indoor ? scheme.indoorArrow : scheme.outdoorArrow
        let arrowRadius = Double(arrow.nanometres) / 2e9
        let metres = Double(shot.distance.nanometres) / 1e9
        var expected: [Double] = [], spreads: [Double] = [], thresholds: [Int] = []
        for handicap in scheme.handicaps.value {
            let spread = scheme.spread.value.radialSpread(handicap: Double(handicap), distance: metres)
            spreads.append(spread)
            expected.append(HandicapModel.expectedArrowScore(zones: zones, arrowRadius: arrowRadius, radialSpread: spread))
            thresholds += HandicapModel.cumulativeOdds(zones: zones, arrowRadius: arrowRadius, radialSpread: spread)
        }
        return LoweredZoneOdds(
            shot: shot, faceIndex: index, zoneCount: zones.count, arrowDiameter: arrow, arrow: expected, spread: spreads,
            thresholds: thresholds)
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
