import Yams

/// Compares two tables as YAML data, not text: mappings by key whatever
/// their order, lists of definitions by their `id` (or `label`), scalars by
/// the text written (quoted or not, `1.50` and `1.5` alike), comments and
/// layout ignored. Every kind's fields are diffed this way; a kind with a
/// better view of some part (a fitness test's charts) skips that part here.
struct YAMLTreeDiff {
    let oldFile: String
    let newFile: String
    /// Top-level keys another view reports.
    var skipping: Set<String> = []
    private(set) var changes: [FieldChange] = []

    init(oldFile: String, newFile: String, skipping: Set<String> = []) {
        self.oldFile = oldFile
        self.newFile = newFile
        self.skipping = skipping
    }

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
        let oldEntries = Self.keyed(old)
        var seen: Set<String> = []
        for (key, value) in new {
            let name = Self.text(key)
            guard seen.insert(name).inserted, !(topLevel && skipping.contains(name)) else { continue }
            let here = Self.join(path, name)
            if let oldValue = oldEntries[name] {
                compare(oldValue, value, path: here)
            } else {
                added(value, path: here)
            }
        }
        for (key, value) in old {
            let name = Self.text(key)
            guard seen.insert(name).inserted, !(topLevel && skipping.contains(name)) else { continue }
            removed(value, path: Self.join(path, name))
        }
    }

    private mutating func compareSequences(_ old: Node.Sequence, _ new: Node.Sequence, path: String) {
        // A list of plain values (`difficulties: [easy, hard]`) is one value.
        if old.allSatisfy(Self.isScalar) && new.allSatisfy(Self.isScalar) {
            if !Self.same(.sequence(old), .sequence(new)) { changed(.sequence(old), .sequence(new), path: path) }
            return
        }
        if let key = Self.identityKey(old, new) {
            let oldItems = Dictionary(old.map { (Self.text($0[key]!), $0) }, uniquingKeysWith: { first, _ in first })
            var seen: Set<String> = []
            for item in new {
                let name = Self.text(item[key]!)
                seen.insert(name)
                let here = "\(path)[\(name)]"
                if let oldItem = oldItems[name] { compare(oldItem, item, path: here) } else { added(item, path: here) }
            }
            for item in old where !seen.contains(Self.text(item[key]!)) {
                removed(item, path: "\(path)[\(Self.text(item[key]!))]")
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

    /// The key a list's items are matched by: `id`, else `label`, when every
    /// item on both sides is a mapping with a distinct plain value for it.
    private static func identityKey(_ old: Node.Sequence, _ new: Node.Sequence) -> String? {
        ["id", "label"].first { key in
            [old, new].allSatisfy { items in
                var seen: Set<String> = []
                return items.allSatisfy { item in
                    guard case .mapping = item, let value = item[key], isScalar(value) else { return false }
                    return seen.insert(text(value)).inserted
                }
            }
        }
    }

    /// Whether two values hold the same data.
    static func same(_ old: Node, _ new: Node) -> Bool {
        switch (old, new) {
        case (.scalar(let old), .scalar(let new)):
            return canonical(old.string) == canonical(new.string)
        case (.sequence(let old), .sequence(let new)):
            return old.count == new.count && zip(old, new).allSatisfy { same($0, $1) }
        case (.mapping(let old), .mapping(let new)):
            let oldEntries = keyed(old)
            let newEntries = keyed(new)
            guard oldEntries.count == newEntries.count else { return false }
            return newEntries.allSatisfy { key, value in oldEntries[key].map { same($0, value) } ?? false }
        default:
            return flow(old) == flow(new)
        }
    }

    /// A mapping's values by key text; the reader rejects a repeated key, so the first is the one.
    private static func keyed(_ mapping: Node.Mapping) -> [String: Node] {
        Dictionary(mapping.map { (text($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    private static func isScalar(_ node: Node) -> Bool {
        if case .scalar = node { return true }
        return false
    }

    private static func text(_ node: Node) -> String {
        if case .scalar(let scalar) = node { return scalar.string }
        return flow(node)
    }

    /// A plain decimal number in its shortest form (`+1.50` → `1.5`, `007` →
    /// `7`), so a number written differently is not a change; any other text as is.
    static func canonical(_ text: String) -> String {
        var bytes = Substring(text).utf8[...]
        var negative = false
        if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            negative = sign == UInt8(ascii: "-")
            bytes = bytes.dropFirst()
        }
        let parts = bytes.split(separator: UInt8(ascii: "."), maxSplits: 1, omittingEmptySubsequences: false)
        let isDigits = { (part: Substring.UTF8View.SubSequence) in
            !part.isEmpty && part.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        }
        guard let whole = parts.first, isDigits(whole), parts.count == 1 || isDigits(parts[1]) else { return text }
        let integer = String(Substring(whole.drop { $0 == UInt8(ascii: "0") })) 
        let fraction = parts.count == 2 ? String(Substring(parts[1])).reversed().drop { $0 == "0" }.reversed() : []
        let digits = (integer.isEmpty ? "0" : integer) + (fraction.isEmpty ? "" : "." + String(fraction))
        return negative && digits != "0" ? "-" + digits : digits
    }

    /// A value on one line, in YAML's flow style: `{name: Pip, handicap: 82}`.
    static func flow(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar):
            return scalar.string.isEmpty ? "\"\"" : scalar.string
        case .sequence(let items):
            return "[" + items.map(flow).joined(separator: ", ") + "]"
        case .mapping(let entries):
            return "{" + entries.map { "\(flow($0.key)): \(flow($0.value))" }.joined(separator: ", ") + "}"
        case .alias(let alias):
            return "*\(alias.anchor.rawValue)"
        }
    }

    private static func join(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }
}
