import ScorebookCore

/// A `kind: training-plans` table as written.
struct TrainingPlansDefinition: Sendable {
    var header: TableHeader
    var plans: [TrainingPlanDefinition]
}

struct TrainingPlanDefinition: Sendable {
    var id: Located<String>
    var name: String
    var source: String
    var sessions: [TrainingSessionDefinition]
    /// Week ranges in order, from week 1 with no gap: each week's sessions.
    var schedule: [TrainingWeeksDefinition]
    /// Kinds of day of which no two fall on days running.
    var apart: [TrainingDayType]
    /// The session of the day before the test, if the source gives one.
    var beforeTest: Located<String>?
    /// The sessions of the lighter week before the test, in order; none when the table gives none.
    var weekBeforeTest: [Located<String>]

    /// Weeks in the plan: where its last range ends.
    var weekCount: Int { schedule.last?.weeks.value.upperBound ?? 0 }
}

struct TrainingSessionDefinition: Sendable {
    var id: Located<String>
    var name: String
    var day: TrainingDayType
    var minutes: Int
    /// A workout of the workouts tables, whose steps the session is.
    var workout: Located<String>?
    /// What is done, as the source names it, for a session that is no workout.
    var drills: [String]
    /// The fitness test events it trains, by id.
    var trains: [String]
}

/// Weeks `weeks` of a plan, and the sessions of each of those weeks in the order to do them.
struct TrainingWeeksDefinition: Sendable {
    var weeks: Located<ClosedRange<Int>>
    var sessions: [Located<String>]
}
