import Scorebook

/// A JSON-RPC 2.0 request or notification on a tape, checked for shape.
struct Request {
    /// `nil` for a notification, which gets no response.
    var id: ID?
    /// The method name's string token.
    var method: JSONToken
    /// The params token, if any: an object or an array.
    var params: JSONToken?

    /// What a response echoes as its id: the request's own, or `null` when it has none that can be read.
    enum ID {
        case null
        case token(JSONToken)
    }

    /// Why a value is not a request, with its id if one could be read, else
    /// `null`. It is always answered: only a valid request can be a
    /// notification (JSON-RPC 2.0, section 7: `{"foo": "boo"}` gets -32600).
    struct Invalid: Error {
        var error: RPCError
        var id: ID
    }

    init(_ tape: JSONTape, _ token: JSONToken) throws(Invalid) {
        guard tape.kind(token) == .object else {
            throw Invalid(
                error: .invalidRequest("a request is a JSON object, found \(tape.typeName(token))"), id: .null)
        }
        var id: JSONToken?, version: JSONToken?, method: JSONToken?, params: JSONToken?
        var unknown: JSONToken?
        for (key, value) in tape.members(token) {
            if tape.string(key, is: "id") {
                id = value
            } else if tape.string(key, is: "method") {
                method = value
            } else if tape.string(key, is: "params") {
                params = value
            } else if tape.string(key, is: "jsonrpc") {
                version = value
            } else if unknown == nil {
                unknown = key
            }
        }
        if let id {
            switch tape.kind(id) {
            case .string, .number, .null: break
            default:
                throw Invalid(
                    error: .invalidRequest("id must be a string, a number or null, found \(tape.typeName(id))"),
                    id: .null)
            }
        }
        let echo = id.map(ID.token)
        func invalid(_ detail: String) -> Invalid { Invalid(error: .invalidRequest(detail), id: echo ?? .null) }
        if let unknown {
            throw invalid(
                "unknown member '\(tape.string(unknown))'; a request has 'jsonrpc', 'id', 'method' and 'params'")
        }
        if let version, tape.kind(version) != .string || !tape.string(version, is: "2.0") {
            throw invalid("jsonrpc must be \"2.0\"")
        }
        guard let method, tape.kind(method) == .string else {
            throw invalid("method must be a string naming the method to call")
        }
        if let params, tape.kind(params) != .object && tape.kind(params) != .array {
            throw invalid("params must be an object, found \(tape.typeName(params))")
        }
        (self.id, self.method, self.params) = (echo, method, params)
    }
}

extension JSONWriter {
    /// Writes the id a response echoes.
    func write(_ id: Request.ID, of tape: JSONTape) {
        switch id {
        case .null: writeNull()
        case .token(let token): write(token, of: tape)
        }
    }
}
