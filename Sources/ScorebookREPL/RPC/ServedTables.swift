import Scorebook

/// What a server's methods answer from: its tables, and answers that depend
/// on those alone (a catalog, a list of ids), each built on first use and
/// kept for the server's life. One server, one thread: no locking.
final class ServedTables {
    let tables: ScorebookTables
    private var cache: [ObjectIdentifier: Any] = [:]

    init(_ tables: ScorebookTables) {
        self.tables = tables
    }

    /// What `make` builds from the tables, under `key` (the method or type that
    /// owns it): built once, then returned as kept.
    func cached<Value>(_ key: Any.Type, _ make: (ScorebookTables) -> Value) -> Value {
        let id = ObjectIdentifier(key)
        if let value = cache[id] { return value as! Value }
        let value = make(tables)
        cache[id] = value
        return value
    }
}
