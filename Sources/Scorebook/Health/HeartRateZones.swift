/// The maximum heart rate for an age by each formula, and the intensity
/// classes as heart rates: percents of the maximum, or of the reserve
/// (Karvonen) when the resting rate is known.
///
/// ```swift
/// let zones = try Scorebook.heartRateZones(age: 30, restingHeartRate: 60)
/// zones.zones.map(\.zone)   // ["very-light", "light", "moderate", "vigorous", "near-maximal"]
/// ```
public struct HeartRateZones: Sendable {
    /// Each formula's maximum, in the tables' order, or the one asked for.
    public let maxima: [MaxHeartRate]
    /// The formula whose maximum the zones use: the one asked for, or the group's default.
    public let zonesFormula: String
    /// Lowest first.
    public let zones: [HeartRateZone]
    /// The formulas that could not answer, when the formula is not named: an
    /// app's own with a narrower range of ages, say. Empty when every one answered.
    public let unanswered: [UnansweredFormula]
}

/// A formula's maximum heart rate.
public struct MaxHeartRate: Sendable, Equatable {
    /// Such as `tanaka`.
    public let formula: String
    /// Beats a minute.
    public let maxHeartRate: Double
}

/// An intensity class as heart rates.
public struct HeartRateZone: Sendable, Equatable {
    /// Such as `moderate`.
    public let zone: String
    /// Beats a minute at its lower bound; `nil` for the lowest zone.
    public let low: Double?
    /// Beats a minute at the next zone's lower bound; the maximum for the highest.
    public let high: Double
}

extension ScorebookTables {
    /// The maxima for `age` by every `FormulaRole.maxHeartRate` formula, or
    /// only `formula`, and the zones of `BandSetRole.intensityOfMaximum` at
    /// `formula`'s maximum or the group's default; with `restingHeartRate`,
    /// of `BandSetRole.intensityOfReserve` by Karvonen's method. Errors name
    /// the argument: `age`, `restingHeartRate`, `formula`.
    public func heartRateZones(age: Double, restingHeartRate: Double? = nil, formula: String? = nil) throws(ScoringError) -> HeartRateZones {
        let (chosen, zonesBy) = try members(of: formulas(.maxHeartRate), in: .maxHeartRate, named: formula) { $0 }
        let (maxima, main, unanswered) = try answers(of: chosen, main: zonesBy, formula: { $0 }) { maximum throws(ScoringError) in
            MaxHeartRate(formula: maximum.id, maxHeartRate: try maximum.evaluate([age], arguments: ["age"]).value)
        }
        let maximum = maxima[main].maxHeartRate
        if let restingHeartRate, restingHeartRate >= maximum {
            throw ScoringError(
                at: ["restingHeartRate"],
                "must be below the maximum heart rate, \(maximum.shortText) by \(maxima[main].formula), found \(restingHeartRate.shortText)")
        }
        let classes = try required(restingHeartRate == nil ? .intensityOfMaximum : .intensityOfReserve)
        let target = try required(restingHeartRate == nil ? .heartRateAtPercentOfMaximum : .heartRateAtPercentOfReserve)
        // The role's inputs: the maximum, the resting rate for the reserve, and last the percent.
        var inputs: [Double] = restingHeartRate.map { [maximum, $0, 0] } ?? [maximum, 0]
        let ofReserve = restingHeartRate != nil
        func rate(_ percent: Double) throws(ScoringError) -> Double {
            inputs[inputs.count - 1] = percent
            return try target.evaluate(inputs, arguments: ofReserve ? ["age", "restingHeartRate", "age"] : ["age", "age"]).value
        }
        var zones: [HeartRateZone] = []
        for band in classes.lists.first?.bands ?? [] {
            let low = try band.from.map { percent throws(ScoringError) in try rate(percent) }
            let high = try band.below.map { percent throws(ScoringError) in try rate(percent) } ?? maximum
            zones.append(HeartRateZone(zone: band.id, low: low, high: high))
        }
        return HeartRateZones(maxima: maxima, zonesFormula: maxima[main].formula, zones: zones, unanswered: unanswered)
    }
}

extension Scorebook {
    /// ``ScorebookTables/heartRateZones(age:restingHeartRate:formula:)`` by Scorebook's own tables.
    public static func heartRateZones(age: Double, restingHeartRate: Double? = nil, formula: String? = nil) throws(ScoringError) -> HeartRateZones {
        try ScorebookTables.builtIn.heartRateZones(age: age, restingHeartRate: restingHeartRate, formula: formula)
    }
}
