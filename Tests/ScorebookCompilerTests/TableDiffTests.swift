import Foundation
@testable import _ScorebookCompiler
import Testing
import Yams

/// `scorebook-tablegen diff`: tables compared in their own terms.
@Suite struct TableDiffTests {
    static let tables = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tables")

    static func table(_ name: String) throws -> String {
        try String(contentsOf: tables.appendingPathComponent(name), encoding: .utf8)
    }

    /// `Tables/aft.yaml` through the compiler's model.
    static func aft() throws -> FitnessTestDefinition? {
        TableCompiler.compileFile(source(try table("aft.yaml"), "aft.yaml"), as: FitnessTestKind.self).0?.definition
    }

    static func source(_ text: String, _ path: String) -> TableSource {
        TableSource(path: path, relativePath: URL(fileURLWithPath: path).lastPathComponent, bytes: Array(text.utf8))
    }

    static func diff(_ old: String, _ new: String, name: String = "table.yaml") -> TableSetDiff {
        TableDiffer.diff(old: [source(old, "old/\(name)")], new: [source(new, "new/\(name)")], pairingFiles: true)
    }

    // MARK: Layout is not content

    /// Every real table against a copy written out again by a YAML emitter:
    /// block style for flow, every plain value quoted, other indentation, no comments.
    @Test(arguments: try FileManager.default.contentsOfDirectory(atPath: tables.path).filter { $0.hasSuffix(".yaml") }.sorted())
    func aReformattedCopyHasNoDifferences(_ name: String) throws {
        let text = try Self.table(name)
        let copy = try Yams.serialize(node: Self.restyled(try #require(try Yams.compose(yaml: text))), indent: 4, width: -1)
        #expect(copy != text)
        let diff = Self.diff(text, copy, name: name)
        #expect(!diff.differs, "\(diff.text)")
        #expect(diff.tables.map(\.status) == [.unchanged])
    }

    static func restyled(_ node: Node) -> Node {
        switch node {
        case .scalar(var scalar):
            if scalar.style == .plain || scalar.style == .folded { scalar.style = .doubleQuoted }
            return .scalar(scalar)
        case .mapping(var mapping):
            mapping = Node.Mapping(mapping.map { (restyled($0.key), restyled($0.value)) }, mapping.tag, .block)
            return .mapping(mapping)
        case .sequence(let sequence):
            return .sequence(Node.Sequence(sequence.map(restyled), sequence.tag, .block))
        case .alias:
            return node
        }
    }

    @Test func keyOrderQuotingAndCommentsAreNotChanges() {
        let old = """
            kind: rpg-levels
            id: levels   # the one ladder
            name: Levels
            experience: { won: 100, drawn: 40, ratio: 1.50 }
            """
        let new = """
            name: "Levels"
            experience:
              ratio: '1.50'
              drawn: 40
              won: "100"
            id: 'levels'
            kind: rpg-levels
            """
        #expect(!Self.diff(old, new).differs)
        // The text the compiler reads is what is compared: a number written otherwise is a change.
        let respelt = Self.diff(old, new.replacingOccurrences(of: "'1.50'", with: "1.5"))
        #expect(respelt.tables.first?.fields.map(\.description) == ["~ experience.ratio: 1.50 → 1.5"])
    }

    /// A key written twice (with a tag, which YAML lets through) is an error,
    /// and a change to either copy shows.
    @Test func aRepeatedKeyHidesNoChange() {
        let old = "kind: rpg-levels\nid: levels\nmaximumLevel: 100\n!x maximumLevel: 50\n"
        let diff = Self.diff(old, old.replacingOccurrences(of: "50", with: "60"))
        #expect(diff.tables.first?.fields.map(\.description) == ["~ maximumLevel#2: 50 → 60"])
        #expect(diff.tables.first?.new?.errors.contains { $0.message.hasPrefix("duplicate key 'maximumLevel'") } == true)
    }

    /// A name, a key and a value holding line breaks, a terminal escape and a
    /// bidirectional mark print as escapes: each change is one line of the diff.
    @Test func tableTextCannotForgeALineOfTheDiff() throws {
        let old = try Self.table("aft.yaml")
        let forged = "\\nTables/aft.yaml: 1 table: 0 changed\\u001B[2J\\u202E"
        let new = old.replacingOccurrences(of: "\nname: ", with: "\nname: \"Army\(forged)\"\nx: ", options: [], range: nil)
            .replacingOccurrences(of: "\nsource: ", with: "\n\"k\(forged)\": v\nsource: ")
        let text = Self.diff(old, new, name: "aft.yaml").text
        let lines = text.split(separator: "\n")
        #expect(lines.allSatisfy { !$0.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{202E}" } }, "\(text)")
        #expect(lines.filter { $0.hasPrefix("1 table") }.count == 1, "\(text)")
        #expect(text.contains(#"\nTables/aft.yaml: 1 table: 0 changed\u{1B}[2J\u{202E}"#), "\(text)")
    }

    /// Two tables of one kind and id in a set: the second pairs with the
    /// other side's second, or shows as removed.
    @Test func aSecondTableWithTheSameIdIsNotLost() {
        let table = "kind: rpg-levels\nid: levels\nname: A\n"
        let diff = TableDiffer.diff(
            old: [Self.source(table, "old/a.yaml"), Self.source(table.replacingOccurrences(of: "A", with: "B"), "old/b.yaml")],
            new: [Self.source(table, "new/a.yaml")])
        #expect(diff.tables.map(\.status) == [.unchanged, .removed])
        #expect(diff.tables.last?.old?.file == "old/b.yaml")
    }

    // MARK: Definitions added, removed and changed, for every kind

    /// The definitions each kind's real table holds, by the key they live under.
    static let definitions: [(file: String, container: String)] = [
        ("apft.yaml", "standards"), ("archery-faces.yaml", "faces"), ("archery-rounds-agb.yaml", "rounds"),
        ("archery-handicaps.yaml", "schemes"), ("archery-opponents.yaml", "opponents"), ("archery-classifications.yaml", "systems"),
        ("achievement-events.yaml", "events"), ("achievements.yaml", "achievements"), ("rpg-levels.yaml", "experience"),
        ("rpg-battles.yaml", "stats"), ("rpg-power-ups.yaml", "powerUps"), ("activities.yaml", "activities"),
        ("workouts.yaml", "workouts"), ("training-plans.yaml", "plans"), ("one-rep-max.yaml", "formulas"),
        ("bmi-classes.yaml", "bands"),
    ]

    @Test func everyKindHasARealTableInTheList() {
        let kinds = Set(
            Self.definitions.map { try! Self.table($0.file) }.compactMap { text in
                text.split(separator: "\n").first { $0.hasPrefix("kind: ") }.map { String($0.dropFirst(6)) }
            })
        #expect(kinds == Set(TableKinds.all.map { $0.name }))
    }

    /// In each real table: the first definition removed, a copy of the last
    /// added under a new id, and one field of the second changed. The diff
    /// names exactly those three, at their paths.
    @Test(arguments: definitions.map(\.file))
    func addedRemovedAndChangedDefinitions(_ file: String) throws {
        let container = try #require(Self.definitions.first { $0.file == file }).container
        let text = try Self.table(file)
        guard case .mapping(var root) = try #require(try Yams.compose(yaml: text)) else { throw Failure.notAMapping }
        let (mutated, expected) = try Self.mutate(try #require(root[container]), container)
        root[container] = mutated
        let diff = Self.diff(text, try Yams.serialize(node: .mapping(root)), name: file)
        let table = try #require(diff.tables.first)
        #expect(table.status == .changed)
        #expect(table.chart?.cells.isEmpty ?? true)
        #expect(table.fields.map { "\($0.change.rawValue) \($0.path)" }.sorted() == expected.sorted(), "\(diff.text)")
        let changed = try #require(table.fields.first { $0.change == .changed })
        #expect(changed.new == "changed by a test")
    }

    enum Failure: Error { case notAMapping, tooFewDefinitions }

    /// Removes the first definition, adds a copy of the last as `zz-added`,
    /// changes the second's first plain field; returns what the diff must say.
    static func mutate(_ node: Node, _ container: String) throws -> (Node, [String]) {
        switch node {
        case .mapping(let mapping):
            guard mapping.count >= 2 else { throw Failure.tooFewDefinitions }
            var entries = Array(mapping)
            let removed = entries.removeFirst()
            let (changedPath, changedValue) = changing(entries[0].value, at: "\(container).\(entries[0].key.string!)")
            entries[0].value = changedValue
            entries.append((Node("zz-added"), entries.last!.value))
            return (
                .mapping(Node.Mapping(entries, mapping.tag, mapping.style)),
                ["removed \(container).\(removed.key.string!)", "changed \(changedPath)", "added \(container).zz-added"]
            )
        case .sequence(let sequence):
            guard sequence.count >= 2 else { throw Failure.tooFewDefinitions }
            var items = Array(sequence)
            let removed = items.removeFirst()
            let (changedPath, changedValue) = changing(items[0], at: "\(container)[\(items[0]["id"]!.string!)]")
            items[0] = changedValue
            var added = items.last!
            added["id"] = Node("zz-added")
            items.append(added)
            return (
                .sequence(Node.Sequence(items, sequence.tag, sequence.style)),
                ["removed \(container)[\(removed["id"]!.string!)]", "changed \(changedPath)", "added \(container)[zz-added]"]
            )
        default:
            throw Failure.notAMapping
        }
    }

    /// A definition with its first plain field (or itself, if plain) set to `changed by a test`.
    static func changing(_ node: Node, at path: String) -> (String, Node) {
        guard case .mapping(var mapping) = node,
            let key = mapping.first(where: { if case .scalar = $0.value, $0.key.string != "id" { true } else { false } })?.key
        else { return (path, Node("changed by a test")) }
        mapping[key] = Node("changed by a test")
        return ("\(path).\(key.string!)", .mapping(mapping))
    }
}
