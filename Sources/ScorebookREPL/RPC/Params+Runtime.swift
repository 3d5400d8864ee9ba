import Scorebook

extension Params {
    /// What a runtime call returns. Its `ScoringError` becomes invalid params
    /// at the input the error names, below this object: the one place a
    /// runtime error becomes an RPC error.
    func checked<Result>(_ call: () throws(ScoringError) -> Result) throws(RPCError) -> Result {
        do { return try call() } catch { throw RPCError(error, below: self) }
    }

    /// The field a path below this object names, such as `events[3].at`.
    func field(_ path: [ScoringError.PathComponent]) -> String {
        var text = self.path
        for component in path {
            switch component {
            case .key(let key): text += text.isEmpty ? key : ".\(key)"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}

extension RPCError {
    /// A runtime error as invalid params, at its path below `params`' object;
    /// one at no input is the served tables' fault, not the request's.
    init(_ error: ScoringError, below params: Params) {
        self = error.path.isEmpty
            ? .internalError(error.message) : .invalidParams(field: params.field(error.path), error.message, allowed: error.allowed)
    }
}
