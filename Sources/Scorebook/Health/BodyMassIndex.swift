/// A body mass index and its WHO classes.
///
/// ```swift
/// let bmi = try Scorebook.bodyMassIndex(heightCm: 175, weightKg: 70)
/// bmi.bmi          // 22.857142857142858
/// bmi.whoClass     // "normal"
/// ```
public struct BodyMassIndex: Sendable, Equatable {
    /// kg/m², unrounded.
    public let bmi: Double
    /// The class among the principal cut-off points (`BandSetRole.bmiClasses`), such as `normal`.
    public let whoClass: String
    /// The class among the additional cut-off points (`BandSetRole.bmiAdditionalClasses`), such as `23-25`.
    public let additionalClass: String
}

extension ScorebookTables {
    /// The `FormulaRole.bodyMassIndex` for a height and a weight, and its
    /// classes. Errors name the argument: `heightCm`, `weightKg`.
    public func bodyMassIndex(heightCm: Double, weightKg: Double) throws(ScoringError) -> BodyMassIndex {
        let bmi = try required(.bodyMassIndex).evaluate([weightKg, heightCm], arguments: ["weightKg", "heightCm"]).value
        let principal = try required(.bmiClasses)
        let additional = try required(.bmiAdditionalClasses)
        guard let band = principal.lists.first?.band(for: bmi), let extra = additional.lists.first?.band(for: bmi) else {
            throw ScoringError(at: ["weightKg"], "a body mass index of \(bmi.shortText) is in no WHO class")
        }
        return BodyMassIndex(bmi: bmi, whoClass: band.id, additionalClass: extra.id)
    }
}

extension Scorebook {
    /// ``ScorebookTables/bodyMassIndex(heightCm:weightKg:)`` by Scorebook's own tables.
    public static func bodyMassIndex(heightCm: Double, weightKg: Double) throws(ScoringError) -> BodyMassIndex {
        try ScorebookTables.builtIn.bodyMassIndex(heightCm: heightCm, weightKg: weightKg)
    }
}
