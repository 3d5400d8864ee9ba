import Foundation
import _ScorebookCompiler
import Testing

@Suite struct TableCompilerTests {
    @Test func everyFileIsCheckedAndEveryErrorReported() throws {
        let mini = try Fixtures.source("Golden/mini.yaml")
        let broken1 = try Fixtures.source("Diagnostics/unknown-key.yaml")
        let broken2 = try Fixtures.source("Diagnostics/non-monotonic.yaml")
        let output = TableCompiler.compile([broken1, mini, broken2])
        let errors = output.diagnostics.errors
        // The three are all 'mini': a file with errors still has its id checked.
        let sameID = errors.filter { $0.message.hasPrefix("table id 'mini' is already used by unknown-key.yaml") }
        #expect(Set(sameID.map(\.location.file)) == ["mini.yaml", "non-monotonic.yaml"])
        #expect(Set(errors.map(\.location.file)) == ["unknown-key.yaml", "mini.yaml", "non-monotonic.yaml"])
        #expect(errors.count == 5)
        #expect(output.swiftSource == nil)
    }

    /// Every sex × age group of every scale could be an error: a hostile table
    /// gets the first 1,000 kept and the rest counted, not millions of strings.
    /// Issue 42: a syntax error at the end of a file with no final newline
    /// was placed on a line past its end (`:3:1`); it is at the end itself,
    /// and an error inside a file with CRLF line ends stays where it is.
    @Test(arguments: [
        ("kind: formulas\nid: [", "x.yaml:2:6"), ("kind: formulas\nid: [\n", "x.yaml:3:1"), ("kind: formulas\r\nid: [", "x.yaml:2:6"),
        ("kind: formulas\r\nid: [\r\n", "x.yaml:3:1"), ("kind: formulas\nid: {a\nb: c\n", "x.yaml:3:2"),
        ("kind: formulas\r\nid: {a\r\nb: c\r\n", "x.yaml:3:2"),
    ])
    func aSyntaxErrorAtTheEndIsWithinTheFile(_ text: String, _ place: String) {
        let output = TableCompiler.compile([TableSource(path: "x.yaml", relativePath: "x.yaml", bytes: Array(text.utf8))])
        #expect(output.diagnostics.errors.map { "\($0.location)" } == [place])
    }

    @Test func diagnosticsPastTheLimitAreCountedNotKept() throws {
        let mini = String(decoding: try Fixtures.source("Golden/mini.yaml").bytes, as: UTF8.self)
            .replacingOccurrences(of: "17-21", with: "17-17").replacingOccurrences(of: "22+", with: "150+")
        let groups = (0..<150).map { "\($0)-\($0)" }.joined(separator: ", ") + ", 150+"
        let sexes = "male, female, " + (0..<14).map { "s\($0)" }.joined(separator: ", ")
        let events = (0..<20).map { "  e\($0): { name: E, unit: repetitions, better: higher }\n" }.joined()
        let scales = (0..<20).map { "  e\($0):\n    columns: [male 17-17]\n    pointsByRaw:\n      1: [1]\n" }.joined()
        let text = mini.replacingOccurrences(of: "ageGroups: [17-17, 150+]", with: "ageGroups: [\(groups)]")
            .replacingOccurrences(of: "sexes: [male, female]", with: "sexes: [\(sexes)]")
            .replacingOccurrences(of: "events:\n", with: "events:\n" + events)
            .replacingOccurrences(of: "scales:\n", with: "scales:\n" + scales)
        let diagnostics = Fixtures.compile(text).diagnostics
        #expect(diagnostics.all.count == Diagnostics.limit)
        // 20 scales each cover one of 16 × 151 pairs, and the fixture's own scales miss the new sexes and groups.
        #expect(diagnostics.errorCount > 20 * (16 * 151 - 1))
        #expect(diagnostics.hasErrors)
    }

    @Test func atMostSixteenSexes() {
        let sexes = (0..<17).map { "s\($0)" }.joined(separator: ", ")
        let output = Fixtures.compile("kind: fitness-test\nsexes: [\(sexes)]\n")
        #expect(output.diagnostics.errors.map(\.description).contains("table.yaml:2:79: error: 'sexes' lists more than 16 sexes"))
    }

