import ScorebookCore
import Yams

/// Reads a `kind: achievement-events` YAML file into an ``AchievementEventsDefinition``.
struct AchievementEventsParser {
    let reader: YAMLReader

    /// A real table has fewer than ten kinds, each of fewer than ten facts.
    /// Every kind and fact is a line of generated Swift, and every event
    /// holds a value per fact of its kind.
    static let mostKinds = 256
    static let mostFacts = 32
    /// The values a text fact takes with `oneOf`: a real one has a few. Each
    /// is a literal of generated Swift, and a wrong one names them all.
    static let mostValues = 256

    func parse(_ root: Node) -> AchievementEventsDefinition? {
        guard
            let fields = reader.fields(
                root, "an achievement-events table", required: TableHeader.required + ["events"], optional: TableHeader.optional)
        else { return nil }
        let header = reader.header(fields, of: root)
        guard let entries = fields["events"].flatMap({ reader.entries($0, "events") }) else { return nil }
        guard entries.count <= Self.mostKinds else {
            reader.error(
                "the table has \(entries.count) event kinds; an achievement-events table has at most \(Self.mostKinds): split it",
                at: entries[Self.mostKinds].key.location)
            return nil
        }
        // What was read, whatever else has a mistake (reported): the kind checks
        // every fact it can, and compiles nothing while the reader has errors.
        let events = entries.compactMap { key, value -> EventKindDefinition? in
            guard let id = reader.identifier(key, "event kind"), let facts = parseFacts(value, "event kind '\(key.value)'")
            else { return nil }
            return EventKindDefinition(id: id, facts: facts)
        }
        return AchievementEventsDefinition(header: header, events: events)
    }

    /// `{ fact: type, … }`, a type being a word (`integer`) or `{ type, optional?, oneOf? | idOf? }`.
    private func parseFacts(_ node: Node, _ what: String) -> [FactDefinition]? {
        guard let fields = reader.fields(node, what, required: ["facts"]),
            let entries = fields["facts"].flatMap({ reader.entries($0, "\(what) facts") })
        else { return nil }
        guard entries.count <= Self.mostFacts else {
            reader.error(
                "\(what) has \(entries.count) facts; an event kind has at most \(Self.mostFacts)", at: entries[Self.mostFacts].key.location)
            return nil
        }
        let facts = entries.compactMap { key, value -> FactDefinition? in
            let fact = "\(what) fact '\(key.value)'"
            guard let name = reader.factName(key, fact) else {
                return nil
            }
            if Self.reserved.contains(name.value) {
                reader.error("\(fact): '\(name.value)' is every event's own; name the fact otherwise", at: name.location)
                return nil
            }
            if case .scalar = value {
                guard let type = reader.choice(value, "\(fact) type", as: FactType.self) else {
                    return nil
                }
                if type.value == .text {
                    reader.error("\(fact): text takes its values from 'oneOf: [...]' or 'idOf: …'; write { type: text, oneOf: [...] }", at: value)
                    return nil
                }
                return FactDefinition(name: name, type: type.value, optional: false, choices: nil, idOf: nil)
            }
            guard let f = reader.fields(value, fact, required: ["type"], optional: ["optional", "oneOf", "idOf"]),
                let type = f["type"].flatMap({ reader.choice($0, "\(fact) type", as: FactType.self) })
            else {
                return nil
            }
            var optional = false, choices: [Located<String>]?, idOf: Located<String>?
            if let node = f["optional"] {
                guard let flag = reader.flag(node, "\(fact) optional") else {
                    return nil
                }
                optional = flag
            }
            if let node = f["oneOf"] {
                guard let items = reader.items(node, "\(fact) oneOf"), !items.isEmpty else {
                    if case .sequence = node { reader.error("\(fact) oneOf lists no values", at: node) }
                    return nil
                }
                if items.count > Self.mostValues {
                    reader.error(
                        "\(fact) oneOf lists \(items.count) values; a fact takes at most \(Self.mostValues): name ids with 'idOf'",
                        at: items[Self.mostValues])
                    return nil
                }
                let ids = items.compactMap { reader.identifier($0, "\(fact) value") }
                guard ids.count == items.count else {
                    return nil
                }
                choices = ids
            }
            if let node = f["idOf"] {
                guard let noun = reader.text(node, "\(fact) idOf") else {
                    return nil
                }
                idOf = noun
            }
            let problem: String? =
                switch (type.value == .text, choices != nil, idOf != nil) {
                case (true, true, false), (true, false, true), (false, false, false): nil
                case (true, false, false): "text takes its values from 'oneOf: [...]' or 'idOf: …'"
                case (true, true, true): "text takes its values from 'oneOf' or from 'idOf', not both"
                case (false, _, _): "only text takes 'oneOf' or 'idOf'"
                }
            if let problem {
                reader.error("\(fact): \(problem)", at: value)
                return nil
            }
            return FactDefinition(name: name, type: type.value, optional: optional, choices: choices, idOf: idOf)
        }
        return facts
    }

    /// Every event has these; facts may not take their names.
    static let reserved: Set<String> = ["kind", "at"]
}

extension YAMLReader {
    /// A fact's name: a letter, then letters and digits (`archerScore`), as JSON keys are written.
    func factName(_ text: Located<String>, _ what: String) -> Located<String>? {
        let scalars = text.value.unicodeScalars
        guard let first = scalars.first, ("a"..."z").contains(first),
            scalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) })
        else {
            error("\(what): a fact's name is a lower-case letter, then letters and digits, such as 'archerScore'", at: text.location)
            return nil
        }
        return text
    }
}
