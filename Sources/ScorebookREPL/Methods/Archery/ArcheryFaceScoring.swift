import Scorebook

/// The `face` and `scoring` parameters `archery.score` and `archery.total`
/// share: a face by id and one of its scoring systems (by default its first).
/// A method given a round instead reads `scoring` for the round
/// (``ArcheryRoundScoring``).
struct ArcheryFaceScoring {
    let face: ArcheryFace
    let scoring: ArcheryScoring

    static let face = RPCParameter("face", neededFor: "for a shot", .oneOf("A target face") { $0.archeryFaces.map(\.id) })
    static let scoring = RPCParameter(
        "scoring", called: "scoring system",
        .oneOf("A scoring system the face supports (default: the face's first)") {
            $0.archeryFaces.map { $0.scoringSystems.map(\.id) }.union
        })

    init(face: ArcheryFace, scoring: ArcheryScoring) {
        (self.face, self.scoring) = (face, scoring)
    }

    init(_ params: Params) throws(RPCError) {
        let tables = params.tables
        _ = try params.required(Self.face)
        // Present (checked above), so `lookup` returns a face or throws.
        let face = try params.lookup(Self.face, ids: tables.archeryFaces.map(\.id), tables.archeryFace)!
        let system = try params.string(Self.scoring) ?? face.scoringSystems[0].id
        guard let scoring = face.scoring(system) else {
            let systems = face.scoringSystems.map(\.id)
            throw .invalidParams(
                field: params.field(Self.scoring),
                "face '\(face.id)' is not scored '\(system)'; it supports \(quotedList(systems))", allowed: systems)
        }
        (self.face, self.scoring) = (face, scoring)
    }
}

extension JSONMembers {
    /// The members `target(_:)` writes.
    static let targetSchema: JSONSchema.MemberList = [
        "face": .string("The face, by id"),
        "scoring": .string("The scoring system, by id"),
    ]

    /// `"face"` and `"scoring"` into the open object.
    func target(_ target: ArcheryFaceScoring) {
        self("face", target.face.id)
        self("scoring", target.scoring.id)
    }
}
