import Foundation
@_spi(ScorebookTables) @testable import Scorebook
import ScorebookCore
@testable import _ScorebookCompiler
@_spi(Testing) @testable import ScorebookREPL
import Testing

/// A kind that reads itself: no registry can order it.
enum LoopKind: TableKind {
    static let name = "loop"
    static let domain = TableDomain.formulas
    static let dependencies: [any TableKind.Type] = [LoopKind.self]
    static let runtimeEntry = RuntimeEntry(key: "LoopKey", value: "loop", trait: "Archery")
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
        #expect(swift.contains(#"ArcheryDrill(id: "blank-bale", face: archeryFace0, arrows: 36),"#))
        #expect(swift.contains(#"TableInfo(kind: "archery-drill", id: "blank-bale""#))
    }

    /// The kind's runtime part, compiled with the Swift generated for it.
    static let runtimePart = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("NewKind/ArcheryDrills.swift")

    /// The generated tables register the drills under the kind's key, and the
    /// Swift compiler checks the value against the key's type, as an app's build would.
    @Test func itsGeneratedSwiftCompilesWithItsRuntimePart() throws {
        let output = TableCompiler.compile(
            [try Self.faces(), Self.drill(face: "mini-40")], kinds: Self.kinds, module: "DrillTables")
        let swift = try #require(output.swiftSource)
        #expect(swift.contains("ScorebookTableEntry(ArcheryDrillsKey.self, kind: \"archery-drill\") { archeryDrills },"))
        #expect(try SwiftShape.typecheckErrors(swift, with: [Self.runtimePart]) == nil)
        // A value of another type under the key is a compile error, not an empty table.
        let wrong = swift.replacingOccurrences(
            of: "ScorebookTableEntry(ArcheryDrillsKey.self, kind: \"archery-drill\") { archeryDrills }",
            with: "ScorebookTableEntry(ArcheryDrillsKey.self, kind: \"archery-drill\") { archeryFaces }")
        #expect(try SwiftShape.typecheckErrors(wrong, with: [Self.runtimePart])?.contains("error:") == true)
    }

    /// Its method, one line in the server's registry, answers from tables
    /// holding its key, with the errors every method gives.
    @Test func itsMethodAnswersFromTheTablesThatHoldIt() throws {
        let builtIn = ScorebookTables.builtIn
        let drill = ArcheryDrill(id: "blank-bale", face: try #require(builtIn.archeryFace("wa-122")), arrows: 36)
        let tables = ScorebookTables(
            tables: builtIn.tables, entries: builtIn.entries + [ScorebookTableEntry(ArcheryDrillsKey.self, kind: "archery-drill", [drill])])
        let server = Server(tables: tables, methods: Server.registry + [ArcheryDrillsMethod.self])
        func respond(_ line: String) -> String {
            var bytes = Array(line.utf8)
            let response = bytes.withUnsafeMutableBytes { server.respond(to: UnsafeRawBufferPointer($0)) }
            return String(decoding: response ?? [], as: UTF8.self)
        }
        #expect(
            respond(#"{"jsonrpc":"2.0","id":1,"method":"archery.drills","params":{"drill":"blank-bale"}}"#)
                == #"{"jsonrpc":"2.0","id":1,"result":{"drills":[{"id":"blank-bale","face":"wa-122","arrows":36}]}}"#)
        #expect(respond(#"{"id":2,"method":"archery.drills","params":{"drill":"blank"}}"#).contains(
            #""message":"invalid params: drill: unknown drill 'blank'; expected 'blank-bale'""#))
        #expect(respond(#"{"id":3,"method":"archery.drills","params":{"drills":1}}"#).contains("unknown parameter"))
        // Listed after the registry's methods, before the protocol's.
        let last = try #require(Server.registry.last).name
        #expect(respond(#"{"id":4,"method":"archery.drill"}"#).contains(#""\#(last)","archery.drills","rpc.discover""#))
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
        #expect(output.swiftSource?.contains("ScorebookTableEntry(ArcheryFacesKey.self, kind: \"archery-faces\") { archeryFaces },\n            ScorebookTableEntry(ArcheryDrillsKey.self, kind: \"archery-drill\")") == true)
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

    /// An app's tests are served beside Scorebook's: one may not take a built-in test's id.
    @Test func anAppsTestMayNotTakeABuiltInTestsID() throws {
        let mini = try Fixtures.source("Golden/mini.yaml")
        let output = TableCompiler.compile([mini], module: "ClubTables", builtIn: [mini])
        let errors = output.diagnostics.errors.map(\.description)
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("mini.yaml:") == true)
        #expect(errors.first?.contains("error: fitness test id 'mini' is one of Scorebook's own (mini.yaml)") == true)
    }

    @Test func aRoundOnABuiltInFaceReachesItThroughTheRuntime() throws {
        let output = TableCompiler.compile(
            [Self.source(Self.rounds, "club-rounds.yaml")], module: "ClubTables",
            builtIn: [try Fixtures.source("Golden/mini-faces.yaml")])
        #expect(output.diagnostics.all.isEmpty, "\(output.diagnostics.all)")
        #expect(output.tables.map(\.id) == ["club-rounds"])
        let swift = try #require(output.swiftSource)
        #expect(swift.contains(#"face: ScorebookBuiltInTrait.Archery.tables.archeryFace("mini-40")!"#))
        #expect(swift.contains("@_spi(ScorebookTables) import Scorebook"))
        #expect(!swift.contains("static let archeryFace0"), "built-in faces are not emitted again")
        // Served with Scorebook's own, each kind combined on first use.
        #expect(swift.contains("static var compiled: ScorebookTables { GeneratedTables.withBuiltIn }"))
        #expect(swift.contains("ScorebookTableEntry(ArcheryRoundsKey.self, kind: \"archery-rounds\") { withBuiltIn2 },"))
        #expect(swift.contains("static let withBuiltIn2: ArcheryRoundsKey.Value = ArcheryRoundsKey.combine(compiled, .builtIn, into: withBuiltIn)"))
        #expect(try SwiftShape.typecheckErrors(swift) == nil, "an app's generated tables compile against Scorebook")
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

