import ScorebookCore

/// A scheme ready to emit: for each round, its expected score at every
/// handicap and, for every score, the handicap the scheme gives it.
struct LoweredHandicapScheme: Sendable {
    var id: String
    var name: String
    var better: Better
    var handicaps: ClosedRange<Int>
    /// How widely each handicap groups, and the arrows assumed: for shots computed at run time.
    var spread: HandicapSpread
    var outdoorArrow: Length
    var indoorArrow: Length
    var rounds: [LoweredRoundHandicaps]
    /// Every face × scoring × distance × venue a round or an opponent shoots.
    var odds: [LoweredZoneOdds]
    /// One of Scorebook's schemes, computed for another package's rounds.
    var isBuiltIn = false
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
    static let farthest = HandicapModel.shotDistances.upperBound

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
        let shots = shots(rounds: rounds, symbols: symbols)
        let odds = shots.map { lower($0, scheme: scheme, symbols: symbols) }
        let oddsIndex = Dictionary(uniqueKeysWithValues: shots.enumerated().map { ($1, $0) })
        return LoweredHandicapScheme(
            id: scheme.id.value, name: scheme.name, better: scheme.better, handicaps: scheme.handicaps.value,
            spread: scheme.spread.value, outdoorArrow: scheme.outdoorArrow, indoorArrow: scheme.indoorArrow,
            rounds: rounds.map { round in
                lower(round, scheme: scheme, symbols: symbols) { odds[oddsIndex[$0]!] }
            },
            odds: odds)
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

    /// The shots other kinds ask the schemes' odds for: a kind that reads
    /// the schemes (the opponents) exports its list here, under its table id.
    static let shotsNamespace = Namespace(noun: "archery shot", definedBy: ArcheryHandicapsKind.name, unique: .none)

    /// The zones of a shot's face under its scoring.
    static func zones(of shot: ArcheryShot, symbols: SymbolTable) -> [LoweredZone] {
        let face = symbols.lookup(ArcheryFacesKind.faces, shot.face)!.symbol.value as! LoweredArcheryFace
        return face.scoring.first { $0.id == shot.scoring }!.zones
    }

    private static func lower(_ shot: ArcheryShot, scheme: HandicapSchemeDefinition, symbols: SymbolTable)
        -> LoweredZoneOdds
    {
        let index = symbols.lookup(ArcheryFacesKind.faces, shot.face)!.index
        let zones = zones(of: shot, symbols: symbols).map { (diameter: $0.diameter, score: $0.score) }
        let arrow = shot.venue == .indoor ? scheme.indoorArrow : scheme.outdoorArrow
        let tables = HandicapModel.shot(
            zones: zones, arrowDiameter: arrow, distance: shot.distance, spread: scheme.spread.value,
            handicaps: scheme.handicaps.value)
        return LoweredZoneOdds(
            shot: shot, faceIndex: index, zoneCount: zones.count, arrowDiameter: arrow, arrow: tables.arrow,
            spread: tables.spread, thresholds: tables.thresholds)
    }

    /// A round's expected score at each handicap adds up its distances' arrows
    /// at their shots' expected arrow scores, computed once per shot.
    private static func lower(
        _ round: RoundDefinition, scheme: HandicapSchemeDefinition, symbols: SymbolTable,
        odds: (ArcheryShot) -> LoweredZoneOdds
    ) -> LoweredRoundHandicaps {
        let passes = round.distances.map { distance in
            let shot = ArcheryShot(
                face: distance.face.value, scoring: round.scoring.value, distance: distance.distance.value, venue: round.venue)
            return (arrows: Double(distance.arrows.value), expected: odds(shot).arrow)
        }
        let handicaps = Array(scheme.handicaps.value)
        let unrounded = handicaps.indices.map { handicap in
            passes.reduce(0.0) { sum, pass in sum + pass.arrows * pass.expected[handicap] }
        }
        let rounded = unrounded.map(scheme.roundScore.round)
        let maximum = ArcheryRoundsKind.maximumScore(of: round, symbols: symbols)
        // From the worst handicap to the best, the first whose rounded score
        // reaches a score. That handicap never comes earlier for a higher
        // score, so one walk serves every score.
        let worstFirst = scheme.better == .lower ? Array(handicaps.indices.reversed()) : Array(handicaps.indices)
        var handicapForScore: [Int] = []
        handicapForScore.reserveCapacity(maximum + 1)
        var next = 0
        for score in 0...maximum {
            while next < worstFirst.count, rounded[worstFirst[next]] < score { next += 1 }
            handicapForScore.append(next < worstFirst.count ? handicaps[worstFirst[next]] : LoweredRoundHandicaps.none)
        }
        return LoweredRoundHandicaps(
            round: round.id.value, maximum: maximum, unrounded: unrounded, rounded: rounded,
            handicapForScore: handicapForScore)
    }
}
