import Foundation
@_spi(ScorebookTables) @testable import Scorebook
@_spi(Testing) @testable import ScorebookREPL
import Testing

/// Every word of a fixed vocabulary on the wire is kebab-case: `in-progress`,
/// `go-no-go`, `heart-rate`. A fixed vocabulary is what a result schema lists
/// as a member's values (its `enum`): the code's own words for a state, a
/// rule, a reason. Free text is not one (names, messages, labels, dates), nor
/// are ids a table defines (`walk2.5mi`, `50+`, `fitness.test-recorded` are
/// the tables' to spell, and their schemas list none).
@Suite struct KebabCaseTests {
    static func isKebabCase(_ word: String) -> Bool {
        let parts = word.split(separator: "-", omittingEmptySubsequences: false)
        return parts.allSatisfy { part in
            !part.isEmpty && part.utf8.allSatisfy { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        }
    }

    @Test func kebabCaseIsLowerCaseWordsJoinedByHyphens() {
        #expect(["in-progress", "go-no-go", "fit", "wa-1440-90", "heart-rate"].allSatisfy(Self.isKebabCase))
        #expect(!["heartRate", "Heart-rate", "heart_rate", "heart--rate", "-rate", "rate-", "", "walk2.5mi", "é"].contains(where: Self.isKebabCase))
    }

    /// Every value `schema` lists anywhere in it, with where.
    static func listed(in schema: JSONValue, at path: String, into words: inout [(path: String, word: String)]) {
        switch schema {
        case .object(let object):
            for (key, value) in object.members {
                if key == "enum", case .array(let values) = value {
                    for case .string(let word) in values { words.append((path, word)) }
                } else {
                    listed(in: value, at: "\(path)/\(key)", into: &words)
                }
            }
        case .array(let items):
            for (index, item) in items.enumerated() { listed(in: item, at: "\(path)/\(index)", into: &words) }
        default:
            break
        }
    }

    /// The words every method's result may hold, whether or not an example shows them.
    @Test func everyWordAResultSchemaListsIsKebabCase() throws {
        var checked = 0
        for method in Server.registry {
            var words: [(path: String, word: String)] = []
            Self.listed(in: try #require(ResultSchemas.byMethod[method.name]), at: "#", into: &words)
            for (path, word) in words {
                #expect(Self.isKebabCase(word), "\(method.name) \(path): '\(word)' is not kebab-case")
            }
            checked += words.count
        }
        #expect(checked > 30)
    }

    /// Each string of `value` at a place `schema` lists the values of, with its path.
    static func words(in value: JSONValue, _ schema: JSONValue, at path: String, into words: inout [(path: String, word: String)]) {
        guard case .object(let schema) = schema else { return }
        if case .array(let branches)? = schema["anyOf"] {
            // The branch the value fits; one it fits none of fails the schema test.
            if let branch = branches.first(where: { ResultSchemaValidator.errors(of: value, against: $0).isEmpty }) {
                Self.words(in: value, branch, at: path, into: &words)
            }
            return
        }
        switch value {
        case .string(let word) where schema["enum"] != nil:
            words.append((path, word))
        case .array(let items):
            guard let item = schema["items"] else { return }
            for (index, element) in items.enumerated() { Self.words(in: element, item, at: "\(path)[\(index)]", into: &words) }
        case .object(let object):
            var properties: JSONObject?
            if case .object(let named)? = schema["properties"] { properties = named }
            for (key, member) in object.members {
                guard let memberSchema = properties?[key] ?? schema["additionalProperties"] else { continue }
                Self.words(in: member, memberSchema, at: "\(path).\(key)", into: &words)
            }
        default:
            break
        }
    }

    /// A workout of every end, which Scorebook's own workouts do not have: each
    /// step but the last ends by one kind, and the track ends each.
    static let everyEnd: (tables: ScorebookTables, request: String) = {
        let builtIn = ScorebookTables.builtIn
        let activity = builtIn.workouts[0].activity
        let corner = WorkoutPlace(latitude: 35.95, longitude: -79.09, radius: Length(nanometres: 10_000_000_000))
        let ends: [WorkoutStepEnd] = [
            .time(milliseconds: 60_000), .distance(Length(nanometres: 10_000_000_000)), .reach(corner), .manual, .calories(1),
            .heartRateAbove(150), .heartRateBelow(100), .time(milliseconds: 60_000),
        ]
        let steps = ends.enumerated().map { WorkoutItem.step(WorkoutStep(label: "Step \($0.offset)", activity: activity, end: $0.element)) }
        let workout = Workout(id: "every-end", name: "Every end", source: "test", activity: activity, items: steps, file: "test")
        let tables = ScorebookTables(
            tables: builtIn.tables, entries: [ScorebookTableEntry(WorkoutsKey.self, kind: "workouts", [workout])] + builtIn.entries)
        func sample(_ minute: Int, _ latitude: Double, heartRate: Int) -> String {
            #"{"at":"2026-11-27T07:\#(minute < 10 ? "0" : "")\#(minute):00Z","lat":\#(latitude),"lon":-79.09,"heartRate":\#(heartRate)}"#
        }
        let samples = [
            sample(0, 35.90, heartRate: 120), sample(2, 35.91, heartRate: 120), sample(4, 35.95, heartRate: 120),
            sample(30, 35.95, heartRate: 160), sample(31, 35.95, heartRate: 90), sample(40, 35.95, heartRate: 90),
        ]
        let params = #"{"workout":"every-end","samples":[\#(samples.joined(separator: ","))],"ticks":[{"at":"2026-11-27T07:05:00Z"}],"weightKg":75}"#
        return (tables, #"{"jsonrpc":"2.0","id":1,"method":"workout.progress","params":\#(params)}"#)
    }()

    /// Every example of every method, and every request line of the fuzzer's seeds.
    static let requests: [String] = {
        let examples = Server.registry.flatMap { method in
            method.examples.map { #"{"jsonrpc":"2.0","id":1,"method":"\#(method.name)","params":\#($0)}"# }
        }
        let corpus = DocumentationText.root.appendingPathComponent("Fuzz/Corpus/REPL")
        let files = (try? FileManager.default.contentsOfDirectory(at: corpus, includingPropertiesForKeys: nil)) ?? []
        // A seed's first byte picks the harness's read size; the rest is its input.
        let lines = files.sorted { $0.path < $1.path }.flatMap { file in
            ((try? Data(contentsOf: file)).map { String(decoding: $0.dropFirst(), as: UTF8.self) } ?? "")
                .split(separator: "\n").map { String($0.hasSuffix("\r") ? $0.dropLast() : $0) }
        }
        return examples + lines
    }()

    /// The words of every answer: to the requests above, and to the workout of every end.
    @Test func everyWordOfEveryAnswerIsKebabCase() throws {
        #expect(Self.requests.count > Server.registry.count + 100, "the fuzzer's seeds were not found")
        var words: [(path: String, word: String)] = []
        func scan(_ request: String, _ server: Server) {
            var bytes = Array(request.utf8)
            guard let response = bytes.withUnsafeMutableBytes({ server.respond(to: UnsafeRawBufferPointer($0)) }) else { return }
            var problems: [String] = []
            for (method, schema, value) in ResultSchemas.results(request: request, response: String(decoding: response, as: UTF8.self), problems: &problems) {
                Self.words(in: value, schema, at: method, into: &words)
            }
        }
        for request in Self.requests { scan(request, Server()) }
        let every = Self.everyEnd
        scan(every.request, Server(tables: every.tables))
        for (path, word) in words { #expect(Self.isKebabCase(word), "\(path): '\(word)' is not kebab-case") }
        // The workout of every end is answered, each end once.
        let ended = Set(words.filter { $0.path.hasSuffix(".endedBy") }.map(\.word))
        #expect(ended.count == WorkoutStepEnd.kinds.count, "\(ended.sorted())")
    }
}
