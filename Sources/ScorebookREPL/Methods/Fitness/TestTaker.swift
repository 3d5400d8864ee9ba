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

    init(_ params: Params, today: () -> CalendarDate = CalendarDate.today) throws(RPCError) {
        let tables = params.tables
        // Every test id, then every series id: for messages only.
        var ids: [String] { Self.test.allowed(in: tables) ?? [] }
        let id = try params.requiredString(Self.test)
        let date = try params.date(Self.date)
        if let test = tables.fitnessTest(id) {
            if let date, !test.isInForce(on: date) {
                let hint = test.series.map { "; ask for test '\($0)' to use the test in force that day" } ?? ""
                throw .invalidParams(
                    field: params.field(Self.date),
                    "the \(test.name) was not in force on \(date) (it is in force \(test.effective))\(hint)")
            }
            (self.test, self.date) = (test, date)
        } else if tables.fitnessTestSeries.contains(where: { $0.hasSameBytes(as: id) }) {
            let day = date ?? today()
            guard let test = tables.fitnessTest(series: id, on: day) else {
                let periods = tables.fitnessTests.filter { $0.series?.hasSameBytes(as: id) == true }.map { "\($0.id) \($0.effective)" }
                throw .invalidParams(
                    field: params.field(Self.date),
                    "no test of the '\(id)' series was in force on \(day); its tests: \(periods.joined(separator: ", "))")
            }
            (self.test, self.date) = (test, day)
        } else {
            throw .unknown("test", id, expected: ids, field: params.field(Self.test))
        }
        sex = try params.requiredString(Self.sex, allowed: test.sexes)
        age = try params.requiredInt(Self.age, "an age in whole years")
        standard = try params.string(Self.standard, allowed: test.standards.map(\.id))
    }
}