    @Test func tableIDsAreUniqueAcrossFiles() throws {
        let mini = try Fixtures.source("Golden/mini.yaml")
        var copy = mini
        copy.path = "copy.yaml"
        copy.relativePath = "copy.yaml"
        let output = TableCompiler.compile([mini, copy])
        #expect(output.diagnostics.errors.map(\.description) == [
            "copy.yaml:5:5: error: table id 'mini' is already used by mini.yaml:5:5"
        ])
    }

    /// `mini.yaml` as a member of series `demo`, with its own id and effective line.
    func seriesMember(_ id: String, effective: String, series: String = "demo") throws -> TableSource {
        let mini = String(decoding: try Fixtures.source("Golden/mini.yaml").bytes, as: UTF8.self)
        let text = mini.replacingOccurrences(of: "id: mini\n", with: "id: \(id)\nseries: \(series)\n")
            .replacingOccurrences(of: #"effective: { from: "2020-01-01", until: "2024-12-31" }"#, with: effective)
        return TableSource(path: "\(id).yaml", relativePath: "\(id).yaml", bytes: Array(text.utf8))
    }

    @Test func testsOfASeriesFollowOneAnother() throws {
        let output = TableCompiler.compile([
            try seriesMember("old", effective: #"effective: { until: "2022-09-30" }"#),
            try seriesMember("new", effective: #"effective: { from: "2022-10-01" }"#),
        ])
        #expect(output.diagnostics.errors.isEmpty)
        #expect(output.fitnessTests.map(\.lowered.series) == ["demo", "demo"])
    }

    @Test func testsOfASeriesMayNotBeInForceOnTheSameDay() throws {
        let output = TableCompiler.compile([
            try seriesMember("old", effective: #"effective: { until: "2022-10-01" }"#),
            try seriesMember("new", effective: #"effective: { from: "2022-10-01" }"#),
            try seriesMember("always", effective: ""),
        ])
        #expect(output.diagnostics.errors.map(\.description) == [
            "new.yaml:10:12: error: 'new' (in force from 2022-10-01) overlaps 'old' (until 2022-10-01, old.yaml) in series 'demo'; on any date at most one test of a series may be in force",
            "always.yaml:6:9: error: 'always' (in force at all times) overlaps 'old' (until 2022-10-01, old.yaml) in series 'demo'; on any date at most one test of a series may be in force",
            "always.yaml:6:9: error: 'always' (in force at all times) overlaps 'new' (from 2022-10-01, new.yaml) in series 'demo'; on any date at most one test of a series may be in force",
        ])
        #expect(output.swiftSource == nil)
    }

    @Test func aSeriesMayNotTakeATablesID() throws {
        let output = TableCompiler.compile([try seriesMember("old", effective: "", series: "mini"), try Fixtures.source("Golden/mini.yaml")])
        #expect(output.diagnostics.errors.map(\.description) == [
            "old.yaml:6:9: error: series 'mini' has the id of a table; a request for 'mini' would be ambiguous"
        ])
    }

    @Test func aFileMustBeUTF8() {
        let output = TableCompiler.compile([TableSource(path: "bad.yaml", relativePath: "bad.yaml", bytes: [0x6b, 0xff, 0xfe])])
        #expect(output.diagnostics.errors.map(\.description) == ["bad.yaml:1:1: error: the file is not valid UTF-8 text"])
    }

    @Test func anEmptyFileIsAnError() {
        let output = Fixtures.compile("# nothing here\n", name: "empty.yaml")
        #expect(output.diagnostics.errors.map(\.description) == [
            "empty.yaml:1:1: error: the file is empty; a table starts with 'kind:'"
        ])
    }

    @Test func noTablesGenerateAnEmptyCatalog() throws {
        let swift = try #require(TableCompiler.compile([]).swiftSource)
        #expect(swift.contains("static let fitnessTests: [FitnessTest] = ["))
    }

    @Test func scanningFindsYAMLInSubfoldersInOrderAndSkipsHiddenFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scorebook-scan-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = ["b.yaml", "a.yml", "army/c.yaml", ".hidden.yaml", "notes.txt", ".git/x.yaml"]
        for file in files {
            let url = directory.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
        let sources = try TableSource.scan(directory: directory.path)
        #expect(sources.map(\.relativePath) == ["a.yml", "army/c.yaml", "b.yaml"])
        #expect(sources[1].path == directory.path + "/army/c.yaml")
    }

    @Test func scanningAMissingDirectoryFails() {
        #expect(throws: TableDirectoryError.self) { try TableSource.scan(directory: "/no/such/scorebook/tables") }
    }
}
