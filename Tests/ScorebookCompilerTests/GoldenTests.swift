import Foundation
@testable import ScorebookCompiler
import Testing

/// The generated Swift for the tables in `Fixtures/Golden` (`mini.yaml`, a
/// fitness test; `mini-faces.yaml`, `mini-rounds.yaml`, `mini-handicaps.yaml`
/// and `mini-opponents.yaml`, archery; `mini-events.yaml` and `mini-achievements.yaml`;
/// `mini-levels.yaml`, `mini-battles.yaml` and `mini-power-ups.yaml`, the RPG), compiled
/// together, is compared byte for byte with the checked-in `ScorebookTables.swift.golden`.
/// Run with `SCOREBOOK_UPDATE_GOLDEN=1` to rewrite it after an intended change.
@Suite struct GoldenTests {
    /// Every golden input, in file-name order, as the build plugin would scan them.
    static func sources() throws -> [TableSource] {
        try Fixtures.names(in: "Golden").map { try Fixtures.source("Golden/\($0)") }
    }

    @Test func theGoldenInputsAreEveryKind() throws {
        #expect(
            try Self.sources().map(\.relativePath) == [
                "mini-achievements.yaml", "mini-battles.yaml", "mini-events.yaml", "mini-faces.yaml", "mini-handicaps.yaml",
                "mini-levels.yaml", "mini-opponents.yaml", "mini-power-ups.yaml", "mini-rounds.yaml", "mini.yaml",
            ])
        let output = TableCompiler.compile(try Self.sources())
        #expect(Set(output.tables.map(\.kind)) == Set(TableKinds.all.map { $0.name }))
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

    /// Past the bound on the generated file, the error names the kind that
    /// writes the most, at its first table; at the bound, the file is written.
    @Test func theGeneratedFileHasABoundedSize() throws {
        let sources = try Self.sources()
        let size = try #require(TableCompiler.compile(sources).swiftSource).utf8.count
        let atTheBound = TableCompiler.compile(sources, kinds: TableKinds.all, largestGeneratedFile: size)
        #expect(atTheBound.swiftSource != nil)
        let over = TableCompiler.compile(sources, kinds: TableKinds.all, largestGeneratedFile: size - 1)
        #expect(over.swiftSource == nil)
        let errors = over.diagnostics.sorted.map(\.description)
        #expect(errors.count == 1)
        #expect(
            errors.first?.hasPrefix(
                "mini.yaml:5:5: error: the tables generate \(size) bytes of Swift, over the \(size - 1) a build may; the fitness-test tables write ")
                == true, "\(errors)")
        #expect(TableCompiler.largestGeneratedFile == 64 << 20)
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
