/// An activity a workout step does, and what it costs in energy: a MET value
/// from the Compendium of Physical Activities, and optionally a metabolic
/// equation that gives the cost from the step's speed and climb.
///
/// ```swift
/// let run = Scorebook.workoutActivity("running")!
/// run.met                     // MET, for any speed
/// run.model?.name             // the ACSM running equation, within its speeds
/// ```
public final class WorkoutActivity: Sendable {
    /// Such as `running`.
    public let id: String
    /// Such as `Running, general`.
    public let name: String
    /// The Compendium's activity code, such as `12150`; empty when none is cited.
    public let code: String
    /// The energy cost as a multiple of resting: kcal = MET × kg × hours × ``kcalPerMETHour``.
    public let met: Double
    /// Kilocalories one MET costs per kilogram per hour.
    public let kcalPerMETHour: Double
    /// The equation that gives the cost from speed and grade, used where the
    /// step's mean speed is within its range; ``met`` elsewhere.
    public let model: WorkoutEnergyModel?
    /// How a watch files it.
    public let sport: WorkoutSport
    /// The table file, relative to `Tables/`.
    public let file: String

    /// Made by the generated tables, from a table the compiler checked.
    @_spi(ScorebookTables) public init(
        id: String, name: String, code: String, met: Double, kcalPerMETHour: Double, model: WorkoutEnergyModel?, sport: WorkoutSport,
        file: String
    ) {
        (self.id, self.name, self.code, self.met, self.kcalPerMETHour) = (id, name, code, met, kcalPerMETHour)
        (self.model, self.sport, self.file) = (model, sport, file)
    }
}

/// A metabolic equation of the ACSM's form: oxygen uptake in mL/kg/min,
/// VO₂ = resting + horizontal · S + vertical · S · G, S the speed in metres
/// per minute and G the grade as a fraction; kcal/min = VO₂ × kg × ``kcalPerLitreOxygen`` / 1000.
public struct WorkoutEnergyModel: Sendable {
    /// Such as `acsm-running`.
    public let id: String
    /// Such as `ACSM running equation`.
    public let name: String
    /// VO₂ at rest, mL/kg/min.
    public let resting: Double
    /// mL/kg/min per metre per minute of speed.
    public let horizontal: Double
    /// mL/kg/min per metre per minute of climb.
    public let vertical: Double
    /// The speeds the equation holds for, metres per minute.
    public let minimumSpeed: Double
    /// `nil` when it holds for any higher speed.
    public let maximumSpeed: Double?
    /// Kilocalories per litre of oxygen taken up.
    public let kcalPerLitreOxygen: Double

    /// Made by the generated tables, from a table the compiler checked.
    @_spi(ScorebookTables) public init(
        id: String, name: String, resting: Double, horizontal: Double, vertical: Double, minimumSpeed: Double,
        maximumSpeed: Double?, kcalPerLitreOxygen: Double
    ) {
        (self.id, self.name, self.resting, self.horizontal, self.vertical) = (id, name, resting, horizontal, vertical)
        (self.minimumSpeed, self.maximumSpeed, self.kcalPerLitreOxygen) = (minimumSpeed, maximumSpeed, kcalPerLitreOxygen)
    }

    /// Whether the equation holds at `speed` metres per minute.
    public func holds(atSpeed speed: Double) -> Bool {
        speed >= minimumSpeed && speed <= (maximumSpeed ?? .infinity)
    }
}

extension WorkoutActivity {
    /// Kilocalories for `minutes` of the activity by a person of `kilograms`
    /// who covered `metres` and climbed `climb` metres at a steady speed (a
    /// descent counts as level: the equations are for level and uphill
    /// ground). The model's equation where it holds at that speed; the MET
    /// value elsewhere.
    public func kilocalories(minutes: Double, metres: Double, climb: Double, kilograms: Double) -> Double {
        guard minutes > 0 else { return 0 }
        let speed = metres / minutes
        if let model, model.holds(atSpeed: speed) {
            // S · G · minutes is the climb itself: VO₂ · minutes = resting · min + horizontal · metres + vertical · climb.
            let oxygen = model.resting * minutes + model.horizontal * metres + model.vertical * max(climb, 0)
            return oxygen * kilograms * model.kcalPerLitreOxygen / 1000
        }
        return met * kilograms * minutes / 60 * kcalPerMETHour
    }
}
