@_spi(ScorebookTables) import Scorebook
import Testing

/// The Army Body Composition Program's tables: the screening table cell by
/// cell against its transcription (`Fixtures/body_composition_screening.csv`,
/// AR 600-9 Table B-1), the limits at their age groups' edges, and the
/// one-site equations worked by hand, roundings included.
@Suite struct ArmyBodyCompositionTests {
    let screening = Scorebook.bandSet("army-screening-weights")!
    let limits = Scorebook.bandSet("army-body-fat-limits")!

    static let sexes = ["M": "male", "F": "female"]
    static let ageGroups = ["17-20": "17-20", "21-27": "21-27", "28-39": "28-39", "40+": "40-and-older"]

    /// Every printed cell, and nothing else: 23 heights × 4 age groups × 2 sexes.
    @Test func theScreeningTableIsTheTranscriptionCellByCell() throws {
        let rows = ReferenceData.rows("body_composition_screening.csv")
        #expect(rows.count == 184)
        for row in rows {
            let (sex, height, group) = (try #require(Self.sexes[row[0]]), try #require(Double(row[1])), try #require(Self.ageGroups[row[2]]))
            let band = try #require(screening.band(for: height, choices: [sex, group]), "\(row)")
            #expect(band.id == row[1])
            #expect(band.carried[0] == Double(row[3]), "maximum at \(row)")
            #expect(band.carried[1] == Double(row[4]), "minimum at \(row)")
            // Each row holds its inch and no more: the next inch is the next row.
            #expect(band.from == height && (band.below == height + 1 || (band.below == nil && height == 80)))
        }
        #expect(screening.lists.map(\.bands.count).reduce(0, +) == rows.count)
        #expect(screening.band(for: 57.999, choices: ["male", "17-20"]) == nil)
    }

    /// Table B-2, and each age group's edges on both sides.
    @Test(arguments: [("male", [20.0, 22, 24, 26]), ("female", [30, 32, 34, 36])])
    func limitsByAgeGroup(_ sex: String, _ expected: [Double]) throws {
        for (ages, limit) in zip([(17.0, 20.0), (21, 27), (28, 39), (40, 80)], expected) {
            for age in [ages.0, ages.1] {
                #expect(limits.band(for: age, choices: [sex])?.carried.first == limit, "\(sex) \(age)")
            }
        }
        #expect(limits.band(for: 16, choices: [sex]) == nil)
        #expect(limits.band(for: 20.999, choices: [sex])?.id == "17-20")
        #expect(limits.band(for: 21, choices: [sex])?.id == "21-27")
    }

    private func bodyFat(_ sex: String, _ weight: Double, _ abdomen: Double) throws -> Double {
        try #require(Scorebook.formula("army-body-fat-\(sex)")).evaluate(inOrder: [weight, abdomen]).value
    }

    /// −26.97 − 0.12 × weight + 1.99 × abdomen, and −9.15 − 0.015 × weight + 1.27 × abdomen, to the whole percent.
    @Test func oneSiteEquationsWorkedByHand() throws {
        // 190 lb, 36 in: −26.97 − 22.8 + 71.64 = 21.87.
        #expect(try bodyFat("male", 190, 36) == 22)
        // 180 lb, 34.75 in rounded down to 34.5: −26.97 − 21.6 + 68.655 = 20.085.
        #expect(try bodyFat("male", 180, 34.75) == 20)
        // 140 lb, 32 in: −9.15 − 2.1 + 40.64 = 29.39.
        #expect(try bodyFat("female", 140, 32) == 29)
        // 160.4 lb to 160, 35.2 in down to 35: −9.15 − 2.4 + 44.45 = 32.9.
        #expect(try bodyFat("female", 160.4, 35.2) == 33)
    }

    /// 208 lb and 57 in is exactly 61.5 %, which binary arithmetic makes
    /// 61.49999999999999: a half rounds up, as the source's decimals do.
    @Test func aHalfPercentRoundsUpThroughBinaryNoise() throws {
        #expect(try bodyFat("male", 208, 57) == 62)
        #expect(try bodyFat("male", 126, 41) == 40)
        #expect(try bodyFat("female", 100, 45) == 47)
    }

    /// The one-site tape is in force from Army Directive 2023-11's signature.
    @Test func theEquationsAreInForceFromTheDirective() throws {
        let equation = try #require(Scorebook.formula("army-body-fat-male"))
        #expect(equation.effective.contains(CalendarDate("2023-06-09")!))
        #expect(!equation.effective.contains(CalendarDate("2023-06-08")!))
    }
}
