import Foundation
import Scorebook
@_spi(Testing) @testable import ScorebookREPL
import Testing

/// Every method's result schema as the server would describe it, and the check
/// `InProcessCalls.respond` makes of every response: so every method test also
/// checks that its results are what the method's schema says.
enum ResultSchemas {
    /// Each method's result schema, written with Scorebook's own tables and read back, by method name.
    static let byMethod: [String: JSONValue] = {
        var schemas: [String: JSONValue] = [:]
        for method in Server.registry {
            let writer = JSONWriter(capacity: 4096)
            method.result.write(into: writer, tables: .builtIn)
            // The writer writes valid JSON; a failure here is a bug in it.
            schemas[method.name] = try? JSONParser.parse(writer.bytes)
        }
        return schemas
    }()

    /// How `response` fails the result schema of the method `request` calls,
    /// for one request or each of a batch's. An error answer has no result to
    /// check; an answer that is not JSON, or a result to a request that does
    /// not parse or names no method, is itself an error: a check that cannot
    /// read what it checks must fail, not pass.
    static func errors(request: String, response: String) -> [String] {
        var problems: [String] = []
        let results = results(request: request, response: response, problems: &problems)
        return problems + results.flatMap { ResultSchemaValidator.errors(of: $0.value, against: $0.schema) }
    }

    /// Each result `response` holds (a tool's structured content is its
    /// method's) with its method's schema; the protocols' own methods
    /// (rpc.discover, initialize…) answer what their specifications say, and
    /// are left out. What cannot be read is added to `problems`.
    static func results(request: String, response: String, problems: inout [String]) -> [(method: String, schema: JSONValue, value: JSONValue)] {
        guard let answer = try? JSONParser.parse(response) else {
            problems.append("the answer is not JSON: \(response.prefix(200))")
            return []
        }
        let call = try? JSONParser.parse(request)
        switch answer {
        case .object(let answer):
            return result(of: answer, to: call.map { [$0] } ?? [], problems: &problems).map { [$0] } ?? []
        case .array(let answers) where !answers.isEmpty:
            guard case .array(let calls)? = call else {
                problems.append("a batch of answers to a request that is not a batch")
                return []
            }
            return answers.compactMap { answer in
                guard case .object(let answer) = answer else {
                    problems.append("a batch's answer is not an object")
                    return nil
                }
                return result(of: answer, to: calls, problems: &problems)
            }
        default:
            problems.append("the answer is neither an object nor a batch of them: \(response.prefix(200))")
            return []
        }
    }

    /// One answer's result and the schema of the request among `calls` with its id.
    private static func result(of answer: JSONObject, to calls: [JSONValue], problems: inout [String])
        -> (method: String, schema: JSONValue, value: JSONValue)?
    {
        func problem(_ text: String) -> (String, JSONValue, JSONValue)? {
            problems.append(text)
            return nil
        }
        if answer["error"] != nil { return nil }
        guard let result = answer["result"] else { return problem("an answer with neither a result nor an error") }
        let id = answer["id"] ?? .null
        let methods = calls.compactMap { call -> (String, JSONObject)? in
            guard case .object(let call) = call, (call["id"] ?? .null) == id, case .string(let method)? = call["method"] else { return nil }
            return (method, call)
        }
        guard let (method, call) = methods.first else { return problem("a result to no request that names a method, id \(id)") }
        guard methods.allSatisfy({ $0.0 == method }) else { return problem("results to requests of different methods share the id \(id)") }
        if method == "tools/call" {
            guard case .object(let params)? = call["params"], case .string(let tool)? = params["name"],
                case .object(let content) = result
            else { return problem("a tools/call result without its tool or content") }
            // A tool's error is content, with no structured result to check.
            guard let structured = content["structuredContent"] else {
                return content["isError"] == .bool(true) ? nil : problem("a tool's result without structuredContent")
            }
            let name = Server.methods.first { $0.replacingOccurrences(of: ".", with: "_") == tool } ?? tool
            guard let schema = byMethod[name] else { return problem("no result schema for tool '\(tool)'") }
            return (name, schema, structured)
        }
        guard let schema = byMethod[method] else {
            let protocolMethods = Server.protocolMethods.map { $0.name.description }
            return protocolMethods.contains(method) ? nil : problem("no result schema for '\(method)'")
        }
        return (method, schema, result)
    }
}

