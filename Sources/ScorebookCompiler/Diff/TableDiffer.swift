import ScorebookCore

/// What a kind reports changed in one table.
public struct TableChanges: Sendable {
    public var fields: [FieldChange] = []
    /// The kind's own view of the parts `fields` leaves out, if it has one.
    package var view: (any TableChangeView)? = nil

    public var isEmpty: Bool { fields.isEmpty && (view?.isEmpty ?? true) }
}

/// A kind's own view of what changed in a part of a table, beside the
/// field-by-field diff: a fitness test's charts cell by cell. It lives in
/// the kind's folder; a diff shows it under its ``key`` in JSON and as its
/// lines in text. `package`: it writes its JSON with the package's writer.
package protocol TableChangeView: Sendable {
    /// Its key in a table's JSON diff, such as `chart`.
    static var key: String { get }
    /// Whether it shows no change.
    var isEmpty: Bool { get }
    /// What a person reads, under the table's field changes.
    var textLines: [String] { get }
    /// Its JSON, the value under its ``key``.
    func write(into json: JSONWriter)
}

/// Matches the tables of two sets by kind and id and diffs each pair.
public enum TableDiffer {
    /// `old` and `new` are whole sets (two directories or revisions): tables
    /// pair by kind and id, so a renamed file is the same table. With
    /// `pairingFiles`, each set is one file and the two are compared whatever
    /// their ids.
    public static func diff(old: [TableSource], new: [TableSource], pairingFiles: Bool = false) -> TableSetDiff {
        let oldSide = Side(old)
        let newSide = Side(new)
        var result = TableSetDiff(
            tables: [],
            unreadable: oldSide.unreadable.map { TableSetDiff.Unreadable(side: "old", problem: $0) }
                + newSide.unreadable.map { TableSetDiff.Unreadable(side: "new", problem: $0) })
        if pairingFiles, let oldTable = oldSide.tables.first, let newTable = newSide.tables.first {
            result.tables = [compare(oldTable, newTable, oldSide, newSide)]
            return result
        }
        let oldByKey = Dictionary(oldSide.tables.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var matched: Set<String> = []
        for table in newSide.tables {
            if let oldTable = oldByKey[table.key], matched.insert(table.key).inserted {
                result.tables.append(compare(oldTable, table, oldSide, newSide))
            } else {
                result.tables.append(table.diff(.added, new: newSide))
            }
        }
        for table in oldSide.tables where !matched.contains(table.key) {
            result.tables.append(table.diff(.removed, old: oldSide))
        }
        return result
    }

    private static func compare(_ old: Table, _ new: Table, _ oldSide: Side, _ newSide: Side) -> TableDiff {
        let changes =
            old.kind == new.kind
            ? new.kind.changes(from: old.file, to: new.file)
            : TableChanges(
                fields: YAMLTreeDiff.changes(
                    old.file.root, new.file.root, oldFile: old.file.source.path, newFile: new.file.source.path))
        var diff = new.diff(changes.isEmpty ? .unchanged : .changed, new: newSide)
        diff.name = diff.name ?? old.scalar("name")
        diff.old = oldSide.side(of: old)
        diff.fields = changes.fields
        diff.view = changes.view
        return diff
    }

    /// One set read: its tables, the files that are no table, and the errors
    /// each file has when the set is compiled as a whole (a round naming a
    /// face defined nowhere is an error only in its set).
    private struct Side {
        var tables: [Table] = []
        var unreadable: [Diagnostic] = []
        var errors: [String: [Diagnostic]] = [:]

        init(_ sources: [TableSource]) {
            var seen: [String: Int] = [:]
            for source in sources {
                let (read, diagnostics) = TableCompiler.read(source)
                guard let (file, kind) = read else {
                    unreadable += diagnostics.errors
                    continue
                }
                // A second table of the same kind and id (an error the list
                // shows) pairs with the other side's second, if any.
                let identity = Table.identity(file, kind)
                seen[identity, default: 0] += 1
                tables.append(Table(file: file, kind: kind, occurrence: seen[identity]!))
            }
            let compiled = TableCompiler.compile(sources)
            let readable = Set(tables.map(\.file.source.path))
            for error in compiled.diagnostics.errors where readable.contains(error.location.file) {
                errors[error.location.file, default: []].append(error)
            }
        }

        func side(of table: Table) -> TableDiff.Side {
            TableDiff.Side(file: table.file.source.path, errors: errors[table.file.source.path] ?? [])
        }
    }

    /// A readable table file and what it says of itself.
    private struct Table {
        var file: TableFile
        var kind: any TableKind.Type
        /// 1 for the first table of its kind and id in its set, 2 for a second…
        var occurrence: Int

        /// Kind and id; a table whose id cannot be read goes by its path.
        static func identity(_ file: TableFile, _ kind: any TableKind.Type) -> String {
            "\(kind.name)\u{0}\(scalar("id", of: file) ?? "\u{0}" + file.source.relativePath)"
        }
        var key: String { "\(Self.identity(file, kind))\u{0}\(occurrence)" }
        var id: String { scalar("id") ?? file.source.relativePath }

        func scalar(_ key: String) -> String? { Self.scalar(key, of: file) }

        /// A top-level value by its key's text, whatever its tag; the first if written twice.
        static func scalar(_ key: String, of file: TableFile) -> String? {
            guard case .mapping(let mapping) = file.root,
                case .scalar(let scalar)? = mapping.first(where: { $0.key.string == key })?.value
            else { return nil }
            return scalar.string
        }

        func diff(_ status: TableDiff.Status, old: Side? = nil, new: Side? = nil) -> TableDiff {
            TableDiff(
                kind: kind.name, id: id, name: scalar("name"), status: status, old: old?.side(of: self),
                new: new?.side(of: self), fields: [], view: nil)
        }
    }
}
