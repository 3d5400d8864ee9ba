/// A method the server answers: a name and a handler. `Server.registry`
/// lists them all, so the methods named in errors and the ones dispatched
/// are the same list.
protocol RPCMethod: Sendable {
    /// The wire name, such as `fitness.score`.
    static var name: String { get }
    /// The names of the parameters it takes; the server rejects any other.
    static var parameters: [String] { get }
    /// The result for named parameters, or an error that says what to change.
    static func call(_ params: Params) throws(RPCError) -> any JSONWritable
}