@Suite struct ResultSchemaTests: InProcessCalls {
    @Test func everyMethodDeclaresAResultSchemaTheValidatorKnows() throws {
        for method in Server.registry {
            let schema = try #require(ResultSchemas.byMethod[method.name], "\(method.name)")
            let problems = ResultSchemaValidator.problems(of: schema)
            #expect(problems.isEmpty, "\(method.name): \(problems)")
            // Not a placeholder: the result's type, or its shapes, are said.
            guard case .object(let object) = schema else { continue }
            #expect(object["type"] != nil || object["anyOf"] != nil, "\(method.name) accepts anything")
        }
    }

    /// Every example of every method the server registers is answered with a
    /// result that fits the method's declared result schema. A method with no
    /// example, or whose schema is missing, fails.
    @Test(arguments: Server.methods)
    func everyExampleMatchesItsMethodsResultSchema(_ name: String) throws {
        let method = try #require(Server.registry.first { $0.name == name })
        #expect(!method.examples.isEmpty, "\(name) has no example")
        let schema = try #require(ResultSchemas.byMethod[name], "\(name) has no result schema")
        for example in method.examples {
            let request = #"{"jsonrpc":"2.0","id":1,"method":"\#(name)","params":\#(example)}"#
            var bytes = Array(request.utf8)
            let response = try #require(bytes.withUnsafeMutableBytes { Server().respond(to: UnsafeRawBufferPointer($0)) })
            guard case .object(let answer) = try JSONParser.parse(response), let result = answer["result"] else {
                Issue.record("\(name) \(example) is not answered with a result: \(String(decoding: response, as: UTF8.self))")
                continue
            }
            let errors = ResultSchemaValidator.errors(of: result, against: schema)
            #expect(errors.isEmpty, "\(name) \(example): \(errors)")
        }
    }

    /// The answers the READMEs show are answered in process here (the examples' own
    /// test runs the process), and each result must match its method's schema.
    @Test func everyREADMEExampleMatchesItsSchema() throws {
        for example in DocumentationExamplesTests.all {
            var bytes = Array(example.request.utf8)
            let response = bytes.withUnsafeMutableBytes { Server().respond(to: UnsafeRawBufferPointer($0)) }
            guard let response else { continue }
            let errors = ResultSchemas.errors(request: example.request, response: String(decoding: response, as: UTF8.self))
            #expect(errors.isEmpty, "\(example.file):\(example.line): \(errors)")
        }
    }

    /// What the check cannot read fails it: an answer that is not JSON, a result to a
    /// request that does not parse, or to no request of that id.
    @Test func anUnreadableRequestOrAnswerIsAnError() {
        let request = #"{"id":1,"method":"archery.handicap","params":{"round":"york","score":1000}}"#
        #expect(ResultSchemas.errors(request: request, response: #"{"jsonrpc":"2.0","id":1,"result":{"handicap":10}}"#) == [])
        #expect(!ResultSchemas.errors(request: request, response: #"{"jsonrpc":"2.0","id":1,"result":"#).isEmpty)
        #expect(!ResultSchemas.errors(request: "{", response: #"{"jsonrpc":"2.0","id":1,"result":{"handicap":"ten"}}"#).isEmpty)
        #expect(!ResultSchemas.errors(request: request, response: #"{"jsonrpc":"2.0","id":2,"result":{"handicap":10}}"#).isEmpty)
        #expect(!ResultSchemas.errors(request: request, response: #"{"jsonrpc":"2.0","id":1}"#).isEmpty)
        // A batch's results are each checked against their own request's method.
        let batch = "[\(request)]"
        #expect(!ResultSchemas.errors(request: batch, response: #"[{"jsonrpc":"2.0","id":1,"result":{"handicap":"ten"}}]"#).isEmpty)
        #expect(ResultSchemas.errors(request: batch, response: #"[{"jsonrpc":"2.0","id":1,"result":{"handicap":10}}]"#) == [])
        // An error answers nothing a schema describes.
        #expect(ResultSchemas.errors(request: "{", response: #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"x"}}"#) == [])
    }

