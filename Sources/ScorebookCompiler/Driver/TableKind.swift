import Yams

/// One kind of table file. Everything the compiler knows of a kind lives in
/// its folder under `Kinds/`, behind this protocol; the driver knows kinds
/// only through ``TableKinds/all``. Adding a kind is a folder, a line in that
/// list, tests, and its section of `Tables/README.md`.
protocol TableKind: Sendable {
    /// One file of this kind that passed its own checks.
    associatedtype Table: Sendable
    /// Every table of the kind, references resolved, ready to emit.
    associatedtype Lowered: Sendable

    /// The `kind:` a file of this kind declares.
    static var name: String { get }

    /// What its tables are about, unless a table says (`domain:`): the rendered index's grouping.
    static var domain: TableDomain { get }

    /// The kinds whose names or data this one reads: they come before it in
    /// every registry, and a fuzzer or a test compiles their tables beside its.
    /// Every kind's names are gathered before any kind is lowered, so a kind
    /// may also read names that kinds depending on it add to a namespace it
    /// owns (the opponents' shots, whose odds the handicap schemes compute).
    static var dependencies: [any TableKind.Type] { get }

    /// Parses and checks one file on its own. With errors (in `diagnostics`)
    /// it may still return what it read, when each entry it holds has every
    /// value its checks need (a mistake may have been reported in it, such as
    /// an unknown key): the driver then checks the table's id, names and
    /// references beside the other tables', and the table against them, but
    /// never the kind's tables together, and never lowers it. `nil` when
    /// nothing of use could be read.
    static func compile(_ file: TableFile, diagnostics: inout Diagnostics) -> Table?

    /// What the table says about itself, for `tables.list`.
    static func info(of table: Table) -> LoweredTableInfo

    /// The table's id where it is written: ids are unique across every table.
    static func id(of table: Table) -> Located<String>

    /// The names the table defines for other tables to refer to.
    static func exports(of table: Table) -> [Export]

    /// Whether `exports(of:)` gives every name the table writes in the
    /// namespaces others refer to, those of entries with a mistake included
    /// (as ``Export/init(written:_:)``): then references into a kind with a
    /// file in error are still checked. `false` by default: a name lost to a
    /// mistake would be reported missing.
    static func exportsEveryName(of table: Table) -> Bool

    /// The names of other tables' definitions it refers to.
    static func references(of table: Table) -> [Reference]

    /// Rules across every table of the kind, such as a series' periods.
    static func check(_ tables: [Table], into diagnostics: inout Diagnostics)

    /// Rules that need other tables' definitions in full, such as an
    /// achievement's types from its event kinds. Run when every name of the
    /// kinds it reads (and of the kinds that add to its namespaces) resolves,
    /// on a table read with errors too: it looks up no name of its own kind.
    static func check(_ table: Table, against symbols: SymbolTable, into diagnostics: inout Diagnostics)

    /// Rules over the whole build, run when the per-table checks are and no
    /// file of the kind has an error, whether or not the build has a table of
    /// the kind (what a kind computes for other kinds' tables, such as the
    /// handicap schemes' values for every round).
    static func check(build symbols: SymbolTable, into diagnostics: inout Diagnostics)

    /// Every table of the kind in the form ``emit(_:into:)`` writes.
    static func lower(_ tables: [Table], symbols: SymbolTable) -> Lowered

    /// Declarations inside `extension GeneratedTables`.
    static func emit(_ lowered: Lowered, into writer: inout SwiftWriter)

    /// Where the runtime holds the kind's tables: the key its runtime folder
    /// declares, and the generated declaration registered under it.
    static var runtimeEntry: RuntimeEntry { get }

    /// What changed from `old` to `new`, two files of this kind read as
    /// written, whatever rules they break: the field-by-field YAML diff, or a
    /// kind's own view of a part of it (a fitness test's chart cells).
    static func changes(from old: TableFile, to new: TableFile) -> TableChanges

    /// The kind's pages of `scorebook-tablegen render`: charts, faces, curves.
    /// The site asks for one table's at a time and lists them under it in
    /// its index; `output` holds every table compiled with it (an opponents
    /// page reads its scheme's range), so a page finds what it reads by id.
    static func pages(of tables: [Table], in output: TableCompiler.Output) -> [RenderedPage]
}

extension TableKind {
    static var dependencies: [any TableKind.Type] { [] }
    static func exports(of table: Table) -> [Export] { [] }
    static func exportsEveryName(of table: Table) -> Bool { false }
    static func references(of table: Table) -> [Reference] { [] }
    static func check(_ tables: [Table], into diagnostics: inout Diagnostics) {}
    static func check(_ table: Table, against symbols: SymbolTable, into diagnostics: inout Diagnostics) {}
    static func check(build symbols: SymbolTable, into diagnostics: inout Diagnostics) {}

    static func pages(of tables: [Table], in output: TableCompiler.Output) -> [RenderedPage] { [] }

    static func changes(from old: TableFile, to new: TableFile) -> TableChanges {
        TableChanges(fields: YAMLTreeDiff.changes(old.root, new.root, oldFile: old.source.path, newFile: new.source.path))
    }
}

/// A kind's tables in the runtime: `ScorebookTableEntry(key.self, kind: name) { value }`
/// in the generated `ScorebookTables`, which the Swift compiler checks
/// against the key's `Value`.
struct RuntimeEntry: Sendable {
    /// The key's type, such as `ArcheryFacesKey`.
    let key: SwiftCode
    /// What is registered, such as `archeryFaces`, a declaration ``TableKind/emit(_:into:)`` wrote.
    let value: SwiftCode
    /// Built on first use, so a kind's tables are decoded only when asked
    /// for; otherwise with the tables, for a value every request reads.
    var lazily = true
    /// The package trait (Package.swift) that compiles Scorebook's built-in
    /// tables of the kind in: an app that leaves it out links none of them.
    let trait: SwiftCode

    /// Scorebook's own tables in another module's generated Swift, through
    /// the kind's trait: where the trait is off, that module does not build.
    var builtInTables: SwiftCode { "ScorebookBuiltInTrait.\(trait).tables" }

    /// The entry of the tables of `kind:` `kind`, as an element of the `entries:` list.
    func code(kind: String) -> SwiftCode {
        lazily
            ? "ScorebookTableEntry(\(key).self, kind: \(literal: kind)) { \(value) }"
            : "ScorebookTableEntry(\(key).self, kind: \(literal: kind), \(value))"
    }
}

/// A file being compiled: its source, its composed YAML, and the reader that
/// reports problems at their line and column.
struct TableFile {
    let source: TableSource
    let reader: YAMLReader
    let root: Node
    /// `sha256:` and the digest of the file's bytes.
    let contentHash: String

    /// The summary a table gives from its header.
    func info(kind: String, _ header: TableHeader) -> LoweredTableInfo {
        info(kind: kind, header.id, header.name, header.source, header.edition, domain: header.domain)
    }

    /// The summary every table gives, from its header.
    func info(
        kind: String, _ id: Located<String>, _ name: String, _ publication: String, _ edition: String, domain: TableDomain?
    ) -> LoweredTableInfo {
        LoweredTableInfo(
            kind: kind, id: id.value, name: name, source: publication, edition: edition, file: source.relativePath,
            contentHash: contentHash, domain: domain)
    }
}
