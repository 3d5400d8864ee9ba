import Scorebook

/// A JSON-RPC 2.0 error response: a standard code, a message that says what
/// to change, and optional structured `data` (the field, the allowed values).
struct RPCError: Error, Equatable, Sendable {
    let code: Int
    let message: String
    let field: String?
    let allowed: [String]?

    init(code: Int, message: String, field: String? = nil, allowed: [String]? = nil) {
        self.code = code
        self.message = message
        self.field = field
        self.allowed = allowed
    }

    /// -32700: the line is not JSON.
    static func parseError(_ detail: String) -> Self {
        Self(code: -32700, message: "parse error: \(detail)")
    }

    /// -32600: JSON, but not a JSON-RPC request.
    static func invalidRequest(_ detail: String) -> Self {
        Self(code: -32600, message: "invalid request: \(detail)")
    }

    /// -32601: no such method.
    static func methodNotFound(_ method: String, known: [String]) -> Self {
        Self(
            code: -32601, message: "method not found: '\(method)'\(Suggestion.didYouMean(method, among: known)); expected \(quotedList(known))", field: "method",
            allowed: known)
    }

    /// -32602: a parameter is missing, of the wrong type, or not allowed.
    static let invalidParamsCode = -32602

    static func invalidParams(field: String, _ detail: String, allowed: [String]? = nil) -> Self {
        Self(code: invalidParamsCode, message: "invalid params: \(field): \(detail)", field: field, allowed: allowed)
    }

    /// -32603: the request is sound, but the tables served cannot answer it
    /// (they fill no formula or band set in a role a rule reads).
    static func internalError(_ detail: String) -> Self {
        Self(code: -32603, message: "internal error: \(detail)")
    }
}
