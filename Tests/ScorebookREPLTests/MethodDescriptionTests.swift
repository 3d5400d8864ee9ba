import Foundation
import ScorebookCore
@_spi(Testing) @testable import ScorebookREPL
import Testing

/// Each method's declaration is what the server does: every parameter it
/// declares is read (a wrong value there is an error naming it), a required
/// one is required, and its examples are the README's.
@Suite struct MethodDescriptionTests {
    enum Step: Equatable {
        case key(String)
        case index(Int)
    }

    /// A place in an example's params: a member given or declared, with its schema.
    struct Place: CustomTestStringConvertible, Sendable {
        let method: String
        let example: String
        let path: [Step]
        let required: Bool
        let given: Bool
        let schema: JSONSchema
        var field: String {
            path.enumerated().map { index, step in
                switch step {
                case .key(let key): index == 0 ? key : ".\(key)"
                case .index(let i): "[\(i)]"
                }
            }.joined()
        }
        var testDescription: String { "\(method) \(field)" }
    }

    static func parse(_ text: String) -> JSONValue { (try? JSONParser.parse(text)) ?? .null }

    /// Every member of `value` the schema describes, and every one it declares that `value` lacks.
    static func places(_ value: JSONValue, _ schema: JSONSchema, at path: [Step], into places: inout [Place], _ context: (String, String)) {
        switch (schema.shape, value) {
        case (.object(let members, let additional), .object(let object)):
            for member in members {
                let given = object[member.key]
                places.append(Place(method: context.0, example: context.1, path: path + [.key(member.key)], required: member.required, given: given != nil, schema: member.schema))
                if let given { Self.places(given, member.schema, at: path + [.key(member.key)], into: &places, context) }
            }
            if let additional {
                for (key, given) in object.members where !members.contains(where: { $0.key == key }) {
                    places.append(Place(method: context.0, example: context.1, path: path + [.key(key)], required: false, given: true, schema: additional))
                    Self.places(given, additional, at: path + [.key(key)], into: &places, context)
                }
            }
        case (.array(let items, _), .array(let elements)):
            for (index, element) in elements.enumerated() {
                places.append(Place(method: context.0, example: context.1, path: path + [.index(index)], required: false, given: true, schema: items))
                Self.places(element, items, at: path + [.index(index)], into: &places, context)
            }
        case (.anyOf(let schemas), _):
            for schema in schemas { Self.places(value, schema, at: path, into: &places, context) }
        default:
            break
        }
    }

    static let methods: [any RPCMethod.Type] = Server.registry

    static let all: [Place] = methods.flatMap { method in
        method.examples.flatMap { example in
            var places: [Place] = []
            Self.places(parse(example), .object(parameters: method.parameters), at: [], into: &places, (method.name, example))
            return places
        }
    }

    /// `value` with the member at `path` set to `new`, or removed when `new` is nil.
    static func replacing(_ value: JSONValue, at path: ArraySlice<Step>, with new: JSONValue?) -> JSONValue? {
        guard let step = path.first else { return new }
        switch (step, value) {
        case (.key(let key), .object(var object)):
            let index = object.members.firstIndex { $0.key == key }
            let replaced = replacing(index.map { object.members[$0].value } ?? .null, at: path.dropFirst(), with: new)
            switch (index, replaced) {
            case (let index?, let replaced?): object.members[index].value = replaced
            case (let index?, nil): object.members.remove(at: index)
            case (nil, let replaced?): object.members.append((key, replaced))
            case (nil, nil): break
            }
            return .object(object)
        case (.index(let index), .array(var array)):
            array[index] = replacing(array[index], at: path.dropFirst(), with: new) ?? .null
            return .array(array)
        default:
            return value
        }
    }

    /// The error a request of `method` with `params` gets: (field, message), or nil for a result.
    static func error(_ method: String, _ params: JSONValue) throws -> (field: String?, message: String)? {
        let writer = JSONWriter()
        writer.write(params)
        let line = #"{"id":1,"method":"\#(method)","params":\#(String(decoding: writer.bytes, as: UTF8.self))}"#
        let response = try #require(line.utf8CString.withUnsafeBytes { Server().respond(to: UnsafeRawBufferPointer(rebasing: $0.dropLast())) })
        guard case .object(let answer) = try JSONParser.parse(response), case .object(let error)? = answer["error"] else { return nil }
        #expect(error["code"] == .number(JSONNumber(-32602)), "\(String(decoding: response, as: UTF8.self))")
        guard case .string(let message)? = error["message"] else { return nil }
        if case .object(let data)? = error["data"], case .string(let field)? = data["field"] { return (field, message) }
        return (nil, message)
    }

    /// The input schema a tool of `method` publishes, as written from Scorebook's tables.
    static func inputSchema(_ method: String) throws -> JSONValue {
        let declared = try #require(methods.first { $0.name == method })
        let writer = JSONWriter()
        JSONSchema.object(parameters: declared.parameters).write(into: writer, tables: .builtIn)
        return try JSONParser.parse(writer.bytes)
    }

