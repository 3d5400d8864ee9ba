/// What a table is about, for the rendered site's index: each kind has one,
/// and a table may say its own (`domain: army` on the Army's body fat
/// formulas, which are `formulas` by kind).
public enum TableDomain: String, Sendable, CaseIterable {
    case army, archery, workouts, formulas, rpg, achievements

    /// The index's heading for the domain's tables.
    var heading: String {
        switch self {
        case .army: "Army tests and standards"
        case .archery: "Archery"
        case .workouts: "Workouts and training"
        case .formulas: "Formulas and classifications"
        case .rpg: "The fitness RPG"
        case .achievements: "Achievements"
        }
    }
}
