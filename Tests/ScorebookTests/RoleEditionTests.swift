@_spi(ScorebookTables) import Scorebook
import Testing

/// A role filled once has one table in force a day, so a new edition of a
/// standard is a table with its own dates: the rule reads the one in force
/// on the day asked about.
@Suite struct RoleEditionTests {
    /// Scorebook's formulas and bands, with AR 600-9's screening table in two
    /// editions: the 2019 one until the end of 2026, and a made-up one from
    /// February 2027 allowing 10 lb more in every row; none in January 2027.
    private let tables: ScorebookTables = {
        let builtIn = ScorebookTables.builtIn
        let table = builtIn.bandSet(.armyScreeningWeights)!
        func edition(from: String, until: String?, plus pounds: Double) -> BandSet {
            let lists = table.lists.map { list in
                BandList(
                    keys: list.keys,
                    bands: list.bands.map { band in
                        Band(
                            id: band.id, name: band.name, from: band.from, below: band.below,
                            carried: [band.carried[0].map { $0 + pounds }] + band.carried.dropFirst())
                    })
            }
            return BandSet(
                id: "screening-\(from)", name: "Screening from \(from)", valueName: table.valueName, unit: table.unit, keys: table.keys,
                effective: EffectivePeriod(from: CalendarDate(from), until: until.flatMap(CalendarDate.init)), carries: table.carries,
                lists: lists, file: "editions.yaml", role: table.role)
        }
        let sets =
            builtIn.bandSets.filter { $0.role != .armyScreeningWeights }
            + [edition(from: "2019-08-16", until: "2026-12-31", plus: 0), edition(from: "2027-02-01", until: nil, plus: 10)]
        return ScorebookTables(
            tables: [],
            entries: [
                ScorebookTableEntry(FormulasKey.self, kind: "formulas", FormulaCatalog(builtIn.formulas)),
                ScorebookTableEntry(BandSetsKey.self, kind: "bands", sets),
            ])
    }()

    private func maximum(on day: String) throws -> Double? {
        try tables.armyBodyComposition(sex: "male", age: 23, on: #require(CalendarDate(day)), heightIn: 70, weightLb: 180)
            .screening.maxWeightLb
    }

    @Test func eachDayReadsTheEditionInForce() throws {
        // Table B-1: a man of 21-27 at 70 in may weigh 185 lb.
        #expect(try maximum(on: "2026-12-31") == 185)
        #expect(try maximum(on: "2027-02-01") == 195)
        #expect(tables.bandSet(.armyScreeningWeights, on: CalendarDate("2027-02-01"))?.id == "screening-2027-02-01")
    }

    @Test func aDayNoEditionCoversIsAnErrorAtTheDateNamingEveryEdition() {
        let error = #expect(throws: ScoringError.self) { try maximum(on: "2027-01-15") }
        #expect(error?.field == "date")
        #expect(
            error?.message
                == "nothing in force on 2027-01-15: the Screening from 2019-08-16 is in force from 2019-08-16 to 2026-12-31; the Screening from 2027-02-01 is in force from 2027-02-01")
    }
}
