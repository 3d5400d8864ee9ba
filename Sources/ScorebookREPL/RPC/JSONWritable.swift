import ScorebookCore

/// A method's result, written straight into the response.
protocol JSONWritable {
    func write(into writer: JSONWriter)
}

/// A result encoded once and kept as its JSON bytes. Catalog results depend
/// only on the compiled tables, so each distinct one is written once, on
/// first use, and answering it again is a copy.
struct CachedResult: JSONWritable, Sendable {
    let json: [UInt8]

    init(_ result: some JSONWritable) {
        let writer = JSONWriter(capacity: 4096)
        result.write(into: writer)
        json = writer.bytes
    }

    func write(into writer: JSONWriter) {
        writer.writeJSON(json)
    }
}

/// The answers of a catalog method (`archery.faces`, `archery.rounds`):
/// every entry, or the one a parameter names, each encoded once.
struct CatalogAnswers: Sendable {
    let ids: [String]
    let all: CachedResult
    let each: [CachedResult]

    /// `list` writes the answer for some entries, in order.
    init<Entry>(_ entries: [Entry], id: (Entry) -> String, list: ([Entry]) -> some JSONWritable) {
        ids = entries.map(id)
        all = CachedResult(list(entries))
        each = entries.map { CachedResult(list([$0])) }
    }

    /// The answer for the entry `params` names under `key`, or for all when it names none.
    func answer(_ params: Params, key: RPCParameter) throws(RPCError) -> CachedResult {
        let index = try params.lookup(key, ids: ids) { id in ids.firstIndex { id.hasSameBytes(asASCII: $0) } }
        return index.map { each[$0] } ?? all
    }
}
