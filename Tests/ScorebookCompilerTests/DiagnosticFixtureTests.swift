import Foundation
import ScorebookCore
import _ScorebookCompiler
import Testing

/// Each file in `Fixtures/Diagnostics` is a table with one kind of mistake;
/// its `# expect:` lines give every diagnostic, exactly, in order. It is
/// compiled beside Scorebook's own tables of the kinds it reads, as in
/// `Tables/`, so what it names of them (a face, a scheme) is defined.
/// `{kinds}` in an expectation stands for every kind of the registry, as
/// the messages that list them say it.
@Suite struct DiagnosticFixtureTests {
    static let fixtures = (try? Fixtures.names(in: "Diagnostics")) ?? []

    @Test func everyKindOfMistakeHasAFixture() {
        #expect(Self.fixtures.count >= 25)
    }

    @Test(arguments: fixtures)
    func diagnostics(_ name: String) throws {
        let source = try Fixtures.source("Diagnostics/\(name)")
        let text = String(decoding: source.bytes, as: UTF8.self)
        let expected = text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { $0.hasPrefix("# expect: ") }
            .map { "\(name):" + $0.dropFirst("# expect: ".count).replacingOccurrences(of: "{kinds}", with: Self.kinds) }
        let output = TableCompiler.compile([source] + Self.tablesRead(by: source))
        let actual = output.diagnostics.sorted.map(\.description)
        #expect(!expected.isEmpty, "\(name) has no '# expect:' lines")
        #expect(actual == expected)
        if output.diagnostics.hasErrors {
            #expect(output.swiftSource == nil, "a table with an error must not generate code")
        }
    }

    static let kinds = quotedList(TableCompiler.kindNames)

    static func tablesRead(by source: TableSource) -> [TableSource] {
        let read = TableCompiler.kind(declaredBy: source).map(TableCompiler.kindsRead(byKind:)) ?? []
        return builtInByKind.filter { $0.kind.map(read.contains) ?? false }.map(\.source)
    }

    /// Each built-in table with its kind, found once: finding it reads the whole file.
    static let builtInByKind = ReferenceTables.builtIn.map { (source: $0, kind: TableCompiler.kind(declaredBy: $0)) }
}
