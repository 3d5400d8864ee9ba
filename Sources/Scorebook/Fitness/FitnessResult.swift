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
