/// A fitness test's id, series and dates, and how to build it: finding a test
/// by id or by date decodes no scale, and a request decodes only its own test.
@_spi(ScorebookTables) public struct FitnessTestEntry: Sendable {
    let id: String
    let series: String?
    let effective: EffectivePeriod
    let load: @Sendable () -> FitnessTest

    public init(id: String, series: String?, effective: EffectivePeriod, load: @escaping @Sendable () -> FitnessTest) {
        (self.id, self.series, self.effective, self.load) = (id, series, effective, load)
    }
}

/// Where ``ScorebookTables`` holds the fitness tests.
@_spi(ScorebookTables) public enum FitnessTestsKey: ScorebookTableKey {
    public typealias Value = FitnessTestCatalog
}

/// Every fitness test's entry, with the ids and series every request that
/// names a test checks, worked out once.
@_spi(ScorebookTables) public struct FitnessTestCatalog: Sendable {
    let entries: [FitnessTestEntry]
    let ids: [String]
    let series: [String]

    public init(_ entries: [FitnessTestEntry]) {
        self.entries = entries
        ids = entries.map(\.id)
        series = Array(Set(entries.compactMap(\.series))).sorted()
    }
}
