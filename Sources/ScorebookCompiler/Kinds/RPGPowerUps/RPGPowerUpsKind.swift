import ScorebookCore

/// `kind: rpg-power-ups`: what players unlock by levelling and use in
/// battle. Power-ups name the stats of the `rpg-battles` table and unlock
/// within the levels of the `rpg-levels` table compiled with them.
enum RPGPowerUpsKind: TableKind {
    static let name = "rpg-power-ups"
    static let domain = TableDomain.rpg
    static let dependencies: [any TableKind.Type] = [RPGBattlesKind.self, RPGLevelsKind.self]
    static let runtimeEntry = RuntimeEntry(key: "RPGPowerUpsKey", value: "rpgPowerUps", trait: "RPG")

    struct Table: Sendable {
        var definition: RPGPowerUpsDefinition
        var info: LoweredTableInfo
    }

    static func compile(_ file: TableFile, diagnostics: inout Diagnostics) -> Table? {
        let reader = file.reader
        let definition = RPGPowerUpsParser(reader: reader).parse(file.root)
        diagnostics.append(contentsOf: reader.diagnostics)
        guard let definition else { return nil }
        // The power-ups and groups read whole are checked, whatever is wrong with another.
        RPGPowerUpsValidator.check(definition, into: &diagnostics)
        return Table(definition: definition, info: file.info(kind: name, definition.header))
    }

    static func info(of table: Table) -> LoweredTableInfo { table.info }

    static func id(of table: Table) -> Located<String> { table.definition.header.id }

    /// The power-ups are one set: a second table would be a second game.
    static func check(_ tables: [Table], into diagnostics: inout Diagnostics) {
        TableCompiler.checkSingle(tables.map(\.definition.header.id), kind: name, "the power-ups are one set", into: &diagnostics)
    }

    /// Every stat is one the battle rules compiled with it count, and every
    /// unlock level one a player can reach.
    static func check(_ table: Table, against symbols: SymbolTable, into diagnostics: inout Diagnostics) {
        let definition = table.definition
        let stats = symbols.symbols(RPGBattlesKind.stats).map(\.id.value)
        let ladders = symbols.symbols(RPGLevelsKind.ladder)
        guard !stats.isEmpty, let maximum = ladders.first?.value else {
            diagnostics.error(
                "power-ups need the battle rules and levels they act in: compile an rpg-battles and an rpg-levels table with them",
                at: definition.header.id.location)
            return
        }
        for powerUp in definition.powerUps {
            for stat in powerUp.effect.stats where !stats.contains(stat.value) {
                diagnostics.error(
                    "power-up '\(powerUp.id.value)' names stat '\(stat.value)'\(Suggestion.didYouMean(stat.value, among: stats)); the battle counts \(quotedList(stats, conjunction: "and"))",
                    at: stat.location)
            }
            if powerUp.unlockLevel.value > maximum {
                diagnostics.error(
                    "power-up '\(powerUp.id.value)' unlocks at level \(powerUp.unlockLevel.value), beyond the maximum level \(maximum): no one could use it",
                    at: powerUp.unlockLevel.location)
            }
        }
    }

    static func lower(_ tables: [Table], symbols: SymbolTable) -> LoweredPowerUps? {
        guard let definition = tables.first?.definition else { return nil }
        let stats = symbols.symbols(RPGBattlesKind.stats).map(\.id.value)
        let groups = definition.groups.map(\.id.value)
        return LoweredPowerUps(
            definition: definition,
            stats: definition.powerUps.map { $0.effect.stats.map { stat in stats.firstIndex(of: stat.value)! } },
            groups: definition.powerUps.map { groups.firstIndex(of: $0.group.value)! })
    }

    static func emit(_ lowered: LoweredPowerUps?, into writer: inout SwiftWriter) {
        guard let lowered else {
            writer.line("static let rpgPowerUps: RPGPowerUps = .none")
            return
        }
        let d = lowered.definition
        writer.block("static let rpgPowerUps = RPGPowerUps(", ")") { w in
            w.block("groups: [", "],") { w in
                for g in d.groups {
                    w.line(
                        "RPGStackingGroup(id: \(literal: g.id.value), policy: \(case: g.policy), maxStacks: \(g.maxStacks), onExpiry: \(case: g.onExpiry)),"
                    )
                }
            }
            w.line("boostCap: \(d.boostCap.value), debuffCap: \(d.debuffCap.value),")
            w.block("powerUps: [", "]") { w in
                for (index, p) in d.powerUps.enumerated() {
                    let effect: SwiftCode
                    switch p.effect {
                    case .change(let kind, _, let percent):
                        effect = "\(case: kind)(stats: \(lowered.stats[index]), percent: \(percent.value))"
                    case .shield: effect = ".shield"
                    case .reveal: effect = ".reveal"
                    }
                    w.line(
                        "RPGPowerUp(id: \(literal: p.id.value), name: \(literal: p.name), flavour: \(literal: p.flavour), unlockLevel: \(p.unlockLevel.value), effect: \(effect), window: \(case: p.window.value), durationMilliseconds: \(p.duration?.value), cooldownMilliseconds: \(p.cooldown.value), usesPerBattle: \(p.usesPerBattle.value), group: \(lowered.groups[index])),"
                    )
                }
            }
        }
    }
}

/// The power-ups with their stats and groups as indices into the battle's stats and the table's groups.
struct LoweredPowerUps: Sendable {
    var definition: RPGPowerUpsDefinition
    var stats: [[Int]]
    var groups: [Int]
}
