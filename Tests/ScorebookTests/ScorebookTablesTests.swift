@_spi(ScorebookTables) @testable import Scorebook
import Testing

/// The runtime holds each kind's tables under its key, and the generated
/// tables register every key the runtime lists.
@Suite struct ScorebookTablesTests {
    @Test func theGeneratedTablesRegisterEveryKey() {
        #expect(ScorebookTables.builtIn.unregisteredKeys == [])
        #expect(ScorebookTables.builtIn.entries.count == ScorebookTableKeys.all.count)
    }

    @Test func aKeyMissingFromATableSetIsNamed() {
        let faces = ScorebookTables(tables: [], entries: [ScorebookTableEntry(ArcheryFacesKey.self, [])])
        #expect(faces.unregisteredKeys.count == ScorebookTableKeys.all.count - 1)
        #expect(faces.unregisteredKeys.contains("FitnessTestsKey"))
        #expect(!faces.unregisteredKeys.contains("ArcheryFacesKey"))
    }

    @Test func aKeyReadsWhatWasRegisteredUnderIt() {
        let face = ScorebookTables.builtIn.archeryFaces[1]
        let tables = ScorebookTables(
            tables: [], entries: [ScorebookTableEntry(ArcheryRoundsKey.self, []), ScorebookTableEntry(ArcheryFacesKey.self) { [face] }])
        #expect(tables.archeryFaces.map(\.id) == [face.id])
        #expect(tables.archeryRounds.isEmpty)
    }

    /// A lazily registered value is built when read, not when the tables are.
    @Test func aLazyEntryIsBuiltOnFirstUse() {
        final class Counter: @unchecked Sendable { var reads = 0 }
        let counter = Counter()
        let tables = ScorebookTables(
            tables: [], entries: [ScorebookTableEntry(ArcheryFacesKey.self) { counter.reads += 1; return [] }])
        #expect(counter.reads == 0)
        _ = tables.archeryFaces
        #expect(counter.reads == 1)
    }
}
