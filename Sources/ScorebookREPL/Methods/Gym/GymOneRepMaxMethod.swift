import Scorebook

/// `gym.oneRepMax`: the one-repetition maximum a set to failure predicts,
/// by each published formula, and the loads for 1 to 10 repetitions at it.
enum GymOneRepMaxMethod: RPCMethod {
    static let name = "gym.oneRepMax"
    static let title = "One-repetition maximum"
    static let summary = "The one-rep max a set to failure predicts by each formula, flagged outside its validated repetitions, and the loads for 1 to 10 repetitions"
    static let examples = [#"{"load":100,"unit":"kg","reps":5}"#, #"{"load":225,"unit":"lb","reps":8,"formula":"brzycki"}"#]
    /// The estimates, in the order they are answered; each has an inverse, `<id>-load`.
    static let formulas = ["epley", "brzycki", "lander", "lombardi", "mayhew", "oconner", "wathan"]
    static let load = RPCParameter("load", required: true, .number("The load lifted, in unit"))
    static let units = ["kg", "lb"]
    static let unit = RPCParameter("unit", required: true, .oneOf(units, "The load's unit, and the answer's"))
    static let reps = RPCParameter("reps", required: true, .number("Repetitions to failure"))
    static let formula = RPCParameter(
        "formula", .oneOf(formulas, "The formula: the only one answered, and the one the loads use (default: every one answered, the loads by epley)"))
    static let parameters = [load, unit, reps, formula]
    /// The fields of an estimate's inputs, and of an inverse's: the load, then the repetitions.
    static let loadAndReps = [load, reps]
    /// Each estimate, then each one's inverse (`epley-load`) in the same order.
    static let formulasAndInverses = formulas + formulas.map { "\($0)-load" }
    static let result = JSONSchema.object(
        "Estimates and loads",
        [
            "estimates": .array(
                of: .object(
                    "A formula's estimate",
                    [
                        "formula": .string(), "oneRepMax": .number("In unit, unrounded"),
                        "valid": .boolean("Whether reps is within the repetitions the formula was validated for; the estimate is given either way"),
                    ]), "Each formula's, or the one named"),
            "loads": .array(
                of: .object("A load for repetitions", ["reps": .integer(), "load": .number("In unit, unrounded")]),
                "The load for each number of repetitions the formula was validated for, at its estimate"),
        ])

    static func call(_ params: Params) throws(RPCError) -> GymOneRepMaxAnswer {
        let load = try params.requiredDouble(Self.load, "a load")
        _ = try params.required(Self.unit)
        let unit = try params.lookup(Self.unit, ids: Self.units, what: "unit") { id in Self.units.first { id.hasSameBytes(asASCII: $0) } }!
        let reps = try params.requiredDouble(Self.reps, "a number of repetitions")
        let asked = try params.lookup(Self.formula, ids: Self.formulas, what: "formula") { id in
            Self.formulas.firstIndex { id.hasSameBytes(asASCII: $0) }
        }
        var estimates: [(formula: String, oneRepMax: Double, valid: Bool)] = []
        // One array of inputs, refilled: an evaluation allocates nothing.
        var inputs = [load, reps]
        for index in asked.map({ [$0] }) ?? Array(Self.formulas.indices) {
            let formula = try params.formula(index, of: Self.formulasAndInverses, by: Self.self, for: Self.formula)
            let estimate = try params.evaluate(formula, inputs, fields: Self.loadAndReps, unit: unit, unitParameter: Self.unit)
            estimates.append((Self.formulas[index], estimate.value, estimate.notValidated.isEmpty))
        }
        let chosen = estimates[0]
        let inverse = try params.formula(
            Self.formulas.count + (asked ?? 0), of: Self.formulasAndInverses, by: Self.self, for: Self.formula)
        var loads: [(reps: Int, load: Double)] = []
        if let valid = inverse.inputs.first(where: { $0.id == "reps" })?.valid, valid.lowerBound >= 0, valid.upperBound < 1_000,
            case let (first, last) = (Int(valid.lowerBound.rounded(.up)), Int(valid.upperBound.rounded(.down))), first <= last
        {
            inputs[0] = chosen.oneRepMax
            for count in first...last {
                inputs[1] = Double(count)
                let value = try params.evaluate(inverse, inputs, fields: Self.loadAndReps, unit: unit, unitParameter: Self.unit)
                loads.append((count, value.value))
            }
        }
        return GymOneRepMaxAnswer(estimates: estimates, loads: loads)
    }
}

struct GymOneRepMaxAnswer: JSONWritable {
    var estimates: [(formula: String, oneRepMax: Double, valid: Bool)]
    var loads: [(reps: Int, load: Double)]

    func write(into writer: JSONWriter) {
        writer.object { o in
            o.array("estimates", estimates) { estimate in
                writer.object { o in
                    o("formula", estimate.formula)
                    o("oneRepMax", estimate.oneRepMax)
                    o("valid", estimate.valid)
                }
            }
            o.array("loads", loads) { load in
                writer.object { o in
                    o("reps", load.reps)
                    o("load", load.load)
                }
            }
        }
    }
}