    /// Whole catalogs, and the ends of the level curve, through `respond` and so through the schemas.
    @Test func catalogsAndEdgesMatchTheirSchemas() throws {
        let catalogs = [
            "tables.list", "archery.faces", "archery.rounds", "archery.opponents", "achievements.list", "rpg.powerups",
        ]
        for method in catalogs {
            #expect(try respond(#"{"id":1,"method":"\#(method)"}"#).contains(#""result""#))
        }
        // The maximum level's start: its `xpToNextLevel` is null.
        let top = try #require(ScorebookTables.builtIn.rpgLevels?.starts.last)
        for xp in [0, top] {
            #expect(try respond(#"{"id":1,"method":"rpg.level","params":{"xp":\#(xp)}}"#).contains(#""result""#))
        }
    }

    /// Requests that take the writers' rarer branches, each checked by `respond`: every refusal and
    /// cut, a battle won, drawn and knocked out, every failure rule, shoot-offs, a null handicap, a miss.
    @Test func theWritersRarerBranchesMatchTheirSchemas() throws {
        func at(_ dayAndTime: String) -> String { "2026-11-\(dayAndTime):00Z" }
        func sample(_ stat: String, _ start: String, _ end: String, _ value: String, _ source: String) -> String {
            #"{"stat":"\#(stat)","start":"\#(at(start))","end":"\#(at(end))","value":\#(value),"source":"\#(source)"}"#
        }
        func use(_ powerUp: String, _ time: String, on target: String? = nil) -> String {
            #"{"powerUp":"\#(powerUp)","at":"\#(at(time))"\#(target.map { #","target":"\#($0)""# } ?? "")}"#
        }
        func player(_ id: String, _ level: Int, samples: [String] = [], activations: [String] = []) -> String {
            #"{"id":"\#(id)","level":\#(level),"samples":[\#(samples.joined(separator: ","))],"#
                + #""activations":[\#(activations.joined(separator: ","))]}"#
        }
        func battle(_ players: [String]) throws -> [String: Any] {
            try call("rpg.battle", #"{"start":"\#(at("23T08:00"))","players":[\#(players.joined(separator: ","))]}"#)
        }
        let ana = player(
            "ana", 20,
            samples: [
                sample("steps", "23T08:00", "23T09:00", "14000", "watch"),
                sample("steps", "23T08:30", "23T09:00", "3000", "phone"),
                sample("steps", "23T10:00", "23T10:05", "500.5", "manual"),
            ],
            activations: [
                use("quick-step", "23T07:00"), use("quick-step", "23T08:00"), use("quick-step", "23T09:00"),
                use("second-wind", "23T08:00"), use("second-wind", "24T07:00"), use("heavy-legs", "23T08:10", on: "ben"),
            ])
        let ben = player("ben", 20, activations: [use("aegis", "23T08:00")])
        let carl = player("carl", 1, activations: [use("quick-step", "23T08:00")])
        let dana = player(
            "dana", 20, activations: [use("heavy-legs", "23T09:00", on: "carl"), use("sluggish", "23T09:10", on: "carl")])
        let full = try battle([ana, ben, carl, dana])
        let players = try #require(full["players"] as? [[String: Any]])
        let activations = players.flatMap { $0["activations"] as? [[String: Any]] ?? [] }
        #expect(
            Set(activations.compactMap { $0["reason"] as? String })
                == ["outside-battle", "not-unlocked", "limit-reached", "on-cooldown", "already-active", "blocked-by-shield"])
        let stats = players.flatMap { $0["stats"] as? [[String: Any]] ?? [] }
        let cuts = stats.flatMap { $0["cuts"] as? [[String: Any]] ?? [] }
        #expect(Set(cuts.compactMap { $0["reason"] as? String }) == ["ignored-source", "overlapping-sources", "hourly-cap"])
        func steps(_ id: String, _ value: String) -> String {
            player(id, 2, samples: [sample("steps", "23T08:00", "23T09:00", value, "watch")])
        }
        #expect(try battle([steps("ana", "1000"), steps("ben", "1000")])["state"] as? String == "drawn")
        #expect(try battle([steps("ana", "5000"), steps("ben", "1000")])["state"] as? String == "won")
        let strong = player(
            "ana", 2,
            samples: [
                sample("steps", "23T08:00", "23T09:00", "11000", "watch"),
                sample("exercise", "23T08:00", "23T09:00", "60", "watch"),
            ])
        #expect(try battle([strong, player("ben", 2)])["state"] as? String == "knockout")

        let apft = #""test":"apft","sex":"male","age":30"#
        let failed = try call("fitness.score", #"{\#(apft),"events":{"pushup":10,"situp":10,"walk2.5mi":"35:10"}}"#)
        let failures = try #require(failed["failures"] as? [[String: Any]])
        #expect(Set(failures.compactMap { $0["rule"] as? String }) == ["event-minimum", "go-no-go"])
        let short = try call("fitness.score", #"{\#(apft),"events":{"pushup":10,"situp":10,"run2mi":"20:00"}}"#)
        #expect((short["failures"] as? [[String: Any]])?.last?["rule"] as? String == "total-minimum")
        let passed = try call("fitness.score", #"{\#(apft),"events":{"pushup":60,"situp":60,"swim800yd":"20:00"}}"#)
        #expect(passed["passed"] as? Bool == true)
        _ = try call(
            "fitness.score", #"{"test":"acft","sex":"male","age":30,"events":{"spt":6.5,"plk":"1:30"}}"#)
        _ = try call("fitness.required", #"{"test":"acft","sex":"male","age":30,"event":"spt","points":99}"#)

        #expect(try call("archery.handicap", #"{"round":"wa-1440-90","score":1440}"#)["handicap"] is NSNull)
        #expect(try call("archery.score", #"{"face":"wa-80-6ring","scoring":"compound","x":0,"y":-260}"#)["colour"] is NSNull)
        let shot = #""face":"wa-122","distance":70,"unit":"m""#
        let cumulative = try call(
            "archery.match",
            #"{"opponent":"captain-nova","difficulty":"medium","format":"cumulative",\#(shot),"seed":7,"#
                + #""archerEnds":[["10","9"]]}"#)
        #expect(cumulative["archerHandicap"] == nil && cumulative["totals"] != nil)
        _ = try call(
            "archery.match",
            #"{"opponent":"captain-nova","difficulty":"medium","format":"portsmouth","seed":7,"#
                + #""archerScores":[{"round":"portsmouth","score":550}],"archerEnds":[["10","9","9"]]}"#)
        // Level after five sets: a shoot-off, undecided by a tie in one zone, then won.
        let level = #"{"opponent":"captain-nova","difficulty":"medium","format":"sets",\#(shot),"seed":19,"archerHandicap":35,"#
            + #""archerEnds":[["10","8","7"],["10","8","7"],["10","8","7"],["10","8","7"],["10","8","7"]],"archerShootOff":"#
        for (arrow, winner) in [("7", nil), ("X", "archer")] as [(String, String?)] {
            let match = try call("archery.match", level + #"{"label":"\#(arrow)"}}"#)
            let shootOff = try #require((match["shootOff"] as? [[String: Any]])?.first)
            #expect(shootOff["winner"] as? String == winner)
        }
    }

    // MARK: The validator can fail

    static let schema = #"""
        {"type":"object","properties":{"state":{"type":"string","enum":["won","lost"]},"ends":{"type":"array",
        "items":{"type":"integer","minimum":0}},"at":{"type":"string","format":"date"}},"required":["state"],
        "additionalProperties":false}
        """#

    func errors(_ value: String, _ schema: String = Self.schema) throws -> [String] {
        ResultSchemaValidator.errors(of: try JSONParser.parse(value), against: try JSONParser.parse(schema))
    }

    @Test func theValidatorAcceptsWhatTheSchemaSays() throws {
        #expect(try errors(#"{"state":"won","ends":[0,6e1],"at":"2025-07-04"}"#) == [])
        #expect(try errors(#"{"state":"lost"}"#) == [])
    }

    @Test func theValidatorRejectsAWrongType() throws {
        #expect(try errors(#"{"state":1}"#).contains(#"$.state: expected string, found 1"#))
        #expect(try errors(#"{"state":"won","ends":[1.5]}"#) == [#"$.ends[0]: expected integer, found 1.5"#])
        #expect(try errors(#"[]"#) == [#"$: expected object, found array"#])
    }

    @Test func theValidatorRejectsAMissingRequiredKey() throws {
        #expect(try errors(#"{"ends":[]}"#) == [#"$: missing the required key 'state'"#])
    }

    @Test func theValidatorRejectsAnExtraKey() throws {
        #expect(try errors(#"{"state":"won","winner":"ana"}"#) == [#"$.winner: a key the schema does not allow"#])
    }

    @Test func theValidatorRejectsAValueOutsideAnEnum() throws {
        #expect(try errors(#"{"state":"drawn"}"#) == [#"$.state: "drawn" is not one of the enum's values"#])
    }

    @Test func theValidatorRejectsAnUnknownKeyword() throws {
        let schema = #"{"type":"string","pattern":"^w"}"#
        #expect(try errors(#""lost""#, schema) == [#"$: the schema has the unknown keyword 'pattern'"#])
        #expect(ResultSchemaValidator.problems(of: try JSONParser.parse(schema)) == [#"#/pattern: unknown keyword 'pattern'"#])
        // Met deep inside a schema, in a branch the value never takes, too.
        let nested = #"{"anyOf":[{"type":"null"},{"type":"array","items":{"type":"integer","multipleOf":2}}]}"#
        #expect(
            ResultSchemaValidator.problems(of: try JSONParser.parse(nested))
                == [#"#/anyOf/1/items/multipleOf: unknown keyword 'multipleOf'"#])
    }

    @Test func theValidatorRejectsABoundAFormatAndEveryBranchOfAnAnyOf() throws {
        #expect(try errors(#"{"state":"won","ends":[-1]}"#) == [#"$.ends[0]: -1 is below the minimum 0"#])
        #expect(try errors(#"{"state":"won","at":"2025-7-4"}"#) == [#"$.at: "2025-7-4" is not a date"#])
        let dateTime = #"{"type":"string","format":"date-time"}"#
        #expect(try errors(#""2026-11-23T08:00:00+01:00""#, dateTime) == [])
        #expect(try errors(#""2026-11-23T08:00:00.5Z""#, dateTime) == [])
        #expect(try errors(#""2026-11-23 08:00:00""#, dateTime) == [#"$: "2026-11-23 08:00:00" is not a date-time"#])
        let nullable = #"{"anyOf":[{"type":"integer"},{"type":"null"}]}"#
        #expect(try errors(#"null"#, nullable) == [])
        #expect(try errors(#""10""#, nullable).count == 1)
    }

    /// A real schema: `archery.handicap`'s `handicap` is a whole number or null, and nothing else is in its result.
    @Test func aMethodsSchemaRejectsAWrongResult() throws {
        let schema = try #require(ResultSchemas.byMethod["archery.handicap"])
        func errors(_ result: String) throws -> [String] {
            ResultSchemaValidator.errors(of: try JSONParser.parse(result), against: schema)
        }
        #expect(try errors(#"{"handicap":10}"#) == [])
        #expect(try errors(#"{"handicap":null}"#) == [])
        #expect(try errors(#"{"handicap":"10"}"#).count == 1)
        #expect(try errors(#"{}"#) == [#"$: missing the required key 'handicap'"#])
        #expect(try errors(#"{"handicap":10,"scheme":"agb"}"#) == [#"$.scheme: a key the schema does not allow"#])
    }
}
