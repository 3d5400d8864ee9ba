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
