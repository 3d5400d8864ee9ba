@_spi(ScorebookTables) import Scorebook
@_spi(Testing) @testable import ScorebookREPL

/// The REPL's part of the test-only kind `archery-drill`: `archery.drills`,
/// every drill or the one `drill` names.
enum ArcheryDrillsMethod: RPCMethod {
    static let name = "archery.drills"
    static let parameters: [StaticString] = ["drill"]

    static func call(_ params: Params) throws(RPCError) -> DrillList {
        let drills = params.tables.archeryDrills
        let named = try params.lookup("drill", ids: drills.map(\.id), what: "drill") { id in
            drills.first { id.hasSameBytes(asASCII: $0.id) }
        }
        return DrillList(drills: named.map { [$0] } ?? drills)
    }
}

struct DrillList: JSONWritable {
    var drills: [ArcheryDrill]

    func write(into writer: JSONWriter) {
        writer.beginObject()
        writer.key("drills")
        writer.beginArray()
        for drill in drills {
            writer.beginObject()
            writer.key("id")
            writer.writeString(drill.id)
            writer.key("face")
            writer.writeString(drill.face.id)
            writer.key("arrows")
            writer.writeInt(drill.arrows)
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }
}
