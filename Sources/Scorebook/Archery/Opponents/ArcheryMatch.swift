/// What an archer asks of a match against an opponent. Stateless: an app
/// sends the whole match so far each time, and gets the same answer for the
/// same request; the opponent's arrows for an end never change when a later
/// end is added.
public struct ArcheryMatchRequest: Sendable {
    /// Where and how the match is shot.
    public enum Format: Sendable {
        /// The set system on one shot (face, scoring, distance, venue).
        case sets(ArcheryZoneOdds)
        /// The cumulative system on one shot.
        case cumulative(ArcheryZoneOdds)
        /// A whole round, end by end, the opponent beside the archer, scored
        /// under `scoring` (one every face of it supports; by default its own).
        case round(ArcheryRound, scoring: String? = nil)
    }

    /// What is known of the archer's skill: a difficulty that follows the
    /// archer starts from it.
    public enum Archer: Sendable {
        /// The archer's handicap, in the opponent's scheme.
        case handicap(Int)
        /// Recent round scores; the handicap is their handicaps' mean.
        case scores([(round: String, score: Int)])
    }

    /// The id of one of the opponent's difficulties, such as `medium`.
    public var difficulty: String
    /// The set or cumulative system on one shot, or a whole round.
    public var format: Format
    /// What the opponent's arrows are drawn from (``ArrowRandom``): the same for
    /// every request of one match, so its ends keep their arrows.
    public var seed: UInt64
    /// What is known of the archer's skill; `nil` if nothing is, and a difficulty
    /// that follows the archer then starts from the opponent's own handicap.
    public var archer: Archer?
    /// Each end the archer has shot, by label (`X`, `10` … `M`); only the last may be short.
    public var archerEnds: [[String]]
    /// The archer's shoot-off arrows, in order, once the match has come to one.
    public var archerShootOff: [ArcheryShootOffArrow]

    /// A request for the match so far; leave `archer` `nil` when the archer's skill is unknown.
    public init(
        difficulty: String, format: Format, seed: UInt64, archer: Archer? = nil, archerEnds: [[String]],
        archerShootOff: [ArcheryShootOffArrow] = []
    ) {
        (self.difficulty, self.format, self.seed, self.archer) = (difficulty, format, seed, archer)
        (self.archerEnds, self.archerShootOff) = (archerEnds, archerShootOff)
    }
}

/// One shoot-off arrow of the archer's: its label and, to settle a tie in the
/// same zone, how far its centre is from the face's centre.
public struct ArcheryShootOffArrow: Sendable {
    /// As written on a score sheet, such as `X`, `10` or `M` for a miss.
    public var label: String
    /// How far its centre is from the face's centre, to settle a tie in one zone
    /// (to the nearest hundredth of a millimetre); `nil` if not measured.
    public var distanceFromCentre: Length?

    /// An arrow by its label, with its distance from the centre if measured.
    public init(label: String, distanceFromCentre: Length? = nil) {
        (self.label, self.distanceFromCentre) = (label, distanceFromCentre)
    }
}

/// An arrow the opponent shot: its zone, and where it landed for drawing.
public struct ArcheryOpponentArrow: Sendable, Equatable {
    /// The zone it scored.
    public let zone: ArcheryZone
    /// Hundredths of a millimetre from the centre: display only.
    public let xHundredths: Int
    /// The y coordinate, in hundredths of a millimetre from the centre: display only.
    public let yHundredths: Int

    /// Millimetres from the centre, to 0.01 mm: display only.
    public var x: Double { Double(xHundredths) / 100 }
    /// The y coordinate, in millimetres from the centre to 0.01 mm: display only.
    public var y: Double { Double(yHundredths) / 100 }

    /// The distance of its centre from the face's centre, in hundredths of a millimetre.
    public var hundredthsFromCentre: Int { Int(((x * x + y * y).squareRoot() * 100).rounded()) }
}

/// A match so far, as the archer sees it.
public struct ArcheryMatch: Sendable {
    /// Where the match stands.
    public enum State: String, Sendable {
        /// Not decided yet.
        case inProgress = "in-progress"
        /// Level after the last end (or on a tied set that brings both to the
        /// winning set points), and no shoot-off arrow has settled it yet.
        case shootOff = "shoot-off"
        /// `won`: the archer won; `lost`: the opponent won.
        case won, lost
    }

    /// One end: the archer's arrows and the opponent's, as many of each.
    public struct End: Sendable {
        /// The zones the archer's arrows scored, in the order shot.
        public let archer: [ArcheryZone]
        /// The opponent's arrows, as many as the archer shot.
        public let opponent: [ArcheryOpponentArrow]
        /// The opponent's handicap on this end, after its temperament.
        public let opponentHandicap: Int
        /// The archer's score on this end, in points.
        public var archerTotal: Int { archer.reduce(0) { $0 + $1.score } }
        /// The opponent's score on this end, in points.
        public var opponentTotal: Int { opponent.reduce(0) { $0 + $1.zone.score } }
    }

    /// One shoot-off arrow each, and who won it.
    public struct ShootOff: Sendable {
        /// The zone the archer's arrow scored.
        public let archer: ArcheryZone
        /// How far the archer's arrow is from the face's centre, as the request
        /// gave it; `nil` if it did not.
        public let archerDistance: Length?
        /// The opponent's arrow.
        public let opponent: ArcheryOpponentArrow
        /// `nil` while a tie in one zone waits for the archer's distance, or
        /// when the two are level (another shoot-off arrow settles it).
        public let archerWon: Bool?
    }

    /// The opponent's handicap before its temperament.
    public let opponentHandicap: Int
    /// The archer's handicap the difficulty followed: given, or from the scores.
    public let archerHandicap: Int?
    /// Every end the archer has shot, in order, with the opponent's arrows; the
    /// last may be short.
    public let ends: [End]
    /// Set points, for the set system.
    public let setPoints: (archer: Int, opponent: Int)?
    /// Running totals, for the cumulative system and rounds.
    public let totals: (archer: Int, opponent: Int)?
    /// Where the match stands, after any shoot-off arrows.
    public let state: State
    /// One per shoot-off arrow of the archer's, in order; empty without one.
    public let shootOff: [ShootOff]
}
