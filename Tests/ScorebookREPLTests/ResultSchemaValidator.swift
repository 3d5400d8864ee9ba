@_spi(Testing) import ScorebookREPL

/// A JSON Schema validator for the REPL's result schemas, over the REPL's own
/// parsed JSON. It knows exactly the keywords `JSONSchema+Writing.swift`
/// writes, and any other keyword it meets is an error: a constraint it did not
/// understand must fail a test, never pass unchecked.
struct ResultSchemaValidator {
    /// Every keyword the REPL's schemas may use.
    static let keywords: Set<String> = [
        "type", "enum", "minimum", "maximum", "properties", "required", "additionalProperties", "items", "anyOf",
        "description", "format", "maxItems",
    ]
    static let types: Set<String> = ["string", "integer", "number", "boolean", "null", "array", "object"]
    /// `date` and `date-time` are checked; `duration` is an annotation only.
    static let formats: Set<String> = ["date", "date-time", "duration"]

    /// Every way `value` fails `schema`, each with its JSON path (`$.players[0].id`); empty when it is valid.
    static func errors(of value: JSONValue, against schema: JSONValue) -> [String] {
        var errors: [String] = []
        check(value, schema, at: "$", into: &errors)
        return errors
    }

    /// Every keyword of `schema` and of each schema within it the validator does not know, or whose
    /// value is of the wrong shape: what `errors(of:against:)` would report on meeting it.
    static func problems(of schema: JSONValue, at path: String = "#") -> [String] {
        guard case .object(let object) = schema else { return ["\(path): a schema must be an object"] }
        var problems: [String] = []
        for (key, value) in object.members {
            let here = "\(path)/\(key)"
            switch (key, value) {
            case ("properties", .object(let properties)):
                for (name, property) in properties.members { problems += Self.problems(of: property, at: "\(here)/\(name)") }
            case ("items", _), ("additionalProperties", .object):
                problems += Self.problems(of: value, at: here)
            case ("anyOf", .array(let schemas)):
                for (index, schema) in schemas.enumerated() { problems += Self.problems(of: schema, at: "\(here)/\(index)") }
            case ("type", .string(let type)) where types.contains(type): break
            case ("format", .string(let format)) where formats.contains(format): break
            case ("description", .string), ("enum", .array), ("minimum", .number), ("maximum", .number), ("maxItems", .number): break
            case ("additionalProperties", .bool(false)): break
            case ("required", .array(let names)) where names.allSatisfy({ if case .string = $0 { true } else { false } }): break
            default:
                problems.append(keywords.contains(key) ? "\(here): a malformed value" : "\(here): unknown keyword '\(key)'")
            }
        }
        return problems
    }

    private static func check(_ value: JSONValue, _ schema: JSONValue, at path: String, into errors: inout [String]) {
        guard case .object(let schema) = schema else {
            errors.append("\(path): the schema is not an object")
            return
        }
        for key in schema.keys where !keywords.contains(key) {
            errors.append("\(path): the schema has the unknown keyword '\(key)'")
        }
        for (key, keyword) in schema.members {
            switch key {
            case "type":
                guard case .string(let type) = keyword, types.contains(type) else {
                    errors.append("\(path): the schema's type is malformed")
                    continue
                }
                if !has(value, type: type) { errors.append("\(path): expected \(type), found \(shown(value))") }
            case "enum":
                guard case .array(let options) = keyword else {
                    errors.append("\(path): the schema's enum is not a list")
                    continue
                }
                if !options.contains(value) { errors.append("\(path): \(shown(value)) is not one of the enum's values") }
            case "minimum", "maximum":
                guard case .number(let bound) = keyword, let limit = bound.double else {
                    errors.append("\(path): the schema's \(key) is not a number")
                    continue
                }
                guard case .number(let number) = value, let actual = number.double else { continue }
                if key == "minimum" ? actual < limit : actual > limit {
                    let side = key == "minimum" ? "below the minimum" : "above the maximum"
                    errors.append("\(path): \(number.text) is \(side) \(bound.text)")
                }
            case "properties", "required", "additionalProperties":
                continue  // checked together below
            case "maxItems":
                guard case .number(let bound) = keyword, let limit = bound.int else {
                    errors.append("\(path): the schema's maxItems is not a whole number")
                    continue
                }
                if case .array(let items) = value, items.count > limit {
                    errors.append("\(path): \(items.count) items, over the maxItems \(limit)")
                }
            case "items":
                guard case .array(let items) = value else { continue }
                for (index, item) in items.enumerated() { check(item, keyword, at: "\(path)[\(index)]", into: &errors) }
            case "anyOf":
                guard case .array(let schemas) = keyword, !schemas.isEmpty else {
                    errors.append("\(path): the schema's anyOf is not a list of schemas")
                    continue
                }
                var failures: [[String]] = []
                for schema in schemas {
                    var branch: [String] = []
                    check(value, schema, at: path, into: &branch)
                    if branch.isEmpty { break }
                    failures.append(branch)
                }
                if failures.count == schemas.count {
                    let reasons = failures.enumerated().map { "[\($0.offset)] \($0.element.joined(separator: "; "))" }
                    errors.append("\(path): matches none of anyOf: \(reasons.joined(separator: " | "))")
                }
            case "description":
                if case .string = keyword { continue }
                errors.append("\(path): the schema's description is not text")
            case "format":
                guard case .string(let format) = keyword, formats.contains(format) else {
                    errors.append("\(path): the schema has an unknown format")
                    continue
                }
                guard case .string(let text) = value else { continue }
                if !hasFormat(text, format) { errors.append("\(path): \(shown(value)) is not a \(format)") }
            default:
                continue  // an unknown keyword, reported above
            }
        }
        checkMembers(value, schema, at: path, into: &errors)
    }

