import ScorebookCore

/// The compiled tables: the entry point for apps that embed Scorebook.
///
/// ```swift
/// import Scorebook
///
/// let apft = Scorebook.fitnessTest("apft")!
/// let points = try apft.points(event: "pushup", sex: "female", age: 30, raw: 42)
/// ```
public enum Scorebook {
    /// A summary of every compiled table, kind by kind (fitness tests, faces,
    /// rounds…), each kind's in file order. Listing them decodes no table.
    public static var tables: [TableInfo] { ScorebookTables.builtIn.tables }
}

/// A set of compiled tables: Scorebook's own (``builtIn``, which the
/// `Scorebook` statics read), or a package's own. What the REPL serves.
/// Immutable and shared; finding a table decodes only that table.
///
/// It holds each kind's tables under the kind's `ScorebookTableKey`; the
/// kind's runtime folder gives the accessors (``archeryFaces``, ``fitnessTest(_:)``…).
public final class ScorebookTables: Sendable {
    /// Every table, kind by kind, each kind's in file order.
    public var tables: [TableInfo] { catalog.value }
    private let catalog: TableValue<[TableInfo]>
    /// A handful, one per kind: a scan finds one faster than hashing would.
    /// The first entry of a key is its value.
    let entries: [ScorebookTableEntry]

    /// Called by the generated tables only, with an entry for every key in
    /// `ScorebookTableKeys.all`.
    @_spi(ScorebookTables) public init(tables: [TableInfo], entries: [ScorebookTableEntry]) {
        (catalog, self.entries) = (TableValue(stored: tables), entries)
    }

    /// Tables whose list `tables` reads on each use, from a `static let` made
    /// on first use: an app's generated tables combined with the built-in
    /// ones, whose list reads what each set serves.
    @_spi(ScorebookTables) public init(tables: @escaping @Sendable () -> [TableInfo], entries: [ScorebookTableEntry]) {
        (catalog, self.entries) = (TableValue(make: tables), entries)
    }

    /// The tables registered under `key`. Generated tables register every
    /// kind's (a test proves it), so a missing one is a bug in the generator.
    @_spi(ScorebookTables) public subscript<Key: ScorebookTableKey>(key: Key.Type) -> Key.Value {
        let id = ObjectIdentifier(Key.self)
        // A plain loop: every request reads a kind, and `first(where:)` costs reference counting here.
        var index = 0
        while index < entries.count {
            if entries[index].key == id {
                // `ScorebookTableEntry.init` pairs a key only with a value of its own `Value`.
                return unsafeDowncast(entries[index].value, to: TableValue<Key.Value>.self).value
            }
            index += 1
        }
        preconditionFailure("these tables register nothing under \(Key.self): regenerate them with scorebook-tablegen")
    }

    /// The tables registered under `key`, if any: for what a set built by
    /// hand may lack.
    func registered<Key: ScorebookTableKey>(_ key: Key.Type) -> Key.Value? {
        entries.contains { $0.key == ObjectIdentifier(Key.self) } ? self[Key.self] : nil
    }

    /// These tables, then `other`'s: every kind's tables of both, these found
    /// first. An app's generated `ScorebookTables.compiled` is its own tables
    /// combined with ``builtIn``, so its REPL serves both; the generator has
    /// refused a name the two both define. A handicap scheme in both (an app's
    /// tables hold Scorebook's schemes for the app's rounds) is one scheme with
    /// the rounds and odds of both, and every opponent follows its scheme's.
    /// Each kind's tables are decoded and combined here, at once (an app's
    /// generated tables combine each kind on its first use).
    public func combined(with other: ScorebookTables) -> ScorebookTables {
        var entries: [ScorebookTableEntry] = []
        for entry in self.entries {
            guard other.entries.contains(where: { $0.key == entry.key }) else {
                entries.append(entry)
                continue
            }
            // Registered in dependency order: the kinds an entry reads are combined already.
            entries.append(entry.combine(self, other, ScorebookTables(tables: [], entries: entries)))
        }
        for entry in other.entries where !entries.contains(where: { $0.key == entry.key }) {
            entries.append(entry)
        }
        return ScorebookTables(tables: Self.tables(self, other), entries: entries)
    }

    /// What `first` combined with `second` serves: `first`'s tables, then
    /// `second`'s, but of a kind whose tables are one unit (the RPG's) only
    /// the set's that is served.
    @_spi(ScorebookTables) public static func tables(_ first: ScorebookTables, _ second: ScorebookTables) -> [TableInfo] {
        let hidden = Set(
            first.entries.filter { entry in
                second.entries.contains { $0.key == entry.key } && !entry.servesSecond(first)
            }.map(\.kind))
        return first.tables + second.tables.filter { !hidden.contains($0.kind) }
    }

    /// `sha256:` and the digest of every table's ``TableInfo/contentHash``, one
    /// a line in ``tables`` order: tables that hash alike were compiled from
    /// the same files, in the same order. Computed on each call.
    public var contentHash: String {
        "sha256:" + SHA256.hex(Array(tables.map { $0.contentHash + "\n" }.joined().utf8))
    }

    /// The keys of ``ScorebookTableKeys/all`` these tables register nothing under.
    var unregisteredKeys: [String] {
        ScorebookTableKeys.all.filter { key in !entries.contains { $0.key == ObjectIdentifier(key) } }.map { "\($0)" }
    }

    /// The tables in this repository's `Tables/`.
    public static var builtIn: ScorebookTables { GeneratedTables.compiled }
}

/// What a compiled table is and where it came from.
public struct TableInfo: Sendable, Equatable {
    /// The table kind, as its file's `kind:` says, such as `fitness-test` or `archery-rounds`.
    public let kind: String
    /// The table's id, unique among its folder's tables, such as `apft`.
    public let id: String
    /// The table's name, such as `Archery rounds`.
    public let name: String
    /// What the table's numbers come from, such as a publication and its date.
    public let source: String
    /// The edition of that source.
    public let edition: String
    /// The series the table belongs to (`army`), if any.
    public let series: String?
    /// First day the table is in force; `nil` when it gives none (in force from the start).
    public let effectiveFrom: CalendarDate?
    /// Last day the table is in force; `nil` when it gives none (still in force).
    public let effectiveUntil: CalendarDate?
    /// The file, relative to `Tables/`.
    public let file: String
    /// `sha256:` and the digest of the file's bytes.
    public let contentHash: String

    /// Made by the generated tables, from a table the compiler checked.
    @_spi(ScorebookTables) public init(
        kind: String, id: String, name: String, source: String, edition: String, series: String?,
        effectiveFrom: CalendarDate?, effectiveUntil: CalendarDate?, file: String, contentHash: String
    ) {
        (self.kind, self.id, self.name, self.source, self.edition) = (kind, id, name, source, edition)
        (self.series, self.effectiveFrom, self.effectiveUntil) = (series, effectiveFrom, effectiveUntil)
        (self.file, self.contentHash) = (file, contentHash)
    }
}
