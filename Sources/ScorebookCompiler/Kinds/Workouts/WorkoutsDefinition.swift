import ScorebookCore

/// A `kind: workouts` table as written.
struct WorkoutsDefinition: Sendable {
    var header: TableHeader
    var workouts: [WorkoutDefinition]
    /// Every workout id the table writes, its mistakes' too, and whether that
    /// is every workout it defines (see ``YAMLReader/namesEveryEntry(_:known:listsRead:)``):
    /// a plan naming one with a mistake gets no second error.
    var workoutsWritten: [Located<String>] = []
    var writesEveryWorkout = false
}

struct WorkoutDefinition: Sendable {
    var id: Located<String>
    var name: String
    var source: String
    /// What a step does when it names no activity of its own.
    var activity: Located<String>
    var items: [WorkoutItemDefinition]
}

/// A step, or a block of steps done `count` times.
indirect enum WorkoutItemDefinition: Sendable {
    case step(WorkoutStepDefinition)
    case repeated(count: Located<Int>, [WorkoutItemDefinition])

    /// Every activity the item's steps name.
    var activities: [Located<String>] {
        switch self {
        case .step(let step): step.activity.map { [$0] } ?? []
        case .repeated(_, let items): items.flatMap(\.activities)
        }
    }
}

struct WorkoutStepDefinition: Sendable {
    var label: String
    var activity: Located<String>?
    var end: WorkoutStepEnd
    /// A time or length as the table writes it (`0.25 mi`, `0:30`, a place's
    /// radius), for the page to show as the source says it; `nil` for other ends.
    var written: String? = nil
}
