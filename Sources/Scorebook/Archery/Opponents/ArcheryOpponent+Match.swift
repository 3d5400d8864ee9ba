extension ArcheryOpponent {
    /// The match so far: the opponent's arrows for every end the archer has
    /// shot (as many arrows as the archer, end by end), the score, and the state.
    ///
    /// The opponent's handicap is its difficulty's, for the archer's handicap
    /// (or, unknown, its own), changed on each end by its temperament. Arrow
    /// `k` of the match, counted from the first end, is drawn from the `k`-th
    /// three random numbers of the seed (``ArrowRandom``); shoot-off arrows
    /// come after every arrow the format can have.
    public func match(_ request: ArcheryMatchRequest) throws(ScoringError) -> ArcheryMatch {
        guard let difficulty = difficulty(request.difficulty) else {
            let ids = difficulties.map(\.id)
            throw ScoringError(
                at: ["difficulty"], "opponent '\(id)' has no difficulty '\(request.difficulty)'\(Suggestion.didYouMean(request.difficulty, among: ids)); expected \(quotedList(ids))",
                allowed: ids)
        }
        let archerHandicap = try self.archerHandicap(request.archer)
        let base = difficulty.handicap(archer: archerHandicap ?? handicap)
        let plan = try self.plan(request.format)
        var draw = ArrowDraw(seed: request.seed, scheme: rules.scheme)

        var ends: [ArcheryMatch.End] = []
        var score = Score(format: request.format, rules: rules)
        guard request.archerEnds.count <= plan.ends.count else {
            throw ScoringError(
                at: ["archerEnds"], "the match has \(plan.ends.count) ends; found \(request.archerEnds.count)")
        }
        for (index, labels) in request.archerEnds.enumerated() {
            let end = plan.ends[index]
            let path: [ScoringError.PathComponent] = ["archerEnds", .index(index)]
            if score.decided {
                throw ScoringError(at: path, "the match was over after end \(index); this end is one too many")
            }
            guard (1...end.arrows).contains(labels.count) else {
                throw ScoringError(at: path, "an end has 1 to \(end.arrows) arrows; found \(labels.count)")
            }
            if labels.count < end.arrows, index != request.archerEnds.count - 1 {
                throw ScoringError(at: path, "only the last end may be short; this one has \(labels.count) of \(end.arrows) arrows")
            }
            var archer: [ArcheryZone] = []
            for (arrow, label) in labels.enumerated() {
                archer.append(try end.odds.scoring.zone(label: label, at: path + [.index(arrow)]))
            }
            let handicap = rules.scheme.clamp(base + end.change)
            let opponent = (0..<labels.count).map { draw.arrow(end.firstArrow + $0, odds: end.odds, handicap: handicap) }
            let shot = ArcheryMatch.End(archer: archer, opponent: opponent, opponentHandicap: handicap)
            ends.append(shot)
            score.add(shot, complete: labels.count == end.arrows, endsInFormat: plan.ends.count)
        }
        var state = score.state
        let shootOff = try self.shootOff(
            request.archerShootOff, state: &state, plan: plan, handicap: rules.scheme.clamp(base + plan.shootOff.change),
            draw: &draw)
        return ArcheryMatch(
            opponentHandicap: base, archerHandicap: archerHandicap, ends: ends, setPoints: score.setPoints,
            totals: score.totals, state: state, shootOff: shootOff)
    }

    /// The archer's handicap, given or from recent scores; `nil` if neither.
    private func archerHandicap(_ archer: ArcheryMatchRequest.Archer?) throws(ScoringError) -> Int? {
        let scheme = rules.scheme
        switch archer {
        case nil: return nil
        case .handicap(let handicap):
            try scheme.checkHandicap(handicap, at: ["archerHandicap"])
            return handicap
        case .scores(let scores):
            guard (1...ArcheryOpponent.maximumRecentScores).contains(scores.count) else {
                throw ScoringError(
                    at: ["archerScores"], "give 1 to \(ArcheryOpponent.maximumRecentScores) recent scores; found \(scores.count)")
            }
            var sum = 0
            let best = scheme.better == .lower ? scheme.handicaps.lowerBound : scheme.handicaps.upperBound
            for (index, entry) in scores.enumerated() {
                do {
                    // No handicap's expected score reaches a score above the best's: it counts as the best.
                    sum += try scheme.handicap(round: entry.round, score: entry.score) ?? best
                } catch {
                    throw error.inside(["archerScores", .index(index)])
                }
            }
            // The mean, to the nearest; a half goes to the worse handicap, for the easier opponent.
            let n = scores.count
            return scheme.better == .lower
                ? (2 * sum + n).dividedRoundingDown(by: 2 * n) : -(-2 * sum + n).dividedRoundingDown(by: 2 * n)
        }
    }

    /// The most recent scores a handicap is estimated from.
    public static let maximumRecentScores = 100


    /// Every end of the format: its odds, its arrows, where its arrows start
    /// in the match, and the temperament's change; then the shoot-off's.
    private func plan(_ format: ArcheryMatchRequest.Format) throws(ScoringError) -> MatchPlan {
        let curve = temperament.match
        func change(_ end: Int) -> Int { curve.isEmpty ? 0 : curve[min(end, curve.count - 1)] }
        switch format {
        case .sets(let odds), .cumulative(let odds):
            let (ends, arrows) =
                if case .sets = format { (rules.sets.ends, rules.sets.arrowsPerEnd) } else {
                    (rules.cumulative.ends, rules.cumulative.arrowsPerEnd)
                }
            return MatchPlan(
                ends: (0..<ends).map { MatchPlan.End(odds: odds, arrows: arrows, firstArrow: $0 * arrows, change: change($0)) },
                shootOff: MatchPlan.End(odds: odds, arrows: 1, firstArrow: ends * arrows, change: change(ends - 1)))
        case .round(let round, let scoring):
            let changes = temperament.ends(of: round, matchEnds: rules.matchEnds)
            var ends: [MatchPlan.End] = []
            var first = 0
            for (distance, odds) in zip(round.distances, try odds(of: round, scoring: scoring ?? round.scoring)) {
                for _ in 0..<distance.arrows / distance.arrowsPerEnd {
                    let change = changes[min(ends.count, changes.count - 1)]
                    ends.append(MatchPlan.End(odds: odds, arrows: distance.arrowsPerEnd, firstArrow: first, change: change))
                    first += distance.arrowsPerEnd
                }
            }
            let last = ends.last!
            return MatchPlan(
                ends: ends, shootOff: MatchPlan.End(odds: last.odds, arrows: 1, firstArrow: first, change: last.change))
        }
    }

    /// Each distance's odds under `scoring` and the opponent's scheme, each
    /// face and distance computed once (an opponent's own shots are compiled).
    private func odds(of round: ArcheryRound, scoring: String) throws(ScoringError) -> [ArcheryZoneOdds] {
        // A scoring the round's faces lack is the request's `scoring`.
        let systems = try round.scoringByDistance(scoring)
        var odds: [ArcheryZoneOdds] = []
        // A round the scheme cannot compute is a mistake in `format`.
        do throws(ScoringError) {
            for (distance, scoring) in zip(round.distances, systems) {
                if let shot = odds.first(where: { $0.distance == distance.length && $0.face == distance.face.id }) {
                    odds.append(shot)
                } else {
                    odds.append(try rules.scheme.odds(scoring, distance: distance.length, venue: round.venue))
                }
            }
        } catch {
            throw ScoringError(at: ["format"], "round '\(round.id)' cannot be shot here: \(error.message)")
        }
        return odds
    }

    /// Shoot-off arrows, one each, until one is better or nearer the centre.
    private func shootOff(
        _ arrows: [ArcheryShootOffArrow], state: inout ArcheryMatch.State, plan: MatchPlan, handicap: Int,
        draw: inout ArrowDraw
    ) throws(ScoringError) -> [ArcheryMatch.ShootOff] {
        guard !arrows.isEmpty else { return [] }
        guard state == .shootOff else {
            throw ScoringError(at: ["archerShootOff"], "the match has no shoot-off: it is \(state.rawValue)")
        }
        var shot: [ArcheryMatch.ShootOff] = []
        let odds = plan.shootOff.odds
        for (index, arrow) in arrows.enumerated() {
            let path: [ScoringError.PathComponent] = ["archerShootOff", .index(index)]
            if state != .shootOff {
                throw ScoringError(at: path, "the shoot-off was settled by the arrow before this one")
            }
            if let last = shot.last, last.archerDistance == nil, last.archerWon == nil {
                throw ScoringError(
                    at: ["archerShootOff", .index(index - 1), "distanceFromCentre"],
                    "both arrows are in one zone: the one nearer the centre wins, so give its distance before shooting again")
            }
            let archer = try odds.scoring.zone(label: arrow.label, at: path + ["label"])
            if let distance = arrow.distanceFromCentre {
                try Self.check(distance, in: archer, odds: odds, at: path + ["distanceFromCentre"])
            }
            let opponent = draw.arrow(plan.shootOff.firstArrow + index, odds: odds, handicap: handicap)
            let won: Bool? =
                if archer.score != opponent.zone.score {
                    archer.score > opponent.zone.score
                } else if archer.index != opponent.zone.index {
                    archer.index < opponent.zone.index  // an inner zone is nearer the centre
                } else if let distance = arrow.distanceFromCentre {
                    Self.compare(hundredths: (distance.nanometres + 5_000) / 10_000, opponent.hundredthsFromCentre)
                } else {
                    nil
                }
            shot.append(.init(archer: archer, archerDistance: arrow.distanceFromCentre, opponent: opponent, archerWon: won))
            if let won { state = won ? .won : .lost }
        }
        return shot
    }

    /// A measured distance must fit the zone the arrow scored: from the inner
    /// zone's edge out to its own plus half the scheme's shaft (the line-cutter rule).
    private static func check(
        _ distance: Length, in zone: ArcheryZone, odds: ArcheryZoneOdds, at path: [ScoringError.PathComponent]
    ) throws(ScoringError)
    {
        let zones = odds.scoring.zones
        let inner = zone.index == 0 ? 0 : zones[zone.index - 1].diameter!.nanometres / 2
        let outer = zone.isMiss ? Int.max : zone.diameter!.nanometres / 2 + odds.arrowDiameter.nanometres / 2
        guard (inner...outer).contains(distance.nanometres) else {
            let reach = zone.isMiss ? "beyond \(Length(nanometres: inner))" : "\(Length(nanometres: inner)) to \(Length(nanometres: outer))"
            throw ScoringError(at: path, "an arrow scoring '\(zone.label)' is \(reach) from the centre; found \(distance)")
        }
    }

    /// Whether the archer's distance wins: `nil` when level.
    private static func compare(hundredths archer: Int, _ opponent: Int) -> Bool? {
        archer == opponent ? nil : archer < opponent
    }
}

