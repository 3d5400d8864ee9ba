import Foundation
@testable import _ScorebookCompiler
import Testing

/// Each kind names the package trait that compiles Scorebook's built-in
/// tables of the kind in; Package.swift declares each one, on by default, and
/// no trait that no kind names.
@Suite struct PackageTraitsTests {
    static func manifest() throws -> String {
        try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Package.swift"),
            encoding: .utf8)
    }

    /// The quoted names in `text`.
    static func quoted(_ text: Substring) -> [String] { text.matches(of: /"([^"]*)"/).map { String($0.output.1) } }

    @Test func everyKindsTraitIsDeclaredAndOnByDefault() throws {
        let manifest = try Self.manifest()
        let declared = manifest.matches(of: /\.trait\(name: ("[^"]*")/).flatMap { Self.quoted($0.output.1) }
        let byDefault = manifest.firstMatch(of: /\.default\(enabledTraits: \[([^\]]*)\]/).map { Self.quoted($0.output.1) } ?? []
        let named = TableKinds.all.map { $0.runtimeEntry.trait.text }
        #expect(!declared.isEmpty)
        #expect(Set(declared) == Set(named), "Package.swift declares \(declared); the kinds name \(named)")
        #expect(Set(byDefault) == Set(named))
    }
}
