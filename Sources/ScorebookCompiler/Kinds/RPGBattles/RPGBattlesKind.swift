import ScorebookCore

/// `kind: rpg-battles`: the fitness RPG's battle rules. It defines the stats
/// power-ups name; one table per set of tables.
enum RPGBattlesKind: TableKind {
    static let name = "rpg-battles"
    static let domain = TableDomain.rpg
    static let runtimeEntry = RuntimeEntry(key: "RPGBattlesKey", value: "rpgBattles", trait: "RPG")

    /// The stats a battle counts, which power-ups boost and drain.
    static let stats: Namespace<StatDefinition> = Namespace(noun: "stat", definedBy: name, unique: .withinTables)

    struct Table: Sendable {
        var definition: RPGBattlesDefinition
        var info: LoweredTableInfo
    }

    static func compile(_ file: TableFile, diagnostics: inout Diagnostics) -> Table? {
        let reader = file.reader
        let definition = RPGBattlesParser(reader: reader).parse(file.root)
        diagnostics.append(contentsOf: reader.diagnostics)
        // The rules are one set: a second file with errors would only repeat its stats.
        guard let definition, !diagnostics.hasErrors else { return nil }
        return Table(definition: definition, info: file.info(kind: name, definition.header))
    }

    static func info(of table: Table) -> LoweredTableInfo { table.info }

    static func id(of table: Table) -> Located<String> { table.definition.header.id }

    static func exports(of table: Table) -> [Export] {
        table.definition.stats.map { Export(stats, $0.id, $0) }
    }

    /// The rules are one game: a second table would be a second game.
    static func check(_ tables: [Table], into diagnostics: inout Diagnostics) {
        TableCompiler.checkSingle(tables.map(\.definition.header.id), kind: name, "the battle rules are one set", into: &diagnostics)
    }

    static func lower(_ tables: [Table], symbols: SymbolTable) -> RPGBattlesDefinition? { tables.first?.definition }

    static func emit(_ definition: RPGBattlesDefinition?, into writer: inout SwiftWriter) {
        guard let d = definition else {
            writer.line("static let rpgBattles: RPGBattleRules? = nil")
            return
        }
        writer.block("static let rpgBattles: RPGBattleRules? = RPGBattleRules(", ")") { w in
            w.line("lengthMilliseconds: \(d.length.value), players: \(d.players),")
            w.block("stats: [", "],") { w in
                for s in d.stats {
                    w.line(
                        "RPGStat(id: \(literal: s.id.value), name: \(literal: s.name), unit: \(literal: s.unit), points: \(s.points), perThousandths: \(s.per), dailyCap: \(s.dailyCap), hourlyCapThousandths: \(s.hourlyCap)),"
                    )
                }
            }
            let r = d.winner
            w.line(
                "winner: RPGWinRule(by: \(case: r.by), tieBreak: \(case: r.tieBreak), drawMargin: \(r.drawMargin.value), knockoutMargin: \(r.knockoutMargin.value)),"
            )
            let sources: [SwiftCode] = d.sources.map { "RPGSource(id: \(literal: $0.id.value), counted: \($0.counted))" }
            w.line("sources: [\(SwiftCode(joining: sources))]")
        }
    }
}
