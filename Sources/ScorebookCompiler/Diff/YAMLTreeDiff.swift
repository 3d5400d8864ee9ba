import Yams

/// Compares two tables as YAML data, not text: mappings by key whatever
/// their order, lists of definitions by their `id` (or `label`), scalars by
/// the exact text the compiler reads (quoted or not), comments and layout
/// ignored. Every kind's fields are diffed this way; a kind with a better
/// view of some part (a fitness test's charts) skips that part here.
struct YAMLTreeDiff {
    let oldFile: String
    let newFile: String
    /// Top-level keys another view reports.
    var skipping: Set<String> = []
    private(set) var changes: [FieldChange] = []

    /// A path longer than this keeps its start and end: a hostile key of
    /// megabytes must not be copied into every change under it.
    static let maximumPathLength = 240

    /// The changes from `old` to `new`, in the new file's order, each
    /// removal after what stayed beside it.
    static func changes(_ old: Node, _ new: Node, oldFile: String, newFile: String, skipping: Set<String> = [])
        -> [FieldChange]
    {
        var diff = YAMLTreeDiff(oldFile: oldFile, newFile: newFile, skipping: skipping)
        diff.compare(old, new, path: "", topLevel: true)
        return diff.changes
    }

    private mutating func compare(_ old: Node, _ new: Node, path: String, topLevel: Bool = false) {
        switch (old, new) {
        case (.mapping(let old), .mapping(let new)):
            compareMappings(old, new, path: path, topLevel: topLevel)
        case (.sequence(let old), .sequence(let new)):
            compareSequences(old, new, path: path)
        default:
            if !Self.same(old, new) { changed(old, new, path: path) }
        }
    }

    private mutating func compareMappings(_ old: Node.Mapping, _ new: Node.Mapping, path: String, topLevel: Bool) {
        let oldEntries = Self.labelled(old)
        let oldValues = Dictionary(oldEntries, uniquingKeysWith: { first, _ in first })
        let newEntries = Self.labelled(new)
        let newLabels = Set(newEntries.map(\.label))
        for (label, value) in newEntries where !(topLevel && skipping.contains(label)) {
            let here = Self.join(path, label)
            if let oldValue = oldValues[label] { compare(oldValue, value, path: here) } else { added(value, path: here) }
        }
        for (label, value) in oldEntries where !newLabels.contains(label) && !(topLevel && skipping.contains(label)) {
            removed(value, path: Self.join(path, label))
        }
    }

    private mutating func compareSequences(_ old: Node.Sequence, _ new: Node.Sequence, path: String) {
        // A list of plain values (`difficulties: [easy, hard]`) is one value.
        if old.allSatisfy(Self.isScalar) && new.allSatisfy(Self.isScalar) {
            if !Self.same(.sequence(old), .sequence(new)) { changed(.sequence(old), .sequence(new), path: path) }
            return
        }
        if let key = Self.identityKey(old, new) {
            let name = { (item: Node) in Self.text(Self.value(of: key, in: item)!) }
            let oldItems = Dictionary(old.map { (name($0), $0) }, uniquingKeysWith: { first, _ in first })
            let newNames = Set(new.map(name))
            for item in new {
                let here = Self.cap("\(path)[\(name(item))]")
                if let oldItem = oldItems[name(item)] { compare(oldItem, item, path: here) } else { added(item, path: here) }
            }
            for item in old where !newNames.contains(name(item)) {
                removed(item, path: Self.cap("\(path)[\(name(item))]"))
            }
            return
        }
        for index in 0..<max(old.count, new.count) {
            let here = "\(path)[\(index)]"
            switch (index < old.count ? old[index] : nil, index < new.count ? new[index] : nil) {
            case (let oldItem?, let newItem?): compare(oldItem, newItem, path: here)
            case (nil, let newItem?): added(newItem, path: here)
            case (let oldItem?, nil): removed(oldItem, path: here)
            case (nil, nil): break
            }
        }
    }

    // MARK: Recording

    private mutating func added(_ node: Node, path: String) {
        changes.append(
            FieldChange(change: .added, path: path, old: nil, new: Self.flow(node), location: location(node, in: newFile)))
    }

