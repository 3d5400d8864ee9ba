import ScorebookCore
import Yams

/// Compiles a set of table files: parse, validate, lower and, when no table
/// has an error, emit the Swift source of the runtime's tables. It knows
/// kinds only through ``TableKinds/all`` and the ``TableKind`` protocol.
public enum TableCompiler {
    /// The name of the generated Swift file.
    public static let outputFileName = SourceFileEmitter.fileName

    public struct Output: Sendable {
        public var diagnostics: Diagnostics
        /// Every table that compiled, of every kind, in file order.
        public var tables: [LoweredTableInfo]
        /// The generated Swift; `nil` when any table has an error.
        public var swiftSource: String?
        /// Each kind's tables that passed their own checks, `[Kind.Table]` by kind name, in file order.
        var compiled = TypedValues<String>()
        /// Each kind's tables read with errors, as far as they were read:
        /// their ids, names and references are checked, and each against the
        /// tables it reads; they are never lowered.
        var partial = TypedValues<String>()
        /// Each kind's `Lowered` tables, when no table has an error.
        var lowered = TypedValues<String>()

        /// The tables of one kind that passed their own checks.
        func tables<Kind: TableKind>(of kind: Kind.Type) -> [Kind.Table] {
            compiled[Kind.name, default: []]
        }

        /// The tables of one kind read with errors, as far as they were read.
        func partialTables<Kind: TableKind>(of kind: Kind.Type) -> [Kind.Table] {
            partial[Kind.name, default: []]
        }

        /// A kind's tables ready to emit; `nil` when any table has an error.
        func lowered<Kind: TableKind>(of kind: Kind.Type) -> Kind.Lowered? {
            lowered[Kind.name]
        }
    }

    /// The module the runtime is: its own tables are generated into it; any
    /// other module's import it.
    public static let runtimeModule = "Scorebook"

    /// `module` is the target the Swift is generated into; `builtIn`, the
    /// runtime's own tables, whose names (faces, rounds…) these tables may use.
    public static func compile(
        _ sources: [TableSource], module: String = runtimeModule, builtIn: [TableSource] = []
    ) -> Output {
        compile(sources, kinds: TableKinds.all, module: module, builtIn: builtIn)
    }

    /// The largest Swift file a build generates. Real tables make 2.1 MB,
    /// and each kind's bounds keep what a table costs near its size; this
    /// keeps what many large tables together still allow from the Swift compiler.
    public static let largestGeneratedFile = 64 << 20

