import ScorebookCore
@testable import _ScorebookCompiler

/// The compiler's part of a kind added as a unit: `kind: archery-drill`, a
/// practice drill on a face some archery-faces table defines. Its runtime
/// part is `ArcheryDrills.swift`, its REPL method `ArcheryDrillsMethod.swift`;
/// it is registered in `NewKindTests.kinds`, beside the real faces kind.
enum DrillKind: TableKind {
    static let name = "archery-drill"
    static let domain = TableDomain.archery
    static let dependencies: [any TableKind.Type] = [ArcheryFacesKind.self]
    static let runtimeEntry = RuntimeEntry(key: "ArcheryDrillsKey", value: "archeryDrills", trait: "Archery")
    static let drills: Namespace<Int> = Namespace(noun: "drill", definedBy: name)

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
                file.root, "an archery drill", required: TableHeader.required + ["face", "arrows"], optional: TableHeader.optional)
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

    static func exports(of drill: Drill) -> [Export] { [Export(drills, drill.header.id, drill.arrows.value)] }

    static func references(of drill: Drill) -> [Reference] { [Reference(to: ArcheryFacesKind.faces, drill.face)] }

    /// Each drill as its id, the Swift that reaches its face, and its arrows.
    static func lower(_ drills: [Drill], symbols: SymbolTable) -> [(id: String, face: SwiftCode, arrows: Int)] {
        drills.map { drill in
            let face: SwiftCode = symbols.lookup(ArcheryFacesKind.faces, drill.face.value)!.index.map(ArcheryFacesKind.swiftName(ofFaceAt:))
                ?? "ScorebookTables.builtIn.archeryFace(\(literal: drill.face.value))!"
            return (drill.header.id.value, face, drill.arrows.value)
        }
    }

    static func emit(_ drills: [(id: String, face: SwiftCode, arrows: Int)], into writer: inout SwiftWriter) {
        writer.block("static let archeryDrills: [ArcheryDrill] = [", "]") { w in
            for drill in drills {
                w.line("ArcheryDrill(id: \(literal: drill.id), face: \(drill.face), arrows: \(drill.arrows)),")
            }
        }
    }
}
