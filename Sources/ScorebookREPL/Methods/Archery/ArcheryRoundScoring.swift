import Scorebook

/// A `round` parameter and the `scoring` it is scored under: one every face
/// of it supports, by default its own.
enum ArcheryRoundScoring {
    /// For a method that takes a round only.
    static let scoring = RPCParameter(
        "scoring", called: "scoring system",
        .oneOf("A scoring system every face of the round supports (default: the round's own)") {
            $0.archeryRounds.map(\.scoringSystems).union
        })
    /// For a method that takes a face or a round: one declaration of `scoring`
    /// for both forms, read as either.
    static let forFaceOrRound = RPCParameter(
        "scoring", called: "scoring system",
        .oneOf("A scoring system the face (or every face of the round) supports (default: the face's first, the round's own)") {
            $0.archeryFaces.map { $0.scoringSystems.map(\.id) }.union
        })

    static func read(_ params: Params, round parameter: RPCParameter) throws(RPCError) -> (ArcheryRound, scoring: String) {
        let tables = params.tables
        _ = try params.required(parameter)
        // Present (checked above), so `lookup` returns a round or throws.
        let round = try params.lookup(parameter, ids: tables.archeryRounds.map(\.id), tables.archeryRound)!
        return (round, try params.string(scoring) ?? round.scoring)
    }
}
