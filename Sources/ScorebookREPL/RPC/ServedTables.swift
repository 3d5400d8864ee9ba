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

    private static func cached<Value>(
        _ key: ObjectIdentifier, in cache: inout [(key: ObjectIdentifier, value: Value)], _ make: () -> Value
    ) -> Value {
        if let entry = cache.first(where: { $0.key == key }) { return entry.value }
        let value = make()
        cache.append((key, value))
        return value
    }
}
