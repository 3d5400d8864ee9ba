import ScorebookCore

/// A `kind: archery-opponents` table as written: the match formats, where
/// matches are shot, difficulty rules, temperament curves and the opponents.
struct ArcheryOpponentsDefinition: Sendable {
    var header: TableHeader
    /// The handicap scheme every handicap here is in.
    var scheme: Located<String>
    var sets: SetsFormatDefinition
    var cumulative: CumulativeFormatDefinition
    var shots: [ShotDefinition]
    /// Easiest first.
    var difficulties: [DifficultyDefinition]
    var temperaments: [TemperamentDefinition]
    var opponents: [OpponentDefinition]
    /// Every difficulty and temperament the file names, read or not; `nil`
    /// when the list is not a mapping.
    var difficultiesWritten: WrittenNames?
    var temperamentsWritten: WrittenNames?

    /// The ends a temperament's curve spans: the longer format's.
    var matchEnds: Int { max(sets.ends, cumulative.ends) }
}

/// The set system: each end a set, set points for a win or a tie, first to `toWin`.
struct SetsFormatDefinition: Sendable {
    var arrowsPerEnd: Int
    var ends: Int
    var win: Int
    var tie: Int
    var toWin: Int
}

/// The cumulative system: the higher total after `ends` ends wins.
struct CumulativeFormatDefinition: Sendable {
    var arrowsPerEnd: Int
    var ends: Int
}

/// A face, scoring, distance and venue where sets and cumulative matches are shot.
struct ShotDefinition: Sendable {
    var face: Located<String>
    var scoring: Located<String>
    var distance: Length
    var venue: Venue

    var shot: ArcheryShot { ArcheryShot(face: face.value, scoring: scoring.value, distance: distance, venue: venue) }
}

struct DifficultyDefinition: Sendable {
    var id: Located<String>
    var name: String
    var rule: Located<DifficultyRule>
}

/// How a difficulty sets the opponent's handicap before its temperament.
enum DifficultyRule: Sendable, Equatable {
    /// Always this handicap.
    case fixed(Int)
    /// The archer's handicap (or, unknown, the opponent's own) plus `offset`, clamped to `within`.
    case relative(offset: Int, within: ClosedRange<Int>)

    /// The handicap before the temperament, for an archer of handicap `reference`.
    func handicap(reference: Int) -> Int {
        switch self {
        case .fixed(let handicap): handicap
        case .relative(let offset, let within): min(max(reference + offset, within.lowerBound), within.upperBound)
        }
    }

    /// Every handicap the rule can give.
    var reach: ClosedRange<Int> {
        switch self {
        case .fixed(let handicap): handicap...handicap
        case .relative(_, let within): within
        }
    }
}

/// A curve over the match: at each point's end, a change to the handicap;
/// straight lines between points, level before the first and after the last.
struct TemperamentDefinition: Sendable {
    var id: Located<String>
    var name: String
    /// In end order.
    var points: [(end: Int, change: Int)]
    /// Where the last point's end is written.
    var lastPoint: SourceLocation
}

struct OpponentDefinition: Sendable {
    var id: Located<String>
    var name: String
    var tagline: String
    var bowStyle: String
    /// Its own handicap: what a relative difficulty starts from when the archer's is unknown.
    var handicap: Located<Int>
    var temperament: Located<String>
    /// Easiest first.
    var difficulties: [Located<String>]
}
