import ScorebookCore

/// What changed between two sets of tables, table by table, in each table's
/// own terms: not a text diff, so a file laid out differently with the same
/// content has no differences.
public struct TableSetDiff: Sendable {
    /// Every table that was added, removed or changed, or that has errors,
    /// in the new set's file order, then the removed ones in the old set's.
    public var tables: [TableDiff]
    /// Files that are not a readable table (bad YAML, no `kind:`): nothing in
    /// them can be compared.
    public var unreadable: [Unreadable]

    public struct Unreadable: Sendable {
        /// `old` or `new`.
        public var side: String
        public var problem: Diagnostic
    }

    /// Whether any table was added, removed or changed.
    public var differs: Bool { tables.contains { $0.status != .unchanged } }
}

/// One table in both sets, matched by its kind and id.
public struct TableDiff: Sendable {
    public enum Status: String, Sendable {
        case added, removed, changed, unchanged
    }

    public var kind: String
    public var id: String
    /// The table's `name:`, from the new file if it has one.
    public var name: String?
    public var status: Status
    public var old: Side?
    public var new: Side?
    /// The definitions added, removed and changed, field by field.
    public var fields: [FieldChange]
    /// The kind's own view of the parts `fields` leaves out, if it has one
    /// (a fitness test's charts cell by cell).
    package var view: (any TableChangeView)?

    /// One side's file, and the errors it has: a diff reads a table as
    /// written, rules broken or not, and says which it breaks.
    public struct Side: Sendable {
        public var file: String
        public var errors: [Diagnostic]
    }
}

// The JSON of a diff (`diff --format json`): every object's keys sorted, as
// they were when Foundation's JSONEncoder (`.sortedKeys`) wrote it, so a
// tool's saved diffs compare byte for byte.

extension TableSetDiff {
    func write(into json: JSONWriter) {
        json.beginObject()
        json.key("differs")
        json.writeBool(differs)
        json.key("tables")
        json.array(tables) { $0.write(into: json) }
        json.key("unreadable")
        json.array(unreadable) { $0.write(into: json) }
        json.endObject()
    }
}

extension TableSetDiff.Unreadable {
    func write(into json: JSONWriter) {
        json.beginObject()
        json.key("problem")
        problem.write(into: json)
        json.key("side")
        json.writeString(side)
        json.endObject()
    }
}

extension TableDiff {
    /// Every field under its own name, and the kind's view under the view's
    /// key, in its place among them.
    func write(into json: JSONWriter) {
        var members: [(key: String, write: (JSONWriter) -> Void)] = [
            ("fields", { json in json.array(fields) { $0.write(into: json) } }), ("id", { $0.writeString(id) }),
            ("kind", { $0.writeString(kind) }), ("status", { $0.writeString(status.rawValue) }),
        ]
        if let name { members.append(("name", { $0.writeString(name) })) }
        if let old { members.append(("old", old.write(into:))) }
        if let new { members.append(("new", new.write(into:))) }
        if let view { members.append((type(of: view).key, view.write(into:))) }
        json.beginObject()
        for member in members.sorted(by: { $0.key < $1.key }) {
            json.key(text: member.key)
            member.write(json)
        }
        json.endObject()
    }
}

extension TableDiff.Side {
    func write(into json: JSONWriter) {
        json.beginObject()
        json.key("errors")
        json.array(errors) { $0.write(into: json) }
        json.key("file")
        json.writeString(file)
        json.endObject()
    }
}

/// A definition or field added, removed or changed.
public struct FieldChange: Sendable, CustomStringConvertible {
    public enum Change: String, Sendable {
        case added, removed, changed
    }

    public var change: Change
    /// Where in the table: keys joined by dots, a list's items by id or label
    /// in brackets, or by position from 0 (`powerUps[quick-step].duration`).
    public var path: String
    /// The value, written as YAML on one line; `nil` on the side without it.
    public var old: String?
    public var new: String?
    /// Where the new value is written, or the old one for a removal.
    public var location: SourceLocation

    /// `~ edition: 1 May 2025 → 15 May 2025`, `+ opponents.zed: {…}`, `- shots[6]: {…}`.
    public var description: String {
        switch change {
        case .added: "+ \(path): \(new ?? "")"
        case .removed: "- \(path): \(old ?? "")"
        case .changed: "~ \(path): \(old ?? "") → \(new ?? "")"
        }
    }
}

extension FieldChange {
    func write(into json: JSONWriter) {
        json.beginObject()
        json.key("change")
        json.writeString(change.rawValue)
        json.key("location")
        location.write(into: json)
        json.member("new", new)
        json.member("old", old)
        json.key("path")
        json.writeString(path)
        json.endObject()
    }
}

extension SourceLocation {
    func write(into json: JSONWriter) {
        json.beginObject()
        json.key("column")
        json.writeInt(column)
        json.key("file")
        json.writeString(file)
        json.key("line")
        json.writeInt(line)
        json.endObject()
    }
}

extension Diagnostic {
    func write(into json: JSONWriter) {
        json.beginObject()
        json.key("column")
        json.writeInt(location.column)
        json.key("file")
        json.writeString(location.file)
        json.key("line")
        json.writeInt(location.line)
        json.key("message")
        json.writeString(message)
        json.key("severity")
        json.writeString(severity.rawValue)
        json.endObject()
    }
}
