/// A handicap scheme's tables, computed by the generator for every round in
/// the tables: the expected score at every handicap, where the handicap a
/// score earns is found too. Looking one up is an array load; the handicap,
/// a scan of at most the scheme's range.
///
/// ```swift
/// let agb = Scorebook.handicapScheme("agb")!
/// try agb.expectedScore(round: "wa-1440-90", handicap: 10).score   // 1356
/// try agb.handicap(round: "wa-1440-90", score: 1356)                 // 10
/// ```
public final class ArcheryHandicapScheme: Sendable {
    /// Such as `agb`.
    public let id: String
    /// Such as `Archery GB 2023`.
    public let name: String
    /// Which way a better archer's handicap goes: `lower` for Archery GB.
    public let better: Better
    /// Every handicap of the scheme, lowest to highest; ``better`` says which
    /// end is the better archer's.
    public let handicaps: ClosedRange<Int>
    /// How a round's expected score is rounded once.
    public let roundScore: RoundScoreRounding
    /// How widely an archer of each handicap groups at each distance.
    public let spread: HandicapSpread
    /// The arrow the scheme assumes outdoors and indoors.
    public let outdoorArrow: Length, indoorArrow: Length
    let rounds: [ArcheryRoundHandicaps]
    /// Every face × scoring × distance × venue an opponent shoots, computed
    /// by the generator; ``odds(_:distance:venue:handicaps:)`` computes any other.
    public let odds: [ArcheryZoneOdds]

    /// Made by the generated tables, from a table the compiler checked.
    @_spi(ScorebookTables) public init(
        id: String, name: String, better: Better, handicaps: ClosedRange<Int>, roundScore: RoundScoreRounding,
        spread: HandicapSpread, outdoorArrow: Length, indoorArrow: Length, rounds: [ArcheryRoundHandicaps],
        odds: [ArcheryZoneOdds] = []
    ) {
        (self.id, self.name, self.better, self.handicaps, self.rounds) = (id, name, better, handicaps, rounds)
        self.roundScore = roundScore
        (self.spread, self.outdoorArrow, self.indoorArrow, self.odds) = (spread, outdoorArrow, indoorArrow, odds)
    }

    /// The odds of every zone of `face` under `scoring` at `distance` and
    /// `venue`, for every handicap; `nil` where no opponent shoots it.
    public func odds(face: String, scoring: String, distance: Length, venue: String) -> ArcheryZoneOdds? {
        odds.first {
            $0.distance == distance && face.hasSameBytes(asASCII: $0.face)
                && scoring.hasSameBytes(asASCII: $0.scoring.id) && venue.hasSameBytes(asASCII: $0.venue)
        }
    }

    /// The odds of any shot: `scoring`'s zones at `distance` (1 m to 1 km),
    /// `indoor` or `outdoor`, for `handicaps` (the scheme's whole range by
    /// default). A shot an opponent shoots is looked up; any other
    /// is computed now, by the arithmetic the generator uses, so both give the
    /// same numbers.
    public func odds(
        _ scoring: ArcheryScoring, distance: Length, venue: String, handicaps: ClosedRange<Int>? = nil
    ) throws(ScoringError) -> ArcheryZoneOdds {
        let handicaps = handicaps ?? self.handicaps
        let arrow = try arrow(forShotAt: distance, venue: venue, handicaps: handicaps)
        return odds(face: scoring.face, scoring: scoring.id, distance: distance, venue: venue)
            ?? computedOdds(scoring, distance: distance, venue: venue, arrow: arrow, handicaps: handicaps)
    }

    /// The arrow the scheme assumes for a shot, once the shot is checked: a
    /// distance the spread is checked over, a venue, handicaps in range.
    func arrow(forShotAt distance: Length, venue: String, handicaps: ClosedRange<Int>) throws(ScoringError) -> Length {
        guard HandicapModel.shotDistances.contains(distance) else {
            let range = HandicapModel.shotDistances
            throw ScoringError(at: ["distance"], "expected a distance from \(range.lowerBound) to \(range.upperBound), found \(distance)")
        }
        try checkHandicap(handicaps.lowerBound)
        try checkHandicap(handicaps.upperBound)
        // Compared as bytes, as every wire identifier is.
        if venue.hasSameBytes(asASCII: "indoor") { return indoorArrow }
        if venue.hasSameBytes(asASCII: "outdoor") { return outdoorArrow }
        throw ScoringError(at: ["venue"], "expected 'indoor' or 'outdoor', found '\(venue)'", allowed: ["indoor", "outdoor"])
    }

