import Foundation
import ScorebookREPL
import Testing

/// Every example of the JSON-RPC 2.0 specification, section 7
/// (https://www.jsonrpc.org/specification#examples), replayed in process and
/// compared as parsed JSON: codes, ids, the count and order of answers, and
/// silence exactly where the specification is silent.
///
/// The server has no `subtract`, `sum` or `get_data`: where the specification
/// expects a result, the answer is -32601 with the same id. A batch's answers
/// may come in any order by the specification; ours follow the requests.
@Suite struct SpecificationExamplesTests {
    enum ID: Equatable, Sendable {
        case null
        case number(Int)
        case string(String)
    }

    /// One response: the id it echoes and its error's code (`nil` for a result).
    struct Answer: Equatable, Sendable, CustomStringConvertible {
        var id: ID
        var code: Int?
        var description: String { "\(id) \(code.map(String.init) ?? "result")" }
    }

    enum Reply: Equatable, Sendable {
        case silence
        case single(Answer)
        case batch([Answer])
    }

    struct Example: Sendable, CustomTestStringConvertible {
        var name: String
        var line: String
        var reply: Reply
        var testDescription: String { name }
    }

    static func error(_ code: Int, _ id: ID) -> Answer { Answer(id: id, code: code) }

    static let examples: [Example] = [
        // Results in the specification: -32601 here, as the server has no `subtract`.
        Example(
            name: "positional parameters",
            line: #"{"jsonrpc": "2.0", "method": "subtract", "params": [42, 23], "id": 1}"#,
            reply: .single(error(-32601, .number(1)))),
        Example(
            name: "positional parameters, swapped",
            line: #"{"jsonrpc": "2.0", "method": "subtract", "params": [23, 42], "id": 2}"#,
            reply: .single(error(-32601, .number(2)))),
        Example(
            name: "named parameters",
            line: #"{"jsonrpc": "2.0", "method": "subtract", "params": {"subtrahend": 23, "minuend": 42}, "id": 3}"#,
            reply: .single(error(-32601, .number(3)))),
        Example(
            name: "named parameters, in the other order",
            line: #"{"jsonrpc": "2.0", "method": "subtract", "params": {"minuend": 42, "subtrahend": 23}, "id": 4}"#,
            reply: .single(error(-32601, .number(4)))),
        Example(
            name: "a notification",
            line: #"{"jsonrpc": "2.0", "method": "update", "params": [1,2,3,4,5]}"#, reply: .silence),
        Example(name: "a notification without params", line: #"{"jsonrpc": "2.0", "method": "foobar"}"#, reply: .silence),
        Example(
            name: "a non-existent method",
            line: #"{"jsonrpc": "2.0", "method": "foobar", "id": "1"}"#,
            reply: .single(error(-32601, .string("1")))),
        Example(
            name: "invalid JSON",
            line: #"{"jsonrpc": "2.0", "method": "foobar, "params": "bar", "baz]"#,
            reply: .single(error(-32700, .null))),
        Example(
            name: "an invalid Request object",
            line: #"{"jsonrpc": "2.0", "method": 1, "params": "bar"}"#,
            reply: .single(error(-32600, .null))),
        Example(
            name: "a batch of invalid JSON",
            line: #"[ {"jsonrpc": "2.0", "method": "sum", "params": [1,2,4], "id": "1"}, {"jsonrpc": "2.0", "method" ]"#,
            reply: .single(error(-32700, .null))),
        Example(name: "an empty array", line: "[]", reply: .single(error(-32600, .null))),
        Example(name: "a batch of one non-request", line: "[1]", reply: .batch([error(-32600, .null)])),
        Example(
            name: "a batch of three non-requests", line: "[1,2,3]",
            reply: .batch(Array(repeating: error(-32600, .null), count: 3))),
        // `sum`, `subtract` and `get_data` have results in the specification: -32601 here.
        Example(
            name: "a mixed batch",
            line: """
                [{"jsonrpc": "2.0", "method": "sum", "params": [1,2,4], "id": "1"}, \
                {"jsonrpc": "2.0", "method": "notify_hello", "params": [7]}, \
                {"jsonrpc": "2.0", "method": "subtract", "params": [42,23], "id": "2"}, \
                {"foo": "boo"}, \
                {"jsonrpc": "2.0", "method": "foo.get", "params": {"name": "myself"}, "id": "5"}, \
                {"jsonrpc": "2.0", "method": "get_data", "id": "9"}]
                """,
            reply: .batch([
                error(-32601, .string("1")), error(-32601, .string("2")), error(-32600, .null),
                error(-32601, .string("5")), error(-32601, .string("9")),
            ])),
        Example(
            name: "a batch of notifications",
            line: #"[{"jsonrpc": "2.0", "method": "notify_sum", "params": [1,2,4]}, {"jsonrpc": "2.0", "method": "notify_hello", "params": [7]}]"#,
            reply: .silence),
    ]

    @Test(arguments: examples)
    func theServerAnswersAsTheSpecificationSays(_ example: Example) throws {
        let reply = try Self.reply(to: example.line)
        #expect(reply == example.reply)
    }

    /// The response to `line`, parsed back; every answer must be well formed.
    static func reply(to line: String) throws -> Reply {
        var bytes = Array(line.utf8)
        let server = Server()
        guard let response = bytes.withUnsafeMutableBytes({ server.respond(to: UnsafeRawBufferPointer($0)) }) else {
            return .silence
        }
        let text = String(decoding: response, as: UTF8.self)
        let value = try JSONSerialization.jsonObject(with: Data(response))
        if let batch = value as? [Any] {
            return .batch(try batch.map { try answer($0, text) })
        }
        return .single(try answer(value, text))
    }

    static func answer(_ value: Any, _ text: String) throws -> Answer {
        let object = try #require(value as? [String: Any], "not an object: \(text)")
        #expect(object["jsonrpc"] as? String == "2.0", "\(text)")
        #expect((object["result"] == nil) != (object["error"] == nil), "\(text)")
        let id: ID
        switch object["id"] {
        case is NSNull: id = .null
        case let string as String: id = .string(string)
        case let number as Int: id = .number(number)
        default: Issue.record("no readable id: \(text)"); id = .null
        }
        return Answer(id: id, code: (object["error"] as? [String: Any])?["code"] as? Int)
    }
}
