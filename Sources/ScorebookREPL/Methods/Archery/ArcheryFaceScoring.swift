import Scorebook

/// The `face` and `scoring` parameters `archery.score` and `archery.total`
/// share: a face by id and one of its scoring systems (by default its first).
struct ArcheryFaceScoring {
    let face: ArcheryFace
    let scoring: ArcheryScoring

    static let faceIDs = Scorebook.archeryFaces.map(\.id)

    init(_ params: Params) throws(RPCError) {
        _ = try params.required("face", allowed: Self.faceIDs)
        // Present (checked above), so `lookup` returns a face or throws.
        let face = try params.lookup("face", ids: Self.faceIDs, what: "face", Scorebook.archeryFace)!
        let system = try params.string("scoring", allowed: face.scoringSystems.map(\.id)) ?? face.scoringSystems[0].id
        guard let scoring = face.scoring(system) else {
            let systems = face.scoringSystems.map(\.id)
            throw .invalidParams(
                field: params.field("scoring"),
                "face '\(face.id)' is not scored '\(system)'; it supports \(quotedList(systems))", allowed: systems)
        }
        (self.face, self.scoring) = (face, scoring)
    }
}

extension JSONWriter {
    /// `"face"` and `"scoring"` into the open object.
    func writeTarget(_ target: ArcheryFaceScoring) {
        key("face")
        writeString(target.face.id)
        key("scoring")
        writeString(target.scoring.id)
    }
}
