import ScorebookCore

/// A scheme ready to emit: for each round, its expected score at every
/// handicap (the handicap a score earns is found in it), and the odds of
/// every shot an opponent names.
struct LoweredHandicapScheme: Sendable {
    var id: String
    var name: String
    var better: Better
    var handicaps: ClosedRange<Int>
    var roundScore: RoundScoreRounding
    /// How widely each handicap groups, and the arrows assumed: for shots computed at run time.
    var spread: HandicapSpread
    var outdoorArrow: Length
    var indoorArrow: Length
    var rounds: [LoweredRoundHandicaps]
    /// Every face × scoring × distance × venue an opponent shoots.
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
    /// The distances a round or a match may be shot at: every scheme's spread
    /// is checked over them, so every shot gets finite odds, and the runtime
    /// computes any shot within.
    static let distances = HandicapModel.shotDistances

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
    /// The same, rounded once by the scheme's rule: the runtime finds the
    /// handicap a score earns in it.
    var rounded: [Int]
}

/// Computes a scheme's tables from the rounds and faces the symbol table holds.
enum ArcheryHandicapsLowering {
    static func lower(_ scheme: HandicapSchemeDefinition, symbols: SymbolTable) -> LoweredHandicapScheme {
        let rounds = symbols.symbols(ArcheryRoundsKind.rounds).map(\.value)
        // Each round shot's expected arrow, once per shot; only the opponents'
        // shots are emitted whole: the runtime computes any other shot's odds.
        var arrows: [ArcheryShot: [Double]] = [:]
        for shot in roundShots(rounds) where arrows[shot] == nil {
            let zones = zones(of: shot, symbols: symbols).map { (diameter: $0.diameter, score: $0.score) }
            arrows[shot] = HandicapModel.arrows(
                zones: zones, arrowDiameter: arrow(for: shot, scheme), distance: shot.distance,
                spread: scheme.spread.value, handicaps: scheme.handicaps.value)
        }
        return LoweredHandicapScheme(
            id: scheme.id.value, name: scheme.name, better: scheme.better, handicaps: scheme.handicaps.value,
            roundScore: scheme.roundScore, spread: scheme.spread.value, outdoorArrow: scheme.outdoorArrow, indoorArrow: scheme.indoorArrow,
            rounds: rounds.map { round in lower(round, scheme: scheme, symbols: symbols) { arrows[$0]! } },
            odds: matchShots(symbols).map { lower($0, scheme: scheme, symbols: symbols) })
    }

    /// Each distance of each round as a shot under the round's own scoring.
    static func roundShots(_ rounds: [RoundDefinition]) -> [ArcheryShot] {
        rounds.flatMap { round in round.distances.map { shot(of: $0, in: round) } }
    }

    static func shot(of distance: RoundDistanceDefinition, in round: RoundDefinition) -> ArcheryShot {
        ArcheryShot(face: distance.face.value, scoring: round.scoring.value, distance: distance.distance.value, venue: round.venue)
    }

    /// Every distinct shot the opponents' tables name, in the order first met.
    static func matchShots(_ symbols: SymbolTable) -> [ArcheryShot] {
        var seen: Set<ArcheryShot> = []
        return symbols.symbols(shotsNamespace).flatMap(\.value)
            .filter { seen.insert($0).inserted }
    }

    /// The shots other kinds ask the schemes' odds for: a kind that reads
    /// the schemes (the opponents) exports its list here, under its table id.
    static let shotsNamespace: Namespace<[ArcheryShot]> = Namespace(noun: "archery shot", definedBy: ArcheryHandicapsKind.name, unique: .none)

    /// The zones of a shot's face under its scoring.
    static func zones(of shot: ArcheryShot, symbols: SymbolTable) -> [LoweredZone] {
        let face = symbols.lookup(ArcheryFacesKind.faces, shot.face)!.symbol.value
        return face.scoring.first { $0.id == shot.scoring }!.zones
    }

    private static func lower(_ shot: ArcheryShot, scheme: HandicapSchemeDefinition, symbols: SymbolTable)
        -> LoweredZoneOdds
    {
        let index = symbols.lookup(ArcheryFacesKind.faces, shot.face)!.index
        let zones = zones(of: shot, symbols: symbols).map { (diameter: $0.diameter, score: $0.score) }
        let arrow = arrow(for: shot, scheme)
        let tables = HandicapModel.shot(
            zones: zones, arrowDiameter: arrow, distance: shot.distance, spread: scheme.spread.value,
            handicaps: scheme.handicaps.value)
        return LoweredZoneOdds(
            shot: shot, faceIndex: index, zoneCount: zones.count, arrowDiameter: arrow, arrow: tables.arrow,
            spread: tables.spread, thresholds: tables.thresholds)
    }

    /// The arrow the scheme assumes for a shot.
    static func arrow(for shot: ArcheryShot, _ scheme: HandicapSchemeDefinition) -> Length {
        shot.venue == .indoor ? scheme.indoorArrow : scheme.outdoorArrow
    }

    /// A round's expected score at each handicap adds up its distances' arrows
    /// at their shots' expected arrow scores, computed once per shot.
    private static func lower(
        _ round: RoundDefinition, scheme: HandicapSchemeDefinition, symbols: SymbolTable,
        arrows: (ArcheryShot) -> [Double]
    ) -> LoweredRoundHandicaps {
        let passes = round.distances.map { distance in
            (arrows: distance.arrows.value, arrow: arrows(shot(of: distance, in: round)))
        }
        let unrounded = HandicapModel.roundScores(passes: passes, handicapCount: scheme.handicaps.value.count)
        return LoweredRoundHandicaps(
            round: round.id.value, maximum: ArcheryRoundsKind.maximumScore(of: round, symbols: symbols),
            unrounded: unrounded, rounded: unrounded.map(scheme.roundScore.round))
    }
}
