import Scorebook

/// `initialize`: the protocol revision both sides speak (the client's, when
/// Scorebook serves it; else Scorebook's newest), its one capability, tools,
/// and who it is.
enum MCPInitializeMethod: ProtocolMethod {
    static let name: StaticString = "initialize"
    static let protocolVersion = RPCParameter("protocolVersion", required: true, .string("The revision the client asks for"))
    static let parameters = [
        protocolVersion,
        RPCParameter("capabilities", required: true, .map("What the client can do: Scorebook asks nothing of it", of: .any())),
        RPCParameter("clientInfo", required: true, .map("Who the client is", of: .any())),
        .meta,
    ]

    static func answer(_ params: Params, of server: Server, into writer: JSONWriter, after head: () -> Void) throws(RPCError) {
        let asked = try params.requiredString(protocolVersion)
        let version = MCP.protocolVersions.first { $0.hasSameBytes(as: asked) } ?? MCP.protocolVersions[0]
        head()
        writer.object { o in
            o("protocolVersion", version)
            o.object("capabilities") { o in
                o.object("tools") { o in o("listChanged", false) }
            }
            o.object("serverInfo") { o in
                o("name", static: "scorebook")
                o("title", static: "Scorebook")
                o("version", Scorebook.version)
            }
            o("instructions", MCP.instructions(params.tables))
        }
    }
}

/// `ping`: an empty result, at once.
enum MCPPingMethod: ProtocolMethod {
    static let name: StaticString = "ping"
    static let parameters: [RPCParameter] = [.meta]

    static func answer(_ params: Params, of server: Server, into writer: JSONWriter, after head: () -> Void) throws(RPCError) {
        head()
        writer.object { _ in }
    }
}
