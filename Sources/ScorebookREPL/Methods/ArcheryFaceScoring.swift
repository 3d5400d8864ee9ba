import Scorebook

/// The `face` and `scoring` parameters `archery.score` and `archery.total`
/// share: a face by id and one of its scoring systems (by default its first).
struct ArcheryFaceScoring {
    let face: ArcheryFace
    let scoring: ArcheryScoring

    static let faceIDs = Scorebook.archeryFaces.map(\.id)

    init(_ params: Params) throws(RPCError) {
        let id = try params.requiredString("face", allowed: Self.faceIDs)
        guard let face = Scorebook.archeryFace(id) else {
            throw .invalidParams(
                field: params.field("face"), "unknown face '\(id)'; expected \(quotedList(Self.faceIDs))",
                allowed: Self.faceIDs)
        }
        let systems = face.scoringSystems.map(\.id)
        let system = try params.string("scoring", allowed: systems) ?? systems[0]
        guard let scoring = face.scoring(system) else {
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