/// The ends of a match's format, laid out before any arrow is shot.
struct MatchPlan {
    struct End {
        let odds: ArcheryZoneOdds
        let arrows: Int
        /// The match's count of arrows before this end's first.
        let firstArrow: Int
        /// The temperament's change to the handicap.
        let change: Int
    }

    let ends: [End]
    let shootOff: End
}

/// Draws the opponent's arrows from one random stream, in match order.
struct ArrowDraw {
    private var random: ArrowRandom
    /// The arrow the stream is at.
    private var next = 0
    let scheme: ArcheryHandicapScheme

    init(seed: UInt64, scheme: ArcheryHandicapScheme) {
        random = ArrowRandom(seed: seed)
        self.scheme = scheme
    }

    /// Arrow `index` of the match: its three numbers draw the zone, then a
    /// position in it. Arrows are drawn in increasing order.
    mutating func arrow(_ index: Int, odds: ArcheryZoneOdds, handicap: Int) -> ArcheryOpponentArrow {
        random.skip(3 * (index - next))
        next = index + 1
        let zone = odds.zone(handicap: handicap, bits: random.nextOddsBits())
        let position = odds.position(in: zone, handicap: handicap, radius: random.nextUnit(), angle: random.nextUnit())
        // Kept within 10,000 km, whatever a table's spread: the conversion cannot trap.
        func hundredths(_ value: Double) -> Int { value.isNaN ? 0 : Int(min(max((value * 100).rounded(), -1e15), 1e15)) }
        return ArcheryOpponentArrow(zone: zone, xHundredths: hundredths(position.x), yHundredths: hundredths(position.y))
    }
}

