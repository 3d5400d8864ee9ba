import Scorebook

/// Typed access to a request's named parameters. Every mistake becomes an
/// invalid-params error that names the field, such as `events.run2mi`.
struct Params {
    let object: JSONObject
    /// The field path of this object, empty for the top level.
    let path: String

    init(_ params: JSONValue?) throws(RPCError) {
        switch params {
        case nil: object = JSONObject(members: [])
        case .object(let object)?: self.object = object
        case let other?:
            throw .invalidParams(field: "params", "expected an object of named parameters, found \(other.typeName)")
        }
        path = ""
    }

    init(_ object: JSONObject, path: String) {
        self.object = object
        self.path = path
    }

    func field(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// Rejects parameters the method does not take, so a typo is never ignored.
    func allowOnly(_ keys: [String]) throws(RPCError) {
        for (key, _) in object.members where !keys.contains(where: { key.hasSameBytes(asASCII: $0) }) {
            throw .invalidParams(field: field(key), "unknown parameter; expected \(quotedList(keys))", allowed: keys)
        }
    }

    func required(_ key: String, allowed: @autoclosure () -> [String]? = nil) throws(RPCError) -> JSONValue {
        guard let value = object.value(ascii: key) else {
            let allowed = allowed()
            let hint = allowed.map { "; expected \(quotedList($0))" } ?? ""
            throw .invalidParams(field: field(key), "missing required parameter\(hint)", allowed: allowed)
        }
        return value
    }

    func string(_ key: String, allowed: @autoclosure () -> [String]? = nil) throws(RPCError) -> String? {
        guard let value = object.value(ascii: key) else { return nil }
        guard case .string(let text) = value else {
            let allowed = allowed()
            let hint = allowed.map { " such as \(quotedList($0))" } ?? ""
            throw .invalidParams(field: field(key), "expected a string\(hint), found \(value.typeName)", allowed: allowed)
        }
        return text
    }

    func requiredString(_ key: String, allowed: @autoclosure () -> [String]? = nil) throws(RPCError) -> String {
        _ = try required(key, allowed: allowed())
        return try string(key, allowed: allowed())!
    }

    func requiredInt(_ key: String, _ what: String) throws(RPCError) -> Int {
        _ = try required(key)
        return try int(key, what)!
    }

    func int(_ key: String, _ what: String) throws(RPCError) -> Int? {
        guard let value = object.value(ascii: key) else { return nil }
        guard case .number(let number) = value, let int = number.int else {
            let found = if case .number(let number) = value { number.text } else { value.typeName }
            throw .invalidParams(field: field(key), "expected \(what), found \(found)")
        }
        return int
    }

    func requiredObject(_ key: String, _ what: String) throws(RPCError) -> Params {
        let value = try required(key)
        guard case .object(let object) = value else {
            throw .invalidParams(field: field(key), "expected \(what), found \(value.typeName)")
        }
        return Params(object, path: field(key))
    }
}
