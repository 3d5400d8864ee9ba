import ScorebookCore

/// The names tables define for each other, and the references between them:
/// a round names a face; later an opponent names a round, an achievement an
/// event kind. The driver checks every reference here, for every kind alike;
/// a kind reads another's definitions as the type its namespace declares.

/// A kind of name, such as a face, whose definitions carry a `Value` (the
/// face itself) for the kinds that read them: declared once, by the kind
/// that defines the names, and the one way to reach them.
struct Namespace<Value: Sendable>: Sendable {
    /// What the driver knows of it: everything but the values' type.
    let erased: AnyNamespace

    init(noun: String, definedBy: String, unique: AnyNamespace.Uniqueness = .everywhere, clash: String? = nil) {
        erased = AnyNamespace(noun: noun, definedBy: definedBy, unique: unique, clash: clash, valueType: ObjectIdentifier(Value.self))
    }

    var noun: String { erased.noun }
    var definedBy: String { erased.definedBy }
}

/// A namespace as the driver sees it, whatever its values: its noun, the
/// kind defining it, and how its names are unique.
struct AnyNamespace: Hashable, Sendable {
    /// `face`, as in "face 'wa-80' is not defined".
    let noun: String
    /// The `kind:` of the tables that define these names.
    let definedBy: String
    /// Where each name must be defined once. A namespace that only carries
    /// data between kinds, keyed by table id, is not checked.
    let unique: Uniqueness
    /// What a second definition is told, after the noun and the id and before
    /// the first's place; `nil` for "<noun> id '…' is already used by".
    let clash: String?
    /// Two namespaces alike but for their values' type are two.
    let valueType: ObjectIdentifier

    enum Uniqueness: Sendable {
        /// Once among the tables compiled and the built-in ones they may name.
        case everywhere
        /// Once among the tables compiled: an app's own achievements live in its own runtime.
        case withinTables
        /// Once on any date, among the tables compiled and the built-in ones:
        /// a role's editions, each in force on days of its own.
        case onAnyDate
        case none
    }
}

/// A name one table defines, and its definition.
struct Symbol<Value: Sendable>: Sendable {
    let id: Located<String>
    /// The definition, for a reference's further checks and for lowering.
    let value: Value
    /// Defined by the runtime's own tables, not the ones being compiled.
    let isBuiltIn: Bool
    /// The days it holds, for a namespace unique on any date.
    let effective: EffectivePeriod
}

/// A name a table defines, as a kind's ``TableKind/exports(of:)`` gives it:
/// typed where it is made, and added to its namespace's definitions by the
/// driver, which needs only its namespace and id.
struct Export: Sendable {
    let namespace: AnyNamespace
    let id: Located<String>
    fileprivate let add: @Sendable (inout SymbolTable, _ isBuiltIn: Bool) -> Void

    init<Value>(_ namespace: Namespace<Value>, _ id: Located<String>, _ value: Value, effective: EffectivePeriod = EffectivePeriod()) {
        (self.namespace, self.id) = (namespace.erased, id)
        add = { table, isBuiltIn in
            table.add(Symbol(id: id, value: value, isBuiltIn: isBuiltIn, effective: effective), to: namespace)
        }
    }

    /// A name written with no definition to check or lower (its entry, or
    /// its table, has a mistake): defined, so a reference to it is not
    /// reported missing.
    init<Value>(written namespace: Namespace<Value>, _ id: Located<String>) {
        (self.namespace, self.id) = (namespace.erased, id)
        add = { table, _ in table.addWritten(id, to: namespace.erased) }
    }

    /// Every name `written`, in file order: with its definition among `read`
    /// (matched by `id`), or as a name alone where its entry has a mistake.
    static func each<Value>(
        _ namespace: Namespace<Value>, written: [Located<String>], read: [Value], id: (Value) -> Located<String>
    ) -> [Export] {
        var definitions: [String: Value] = [:]
        for value in read where definitions[id(value).value] == nil { definitions[id(value).value] = value }
        return written.map { name in
            definitions[name.value].map { Export(namespace, id($0), $0) } ?? Export(written: namespace, name)
        }
    }
}

