import ScorebookCore

/// A virtual opponent: a character who shoots back. Its handicap for a
/// match comes from a difficulty rule, and moves end by end with its
/// temperament; its arrows are drawn from the scheme's zone odds.
///
/// ```swift
/// let nova = Scorebook.archeryOpponent("captain-nova")!
/// let odds = nova.rules.scheme.odds(face: "wa-122", scoring: "recurve", distance: Length("70 m")!, venue: "outdoor")!
/// let match = try nova.match(.init(difficulty: "medium", format: .sets(odds), seed: 42, archerEnds: [["10", "9", "X"]]))
/// ```
public struct ArcheryOpponent: Sendable {
    /// Such as `captain-nova`.
    public let id: String
    /// Such as `Captain Nova`.
    public let name: String
    /// One line about the character, for display.
    public let tagline: String
    /// Such as `recurve`, `compound`, `barebow`, `longbow`.
    public let bowStyle: String
    /// Its own handicap, which a difficulty that follows the archer starts from
    /// when the archer's is not known.
    public let handicap: Int
    /// The rules of its table: the scheme, formats, difficulties and temperaments.
    public let rules: ArcheryOpponentRules
    let temperamentIndex: Int
    let difficultyIndexes: [Int]

    /// Made by the generated tables, from a table the compiler checked.
    @_spi(ScorebookTables) public init(
        id: String, name: String, tagline: String, bowStyle: String, handicap: Int, rules: ArcheryOpponentRules,
        temperament: Int, difficulties: [Int]
    ) {
        (self.id, self.name, self.tagline, self.bowStyle, self.handicap) = (id, name, tagline, bowStyle, handicap)
        (self.rules, self.temperamentIndex, self.difficultyIndexes) = (rules, temperament, difficulties)
    }

    /// How its handicap moves end by end over a match.
    public var temperament: ArcheryTemperament { rules.temperaments[temperamentIndex] }

    /// Easiest first.
    public var difficulties: [ArcheryDifficulty] { difficultyIndexes.map { rules.difficulties[$0] } }

    /// This opponent under `rules`: the same, with another scheme object.
    func following(_ rules: ArcheryOpponentRules) -> ArcheryOpponent {
        ArcheryOpponent(
            id: id, name: name, tagline: tagline, bowStyle: bowStyle, handicap: handicap, rules: rules,
            temperament: temperamentIndex, difficulties: difficultyIndexes)
    }

    /// The difficulty with this id, if this opponent offers it.
    public func difficulty(_ id: String) -> ArcheryDifficulty? {
        difficulties.first { id.hasSameBytes(asASCII: $0.id) }
    }
}

/// What every opponent of one table shares.
public final class ArcheryOpponentRules: Sendable {
    /// The scheme its handicaps are in, and whose odds its arrows follow.
    public let scheme: ArcheryHandicapScheme
    /// The set system's rules, for a match requested in the `.sets` format.
    public let sets: ArcherySetsFormat
    /// The cumulative system's rules, for a match requested in the `.cumulative` format.
    public let cumulative: ArcheryCumulativeFormat
    /// Every difficulty its table defines; each opponent offers some of them.
    public let difficulties: [ArcheryDifficulty]
    /// Every temperament its table defines.
    public let temperaments: [ArcheryTemperament]

    /// Made by the generated tables, from a table the compiler checked.
    @_spi(ScorebookTables) public init(
        scheme: ArcheryHandicapScheme, sets: ArcherySetsFormat, cumulative: ArcheryCumulativeFormat,
        difficulties: [ArcheryDifficulty], temperaments: [ArcheryTemperament]
    ) {
        (self.scheme, self.sets, self.cumulative) = (scheme, sets, cumulative)
        (self.difficulties, self.temperaments) = (difficulties, temperaments)
    }

    /// The ends of its longest match format: a temperament's curve is drawn over them.
    public var matchEnds: Int { max(sets.ends, cumulative.ends) }

    /// These rules under `scheme`, the same scheme holding more rounds and odds.
    func following(_ scheme: ArcheryHandicapScheme) -> ArcheryOpponentRules {
        ArcheryOpponentRules(
            scheme: scheme, sets: sets, cumulative: cumulative, difficulties: difficulties, temperaments: temperaments)
    }
}

/// A difficulty level: a rule that gives the opponent's handicap.
public struct ArcheryDifficulty: Sendable {
    /// How a difficulty gives the opponent's handicap: fixed, or following the archer's.
    public enum Rule: Sendable, Equatable {
        /// Always this handicap.
        case fixed(Int)
        /// The archer's handicap plus `offset`, kept `within` a range.
        case relative(offset: Int, within: ClosedRange<Int>)
    }

    /// Such as `medium`.
    public let id: String
    /// Such as `Medium`.
    public let name: String
    /// How it gives the opponent's handicap.
    public let rule: Rule

    /// Made by the generated tables, from a table the compiler checked.
    @_spi(ScorebookTables) public init(id: String, name: String, rule: Rule) {
        (self.id, self.name, self.rule) = (id, name, rule)
    }

