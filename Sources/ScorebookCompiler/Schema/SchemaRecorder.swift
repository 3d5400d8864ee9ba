import Yams

/// Watches a kind's parser read a table, and keeps what it expects at each
/// place: a mapping's keys (required and optional, as `fields` lists them),
/// a mapping of any keys, a list, or a value of a type. ``TableSchema`` turns
/// this into the kind's JSON Schema, so the schema says what the parser
/// reads: a key added to a parser's list is in the next schema.
final class SchemaRecorder {
    /// What the parser expected at one place.
    enum Expectation: Hashable {
        case object(required: [String], optional: [String])
        case map
        case list
        /// Text; `free` text (a name, an id) may not be a YAML keyword such as `true`.
        case text(free: Bool)
        case identifier
        case wholeNumber(ClosedRange<Int>)
        /// A whole number in the range, or two joined by a hyphen (`1-4`): a plan's weeks.
        case wholeNumberRange(ClosedRange<Int>)
        /// A number in decimal digits, such as `3.5`.
        case decimal
        case flag
        case length
        case choice([String])
        /// A node of a named, recursive form (an achievement's criterion): `$ref` to its definition.
        case reference(String)
    }

    /// A place in a table, whatever table: `scales` → any key → `rawByPoints` → …
    enum Step: Hashable {
        case property(String)
        case anyKey
        case item
        /// The root of a named form, wherever it is used.
        case definition(String)
    }

    /// What was expected at each place, in every table recorded.
    private(set) var expectations: [[Step]: Set<Expectation>] = [:]

    /// A node of this table: YAML marks are unique per node and kind of node.
    private struct NodeID: Hashable {
        var line: Int
        var column: Int
        var kind: UInt8

        init?(_ node: Node) {
            guard let mark = node.mark else { return nil }
            line = mark.line
            column = mark.column
            kind = switch node {
            case .scalar: 0
            case .mapping: 1
            case .sequence: 2
            case .alias: 3
            }
        }
    }

    /// Each node's parent and the key it has there (`nil` for a list item).
    private var parents: [NodeID: (parent: NodeID, key: String?)] = [:]
    /// How each mapping or list was read, which decides its children's places.
    private var readAs: [NodeID: Expectation] = [:]
    private var places: [NodeID: [Step]] = [:]
    private var names: [NodeID: String] = [:]
    private var root: NodeID?

    /// Starts on a new table; what earlier tables showed is kept.
    func begin(_ root: Node) {
        parents = [:]
        readAs = [:]
        places = [:]
        names = [:]
        self.root = NodeID(root)
        index(root)
    }

    private func index(_ node: Node) {
        guard let id = NodeID(node) else { return }
        switch node {
        case .mapping(let mapping):
            for (key, value) in mapping {
                guard let child = NodeID(value) else { continue }
                parents[child] = (id, key.string)
                index(value)
            }
        case .sequence(let sequence):
            for item in sequence {
                guard let child = NodeID(item) else { continue }
                parents[child] = (id, nil)
                index(item)
            }
        case .scalar, .alias:
            break
        }
    }

    func record(_ node: Node, _ expectation: Expectation) {
        guard let id = NodeID(node), let place = place(of: id) else { return }
        expectations[place, default: []].insert(expectation)
        switch expectation {
        case .object, .map, .list:
            // `fields` reads a mapping through `entries`: the last word is the most precise.
            if case .map = expectation, case .object = readAs[id] { break }
            readAs[id] = expectation
        default:
            break
        }
    }

    /// What the parser would expect at `key` of `mapping`, which does not
    /// write it: the schema of a key every table may give is whole even when
    /// no sample of the kind gives it.
    func record(key: String, of mapping: Node, _ expectation: Expectation) {
        guard let id = NodeID(mapping), let place = place(of: id) else { return }
        expectations[place + [.property(key)], default: []].insert(expectation)
    }

    /// Marks `node` as one of a recursive form, read by one parser function
    /// wherever it appears: every such node shares one definition, so a form
    /// seen at any depth is allowed at every depth. Call before reading it.
    func name(_ node: Node, _ name: String) {
        guard let id = NodeID(node), names[id] == nil else { return }
        if let place = place(of: id) { expectations[place, default: []].insert(.reference(name)) }
        names[id] = name
        places[id] = [.definition(name)]
    }

    /// The steps from the root; `nil` for a node outside the table being read.
    private func place(of id: NodeID) -> [Step]? {
        if let known = places[id] { return known }
        if id == root { return [] }
        guard let (parent, key) = parents[id], let above = place(of: parent) else { return nil }
        let step: Step =
            switch readAs[parent] {
            case .map?: .anyKey
            case .list?: .item
            default: key.map(Step.property) ?? .item
            }
        places[id] = above + [step]
        return above + [step]
    }
}
