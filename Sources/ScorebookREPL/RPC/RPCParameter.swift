import Scorebook

/// A named parameter a method takes: its JSON Schema, whether a request must
/// give it, and what it means. A method lists its parameters once, and
/// ``Params`` reads a parameter only through its declaration, so the server's
/// checks, its description (`rpc.discover`) and the code agree.
struct RPCParameter: Sendable {
    let name: StaticString
    /// Whether every request must give it.
    private(set) var required: Bool
    /// Which requests need it, when only some do, such as "for a shot": its
    /// schema's description and the message for its absence say so.
    private(set) var neededFor: String?
    /// What one of its values is called, when not its name: `bandSet`'s is a "band set".
    private let called: StaticString?
    let schema: JSONSchema

    init(_ name: StaticString, required: Bool = false, neededFor: String? = nil, called: StaticString? = nil, _ schema: JSONSchema) {
        (self.name, self.required, self.neededFor, self.called) = (name, required, neededFor, called)
        var schema = schema
        if let neededFor { schema.description = (schema.description.map { $0 + ". " } ?? "") + "Required \(neededFor)" }
        self.schema = schema
    }

    /// The same parameter, required: for a method whose every request needs it.
    var requiredHere: RPCParameter {
        var parameter = self
        (parameter.required, parameter.neededFor) = (true, nil)
        return parameter
    }

    /// What one of its values is called in a message (`unknown band set 'x'`).
    var noun: String { (called ?? name).description }

    /// What its absence is called in an error message.
    var missing: String { neededFor.map { "missing: required \($0)" } ?? "missing required parameter" }

    var member: JSONSchema.Member { JSONSchema.Member(name: name, required: required, schema: schema) }
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
