import Foundation
import ScorebookREPL
import Testing

/// Requests answered by a `Server` in process, for the method suites.
protocol InProcessCalls {}

extension InProcessCalls {
    /// The response line to one request line. A result is checked against its
    /// method's result schema, so every method test checks the schemas too.
    func respond(_ line: String) throws -> String {
        var bytes = Array(line.utf8)
        let response = bytes.withUnsafeMutableBytes { Server().respond(to: UnsafeRawBufferPointer($0)) }
        let text = String(decoding: try #require(response), as: UTF8.self)
        let errors = ResultSchemas.errors(request: line, response: text)
        #expect(errors.isEmpty, "the result to \(line.prefix(300)) does not match its schema: \(errors)")
        return text
    }

    /// The `result` (or `error`) object of a one-request line.
    func call(_ method: String, _ params: String, part: String = "result") throws -> [String: Any] {
        let text = try respond(#"{"id":1,"method":"\#(method)","params":\#(params)}"#)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return try #require(object[part] as? [String: Any], "\(text)")
    }

    /// The `data.field` of an invalid-params error.
    func errorField(_ method: String, _ params: String) throws -> String? {
        let error = try call(method, params, part: "error")
        #expect(error["code"] as? Int == -32602, "\(error)")
        return (error["data"] as? [String: Any])?["field"] as? String
    }
}