    /// `kinds` is the registry: ``TableKinds/all``, or a test's own.
    static func compile(
        _ sources: [TableSource], kinds registry: [any TableKind.Type], module: String = runtimeModule,
        builtIn: [TableSource] = [], largestGeneratedFile: Int = largestGeneratedFile
    ) -> Output {
        let kinds: [any TableKind.Type]
        do {
            kinds = try TableKinds.ordered(registry)
        } catch {
            preconditionFailure("the registry of table kinds: \(error)")
        }
        var output = Output(diagnostics: Diagnostics(), tables: [], swiftSource: nil)
        var ids: [Located<String>] = []
        var failedKinds: Set<String> = []
        // Kinds with a file in error that may have lost names: references into them are not checked.
        var lossyKinds: Set<String> = []
        var unreadKind = false
        for source in sources {
            let (read, readDiagnostics) = read(source, kinds: kinds)
            output.diagnostics.append(contentsOf: readDiagnostics)
            guard let (file, kind) = read else {
                unreadKind = true
                continue
            }
            add(file, as: kind, to: &output, ids: &ids, failedKinds: &failedKinds, lossyKinds: &lossyKinds)
        }
        checkUnique(ids, "table id", into: &output.diagnostics)
        var symbols = SymbolTable()
        // The built-in tables compiled with the runtime: only their names are
        // wanted here, and their errors (their warnings are the runtime's own build's).
        for source in builtIn {
            let (read, readDiagnostics) = read(source, kinds: kinds)
            for error in readDiagnostics.errors { output.diagnostics.append(error) }
            guard let (file, kind) = read else { continue }
            addBuiltInNames(file, as: kind, to: &symbols, diagnostics: &output.diagnostics)
        }
        var namespaces: [AnyNamespace] = []
        var references: [String: [Reference]] = [:]
        // Per kind, the kinds that put names in its namespaces (the opponents
        // add the shots the handicap schemes compute odds for): it reads them too.
        var contributors: [String: Set<String>] = [:]
        for kind in kinds {
            var used: [Reference] = []
            gather(kind, from: output, symbols: &symbols, namespaces: &namespaces, references: &used,
                   contributors: &contributors, diagnostics: &output.diagnostics)
            references[kind.name] = used
        }
        // A kind with a name defined twice or a name it uses that is not
        // defined is not checked against other tables, nor is any kind that
        // reads it: their checks look its names up. A kind with a file in
        // error has the tables it read checked one by one, but not as a whole
        // (what it computes over the build); a kind reading it is not checked.
        // Every other kind is, so one mistake hides no other.
        // A file whose kind could not be read may be any kind's.
        var broken: Set<String> = unreadKind ? Set(kinds.map { $0.name }) : []
        // Names a file of no known kind might define are not reported missing.
        let unresolvable = unreadKind ? Set(kinds.map { $0.name }) : lossyKinds
        for namespace in namespaces {
            let errorsBefore = output.diagnostics.errorCount
            symbols.checkUnique(namespace, into: &output.diagnostics)
            if output.diagnostics.errorCount > errorsBefore { broken.insert(namespace.definedBy) }
        }
        for kind in kinds {
            let errorsBefore = output.diagnostics.errorCount
            symbols.resolve(references[kind.name, default: []], unresolvable: unresolvable, into: &output.diagnostics)
            if output.diagnostics.errorCount > errorsBefore { broken.insert(kind.name) }
        }
        let unsound = broken.union(failedKinds)
        for kind in kinds where !broken.contains(kind.name) {
            let others = Set(TableKinds.dependencies(of: kind).map { $0.name })
                .union(contributors[kind.name, default: []]).subtracting([kind.name])
            guard others.isDisjoint(with: unsound) else { continue }
            check(kind, of: output, whole: !failedKinds.contains(kind.name), against: symbols, into: &output.diagnostics)
        }
        guard !output.diagnostics.hasErrors else { return output }

        var writer = SwiftWriter(limit: largestGeneratedFile)
        for (index, kind) in kinds.enumerated() {
            let first = lowerAndEmit(
                kind, index: index, output: &output, symbols: symbols, underTrait: module == runtimeModule, into: &writer)
            guard !writer.overflowed else {
                tooLarge(passedBy: "the \(kind.name) tables", at: first, limit: largestGeneratedFile, sources, &output)
                return output
            }
        }
        let swift = SourceFileEmitter.emit(
            tables: output.tables, entries: kinds.map { ($0.name, $0.runtimeEntry) }, kinds: writer,
            intoRuntime: module == runtimeModule)
        guard swift.utf8.count <= largestGeneratedFile else {
            tooLarge(passedBy: "the catalog of every table", at: nil, limit: largestGeneratedFile, sources, &output)
            return output
        }
        output.swiftSource = swift
        return output
    }

    private static func tooLarge(
        passedBy part: String, at location: SourceLocation?, limit: Int, _ sources: [TableSource], _ output: inout Output
    ) {
        output.diagnostics.error(
            "the tables generate more than \(limit) bytes of Swift, the most a build may; \(part) passed it: compile fewer in one target",
            at: location ?? SourceLocation(file: sources.first?.path ?? "", line: 1, column: 1))
    }

    /// A kind's rules across its tables, and the names its tables define and
    /// use, those read with errors included.
    private static func gather<Kind: TableKind>(
        _ kind: Kind.Type, from output: Output, symbols: inout SymbolTable, namespaces: inout [AnyNamespace],
        references: inout [Reference], contributors: inout [String: Set<String>], diagnostics: inout Diagnostics
    ) {
        let tables = output.tables(of: kind)
        kind.check(tables, into: &diagnostics)
        let readable = Set([kind.name] + TableKinds.dependencies(of: kind).map { $0.name })
        for table in tables + output.partialTables(of: kind) {
            for export in kind.exports(of: table) {
                assert(readable.contains(export.namespace.definedBy), "\(kind.name) exports into \(export.namespace)")
                if !namespaces.contains(export.namespace) { namespaces.append(export.namespace) }
                contributors[export.namespace.definedBy, default: []].insert(kind.name)
                symbols.add(export)
            }
            for reference in kind.references(of: table) {
                // A name a kind uses belongs to a kind it declares it reads.
                assert(readable.contains(reference.namespace.definedBy), "\(kind.name) names a \(reference.namespace.noun)")
                references.append(reference)
            }
        }
    }

