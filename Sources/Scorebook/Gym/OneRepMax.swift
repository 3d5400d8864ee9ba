/// A one-rep-max estimate and the formula solving it for the load: the
/// tables' formulas in the role `FormulaRole.oneRepMax`, each with its `inverse`.
public struct OneRepMaxFormula: Sendable {
    /// Such as `epley`: a load and repetitions to failure give the one-rep max.
    public let estimate: Formula
    /// Such as `epley-load`: a one-rep max and repetitions give the load.
    public let load: Formula

    /// Each estimate with the inverse it names, in order; one whose inverse is missing is left out.
    static func pairs(_ estimates: [Formula], inverses: [Formula]) -> [OneRepMaxFormula] {
        estimates.compactMap { estimate in
            inverses.first { inverse in estimate.inverse.map { inverse.id.hasSameBytes(as: $0) } ?? false }
                .map { OneRepMaxFormula(estimate: estimate, load: $0) }
        }
    }
}

/// What a set to failure predicts: each formula's one-rep max, and the loads
/// for each validated number of repetitions by one formula.
///
/// ```swift
/// let answer = try Scorebook.oneRepMax(load: 100, unit: "kg", reps: 5)
/// answer.estimates[0].oneRepMax   // 116.66666666666667, by Epley
/// answer.loads[9].load            // the load for 10 repetitions at it
/// ```
public struct OneRepMax: Sendable {
    /// Each formula's estimate, in the tables' order, or the one asked for.
    public let estimates: [OneRepMaxEstimate]
    /// The formula the loads are by: the one asked for, or the group's default.
    public let loadsFormula: String
    /// The load for each whole number of repetitions the inverse was validated for.
    public let loads: [RepetitionLoad]
    /// The unit of every load and estimate: the request's.
    public let unit: String
    /// The formulas that could not answer, when the formula is not named: an
    /// app's own with a narrower range, say. Empty when every one answered.
    public let unanswered: [UnansweredFormula]
}

/// One formula's estimate.
public struct OneRepMaxEstimate: Sendable, Equatable {
    /// Such as `epley`.
    public let formula: String
    /// In the request's unit, unrounded.
    public let oneRepMax: Double
    /// Whether the repetitions are within those the formula was validated for; the estimate is given either way.
    public let isValidated: Bool
}

/// The load a lifter can move for a number of repetitions.
public struct RepetitionLoad: Sendable, Equatable {
    /// Repetitions to failure.
    public let reps: Int
    /// In the request's unit, unrounded.
    public let load: Double
}

extension ScorebookTables {
    /// Every one-rep-max estimate with its inverse, in the tables' order.
    public var oneRepMaxFormulas: [OneRepMaxFormula] { self[FormulasKey.self].oneRepMax }

    /// The one-rep max `load` lifted for `reps` repetitions to failure
    /// predicts, by every formula or only `formula`, and the loads for each
    /// validated number of repetitions by `formula` or the group's default.
    /// Errors name the argument: `load`, `unit`, `reps`, `formula`.
    public func oneRepMax(load: Double, unit: String, reps: Double, formula: String? = nil) throws(ScoringError) -> OneRepMax {
        let (chosen, loadsBy) = try members(of: oneRepMaxFormulas, in: .oneRepMax, named: formula) { $0.estimate }
        // One array of inputs, refilled: an evaluation allocates nothing.
        var inputs = [load, reps]
        let (estimates, main, unanswered) = try answers(of: chosen, main: loadsBy, formula: \.estimate) { pair throws(ScoringError) in
            let value = try pair.estimate.evaluate(inputs, unit: unit, arguments: ["load", "reps"])
            return OneRepMaxEstimate(formula: pair.estimate.id, oneRepMax: value.value, isValidated: value.notValidated.isEmpty)
        }
        // The loads are by the formula asked for, else the group's default.
        let (inverse, oneRepMax) = (chosen[loadsBy], estimates[main].oneRepMax)
        var loads: [RepetitionLoad] = []
        // The role puts repetitions second; the loads run over those its source validated.
        let validated = inverse.load.inputs[1].valid ?? inverse.load.inputs[1].range
        if validated.lowerBound >= 0, validated.upperBound < 1_000 {
            let (first, last) = (Int(validated.lowerBound.rounded(.up)), Int(validated.upperBound.rounded(.down)))
            if first <= last {
                inputs[0] = oneRepMax
                for count in first...last {
                    inputs[1] = Double(count)
                    // An estimate beyond the inverse's range is an error at `load`, which gave it.
                    let value = try inverse.load.evaluate(inputs, unit: unit, arguments: ["load", "reps"])
                    loads.append(RepetitionLoad(reps: count, load: value.value))
                }
            }
        }
        return OneRepMax(estimates: estimates, loadsFormula: inverse.estimate.id, loads: loads, unit: unit, unanswered: unanswered)
    }
}

extension Scorebook {
    /// ``ScorebookTables/oneRepMax(load:unit:reps:formula:)`` by Scorebook's own formulas.
    public static func oneRepMax(load: Double, unit: String, reps: Double, formula: String? = nil) throws(ScoringError) -> OneRepMax {
        try ScorebookTables.builtIn.oneRepMax(load: load, unit: unit, reps: reps, formula: formula)
    }
}
