import Scorebook
import _ScorebookCompiler
import Testing

/// Every printed cell of the APFT, checked three ways: the YAML model against
/// the reference CSV, and the generated runtime against both.
@Suite struct APFTChartTests {
    let apft = Scorebook.fitnessTest("apft")!
    let oldest = FitnessTest.oldestPlausibleAge

    @Test func theYAMLHoldsExactlyTheReferenceCells() {
        let model = ReferenceData.apftModelCells
        #expect(model.count == 3_995)
        #expect(Set(model).count == model.count)
        #expect(Set(model) == Set(ReferenceData.apftCells))
    }

    @Test func theRuntimeScoresEveryReferenceCellAtEveryAge() throws {
        var checked = 0
        for cell in ReferenceData.apftCells {
            for age in ReferenceData.ages(cell.ageGroup, oldest: oldest) {
                let points = try apft.points(event: cell.event, sex: cell.sex, age: age, raw: cell.raw)
                #expect(points == cell.points, "\(cell.event) \(cell.sex) age \(age) raw \(cell.raw)")
                checked += 1
            }
        }
        #expect(checked > 3_995 * 5)
    }

    @Test func theRuntimeAgreesWithTheModelOnEveryCell() throws {
        for cell in ReferenceData.apftModelCells {
            let age = ReferenceData.ages(cell.ageGroup, oldest: oldest).lowerBound
            #expect(try apft.points(event: cell.event, sex: cell.sex, age: age, raw: cell.raw) == cell.points)
        }
    }

    /// Between printed rows, and beyond them, by the chart's rules.
    @Test func everyValueBetweenAndBeyondThePrintedRows() throws {
        let columns = ReferenceData.columns(ReferenceData.apftCells)
        #expect(columns.count == 60)
        for cells in columns {
            let first = cells[0]
            let column = try apft.column(event: first.event, sex: first.sex, age: ReferenceData.ages(first.ageGroup, oldest: oldest).lowerBound)
            let raws = cells.map(\.raw)
            let (lowest, highest) = (raws.min()!, raws.max()!)
            for raw in (lowest - 120)...(highest + 120) {
                // The reference rule, straight from the chart: the most points whose threshold is met.
                #expect(column.points(raw: raw) == ReferenceData.points(cells, raw: raw), "\(first.event) \(first.sex) \(first.ageGroup) raw \(raw)")
            }
        }
    }

    @Test func offChartExamples() throws {
        // Faster than the 100-point row still scores 100; slower than 26:30 scores 0.
        #expect(try apft.points(event: "run2mi", sex: "male", age: 20, raw: 600) == 100)
        #expect(try apft.points(event: "run2mi", sex: "female", age: 62, raw: 1591) == 0)
        // Above the 100-point row scores 100; below the printed range (0 push-ups, or 4 at 42+) scores 0.
        #expect(try apft.points(event: "pushup", sex: "male", age: 27, raw: 150) == 100)
        #expect(try apft.points(event: "pushup", sex: "male", age: 20, raw: 0) == 0)
        #expect(try apft.points(event: "pushup", sex: "male", age: 45, raw: 4) == 0)
        #expect(try apft.points(event: "situp", sex: "female", age: 30, raw: 20) == 0)
    }

    @Test func goNoGoLimitsForEveryAlternateColumn() throws {
        #expect(ReferenceData.apftLimits.count == 80)
        for limit in ReferenceData.apftLimits {
            for age in ReferenceData.ages(limit.ageGroup, oldest: oldest) {
                let atLimit = try apft.score(sex: limit.sex, age: age, events: [limit.event: Double(limit.seconds)])
                let slower = try apft.score(sex: limit.sex, age: age, events: [limit.event: Double(limit.seconds) + 0.5])
                #expect(atLimit.events[0].outcome == .goNoGo(go: true, limit: limit.seconds))
                #expect(slower.events[0].outcome == .goNoGo(go: false, limit: limit.seconds))
            }
        }
    }

    @Test func theErrataMatchTheReference() {
        let reference = Set(ReferenceData.rows("apft_da705_2010_errata.csv").map {
            "\($0[0]) \($0[2]) \($0[3]) printed \($0[5]) used \($0[4])"
        })
        let yaml = Set(ReferenceData.apftDefinition.errata.map { erratum in
            let raw = erratum.event.value == "run2mi" ? erratum.row.value : erratum.row.value
            return "\(erratum.event.value) \(erratum.column.value.ageGroup) \(raw) printed \(erratum.printed.value) used \(erratum.used.value)"
        })
        // The sit-up erratum is one cell of the chart both sexes share.
        #expect(ReferenceData.apftDefinition.errata.count == 4)
        #expect(yaml == reference)
    }
}
