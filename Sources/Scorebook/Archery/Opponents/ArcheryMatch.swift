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
        /// A whole round, end by end, the opponent beside the archer.
        case round(ArcheryRound)
    }

    /// What is known of the archer's skill: a difficulty that follows the
    /// archer starts from it.
    public enum Archer: Sendable {
        case handicap(Int)
        /// Recent round scores; the handicap is their handicaps' mean.
        case scores([(round: String, score: Int)])
    }

    public var difficulty: String
    public var format: Format
    public var seed: UInt64
    public var archer: Archer?
    /// Each end the archer has shot, by label (`X`, `10` … `M`); only the last may be short.
    public var archerEnds: [[String]]
    /// The archer's shoot-off arrows, in order, once the match has come to one.
    public var archerShootOff: [ArcheryShootOffArrow]

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
    public var label: String
    public var distanceFromCentre: Length?

    public init(label: String, distanceFromCentre: Length? = nil) {
        (self.label, self.distanceFromCentre) = (label, distanceFromCentre)
    }
}

/// An arrow the opponent shot: its zone, and where it landed for drawing.
public struct ArcheryOpponentArrow: Sendable, Equatable {
    public let zone: ArcheryZone
    /// Hundredths of a millimetre from the centre: display only.
    public let xHundredths: Int
    public let yHundredths: Int

    /// Millimetres from the centre, to 0.01 mm: display only.
    public var x: Double { Double(xHundredths) / 100 }
    public var y: Double { Double(yHundredths) / 100 }

    /// The distance of its centre from the face's centre, in hundredths of a millimetre.
    public var hundredthsFromCentre: Int { Int(((x * x + y * y).squareRoot() * 100).rounded()) }
}

/// A match so far, as the archer sees it.
public struct ArcheryMatch: Sendable {
    public enum State: String, Sendable {
        case inProgress = "in-progress"
        case shootOff = "shoot-off"
        case won, lost
    }

    public struct End: Sendable {
        public let archer: [ArcheryZone]
        public let opponent: [ArcheryOpponentArrow]
        /// The opponent's handicap on this end, after its temperament.
        public let opponentHandicap: Int
        public var archerTotal: Int { archer.reduce(0) { $0 + $1.score } }
        public var opponentTotal: Int { opponent.reduce(0) { $0 + $1.zone.score } }
    }

    public struct ShootOff: Sendable {
        public let archer: ArcheryZone
        public let archerDistance: Length?
        public let opponent: ArcheryOpponentArrow
        /// `nil` while a tie in one zone waits for the archer's distance, or
        /// when the two are level (another shoot-off arrow settles it).
        public let archerWon: Bool?
    }

    /// The opponent's handicap before its temperament.
    public let opponentHandicap: Int
    /// The archer's handicap the difficulty followed: given, or from the scores.
    public let archerHandicap: Int?
    public let ends: [End]
    /// Set points, for the set system.
    public let setPoints: (archer: Int, opponent: Int)?
    /// Running totals, for the cumulative system and rounds.
    public let totals: (archer: Int, opponent: Int)?
    public let state: State
    public let shootOff: [ShootOff]
}
