import ScorebookCore

/// An opponents table ready to emit: names resolved to indexes, and each
/// temperament's curve interpolated into a change per end, for the match
/// formats and for every round.
struct LoweredOpponents: Sendable {
    var id: String
    var scheme: String
    /// The scheme's index among the schemes emitted (Scorebook's own too, in another package's build).
    var schemeIndex: Int
    var sets: SetsFormatDefinition
    var cumulative: CumulativeFormatDefinition
    var difficulties: [DifficultyDefinition]
    var temperaments: [LoweredTemperament]
    var opponents: [LoweredOpponent]
}

struct LoweredTemperament: Sendable {
    var id: String
    var name: String
    /// The change on each end of a set or cumulative match (a shoot-off takes the last end's).
    var match: [Int]
    /// The curve's points, for a round of another table (``TemperamentCurve``).
    var points: [(end: Int, change: Int)]
    /// Per round, in the tables' order: the change on each of its ends.
    var rounds: [(round: String, ends: [Int])]
}

struct LoweredOpponent: Sendable {
    var definition: OpponentDefinition
    var temperament: Int
    var difficulties: [Int]
}

enum ArcheryOpponentsLowering {
    static func lower(_ table: ArcheryOpponentsDefinition, symbols: SymbolTable) -> LoweredOpponents {
        let rounds = symbols.symbols(ArcheryRoundsKind.rounds).map(\.value)
        let ends = table.matchEnds
        let temperaments = table.temperaments.map { temperament in
            LoweredTemperament(
                id: temperament.id.value, name: temperament.name,
                match: (1...ends).map { TemperamentCurve.change(temperament.points, at: ($0, 1)) },
                points: temperament.points,
                rounds: rounds.map { round in
                    let count = round.distances.reduce(0) { $0 + $1.arrows.value / $1.arrowsPerEnd.value }
                    return (round.id.value, TemperamentCurve.changes(temperament.points, roundEnds: count, matchEnds: ends))
                })
        }
        let temperamentIndex = indexes(of: table.temperaments.map(\.id.value))
        let difficultyIndex = indexes(of: table.difficulties.map(\.id.value))
        let opponents = table.opponents.map { opponent in
            LoweredOpponent(
                definition: opponent,
                temperament: temperamentIndex[opponent.temperament.value]!,
                difficulties: opponent.difficulties.map { difficultyIndex[$0.value]! })
        }
        return LoweredOpponents(
            id: table.header.id.value, scheme: table.scheme.value,
            schemeIndex: ArcheryHandicapsKind.emittedIndex(ofScheme: table.scheme.value, symbols: symbols)!, sets: table.sets,
            cumulative: table.cumulative, difficulties: table.difficulties, temperaments: temperaments,
            opponents: opponents)
    }

    /// Each id's index (ids are unique: a repeated key is a YAML error).
    static func indexes(of ids: [String]) -> [String: Int] {
        Dictionary(ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
