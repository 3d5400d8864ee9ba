import ScorebookCore

/// `kind: achievement-events`: the kinds of events apps record (a test
/// recorded, a match finished, a level reached…) and each one's typed facts.
/// Achievements name them; the runtime checks every event against them.
enum AchievementEventsKind: TableKind {
    static let name = "achievement-events"
    static let domain = TableDomain.achievements
    static let dependencies: [any TableKind.Type] = [
        FitnessTestKind.self, ArcheryFacesKind.self, ArcheryRoundsKind.self, ArcheryHandicapsKind.self, ArcheryOpponentsKind.self,
    ]
    static let runtimeEntry = RuntimeEntry(key: "AchievementEventKindsKey", value: "achievementEventKinds", trait: "Achievements")

    /// Event kinds, which achievements name. An app defines the ones its own
    /// achievements use (the contract's included): its runtime holds them apart.
    static let eventKinds: Namespace<EventKindDefinition> = Namespace(noun: "event kind", definedBy: name, unique: .withinTables)

    /// What `idOf` may name: the ids other tables define.
    static let idNamespaces: [AnyNamespace] = [
        FitnessTestKind.tests.erased, ArcheryFacesKind.faces.erased, ArcheryRoundsKind.rounds.erased,
        ArcheryHandicapsKind.schemes.erased, ArcheryOpponentsKind.opponents.erased, ArcheryOpponentsKind.difficulties.erased,
    ]

    struct Table: Sendable {
        var definition: AchievementEventsDefinition
        var info: LoweredTableInfo
    }

    static func compile(_ file: TableFile, diagnostics: inout Diagnostics) -> Table? {
        let reader = file.reader
        let definition = AchievementEventsParser(reader: reader).parse(file.root)
        diagnostics.append(contentsOf: reader.diagnostics)
        guard let definition else { return nil }
        // Every fact that was read is checked, whatever is wrong with another.
        let nouns = idNamespaces.map(\.noun)
        for fact in definition.events.flatMap(\.facts) {
            guard let idOf = fact.idOf, !nouns.contains(idOf.value) else { continue }
            diagnostics.error(
                "fact '\(fact.name.value)': idOf names '\(idOf.value)'\(Suggestion.didYouMean(idOf.value, among: nouns)); expected \(quotedList(nouns))",
                at: idOf.location)
        }
        return Table(definition: definition, info: file.info(kind: name, definition.header))
    }

    static func info(of table: Table) -> LoweredTableInfo { table.info }

    static func id(of table: Table) -> Located<String> { table.definition.header.id }

    static func exports(of table: Table) -> [Export] {
        table.definition.events.map { Export(eventKinds, $0.id, $0) }
    }

    /// Each event kind's facts, text ones with every value they may take;
    /// the ids `idOf` facts take, once per namespace.
    static func lower(_ tables: [Table], symbols: SymbolTable) -> LoweredEvents {
        let events = tables.flatMap(\.definition.events)
        let named = Set(events.flatMap(\.facts).compactMap(\.idOf?.value))
        let idLists = idNamespaces.enumerated().filter { named.contains($1.noun) }.map { index, namespace in
            LoweredIDList(index: index, noun: namespace.noun, ids: symbols.ids(in: namespace))
        }
        return LoweredEvents(
            kinds: events.map { event in
                LoweredEventKind(
                    id: event.id.value,
                    facts: event.facts.map { fact in
                        let choices: LoweredFact.Choices? =
                            if let idOf = fact.idOf {
                                .ids(idNamespaces.firstIndex { $0.noun == idOf.value }!)
                            } else {
                                fact.choices.map { .values($0.map(\.value)) }
                            }
                        return LoweredFact(name: fact.name.value, type: fact.type, optional: fact.optional, choices: choices)
                    })
            },
            idLists: idLists)
    }

    /// Every value a text fact takes: its list, or the ids it names.
    static func choices(of fact: FactDefinition, _ symbols: SymbolTable) -> [String]? {
        fact.choices.map { $0.map(\.value) }
            ?? fact.idOf.map { noun in symbols.ids(in: idNamespaces.first { $0.noun == noun.value }!) }
    }

    static func emit(_ events: LoweredEvents, into writer: inout SwiftWriter) {
        // Each kind is a declaration of its own: one expression holding 256
        // kinds of 32 facts ran the Swift compiler out of 12 GB in 43 s.
        let names = events.kinds.indices.map { "achievementEventKind\($0)" as SwiftCode }
        writer.line("static let achievementEventKinds: [AchievementEventKind] = [\(SwiftCode(joining: names))]")
        for (name, event) in zip(names, events.kinds) {
            writer.block("static let \(name) = AchievementEventKind(id: \(literal: event.id), facts: [", "])") { w in
                for fact in event.facts {
                    let choices: SwiftCode? =
                        switch fact.choices {
                        case .values(let values): "\(literals: values)"
                        case .ids(let namespace): idList(namespace)
                        case nil: nil
                        }
                    w.line(
                        "AchievementFact(name: \(literal: fact.name), type: \(case: fact.type), optional: \(fact.optional), choices: \(choices)),"
                    )
                }
            }
        }
        // A list of ids written once, not with every fact that takes it: a
        // namespace may hold thousands, and the type checker's time on a
        // literal inside a nested call grows faster than its length.
        for list in events.idLists {
            writer.line()
            writer.line("/// Every \(comment: list.noun) id, for facts with 'idOf: \(comment: list.noun)'.")
            writer.line("static let \(idList(list.index)): [String] = \(literals: list.ids)")
        }
    }

    /// The name of the list of ids of `idNamespaces[index]`.
    static func idList(_ index: Int) -> SwiftCode { "achievementFactIDs\(index)" }
}

struct LoweredEvents: Sendable {
    var kinds: [LoweredEventKind]
    /// The ids of every namespace a fact's `idOf` names.
    var idLists: [LoweredIDList]
}

struct LoweredIDList: Sendable {
    /// The namespace's index in ``AchievementEventsKind/idNamespaces``.
    var index: Int
    var noun: String
    var ids: [String]
}

struct LoweredEventKind: Sendable {
    var id: String
    var facts: [LoweredFact]
}

struct LoweredFact: Sendable {
    enum Choices: Sendable {
        /// A text fact's own values (`oneOf`)…
        case values([String])
        /// …or the ids of `idNamespaces[index]`.
        case ids(Int)
    }

    var name: String
    var type: FactType
    var optional: Bool
    /// Every value a text fact takes.
    var choices: Choices?
}
