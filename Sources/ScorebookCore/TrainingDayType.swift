/// The kinds of day FM 7-22 builds a training week from: strength and
/// mobility days, endurance and mobility days (running, foot marches), and
/// the active recovery of the day before a test.
public enum TrainingDayType: String, Sendable, CaseIterable {
    case strength, endurance, recovery
}

/// The calendar's bounds on training plans, the compiler's and the runtime's alike.
public enum TrainingWeeks {
    /// The most weeks a plan runs, and a schedule spans: two years.
    public static let most = 104
}
