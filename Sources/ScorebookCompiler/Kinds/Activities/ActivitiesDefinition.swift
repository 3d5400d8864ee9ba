import ScorebookCore

/// A `kind: activities` table as written: activities with their energy cost,
/// and the metabolic equations they may name.
struct ActivitiesDefinition: Sendable {
    var header: TableHeader
    /// Kilocalories one MET costs per kilogram per hour; 0, a stand-in, in a
    /// table with a mistake there (never lowered).
    var kcalPerMETHour: Double
    var models: [EnergyModelDefinition]
    var activities: [ActivityDefinition]
    /// Every activity's id the file writes, those with a mistake included, and
    /// whether that is every activity it defines (see ``YAMLReader/namesEveryEntry(_:known:listsRead:)``).
    var activitiesWritten: [Located<String>] = []
    var writesEveryActivity = false
}

/// VO₂ = resting + horizontal · S + vertical · S · G, in mL/kg/min, for speeds S in metres per minute.
struct EnergyModelDefinition: Sendable {
    var id: Located<String>
    var name: String
    var resting: Double
    var horizontal: Double
    var vertical: Double
    var minimumSpeed: Double
    var maximumSpeed: Double?
    var kcalPerLitreOxygen: Double
}

struct ActivityDefinition: Sendable {
    var id: Located<String>
    var name: String
    /// The Compendium's code, five digits; empty when none is cited.
    var code: String
    var met: Double
    var model: Located<String>?
    /// How a watch files it.
    var sport: WorkoutSport
}

/// An activity ready to emit: its table's energy constants and its model inlined.
struct LoweredActivity: Sendable {
    var activity: ActivityDefinition
    var kcalPerMETHour: Double
    var model: EnergyModelDefinition?
    var file: String
}
