import ScorebookCore

/// `kind: archery-opponents`: virtual opponents with character, the
/// difficulty rules that set their handicap, the temperament curves that
/// move it end by end, the match formats, and where matches are shot.
/// The handicap scheme's tables give their arrows' odds.
enum ArcheryOpponentsKind: TableKind {
    static let name = "archery-opponents"
    static let domain = TableDomain.archery
    static let dependencies: [any TableKind.Type] = [ArcheryRoundsKind.self, ArcheryHandicapsKind.self]
    static let runtimeEntry = RuntimeEntry(key: "ArcheryOpponentsKey", value: "archeryOpponents", trait: "Archery")

    /// Opponents, which achievements will name.
    static let opponents: Namespace<String> = Namespace(noun: "opponent", definedBy: name)
    /// Difficulties, which events name; each table has its own, so the same id may recur.
    static let difficulties: Namespace<String> = Namespace(noun: "difficulty", definedBy: name, unique: .none)

    struct Table: Sendable {
        var definition: ArcheryOpponentsDefinition
        var info: LoweredTableInfo
    }

    static func compile(_ file: TableFile, diagnostics: inout Diagnostics) -> Table? {
        let reader = file.reader
        let definition = ArcheryOpponentsParser(reader: reader).parse(file.root)
        diagnostics.append(contentsOf: reader.diagnostics)
        guard let definition else { return nil }
        ArcheryOpponentsValidator.check(definition, into: &diagnostics)
        // With errors, what was read still names its faces and scheme.
        return Table(definition: definition, info: file.info(kind: name, definition.header))
    }

    static func info(of table: Table) -> LoweredTableInfo { table.info }

    static func id(of table: Table) -> Located<String> { table.definition.header.id }

    /// Its opponents, and its shots: the handicap tables compute their odds.
    static func exports(of table: Table) -> [Export] {
        let definition = table.definition
        return definition.opponents.map { Export(opponents, $0.id, $0.id.value) }
            + definition.difficulties.map { Export(difficulties, $0.id, $0.id.value) }
            + [Export(ArcheryHandicapsLowering.shotsNamespace, definition.header.id,
                      definition.shots.map(\.shot))]
    }

    /// The scheme, whose range and direction every difficulty must respect,
    /// and each shot's face, which must support the shot's scoring.
    static func references(of table: Table) -> [Reference] {
        let definition = table.definition
        // A scheme of Scorebook's own is computed in this build too, for its shots and rounds.
        let scheme = Reference(to: ArcheryHandicapsKind.schemes, definition.scheme) { symbol in
            ArcheryOpponentsValidator.check(definition, against: symbol.value)
        }
        return [scheme]
            + definition.shots.map { ArcheryFacesKind.reference(to: $0.face, scoredAs: $0.scoring, by: "a shot is") }
    }

    static func lower(_ tables: [Table], symbols: SymbolTable) -> [LoweredOpponents] {
        tables.map { ArcheryOpponentsLowering.lower($0.definition, symbols: symbols) }
    }

    static func emit(_ tables: [LoweredOpponents], into writer: inout SwiftWriter) {
        // Each opponent, temperament and round's changes is a declaration of
        // its own: one expression holding them all took the Swift compiler
        // 44 s and 2.4 GB for 256 opponents and 32 temperaments over 10 rounds of 1000 ends.
        let opponents = tables.indices.flatMap { index in tables[index].opponents.indices.map { opponentName(index, $0) } }
        writer.line("static let archeryOpponents: [ArcheryOpponent] = [\(SwiftCode(joining: opponents))]")
        for (index, table) in tables.enumerated() {
            let rules: SwiftCode = "archeryOpponentRules\(index)"
            let scheme: SwiftCode = "archeryHandicapScheme\(table.schemeIndex)"
            writer.line()
            writer.line("/// The rules of the opponents of '\(comment: table.id)'.")
            writer.block("static let \(rules) = ArcheryOpponentRules(", ")") { w in
                w.line("scheme: \(scheme),")
                let sets = table.sets, cumulative = table.cumulative
                w.line(
                    "sets: ArcherySetsFormat(arrowsPerEnd: \(sets.arrowsPerEnd), ends: \(sets.ends), win: \(sets.win), tie: \(sets.tie), toWin: \(sets.toWin)),"
                )
                w.line("cumulative: ArcheryCumulativeFormat(arrowsPerEnd: \(cumulative.arrowsPerEnd), ends: \(cumulative.ends)),")
                w.block("difficulties: [", "],") { w in
                    for difficulty in table.difficulties {
                        let rule: SwiftCode =
                            switch difficulty.rule.value {
                            case .fixed(let handicap): ".fixed(\(handicap))"
                            case .relative(let offset, let within):
                                ".relative(offset: \(offset), within: \(within))"
                            }
                        w.line("ArcheryDifficulty(id: \(literal: difficulty.id.value), name: \(literal: difficulty.name), rule: \(rule)),")
                    }
                }
                w.line("temperaments: [\(SwiftCode(joining: table.temperaments.indices.map { "\(rules)Temperament\($0)" }))]")
            }
            writer.line()
            for (opponentIndex, opponent) in table.opponents.enumerated() {
                let o = opponent.definition
                writer.line(
                    "static let \(opponentName(index, opponentIndex)) = ArcheryOpponent(id: \(literal: o.id.value), name: \(literal: o.name), tagline: \(literal: o.tagline), bowStyle: \(literal: o.bowStyle), handicap: \(o.handicap.value), rules: \(rules), temperament: \(opponent.temperament), difficulties: \(opponent.difficulties))"
                )
            }
            for (temperamentIndex, temperament) in table.temperaments.enumerated() {
                let name: SwiftCode = "\(rules)Temperament\(temperamentIndex)"
                writer.line()
                writer.block("static let \(name) = ArcheryTemperament(", ")") { w in
                    w.line("id: \(literal: temperament.id), name: \(literal: temperament.name), match: \(temperament.match),")
                    w.line("points: [\(SwiftCode(joining: temperament.points.map { "(\($0.end), \($0.change))" }))],")
                    w.block("rounds: [", "]") { w in
                        for (roundIndex, round) in temperament.rounds.enumerated() {
                            w.line("(\(literal: round.round), \(name)Round\(roundIndex)),")
                        }
                    }
                }
                for (roundIndex, round) in temperament.rounds.enumerated() {
                    writer.line("static let \(name)Round\(roundIndex): [Int] = \(round.ends)")
                }
            }
        }
    }

    /// The declaration of the opponent at `opponent` in the table at `table`.
    static func opponentName(_ table: Int, _ opponent: Int) -> SwiftCode { "archeryOpponents\(table)Opponent\(opponent)" }
}