    private mutating func removed(_ node: Node, path: String) {
        changes.append(
            FieldChange(change: .removed, path: path, old: Self.flow(node), new: nil, location: location(node, in: oldFile)))
    }

    private mutating func changed(_ old: Node, _ new: Node, path: String) {
        changes.append(
            FieldChange(
                change: .changed, path: path, old: Self.flow(old), new: Self.flow(new), location: location(new, in: newFile)))
    }

    private func location(_ node: Node, in file: String) -> SourceLocation {
        SourceLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }

    // MARK: Values

    /// A mapping's entries by key text. The compiler reports a key written
    /// twice; here the second is `key#2`, so neither copy's change is lost.
    private static func labelled(_ mapping: Node.Mapping) -> [(label: String, value: Node)] {
        var counts: [String: Int] = [:]
        return mapping.map { key, value in
            let name = text(key)
            counts[name, default: 0] += 1
            let count = counts[name]!
            return (count == 1 ? name : "\(name)#\(count)", value)
        }
    }

    /// The value of `key` in a mapping, by the key's text whatever its tag.
    private static func value(of key: String, in node: Node) -> Node? {
        guard case .mapping(let mapping) = node else { return nil }
        return mapping.first { text($0.key) == key }?.value
    }

    /// The key a list's items are matched by: `id`, else `label`, when every
    /// item on both sides is a mapping with a distinct plain value for it.
    private static func identityKey(_ old: Node.Sequence, _ new: Node.Sequence) -> String? {
        ["id", "label"].first { key in
            [old, new].allSatisfy { items in
                var seen: Set<String> = []
                return items.allSatisfy { item in
                    guard let value = value(of: key, in: item), isScalar(value) else { return false }
                    return seen.insert(text(value)).inserted
                }
            }
        }
    }

    /// Whether two values hold the same data: scalars by their exact bytes.
    static func same(_ old: Node, _ new: Node) -> Bool {
        switch (old, new) {
        case (.scalar(let old), .scalar(let new)):
            return old.string.utf8.elementsEqual(new.string.utf8)
        case (.sequence(let old), .sequence(let new)):
            return old.count == new.count && zip(old, new).allSatisfy { same($0, $1) }
        case (.mapping(let old), .mapping(let new)):
            let oldEntries = Dictionary(labelled(old), uniquingKeysWith: { first, _ in first })
            let newEntries = labelled(new)
            guard oldEntries.count == newEntries.count else { return false }
            return newEntries.allSatisfy { label, value in oldEntries[label].map { same($0, value) } ?? false }
        default:
            return flow(old) == flow(new)
        }
    }

    private static func isScalar(_ node: Node) -> Bool {
        if case .scalar = node { return true }
        return false
    }

    private static func text(_ node: Node) -> String {
        if case .scalar(let scalar) = node { return scalar.string }
        return flow(node)
    }

    /// A value on one line, in YAML's flow style: `{name: Pip, handicap: 82}`.
    static func flow(_ node: Node) -> String {
        var out = ""
        flow(node, into: &out)
        return out
    }

    private static func flow(_ node: Node, into out: inout String) {
        switch node {
        case .scalar(let scalar):
            out += scalar.string.isEmpty ? "\"\"" : scalar.string
        case .sequence(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += ", " }
                flow(item, into: &out)
            }
            out += "]"
        case .mapping(let entries):
            out += "{"
            for (index, entry) in entries.enumerated() {
                if index > 0 { out += ", " }
                flow(entry.key, into: &out)
                out += ": "
                flow(entry.value, into: &out)
            }
            out += "}"
        case .alias(let alias):
            out += "*\(alias.anchor.rawValue)"
        }
    }

    private static func join(_ path: String, _ key: String) -> String {
        cap(path.isEmpty ? key : "\(path).\(key)")
    }

    /// The path, or its start and end around `…` when it is too long to read.
    private static func cap(_ path: String) -> String {
        guard path.utf8.count > maximumPathLength else { return path }
        let half = maximumPathLength / 2
        return "\(path.prefix(half))…\(path.suffix(half))"
    }
}
