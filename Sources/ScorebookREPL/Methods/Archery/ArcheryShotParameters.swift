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

    /// The shot's odds for `handicaps` (the scheme's whole range by default),
    /// as ``ScorebookTables/shotOdds(scheme:scoring:distance:venue:handicaps:)`` gives them.
    static func odds(_ params: Params, scheme: ArcheryHandicapScheme, handicaps: ClosedRange<Int>? = nil) throws(RPCError)
        -> ArcheryZoneOdds
    {
        let target = try ArcheryFaceScoring(params)
        let unit = try params.requiredString(Self.unit)
        let value = try params.required(Self.distance)
        let number = params.tape.kind(value) == .number ? params.tape.number(value) : nil
        let text = number?.text
        guard let text, let plain = number?.plainDecimal, let distance = Length("\(plain) \(unit)"), distance.nanometres > 0 else {
            throw .invalidParams(
                field: params.field(Self.distance),
                "expected a distance in \(unit) such as 70, found \(text ?? params.tape.typeName(value))")
        }
        guard HandicapModel.shotDistances.contains(distance) else {
            let range = HandicapModel.shotDistances
            throw .invalidParams(
                field: params.field(Self.distance),
                "expected a distance from \(range.lowerBound.shotText) to \(range.upperBound.shotText), found \(text) \(unit)")
        }
        let given = try params.string(Self.venue)
        return try params.checked { () throws(ScoringError) in
            try params.tables.shotOdds(scheme: scheme, scoring: target.scoring, distance: distance, venue: given, handicaps: handicaps)
        }
    }
}
