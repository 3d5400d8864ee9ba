import Scorebook

/// A named parameter a method takes: its JSON Schema, whether a request must
/// give it, and what it means. A method lists its parameters once, and
/// ``Params`` reads a parameter only through its declaration, so the server's
/// checks, its description (`rpc.discover`) and the code agree.
struct RPCParameter: Sendable {
    let name: StaticString
    /// Whether every request must give it.
    let required: Bool
    /// Which requests need it, when only some do, such as "for a shot": its
    /// schema's description and the message for its absence say so.
    let neededFor: String?
    let schema: JSONSchema

    init(_ name: StaticString, required: Bool = false, neededFor: String? = nil, _ schema: JSONSchema) {
        (self.name, self.required, self.neededFor) = (name, required, neededFor)
        var schema = schema
        if let neededFor { schema.description = (schema.description.map { $0 + ". " } ?? "") + "Required \(neededFor)" }
        self.schema = schema
    }

    /// The same parameter, required: for a method whose every request needs it.
    var requiredHere: RPCParameter { RPCParameter(name, required: true, schema) }

    /// What its absence is called in an error message.
    var missing: String { neededFor.map { "missing: required \($0)" } ?? "missing required parameter" }

    var member: JSONSchema.Member { JSONSchema.Member(name: name, required: required, schema: schema) }

    /// The strings its schema lists from `tables`, for an error message; `nil` for a parameter of no fixed set.
    func allowed(in tables: ScorebookTables) -> [String]? {
        if case .oneOfStrings(let values) = schema.shape { return values(tables) }
        return nil
    }
}

extension Sequence where Element == [String] {
    /// Every string of the lists, each once, in first-seen order: what any one
    /// of several tables allows, such as the sexes of every test.
    var union: [String] {
        var values: [String] = []
        for value in joined() where !values.contains(where: { $0.hasSameBytes(as: value) }) { values.append(value) }
        return values
    }
}
