import ScorebookCore

/// A training program from published doctrine: its sessions, the sessions of
/// each week in the order to do them, and the rules a schedule keeps.
///
/// ```swift
/// let plan = Scorebook.trainingPlan("acft-two-mile-run")!
/// for session in plan.sessions(inWeek: 1) { print(session.name, session.minutes) }
/// ```
public final class TrainingPlan: Sendable {
    /// Such as `acft-two-mile-run`.
    public let id: String
    /// Such as `Two-mile run: sprint intervals and the release run`.
    public let name: String
    /// Where the program is published.
    public let source: String
    /// Every session the plan draws on, in table order.
    public let sessions: [TrainingSession]
    /// Kinds of day of which no two fall on days running: with `[strength,
    /// endurance]`, no two strength days running, nor two endurance days.
    public let apart: [TrainingDayType]
    /// The table file, relative to `Tables/`.
    public let file: String
    /// Each week's sessions by index into ``sessions``, week 1 first.
    let schedule: [[Int]]
    /// The index of ``sessionBeforeTest``.
    let beforeTest: Int?
    /// ``sessionsInWeekBeforeTest`` by index.
    let weekBeforeTest: [Int]

    /// Made by the generated tables, from a table the compiler checked.
    @_spi(ScorebookTables) public init(
        id: String, name: String, source: String, sessions: [TrainingSession], schedule: [[Int]], apart: [TrainingDayType],
        beforeTest: Int?, weekBeforeTest: [Int], file: String
    ) {
        (self.id, self.name, self.source, self.sessions, self.schedule) = (id, name, source, sessions, schedule)
        (self.apart, self.beforeTest, self.weekBeforeTest, self.file) = (apart, beforeTest, weekBeforeTest, file)
    }

    /// How many weeks the plan runs.
    public var weekCount: Int { schedule.count }

    /// The sessions of week `week` (from 1), in the order to do them; none outside the plan.
    public func sessions(inWeek week: Int) -> [TrainingSession] {
        schedule.indices.contains(week - 1) ? schedule[week - 1].map { sessions[$0] } : []
    }

    /// The session of the day before the test; `nil` when the source gives none.
    public var sessionBeforeTest: TrainingSession? { beforeTest.map { sessions[$0] } }

    /// The sessions of the lighter week before the test, in the order to do
    /// them: its days are the seven before the test, less the day before it
    /// when ``sessionBeforeTest`` has that one. Empty when the table gives none.
    public var sessionsInWeekBeforeTest: [TrainingSession] { weekBeforeTest.map { sessions[$0] } }
}

/// One session of a plan: a workout, or drills as the source names them.
public struct TrainingSession: Sendable {
    /// Such as `intervals-30-60-4`.
    public let id: String
    /// Such as `30:60s, 4 repetitions`.
    public let name: String
    /// The kind of day it makes: strength, endurance or recovery.
    public let day: TrainingDayType
    /// How long the whole session takes, its warm-up and recovery included, as the table gives it.
    public let minutes: Int
    /// The workout it is; `nil` for a session of drills.
    public let workout: Workout?
    /// What is done, as the source names it, for a session that is no workout.
    public let drills: [String]
    /// The fitness test events it trains, by id.
    public let trains: [String]

    /// Made by the generated tables, from a table the compiler checked.
    @_spi(ScorebookTables) public init(
        id: String, name: String, day: TrainingDayType, minutes: Int, workout: Workout?, drills: [String], trains: [String]
    ) {
        (self.id, self.name, self.day, self.minutes, self.workout, self.drills, self.trains) = (id, name, day, minutes, workout, drills, trains)
    }
}

extension TrainingSession: Equatable {
    /// Every field the same, the workout the same table's.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.id == rhs.id && lhs.name == rhs.name && lhs.day == rhs.day && lhs.minutes == rhs.minutes
            && lhs.workout === rhs.workout && lhs.drills == rhs.drills && lhs.trains == rhs.trains
    }
}
