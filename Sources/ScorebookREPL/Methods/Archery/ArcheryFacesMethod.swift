import Scorebook

/// `archery.faces`: every face (or one, with `face`) with its rings, colours
/// and each scoring system's zones. Lengths are in millimetres.
enum ArcheryFacesMethod: RPCMethod {
    static let name = "archery.faces"
    static let parameters: [StaticString] = ["face"]

    static func call(_ params: Params) throws(RPCError) -> CachedResult {
        let answers = params.served.cached(Self.self) { tables in
            CatalogAnswers(tables.archeryFaces, id: \.id) { FaceList(faces: $0) }
        }
        return try answers.answer(params, key: "face", what: "face")
    }
}

struct FaceList: JSONWritable {
    var faces: [ArcheryFace]

    func write(into writer: JSONWriter) {
        writer.beginObject()
        writer.key("faces")
        writer.beginArray()
        for face in faces { write(face, into: writer) }
        writer.endArray()
        writer.endObject()
    }

    private func write(_ face: ArcheryFace, into writer: JSONWriter) {
        writer.beginObject()
        writer.key("id")
        writer.writeString(face.id)
        writer.key("name")
        writer.writeString(face.name)
        writer.key("layout")
        writer.writeString(face.layout)
        writer.key("diameter")
        writer.writeMillimetres(face.diameter)
        writer.key("printedDiameter")
        writer.writeMillimetres(face.printedDiameter)
        writer.key("spots")
        writer.writeInt(face.spots)
        writer.key("rings")
        writer.beginArray()
        for ring in face.rings {
            writer.beginObject()
            writer.key("label")
            writer.writeString(ring.label)
            writer.key("diameter")
            writer.writeMillimetres(ring.diameter)
            writer.key("fill")
            writer.writeColour(ring.fill)
            writer.key("line")
            writer.writeColour(ring.line)
            writer.endObject()
        }
        writer.endArray()
        writer.key("scoring")
        writer.beginArray()
        for scoring in face.scoringSystems {
            writer.beginObject()
            writer.key("id")
            writer.writeString(scoring.id)
            writer.key("name")
            writer.writeString(scoring.name)
            writer.key("tallies")
            writer.beginArray()
            for name in scoring.tallies { writer.writeString(name) }
            writer.endArray()
            writer.key("zones")
            writer.beginArray()
            for zone in scoring.zones {
                writer.beginObject()
                writer.key("label")
                writer.writeString(zone.label)
                writer.key("score")
                writer.writeInt(zone.score)
                writer.key("diameter")
                writer.writeMillimetres(zone.diameter!)
                writer.key("colour")
                writer.writeColour(zone.colour)
                writer.endObject()
            }
            writer.endArray()
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }
}
