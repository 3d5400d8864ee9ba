import ScorebookCore

/// `kind: achievement-events`: the kinds of events apps record (a test
/// recorded, a match finished, a level reached…) and each one's typed facts.
/// Achievements name them; the runtime checks every event against them.
enum AchievementEventsKind: TableKind {
    static let name = "achievement-events"
    static let tablesArgument: SwiftCode? = "achievementEvents: { achievementEventKinds }"

    /// Event kinds, which achievements name. An app defines the ones its own
    /// achievements use (the contract's included): its runtime holds them apart.
    static let eventKinds = Namespace(noun: "event kind", definedBy: name, unique: .withinTables)

    /// What `idOf` may name: the ids other tables define.
    static let idNamespaces: [Namespace] = [
        FitnessTestKind.tests, ArcheryFacesKind.faces, ArcheryRoundsKind.rounds, ArcheryHandicapsKind.schemes,
        ArcheryOpponentsKind.opponents, ArcheryOpponentsKind.difficulties,
    ]

    struct Table: Sendable {
        var definition: AchievementEventsDefinition
        var info: LoweredTableInfo
    }

    static func compile(_ file: TableFile, diagnostics: inout Diagnostics) -> Table? {
        let reader = file.reader
        let definition = AchievementEventsParser(reader: reader).parse(file.root)
        diagnostics.append(contentsOf: reader.diagnostics)
        guard let definition, !diagnostics.hasErrors else { return nil }
        let nouns = idNamespaces.map(\.noun)
        for fact in definition.events.flatMap(\.facts) {
            guard let idOf = fact.idOf, !nouns.contains(idOf.value) else { continue }
            diagnostics.error(
                "fact '\(fact.name.value)': idOf names '\(idOf.value)'\(Suggestion.didYouMean(idOf.value, among: nouns)); expected \(quotedList(nouns))",
                at: idOf.location)
        }
        guard !diagnostics.hasErrors else { return nil }
        return Table(definition: definition, info: file.info(kind: name, definition.header))
    }

    static func info(of table: Table) -> LoweredTableInfo { table.info }

    static func id(of table: Table) -> Located<String> { table.definition.header.id }

    static func exports(of table: Table) -> [Symbol] {
        table.definition.events.map { Symbol(namespace: eventKinds, id: $0.id, value: $0) }
    }

    /// Each event kind's facts, text ones with every value they may take.
    static func lower(_ tables: [Table], symbols: SymbolTable) -> [LoweredEventKind] {
        tables.flatMap(\.definition.events).map { event in
            LoweredEventKind(
                id: event.id.value,
                facts: event.facts.map { fact in
                    LoweredFact(name: fact.name.value, type: fact.type, optional: fact.optional, choices: choices(of: fact, symbols))
                })
        }
    }

    /// Every value a text fact takes: its list, or the ids it names.
    static func choices(of fact: FactDefinition, _ symbols: SymbolTable) -> [String]? {
        fact.choices.map { $0.map(\.value) }
            ?? fact.idOf.map { noun in symbols.ids(in: idNamespaces.first { $0.noun == noun.value }!) }
    }

    static func emit(_ events: [LoweredEventKind], into writer: inout SwiftWriter) {
        writer.block("static let achievementEventKinds: [AchievementEventKind] = [", "]") { w in
            for event in events {
                w.block("AchievementEventKind(id: \(literal: event.id), facts: [", "]),") { w in
                    for fact in event.facts {
                        let choices: SwiftCode? = fact.choices.map { "\(literals: $0)" }
                        w.line(
                            "AchievementFact(name: \(literal: fact.name), type: \(case: fact.type), optional: \(fact.optional), choices: \(choices)),"
                        )
                    }
                }
            }
        }
    }
}

struct LoweredEventKind: Sendable {
    var id: String
    var facts: [LoweredFact]
}

struct LoweredFact: Sendable {
    var name: String
    var type: FactType
    var optional: Bool
    /// Every value a text fact takes.
    var choices: [String]?
}

extension SymbolTable {
    /// Every id in a namespace, once each: the tables compiled, then the built-in ones.
    func ids(in namespace: Namespace) -> [String] {
        var seen: Set<String> = []
        return (symbols[namespace, default: []] + builtIn[namespace, default: []]).map(\.id.value).filter {
            seen.insert($0).inserted
        }
    }
}
