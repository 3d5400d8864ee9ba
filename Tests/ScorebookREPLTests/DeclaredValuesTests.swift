import Foundation
import Scorebook
@_spi(Testing) @testable import ScorebookREPL
import Testing

/// A parameter's declared values (its `oneOf`) are what the server takes: a
/// string outside them is -32602 from the parameter reader, naming the field
/// and listing the values, and no method ever sees it.
@Suite struct DeclaredValuesTests {
    /// A test-only method that answers whatever `colour` it is given.
    enum EchoMethod: RPCMethod {
        static let name = "test.echo"
        static let title = "Echo"
        static let summary = "The colour asked for"
        static let examples = [#"{"colour":"red"}"#]
        static let colour = RPCParameter("colour", required: true, .oneOf(["red", "green", "\u{E9}cru"], "A colour"))
        static let parameters = [colour]
        static let result = JSONSchema.string()

        static func call(_ params: Params) throws(RPCError) -> Echoed { Echoed(text: try params.requiredString(colour)) }
    }

    struct Echoed: JSONWritable {
        let text: String
        func write(into writer: JSONWriter) { writer.writeString(text) }
    }

    /// The response to `params` of `method` from `server`, parsed.
    static func answer(_ method: String, _ params: String, server: Server = Server()) throws -> [String: Any] {
        var line = Array(#"{"id":1,"method":"\#(method)","params":\#(params)}"#.utf8)
        let response = try #require(line.withUnsafeMutableBytes { server.respond(to: UnsafeRawBufferPointer($0)) })
        return try #require(try JSONSerialization.jsonObject(with: Data(response)) as? [String: Any])
    }

    @Test func aMethodNeverSeesAValueItsParameterDoesNotDeclare() throws {
        let server = Server(tables: .builtIn, methods: [EchoMethod.self])
        #expect(try Self.answer("test.echo", #"{"colour":"red"}"#, server: server)["result"] as? String == "red")
        let blue = try #require(try Self.answer("test.echo", #"{"colour":"blue"}"#, server: server)["error"] as? [String: Any])
        #expect(blue["code"] as? Int == -32602)
        #expect(blue["message"] as? String == "invalid params: colour: unknown colour 'blue'; expected 'red', 'green' or '\u{E9}cru'")
        let data = try #require(blue["data"] as? [String: Any])
        #expect(data["field"] as? String == "colour" && data["allowed"] as? [String] == ["red", "green", "\u{E9}cru"])
        let typo = try #require(try Self.answer("test.echo", #"{"colour":"gren"}"#, server: server)["error"] as? [String: Any])
        #expect((typo["message"] as? String)?.contains("unknown colour 'gren' (did you mean 'green'?)") == true, "\(typo)")
        // Compared by bytes, as names on the wire are: "e" and a combining acute is another string.
        let decomposed = try Self.answer("test.echo", #"{"colour":"e\u0301cru"}"#, server: server)
        #expect((decomposed["error"] as? [String: Any])?["code"] as? Int == -32602, "\(decomposed)")
    }

    /// The values `schema` declares from Scorebook's own tables; `nil` for one of no fixed set.
    static func values(_ schema: JSONSchema) -> [String]? {
        guard case .oneOfStrings(let values) = schema.shape else { return nil }
        return values(.builtIn)
    }

    /// Every declared string an example gives, anywhere in its params.
    static let declared = MethodDescriptionTests.all.filter { $0.given && values($0.schema) != nil }

    @Test func everyMethodDeclaresSomeValues() {
        #expect(Set(Self.declared.map(\.method)).count >= 20)
    }

    @Test(arguments: declared)
    func aStringOutsideTheDeclaredValuesIsRefusedNamingTheFieldAndListingThem(_ place: MethodDescriptionTests.Place) throws {
        let value = "not-declared"
        let values = try #require(Self.values(place.schema))
        #expect(!values.contains(value))
        let params = try #require(
            MethodDescriptionTests.replacing(MethodDescriptionTests.parse(place.example), at: place.path[...], with: .string(value)))
        let writer = JSONWriter()
        writer.write(params)
        let answer = try Self.answer(place.method, String(decoding: writer.bytes, as: UTF8.self))
        let error = try #require(answer["error"] as? [String: Any], "\(place.field) = '\(value)' was answered: \(answer)")
        #expect(error["code"] as? Int == -32602)
        let message = try #require(error["message"] as? String)
        #expect(message.hasPrefix("invalid params: \(place.field): unknown ") && message.contains(" '\(value)'; expected '"), "\(message)")
        let data = try #require(error["data"] as? [String: Any], "\(message)")
        #expect(data["field"] as? String == place.field, "\(message)")
        // The values listed are declared ones: all of them, or those this request may take.
        let allowed = try #require(data["allowed"] as? [String], "\(message)")
        #expect(!allowed.isEmpty && allowed.allSatisfy(values.contains), "\(place.field): \(allowed) ⊄ \(values)")
    }

    /// The export names the format asked for, which the declaration alone checks.
    @Test func anExportEchoesItsFormat() throws {
        let fit = try Self.answer("workout.export", #"{"workout":"army-30-60s","format":"fit"}"#)
        #expect((fit["result"] as? [String: Any])?["format"] as? String == "fit")
        let tcx = try #require(try Self.answer("workout.export", #"{"workout":"army-30-60s","format":"tcx"}"#)["error"] as? [String: Any])
        #expect(tcx["message"] as? String == "invalid params: format: unknown format 'tcx'; expected 'fit'")
        #expect((tcx["data"] as? [String: Any])?["allowed"] as? [String] == ["fit"])
    }
}
