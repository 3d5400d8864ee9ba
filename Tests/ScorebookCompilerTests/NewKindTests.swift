@testable import Scorebook
import ScorebookCore
import Testing
@testable import ScorebookCompiler

/// A kind added without touching the driver: `kind: archery-drill`, a
/// practice drill on a face some archery-faces table defines. It is
/// registered in this test's own list, beside the real faces kind.
enum DrillKind: TableKind {
    static let name = "archery-drill"
    static let dependencies: [any TableKind.Type] = [ArcheryFacesKind.self]
    static let runtimeEntry = RuntimeEntry(key: "ArcheryDrillsKey", value: "archeryDrills")
    static let drills = Namespace(noun: "drill", definedBy: name)

    struct Drill: Sendable {
        var header: TableHeader
        var face: Located<String>
        var arrows: Located<Int>
        var file: String
    }

    static func compile(_ file: TableFile, diagnostics: inout Diagnostics) -> Drill? {
        let reader = file.reader
        defer { diagnostics.append(contentsOf: reader.diagnostics) }
        guard
            let fields = reader.fields(
                file.root, "an archery drill", required: ["kind", "id", "name", "source", "edition", "face", "arrows"])
        else { return nil }
        let header = reader.header(fields, of: file.root)
        let face = fields["face"].flatMap { reader.identifier($0, "face") }
        let arrows = fields["arrows"].flatMap { reader.wholeNumber($0, "arrows", in: 1...300) }
        guard let face, let arrows, !reader.diagnostics.hasErrors else { return nil }
        return Drill(header: header, face: face, arrows: arrows, file: file.source.relativePath)
    }

    static func info(of drill: Drill) -> LoweredTableInfo {
        LoweredTableInfo(
            kind: name, id: drill.header.id.value, name: drill.header.name, source: drill.header.source,
            edition: drill.header.edition, file: drill.file, contentHash: "")
    }

    static func id(of drill: Drill) -> Located<String> { drill.header.id }

    static func exports(of drill: Drill) -> [Symbol] { [Symbol(namespace: drills, id: drill.header.id, value: 0)] }

    static func references(of drill: Drill) -> [Reference] { [Reference(to: ArcheryFacesKind.faces, drill.face)] }

    /// Each drill as (id, index of its face among every face, arrows).
    static func lower(_ drills: [Drill], symbols: SymbolTable) -> [(String, Int, Int)] {
        drills.map { ($0.header.id.value, symbols.lookup(ArcheryFacesKind.faces, $0.face.value)!.index!, $0.arrows.value) }
    }

    static func emit(_ drills: [(String, Int, Int)], into writer: inout SwiftWriter) {
        for (index, (id, face, arrows)) in drills.enumerated() {
            writer.line("static let archeryDrill\(index) = (id: \(literal: id), face: \(ArcheryFacesKind.swiftName(ofFaceAt: face)), arrows: \(arrows))")
        }
    }
}

/// A kind that reads itself: no registry can order it.
enum LoopKind: TableKind {
    static let name = "loop"
    static let dependencies: [any TableKind.Type] = [LoopKind.self]
    static let runtimeEntry = RuntimeEntry(key: "LoopKey", value: "loop")
    static func compile(_ file: TableFile, diagnostics: inout Diagnostics) -> Never? { nil }
    static func info(of table: Never) -> LoweredTableInfo {}
    static func id(of table: Never) -> Located<String> {}
    static func lower(_ tables: [Never], symbols: SymbolTable) {}
    static func emit(_ lowered: Void, into writer: inout SwiftWriter) {}
}

@Suite struct NewKindTests {
    static let kinds: [any TableKind.Type] = [ArcheryFacesKind.self, DrillKind.self]

    static func drill(face: String) -> TableSource {
        let text = """
            kind: archery-drill
            id: blank-bale
            name: Blank bale warm-up
            source: Club handbook
            edition: "1"
            face: \(face)
            arrows: 36
            """
        return TableSource(path: "drill.yaml", relativePath: "drill.yaml", bytes: Array(text.utf8))
    }

    static func faces() throws -> TableSource { try Fixtures.source("Golden/mini-faces.yaml") }

    @Test func aNewKindCompilesAndEmitsThroughTheRegistryAlone() throws {
        let output = TableCompiler.compile([try Self.faces(), Self.drill(face: "mini-40")], kinds: Self.kinds)
        #expect(output.diagnostics.all.isEmpty, "\(output.diagnostics.all)")
        #expect(output.tables.map(\.kind) == ["archery-faces", "archery-drill"])
        let swift = try #require(output.swiftSource)
        #expect(swift.contains("static let archeryDrill0 = (id: \"blank-bale\", face: archeryFace0, arrows: 36)"))
        #expect(swift.contains(#"TableInfo(kind: "archery-drill", id: "blank-bale""#))
    }

