import ScorebookCore

/// `kind: rpg-levels`: the fitness RPG's level curve and battle experience.
/// The build expands the curve into a dense table of the experience each
/// level starts at; one table per set of tables.
enum RPGLevelsKind: TableKind {
    static let name = "rpg-levels"
    static let domain = TableDomain.rpg
    static let runtimeEntry = RuntimeEntry(key: "RPGLevelsKey", value: "rpgLevels", trait: "RPG")

    /// The ladder's maximum level, for power-ups' unlock levels: one name, the table's id.
    static let ladder: Namespace<Int> = Namespace(noun: "level ladder", definedBy: name, unique: .none)

    struct Table: Sendable {
        var definition: RPGLevelsDefinition
        /// Experience from each level to the next, levels 1 …< maximum.
        var toNext: [Int]
        var info: LoweredTableInfo

        /// The experience each level starts at, levels 1 … maximum.
        var starts: [Int] { toNext.reduce(into: [0]) { $0.append($0.last! + $1) } }
    }

    static func compile(_ file: TableFile, diagnostics: inout Diagnostics) -> Table? {
        let reader = file.reader
        let definition = RPGLevelsParser(reader: reader).parse(file.root)
        diagnostics.append(contentsOf: reader.diagnostics)
        guard let definition, !diagnostics.hasErrors,
            let toNext = LevelCurveExpansion.expand(definition, diagnostics: &diagnostics)
        else { return nil }
        return Table(definition: definition, toNext: toNext, info: file.info(kind: name, definition.header))
    }

    static func info(of table: Table) -> LoweredTableInfo { table.info }

    static func id(of table: Table) -> Located<String> { table.definition.header.id }

    static func exports(of table: Table) -> [Export] {
        [Export(ladder, table.definition.header.id, table.definition.maximumLevel.value)]
    }

    /// Levels are one ladder: a second table would be a second ladder.
    static func check(_ tables: [Table], into diagnostics: inout Diagnostics) {
        TableCompiler.checkSingle(tables.map(\.definition.header.id), kind: name, "the levels are one ladder", into: &diagnostics)
    }

    static func lower(_ tables: [Table], symbols: SymbolTable) -> Table? { tables.first }

    static func emit(_ table: Table?, into writer: inout SwiftWriter) {
        guard let table else {
            writer.line("static let rpgLevels: RPGLevels? = nil")
            return
        }
        let r = table.definition.rewards
        let starts = table.starts
        writer.block("static let rpgLevels: RPGLevels? = RPGLevels(", ")") { w in
            w.line("starts: \(starts),")
            w.line(
                "rewards: RPGExperienceRewards(won: \(r.won.value), drawn: \(r.drawn.value), lost: \(r.lost.value), perCategoryWon: \(r.perCategoryWon.value), knockout: \(r.knockout.value), dailyCap: \(r.dailyCap.value))"
            )
        }
    }
}
