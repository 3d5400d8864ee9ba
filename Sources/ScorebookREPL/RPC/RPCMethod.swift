/// A method the server answers: a name and a handler. `Server.registry`
/// lists them all, so the methods named in errors and the ones dispatched
/// are the same list.
protocol RPCMethod: Sendable {
    /// The wire name, such as `fitness.score`.
    static var name: String { get }
    /// The names of the parameters it takes; the server rejects any other.
    static var parameters: [StaticString] { get }
    associatedtype Result: JSONWritable
    /// The result for named parameters, or an error that says what to change.
    static func call(_ params: Params) throws(RPCError) -> Result
}

extension RPCMethod {
    /// Computes the result in full, then writes `head` and the result: a
    /// failure leaves nothing behind, and the result keeps its own type (no
    /// existential box to allocate), since this is specialized per method.
    static func answer(_ params: Params, into writer: JSONWriter, after head: () -> Void) throws(RPCError) {
        let result = try call(params)
        head()
        result.write(into: writer)
    }
}