    /// The shot's odds computed now, by the arithmetic the generator uses.
    func computedOdds(
        _ scoring: ArcheryScoring, distance: Length, venue: String, arrow: Length, handicaps: ClosedRange<Int>
    ) -> ArcheryZoneOdds {
        let tables = HandicapModel.shot(
            zones: Self.modelZones(scoring), arrowDiameter: arrow, distance: distance, spread: spread, handicaps: handicaps)
        return ArcheryZoneOdds(
            scoring: scoring, distance: distance, venue: venue, arrowDiameter: arrow, lowestHandicap: handicaps.lowerBound,
            arrow: tables.arrow, spread: tables.spread, thresholds: tables.thresholds.map { UInt32($0) })
    }

    /// Throws unless `handicap` is in the scheme's range, naming it at `path`.
    public func checkHandicap(
        _ handicap: Int, at path: @autoclosure () -> [ScoringError.PathComponent] = ["handicap"]
    ) throws(ScoringError) {
        guard handicaps.contains(handicap) else {
            throw ScoringError(
                at: path(),
                "handicap \(handicap) is outside the \(name) scheme's range, \(handicaps.lowerBound) to \(handicaps.upperBound)")
        }
    }

    /// The expected score of a round at a handicap: the sum of the unrounded
    /// pass scores, and that sum rounded once by the scheme's rule.
    public func expectedScore(round id: String, handicap: Int) throws(ScoringError) -> (score: Int, unrounded: Double) {
        let round = try self.round(id)
        try checkHandicap(handicap)
        let index = handicap - handicaps.lowerBound
        return (Int(round.rounded[index]), round.unrounded[index])
    }

    /// The handicap a round's score earns: the worst whose expected score
    /// still reaches it. `nil` when no handicap in the scheme's range does.
    public func handicap(round id: String, score: Int) throws(ScoringError) -> Int? {
        let round = try self.round(id)
        guard score >= 0, score <= round.maximum else {
            throw ScoringError(at: ["score"], "\(score) is not a score of round '\(id)'; expected 0 to \(round.maximum)")
        }
        // From the worst handicap to the best, the first whose expected score reaches it.
        return worstFirst { Int(round.rounded[$0 - handicaps.lowerBound]) >= score }
    }

    /// A round's expected score under `scoring`, which every face of it must
    /// support: its own scoring's is looked up; another's is computed now, as
    /// the generator computes a round (each distance's arrows at its shot's
    /// expected arrow, added in order, rounded once).
    public func expectedScore(round: ArcheryRound, scoring: String, handicap: Int) throws(ScoringError)
        -> (score: Int, unrounded: Double)
    {
        if scoring.hasSameBytes(asASCII: round.scoring) { return try expectedScore(round: round.id, handicap: handicap) }
        try checkHandicap(handicap)
        let unrounded = try computedRoundScores(round, scoring: scoring, handicaps: handicap...handicap)[0]
        return (roundScore.round(unrounded), unrounded)
    }

    /// The handicap a score earns on a round under `scoring`, as
    /// ``handicap(round:score:)`` finds it for the round's own scoring.
    public func handicap(round: ArcheryRound, scoring: String, score: Int) throws(ScoringError) -> Int? {
        if scoring.hasSameBytes(asASCII: round.scoring) { return try handicap(round: round.id, score: score) }
        let maximum = try round.checkedMaximumScore(scoring: scoring)
        guard score >= 0, score <= maximum else {
            throw ScoringError(at: ["score"], "\(score) is not a score of round '\(round.id)' scored '\(scoring)'; expected 0 to \(maximum)")
        }
        // The spread narrows toward the better end (the compiler checks), so the
        // score rises from the worst handicap to the best: halve the range,
        // computing a handful of handicaps rather than all.
        func worstFirstHandicap(_ index: Int) -> Int {
            better == .lower ? handicaps.upperBound - index : handicaps.lowerBound + index
        }
        var (low, high) = (0, handicaps.count)
        while low < high {
            let middle = (low + high) / 2, candidate = worstFirstHandicap(middle)
            let unrounded = try computedRoundScores(round, scoring: scoring, handicaps: candidate...candidate)[0]
            if roundScore.round(unrounded) >= score { high = middle } else { low = middle + 1 }
        }
        return low < handicaps.count ? worstFirstHandicap(low) : nil
    }

    /// Per handicap, the sum of the round's pass scores under `scoring`, by
    /// the generator's arithmetic (``HandicapModel/roundScores(passes:handicapCount:)``),
    /// each face and distance computed once.
    func computedRoundScores(_ round: ArcheryRound, scoring: String, handicaps: ClosedRange<Int>) throws(ScoringError)
        -> [Double]
    {
        var shots: [(face: String, distance: Length, arrow: [Double])] = []
        var passes: [(arrows: Int, arrow: [Double])] = []
        for (distance, system) in try zip(round.distances, round.scoringByDistance(scoring)) {
            let face = distance.face.id
            if let shot = shots.first(where: { $0.distance == distance.length && $0.face == face }) {
                passes.append((distance.arrows, shot.arrow))
                continue
            }
            let arrow = try self.arrow(forShotAt: distance.length, venue: round.venue, handicaps: handicaps)
            let scores = HandicapModel.arrows(
                zones: Self.modelZones(system), arrowDiameter: arrow, distance: distance.length, spread: spread, handicaps: handicaps)
            shots.append((face, distance.length, scores))
            passes.append((distance.arrows, scores))
        }
        return HandicapModel.roundScores(passes: passes, handicapCount: handicaps.count)
    }

