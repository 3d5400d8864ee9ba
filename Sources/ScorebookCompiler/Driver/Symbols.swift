import ScorebookCore

/// The names tables define for each other, and the references between them:
/// a round names a face; later an opponent names a round, an achievement an
/// event kind. The driver checks every reference here, for every kind alike.

/// A kind of name, such as a face: what it is called in messages and which
/// table kind defines it.
struct Namespace: Hashable, Sendable {
    /// `face`, as in "face 'wa-80' is not defined".
    let noun: String
    /// The `kind:` of the tables that define these names.
    let definedBy: String
    /// Where each name must be defined once. A namespace that only carries
    /// data between kinds, keyed by table id, is not checked.
    var unique = Uniqueness.everywhere
    /// What a second definition is told, after the noun and the id and before
    /// the first's place; `nil` for "<noun> id '…' is already used by".
    var clash: String? = nil

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

/// A name one table defines, with what referrers may need of it.
struct Symbol: Sendable {
    let namespace: Namespace
    let id: Located<String>
    /// The definition, for a reference's further checks and for lowering.
    let value: any Sendable
    /// Defined by the runtime's own tables, not the ones being compiled.
    var isBuiltIn = false
    /// The days it holds, for a namespace unique on any date.
    var effective = EffectivePeriod()
}

/// A name one table uses from another.
struct Reference: Sendable {
    let namespace: Namespace
    let id: Located<String>
    /// What the found definition must also satisfy: each error and where; none when it does.
    let check: (@Sendable (Symbol) -> [(message: String, location: SourceLocation)])?

    init(
        to namespace: Namespace, _ id: Located<String>,
        check: (@Sendable (Symbol) -> [(message: String, location: SourceLocation)])? = nil
    ) {
        (self.namespace, self.id, self.check) = (namespace, id, check)
    }
}

/// Every name every table defines, in file order within each namespace:
/// the tables being compiled, then the built-in tables they may also name
/// (an app's round on Scorebook's own `wa-80` face).
struct SymbolTable: Sendable {
    private(set) var symbols: [Namespace: [Symbol]] = [:]
    private(set) var builtIn: [Namespace: [Symbol]] = [:]
    /// The position of each name's first definition in `symbols` and in
    /// `builtIn`: a lookup per reference stays constant time however many
    /// names the tables define (a scan took 20,000 references 68 s).
    private var firstIndex: [Namespace: [String: Int]] = [:]
    private var firstBuiltInIndex: [Namespace: [String: Int]] = [:]

    mutating func add(_ symbol: Symbol) {
        symbols[symbol.namespace, default: []].append(symbol)
        Self.noteFirst(symbol, at: symbols[symbol.namespace]!.count - 1, in: &firstIndex)
    }

    mutating func addBuiltIn(_ symbol: Symbol) {
        var symbol = symbol
        symbol.isBuiltIn = true
        builtIn[symbol.namespace, default: []].append(symbol)
        Self.noteFirst(symbol, at: builtIn[symbol.namespace]!.count - 1, in: &firstBuiltInIndex)
    }

    /// A name defined twice is found at its first definition, as a scan in file order finds it.
    private static func noteFirst(_ symbol: Symbol, at index: Int, in indexes: inout [Namespace: [String: Int]]) {
        if indexes[symbol.namespace]?[symbol.id.value] == nil {
            indexes[symbol.namespace, default: [:]][symbol.id.value] = index
        }
    }

    /// The definition of `id`, and its position among the names of the tables
    /// being compiled; `nil` for a built-in table's, reached through the runtime.
    func lookup(_ namespace: Namespace, _ id: String) -> (index: Int?, symbol: Symbol)? {
        if let index = firstIndex[namespace]?[id] {
            return (index, symbols[namespace]![index])
        }
        return firstBuiltInIndex[namespace]?[id].map { (nil, builtIn[namespace]![$0]) }
    }

    /// Each name is defined once in its namespace.
    /// A built-in name may not be defined again: a reference to it would be ambiguous.
    func checkUnique(_ namespaces: [Namespace], into diagnostics: inout Diagnostics) {
        for namespace in namespaces where namespace.unique == .onAnyDate {
            Self.checkOnePerDate(builtIn[namespace, default: []] + symbols[namespace, default: []], namespace, into: &diagnostics)
        }
        for namespace in namespaces where namespace.unique != .none && namespace.unique != .onAnyDate {
            let builtIn = namespace.unique == .everywhere ? builtIn[namespace, default: []] : []
            let ids = builtIn.map(\.id) + symbols[namespace, default: []].map(\.id)
            if let clash = namespace.clash {
                TableCompiler.checkUnique(ids, namespace.noun, clash: clash, into: &diagnostics)
            } else {
                TableCompiler.checkUnique(ids, "\(namespace.noun) id", into: &diagnostics)
            }
        }
    }

    /// No two of `definitions` with one id are in force on one day; each clash is reported at the later one.
    private static func checkOnePerDate(_ definitions: [Symbol], _ namespace: Namespace, into diagnostics: inout Diagnostics) {
        var earlier: [String: [Symbol]] = [:]
        for symbol in definitions {
            if let other = earlier[symbol.id.value]?.first(where: { $0.effective.overlaps(symbol.effective) }) {
                diagnostics.error(
                    "\(namespace.noun) '\(symbol.id.value)' is already filled by \(other.id.location), in force \(other.effective); this one is in force \(symbol.effective): give each edition days of its own with 'effective'",
                    at: symbol.id.location)
            }
            earlier[symbol.id.value, default: []].append(symbol)
        }
    }

    /// Every reference names a definition, which passes the reference's own check.
    /// References to a kind with a file in error are not checked: that file's
    /// problems are the ones to fix, and its names would only be reported missing.
    func resolve(_ references: [Reference], failedKinds: Set<String>, into diagnostics: inout Diagnostics) {
        // The list of names a missing one is reported with, made once per
        // namespace: thousands of missing names would each copy thousands.
        var definedNames: [Namespace: String] = [:]
        for reference in references where !failedKinds.contains(reference.namespace.definedBy) {
            guard let (_, symbol) = lookup(reference.namespace, reference.id.value) else {
                let namespace = reference.namespace
                if definedNames[namespace] == nil {
                    let defined = (symbols[namespace, default: []] + builtIn[namespace, default: []]).map(\.id.value)
                    definedNames[namespace] = quotedList(defined, conjunction: "and")
                }
                diagnostics.error(
                    "\(namespace.noun) '\(reference.id.value)' is not defined; the \(namespace.definedBy) tables define \(definedNames[namespace]!)",
                    at: reference.id.location)
                continue
            }
            for problem in reference.check?(symbol) ?? [] {
                diagnostics.error(problem.message, at: problem.location)
            }
        }
    }
}
