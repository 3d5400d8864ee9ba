import Scorebook
import Testing

/// AR 600-9 as the Army applies it, through the runtime's rule: every row of
/// Table B-1 at its maximum and a pound over, for both sexes and every age
/// group (`Fixtures/body_composition_screening.csv`); the rows that print no
/// maximum; above 80 inches; and the exemption windows of the ACFT's and the
/// AFT's directives for each component, at their last day and the day after.
@Suite struct ArmyBodyCompositionRuleTests {
    static let day = CalendarDate("2025-10-01")!
    static let sexes = ["M": "male", "F": "female"]
    /// An age in each of Table B-2's groups, by the transcription's label.
    static let ages = ["17-20": 18, "21-27": 24, "28-39": 30, "40+": 45]

    private func assess(
        _ sex: String, age: Int, height: Double, weight: Double, abdomen: Double? = nil, on day: CalendarDate = day,
        component: String? = nil, fitness: ArmyRecordTest? = nil
    ) throws -> ArmyBodyComposition {
        try Scorebook.armyBodyComposition(
            sex: sex, age: age, on: day, heightIn: height, weightLb: weight, abdomenIn: abdomen, component: component, fitness: fitness)
    }

    /// Para 3-2c: "If Soldiers do not exceed the authorized screening table
    /// weight for their age and measured height, no body fat assessment is
    /// required." At the maximum the screening passes and decides; a pound
    /// over, it fails and, untaped, nothing is decided.
    @Test func everyRowAtItsMaximumAndAPoundOver() throws {
        var printed = 0
        for row in ReferenceData.rows("body_composition_screening.csv") {
            let (sex, height, age) = (try #require(Self.sexes[row[0]]), try #require(Double(row[1])), try #require(Self.ages[row[2]]))
            guard let maximum = Double(row[3]) else { continue }
            printed += 1
            let at = try assess(sex, age: age, height: height, weight: maximum)
            #expect(at.screening.maxWeightLb == maximum && at.screening.passed && at.compliant == true && !at.needsTape, "\(row)")
            let over = try assess(sex, age: age, height: height, weight: maximum + 1)
            #expect(!over.screening.passed && over.compliant == nil && over.needsTape, "\(row)")
            // Weight is rounded to the pound before the table, a half up: 0.49 over still passes.
            #expect(try assess(sex, age: age, height: height, weight: maximum + 0.49).screening.passed, "\(row)")
            #expect(try !assess(sex, age: age, height: height, weight: maximum + 0.5).screening.passed, "\(row)")
        }
        #expect(printed == 184 - 8)
    }

    /// Table B-1 prints no maximum for men of 58 and 59 inches: no weight
    /// passes that screening, so the tape decides. 300 lb and 50 in at 59 in
    /// is −26.97 − 36 + 99.5 = 36.53, 37 % against 22 %: not compliant.
    @Test func aBlankRowDoesNotPassTheScreening() throws {
        for height in [58.0, 59] {
            for age in Self.ages.values {
                let light = try assess("male", age: age, height: height, weight: 100)
                #expect(light.screening.maxWeightLb == nil && !light.screening.passed && light.compliant == nil && light.needsTape)
            }
        }
        let taped = try assess("male", age: 23, height: 59, weight: 300, abdomen: 50)
        #expect(taped.bodyFat?.percent == 37 && taped.bodyFat?.limit == 22 && taped.bodyFat?.passed == false)
        #expect(taped.compliant == false && !taped.needsTape)
        // 130 lb and 30 in: −26.97 − 15.6 + 59.7 = 17.13, 17 %: the tape passes.
        #expect(try assess("male", age: 23, height: 58, weight: 130, abdomen: 30).compliant == true)
    }

    /// A failed screening with a tape is decided by the tape; without one, the answer says it is needed.
    @Test func theTapeDecidesAFailedScreening() throws {
        // 70 in, 21-27: maximum 185. 190 lb, 36 in: −26.97 − 22.8 + 71.64 = 21.87, 22 % against 22 %.
        #expect(try assess("male", age: 23, height: 70, weight: 190, abdomen: 36).compliant == true)
        // 37 in: 23.86, 24 %: over.
        #expect(try assess("male", age: 23, height: 70, weight: 190, abdomen: 37).compliant == false)
        #expect(try assess("male", age: 23, height: 70, weight: 190).compliant == nil)
    }

    /// Table B-1's note: 6 pounds an inch over 80 inches for men (17-20), 5
    /// for women, from the 80-inch row's maximum.
    @Test func aboveEightyInches() throws {
        // Men 17-20 at 80 in: 234; at 82 in, 234 + 2 × 6 = 246.
        let tall = try assess("male", age: 18, height: 82, weight: 246)
        #expect(tall.screening.maxWeightLb == 246 && tall.screening.passed)
        #expect(try !assess("male", age: 18, height: 82, weight: 247).screening.passed)
        // Women 28-39 at 80 in: the CSV's maximum; at 81 in, 5 more.
        let row = try #require(ReferenceData.rows("body_composition_screening.csv").first { $0[0] == "F" && $0[1] == "80" && $0[2] == "28-39" })
        let eighty = try #require(Double(row[3]))
        #expect(try assess("female", age: 30, height: 81, weight: 100).screening.maxWeightLb == eighty + 5)
    }

    // MARK: Exemptions

    /// An AFT of 480 with at least 80 in every event (female, 30).
    private func aft(on date: String, age: Int = 30) throws -> ArmyRecordTest {
        let score = try Scorebook.fitnessTest("aft")!.score(
            sex: "female", age: age, events: ["mdl": 250, "hrp": 45, "sdc": 110, "plk": 210, "2mr": 990])
        #expect(score.total >= 465 && score.events.allSatisfy { ($0.points ?? 0) >= 80 })
        return ArmyRecordTest(score: score, date: CalendarDate(date)!)
    }

    /// An ACFT of 540 or more with at least 80 in every event (male, 24).
    private func acft(on date: String) throws -> ArmyRecordTest {
        let score = try Scorebook.fitnessTest("acft")!.score(
            sex: "male", age: 24, events: ["mdl": 340, "spt": 12.5, "hrp": 60, "sdc": 95, "plk": 200, "2mr": 810])
        #expect(score.total >= 540 && score.isComplete && score.events.allSatisfy { ($0.points ?? 0) >= 80 })
        return ArmyRecordTest(score: score, date: CalendarDate(date)!)
    }

    /// The Army's release of 10 September 2025: "valid until the next record
    /// test, not to exceed 8 months for Regular Army and Active Guard Reserve
    /// Soldiers or 12 months for National Guard and Army Reserve Soldiers".
    /// From a record of 2025-09-15: through 2026-05-15, or 2026-09-15.
    @Test(arguments: [
        ("regular-army", "2026-05-15"), ("active-guard-reserve", "2026-05-15"),
        ("army-national-guard", "2026-09-15"), ("army-reserve", "2026-09-15"),
    ])
    func theAFTsWindowByComponent(_ component: String, _ lastDay: String) throws {
        try expectWindow(of: aft(on: "2025-09-15"), through: lastDay, for: component, height: 64, weight: 200)
    }

    /// The record exempts a soldier over the screening weight on `lastDay`,
    /// which is its `validUntil`, and not the day after, when the tape decides.
    private func expectWindow(of record: ArmyRecordTest, through lastDay: String, for component: String, height: Double, weight: Double) throws {
        let (sex, age, last) = (record.score.sex, record.score.age, CalendarDate(lastDay)!)
        let onLast = try assess(sex, age: age, height: height, weight: weight, on: last, component: component, fitness: record)
        #expect(onLast.exemption?.exempt == true && onLast.exemption?.validUntil == last && onLast.compliant == true, "\(onLast.exemption?.reason ?? "")")
        let dayAfter = CalendarDate(daysSince1970: last.daysSince1970 + 1)
        let after = try assess(sex, age: age, height: height, weight: weight, on: dayAfter, component: component, fitness: record)
        #expect(after.exemption?.exempt == false && after.compliant == nil && after.needsTape)
    }

    /// The ACFT's, as Stars and Stripes reported Army Directive 2023-08 on
    /// 9 March 2023: "up to eight months for active-duty soldiers and 14 months
    /// in the National Guard and Reserve". From a record of 2025-05-31, the
    /// ACFT's last day as the test of record: through 2026-01-31, or 2026-07-31.
    @Test(arguments: [
        ("regular-army", "2026-01-31"), ("active-guard-reserve", "2026-01-31"),
        ("army-national-guard", "2026-07-31"), ("army-reserve", "2026-07-31"),
    ])
    func theACFTsWindowByComponent(_ component: String, _ lastDay: String) throws {
        try expectWindow(of: acft(on: "2025-05-31"), through: lastDay, for: component, height: 70, weight: 230)
    }

    /// The regular army is the tables' first component, the default.
    @Test func theDefaultComponentIsTheRegularArmy() throws {
        let record = try aft(on: "2025-09-15")
        #expect(try assess("female", age: 30, height: 64, weight: 200, on: CalendarDate("2026-05-16")!, fitness: record).exemption?.exempt == false)
        #expect(Scorebook.armyComponents == ["regular-army", "active-guard-reserve", "army-national-guard", "army-reserve"])
    }

    /// "This body fat standard modification is not retroactive": an AFT
    /// before 10 September 2025 earns nothing, one on that day does.
    @Test func theAFTsExemptionIsNotRetroactive() throws {
        #expect(try assess("female", age: 30, height: 64, weight: 200, fitness: aft(on: "2025-09-09")).exemption?.exempt == false)
        #expect(try assess("female", age: 30, height: 64, weight: 200, fitness: aft(on: "2025-09-10")).exemption?.exempt == true)
    }

    /// A record test after the assessment's day cannot exempt: an error at `fitness.date`.
    @Test func aRecordAfterTheAssessmentIsAnError() throws {
        let record = try aft(on: "2025-10-02")
        let error = #expect(throws: ScoringError.self) { try assess("female", age: 30, height: 64, weight: 200, fitness: record) }
        #expect(error?.field == "fitness.date")
        // The same day is taken.
        #expect(try assess("female", age: 30, height: 64, weight: 200, fitness: aft(on: "2025-10-01")).exemption?.exempt == true)
    }

    /// An unknown component is an error naming the components.
    @Test func anUnknownComponentIsAnError() throws {
        let error = #expect(throws: ScoringError.self) { try assess("female", age: 30, height: 64, weight: 120, component: "navy") }
        #expect(error?.field == "component" && error?.allowed == Scorebook.armyComponents)
    }
}
