import Scorebook

/// The OpenRPC 1.3 document of a server: every method with its params and
/// result as JSON Schema, its errors, and its examples with the answers the
/// server gives them. `rpc.discover` answers it and `scorebook --describe`
/// prints it; it is built from the methods' own declarations, on first use.
struct OpenRPCDocument: JSONWritable {
    let tables: ScorebookTables
    let methods: [any RPCMethod.Type]

    func write(into writer: JSONWriter) {
        // Examples are answered by a server of the same tables and methods.
        let server = Server(tables: tables, methods: methods)
        writer.object { o in
            o("openrpc", static: "1.3.2")
            o.object("info") { o in
                o("title", static: "Scorebook")
                o("version", Scorebook.version)
                o("description", Self.description(tables))
            }
            o.array("methods", methods) { method in write(method, answeredBy: server, into: writer) }
        }
    }

    static func description(_ tables: ScorebookTables) -> String {
        "Fitness and sport scoring from compiled tables (tables \(tables.contentHash)), as JSON-RPC 2.0: one request per line."
    }

    private func write(_ method: any RPCMethod.Type, answeredBy server: Server, into writer: JSONWriter) {
        let examples = AnsweredExamples(method, answeredBy: server)
        writer.object { o in
            o("name", method.name)
            o("summary", method.summary)
            o("description", ifPresent: examples.leftOutNote)
            o("paramStructure", static: "by-name")
            o.array("params", method.parameters) { parameter in
                writer.object { o in
                    o("name", parameter.name.description)
                    o("description", ifPresent: parameter.schema.description)
                    o("required", parameter.required)
                    o("schema") { parameter.schema.write(into: $0, tables: tables) }
                }
            }
            o.object("result") { o in
                o("name", static: "result")
                o("schema") { method.result.write(into: $0, tables: tables) }
            }
            o.array("errors", [RPCError.invalidParamsDescription]) { error in
                writer.object { o in
                    o("code", error.code)
                    o("message", error.message)
                }
            }
            o.array("examples", examples.answered) { number, params, result in
                writer.object { o in
                    o("name", "\(method.name) example \(number)")
                    o.array("params", params.object?.members ?? []) { member in
                        writer.object { o in
                            o("name", member.key)
                            o("value") { $0.write(member.value) }
                        }
                    }
                    o.object("result") { o in
                        o("name", static: "result")
                        o("value") { $0.write(result) }
                    }
                }
            }
        }
    }
}

/// A method's examples as a server answers them. OpenRPC pairs an example's
/// params with its result, and has no pairing for an error (one without a
/// result is a notification): an example answered with an error is no
/// example. Scorebook's examples are written for its own tables, where a test
/// holds every one to a result; a server of other tables (an app's own, without
/// Scorebook's) leaves out those its tables cannot answer, and its method's
/// description says which and why: a document never loses one unsaid.
struct AnsweredExamples {
    /// Each example answered with a result: its number from 1, params and result.
    private(set) var answered: [(number: Int, params: JSONValue, result: JSONValue)] = []
    /// Each example answered with an error: its number and the error's message.
    private(set) var refused: [(number: Int, message: String)] = []

    init(_ method: any RPCMethod.Type, answeredBy server: Server) {
        for (index, text) in method.examples.enumerated() {
            // An example's params are the code's own JSON, which the tests parse.
            let params = (try? JSONParser.parse(text)) ?? .null
            switch server.example(method.name, params) {
            case .success(let result): answered.append((index + 1, params, result))
            case .failure(let error): refused.append((index + 1, error.message))
            }
        }
    }

    /// What the method's description says of the examples left out; `nil` when none is.
    var leftOutNote: String? {
        guard !refused.isEmpty else { return nil }
        let each = refused.map { "example \($0.number), which these tables answer with an error (\($0.message))" }
        return "Left out: " + each.joined(separator: "; ")
    }
}

extension RPCError {
    /// What every method may answer instead of a result.
    static let invalidParamsDescription = RPCError(
        code: invalidParamsCode, message: "invalid params: the message names the field and says what to change; data.field names it too, and data.allowed lists the values it takes")
}

extension JSONValue {
    /// The members of an object; `nil` for any other value.
    var object: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }
}

extension Server {
    /// The result this server gives `method` with an example's `params`, or
    /// the error it answers instead.
    func example(_ method: String, _ params: JSONValue) -> Result<JSONValue, RPCError> {
        let request = JSONWriter(capacity: 512)
        request.object { o in
            o("id", 0)
            o("method", method)
            o("params") { $0.write(params) }
        }
        let line = request.bytes
        // The server answers a request with an id with one JSON object, which holds one or the other.
        guard let response = line.withUnsafeBytes({ respond(to: $0) }), case .object(let answer)? = try? JSONParser.parse(response)
        else { return .failure(.internalError("no answer")) }
        if let result = answer["result"] { return .success(result) }
        guard case .object(let error)? = answer["error"], case .number(let code)? = error["code"], case .string(let message)? = error["message"]
        else { return .failure(.internalError("an answer with neither a result nor an error")) }
        return .failure(RPCError(code: code.int ?? 0, message: message))
    }
}
