@_spi(ScorebookTables) import Scorebook
@_spi(Testing) @testable import ScorebookREPL

/// The REPL's part of the test-only kind `archery-drill`: `archery.drills`,
/// every drill or the one `drill` names.
enum ArcheryDrillsMethod: RPCMethod {
    static let name = "archery.drills"
    static let title = "Archery drills"
    static let summary = "Every drill, or the one named"
    static let examples = [#"{"drill":"blank-bale"}"#]
    static let drill = RPCParameter("drill", .oneOf("A drill (default: every drill)") { $0.archeryDrills.map(\.id) })
    static let parameters = [drill]
    static let result = JSONSchema.object(
        "The drills asked for", ["drills": .array(of: ArcheryDrill.schema, "Every drill, or the one named")])

    static func call(_ params: Params) throws(RPCError) -> Listed<ArcheryDrill> {
        let drills = params.tables.archeryDrills
        let named = try params.lookup(drill, ids: drills.map(\.id)) { id in
            drills.first { id.hasSameBytes(asASCII: $0.id) }
        }
        return Listed("drills", named.map { [$0] } ?? drills)
    }
}

extension ArcheryDrill: JSONWritable {
    static let schema = JSONSchema.object(
        "A drill",
        [
            "id": .string(),
            "face": .string("The face shot, by id"),
            "arrows": .integer("How many arrows"),
        ])

    func write(into writer: JSONWriter) {
        writer.object { o in
            o("id", id)
            o("face", face.id)
            o("arrows", arrows)
        }
    }
}
