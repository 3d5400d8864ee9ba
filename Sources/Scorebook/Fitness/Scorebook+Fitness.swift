extension Scorebook {
    /// Every fitness test in `Tables/`, in file order.
    public static var fitnessTests: [FitnessTest] { GeneratedTables.fitnessTests }

    /// The fitness test with this id, such as `apft`.
    public static func fitnessTest(_ id: String) -> FitnessTest? {
        GeneratedTables.fitnessTestEntries.first { id.hasSameBytes(asASCII: $0.id) }?.load()
    }

    /// The id of every fitness test, in file order, without decoding any of them.
    public static let fitnessTestIDs: [String] = GeneratedTables.fitnessTestEntries.map(\.id)

    /// The ids of every series of fitness tests, such as `army`, sorted.
    public static let fitnessTestSeries: [String] =
        Array(Set(GeneratedTables.fitnessTestEntries.compactMap(\.series))).sorted()

    /// The test of a series in force on `date`, such as the AFT for `army` on
    /// 2025-06-01; `nil` if none was. The compiler rejects series whose
    /// tests' effective periods overlap, so there is at most one.
    ///
    /// ```swift
    /// let test = Scorebook.fitnessTest(series: "army", on: CalendarDate("2024-03-01")!)  // the ACFT
    /// ```
    public static func fitnessTest(series: String, on date: CalendarDate) -> FitnessTest? {
        GeneratedTables.fitnessTestEntries.first { entry in
            entry.series.map { $0.hasSameBytes(as: series) } == true && entry.effective.contains(date)
        }?.load()
    }
}
