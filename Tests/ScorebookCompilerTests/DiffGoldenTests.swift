import Foundation
@testable import _ScorebookCompiler
import Testing

/// The diff of the golden tables against an edited set, in each output
/// format, compared byte for byte with `Fixtures/Diff/golden.txt` and
/// `golden.json`. Run with `SCOREBOOK_UPDATE_GOLDEN=1` to rewrite them.
@Suite struct DiffGoldenTests {
    /// The golden tables as `old/…`.
    static func old() throws -> [TableSource] {
        try Fixtures.names(in: "Golden").map { name in
            TableDiffTests.source(try String(contentsOf: Fixtures.url("Golden/\(name)"), encoding: .utf8), "old/\(name)")
        }
    }

    /// The edited set as `new/…`: cells and a field of the fitness test
    /// changed, opponents added, removed and changed, the levels removed,
    /// a second fitness test added, the rest as they were.
    static func new() throws -> [TableSource] {
        let edits: [String: [(String, String)]] = [
            "mini.yaml": [
                ("edition: \"1\"", "edition: \"2\""),
                ("30: [ 80,  100,  90,  --]", "30: [ 80,  100,  92,  --]"),
                ("0:   [\"36:00\", \"--\"]", "0:   [\"36:00\", \"40:00\"]"),
            ],
            "mini-opponents.yaml": [
                ("handicap: 42", "handicap: 40"),
                ("  bo:\n    name: Bo\n", "  cy:\n    name: Cy\n"),
            ],
        ]
        var sources: [TableSource] = []
        for name in try Fixtures.names(in: "Golden") where name != "mini-levels.yaml" {
            var text = try String(contentsOf: Fixtures.url("Golden/\(name)"), encoding: .utf8)
            for (from, to) in edits[name] ?? [] {
                precondition(text.contains(from), "\(name) no longer has \(from)")
                text = text.replacingOccurrences(of: from, with: to)
            }
            sources.append(TableDiffTests.source(text, "new/\(name)"))
            if name == "mini.yaml" {
                sources.append(TableDiffTests.source(text.replacingOccurrences(of: "id: mini\n", with: "id: mini2\n"), "new/mini2.yaml"))
            }
        }
        return sources
    }

    static func diff() throws -> TableSetDiff { TableDiffer.diff(old: try old(), new: try new()) }

    @Test func text() throws { try Self.compare(try Self.diff().text, "Diff/golden.txt") }

    @Test func json() throws {
        let json = try Self.diff().json
        try Self.compare(json, "Diff/golden.json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(document["differs"] as? Bool == true)
    }

    /// `output` against the checked-in `Fixtures/<path>`; with
    /// `SCOREBOOK_UPDATE_GOLDEN=1`, the checked-in file is rewritten instead.
    static func compare(_ output: String, _ path: String) throws {
        if ProcessInfo.processInfo.environment["SCOREBOOK_UPDATE_GOLDEN"] == "1" {
            let checkedIn = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("Fixtures/\(path)")
            try output.write(to: checkedIn, atomically: true, encoding: .utf8)
            return
        }
        let golden = try String(contentsOf: Fixtures.url(path), encoding: .utf8)
        #expect(output == golden, "the output differs from Fixtures/\(path):\n\(output)")
    }
}
