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
        writer.object { o in
            o("name", method.name)
            o("summary", method.summary)
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
            let answered = method.examples.enumerated().compactMap { index, text in
                (try? JSONParser.parse(text)).flatMap { params in server.example(method.name, params).map { (index + 1, params, $0) } }
            }
            o.array("examples", answered) { number, params, result in
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
    /// `nil` if it answers an error (an example for tables it does not serve).
    func example(_ method: String, _ params: JSONValue) -> JSONValue? {
        let request = JSONWriter(capacity: 512)
        request.object { o in
            o("id", 0)
            o("method", method)
            o("params") { $0.write(params) }
        }
        let line = request.bytes
        guard let response = line.withUnsafeBytes({ respond(to: $0) }),
            case .object(let answer)? = try? JSONParser.parse(response)
        else { return nil }
        return answer["result"]
    }
}