/// A name one table uses from another.
struct Reference: Sendable {
    let namespace: AnyNamespace
    let id: Located<String>
    /// The problems of the definition found (none when it passes the
    /// reference's own check); `nil` when the name is not defined.
    fileprivate let problems: @Sendable (SymbolTable) -> [(message: String, location: SourceLocation)]?

    /// `check` is what the found definition must also satisfy: each error and where; none when it does.
    init<Value>(
        to namespace: Namespace<Value>, _ id: Located<String>,
        check: (@Sendable (Symbol<Value>) -> [(message: String, location: SourceLocation)])? = nil
    ) {
        (self.namespace, self.id) = (namespace.erased, id)
        problems = { symbols in symbols.lookup(namespace, id.value).map { check?($0.symbol) ?? [] } }
    }
}

/// Every name every table defines, in file order within each namespace:
/// the tables being compiled, then the built-in tables they may also name
/// (an app's round on Scorebook's own `wa-80` face).
struct SymbolTable: Sendable {
    /// The names of each namespace, for the checks every kind's names share:
    /// those with a definition and those only written.
    private var names: [AnyNamespace: [Located<String>]] = [:]
    /// Names written by entries with a mistake, which have no definition.
    private var written: [AnyNamespace: Set<String>] = [:]
    private var builtInNames: [AnyNamespace: [Located<String>]] = [:]
    /// Each namespace's definitions, beside its names: `[Symbol<Value>]` under `Value`.
    private var definitions = TypedValues<AnyNamespace>()
    private var builtInDefinitions = TypedValues<AnyNamespace>()
    /// The days each name holds, in a namespace unique on any date.
    private var dated: [AnyNamespace: [(id: Located<String>, effective: EffectivePeriod)]] = [:]
    /// The position of each name's first definition in `definitions` and in
    /// `builtInDefinitions`: a lookup per reference stays constant time however
    /// many names the tables define (a scan took 20,000 references 68 s).
    private var firstIndex: [AnyNamespace: [String: Int]] = [:]
    private var firstBuiltInIndex: [AnyNamespace: [String: Int]] = [:]

    /// Adds a table's names; `isBuiltIn` for the runtime's own tables.
    mutating func add(_ export: Export, isBuiltIn: Bool = false) {
        export.add(&self, isBuiltIn)
    }

    fileprivate mutating func add<Value>(_ symbol: Symbol<Value>, to namespace: Namespace<Value>) {
        let key = namespace.erased
        if key.unique == .onAnyDate { dated[key, default: []].append((symbol.id, symbol.effective)) }
        if symbol.isBuiltIn {
            builtInNames[key, default: []].append(symbol.id)
            builtInDefinitions[key, default: [Symbol<Value>]()].append(symbol)
            Self.noteFirst(symbol.id, at: builtInDefinitions[key, default: [Symbol<Value>]()].count - 1, of: key, in: &firstBuiltInIndex)
        } else {
            names[key, default: []].append(symbol.id)
            definitions[key, default: [Symbol<Value>]()].append(symbol)
            Self.noteFirst(symbol.id, at: definitions[key, default: [Symbol<Value>]()].count - 1, of: key, in: &firstIndex)
        }
    }

    fileprivate mutating func addWritten(_ id: Located<String>, to namespace: AnyNamespace) {
        names[namespace, default: []].append(id)
        written[namespace, default: []].insert(id.value)
    }

    /// A name defined twice is found at its first definition, as a scan in file order finds it.
    private static func noteFirst(
        _ id: Located<String>, at index: Int, of namespace: AnyNamespace, in indexes: inout [AnyNamespace: [String: Int]]
    ) {
        if indexes[namespace]?[id.value] == nil { indexes[namespace, default: [:]][id.value] = index }
    }

    /// The tables being compiled's definitions in `namespace`, in file order.
    func symbols<Value>(_ namespace: Namespace<Value>) -> [Symbol<Value>] {
        definitions[namespace.erased, default: []]
    }

    /// The built-in tables' definitions in `namespace`, in file order.
    func builtIn<Value>(_ namespace: Namespace<Value>) -> [Symbol<Value>] {
        builtInDefinitions[namespace.erased, default: []]
    }

