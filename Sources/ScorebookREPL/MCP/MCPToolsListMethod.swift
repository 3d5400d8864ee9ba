import Scorebook

/// `tools/list`: every method as a tool, its input and output schemas from
/// the method's own declaration. All fit one page, so there is no cursor to follow.
enum MCPToolsListMethod: ProtocolMethod {
    static let name: StaticString = "tools/list"
    static let cursor = RPCParameter("cursor", .string("Where a page starts: Scorebook gives none, as one page holds every tool"))
    static let parameters = [cursor, .meta]

    static func answer(_ params: Params, of server: Server, into writer: JSONWriter, after head: () -> Void) throws(RPCError) {
        if let cursor = try params.string(cursor) {
            throw .invalidParams(field: params.field(Self.cursor), "unknown cursor '\(cursor)': every tool is on the first page")
        }
        head()
        server.tools.write(into: writer)
    }
}

/// The `tools/list` result for `methods` over `tables`.
struct MCPToolList: JSONWritable {
    let tables: ScorebookTables
    let methods: [any RPCMethod.Type]

    func write(into writer: JSONWriter) {
        writer.object { o in
            o.array("tools", methods) { method in
                writer.object { o in
                    o("name", MCP.toolName(method))
                    o("title", method.title)
                    o("description", method.summary)
                    o("inputSchema") { JSONSchema.object(parameters: method.parameters).write(into: $0, tables: tables) }
                    o("outputSchema") { method.result.write(into: $0, tables: tables, asObject: true) }
                }
            }
        }
    }
}
