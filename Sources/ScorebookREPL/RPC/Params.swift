import Scorebook

/// Typed access to a request's named parameters, read straight from the
/// request's tape. Every mistake becomes an invalid-params error that names
/// the field, such as `events.run2mi`; field paths are built only then.
struct Params {
    let tape: JSONTape
    /// The tables the request is answered from.
    let served: ServedTables
    /// The object's token; `nil` when the request has no params.
    let object: JSONToken?
    /// The path of the object holding this one, empty for the top level and its members.
    let parentPath: String
    /// This object's key in its parent; `nil` for the top level.
    let key: StaticString?
    /// The whole path of an object in a list, such as `archerScores[2]`.
    private var elementPath: String? = nil

    /// The params `token` holds, of which `allowing` are the parameters taken.
    /// An empty list is no params, as a client may send for a method that takes none.
    init(_ tape: JSONTape, _ token: JSONToken?, served: ServedTables, allowing parameters: [RPCParameter]) throws(RPCError) {
        let token = token.flatMap { tape.kind($0) == .array && tape.count($0) == 0 ? nil : $0 }
        if let token, tape.kind(token) != .object {
            throw .invalidParams(
                field: "params", "expected an object of named parameters, found \(tape.typeName(token))")
        }
        (self.tape, self.served, self.object, self.parentPath, self.key) = (tape, served, token, "", nil)
        try allowOnly(parameters)
    }

    private init(_ tape: JSONTape, served: ServedTables, object: JSONToken, parentPath: String, key: StaticString?) {
        (self.tape, self.served, self.object, self.parentPath, self.key) = (tape, served, object, parentPath, key)
    }

    var tables: ScorebookTables { served.tables }

    /// The field path of this object, such as `events`; empty for the top level.
    /// Built only for an error message.
    var path: String {
        if let elementPath { return elementPath }
        guard let key else { return "" }
        return parentPath.isEmpty ? key.description : "\(parentPath).\(key)"
    }

    func field(_ key: String) -> String {
        let path = path
        return path.isEmpty ? key : "\(path).\(key)"
    }

    func field(_ parameter: RPCParameter) -> String { field(parameter.name.description) }

    // Parameter names are `StaticString`s: a name the code gives compares with
    // a request's key as a pointer and a length, with no String to inspect.
    // Every reader takes a parameter's declaration, so none reads an undeclared one.

    /// The token of `parameter`, or nil.
    func value(_ parameter: RPCParameter) -> JSONToken? {
        object.flatMap { tape.member($0, parameter.name) }
    }

    /// Each parameter as (key token, value token), in the order given.
    var members: JSONTape.Members {
        object.map(tape.members) ?? JSONTape.Members(tape: tape, position: 0, end: 0)
    }

    /// Rejects parameters the method does not take, so a typo is never ignored.
    func allowOnly(_ parameters: [RPCParameter]) throws(RPCError) {
        for (key, _) in members where !parameters.contains(where: { tape.string(key, is: $0.name) }) {
            let names = parameters.map(\.name.description)
            throw .invalidParams(
                field: field(tape.string(key)), "unknown parameter; expected \(quotedList(names))", allowed: names)
        }
    }

    // A string for a parameter that declares its values (`oneOf`) must be one
    // of them: no method sees another. `allowed` narrows them for this
    // request, such as to the test's own sexes, and is checked instead (so a
    // declaration listed from every table is not built: that would decode
    // every fitness test). A parameter of free text takes any string; its
    // `allowed` only show a message's reader what is meant.

    /// The values a message lists for `parameter`: `allowed`, or the declaration's.
    private func listed(_ parameter: RPCParameter, _ allowed: () -> [String]?) -> [String]? {
        allowed() ?? served.declaredValues(of: parameter.schema)?.list
    }

    func required(_ parameter: RPCParameter, allowed: @autoclosure () -> [String]? = nil) throws(RPCError) -> JSONToken {
        guard let value = value(parameter) else {
            let allowed = listed(parameter, allowed)
            let hint = allowed.map { "; expected \(quotedList($0))" } ?? ""
            throw .invalidParams(field: field(parameter), "\(parameter.missing)\(hint)", allowed: allowed)
        }
        return value
    }

    func string(_ parameter: RPCParameter, allowed: @autoclosure () -> [String]? = nil) throws(RPCError) -> String? {
        guard let value = value(parameter) else { return nil }
        return try string(value, parameter, allowed: allowed)
    }