    /// Whether `id` is written only by an entry with a mistake, which has no definition.
    func isWrittenWithAMistake<Value>(_ namespace: Namespace<Value>, _ id: String) -> Bool {
        written[namespace.erased]?.contains(id) == true && lookup(namespace, id) == nil
    }

    /// Every id in a namespace, once each: the tables compiled, then the built-in ones.
    func ids(in namespace: AnyNamespace) -> [String] {
        var seen: Set<String> = []
        return (names[namespace, default: []] + builtInNames[namespace, default: []]).map(\.value).filter {
            seen.insert($0).inserted
        }
    }

    /// The definition of `id`, and its position among the names of the tables
    /// being compiled; `nil` for a built-in table's, reached through the runtime.
    func lookup<Value>(_ namespace: Namespace<Value>, _ id: String) -> (index: Int?, symbol: Symbol<Value>)? {
        let key = namespace.erased
        if let index = firstIndex[key]?[id] {
            return (index, definitions[key, default: [Symbol<Value>]()][index])
        }
        return firstBuiltInIndex[key]?[id].map { (nil, builtInDefinitions[key, default: [Symbol<Value>]()][$0]) }
    }

    /// Each name is defined once in its namespace.
    /// A built-in name may not be defined again: a reference to it would be ambiguous.
    func checkUnique(_ namespace: AnyNamespace, into diagnostics: inout Diagnostics) {
        switch namespace.unique {
        case .none: return
        case .onAnyDate: Self.checkOnePerDate(dated[namespace, default: []], namespace, into: &diagnostics)
        case .everywhere, .withinTables:
            let builtIn = namespace.unique == .everywhere ? builtInNames[namespace, default: []] : []
            let ids = builtIn + names[namespace, default: []]
            if let clash = namespace.clash {
                TableCompiler.checkUnique(ids, namespace.noun, clash: clash, into: &diagnostics)
            } else {
                TableCompiler.checkUnique(ids, "\(namespace.noun) id", into: &diagnostics)
            }
        }
    }

    /// No two of `definitions` with one id are in force on one day; each clash
    /// is reported at the later one. The built-in ones come first.
    private static func checkOnePerDate(
        _ definitions: [(id: Located<String>, effective: EffectivePeriod)], _ namespace: AnyNamespace,
        into diagnostics: inout Diagnostics
    ) {
        var earlier: [String: [(id: Located<String>, effective: EffectivePeriod)]] = [:]
        for symbol in definitions {
            if let other = earlier[symbol.id.value]?.first(where: { $0.effective.overlaps(symbol.effective) }) {
                diagnostics.error(
                    "\(namespace.noun) '\(symbol.id.value)' is already filled by \(other.id.location), in force \(other.effective); this one is in force \(symbol.effective): give each edition days of its own with 'effective'",
                    at: symbol.id.location)
            }
            earlier[symbol.id.value, default: []].append(symbol)
        }
    }

    /// Every reference names a definition, which passes the reference's own
    /// check, or a name an entry with a mistake writes. References to a kind
    /// whose files in error may have lost names (`unresolvable`) are not
    /// checked: those files' problems are the ones to fix, and their names
    /// would only be reported missing.
    func resolve(_ references: [Reference], unresolvable: Set<String>, into diagnostics: inout Diagnostics) {
        // The list of names a missing one is reported with, made once per
        // namespace: thousands of missing names would each copy thousands.
        var definedNames: [AnyNamespace: String] = [:]
        for reference in references where !unresolvable.contains(reference.namespace.definedBy) {
            guard let problems = reference.problems(self) else {
                let namespace = reference.namespace
                if written[namespace]?.contains(reference.id.value) == true { continue }
                if definedNames[namespace] == nil {
                    let defined = (names[namespace, default: []] + builtInNames[namespace, default: []]).map(\.value)
                    definedNames[namespace] = quotedList(defined, conjunction: "and")
                }
                diagnostics.error(
                    "\(namespace.noun) '\(reference.id.value)' is not defined; the \(namespace.definedBy) tables define \(definedNames[namespace]!)",
                    at: reference.id.location)
                continue
            }
            for problem in problems {
                diagnostics.error(problem.message, at: problem.location)
            }
        }
    }
}
