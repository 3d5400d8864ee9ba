import Scorebook

/// `tables.list`: the version of Scorebook serving, and every compiled table
/// with its kind, id, name, source, edition, series, effective dates and content hash.
enum TablesListMethod: RPCMethod {
    static let name = "tables.list"
    static let title = "List the tables served"
    static let summary = "The version of Scorebook serving, and every compiled table with its source, edition, effective dates and content hash"
    static let examples = [#"{}"#]
    static let parameters: [RPCParameter] = []
    static let result = JSONSchema.object(
        "The version serving, and every compiled table",
        [
            "scorebook": .string("The version of Scorebook serving"),
            "tables": .array(of: TableInfo.schema, "Kind by kind, each kind's tables in file order"),
        ])

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
    /// What `write(into:)` writes.
    static let schema = JSONSchema.object(
        "A compiled table",
        [
            "kind": .string("The table's kind, as its file's kind: says"),
            "id": .string("Unique among its kind's tables"),
            "name": .string(),
            "source": .string("What the table's numbers come from"),
            "edition": .string("The edition of that source"),
            "series": .string("The series it belongs to, if any").orNull,
            "effective": .object(
                "The days it is in force, both included",
                [
                    "from": .string("The first day; null when in force from the start", format: "date").orNull,
                    "until": .string("The last day; null when still in force", format: "date").orNull,
                ]),
            "file": .string("The table's file, relative to Tables/"),
            "contentHash": .string("sha256: and the digest of the file's bytes"),
        ])

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
