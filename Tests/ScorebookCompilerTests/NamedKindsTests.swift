import Foundation
@testable import _ScorebookCompiler
import Testing

/// Every kind whose entries another kind's references name says that its
/// files name every entry, so a name used from a file with a mistake is still
/// checked. The kinds named are found from the registry's kinds' references
/// in the golden tables: a reference into a kind that does not say so fails.
/// That a failed file exports what it writes is `IndependentMistakesTests`'.
@Suite struct NamedKindsTests {
    @Test func everyKindOthersNameExportsEveryName() throws {
        var named: Set<String> = []
        var exportsEveryName: [String: Bool] = [:]
        for source in try IndependentMistakesTests.golden([]) + IndependentMistakesTests.exemption(for: "mini") {
            let (file, kind) = try #require(TableCompiler.read(source).0, "\(source.path)")
            func read<Kind: TableKind>(_ kind: Kind.Type) throws {
                var diagnostics = Diagnostics()
                let table = try #require(kind.compile(file, diagnostics: &diagnostics), "\(source.path)")
                named.formUnion(kind.references(of: table).map(\.namespace.definedBy).filter { $0 != Kind.name })
                exportsEveryName[Kind.name] = exportsEveryName[Kind.name, default: true] && kind.exportsEveryName(of: table)
            }
            try read(kind)
        }
        // The golden tables name the faces, rounds, schemes, activities and units; the exemption a fitness test.
        #expect(named.count >= 6, "\(named)")
        for kind in named.sorted() {
            #expect(exportsEveryName[kind] == true, "\(kind) is named by another kind's tables")
        }
    }
}
