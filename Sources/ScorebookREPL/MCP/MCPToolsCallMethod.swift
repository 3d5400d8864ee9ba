import Scorebook

/// `tools/call`: a method called by its tool name with `arguments` as its
/// params. Its result is the `structuredContent` and, as JSON text, the
/// `content`; invalid params are a result with `isError: true` and the very
/// message the plain request's error carries, so a model can read and retry.
enum MCPToolsCallMethod: ProtocolMethod {
    static let name: StaticString = "tools/call"
    static let tool = RPCParameter("name", required: true, .string("The tool to call"))
    static let arguments = RPCParameter("arguments", .map("The tool's arguments: the method's params", of: .any()))
    static let task = RPCParameter("task", .map("A task to run it as: Scorebook answers at once instead", of: .any()))
    static let parameters = [tool, arguments, task, .meta]

    static func answer(_ params: Params, of server: Server, into writer: JSONWriter, after head: () -> Void) throws(RPCError) {
        let name = try params.requiredString(tool)
        guard let method = server.answered.first(where: { MCP.toolName($0).hasSameBytes(as: name) }) else {
            let names = server.answered.map(MCP.toolName)
            throw .invalidParams(
                field: params.field(tool), "unknown tool '\(name)'\(Suggestion.didYouMean(name, among: names)); expected \(quotedList(names))",
                allowed: names)
        }
        // `arguments` is an object: the server checked the declared shapes.
        let result: [UInt8]
        do {
            let arguments = try Params(params.tape, params.value(arguments), served: params.served, allowing: method.parameters)
            result = try method.json(arguments)
        } catch {
            head()
            writer.object { o in
                o.array("content", [error.message]) { text in Self.writeText(into: writer) { $0.writeString(text) } }
                o("isError", true)
            }
            return
        }
        head()
        writer.object { o in
            o.array("content", [result]) { json in Self.writeText(into: writer) { $0.writeString(String(decoding: json, as: UTF8.self)) } }
            o("structuredContent") { $0.writeJSON(result) }
            o("isError", false)
        }
    }

    /// `{"type": "text", "text": …}`.
    private static func writeText(into writer: JSONWriter, _ text: (JSONWriter) -> Void) {
        writer.object { o in
            o("type", static: "text")
            o("text", text)
        }
    }
}

extension RPCMethod {
    /// The result for `params` as JSON bytes.
    static func json(_ params: Params) throws(RPCError) -> [UInt8] {
        let writer = JSONWriter(capacity: 512)
        try call(params).write(into: writer)
        return writer.bytes
    }
}