    /// Each table, those read with errors included, against the tables it reads;
    /// then, when the kind's every file is `whole`, the build.
    private static func check<Kind: TableKind>(
        _ kind: Kind.Type, of output: Output, whole: Bool, against symbols: SymbolTable,
        into diagnostics: inout Diagnostics
    ) {
        for table in output.tables(of: kind) + output.partialTables(of: kind) {
            kind.check(table, against: symbols, into: &diagnostics)
        }
        if whole { kind.check(build: symbols, into: &diagnostics) }
    }

    /// One file's table, kept with its kind's, whole or as far as it was read.
    private static func add<Kind: TableKind>(
        _ file: TableFile, as kind: Kind.Type, to output: inout Output, ids: inout [Located<String>], failedKinds: inout Set<String>,
        lossyKinds: inout Set<String>
    ) {
        let (table, diagnostics) = compile(file, as: kind)
        output.diagnostics.append(contentsOf: diagnostics)
        let failed = diagnostics.hasErrors
        if failed { failedKinds.insert(Kind.name) }
        if failed && !(table.map(kind.exportsEveryName(of:)) ?? false) { lossyKinds.insert(Kind.name) }
        guard let table else { return }
        // A table read with errors still has its id checked, unless the id was the mistake.
        let id = kind.id(of: table)
        if !id.value.isEmpty { ids.append(id) }
        if failed {
            output.partial[Kind.name, default: [Kind.Table]()].append(table)
        } else {
            output.tables.append(kind.info(of: table))
            output.compiled[Kind.name, default: [Kind.Table]()].append(table)
        }
    }

    /// The names a built-in table defines, when it has no error.
    private static func addBuiltInNames<Kind: TableKind>(
        _ file: TableFile, as kind: Kind.Type, to symbols: inout SymbolTable, diagnostics: inout Diagnostics
    ) {
        let (table, tableDiagnostics) = compile(file, as: kind)
        for error in tableDiagnostics.errors { diagnostics.append(error) }
        guard let table, !tableDiagnostics.hasErrors else { return }
        for export in kind.exports(of: table) { symbols.add(export, isBuiltIn: true) }
    }

    /// The kind's declarations and its tables' catalog (`catalog<index>`).
    /// `underTrait`: Scorebook's built-in tables, compiled in only when the
    /// kind's package trait is on; without it the kind has no table.
    /// Returns where the kind's first table is, if it has one.
    private static func lowerAndEmit<Kind: TableKind>(
        _ kind: Kind.Type, index: Int, output: inout Output, symbols: SymbolTable, underTrait: Bool,
        into writer: inout SwiftWriter
    ) -> SourceLocation? {
        let tables = output.tables(of: kind)
        let lowered = kind.lower(tables, symbols: symbols)
        output.lowered[Kind.name] = lowered
        func emit(_ lowered: Kind.Lowered, _ catalog: [LoweredTableInfo]) {
            writer.block("extension GeneratedTables {") { w in
                kind.emit(lowered, into: &w)
                w.block("static let catalog\(index): [TableInfo] = [", "]") { w in
                    for table in catalog { w.line("\(SourceFileEmitter.tableInfo(table)),") }
                }
            }
        }
        writer.line()
        if underTrait { writer.line("#if \(kind.runtimeEntry.trait)") }
        emit(lowered, tables.map(kind.info(of:)))
        if underTrait {
            writer.line("#else")
            // No table, and no other kind's names (the opponents' shots a scheme computes odds for).
            emit(kind.lower([], symbols: SymbolTable()), [])
            writer.line("#endif")
        }
        return tables.first.map { kind.id(of: $0).location }
    }

    /// The `kind:` a file declares, when it is a readable table of a known kind.
    public static func kind(declaredBy source: TableSource) -> String? {
        read(source).0?.kind.name
    }

    /// The `kind:` of every kind of table, in the registry's order: what a
    /// tool or a test covering every kind lists, never by hand.
    public static let kindNames = TableKinds.all.map { $0.name }

    /// The kinds a table of kind `name` reads, directly or through another:
    /// the tables a tool compiles beside it to check its references.
    public static func kindsRead(byKind name: String) -> [String] {
        TableKinds.all.first { $0.name == name }.map { TableKinds.dependencies(of: $0).map { $0.name } } ?? []
    }

    /// Loads one file through the model only, for tools and tests that check a
    /// table. References to other files (a round's faces) are checked by ``compile(_:)``.
    public static func compileFile(_ source: TableSource) -> (CompiledTable?, Diagnostics) {
        let (read, readDiagnostics) = read(source)
        guard let (file, kind) = read else { return (nil, readDiagnostics) }
        func compiled<Kind: TableKind>(_ kind: Kind.Type) -> (CompiledTable?, Diagnostics) {
            let (table, diagnostics) = compile(file, as: kind)
            guard let table, !diagnostics.hasErrors else { return (nil, diagnostics) }
            return (CompiledTable(kind: Kind.name, info: kind.info(of: table)), diagnostics)
        }
        return compiled(kind)
    }

