import ScorebookCore

/// `kind: archery-faces`: target faces drawn from ring layouts, with colours
/// and the scoring systems each face supports.
enum ArcheryFacesKind: TableKind {
    static let name = "archery-faces"
    static let domain = TableDomain.archery
    static let runtimeEntry = RuntimeEntry(key: "ArcheryFacesKey", value: "archeryFaces", trait: "Archery")

    /// Faces, which rounds (and later opponents) name.
    static let faces: Namespace<LoweredArcheryFace> = Namespace(noun: "face", definedBy: name)

    struct Table: Sendable {
        var definition: ArcheryFacesDefinition
        /// `nil` for a table with errors, which is never lowered.
        var loweredFaces: [LoweredArcheryFace]?
        /// The faces of a table without errors: the driver lowers, emits and renders no other.
        var faces: [LoweredArcheryFace] { loweredFaces! }
        var info: LoweredTableInfo
    }

    static func compile(_ file: TableFile, diagnostics: inout Diagnostics) -> Table? {
        let reader = file.reader
        let definition = ArcheryFacesParser(reader: reader).parse(file.root)
        diagnostics.append(contentsOf: reader.diagnostics)
        guard let definition else { return nil }
        // The entries read whole are checked, whatever is wrong with another;
        // a table with errors is not lowered: it gives others only its faces' names.
        var validator = ArcheryFacesValidator(definition)
        diagnostics.append(contentsOf: validator.validate())
        let info = file.info(kind: name, definition.id, definition.name, definition.source, definition.edition, domain: definition.domain)
        let faces = diagnostics.hasErrors ? nil : ArcheryFacesLowering.lower(definition, file: file.source.relativePath)
        return Table(definition: definition, loweredFaces: faces, info: info)
    }

    static func info(of table: Table) -> LoweredTableInfo { table.info }

    static func id(of table: Table) -> Located<String> { table.definition.id }

    /// Each face, with its lowered form for the tables that name it.
    static func exports(of table: Table) -> [Export] {
        // A table with errors is not lowered: each face it writes is a name only.
        guard let lowered = table.loweredFaces else { return table.definition.facesWritten.map { Export(written: faces, $0) } }
        return zip(table.definition.faces, lowered).map { Export(faces, $0.id, $1) }
    }

    static func exportsEveryName(of table: Table) -> Bool { table.definition.writesEveryFace }

    static func lower(_ tables: [Table], symbols: SymbolTable) -> [LoweredArcheryFace] {
        tables.flatMap(\.faces)
    }

    /// The Swift name of the face at `index` among every face, for the tables that refer to it.
    static func swiftName(ofFaceAt index: Int) -> SwiftCode { "archeryFace\(index)" }

    /// A reference to `face` that must support `scoring`; `what` says who
    /// scores it so, such as "round 'york' is".
    static func reference(to face: Located<String>, scoredAs scoring: Located<String>, by what: String) -> Reference {
        Reference(to: faces, face) { symbol in
            let face = symbol.value
            guard !face.scoring.contains(where: { $0.id == scoring.value }) else { return [] }
            return [(
                "\(what) scored '\(scoring.value)', which face '\(face.id)' does not support; it supports \(quotedList(face.scoring.map(\.id), conjunction: "and"))",
                scoring.location
            )]
        }
    }

    static func emit(_ faces: [LoweredArcheryFace], into writer: inout SwiftWriter) {
        ArcheryFacesEmitter(faces: faces).emit(into: &writer)
    }
}

extension TableCompiler.Output {
    /// Every face of the faces tables that passed their own checks, in file order.
    public var archeryFaces: [LoweredArcheryFace] { tables(of: ArcheryFacesKind.self).flatMap(\.faces) }
}