    /// The opponent's handicap, before its temperament, against an archer of
    /// handicap `archer` (for a rule that follows the archer).
    public func handicap(archer: Int) -> Int {
        switch rule {
        case .fixed(let handicap): handicap
        case .relative(let offset, let within):
            // The archer's handicap is checked against the scheme's range: no overflow.
            min(max(archer + offset, within.lowerBound), within.upperBound)
        }
    }
}

/// How an opponent's handicap moves over a match: a change on each end.
public struct ArcheryTemperament: Sendable {
    /// Such as `warms-up`.
    public let id: String
    /// Such as `Starts cold and warms up`.
    public let name: String
    /// The change on each end of a set or cumulative match; the shoot-off takes the last.
    public let match: [Int]
    /// The curve through its points (end, change) over a match.
    let points: [(end: Int, change: Int)]
    /// The change on each end of each round of its table's build, computed by the generator.
    let rounds: [(round: String, ends: [Int])]

    /// Made by the generated tables, from a table the compiler checked.
    @_spi(ScorebookTables) public init(
        id: String, name: String, match: [Int], points: [(Int, Int)], rounds: [(String, [Int])]
    ) {
        (self.id, self.name, self.match) = (id, name, match)
        self.points = points.map { (end: $0.0, change: $0.1) }
        self.rounds = rounds.map { (round: $0.0, ends: $0.1) }
    }

    /// The change on each end of the round with this id; `nil` if its table's build had no such round.
    public func ends(ofRound id: String) -> [Int]? {
        rounds.first { id.hasSameBytes(asASCII: $0.round) }?.ends
    }

    /// The change on each end of `round`: as the generator computed it for a
    /// round of its table's build, or on the same curve for another's (an
    /// app's round, served beside Scorebook's opponents).
    public func ends(of round: ArcheryRound, matchEnds: Int) -> [Int] {
        // By id and length: combined tables may hold another round of the same id.
        if let ends = ends(ofRound: round.id), ends.count == round.ends { return ends }
        return TemperamentCurve.changes(points, roundEnds: round.ends, matchEnds: matchEnds)
    }
}

/// World Archery's set system: each end is a set; set points for a win or a
/// tie; the first to `toWin` wins; level after the last end, a shoot-off.
public struct ArcherySetsFormat: Sendable, Equatable {
    /// Arrows each archer shoots in a set.
    public let arrowsPerEnd: Int
    /// The most sets before a shoot-off; the match may be won sooner.
    public let ends: Int
    /// Set points for a set won.
    public let win: Int
    /// Set points each for a tied set.
    public let tie: Int
    /// The set points that win the match.
    public let toWin: Int

    /// Made by the generated tables, from a table the compiler checked.
    @_spi(ScorebookTables) public init(arrowsPerEnd: Int, ends: Int, win: Int, tie: Int, toWin: Int) {
        (self.arrowsPerEnd, self.ends, self.win, self.tie, self.toWin) = (arrowsPerEnd, ends, win, tie, toWin)
    }
}

/// World Archery's cumulative system: the higher total after `ends` ends; level, a shoot-off.
public struct ArcheryCumulativeFormat: Sendable, Equatable {
    /// Arrows each archer shoots in an end.
    public let arrowsPerEnd: Int
    /// Ends in the match, before any shoot-off.
    public let ends: Int

    /// Made by the generated tables, from a table the compiler checked.
    @_spi(ScorebookTables) public init(arrowsPerEnd: Int, ends: Int) {
        (self.arrowsPerEnd, self.ends) = (arrowsPerEnd, ends)
    }
}

extension ScorebookTables {
    /// Every virtual archery opponent, in file order.
    public var archeryOpponents: [ArcheryOpponent] { self[ArcheryOpponentsKey.self] }

    /// The opponent with this id, such as `captain-nova`.
    public func archeryOpponent(_ id: String) -> ArcheryOpponent? {
        archeryOpponents.first { id.hasSameBytes(asASCII: $0.id) }
    }
}

extension Scorebook {
    /// Every virtual archery opponent in `Tables/`, in file order.
    public static var archeryOpponents: [ArcheryOpponent] { ScorebookTables.builtIn.archeryOpponents }

    /// The opponent with this id in `Tables/`, such as `captain-nova`.
    public static func archeryOpponent(_ id: String) -> ArcheryOpponent? { ScorebookTables.builtIn.archeryOpponent(id) }
}

/// Where ``ScorebookTables`` holds the virtual archery opponents.
@_spi(ScorebookTables) public enum ArcheryOpponentsKey: ScorebookTableKey {
    public typealias Value = [ArcheryOpponent]

    /// Every opponent of both, each following the combined scheme of its own
    /// id: one of Scorebook's then also shoots an app's rounds.
    public static func combine(_ first: ScorebookTables, _ second: ScorebookTables, into combined: ScorebookTables) -> Value {
        var rules: [ObjectIdentifier: ArcheryOpponentRules] = [:]
        return (first[Self.self] + second[Self.self]).map { opponent in
            let old = opponent.rules
            guard let scheme = combined.handicapScheme(old.scheme.id), scheme !== old.scheme else { return opponent }
            let new = rules[ObjectIdentifier(old)] ?? old.following(scheme)
            rules[ObjectIdentifier(old)] = new
            return opponent.following(new)
        }
    }
}
