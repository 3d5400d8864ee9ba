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
    // Each entry keeps its schema, so the identifier it is filed under is
    // never reused. Read for every declared string a request gives: unchecked
    // for exclusivity (measured: the runtime check cost more than the lookup),
    // as one thread uses a server and no access to it overlaps another.
    @exclusivity(unchecked) private var declared: [(key: ObjectIdentifier, schema: JSONSchema, values: DeclaredValues)] = []

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
        let key = schema.identity
        if let entry = declared.first(where: { $0.key == key }) { return entry.values }
        guard let list = schema.declaredValues else { return nil }
        let values = DeclaredValues(list(tables))
        declared.append((key, schema, values))
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

/// The values a parameter declares, listed once for a server. A class, so a
/// server hands out a reference, not copies of its list.
final class DeclaredValues {
    /// In the declaration's order, as messages list them.
    let list: [String]

    init(_ list: [String]) {
        self.list = list
    }

    /// Whether a string's UTF-8 bytes are one of them. The lists are short:
    /// a scan that compares lengths first costs less than hashing the value.
    func contains(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
        list.contains { isUTF8(of: $0, value) }
    }
}

/// Whether `bytes` are `string`'s UTF-8, byte for byte, as wire names compare
/// (RFC 8259), not by Swift's canonical equivalence.
func isUTF8(of string: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let utf8 = string.utf8
    guard utf8.count == bytes.count else { return false }
    return utf8.withContiguousStorageIfAvailable { sameBytes(UnsafeRawBufferPointer($0), UnsafeRawBufferPointer(bytes)) }
        ?? utf8.elementsEqual(bytes)
}
