import ScorebookCore

/// A method the server answers: its description and its handler, in one
/// place. `Server.registry` lists them all, so the methods named in errors,
/// the ones described and the ones dispatched are the same list.
protocol RPCMethod: Sendable {
    /// The wire name, such as `fitness.score`.
    static var name: String { get }
    /// A few words for a person choosing a tool, such as "Score a fitness test".
    static var title: String { get }
    /// What it answers, in a sentence, for tools that list methods.
    static var summary: String { get }
    /// The params of example requests, as JSON text: each one the README shows,
    /// so `rpc.discover` answers them with what the tables served give.
    static var examples: [String] { get }
    /// The parameters it takes; the server rejects any other.
    static var parameters: [RPCParameter] { get }
    /// The schema of every result it answers.
    static var result: JSONSchema { get }
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
