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

    static let parameters: [StaticString] = ["test", "date", "sex", "age", "standard"]


    init(_ params: Params, today: () -> CalendarDate = CalendarDate.today) throws(RPCError) {
        let tables = params.tables
        // Every test id, then every series id: for messages only.
        var ids: [String] { tables.fitnessTestIDs + tables.fitnessTestSeries }
        let id = try params.requiredString("test", allowed: ids)
        let date = try params.date("date")
        if let test = tables.fitnessTest(id) {
            if let date, !test.isInForce(on: date) {
                let hint = test.series.map { "; ask for test '\($0)' to use the test in force that day" } ?? ""
                throw .invalidParams(
                    field: params.field("date"),
                    "the \(test.name) was not in force on \(date) (it is in force \(test.effective))\(hint)")
            }
            (self.test, self.date) = (test, date)
        } else if tables.fitnessTestSeries.contains(where: { $0.hasSameBytes(as: id) }) {
            let day = date ?? today()
            guard let test = tables.fitnessTest(series: id, on: day) else {
                let periods = tables.fitnessTests.filter { $0.series?.hasSameBytes(as: id) == true }.map { "\($0.id) \($0.effective)" }
                throw .invalidParams(
                    field: params.field("date"),
                    "no test of the '\(id)' series was in force on \(day); its tests: \(periods.joined(separator: ", "))")
            }
            (self.test, self.date) = (test, day)
        } else {
            throw .unknown("test", id, expected: ids, field: params.field("test"))
        }
        sex = try params.requiredString("sex", allowed: test.sexes)
        age = try params.requiredInt("age", "an age in whole years")
        standard = try params.string("standard", allowed: test.standards.map(\.id))
    }
}
