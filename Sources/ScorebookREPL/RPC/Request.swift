import Scorebook

/// A JSON-RPC 2.0 request or notification, checked for shape.
struct Request {
    /// `nil` for a notification, which gets no response.
    var id: JSONValue?
    var method: String
    var params: JSONValue?

    /// Why a value is not a request, with whatever id could be read, so the
    /// response can still name the request (and a notification stays unanswered).
    struct Invalid: Error {
        var error: RPCError
        var id: JSONValue?
    }

    static let members = ["jsonrpc", "id", "method", "params"]

    init(_ value: JSONValue) throws(Invalid) {
        guard case .object(let object) = value else {
            throw Invalid(error: .invalidRequest("a request is a JSON object, found \(value.typeName)"), id: .null)
        }
        let id = object.value(ascii: "id")
        switch id {
        case nil, .string?, .number?, .null?: break
        case let other?:
            throw Invalid(error: .invalidRequest("id must be a string, a number or null, found \(other.typeName)"), id: .null)
        }
        func invalid(_ detail: String) -> Invalid { Invalid(error: .invalidRequest(detail), id: id) }
        for (key, _) in object.members where !Self.members.contains(where: { key.hasSameBytes(asASCII: $0) }) {
            throw invalid("unknown member '\(key)'; a request has 'jsonrpc', 'id', 'method' and 'params'")
        }
        if let version = object.value(ascii: "jsonrpc"), version != .string("2.0") {
            throw invalid("jsonrpc must be \"2.0\"")
        }
        guard case .string(let method)? = object.value(ascii: "method") else {
            throw invalid("method must be a string naming the method to call")
        }
        switch object.value(ascii: "params") {
        case nil, .object?, .array?: break
        case let other?: throw invalid("params must be an object, found \(other.typeName)")
        }
        self.id = id
        self.method = method
        self.params = object.value(ascii: "params")
    }
}
