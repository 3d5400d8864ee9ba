import Scorebook

/// A method about the server rather than its tables: `rpc.discover`, and the
/// Model Context Protocol's handshake and tools. The server looks these up
/// only after its tables' methods, so they cost those nothing.
protocol ProtocolMethod: Sendable {
    /// The wire name, such as `tools/list`.
    static var name: StaticString { get }
    /// The parameters it takes; the server rejects any other.
    static var parameters: [RPCParameter] { get }
    /// Writes `head`, then the result, for `server`; or throws before writing anything.
    static func answer(_ params: Params, of server: Server, into writer: JSONWriter, after head: () -> Void) throws(RPCError)
}

extension Params {
    /// Checks that each of `parameters` required is given and that each object
    /// is one: for the protocols' parameters no one reads but a client must still send right.
    func checkShapes(of parameters: [RPCParameter]) throws(RPCError) {
        for parameter in parameters {
            guard let value = value(parameter) else {
                if parameter.required { _ = try required(parameter) }
                continue
            }
            if case .object = parameter.schema.shape, tape.kind(value) != .object {
                throw .invalidParams(field: field(parameter), "expected an object, found \(tape.typeName(value))")
            }
        }
    }
}

extension RPCParameter {
    /// `_meta`, which any request of the Model Context Protocol may carry: read by no one.
    static let meta = RPCParameter("_meta", .map("Metadata for the protocol, not the method", of: .any()))
}
