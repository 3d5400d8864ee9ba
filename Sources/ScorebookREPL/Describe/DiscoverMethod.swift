import Scorebook

/// `rpc.discover`: the server's OpenRPC document, as OpenRPC names the method.
enum DiscoverMethod: ProtocolMethod {
    static let name: StaticString = "rpc.discover"
    static let parameters: [RPCParameter] = []

    static func answer(_ params: Params, of server: Server, into writer: JSONWriter, after head: () -> Void) throws(RPCError) {
        head()
        server.openRPCDocument.write(into: writer)
    }
}
