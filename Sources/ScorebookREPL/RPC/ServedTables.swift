import Scorebook

/// What a server's methods answer from: its tables, and answers that depend
/// on those alone (a catalog, a list of ids), each built on first use and
/// kept for the server's life. One server, one thread: no locking.
final class ServedTables {
    let tables: ScorebookTables
    // Typed, so a cached answer is found without a dynamic cast; a list, not
    // a dictionary, as a server keeps a handful and hashing would cost more.
    private var results: [(key: ObjectIdentifier, value: CachedResult)] = []
    private var catalogs: [(key: ObjectIdentifier, value: CatalogAnswers)] = []
    // A dictionary: there are dozens of declarations. Each entry keeps its
    // schema, so the identifier it is filed under is never reused.
    private var declared: [ObjectIdentifier: (schema: JSONSchema, values: DeclaredValues)] = [:]

    init(_ tables: ScorebookTables) {
        self.tables = tables
    }

    /// The answer `make` writes from the tables, under `key` (the method that
    /// owns it): encoded once, then answered as bytes.
    func cached(_ key: Any.Type, _ make: (ScorebookTables) -> CachedResult) -> CachedResult {
        Self.cached(ObjectIdentifier(key), in: &results) { make(tables) }
    }

    /// A catalog's answers, under `key` (the method that owns it).
    func cached(_ key: Any.Type, _ make: (ScorebookTables) -> CatalogAnswers) -> CatalogAnswers {
        Self.cached(ObjectIdentifier(key), in: &catalogs) { make(tables) }
    }

    /// The values `schema` declares (a parameter's `oneOf`), listed from the
    /// tables on first use; `nil` for a schema of no fixed set.
    func declaredValues(of schema: JSONSchema) -> DeclaredValues? {
        guard let list = schema.declaredValues else { return nil }
        if let entry = declared[schema.identity] { return entry.values }
        let values = DeclaredValues(list(tables))
        declared[schema.identity] = (schema, values)
        return values
    }

    private static func cached<Value>(
        _ key: ObjectIdentifier, in cache: inout [(key: ObjectIdentifier, value: Value)], _ make: () -> Value
    ) -> Value {
        if let entry = cache.first(where: { $0.key == key }) { return entry.value }
        let value = make()
        cache.append((key, value))
        return value
    }
}

/// The values a parameter declares, listed once for a server: a request's
/// value is looked up in them, not searched for. A class, so a server hands
/// out a reference, not copies of its list and set.
final class DeclaredValues {
    /// In the declaration's order, as messages list them.
    let list: [String]
    private let set: Set<String>

    init(_ list: [String]) {
        (self.list, set) = (list, Set(list))
    }

    /// Whether `value` is one of them byte for byte, as wire names compare
    /// (RFC 8259), not by Swift's canonical equivalence.
    func contains(_ value: String) -> Bool {
        guard let index = set.firstIndex(of: value) else { return false }
        return set[index].hasSameBytes(as: value)
    }
}
