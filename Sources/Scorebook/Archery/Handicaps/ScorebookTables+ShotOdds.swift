import ScorebookCore

extension ScorebookTables {
    /// The odds of a shot under `scheme`: `scoring`'s zones at `distance` and
    /// `venue`, for `handicaps` (the scheme's whole range by default). Without
    /// a venue, the one venue these tables' rounds and opponents shoot that
    /// face at that distance, since the venue decides the arrow's size; errors
    /// name `venue` (or `distance`, out of the scheme's range).
    ///
    /// ```swift
    /// let agb = Scorebook.handicapScheme("agb")!, face = Scorebook.archeryFace("wa-40")!
    /// let odds = try ScorebookTables.builtIn.shotOdds(
    ///     scheme: agb, scoring: face.scoringSystems[0], distance: Length("18 m")!, venue: nil)
    /// ```
    public func shotOdds(
        scheme: ArcheryHandicapScheme, scoring: ArcheryScoring, distance: Length, venue: String?,
        handicaps: ClosedRange<Int>? = nil
    ) throws(ScoringError) -> ArcheryZoneOdds {
        let venue = if let venue { venue } else { try soleVenue(of: scheme, face: scoring.face, distance: distance) }
        return try scheme.odds(scoring, distance: distance, venue: venue, handicaps: handicaps)
    }

    /// The one venue the scheme's opponents and these tables' rounds shoot `face` at `distance`.
    private func soleVenue(of scheme: ArcheryHandicapScheme, face: String, distance: Length) throws(ScoringError) -> String {
        // The first venue found and whether another differs: a round at that
        // venue need not be looked into, and no set is built per request.
        // Venues are the compiler's ASCII names (`indoor`, `outdoor`).
        var first: String?, another = false
        func found(_ venue: String) {
            if let first { another = another || !venue.hasSameBytes(asASCII: first) } else { first = venue }
        }
        for odds in scheme.odds where odds.distance == distance && face.hasSameBytes(asASCII: odds.face) { found(odds.venue) }
        for round in archeryRounds where !another && !(first.map(round.venue.hasSameBytes(asASCII:)) ?? false) {
            if round.distances.contains(where: { face.hasSameBytes(asASCII: $0.face.id) && $0.length == distance }) { found(round.venue) }
        }
        guard let venue = first, !another else {
            throw ScoringError(
                at: ["venue"],
                first == nil
                    ? "no round or opponent shoots '\(face)' at \(distance.shotText): say 'indoor' or 'outdoor', which decides the arrow's size"
                    : "'\(face)' is shot at \(distance.shotText) both indoors and outdoors: say which",
                allowed: ["indoor", "outdoor"])
        }
        return venue
    }
}
