/// The kinds of day FM 7-22 builds a training week from: strength and
/// mobility days, endurance and mobility days (running, foot marches), and
/// the active recovery of the day before a test.
public enum TrainingDayType: String, Sendable, CaseIterable {
    case strength, endurance, recovery
}
