import Scorebook

/// `tables.list`: every compiled table with its kind, id, name, source,
/// edition, series, effective dates and content hash.
enum TablesListMethod: RPCMethod {
    static let name = "tables.list"
    static let parameters: [StaticString] = []

    /// Every table's summary, written once per server: it changes only with the build.
    static func call(_ params: Params) throws(RPCError) -> CachedResult {
        params.served.cached(Self.self) { CachedResult(Listed("tables", $0.tables)) }
    }
}

extension TableInfo: JSONWritable {
    func write(into writer: JSONWriter) {
        writer.object { o in
            o("kind", kind)
            o("id", id)
            o("name", name)
            o("source", source)
            o("edition", edition)
            o("series", series)
            o.object("effective") { o in
                o("from", effectiveFrom)
                o("until", effectiveUntil)
            }
            o("file", file)
            o("contentHash", contentHash)
        }
    }
}
