import Foundation
import Testing

/// The build plugin's `scorebook-generate` writes what `scorebook-tablegen
/// generate` writes, byte for byte, and refuses arguments it does not know.
@Suite struct GenerateToolTests {
    static let tool = TableGenCommandTests.executable.deletingLastPathComponent().appendingPathComponent("scorebook-generate")

    @Test func writesWhatTableGenWrites() throws {
        let tables = try TableGenCommandTests.directory(["mini.yaml": TableGenCommandTests.mini])
        defer { try? FileManager.default.removeItem(at: tables) }
        let (plugin, tablegen) = (tables.appendingPathComponent("plugin"), tables.appendingPathComponent("tablegen"))
        let ran = try TableGenCommandTests.run([tables.path, "--output", plugin.path, "--module", "App"], tool: Self.tool)
        #expect(ran.status == 0, "\(ran.stderr)")
        let tablegenRan = try TableGenCommandTests.run(["generate", tables.path, "--output", tablegen.path, "--module", "App"])
        #expect(tablegenRan.status == 0, "\(tablegenRan.stderr)")
        let written = try Data(contentsOf: plugin.appendingPathComponent("ScorebookTables.swift"))
        let reference = try Data(contentsOf: tablegen.appendingPathComponent("ScorebookTables.swift"))
        #expect(!written.isEmpty && written == reference)
    }

    @Test func aTableWithAMistakeFailsWithItsLocation() throws {
        let tables = try TableGenCommandTests.directory(["mini.yaml": TableGenCommandTests.mini.replacingOccurrences(of: "maximumTotal: 200", with: "maximumTotal: x")])
        defer { try? FileManager.default.removeItem(at: tables) }
        let ran = try TableGenCommandTests.run([tables.path, "--output", tables.appendingPathComponent("out").path], tool: Self.tool)
        #expect(ran.status == 1)
        #expect(ran.stderr.contains("mini.yaml:") && ran.stderr.contains(": error: maximumTotal"), "\(ran.stderr)")
    }

    @Test(arguments: [
        ([String](), "no TABLES directory"), (["Tables"], "no --output directory"), (["Tables", "--output"], "--output needs a value"),
        (["Tables", "--output", "a", "--output", "b"], "--output is given twice"), (["Tables", "--force"], "unexpected argument '--force'"),
        (["Tables", "More"], "unexpected argument 'More'"),
    ])
    func refusesWhatItDoesNotKnow(_ arguments: [String], _ problem: String) throws {
        let ran = try TableGenCommandTests.run(arguments, tool: Self.tool)
        #expect(ran.status == 2)
        #expect(ran.stderr.hasPrefix("scorebook-generate: error: \(problem)\nusage: "), "\(ran.stderr)")
    }
}
