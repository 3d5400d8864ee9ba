import ScorebookCore

/// `kind: archery-classifications`: classification schemes such as Archery
/// GB's, as the rules that make each class's threshold on each round from
/// a handicap scheme's expected scores. The generator computes every
/// threshold; the runtime only indexes them.
enum ArcheryClassificationsKind: TableKind {
    static let name = "archery-classifications"
    static let domain = TableDomain.archery
    static let dependencies: [any TableKind.Type] = [ArcheryFacesKind.self, ArcheryRoundsKind.self, ArcheryHandicapsKind.self]
    static let runtimeEntry = RuntimeEntry(key: "ArcheryClassificationsKey", value: "archeryClassifications", trait: "Archery")

    /// Archery GB's table holds 78,272 thresholds; the bound keeps the
    /// generated Swift near that.
    static let mostThresholds = 1_000_000

    struct Table: Sendable {
        var definition: ArcheryClassificationsDefinition
        var info: LoweredTableInfo
    }

    static func compile(_ file: TableFile, diagnostics: inout Diagnostics) -> Table? {
        let reader = file.reader
        let definition = ArcheryClassificationsParser(reader: reader).parse(file.root)
        diagnostics.append(contentsOf: reader.diagnostics)
        guard let definition else { return nil }
        ArcheryClassificationsValidator.check(definition, into: &diagnostics)
        let count = ArcheryClassificationsLowering.count(definition)
        if count > mostThresholds {
            diagnostics.error(
                "the table's systems hold \(count) thresholds (rounds × bowstyles × genders × ages × classes); a table holds at most \(mostThresholds): split it",
                at: definition.systems[0].id.location)
        }
        return Table(definition: definition, info: file.info(kind: name, definition.header))
    }

    static func info(of table: Table) -> LoweredTableInfo { table.info }

    static func id(of table: Table) -> Located<String> { table.definition.header.id }

    /// The scheme, whose handicaps every class's must be within, and every
    /// round named: those classified and those whose thresholds they take.
    static func references(of table: Table) -> [Reference] {
        let definition = table.definition
        let scheme = Reference(to: ArcheryHandicapsKind.schemes, definition.scheme) { symbol in
            ArcheryClassificationsValidator.check(definition, against: symbol.value)
        }
        let rounds = definition.systems.flatMap { system in
            system.rounds + system.scoredAs.map(\.as) + system.scoredAsByBowstyle.flatMap { $0.rounds.map(\.as) }
        }
        return [scheme] + rounds.map { Reference(to: ArcheryRoundsKind.rounds, $0) }
    }

    /// Expected arrows the generator computes for a table: each distance of
    /// each round it reads at each distinct class handicap (and the whole one
    /// above). Archery GB's computes about 200,000; the bound keeps a table
    /// within the generator's time however its other bounds combine.
    static let mostComputed = 4_000_000

    /// What needs the rounds: a round taking another's thresholds takes them
    /// from one of the same best score that takes no other's; and the work
    /// the table asks of the generator.
    static func check(_ table: Table, against symbols: SymbolTable, into diagnostics: inout Diagnostics) {
        let definition = table.definition
        func round(_ id: String) -> RoundDefinition? {
            symbols.lookup(ArcheryRoundsKind.rounds, id)?.symbol.value
        }
        var computed = 0
        for system in definition.systems {
            let what = "system '\(system.id.value)'"
            let aliased = Set(system.scoredAs.map(\.round.value))
            for (from, to) in system.scoredAs + system.scoredAsByBowstyle.flatMap(\.rounds) {
                guard let source = round(from.value), let target = round(to.value) else { continue }
                if aliased.contains(to.value) {
                    diagnostics.error(
                        "\(what): round '\(from.value)' takes the thresholds of '\(to.value)', which takes another's; name the round they are computed on",
                        at: to.location)
                    continue
                }
                let best = ArcheryRoundsKind.maximumScore(of: source, symbols: symbols)
                let theirs = ArcheryRoundsKind.maximumScore(of: target, symbols: symbols)
                if best != theirs {
                    diagnostics.error(
                        "\(what): round '\(from.value)' scores up to \(best), '\(to.value)' up to \(theirs): a round takes the thresholds of one of the same best score",
                        at: to.location)
                }
            }
            let used = Set(system.rounds.map(\.value) + system.scoredAs.map(\.as.value) + system.scoredAsByBowstyle.flatMap { $0.rounds.map(\.as.value) })
            let distances = used.reduce(0) { $0 + (round($1)?.distances.count ?? 0) }
            let handicaps = ArcheryClassificationsLowering.distinctHandicaps(system, of: definition)
            computed += distances * handicaps
            if computed > mostComputed {
                diagnostics.error(
                    "the systems up to '\(system.id.value)' ask for \(computed) expected arrows (each distance of each round they read at each of \(handicaps) class handicaps); a table asks for at most \(mostComputed): classify fewer rounds or categories in one table",
                    at: system.id.location)
                return
            }
        }
    }

    static func lower(_ tables: [Table], symbols: SymbolTable) -> [LoweredClassifications] {
        tables.map { ArcheryClassificationsLowering.lower($0.definition, symbols: symbols) }
    }

    static func emit(_ tables: [LoweredClassifications], into writer: inout SwiftWriter) {
        writer.line(
            "static let archeryClassifications: [ArcheryClassificationScheme] = [\(SwiftCode(joining: tables.indices.map { "archeryClassifications\($0)" }))]"
        )
        for (index, table) in tables.enumerated() {
            let name: SwiftCode = "archeryClassifications\(index)"
            writer.line()
            writer.line("/// \(comment: table.name).")
            writer.block("static let \(name) = ArcheryClassificationScheme(", ")") { w in
                w.line("id: \(literal: table.id), name: \(literal: table.name), scheme: \(literal: table.scheme),")
                w.line("bowstyles: \(strings(table.bowstyles)), genders: \(strings(table.genders)), ages: \(strings(table.ages)),")
                w.line("systems: [\(SwiftCode(joining: table.systems.indices.map { "\(name)System\($0)" }))]")
            }
            for (systemIndex, system) in table.systems.enumerated() {
                writer.block("static let \(name)System\(systemIndex) = ArcheryClassificationSystem(", ")") { w in
                    w.line("id: \(literal: system.id), classes: \(strings(system.classes)),")
                    w.line("bowstyles: \(strings(system.tabledBowstyles)), bowstyleSlots: [\(SwiftCode(numbers: system.bowstyleSlots[...]))],")
                    w.line("ages: \(strings(system.classifiedAges)), ageSlots: [\(SwiftCode(numbers: system.ageSlots[...]))],")
                    w.line("rounds: \(strings(system.rounds)),")
                    w.integerArrayArgument("thresholds", system.thresholds, as: .int16, last: true)
                }
            }
        }
    }

    private static func strings(_ values: [String]) -> SwiftCode {
        "[\(SwiftCode(joining: values.map { "\(literal: $0)" }))]"
    }
}
