import Scorebook

/// `tables.list`: the version of Scorebook serving, and every compiled table
/// with its kind, id, name, source, edition, series, effective dates and content hash.
enum TablesListMethod: RPCMethod {
    static let name = "tables.list"
    static let title = "List the tables served"
    static let summary = "The version of Scorebook serving, and every compiled table with its source, edition, effective dates and content hash"
    static let examples = [#"{}"#]
    static let parameters: [RPCParameter] = []
    static let result = JSONSchema.any()  // TODO: the result's schema

    /// Every table's summary, written once per server: it changes only with the build.
    static func call(_ params: Params) throws(RPCError) -> CachedResult {
        params.served.cached(Self.self) { CachedResult(TablesList(tables: $0.tables)) }
    }
}

struct TablesList: JSONWritable {
    let tables: [TableInfo]

    func write(into writer: JSONWriter) {
        writer.object { o in
            o("scorebook", Scorebook.version)
            o("tables", tables)
        }
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
