/// A fitness test's id, series and dates, and how to build it: finding a test
/// by id or by date decodes no scale, and a request decodes only its own test.
@_spi(ScorebookTables) public struct FitnessTestEntry: Sendable {
    let id: String
    let series: String?
    let effective: EffectivePeriod
    let load: @Sendable () -> FitnessTest

    /// Made by the generated tables: `load` builds the test on first use.
    public init(id: String, series: String?, effective: EffectivePeriod, load: @escaping @Sendable () -> FitnessTest) {
        (self.id, self.series, self.effective, self.load) = (id, series, effective, load)
    }
}

/// Where ``ScorebookTables`` holds the fitness tests.
@_spi(ScorebookTables) public enum FitnessTestsKey: ScorebookTableKey {
    public typealias Value = FitnessTestCatalog

    /// `first`'s tests, then `second`'s: an id in both is found in `first`.
    public static func combine(_ first: ScorebookTables, _ second: ScorebookTables, into combined: ScorebookTables) -> Value {
        FitnessTestCatalog(first[Self.self].entries + second[Self.self].entries)
    }
}

/// Every fitness test's entry, with the ids and series every request that
/// names a test checks, worked out once. A class: reading it from the tables
/// retains one reference, not three arrays.
@_spi(ScorebookTables) public final class FitnessTestCatalog: Sendable {
    let entries: [FitnessTestEntry]
    let ids: [String]
    let series: [String]

    /// Made by the generated tables, from every test's entry in file order.
    public init(_ entries: [FitnessTestEntry]) {
        self.entries = entries
        ids = entries.map(\.id)
        series = Array(Set(entries.compactMap(\.series))).sorted()
    }

    /// The test with this id, decoded. By index: every request asks, and
    /// `first(where:)` would copy each entry it passes.
    func test(_ id: String) -> FitnessTest? {
        for index in entries.indices where id.hasSameBytes(asASCII: entries[index].id) { return entries[index].load() }
        return nil
    }
}
