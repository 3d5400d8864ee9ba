extension Scorebook {
    /// Every activity in `Tables/`, in file order.
    public static var workoutActivities: [WorkoutActivity] { ScorebookTables.builtIn.workoutActivities }

    /// The activity with this id, such as `running`.
    public static func workoutActivity(_ id: String) -> WorkoutActivity? { ScorebookTables.builtIn.workoutActivity(id) }

    /// Every workout in `Tables/`, in file order.
    public static var workouts: [Workout] { ScorebookTables.builtIn.workouts }

    /// The workout with this id, such as `army-30-60s`.
    public static func workout(_ id: String) -> Workout? { ScorebookTables.builtIn.workout(id) }
}

extension ScorebookTables {
    /// Every activity, in file order.
    public var workoutActivities: [WorkoutActivity] { self[WorkoutActivitiesKey.self] }

    /// The activity with this id, such as `running`.
    public func workoutActivity(_ id: String) -> WorkoutActivity? {
        workoutActivities.first { id.hasSameBytes(asASCII: $0.id) }
    }

    /// Every workout, in file order.
    public var workouts: [Workout] { self[WorkoutsKey.self] }

    /// The workout with this id, such as `army-30-60s`.
    public func workout(_ id: String) -> Workout? {
        workouts.first { id.hasSameBytes(asASCII: $0.id) }
    }
}

/// Where ``ScorebookTables`` holds the activities.
@_spi(ScorebookTables) public enum WorkoutActivitiesKey: ScorebookTableKey {
    public typealias Value = [WorkoutActivity]
}

/// Where ``ScorebookTables`` holds the workouts.
@_spi(ScorebookTables) public enum WorkoutsKey: ScorebookTableKey {
    public typealias Value = [Workout]
}
