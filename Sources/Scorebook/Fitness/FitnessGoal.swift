/// Points a soldier aims for on the next record test: a total, points in
/// some events, or both. An empty goal asks only for the trend.
public struct FitnessGoal: Sendable, Equatable {
    /// The total to reach, from 1 to the test's ``FitnessTest/maximumTotal``.
    public var total: Int?
    /// Points to reach by scored event id, each from 1 to the test's ``FitnessTest/maximumEventPoints``.
    public var events: [String: Int]

    /// A goal of a `total`, of points in `events`, of both, or of neither.
    public init(total: Int? = nil, events: [String: Int] = [:]) {
        (self.total, self.events) = (total, events)
    }
}

/// One test taken: its day and the results, as ``FitnessTest/score(sex:age:events:standard:)`` takes them.
public struct FitnessResult: Sendable, Equatable {
    /// The day it was taken: it picks the test of the goal's series in force then.
    public var date: CalendarDate
    /// Event id → result in the event's unit (seconds for times).
    public var events: [String: Double]
    /// The age it was taken at, in whole years; `nil` for the age on the test day.
    public var age: Int?
    /// The standard it was judged by; `nil` for the goal's standard where its
    /// test has one by that id, otherwise that test's default.
    public var standard: String?

    /// A test taken on `date`, scored at `age` (default: the age on the test day) by `standard`.
    public init(date: CalendarDate, events: [String: Double], age: Int? = nil, standard: String? = nil) {
        (self.date, self.events, self.age, self.standard) = (date, events, age, standard)
    }
}

extension ScorebookTables {
    /// The test a result taken on `date` is scored by, for a goal on `goal`:
    /// the test of `goal`'s series in force that day, or `goal` itself, which
    /// must then be in force. `nil` when no test was.
    public func fitnessTest(scoring date: CalendarDate, towards goal: FitnessTest) -> FitnessTest? {
        guard let series = goal.series else { return goal.isInForce(on: date) ? goal : nil }
        return fitnessTest(series: series, on: date)
    }
}
