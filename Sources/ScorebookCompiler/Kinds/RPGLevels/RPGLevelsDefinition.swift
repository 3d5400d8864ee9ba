import ScorebookCore

/// A `kind: rpg-levels` table as written: the fitness RPG's level curve
/// (the experience from each level to the next) and what a battle earns.
struct RPGLevelsDefinition: Sendable {
    var header: TableHeader
    var maximumLevel: Located<Int>
    var curve: LevelCurve
    /// Levels whose experience to the next the curve does not give (Habitica's first five).
    var overrides: [(level: Located<Int>, experience: Located<Int>)]
    var rewards: ExperienceRewards
}

/// The experience from level L to L + 1, for every level below the maximum.
enum LevelCurve: Sendable {
    /// `squared × L² + linear × L + constant`, rounded to the nearest multiple of
    /// `roundTo` (a half up). Coefficients in thousandths: exact, never binary floating point.
    case formula(squared: Int, linear: Int, constant: Int, roundTo: Int, at: SourceLocation)
    /// Written out, one per level from 1.
    case table([Located<Int>], at: SourceLocation)

    var location: SourceLocation {
        switch self {
        case .formula(_, _, _, _, let at), .table(_, let at): at
        }
    }
}

/// Experience a battle earns, by its result; a knockout's on top of a win's.
struct ExperienceRewards: Sendable {
    var won: Located<Int>
    var drawn: Located<Int>
    var lost: Located<Int>
    var perCategoryWon: Located<Int>
    var knockout: Located<Int>
    /// At most this much from battles in one local day.
    var dailyCap: Located<Int>
}
