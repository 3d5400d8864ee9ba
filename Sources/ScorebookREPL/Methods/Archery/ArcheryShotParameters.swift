import Scorebook

/// The parameters that say where arrows are shot, shared by the face form of
/// `archery.expected` and by `archery.match`: `face`, `scoring` (by default the
/// face's first), `distance` with its `unit` (`m` or `yd`), and `venue`
/// (`indoor` or `outdoor`; needed only when the scheme has odds for both).
/// They resolve to the scheme's odds for that shot.
enum ArcheryShotParameters {
    static let units = ["m", "yd"], venues = ["indoor", "outdoor"]
    static let distance = RPCParameter("distance", neededFor: "for a shot", .number("The distance shot, in `unit`s"))
    static let unit = RPCParameter("unit", neededFor: "for a shot", .oneOf(units, "The distance's unit: metres or yards"))
    static let venue = RPCParameter(
        "venue", .oneOf(venues, "Where the shot is (needed only when the scheme has odds for both)"))
    static let all = [ArcheryFaceScoring.face, ArcheryFaceScoring.scoring, distance, unit, venue]

    static func odds(_ params: Params, scheme: ArcheryHandicapScheme) throws(RPCError) -> ArcheryZoneOdds {
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
        let venue = try params.string(Self.venue)
        if let venue, !venues.contains(where: { venue.hasSameBytes(asASCII: $0) }) {
            throw .unknown("venue", venue, expected: venues, field: params.field(Self.venue))
        }
        let face = target.face.id, scoring = target.scoring.id
        let candidates = scheme.odds.filter {
            $0.face == face && $0.scoring.id == scoring && $0.distance == distance
                && (venue.map($0.venue.hasSameBytes(asASCII:)) ?? true)
        }
        guard candidates.count == 1 else {
            if candidates.count > 1 {
                throw .invalidParams(
                    field: params.field(Self.venue), "'\(face)' is shot at \(text) \(unit) both indoors and outdoors: say which",
                    allowed: venues)
            }
            let shots = scheme.odds.filter { $0.face == face && $0.scoring.id == scoring }
                .map { "\(distanceText($0.distance)) \($0.venue)" }
            let known = shots.isEmpty ? "none" : quotedList(shots, conjunction: "and")
            throw .invalidParams(
                field: params.field(Self.distance),
                "no round or opponent shoots '\(face)' scored '\(scoring)' at \(text) \(unit)\(venue.map { " \($0)" } ?? ""), so the \(scheme.name) scheme has no odds for it; it has \(known)")
        }
        return candidates[0]
    }

    /// `70 m`, or `20 yd` for a whole number of yards.
    static func distanceText(_ distance: Length) -> String {
        let yard = LengthUnit.yd.nanometres, metre = LengthUnit.m.nanometres
        if distance.nanometres % yard == 0, distance.nanometres % metre != 0 { return "\(distance.nanometres / yard) yd" }
        return "\(DecimalText.format(distance.nanometres, decimals: 9)) m"
    }
}
