extension Scorebook {
    /// Every training plan in `Tables/`, in file order.
    public static var trainingPlans: [TrainingPlan] { ScorebookTables.builtIn.trainingPlans }

    /// The training plan with this id, such as `acft-two-mile-run`.
    public static func trainingPlan(_ id: String) -> TrainingPlan? { ScorebookTables.builtIn.trainingPlan(id) }
}

extension ScorebookTables {
    /// Every training plan, in file order.
    public var trainingPlans: [TrainingPlan] { self[TrainingPlansKey.self] }

    /// The training plan with this id, such as `acft-two-mile-run`.
    public func trainingPlan(_ id: String) -> TrainingPlan? {
        trainingPlans.first { id.hasSameBytes(asASCII: $0.id) }
    }
}

/// Where ``ScorebookTables`` holds the training plans.
@_spi(ScorebookTables) public enum TrainingPlansKey: ScorebookTableKey {
    public typealias Value = [TrainingPlan]
}
