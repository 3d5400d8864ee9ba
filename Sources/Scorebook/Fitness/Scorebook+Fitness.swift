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
