import Foundation
import Scorebook
import ScorebookCore
@_spi(Testing) @testable import ScorebookREPL
import Testing

/// The Model Context Protocol in the same loop as plain JSON-RPC: the
/// handshake, tools from the methods' declarations, and a call's answer the
/// same as the method's. (CI also drives it with the official Python SDK.)
@Suite struct MCPTests {
    let server = Server()

    /// The parsed response to one line, or nil for none.
    func answer(_ line: String) throws -> JSONObject? {
        guard let bytes = line.utf8CString.withUnsafeBytes({ server.respond(to: UnsafeRawBufferPointer(rebasing: $0.dropLast())) })
        else { return nil }
        guard case .object(let object) = try JSONParser.parse(bytes) else { return nil }
        return object
    }

    func result(_ method: String, _ params: String) throws -> JSONObject {
        let answer = try #require(try answer(#"{"jsonrpc":"2.0","id":1,"method":"\#(method)","params":\#(params)}"#))
        guard case .object(let result)? = answer["result"] else {
            Issue.record("no result: \(answer)")
            return JSONObject()
        }
        return result
    }

    func error(_ method: String, _ params: String) throws -> (code: JSONValue?, message: JSONValue?) {
        let answer = try #require(try answer(#"{"jsonrpc":"2.0","id":1,"method":"\#(method)","params":\#(params)}"#))
        guard case .object(let error)? = answer["error"] else { return (nil, nil) }
        return (error["code"], error["message"])
    }

    @Test func initializeAgreesOnAVersionItServes() throws {
        for asked in ["2025-11-25", "2025-06-18"] {
            let reply = try result("initialize", #"{"protocolVersion":"\#(asked)","capabilities":{},"clientInfo":{"name":"t","version":"1"}}"#)
            #expect(reply["protocolVersion"] == .string(asked))
        }
        // Any other: Scorebook's newest, for the client to accept or leave.
        let reply = try result("initialize", #"{"protocolVersion":"2024-11-05","capabilities":{},"clientInfo":{"name":"t","version":"1"}}"#)
        #expect(reply["protocolVersion"] == .string(MCP.protocolVersions[0]))
        guard case .object(let info)? = reply["serverInfo"], case .object(let capabilities)? = reply["capabilities"] else {
            Issue.record("no serverInfo or capabilities")
            return
        }
        #expect(info["name"] == .string("scorebook"))
        #expect(info["version"] == .string(Scorebook.version))
        #expect(capabilities.keys == ["tools"])
        #expect(try error("initialize", #"{"capabilities":{}}"#).code == .number(JSONNumber(-32602)))
        #expect(try error("initialize", #"{"protocolVersion":"2025-11-25","clientInfo":{"name":"t","version":"1"}}"#).message
            == .string("invalid params: capabilities: missing required parameter"))
        #expect(try error("initialize", #"{"protocolVersion":"2025-11-25","capabilities":"all","clientInfo":{}}"#).message
            == .string("invalid params: capabilities: expected an object, found string"))
    }

    @Test func theHandshakesOtherMessages() throws {
        #expect(try answer(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#) == nil)
        #expect(try result("ping", "{}") == JSONObject())
        // `_meta` is the protocols' own, and must be an object wherever it comes.
        #expect(try result("ping", #"{"_meta":{"progressToken":1}}"#) == JSONObject())
        #expect(try error("ping", #"{"_meta":"x"}"#).message == .string("invalid params: _meta: expected an object, found string"))
        #expect(try error("tools/call", #"{"name":"rpg_level","arguments":{"xp":1},"task":5}"#).code == .number(JSONNumber(-32602)))
        // A misspelt protocol method is suggested as any method is.
        guard case .string(let message)? = try error("rpc.discovr", "{}").message else {
            Issue.record("no message")
            return
        }
        #expect(message.contains("(did you mean 'rpc.discover'?)"))
        // The stateless revision's probe is refused at once, so a client falls back to `initialize`.
        #expect(try error("server/discover", #"{"_meta":{}}"#).code == .number(JSONNumber(-32601)))
    }

    @Test func everyMethodIsATool() throws {
        let list = try result("tools/list", "{}")
        guard case .array(let tools)? = list["tools"] else {
            Issue.record("no tools")
            return
        }
        let names = tools.compactMap { tool -> String? in
            guard case .object(let tool) = tool, case .string(let name)? = tool["name"] else { return nil }
            #expect(tool["inputSchema"] != nil && tool["outputSchema"] != nil && tool["title"] != nil && tool["description"] != nil)
            return name
        }
        #expect(names == Server.methods.map { $0.replacingOccurrences(of: ".", with: "_") })
        #expect(Set(names).count == names.count, "two methods share a tool name")
        #expect(try error("tools/list", #"{"cursor":"2"}"#).code == .number(JSONNumber(-32602)))
    }

    static let examples: [(method: String, params: String)] = Server.registry.flatMap { method in method.examples.map { (method.name, $0) } }

    @Test(arguments: examples)
    func aToolAnswersAsItsMethod(_ method: String, _ params: String) throws {
        let plain = try #require(try answer(#"{"id":1,"method":"\#(method)","params":\#(params)}"#)?["result"])
        let tool = method.replacingOccurrences(of: ".", with: "_")
        let call = try result("tools/call", #"{"name":"\#(tool)","arguments":\#(params)}"#)
        #expect(call["structuredContent"] == plain)
        #expect(call["isError"] == .bool(false))
        guard case .array(let content)? = call["content"], case .object(let text)? = content.first, case .string(let json)? = text["text"]
        else {
            Issue.record("no text content")
            return
        }
        #expect(text["type"] == .string("text"))
        #expect(try JSONParser.parse(json) == plain)
    }

    @Test(arguments: Server.methods)
    func aBadArgumentIsAToolErrorWithThePlainMessage(_ method: String) throws {
        let params = #"{"notAParameter":true}"#
        let plain = try error(method, params)
        let call = try result("tools/call", #"{"name":"\#(method.replacingOccurrences(of: ".", with: "_"))","arguments":\#(params)}"#)
        #expect(call["isError"] == .bool(true))
        guard case .array(let content)? = call["content"], case .object(let text)? = content.first else {
            Issue.record("no content")
            return
        }
        #expect(text["text"] == plain.message)
        #expect(call["structuredContent"] == nil)
    }

    @Test func aCallThatIsNotOneIsAnError() throws {
        #expect(try error("tools/call", #"{"name":"fitness_scor"}"#).message == .string(
            "invalid params: name: unknown tool 'fitness_scor' (did you mean 'fitness_score'?); expected \(quotedList(Server.methods.map { $0.replacingOccurrences(of: ".", with: "_") }))"))
        #expect(try error("tools/call", #"{"arguments":{}}"#).code == .number(JSONNumber(-32602)))
        #expect(try error("tools/call", #"{"name":"rpg_level","arguments":[420]}"#).code == .number(JSONNumber(-32602)))
        #expect(try error("tools/call", #"{"name":"rpg_level","argumnts":{}}"#).code == .number(JSONNumber(-32602)))
    }

    @Test func plainRequestsWorkBeforeDuringAndAfterASession() throws {
        let plain = #"{"id":9,"method":"rpg.level","params":{"xp":420}}"#
        let before = try answer(plain)
        _ = try result("initialize", #"{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}"#)
        #expect(try answer(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#) == nil)
        let during = try answer(plain)
        _ = try result("tools/call", #"{"name":"rpg_level","arguments":{"xp":1}}"#)
        let after = try answer(plain)
        #expect(before != nil && before == during && during == after)
    }
}