    /// One file of kind `Kind` through the model only: its table, if it has no error.
    static func compileFile<Kind: TableKind>(_ source: TableSource, as kind: Kind.Type) -> (Kind.Table?, Diagnostics) {
        let (read, readDiagnostics) = read(source)
        guard let (file, found) = read else { return (nil, readDiagnostics) }
        guard found.name == Kind.name else {
            var diagnostics = Diagnostics()
            diagnostics.error("a \(found.name) table, not \(Kind.name)", at: SourceLocation(file: source.path, line: 1, column: 1))
            return (nil, diagnostics)
        }
        let (table, diagnostics) = compile(file, as: kind)
        return (diagnostics.hasErrors ? nil : table, diagnostics)
    }

    /// One file composed as YAML, and the kind it declares; `nil` when it is
    /// not a readable table (the reasons are in the diagnostics).
    static func read(_ source: TableSource, kinds: [any TableKind.Type] = TableKinds.all)
        -> ((file: TableFile, kind: any TableKind.Type)?, Diagnostics)
    {
        let reader = YAMLReader(file: source.path)
        guard let root = reader.compose(source.bytes), let kind = kind(of: root, among: kinds, reader: reader) else {
            return (nil, reader.diagnostics)
        }
        let file = TableFile(source: source, reader: reader, root: root, contentHash: "sha256:" + SHA256.hex(source.bytes))
        return ((file, kind), Diagnostics())
    }

    /// The kind's table of one file, whole or as far as it was read, and its diagnostics.
    private static func compile<Kind: TableKind>(_ file: TableFile, as kind: Kind.Type) -> (Kind.Table?, Diagnostics) {
        var diagnostics = Diagnostics()
        let table = kind.compile(file, diagnostics: &diagnostics)
        return (table, diagnostics)
    }

    private static func kind(of root: Node, among kinds: [any TableKind.Type], reader: YAMLReader)
        -> (any TableKind.Type)?
    {
        let names = kinds.map { $0.name }
        // The first `kind:` by its text: Yams' subscript also matches the key's
        // tag, and the reader tags the first use of a repeated key.
        guard case .mapping(let mapping) = root, let node = mapping.first(where: { $0.key.scalar?.string == "kind" })?.value else {
            reader.error("a table starts with 'kind:', one of \(quotedList(names))", at: root)
            return nil
        }
        guard let name = reader.text(node, "kind") else { return nil }
        guard let kind = kinds.first(where: { $0.name == name.value }) else {
            reader.error("unknown table kind '\(name.value)'; expected \(quotedList(names))", at: name.location)
            return nil
        }
        return kind
    }

    /// A kind that is one whole (a ladder of levels, a game's rules): every
    /// table after the first is an error pointing at the first.
    static func checkSingle(_ ids: [Located<String>], kind: String, _ why: String, into diagnostics: inout Diagnostics) {
        guard let first = ids.first else { return }
        for id in ids.dropFirst() {
            diagnostics.error("a second \(kind) table: \(why), already defined by \(first.location)", at: id.location)
        }
    }

    static func checkUnique(
        _ ids: [Located<String>], _ what: String, clash: String = "is already used by", into diagnostics: inout Diagnostics
    ) {
        var seen: [String: SourceLocation] = [:]
        for id in ids {
            if let first = seen[id.value] {
                diagnostics.error("\(what) '\(id.value)' \(clash) \(first)", at: id.location)
            } else {
                seen[id.value] = id.location
            }
        }
    }
}

/// One table file of any kind that passed its own checks.
public struct CompiledTable: Sendable {
    /// The `kind:` it declares.
    public let kind: String
    /// What every table says about itself.
    public let info: LoweredTableInfo
}

/// A table's id, names and provenance, as `tables.list` reports them.
public struct LoweredTableInfo: Sendable, Equatable {
    public var kind: String
    public var id: String
    public var name: String
    public var source: String
    public var edition: String
    public var file: String
    public var contentHash: String
    /// For a table in a series (a fitness test), the series and when it is in force.
    public var series: String? = nil
    public var effectiveFrom: CalendarDate? = nil
    public var effectiveUntil: CalendarDate? = nil
    /// What the table says it is about (`domain:`); `nil` for its kind's.
    public var domain: TableDomain? = nil
}
