/// What the runtime's rules read from the tables, named by role, never by id.
///
/// A formula or a band set declares the role it fills (`role: one-rep-max`);
/// the compiler checks it fits the role's contract here, at its line, and the
/// runtime finds it by role. An app's own tables fill a role too: an eighth
/// one-rep-max formula joins the group.

/// How many of the tables' definitions fill a role.
public enum RoleCardinality: Sendable {
    /// A group, answered in table order; the one marked `default: true`
    /// (else the first) is used where a request names none.
    case many
    /// At most once across every table compiled together, Scorebook's
    /// included; once on any day for a role its rule reads on a day, so a
    /// standard's editions each have days of their own.
    case one
    /// Once for each choice: each sex a formula is `for`, each fitness test
    /// a set names.
    case onePerChoice
}

/// A role a formula fills, and the inputs and result it must have.
public enum FormulaRole: String, CaseIterable, Sendable {
    /// An estimate of the one-repetition maximum from a set to failure, with its `inverse`.
    case oneRepMax = "one-rep-max"
    /// The load for a number of repetitions at a one-repetition maximum: an estimate's inverse.
    case oneRepMaxLoad = "one-rep-max-load"
    /// The maximum heart rate for an age.
    case maxHeartRate = "max-heart-rate"
    /// The heart rate at a percent of the maximum.
    case heartRateAtPercentOfMaximum = "heart-rate-at-percent-of-maximum"
    /// The heart rate at a percent of the reserve, maximum less resting (Karvonen).
    case heartRateAtPercentOfReserve = "heart-rate-at-percent-of-reserve"
    /// The body mass index.
    case bodyMassIndex = "body-mass-index"
    /// The Army's one-site body fat equation `for` a sex.
    case armyBodyFat = "army-body-fat"
    /// Height as the Army's screening table is read.
    case armyScreeningHeight = "army-screening-height"
    /// Weight as the Army's screening table is read.
    case armyScreeningWeight = "army-screening-weight"
    /// The screening weight above the table's tallest row.
    case armyScreeningAboveTable = "army-screening-above-table"

    /// Each input's id and unit as written, in the order the runtime gives them, and the result's unit.
    public var signature: (inputs: [(id: String, unit: String)], result: String) {
        switch self {
        case .oneRepMax: ([("load", "any mass"), ("reps", "reps")], "any mass")
        case .oneRepMaxLoad: ([("oneRepMax", "any mass"), ("reps", "reps")], "any mass")
        case .maxHeartRate: ([("age", "years")], "bpm")
        case .heartRateAtPercentOfMaximum: ([("maximum", "bpm"), ("intensity", "%")], "bpm")
        case .heartRateAtPercentOfReserve: ([("maximum", "bpm"), ("resting", "bpm"), ("intensity", "%")], "bpm")
        case .bodyMassIndex: ([("weight", "kg"), ("height", "cm")], "kg/m^2")
        case .armyBodyFat: ([("weight", "lb"), ("abdomen", "in")], "%")
        case .armyScreeningHeight: ([("height", "in")], "in")
        case .armyScreeningWeight: ([("weight", "lb")], "lb")
        case .armyScreeningAboveTable: ([("tableWeight", "lb"), ("perInch", "lb/in"), ("height", "in"), ("tallest", "in")], "lb")
        }
    }

    /// How many formulas fill it: a group, once, or once per sex.
    public var cardinality: RoleCardinality {
        switch self {
        case .oneRepMax, .oneRepMaxLoad, .maxHeartRate: .many
        case .armyBodyFat: .onePerChoice
        default: .one
        }
    }

    /// Whether its rule reads it on a day (an assessment's), so editions with
    /// days of their own may fill it.
    public var isDated: Bool {
        switch self {
        case .armyBodyFat, .armyScreeningHeight, .armyScreeningWeight, .armyScreeningAboveTable: true
        default: false
        }
    }

    /// The role of the formula a formula in this role names as its `inverse`; `nil` when it names none.
    public var inverseRole: FormulaRole? { self == .oneRepMax ? .oneRepMaxLoad : nil }
}

/// A role a band set fills, and the value, keys and carried numbers it must have.
public enum BandSetRole: String, CaseIterable, Sendable {
    /// The WHO's principal classes of body mass index.
    case bmiClasses = "bmi-classes"
    /// The WHO's additional cut-off points of body mass index.
    case bmiAdditionalClasses = "bmi-additional-classes"
    /// Exercise intensity by percent of maximum heart rate.
    case intensityOfMaximum = "intensity-of-maximum"
    /// Exercise intensity by percent of heart rate reserve.
    case intensityOfReserve = "intensity-of-reserve"
    /// The Army's maximum body fat by sex and age group.
    case armyBodyFatLimits = "army-body-fat-limits"
    /// The Army's weight for height screening table by sex and age group.
    case armyScreeningWeights = "army-screening-weights"
    /// The exemption from the body fat assessment a record `fitnessTest` earns, by component.
    case armyFitnessExemption = "army-fitness-exemption"

    /// The value's unit, the keys in order, and each carried number's name and unit in order, all as written.
    public var signature: (unit: String, keys: [String], carries: [(name: String, unit: String)]) {
        switch self {
        case .bmiClasses, .bmiAdditionalClasses: ("kg/m^2", [], [])
        case .intensityOfMaximum, .intensityOfReserve: ("%", [], [])
        case .armyBodyFatLimits: ("years", ["sex"], [("limit", "%")])
        case .armyScreeningWeights: ("in", ["sex", "ageGroup"], [("maxWeight", "lb"), ("minWeight", "lb"), ("perInch", "lb/in")])
        case .armyFitnessExemption: ("points", ["component"], [("everyEvent", "points"), ("validMonths", "months")])
        }
    }

    /// An exemption is one per fitness test it names; every other role, one.
    public var cardinality: RoleCardinality { self == .armyFitnessExemption ? .onePerChoice : .one }

    /// The carried number the role reads only above the highest band, so it
    /// is given on an open-ended highest band and on no other: Table B-1's
    /// pounds an inch above the tallest row.
    public var carriedAboveTheTop: String? { self == .armyScreeningWeights ? "perInch" : nil }

    /// Whether its rule reads it on a day (an assessment's, a record test's),
    /// so editions with days of their own may fill it.
    public var isDated: Bool { self == .armyBodyFatLimits || self == .armyScreeningWeights || self == .armyFitnessExemption }

    /// Whether a set in this role names the fitness test it is for: one set
    /// per test is in force on any day.
    public var namesFitnessTest: Bool { self == .armyFitnessExemption }

    /// The role a formula must fill `for` each choice of the set's first key:
    /// every sex with a body fat limit has its tape equation.
    public var formulaForEachChoice: FormulaRole? { self == .armyBodyFatLimits ? .armyBodyFat : nil }
}

/// `army-body-fat for male`: a role filled once, or once per choice, as messages name it.
package func roleSlot(_ role: String, for choice: String?) -> String {
    choice.map { "\(role) for \($0)" } ?? role
}
