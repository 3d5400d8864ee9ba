import Scorebook

/// `health.heartRateZones`: the maximum heart rate for an age by each
/// formula, and the ACSM's intensity classes as heart rates: percents of
/// the maximum, or of the reserve (Karvonen) when the resting rate is given.
enum HealthHeartRateZonesMethod: RPCMethod {
    static let name = "health.heartRateZones"
    static let title = "Maximum heart rate and intensity zones"
    static let summary = "The maximum heart rate for an age by Fox, Tanaka and Gellish, and the ACSM's intensity zones in beats a minute"
    static let examples = [#"{"age":30}"#, #"{"age":30,"restingHeartRate":60,"formula":"tanaka"}"#]
    /// The formulas of maximum heart rate, in the order they are answered.
    static let formulas = ["fox", "tanaka", "gellish"]
    /// The formula the zones use when the request names none: the regression on the most people.
    static let zonesFormula = "tanaka"
    static let age = RPCParameter("age", required: true, .number("Age, in years"))
    static let resting = RPCParameter("restingHeartRate", .number("Resting heart rate, in beats a minute: the zones are then of the reserve (Karvonen)"))
    static let formula = RPCParameter(
        "formula", .oneOf(formulas, "The formula of maximum heart rate: the only one answered, and the one the zones use (default: every one answered, the zones by tanaka)"))
    static let parameters = [age, resting, formula]
    /// The fields named for the inputs of a maximum, of Karvonen's target and of a percent of maximum.
    static let ageField = [age], reserveFields = [age, resting, age], maximumFields = [age, age]
    /// Every formula the method reads: the maxima, then the targets by percent of maximum and of reserve.
    static let formulasRead = formulas + ["percent-of-maximum", "karvonen"]
    static let result = JSONSchema.object(
        "Maximum heart rates and zones",
        [
            "maxHeartRates": .array(
                of: .object("A formula's maximum", ["formula": .string("fox, tanaka or gellish"), "maxHeartRate": .number("Beats a minute")]),
                "Each formula's, or the one named"),
            "zones": .array(
                of: .object(
                    "An intensity class as heart rates",
                    [
                        "zone": .string("very-light, light, moderate, vigorous or near-maximal"),
                        "low": .number("Beats a minute at its lower bound; null for the lowest zone").orNull,
                        "high": .number("Beats a minute at the next zone's lower bound; the maximum for the highest"),
                    ]), "Lowest first"),
        ])

    static func call(_ params: Params) throws(RPCError) -> HealthHeartRateZonesAnswer {
        let age = try params.requiredDouble(Self.age, "an age in years")
        let asked = try params.lookup(Self.formula, ids: Self.formulas, what: "formula") { id in
            Self.formulas.firstIndex { id.hasSameBytes(asASCII: $0) }
        }
        let zonesBy = Self.formulas[asked ?? Self.formulas.firstIndex(of: Self.zonesFormula)!]
        var maxima: [(String, Double)] = []
        for index in asked.map({ [$0] }) ?? Array(Self.formulas.indices) {
            let formula = try params.formula(index, of: Self.formulasRead, by: Self.self, for: Self.formula)
            maxima.append((Self.formulas[index], try params.evaluate(formula, [age], fields: Self.ageField).value))
        }
        let maximum = maxima.first { $0.0 == zonesBy }!.1
        let restingRate = try params.double(Self.resting, "a resting heart rate in beats a minute")
        if let restingRate, restingRate >= maximum {
            throw .invalidParams(
                field: params.field(Self.resting), "must be below the maximum heart rate, \(maximum.shortText) by \(zonesBy), found \(restingRate.shortText)")
        }
        let bands = try params.bandSet(restingRate == nil ? "intensity-of-maximum" : "intensity-of-reserve", for: Self.age)
        let target = try params.formula(Self.formulas.count + (restingRate == nil ? 0 : 1), of: Self.formulasRead, by: Self.self, for: Self.age)
        guard let list = bands.list(for: []) else { throw .invalidParams(field: params.field(Self.age), "band set '\(bands.id)' has keys") }
        // One array of inputs, its last the percent, refilled: an evaluation allocates nothing.
        var inputs: [Double] = restingRate.map { [maximum, $0, 0] } ?? [maximum, 0]
        let fields = restingRate == nil ? Self.maximumFields : Self.reserveFields
        /// The heart rate at a percent of the maximum or of the reserve.
        func rate(_ percent: Double) throws(RPCError) -> Double {
            inputs[inputs.count - 1] = percent
            return try params.evaluate(target, inputs, fields: fields).value
        }
        var zones: [(String, Double?, Double)] = []
        for band in list.bands {
            zones.append((band.id, try band.from.map { percent throws(RPCError) in try rate(percent) }, try band.below.map { percent throws(RPCError) in try rate(percent) } ?? maximum))
        }
        return HealthHeartRateZonesAnswer(maxima: maxima, zones: zones)
    }
}

struct HealthHeartRateZonesAnswer: JSONWritable {
    var maxima: [(formula: String, maxHeartRate: Double)]
    var zones: [(zone: String, low: Double?, high: Double)]

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
        }
    }
}
