import Scorebook

/// `health.heartRateZones`: the maximum heart rate for an age by each
/// formula in the tables' `max-heart-rate` role, and the intensity classes
/// as heart rates: percents of the maximum, or of the reserve (Karvonen)
/// when the resting rate is given.
enum HealthHeartRateZonesMethod: RPCMethod {
    static let name = "health.heartRateZones"
    static let title = "Maximum heart rate and intensity zones"
    static let summary = "The maximum heart rate for an age by each formula, and the intensity zones in beats a minute"
    static let examples = [#"{"age":30}"#, #"{"age":30,"restingHeartRate":60,"formula":"tanaka"}"#]
    static let age = RPCParameter("age", required: true, .number("Age, in years"))
    static let resting = RPCParameter("restingHeartRate", .number("Resting heart rate, in beats a minute: the zones are then of the reserve (Karvonen)"))
    static let formula = RPCParameter(
        "formula",
        .oneOf("The formula of maximum heart rate: the only one answered, and the one the zones use (default: every one answered, the zones by the tables' default formula)") {
            $0.formulas(.maxHeartRate).map(\.id)
        })
    static let parameters = [age, resting, formula]
    static let result = JSONSchema.object(
        "Maximum heart rates and zones",
        [
            "maxHeartRates": .array(
                of: .object("A formula's maximum", ["formula": .string("The formula's id"), "maxHeartRate": .number("Beats a minute")]),
                "Each formula's, or the one named"),
            "zones": .array(
                of: .object(
                    "An intensity class as heart rates",
                    [
                        "zone": .string("The intensity class's id"),
                        "low": .number("Beats a minute at its lower bound; null for the lowest zone").orNull,
                        "high": .number("Beats a minute at the next zone's lower bound; the maximum for the highest"),
                    ]), "Lowest first"),
            "unanswered": UnansweredFormula.listSchema,
        ])

    static func call(_ params: Params) throws(RPCError) -> HeartRateZones {
        let age = try params.requiredDouble(Self.age, "an age in years")
        let resting = try params.double(Self.resting, "a resting heart rate in beats a minute")
        let formula = try params.string(Self.formula)
        return try params.checked { () throws(ScoringError) in
            try params.tables.heartRateZones(age: age, restingHeartRate: resting, formula: formula)
        }
    }
}

extension HeartRateZones: JSONWritable {
    func write(into writer: JSONWriter) {
        writer.object { o in
            o.array("maxHeartRates", maxima) { maximum in
                writer.object { o in
                    o("formula", maximum.formula)
                    o("maxHeartRate", maximum.maxHeartRate)
                }
            }
            o.array("zones", zones) { zone in
                writer.object { o in
                    o("zone", zone.zone)
                    o("low", zone.low)
                    o("high", zone.high)
                }
            }
            o("unanswered", unanswered)
        }
    }
}
