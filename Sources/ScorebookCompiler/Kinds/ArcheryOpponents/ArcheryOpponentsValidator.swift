import ScorebookCore

/// The rules of an opponents table: within the file (names and curves), and
/// against its handicap scheme (ranges and the order of difficulties).
enum ArcheryOpponentsValidator {
    typealias Problem = (message: String, location: SourceLocation)

    /// What the file alone can say: unknown and repeated names, curves outside
    /// the match. (A difficulty or temperament defined twice is a duplicate YAML key.)
    /// A name whose entry has a mistake is written, so not unknown.
    static func check(_ table: ArcheryOpponentsDefinition, into diagnostics: inout Diagnostics) {
        let ends = table.matchEnds
        for temperament in table.temperaments {
            if let last = temperament.points.last, last.end > ends {
                diagnostics.error(
                    "temperament '\(temperament.id.value)' has a point at end \(last.end), outside the match: its formats have at most \(ends) ends",
                    at: temperament.lastPoint)
            }
        }
        let difficulties = table.difficultiesWritten, temperaments = table.temperamentsWritten
        let difficultyIDs = difficulties?.ordered ?? [], temperamentIDs = temperaments?.ordered ?? []
        for opponent in table.opponents {
            let what = "opponent '\(opponent.id.value)'"
            if temperaments?.contains(opponent.temperament.value) == false {
                diagnostics.error(
                    "\(what): unknown temperament '\(opponent.temperament.value)'\(Suggestion.didYouMean(opponent.temperament.value, among: temperamentIDs)); the table defines \(quotedList(temperamentIDs, conjunction: "and"))",
                    at: opponent.temperament.location)
            }
            for difficulty in opponent.difficulties where difficulties?.contains(difficulty.value) == false {
                diagnostics.error(
                    "\(what): unknown difficulty '\(difficulty.value)'\(Suggestion.didYouMean(difficulty.value, among: difficultyIDs)); the table defines \(quotedList(difficultyIDs, conjunction: "and"))",
                    at: difficulty.location)
            }
            var listed: [String: SourceLocation] = [:]
            for difficulty in opponent.difficulties {
                if let first = listed[difficulty.value] {
                    diagnostics.error(
                        "\(what) lists difficulty '\(difficulty.value)' twice (first at \(first.line):\(first.column))",
                        at: difficulty.location)
                } else {
                    listed[difficulty.value] = difficulty.location
                }
            }
        }
    }

    /// What needs the scheme: every handicap an opponent can shoot at is in
    /// the scheme's range, and each of an opponent's difficulties is strictly
    /// harder than the one before it for an archer of every handicap. The
    /// temperament changes every difficulty of an opponent alike on each end,
    /// so the order holds on every end when it holds before the temperament.
    static func check(_ table: ArcheryOpponentsDefinition, against scheme: HandicapSchemeDefinition) -> [Problem] {
        var problems: [Problem] = []
        let range = scheme.handicaps.value
        let outside = "outside the \(scheme.name) scheme's range, \(range.lowerBound) to \(range.upperBound)"
        let difficulties = Dictionary(table.difficulties.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        let temperaments = Dictionary(table.temperaments.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        // Opponents share their pairs of difficulties: each pair's order is found once.
        var notHarder: [DifficultyPair: Int?] = [:]
        for difficulty in table.difficulties {
            let reach = difficulty.rule.value.reach
            if !range.contains(reach.lowerBound) || !range.contains(reach.upperBound) {
                let gives =
                    reach.count == 1 ? "handicap \(reach.lowerBound)" : "handicaps \(reach.lowerBound) to \(reach.upperBound)"
                problems.append(("difficulty '\(difficulty.id.value)' gives \(gives), \(outside)", difficulty.rule.location))
            }
        }
        for opponent in table.opponents {
            let what = "opponent '\(opponent.id.value)'"
            if !range.contains(opponent.handicap.value) {
                problems.append(("\(what) has handicap \(opponent.handicap.value), \(outside)", opponent.handicap.location))
            }
            guard let temperament = temperaments[opponent.temperament.value] else { continue }
            let changes = temperament.points.map(\.change)
            let swing = changes.min()!...changes.max()!
            var previous: DifficultyDefinition?
            // A difficulty listed again is reported as repeated, not as out of order.
            var listed: Set<String> = []
            for id in opponent.difficulties where listed.insert(id.value).inserted {
                guard let difficulty = difficulties[id.value] else { continue }
                let reach = difficulty.rule.value.reach
                let lowest = reach.lowerBound + swing.lowerBound, highest = reach.upperBound + swing.upperBound
                if range.contains(reach.lowerBound), range.contains(reach.upperBound),
                    !range.contains(lowest) || !range.contains(highest)
                {
                    problems.append(
                        ("\(what) at '\(id.value)' with temperament '\(temperament.id.value)' reaches handicaps \(lowest) to \(highest), \(outside)",
                         id.location))
                }
                if let easier = previous,
                    let archer = notHarder.cached(DifficultyPair(easier: easier.id.value, harder: id.value), {
                        range.first { reference in
                            !scheme.better.isBetter(
                                difficulty.rule.value.handicap(reference: reference),
                                than: easier.rule.value.handicap(reference: reference))
                        }
                    })
                {
                    problems.append(
                        ("\(what): '\(id.value)' is not harder than '\(easier.id.value)' for an archer of handicap \(archer) (\(difficulty.rule.value.handicap(reference: archer)) against \(easier.rule.value.handicap(reference: archer))); list difficulties easiest first, each strictly harder on every end",
                         id.location))
                }
                previous = difficulty
            }
        }
        return problems
    }
}

/// Two difficulties an opponent lists one after the other.
private struct DifficultyPair: Hashable {
    var easier: String
    var harder: String
}

extension Dictionary {
    /// The value for `key`, computed by `compute` the first time it is asked for.
    fileprivate mutating func cached(_ key: Key, _ compute: () -> Value) -> Value {
        if let value = self[key] { return value }
        let value = compute()
        self[key] = value
        return value
    }
}
