import Scorebook

/// `tables.list`: every compiled table with its kind, id, name, source,
/// edition, series, effective dates and content hash.
enum TablesListMethod: RPCMethod {
    static let name = "tables.list"
    static let parameters: [StaticString] = []

    /// Every table's summary, written once per server: it changes only with the build.
    static func call(_ params: Params) throws(RPCError) -> CachedResult {
        params.served.cached(Self.self) { CachedResult(TableList(tables: $0.tables)) }
    }
}

struct TableList: JSONWritable {
    var tables: [TableInfo]

    func write(into writer: JSONWriter) {
        writer.beginObject()
        writer.key("tables")
        writer.beginArray()
        for table in tables {
            writer.beginObject()
            writer.key("kind")
            writer.writeString(table.kind)
            writer.key("id")
            writer.writeString(table.id)
            writer.key("name")
            writer.writeString(table.name)
            writer.key("source")
            writer.writeString(table.source)
            writer.key("edition")
            writer.writeString(table.edition)
            writer.key("series")
            writer.writeOptionalString(table.series)
            writer.key("effective")
            writer.beginObject()
            writer.key("from")
            writer.writeOptionalString(table.effectiveFrom?.description)
            writer.key("until")
            writer.writeOptionalString(table.effectiveUntil?.description)
            writer.endObject()
            writer.key("file")
            writer.writeString(table.file)
            writer.key("contentHash")
            writer.writeString(table.contentHash)
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }
}

extension JSONWriter {
    func writeOptionalString(_ value: String?) {
        if let value { writeString(value) } else { write(.null) }
    }
}
