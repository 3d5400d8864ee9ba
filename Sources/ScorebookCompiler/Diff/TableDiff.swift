/// What changed between two sets of tables, table by table, in each table's
/// own terms: not a text diff, so a file laid out differently with the same
/// content has no differences.
public struct TableSetDiff: Sendable, Encodable {
    /// Every table that was added, removed or changed, or that has errors,
    /// in the new set's file order, then the removed ones in the old set's.
    public var tables: [TableDiff]
    /// Files that are not a readable table (bad YAML, no `kind:`): nothing in
    /// them can be compared.
    public var unreadable: [Unreadable]

    public struct Unreadable: Sendable, Encodable {
        /// `old` or `new`.
        public var side: String
        public var problem: Diagnostic
    }

    /// Whether any table was added, removed or changed.
    public var differs: Bool { tables.contains { $0.status != .unchanged } }
}

/// One table in both sets, matched by its kind and id.
public struct TableDiff: Sendable, Encodable {
    public enum Status: String, Sendable, Encodable {
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
    public var view: (any TableChangeView)?

    /// One side's file, and the errors it has: a diff reads a table as
    /// written, rules broken or not, and says which it breaks.
    public struct Side: Sendable, Encodable {
        public var file: String
        public var errors: [Diagnostic]
    }
}

extension TableDiff {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Every field under its own name, and the kind's view under the view's key.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(kind, forKey: Key(stringValue: "kind"))
        try container.encode(id, forKey: Key(stringValue: "id"))
        try container.encodeIfPresent(name, forKey: Key(stringValue: "name"))
        try container.encode(status, forKey: Key(stringValue: "status"))
        try container.encodeIfPresent(old, forKey: Key(stringValue: "old"))
        try container.encodeIfPresent(new, forKey: Key(stringValue: "new"))
        try container.encode(fields, forKey: Key(stringValue: "fields"))
        if let view { try container.encode(view, forKey: Key(stringValue: type(of: view).key)) }
    }
}

/// A definition or field added, removed or changed.
public struct FieldChange: Sendable, Encodable, CustomStringConvertible {
    public enum Change: String, Sendable, Encodable {
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

extension SourceLocation: Encodable {
    private enum CodingKeys: String, CodingKey { case file, line, column }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
    }
}

extension Diagnostic: Encodable {
    private enum CodingKeys: String, CodingKey { case severity, file, line, column, message }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(severity.rawValue, forKey: .severity)
        try container.encode(location.file, forKey: .file)
        try container.encode(location.line, forKey: .line)
        try container.encode(location.column, forKey: .column)
        try container.encode(message, forKey: .message)
    }
}