    func requiredString(_ parameter: RPCParameter, allowed: @autoclosure () -> [String]? = nil) throws(RPCError) -> String {
        try string(required(parameter, allowed: allowed()), parameter, allowed: allowed)
    }

    private func string(_ value: JSONToken, _ parameter: RPCParameter, allowed: () -> [String]?) throws(RPCError) -> String {
        guard tape.kind(value) == .string else { throw notAString(value, parameter, allowed) }
        let text = tape.string(value)
        guard parameter.schema.declaresValues else { return text }
        if let allowed = allowed() {
            guard tape.withStringBytes(value, { bytes in allowed.contains { isUTF8(of: $0, bytes) } }) else {
                throw .unknown(parameter.noun, text, expected: allowed, field: field(parameter))
            }
        } else if let declared = served.declaredValues(of: parameter.schema), !tape.withStringBytes(value, declared.contains) {
            throw .unknown(parameter.noun, text, expected: declared.list, field: field(parameter))
        }
        return text
    }

    /// The text of a string, whatever the declaration lists: for a lookup, whose
    /// finding the value is the check (``lookup(_:ids:_:)``).
    func anyString(_ value: JSONToken, _ parameter: RPCParameter) throws(RPCError) -> String {
        guard tape.kind(value) == .string else { throw notAString(value, parameter, { nil }) }
        return tape.string(value)
    }

    private func notAString(_ value: JSONToken, _ parameter: RPCParameter, _ allowed: () -> [String]?) -> RPCError {
        let allowed = listed(parameter, allowed)
        let hint = allowed.map { " such as \(quotedList($0))" } ?? ""
        return .invalidParams(field: field(parameter), "expected a string\(hint), found \(tape.typeName(value))", allowed: allowed)
    }

    // `what` describes the expected value for a message: built only then. A
    // whole number is held to the bounds its declaration gives.

    func int(_ parameter: RPCParameter, _ what: @autoclosure () -> String) throws(RPCError) -> Int? {
        guard let value = value(parameter) else { return nil }
        return try int(value, parameter, what)
    }

    func requiredInt(_ parameter: RPCParameter, _ what: @autoclosure () -> String) throws(RPCError) -> Int {
        try int(required(parameter), parameter, what)
    }

    private func int(_ value: JSONToken, _ parameter: RPCParameter, _ what: () -> String) throws(RPCError) -> Int {
        guard tape.kind(value) == .number, let int = tape.int(value) else {
            let found = tape.kind(value) == .number ? tape.number(value).text : tape.typeName(value)
            throw .invalidParams(field: field(parameter), "expected \(what()), found \(found)")
        }
        if let (minimum, maximum) = parameter.schema.integerBounds, int < minimum ?? .min || int > maximum ?? .max {
            let bounds =
                switch (minimum, maximum) {
                case (let minimum?, let maximum?): "from \(minimum) to \(maximum)"
                case (let minimum?, nil): "\(minimum) or more"
                case (nil, let maximum?): "at most \(maximum)"
                case (nil, nil): ""
                }
            throw .invalidParams(field: field(parameter), "expected \(what()), \(bounds), found \(int)")
        }
        return int
    }

    func requiredObject(_ parameter: RPCParameter, _ what: String) throws(RPCError) -> Params {
        let value = try required(parameter)
        guard tape.kind(value) == .object else {
            throw .invalidParams(field: field(parameter), "expected \(what), found \(tape.typeName(value))")
        }
        return Params(tape, served: served, object: value, parentPath: path, key: parameter.name)
    }

    /// An object inside a list parameter, at `path` below this object, such as `archerScores[2]`.
    func element(_ token: JSONToken, _ path: String, _ what: String) throws(RPCError) -> Params {
        let path = field(path)
        guard tape.kind(token) == .object else {
            throw .invalidParams(field: path, "expected \(what), found \(tape.typeName(token))")
        }
        var element = Params(tape, served: served, object: token, parentPath: "", key: nil)
        element.elementPath = path
        return element
    }
}

extension JSONTape {
    /// The date-time a string token holds (`2026-11-23T07:30:00+01:00`), read
    /// from its bytes; `nil` for any other token or text.
    func timestamp(_ token: JSONToken) -> Timestamp? {
        kind(token) == .string ? withStringBytes(token, Timestamp.init(utf8:)) : nil
    }
}
