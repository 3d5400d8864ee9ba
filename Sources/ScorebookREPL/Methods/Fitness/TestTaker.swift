import Scorebook

/// Who takes which test: the parameters `fitness.score` and `fitness.required`
/// share. `test` is a test id (`apft`, `acft`, `aft`), or a series id (`army`)
/// with the `date` that picks the test in force that day.
struct TestTaker {
    let test: FitnessTest
    /// The date asked about, or today's for a series asked without one.
    let date: CalendarDate?
    let sex: String
    let age: Int
    /// `nil` for the test's default standard.
    let standard: String?

    static let test = RPCParameter(
        "test", required: true,
        .oneOf("A test id, or a series id with the date that picks the test in force that day") {
            $0.fitnessTestIDs + $0.fitnessTestSeries
        })
    static let date = RPCParameter(
        "date",
        .string(
            "YYYY-MM-DD. With a series, the day whose test is used (default: today, UTC); with a test id, a day that test was in force",
            format: "date"))
    static let sex = RPCParameter(
        "sex", required: true, .oneOf("The test taker's sex, as the test's charts name it") { $0.fitnessTests.map(\.sexes).union })
    static let age = RPCParameter("age", required: true, .integer("Age in whole years"))
    static let standard = RPCParameter(
        "standard",
        .oneOf("The standard to pass (default: the test's first)") { $0.fitnessTests.map { $0.standards.map(\.id) }.union })
    static let parameters = [test, date, sex, age, standard]

    init(_ params: Params) throws(RPCError) {
        let id = try params.requiredString(Self.test)
        let date = try params.date(Self.date)
        (test, self.date) = try params.checked { () throws(ScoringError) in try params.tables.fitnessTest(id, on: date) }
        sex = try params.requiredString(Self.sex, allowed: test.sexes)
        age = try params.requiredInt(Self.age, "an age in whole years")
        // A closure, not a key path: a key path reads each element through a run-time access check.
        standard = try params.string(Self.standard, allowed: test.standards.map { $0.id })
    }
}
