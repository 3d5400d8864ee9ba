/// How a soldier's history stands against a goal for the next record test:
/// per scored event and for the total, the latest points, the goal, what it
/// needs, the trend and where the trend reaches on the test day.
///
/// Each result is scored by the test in force on its day. Results of an
/// earlier test of the series (the ACFT before the AFT) join an event's line
/// where the event is the same, by id; the total's line takes a result that
/// has points in every one of the goal's test's scored events, summed.
public struct FitnessGoalProgress: Sendable, Equatable {
    /// The test on the test day.
    public let fitnessTest: FitnessTest
    /// The day of the record test.
    public let testDate: CalendarDate
    /// The standard of the goal.
    public let standard: FitnessStandard
    /// The sex asked about.
    public let sex: String
    /// The age on the test day, in whole years.
    public let age: Int
    /// The age group ``age`` falls in on the test.
    public let ageGroup: FitnessAgeGroup
    /// One per scored event of the test, in its order.
    public let events: [Line]
    /// The total of the test's scored events.
    public let total: Line
    /// The history, scored, oldest first (results of one day in the order given).
    public let history: [ScoredResult]

    /// The same test (the same table, as ``FitnessScore`` compares), day, taker, lines and history.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.fitnessTest === rhs.fitnessTest && lhs.testDate == rhs.testDate && lhs.standard == rhs.standard
            && lhs.sex == rhs.sex && lhs.age == rhs.age && lhs.ageGroup == rhs.ageGroup && lhs.events == rhs.events
            && lhs.total == rhs.total && lhs.history == rhs.history
    }

    /// The progress of one event, or of the total.
    public struct Line: Sendable, Equatable {
        /// The event; `nil` for the total.
        public let event: FitnessEvent?
        /// Points of the latest result in the line; `nil` when none has any.
        public let latest: Int?
        /// The day of ``latest``.
        public let latestDate: CalendarDate?
        /// The points aimed for; `nil` without a goal.
        public let goal: Int?
        /// The worst result that earns ``goal`` on the test day, as
        /// ``FitnessTest/required(event:points:sex:age:standard:)`` gives it;
        /// `nil` for the total and without a goal.
        public let needs: FitnessTest.Requirement?
        /// The least-squares slope of the line's points by date, in points
        /// per week; `nil` under two results, or when all are on one day.
        public let trend: Double?
        /// The trend's points on the test day, held to the scale (0 to the
        /// most an event or the total can earn); `nil` without a trend.
        public let projected: Double?
        /// How many results are in the line.
        public let results: Int
        /// Whether the goal will be reached: the projection reaches it, or
        /// without a trend the latest result does; once a result is in on the
        /// test day, ``met`` (the day's score stands, not the line's). `nil`
        /// without a goal or a result.
        public let onTrack: Bool?

        /// Whether the latest result reaches the goal: the moment an app records
        /// `fitness.goal-reached`; `nil` without a goal or a result.
        public var met: Bool? {
            guard let goal, let latest else { return nil }
            return latest >= goal
        }

        /// The points the line falls short of its goal on the test day, what
        /// a training schedule weighs: ``Line/pointsBehind(goal:projected:latest:)``.
        public var pointsBehind: Double? { Self.pointsBehind(goal: goal, projected: projected, latest: latest) }

        /// The points a line falls short of `goal` on the test day: the goal
        /// less the projection, or less the latest points without one, or the
        /// whole goal without a result; 0 once reached; `nil` without a goal.
        public static func pointsBehind(goal: Int?, projected: Double?, latest: Int?) -> Double? {
            guard let goal else { return nil }
            return max(0, Double(goal) - (projected ?? latest.map(Double.init) ?? 0))
        }
    }

    /// Each event's ``Line/pointsBehind`` by event id, for the events with a
    /// goal: what ``TrainingPlan/schedule(start:testDate:free:behind:)`` weighs.
    public var pointsBehind: [String: Double] {
        Dictionary(uniqueKeysWithValues: events.compactMap { line in line.pointsBehind.map { (line.event!.id, $0) } })
    }

    /// One result of the history as its own test scored it.
    public struct ScoredResult: Sendable, Equatable {
        /// The day it was taken.
        public let date: CalendarDate
        /// Its score, by the test in force that day.
        public let score: FitnessScore
        /// The points of the goal's test's scored events, summed; `nil` when
        /// the result lacks points in any of them.
        public let total: Int?
        /// Events given whose points join no line: not in the goal's test, or go/no-go alternates.
        public let notCompared: [String]
    }
}
