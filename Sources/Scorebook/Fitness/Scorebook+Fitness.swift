extension Scorebook {
    /// Every fitness test in `Tables/`, in file order.
    public static var fitnessTests: [FitnessTest] { ScorebookTables.builtIn.fitnessTests }

    /// The fitness test with this id, such as `apft`.
    public static func fitnessTest(_ id: String) -> FitnessTest? { ScorebookTables.builtIn.fitnessTest(id) }

    /// The id of every fitness test, in file order, without decoding any of them.
    public static var fitnessTestIDs: [String] { ScorebookTables.builtIn.fitnessTestIDs }

    /// The ids of every series of fitness tests, such as `army`, sorted.
    public static var fitnessTestSeries: [String] { ScorebookTables.builtIn.fitnessTestSeries }

    /// The test of a series in force on `date`, such as the AFT for `army` on
    /// 2025-06-01; `nil` if none was.
    ///
    /// ```swift
    /// let test = Scorebook.fitnessTest(series: "army", on: CalendarDate("2024-03-01")!)  // the ACFT
    /// ```
    public static func fitnessTest(series: String, on date: CalendarDate) -> FitnessTest? {
        ScorebookTables.builtIn.fitnessTest(series: series, on: date)
    }
}

extension ScorebookTables {
    /// Every fitness test, in file order.
    public var fitnessTests: [FitnessTest] { self[FitnessTestsKey.self].entries.map { $0.load() } }

    /// The id of every fitness test, in file order, without decoding any of them.
    public var fitnessTestIDs: [String] { self[FitnessTestsKey.self].ids }

    /// The ids of every series of fitness tests, such as `army`, sorted.
    public var fitnessTestSeries: [String] { self[FitnessTestsKey.self].series }

    /// The fitness test with this id, such as `apft`.
    public func fitnessTest(_ id: String) -> FitnessTest? {
        self[FitnessTestsKey.self].test(id)
    }

    /// The test of a series in force on `date`; `nil` if none was. The
    /// compiler rejects series whose tests' effective periods overlap, so
    /// there is at most one.
    public func fitnessTest(series: String, on date: CalendarDate) -> FitnessTest? {
        self[FitnessTestsKey.self].entries.first { entry in
            entry.series.map { $0.hasSameBytes(as: series) } == true && entry.effective.contains(date)
        }?.load()
    }
}

extension ScorebookTables {
    /// The test a request names on a day: a test by its id, in force on
    /// `date` when one is given; or a series' test in force on `date` (today,
    /// UTC, when none is given), with the day that picked it. Errors name
    /// `test` or `date`.
    ///
    /// ```swift
    /// let (acft, _) = try ScorebookTables.builtIn.fitnessTest("army", on: CalendarDate("2024-03-01")!)
    /// ```
    public func fitnessTest(_ id: String, on date: CalendarDate?) throws(ScoringError) -> (test: FitnessTest, date: CalendarDate?) {
        if let test = fitnessTest(id) {
            if let date, !test.isInForce(on: date) {
                let hint = test.series.map { "; ask for test '\($0)' to use the test in force that day" } ?? ""
                throw ScoringError(at: ["date"], "the \(test.name) was not in force on \(date) (it is in force \(test.effective))\(hint)")
            }
            return (test, date)
        }
        guard fitnessTestSeries.contains(where: { $0.hasSameBytes(as: id) }) else {
            throw .unknown("test", id, among: fitnessTestIDs + fitnessTestSeries, at: ["test"])
        }
        let day = date ?? CalendarDate.today()
        guard let test = fitnessTest(series: id, on: day) else {
            let tests = self[FitnessTestsKey.self].entries.filter { $0.series?.hasSameBytes(as: id) == true }
            throw ScoringError(
                at: ["date"],
                "no test of the '\(id)' series was in force on \(day); its tests: \(tests.map { "\($0.id) \($0.effective)" }.joined(separator: ", "))")
        }
        return (test, day)
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
