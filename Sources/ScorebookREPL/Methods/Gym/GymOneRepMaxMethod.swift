import Scorebook

/// `gym.oneRepMax`: the one-repetition maximum a set to failure predicts,
/// by each formula in the tables' `one-rep-max` role, and the loads for each
/// validated number of repetitions at it.
enum GymOneRepMaxMethod: RPCMethod {
    static let name = "gym.oneRepMax"
    static let title = "One-repetition maximum"
    static let summary = "The one-rep max a set to failure predicts by each formula, flagged outside its validated repetitions, and the loads for 1 to 10 repetitions"
    static let examples = [#"{"load":100,"unit":"kg","reps":5}"#, #"{"load":225,"unit":"lb","reps":8,"formula":"brzycki"}"#]
    static let load = RPCParameter("load", required: true, .number("The load lifted, in unit"))
    static let unit = RPCParameter(
        "unit", required: true, .oneOf("The load's unit, and the answer's") { $0.oneRepMaxFormulas.map { $0.estimate.unitChoices.map(\.id) }.union })
    static let reps = RPCParameter("reps", required: true, .number("Repetitions to failure"))
    static let formula = RPCParameter(
        "formula",
        .oneOf("The formula: the only one answered, and the one the loads use (default: every one answered, the loads by the tables' default formula)") {
            $0.oneRepMaxFormulas.map(\.estimate.id)
        })
    static let parameters = [load, unit, reps, formula]
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
            "unanswered": UnansweredFormula.listSchema,
        ])

    static func call(_ params: Params) throws(RPCError) -> OneRepMax {
        let load = try params.requiredDouble(Self.load, "a load")
        let unit = try params.requiredString(Self.unit)
        let reps = try params.requiredDouble(Self.reps, "a number of repetitions")
        let formula = try params.string(Self.formula)
        return try params.checked { () throws(ScoringError) in
            try params.tables.oneRepMax(load: load, unit: unit, reps: reps, formula: formula)
        }
    }
}

extension OneRepMax: JSONWritable {
    func write(into writer: JSONWriter) {
        writer.object { o in
            o.array("estimates", estimates) { estimate in
                writer.object { o in
                    o("formula", estimate.formula)
                    o("oneRepMax", estimate.oneRepMax)
                    o("valid", estimate.isValidated)
                }
            }
            o.array("loads", loads) { load in
                writer.object { o in
                    o("reps", load.reps)
                    o("load", load.load)
                }
            }
            o("unanswered", unanswered)
        }
    }
}
