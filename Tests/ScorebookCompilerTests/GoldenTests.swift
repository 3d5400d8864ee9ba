import Foundation
@testable import _ScorebookCompiler
import Testing

/// The generated Swift for the tables in `Fixtures/Golden` (a small table of
/// every kind: `mini.yaml`, a fitness test, `mini-faces.yaml`…), compiled
/// together, is compared byte for byte with the checked-in `ScorebookTables.swift.golden`.
/// Run with `SCOREBOOK_UPDATE_GOLDEN=1` to rewrite it after an intended change.
@Suite struct GoldenTests {
    /// Every golden input, in file-name order, as the build plugin would scan them.
    static func sources() throws -> [TableSource] {
        try Fixtures.names(in: "Golden").map { try Fixtures.source("Golden/\($0)") }
    }

    /// One golden file per kind in the registry, each of a different kind.
    @Test func theGoldenInputsAreEveryKind() throws {
        let output = TableCompiler.compile(try Self.sources())
        #expect(output.tables.map(\.kind).sorted() == TableKinds.all.map { $0.name }.sorted())
    }

    @Test func generatedSwiftMatchesTheGoldenFile() throws {
        let output = TableCompiler.compile(try Self.sources())
        #expect(output.diagnostics.all.isEmpty, "\(output.diagnostics.all)")
        let generated = try #require(output.swiftSource)
        let goldenURL = Fixtures.url("Golden/ScorebookTables.swift.golden")
        if ProcessInfo.processInfo.environment["SCOREBOOK_UPDATE_GOLDEN"] == "1" {
            // The resource copy is read-only in spirit: write the checked-in file.
            let checkedIn = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("Fixtures/Golden/ScorebookTables.swift.golden")
            try generated.write(to: checkedIn, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOf: goldenURL, encoding: .utf8)
        #expect(generated == golden, "generated Swift differs from the golden file:\n\(firstDifference(generated, golden))")
    }

    /// Past the bound on the generated file, the error names the kind whose
    /// tables passed it, at its first table, and the writer stops writing;
    /// at the bound, the file is written.
    @Test func theGeneratedFileHasABoundedSize() throws {
        let sources = try Self.sources()
        let size = try #require(TableCompiler.compile(sources).swiftSource).utf8.count
        #expect(TableCompiler.compile(sources, kinds: TableKinds.all, largestGeneratedFile: size).swiftSource != nil)
        // The catalog at the top comes last: the kinds' declarations fit, the whole file does not.
        let over = TableCompiler.compile(sources, kinds: TableKinds.all, largestGeneratedFile: size - 1)
        #expect(over.swiftSource == nil)
        #expect(over.diagnostics.sorted.map(\.description) == [
            "mini-achievements.yaml:1:1: error: the tables generate more than \(size - 1) bytes of Swift, the most a build may; the catalog of every table passed it: compile fewer in one target"
        ])
        // The first kind, the fitness test, writes well over 1,000 bytes.
        let early = TableCompiler.compile(sources, kinds: TableKinds.all, largestGeneratedFile: 1000)
        #expect(early.diagnostics.sorted.map(\.description) == [
            "mini.yaml:5:5: error: the tables generate more than 1000 bytes of Swift, the most a build may; the fitness-test tables passed it: compile fewer in one target"
        ])
    }

    @Test func sameTablesGiveByteIdenticalSwift() throws {
        let sources = try Self.sources()
        #expect(TableCompiler.compile(sources).swiftSource == TableCompiler.compile(sources).swiftSource)
    }

    @Test func largeArraysArePackedAndSmallOnesAreLiterals() throws {
        let swift = try #require(TableCompiler.compile(try Self.sources()).swiftSource)
        // The run column spans 18:00 to 36:00: 1,081 points, above the literal limit.
        #expect(swift.contains("scalePoints: PackedArray.decode("))
        #expect(swift.contains("scaleColumns: ["))
        #expect(!swift.contains("switch"))
        #expect(!swift.contains("Dictionary") && !swift.contains(": ["+"String:"))
    }

    private func firstDifference(_ a: String, _ b: String) -> String {
        let left = a.split(separator: "\n", omittingEmptySubsequences: false)
        let right = b.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(left.count, right.count) {
            let l = index < left.count ? String(left[index]) : "<end>"
            let r = index < right.count ? String(right[index]) : "<end>"
            if l != r { return "line \(index + 1):\n  generated: \(l)\n  golden:    \(r)" }
        }
        return "(no line differs)"
    }
}