    /// Every example fits the published input schema.
    @Test func theInputSchemasAcceptEveryExample() throws {
        for method in Self.methods {
            for example in method.examples {
                let errors = ResultSchemaValidator.errors(of: Self.parse(example), against: try Self.inputSchema(method.name))
                #expect(errors.isEmpty, "\(method.name) \(example): \(errors)")
            }
        }
    }

    /// A value of no JSON type the schema accepts.
    static func wrong(for schema: JSONSchema) -> JSONValue? {
        switch schema.shape {
        case .any: nil
        case .type(.bool): .string("x")
        default: .bool(true)
        }
    }

    @Test func everyMethodHasAnExampleAndEveryParameterAppears() {
        for method in Self.methods {
            #expect(!method.examples.isEmpty, "\(method.name) has no example")
        }
        // Every place is named by a test below; a parameter no example gives is still tried (added).
        #expect(Self.all.count > 100)
    }

    @Test(arguments: all.filter { wrong(for: $0.schema) != nil })
    func aWrongValueIsAnErrorNamingTheParameter(_ place: Place) throws {
        let params = try #require(Self.replacing(Self.parse(place.example), at: place.path[...], with: Self.wrong(for: place.schema)))
        let error = try #require(try Self.error(place.method, params), "\(place.field) set to a wrong type was not an error: it is not read")
        let field = try #require(error.field, "\(error.message)")
        #expect(
            field == place.field || field.hasPrefix(place.field + ".") || field.hasPrefix(place.field + "["),
            "\(place.field) set to a wrong type: \(error.message)")
        // What the server refuses, the published schema refuses too.
        #expect(!ResultSchemaValidator.errors(of: params, against: try Self.inputSchema(place.method)).isEmpty)
    }

    /// A whole number just outside the bounds a parameter declares.
    static func outside(_ schema: JSONSchema) -> [Int] {
        guard case .integer(let minimum, let maximum) = schema.shape else { return [] }
        return [minimum.map { $0 - 1 }, maximum.map { $0 + 1 }].compactMap { $0 }
    }

    @Test(arguments: all.filter { !outside($0.schema).isEmpty })
    func aNumberOutsideTheDeclaredBoundsIsAnErrorNamingIt(_ place: Place) throws {
        for value in Self.outside(place.schema) {
            let params = try #require(Self.replacing(Self.parse(place.example), at: place.path[...], with: .number(JSONNumber(value))))
            let error = try Self.error(place.method, params)
            #expect(error?.field == place.field, "\(place.field) = \(value): \(String(describing: error))")
            #expect(!ResultSchemaValidator.errors(of: params, against: try Self.inputSchema(place.method)).isEmpty)
        }
    }

    /// One declared optional may still be needed by some requests (a face is for a shot),
    /// but its absence is never called a missing required parameter.
    @Test(arguments: all.filter { $0.given && $0.path.count == 1 || $0.given && $0.required })
    func aRequiredParameterIsRequiredAndNoOtherIs(_ place: Place) throws {
        let params = try #require(Self.replacing(Self.parse(place.example), at: place.path[...], with: nil))
        let error = try Self.error(place.method, params)
        if place.required {
            #expect(error?.field == place.field && error?.message.contains("missing") == true, "\(place.field) left out: \(String(describing: error))")
        } else {
            #expect(error?.message.contains("missing required parameter") != true, "\(place.field) left out: \(String(describing: error))")
        }
    }

    @Test func theExamplesAreTheREADMEs() throws {
        // The README's requests of each method that it answers with a result.
        var shown: [String: [JSONValue]] = [:]
        for example in DocumentationExamplesTests.all where !(example.answer?.contains(#""error":"#) ?? true) {
            guard case .object(let request) = Self.parse(example.request), case .string(let method)? = request["method"] else { continue }
            shown[method, default: []].append(request["params"] ?? .object(JSONObject()))
        }
        for method in Self.methods {
            let examples = method.examples.map(Self.parse)
            #expect(examples == shown[method.name] ?? [], "\(method.name): its examples are not the README's")
        }
    }

    @Test func rpcDiscoverAnswersTheDocumentThatDescribePrints() throws {
        let server = Server()
        let response = try #require(#"{"id":1,"method":"rpc.discover"}"#.utf8CString.withUnsafeBytes {
            server.respond(to: UnsafeRawBufferPointer(rebasing: $0.dropLast()))
        })
        let text = String(decoding: response, as: UTF8.self)
        #expect(text == #"{"jsonrpc":"2.0","id":1,"result":"# + server.describedLine.dropLast() + "}")
        guard case .object(let answer) = try JSONParser.parse(response), case .object(let document)? = answer["result"],
            case .array(let methods)? = document["methods"]
        else { Issue.record("no document: \(text.prefix(200))"); return }
        #expect(document["openrpc"] == .string("1.3.2"))
        #expect(methods.count == Server.methods.count)
        // Params are by name; a param the method does not take is refused as for any method.
        let refused = try #require(try Self.error("rpc.discover", Self.parse(#"{"verbose":true}"#)))
        #expect(refused.field == "verbose")
        // An empty list is no params, as OpenRPC's clients send it.
        #expect(try Self.error("rpc.discover", .array([])) == nil)
    }
}