    @Test func itsReferencesAreCheckedByTheDriver() throws {
        let output = TableCompiler.compile([try Self.faces(), Self.drill(face: "mini-4")], kinds: Self.kinds)
        #expect(output.diagnostics.errors.map(\.description) == [
            "drill.yaml:6:7: error: face 'mini-4' is not defined; the archery-faces tables define 'mini-40' and 'mini-spot'"
        ])
        #expect(output.swiftSource == nil)
    }

    /// The driver finds a kind's tables by its name: two kinds may not share one.
    @Test func kindNamesAreUnique() {
        let names = TableKinds.all.map { $0.name }
        #expect(Set(names).count == names.count)
    }

    /// Each kind comes after the kinds it reads, in the registry's order otherwise.
    @Test func theDriverOrdersKindsByTheirDependencies() throws {
        #expect(try TableKinds.ordered(TableKinds.all).map { $0.name } == TableKinds.all.map { $0.name })
        #expect(try TableKinds.ordered([DrillKind.self, ArcheryFacesKind.self]).map { $0.name } == ["archery-faces", "archery-drill"])
        let output = TableCompiler.compile([Self.drill(face: "mini-40"), try Self.faces()], kinds: [DrillKind.self, ArcheryFacesKind.self])
        #expect(output.tables.map(\.kind) == ["archery-drill", "archery-faces"], "tables stay in file order")
        #expect(output.swiftSource?.contains("ScorebookTableEntry(ArcheryFacesKey.self) { archeryFaces },\n            ScorebookTableEntry(ArcheryDrillsKey.self)") == true)
    }

    @Test func aMissingDependencyACycleOrASharedNameIsAnError() {
        #expect(throws: TableKindRegistryError.missingDependency("archery-drill", needs: "archery-faces")) {
            try TableKinds.ordered([DrillKind.self])
        }
        #expect(throws: TableKindRegistryError.cycle(["loop"])) { try TableKinds.ordered([LoopKind.self]) }
        #expect(throws: TableKindRegistryError.duplicate("archery-faces")) {
            try TableKinds.ordered([ArcheryFacesKind.self, ArcheryFacesKind.self])
        }
        #expect("\(TableKindRegistryError.cycle(["a", "b"]))" == "the dependencies of 'a' and 'b' form a cycle")
    }

    @Test func theKindsReadByAKindAreItsDependenciesAndTheirs() {
        #expect(TableCompiler.kindsRead(byKind: "archery-opponents").sorted() == ["archery-faces", "archery-handicaps", "archery-rounds"])
        #expect(TableCompiler.kindsRead(byKind: "fitness-test") == [])
        #expect(TableCompiler.kindsRead(byKind: "no-such-kind") == [])
    }

    /// The compiler registers each kind's tables under a key the runtime
    /// lists, one for one: a kind one layer forgets fails here.
    @Test func everyKindHasTheRuntimeKeyTheRuntimeLists() {
        #expect(TableKinds.all.map { $0.runtimeEntry.key.text } == ScorebookTableKeys.all.map { "\($0)" })
    }

    @Test func theRegistryIsTheListOfKinds() throws {
        let output = TableCompiler.compile([try Fixtures.source("Golden/mini.yaml")], kinds: Self.kinds)
        #expect(output.diagnostics.errors.first?.description.hasSuffix(
            "error: unknown table kind 'fitness-test'; expected 'archery-faces' or 'archery-drill'") == true)
    }
}

/// An app's tables may name the built-in ones: compiled beside them for their
/// names only, reached through the runtime in the generated Swift.
@Suite struct BuiltInReferenceTests {
    static let rounds = """
        kind: archery-rounds
        id: club-rounds
        name: Club rounds
        source: A club
        edition: "1"
        rounds:
          club-30m:
            name: Club 30 m
            venue: outdoor
            scoring: points
            distances:
              - { distance: 30 m, face: mini-40, arrows: 12, arrowsPerEnd: 6 }
        """

    static func source(_ text: String, _ name: String) -> TableSource {
        TableSource(path: name, relativePath: name, bytes: Array(text.utf8))
    }

    @Test func aRoundOnABuiltInFaceReachesItThroughTheRuntime() throws {
        let output = TableCompiler.compile(
            [Self.source(Self.rounds, "club-rounds.yaml")], module: "ClubTables",
            builtIn: [try Fixtures.source("Golden/mini-faces.yaml")])
        #expect(output.diagnostics.all.isEmpty, "\(output.diagnostics.all)")
        #expect(output.tables.map(\.id) == ["club-rounds"])
        let swift = try #require(output.swiftSource)
        #expect(swift.contains(#"face: ScorebookTables.builtIn.archeryFace("mini-40")!"#))
        #expect(swift.contains("@_spi(ScorebookTables) import Scorebook"))
        #expect(!swift.contains("static let archeryFace0"), "built-in faces are not emitted again")
    }

    @Test func aBuiltInNameCannotBeDefinedAgain() throws {
        let faces = try Fixtures.source("Golden/mini-faces.yaml")
        let output = TableCompiler.compile([faces], module: "ClubTables", builtIn: [faces])
        #expect(output.diagnostics.errors.contains { $0.description.contains("face id 'mini-40' is already used by") })
    }

    @Test func anErrorInTheBuiltInTablesIsReportedNotSwallowed() throws {
        let broken = Self.source("kind: archery-faces\nid: broken\n", "builtin-faces.yaml")
        let output = TableCompiler.compile(
            [Self.source(Self.rounds, "club-rounds.yaml")], module: "ClubTables", builtIn: [broken])
        #expect(output.diagnostics.errors.contains { $0.description.hasPrefix("builtin-faces.yaml:") })
        #expect(output.swiftSource == nil)
    }
}