/// The score: set points for complete ends, or running totals.
struct Score {
    let sets: ArcherySetsFormat?
    var archer = 0, opponent = 0
    var completeEnds = 0

    init(format: ArcheryMatchRequest.Format, rules: ArcheryOpponentRules) {
        if case .sets = format { sets = rules.sets } else { sets = nil }
    }

    /// Set points reached the winning number, or every end is shot.
    var decided: Bool { (sets.map { archer >= $0.toWin || opponent >= $0.toWin } ?? false) || allShot }
    private var allShot = false

    mutating func add(_ end: ArcheryMatch.End, complete: Bool, endsInFormat: Int) {
        if complete { completeEnds += 1 }
        if let sets {
            guard complete else { return }
            let (a, o) = (end.archerTotal, end.opponentTotal)
            archer += a > o ? sets.win : a == o ? sets.tie : 0
            opponent += o > a ? sets.win : a == o ? sets.tie : 0
        } else {
            archer += end.archerTotal
            opponent += end.opponentTotal
        }
        allShot = completeEnds == endsInFormat
    }

    var state: ArcheryMatch.State {
        // Both reach the winning set points only on a tied set: level, as after the last end.
        let reached = sets.map { archer >= $0.toWin || opponent >= $0.toWin } ?? false
        guard reached || allShot else { return .inProgress }
        return archer > opponent ? .won : opponent > archer ? .lost : .shootOff
    }

    var setPoints: (archer: Int, opponent: Int)? { sets == nil ? nil : (archer, opponent) }
    var totals: (archer: Int, opponent: Int)? { sets == nil ? (archer, opponent) : nil }
}

extension ArcheryHandicapScheme {
    /// Kept to the scheme's range (the generator checks tables never leave it).
    func clamp(_ handicap: Int) -> Int { min(max(handicap, handicaps.lowerBound), handicaps.upperBound) }
}
