import Scorebook

/// The parameters that say where arrows are shot, shared by the face form of
/// `archery.expected` and by `archery.match`: `face`, `scoring` (by default the
/// face's first), `distance` with its `unit` (`m`, `yd` or `ft`), and `venue`
/// (`indoor` or `outdoor`; needed unless the rounds and opponents shoot the
/// face at that distance at one venue only). They resolve to the scheme's
/// odds for that shot, compiled or computed.
enum ArcheryShotParameters {
    static let units = ["m", "yd", "ft"], venues = ["indoor", "outdoor"]
    static let distance = RPCParameter("distance", neededFor: "for a shot", .number("The distance shot, in `unit`s"))
    static let unit = RPCParameter("unit", neededFor: "for a shot", .oneOf(units, "The distance's unit: metres, yards or feet"))
    static let venue = RPCParameter(
        "venue",
        .oneOf(venues, "Where the shot is, which decides the arrow's size; needed unless the rounds and opponents shoot the face at that distance at one venue only"))
    /// Those a round, with faces and distances of its own, does not take
    /// (`scoring` it takes, as ``ArcheryRoundScoring`` reads it).
    static let shotOnly = [ArcheryFaceScoring.face, distance, unit, venue]

    /// The shot's odds for `handicaps` (the scheme's whole range by default):
    /// the compiled ones when an opponent shoots it, else computed now. Without
    /// `venue`, the one venue the rounds and opponents shoot it at.
    static func odds(_ params: Params, scheme: ArcheryHandicapScheme, handicaps: ClosedRange<Int>? = nil) throws(RPCError)
        -> ArcheryZoneOdds
    {
        let target = try ArcheryFaceScoring(params)
        let unit = try params.requiredString(Self.unit)
        guard units.contains(where: { unit.hasSameBytes(asASCII: $0) }) else {
            throw .unknown("unit", unit, expected: units, field: params.field(Self.unit))
        }
        let value = try params.required(Self.distance)
        let text = params.tape.kind(value) == .number ? params.tape.number(value).text : nil
        guard let text, let distance = Length("\(text) \(unit)"), distance.nanometres > 0 else {
            throw .invalidParams(
                field: params.field(Self.distance),
                "expected a distance in \(unit) such as 70, found \(text ?? params.tape.typeName(value))")
        }
        guard HandicapModel.shotDistances.contains(distance) else {
            let range = HandicapModel.shotDistances
            throw .invalidParams(
                field: params.field(Self.distance),
                "expected a distance from \(distanceText(range.lowerBound)) to \(distanceText(range.upperBound)), found \(text) \(unit)")
        }
        let given = try params.string(Self.venue)
        if let given, !venues.contains(where: { given.hasSameBytes(asASCII: $0) }) {
            throw .unknown("venue", given, expected: venues, field: params.field(Self.venue))
        }
        let face = target.face.id, scoring = target.scoring.id
        let compiled = scheme.odds.filter { $0.face == face && $0.scoring.id == scoring && $0.distance == distance }
        let venue: String
        if let given { venue = given } else {
            venue = try soleVenue(params, of: compiled, face: face, distance: distance, text: "\(text) \(unit)")
        }
        if let odds = compiled.first(where: { $0.venue.hasSameBytes(asASCII: venue) }) { return odds }
        return try params.checked { () throws(ScoringError) in
            try scheme.odds(target.scoring, distance: distance, venue: venue, handicaps: handicaps)
        }
    }

    /// The one venue the opponents (`compiled`) and the rounds shoot `face`
    /// at `distance`, for a shot given without one.
    private static func soleVenue(
        _ params: Params, of compiled: [ArcheryZoneOdds], face: String, distance: Length, text: String
    ) throws(RPCError) -> String {
        let venues = Set(
            compiled.map(\.venue)
                + params.tables.archeryRounds.flatMap { round in
                    round.distances.contains { $0.face.id == face && $0.length == distance } ? [round.venue] : []
                })
        guard venues.count == 1, let venue = venues.first else {
            throw .invalidParams(
                field: params.field(Self.venue),
                venues.isEmpty
                    ? "no round or opponent shoots '\(face)' at \(text): say 'indoor' or 'outdoor', which decides the arrow's size"
                    : "'\(face)' is shot at \(text) both indoors and outdoors: say which",
                allowed: Self.venues)
        }
        return venue
    }

    /// `70 m`, or `20 yd` for a whole number of yards.
    static func distanceText(_ distance: Length) -> String {
        let yard = LengthUnit.yd.nanometres, metre = LengthUnit.m.nanometres
        if distance.nanometres % yard == 0, distance.nanometres % metre != 0 { return "\(distance.nanometres / yard) yd" }
        return "\(DecimalText.format(distance.nanometres, decimals: 9)) m"
    }
}
