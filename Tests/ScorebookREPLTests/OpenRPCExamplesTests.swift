import Foundation
@_spi(Testing) @testable import ScorebookREPL
import Testing

/// Every method's examples are in its OpenRPC document, each with the result
/// the server gives it. OpenRPC has no pairing for an error, so an example
/// answered with one cannot be shown: for Scorebook's own tables there is
/// none, and a server of other tables says in the method's description which
/// it leaves out, never dropping one unsaid.
@Suite struct OpenRPCExamplesTests {
    /// Each method of the document `server` answers `rpc.discover` with.
    static func methods(of server: Server) throws -> [JSONObject] {
        var line = Array(#"{"id":1,"method":"rpc.discover"}"#.utf8)
        let response = try #require(line.withUnsafeMutableBytes { server.respond(to: UnsafeRawBufferPointer($0)) })
        guard case .object(let answer) = try JSONParser.parse(response), case .object(let document)? = answer["result"],
            case .array(let methods)? = document["methods"]
        else { throw DocumentError.notADocument }
        return methods.compactMap { if case .object(let method) = $0 { method } else { nil } }
    }

    enum DocumentError: Error { case notADocument }

    /// The numbers of a method's examples the document shows, from their names (`fitness.score example 2`).
    static func shown(_ method: JSONObject) -> [Int] {
        guard case .array(let examples)? = method["examples"] else { return [] }
        return examples.compactMap { example in
            guard case .object(let example) = example, case .string(let name)? = example["name"] else { return nil }
            return name.split(separator: " ").last.flatMap { Int($0) }
        }
    }

    /// The numbers of the examples a method's description says are left out.
    static func leftOut(_ method: JSONObject) -> [Int] {
        guard case .string(let description)? = method["description"] else { return [] }
        return description.split(separator: "example ").dropFirst().compactMap { Int($0.prefix { $0.isNumber }) }
    }

    @Test func everyExampleOfEveryMethodIsAnsweredWithAResult() throws {
        let methods = try Self.methods(of: Server())
        #expect(methods.count == Server.registry.count)
        for declared in Server.registry {
            let method = try #require(methods.first { $0["name"] == .string(declared.name) }, "\(declared.name) is not described")
            #expect(Self.shown(method) == Array(1...max(1, declared.examples.count)), "\(declared.name): \(method["description"] ?? .null)")
            #expect(method["description"] == nil, "\(declared.name): \(method["description"] ?? .null)")
            // Each shown with the very result a request gets.
            guard case .array(let examples)? = method["examples"] else { continue }
            for (example, params) in zip(examples, declared.examples) {
                guard case .object(let example) = example, case .object(let pairing)? = example["result"] else { continue }
                var line = Array(#"{"id":1,"method":"\#(declared.name)","params":\#(params)}"#.utf8)
                let response = try #require(line.withUnsafeMutableBytes { Server().respond(to: UnsafeRawBufferPointer($0)) })
                guard case .object(let answer) = try JSONParser.parse(response) else { continue }
                #expect(pairing["value"] == answer["result"], "\(declared.name): \(params)")
            }
        }
    }

    /// Tables holding only the APFT and one face answer most fitness and archery examples with an error.
    @Test func aServerOfOtherTablesSaysWhichExamplesItLeavesOut() throws {
        let methods = try Self.methods(of: Server(tables: ServedTablesTests.tables))
        var leftOut = 0
        for declared in Server.registry {
            let method = try #require(methods.first { $0["name"] == .string(declared.name) })
            let (shown, unsaid) = (Self.shown(method), Self.leftOut(method))
            #expect(Set(shown + unsaid) == Set(1...declared.examples.count) && shown.count + unsaid.count == declared.examples.count,
                "\(declared.name): shown \(shown), said to be left out \(unsaid)")
            leftOut += unsaid.count
        }
        #expect(leftOut > 0)
        let score = try #require(methods.first { $0["name"] == .string("fitness.score") })
        guard case .string(let description)? = score["description"] else { Issue.record("no description"); return }
        #expect(description.contains("which these tables answer with an error (invalid params: test: unknown test"), "\(description)")
    }
}