    /// `properties`, `required` and `additionalProperties` of an object.
    private static func checkMembers(_ value: JSONValue, _ schema: JSONObject, at path: String, into errors: inout [String]) {
        var properties: JSONObject?
        if let keyword = schema["properties"] {
            guard case .object(let object) = keyword else {
                errors.append("\(path): the schema's properties are not an object")
                return
            }
            properties = object
        }
        var required: [String] = []
        if let keyword = schema["required"] {
            guard case .array(let names) = keyword else {
                errors.append("\(path): the schema's required is not a list")
                return
            }
            for name in names {
                guard case .string(let name) = name else {
                    errors.append("\(path): the schema's required names a non-string")
                    return
                }
                required.append(name)
            }
        }
        let additional = schema["additionalProperties"]
        if let additional {
            switch additional {
            case .bool(false), .object: break
            default:
                errors.append("\(path): the schema's additionalProperties is neither false nor a schema")
                return
            }
        }
        guard case .object(let object) = value else { return }
        for name in required where object[name] == nil { errors.append("\(path): missing the required key '\(name)'") }
        for (key, member) in object.members {
            let here = "\(path).\(key)"
            if let property = properties?[key] {
                check(member, property, at: here, into: &errors)
            } else if let additional {
                if case .object = additional {
                    check(member, additional, at: here, into: &errors)
                } else {
                    errors.append("\(here): a key the schema does not allow")
                }
            }
        }
    }

    private static func has(_ value: JSONValue, type: String) -> Bool {
        switch (value, type) {
        case (.string, "string"), (.bool, "boolean"), (.null, "null"), (.array, "array"), (.object, "object"),
            (.number, "number"):
            true
        // A whole number (`60`, `6e1`), within `Int`: the REPL writes no larger one.
        case (.number(let number), "integer"): number.int != nil
        default: false
        }
    }

    /// `date`: `YYYY-MM-DD`; `date-time`: a date, `T`, a time and `Z` or an offset. `duration` is not checked.
    private static func hasFormat(_ text: String, _ format: String) -> Bool {
        let bytes = Array(text.utf8)
        func digits(_ range: Range<Int>) -> Bool {
            range.upperBound <= bytes.count && bytes[range].allSatisfy { (0x30...0x39).contains($0) }
        }
        func isDate(_ end: Int) -> Bool {
            end == 10 && digits(0..<4) && bytes[4] == UInt8(ascii: "-") && digits(5..<7) && bytes[7] == UInt8(ascii: "-")
                && digits(8..<10)
        }
        switch format {
        case "date":
            return isDate(bytes.count)
        case "date-time":
            guard let t = bytes.firstIndex(of: UInt8(ascii: "T")), isDate(t) else { return false }
            if bytes.last == UInt8(ascii: "Z") { return bytes.count > t + 1 }
            let offset = bytes.count - 6
            return offset > t + 1 && (bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-"))
                && digits(offset + 1..<offset + 3) && bytes[offset + 3] == UInt8(ascii: ":") && digits(offset + 4..<offset + 6)
        default:
            return true
        }
    }

    private static func shown(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): "\"\(text)\""
        case .number(let number): number.text
        case .bool(let flag): "\(flag)"
        default: value.typeName
        }
    }
}