    /// A scoring's zones as the model takes them: outer diameter and score.
    private static func modelZones(_ scoring: ArcheryScoring) -> [(diameter: Length, score: Int)] {
        scoring.zones.map { (diameter: $0.diameter ?? Length(nanometres: 0), score: $0.score) }
    }

    /// The first handicap, from the worst archer's to the best's, that `reaches`.
    private func worstFirst(where reaches: (Int) -> Bool) -> Int? {
        better == .lower ? handicaps.reversed().first(where: reaches) : handicaps.first(where: reaches)
    }

    /// This scheme with `other`'s rounds and odds after its own, when `other`
    /// is the same scheme (id, name, direction and range) computed for other
    /// rounds; otherwise this scheme alone. Where both hold a round or a shot,
    /// this scheme's is kept.
    func merging(_ other: ArcheryHandicapScheme) -> ArcheryHandicapScheme {
        guard id == other.id, name == other.name, better == other.better, handicaps == other.handicaps,
            roundScore == other.roundScore
        else { return self }
        let rounds = self.rounds + other.rounds.filter { round in !self.rounds.contains { $0.round == round.round } }
        let odds = self.odds + other.odds.filter { shot in !self.odds.contains { $0.isSameShot(as: shot) } }
        return ArcheryHandicapScheme(
            id: id, name: name, better: better, handicaps: handicaps, roundScore: roundScore, spread: spread,
            outdoorArrow: outdoorArrow, indoorArrow: indoorArrow, rounds: rounds, odds: odds)
    }

    private func round(_ id: String) throws(ScoringError) -> ArcheryRoundHandicaps {
        guard let round = rounds.first(where: { id.hasSameBytes(asASCII: $0.round) }) else {
            let ids = rounds.map(\.round)
            throw .unknown("round", id, among: ids, at: ["round"])
        }
        return round
    }
}

/// One round's tables under a scheme.
public struct ArcheryRoundHandicaps: Sendable {
    let round: String
    let maximum: Int
    let unrounded: [Double]
    /// `unrounded` rounded once by the scheme's rule: made here, as exact as
    /// the tables, which then need not hold it.
    let rounded: [Int32]

    /// Made by the generated tables, from a table the compiler checked: every
    /// score is at most the round's maximum, which is at most 10,000.
    @_spi(ScorebookTables) public init(round: String, maximum: Int, roundedBy rule: RoundScoreRounding, unrounded: [Double]) {
        (self.round, self.maximum, self.unrounded) = (round, maximum, unrounded)
        rounded = unrounded.map { Int32(rule.round($0)) }
    }
}

extension ScorebookTables {
    /// Every archery handicap scheme, in file order.
    public var handicapSchemes: [ArcheryHandicapScheme] { self[ArcheryHandicapSchemesKey.self] }

    /// The scheme with this id, such as `agb`.
    public func handicapScheme(_ id: String) -> ArcheryHandicapScheme? {
        handicapSchemes.first { id.hasSameBytes(asASCII: $0.id) }
    }
}

extension Scorebook {
    /// Every handicap scheme in `Tables/`, in file order.
    public static var handicapSchemes: [ArcheryHandicapScheme] { ScorebookTables.builtIn.handicapSchemes }

    /// The handicap scheme with this id in `Tables/`, such as `agb`.
    public static func handicapScheme(_ id: String) -> ArcheryHandicapScheme? {
        ScorebookTables.builtIn.handicapScheme(id)
    }
}

/// Where ``ScorebookTables`` holds the archery handicap schemes.
@_spi(ScorebookTables) public enum ArcheryHandicapSchemesKey: ScorebookTableKey {
    public typealias Value = [ArcheryHandicapScheme]

    /// A scheme of both (Scorebook's, computed by an app for its rounds) is one.
    public static func combine(_ first: ScorebookTables, _ second: ScorebookTables, into combined: ScorebookTables) -> Value {
        let others = second[Self.self]
        let merged = first[Self.self].map { scheme in
            others.first { $0.id == scheme.id }.map(scheme.merging) ?? scheme
        }
        return merged + others.filter { other in !merged.contains { $0.id == other.id } }
    }
}
