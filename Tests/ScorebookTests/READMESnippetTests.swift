import Foundation
import Scorebook
import Testing

/// The README's Swift, compiled and run. Each ```swift block of README.md
/// follows a `<!-- swift: PATH -->` or `<!-- swift: PATH#NAME -->` line and is,
/// byte for byte, that file or the lines between its `// README: NAME` and
/// `// README: end` (without their indent): the snippets below, or a file of
/// `Examples/ClubTables`, which CI builds and runs. After each snippet, the
/// test checks what its comments show.
@Suite struct READMESnippetTests {
    @Test func theLibrary() throws {
        // README: library
        let apft = Scorebook.fitnessTest("apft")!
        let score = try apft.score(sex: "male", age: 23, events: ["pushup": 60, "situp": 70, "run2mi": 810])
        let total = score.total          // 264
        let passed = score.passed        // true; nil while no rule has failed and events are missing
        let failures = score.failures    // []: the rules not met

        // Scoring many tests? Give results in the order of `apft.events` (nil for an event not taken):
        // the same rules, with no dictionary to build or search.
        let results = ["pushup": 60.0, "situp": 70, "run2mi": 810]
        let again = try apft.score(sex: "male", age: 23, results: apft.events.map { results[$0.id] })

        let run = try apft.column(event: "run2mi", sex: "female", age: 30)   // resolve once…
        let points = run.points(raw: 17 * 60)                                // …then each lookup is an array load: 90
        let slowest = run.required(points: 90)                               // the slowest time that earns 90: 1020 s

        let today = Scorebook.fitnessTest(series: "army", on: CalendarDate("2025-07-04")!)!   // the AFT
        let goal = try today.required(event: "mdl", points: 80, sex: "female", age: 28, standard: "combat")
        let pounds = goal.requirements[0].raw                                                 // 250
        // README: end
        #expect(total == 264)
        #expect(passed == true)
        #expect(failures.isEmpty)
        #expect(again.total == total)
        #expect(points == 90)
        #expect(slowest == 1020)
        #expect(today.id == "aft")
        #expect(pounds == 250)
    }

    @Test func archery() throws {
        // README: archery
        let recurve = Scorebook.archeryFace("wa-122")!.scoring("recurve")!
        let arrow = try recurve.zone(x: 32, y: 8, arrowDiameter: 5.5)   // X, 10 points, gold
        let hex = arrow.colour?.hex                                      // "#FFE552"
        let end = try recurve.tally(labels: ["X", "10", "9"])            // total 29, tens 2, xs 1

        let york = Scorebook.archeryRound("york")!                      // 144 arrows, imperial
        let labels = Array(repeating: "9", count: 72) + Array(repeating: "7", count: 72)
        let sheet = try york.scoreSheet(arrows: labels)                  // per distance, end totals, golds: 1152
        // README: end
        #expect(arrow.label == "X" && arrow.score == 10 && arrow.colour?.name == "gold")
        #expect(hex == "#FFE552")
        #expect(end.total == 29 && end.count("tens") == 2 && end.count("xs") == 1)
        #expect(sheet.tally.total == 1152 && sheet.isComplete)
    }

    struct Block: CustomTestStringConvertible, Sendable {
        let line: Int
        let source: String
        let text: String
        var testDescription: String { "README.md:\(line) (\(source))" }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every ```swift block of README.md with the source named on the line before it.
    static let blocks: [Block] = {
        guard let text = try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8) else { return [] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [Block] = []
        for (index, line) in lines.enumerated() where line == "```swift" {
            let before = index > 0 ? lines[index - 1] : ""
            let source = before.hasPrefix("<!-- swift: ") && before.hasSuffix(" -->") ? String(before.dropFirst(12).dropLast(4)) : ""
            let body = lines[(index + 1)...].prefix { $0 != "```" }
            blocks.append(Block(line: index + 1, source: source, text: body.joined(separator: "\n")))
        }
        return blocks
    }()

    /// The text a `PATH` or `PATH#NAME` names.
    static func snippet(_ source: String) throws -> String {
        let parts = source.split(separator: "#", maxSplits: 1).map(String.init)
        let file = try String(contentsOf: root.appendingPathComponent(parts[0]), encoding: .utf8)
        guard parts.count == 2 else { return String(file.dropLast(file.hasSuffix("\n") ? 1 : 0)) }
        let lines = file.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "// README: \(parts[1])" })
        let end = try #require(lines[start...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == "// README: end" })
        let indent = lines[start].prefix { $0 == " " }.count
        return lines[(start + 1)..<end].map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
            .joined(separator: "\n")
    }

    @Test func theREADMEShowsSwift() {
        #expect(Self.blocks.count >= 5)
    }

    @Test(arguments: blocks)
    func everySwiftBlockIsCompiledCode(_ block: Block) throws {
        try #require(!block.source.isEmpty, "README.md:\(block.line): no '<!-- swift: PATH -->' line before the block")
        let snippet = try Self.snippet(block.source)
        #expect(block.text == snippet, "README.md:\(block.line) differs from \(block.source):\n\(snippet)")
    }
}
