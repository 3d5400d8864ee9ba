import Scorebook
import Testing

/// Every printed cell of the ACFT (2022) and the AFT (2025), checked like the APFT's: the
/// YAML models against the reference CSVs, and the generated runtime against both, for
/// points, goals, standards, alternates and the dates each test is in force.
@Suite struct ArmyChartTests {
    typealias Cell = ReferenceData.Cell
    let oldest = FitnessTest.oldestPlausibleAge

    func test(_ id: String) -> FitnessTest { Scorebook.fitnessTest(id)! }

    /// The runtime column for a reference column, at the youngest age of its group.
    func column(_ cells: [Cell], of test: FitnessTest) throws -> ScaleColumn {
        let first = cells[0]
        return try test.column(event: first.event, sex: first.sex, age: ReferenceData.ages(first.ageGroup, oldest: oldest).lowerBound)
    }

    func label(_ id: String, _ cell: Cell) -> String { "\(id) \(cell.event) \(cell.sex) \(cell.ageGroup)" }

    /// The YAML was transcribed by hand: written back as the CSV writes it (metres with one
    /// decimal), every cell must be a line of the reference and every line a cell.
    @Test(arguments: [("acft", "acft_2022_scores.csv", 7_567), ("aft", "aft_2025_scores.csv", 6_614)])
    func theYAMLHoldsExactlyTheReferenceRows(_ id: String, _ file: String, _ count: Int) {
        let model = ReferenceData.armyLines(ReferenceData.definition("\(id).yaml"))
        let reference = ReferenceData.lines(file)
        #expect(model.count == count)
        #expect(reference.count == count)
        #expect(Set(model).count == count)
        #expect(Set(model) == Set(reference))
    }

    /// Every printed result at every age of its group earns the most points printed at it:
    /// six ACFT results are printed twice (SPT 3.8 m at 44 and 35 for women 22-26, …).
    @Test(arguments: [("acft", 6), ("aft", 0)])
    func theRuntimeScoresEveryReferenceCellAtEveryAge(_ id: String, _ printedTwice: Int) throws {
        var twice = 0
        for cells in ReferenceData.columns(ReferenceData.cells(id)) {
            let best = Dictionary(cells.map { ($0.raw, $0.points) }, uniquingKeysWith: max)
            twice += cells.count - best.count
            for cell in cells {
                for age in ReferenceData.ages(cell.ageGroup, oldest: oldest) {
                    let points = try test(id).points(event: cell.event, sex: cell.sex, age: age, raw: cell.raw)
                    #expect(points == best[cell.raw], "\(label(id, cell)) age \(age) raw \(cell.raw)")
                }
            }
        }
        #expect(twice == printedTwice)
    }

    /// Between printed rows, and 120 steps beyond them, by the chart's rule applied to the CSV.
    @Test(arguments: [("acft", 120), ("aft", 100)])
    func everyValueBetweenAndBeyondThePrintedRows(_ id: String, _ count: Int) throws {
        let columns = ReferenceData.columns(ReferenceData.cells(id))
        #expect(columns.count == count)
        for cells in columns {
            let column = try column(cells, of: test(id))
            #expect(column.better == (ReferenceData.lowerIsBetter.contains(cells[0].event) ? .lower : .higher))
            let raws = cells.map(\.raw)
            for raw in (raws.min()! - 120)...(raws.max()! + 120) {
                #expect(column.points(raw: raw) == ReferenceData.points(cells, raw: raw), "\(label(id, cells[0])) raw \(raw)")
            }
        }
    }

    /// The goal view, for every column and 1 … 100 points: the worst result that still earns
    /// them, one step worse earns fewer, and `nil` exactly when no printed row earns as many.
    /// The test-level query must agree at every age of the group.
    @Test(arguments: ["apft", "acft", "aft"])
    func theRequiredResultIsTheWorstThatEarnsThePoints(_ id: String) throws {
        for cells in ReferenceData.columns(ReferenceData.cells(id)) {
            let first = cells[0], column = try column(cells, of: test(id))
            let worse = ReferenceData.lowerIsBetter.contains(first.event) ? 1 : -1
            let best = cells.map(\.points).max()!
            for points in 1...100 {
                let required = column.required(points: points)
                #expect((required == nil) == (best < points), "\(label(id, first)) \(points) points")
                #expect(required == ReferenceData.required(cells, points: points), "\(label(id, first)) \(points) points")
                if let required {
                    #expect(column.points(raw: required) >= points)
                    #expect(column.points(raw: required + worse) < points)
                }
                for age in ReferenceData.ages(first.ageGroup, oldest: oldest) {
                    let goal = try test(id).required(event: first.event, points: points, sex: first.sex, age: age)
                    #expect(goal.requirements.map(\.raw) == [required], "\(label(id, first)) age \(age) \(points) points")
                    #expect(goal.requirements.map(\.isAchievable) == [required != nil])
                }
            }
        }
    }

    /// Passing each event takes 60 points in it: the goal for 60 in every scored event, in order.
    @Test(arguments: ["apft", "acft", "aft"])
    func requiredToPassAsksForSixtyInEveryScoredEvent(_ id: String) throws {
        let cells = ReferenceData.cells(id)
        let events = cells.map(\.event).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        for group in Dictionary(grouping: cells, by: { "\($0.sex) \($0.ageGroup)" }).values {
            let expected = events.map { event in ReferenceData.required(group.filter { $0.event == event }, points: 60) }
            for age in ReferenceData.ages(group[0].ageGroup, oldest: oldest) {
                let pass = try test(id).requiredToPass(sex: group[0].sex, age: age)
                #expect(pass.requirements.map(\.event.id) == events)
                #expect(pass.requirements.allSatisfy { $0.points == 60 && $0.isAchievable })
                #expect(pass.requirements.map(\.raw) == expected, "\(id) \(group[0].sex) age \(age)")
            }
        }
    }

    /// Points a chart leaves out are never earned: a result between two rows earns the lower
    /// row's points, and asking for an omitted value needs the next printed row up.
    @Test(arguments: ["acft", "aft"])
    func omittedPointsAreNeverEarned(_ id: String) throws {
        var omitted = 0
        for cells in ReferenceData.columns(ReferenceData.cells(id)) {
            let column = try column(cells, of: test(id))
            let printed = Set(cells.map(\.points)), raws = cells.map(\.raw)
            let earned = Set((raws.min()! - 1...raws.max()! + 1).map { column.points(raw: $0) })
            #expect(earned.isSubset(of: printed.union([0])), "\(label(id, cells[0]))")
            for points in 1...printed.max()! where !printed.contains(points) {
                omitted += 1
                let nextRow = printed.filter { $0 > points }.min()!
                #expect(column.required(points: points) == ReferenceData.required(cells, points: nextRow))
            }
        }
        #expect(omitted > 0)
    }

    /// The AFT's deadlift for men 17-21 prints 330 lb at 98 points and 340 lb at 100, and no 99.
    @Test func theAFTDeadliftHasNo99() throws {
        let cells = ReferenceData.aftCells.filter { $0.event == "mdl" && $0.sex == "male" && $0.ageGroup == "17-21" }
        #expect(cells.filter { $0.points >= 98 }.map(\.raw).sorted() == [330, 340])
        let aft = test("aft")
        let deadlift = try aft.column(event: "mdl", sex: "male", age: 19)
        #expect(deadlift.points(raw: 339) == 98)
        #expect(deadlift.points(raw: 340) == 100)
        #expect(!(0...1_000).contains { deadlift.points(raw: $0) == 99 })
        #expect(deadlift.required(points: 99) == 340)
        #expect(try aft.required(event: "mdl", points: 99, sex: "male", age: 19).requirements[0].raw == 340)
    }

    /// The AFT's combat standard scores a woman of every age on the male column of her group;
    /// the general standard on her own. Checked at every printed male result.
    @Test func theCombatStandardScoresWomenOnTheMaleColumns() throws {
        let aft = test("aft")
        var differ = 0
        for male in ReferenceData.columns(ReferenceData.aftCells) where male[0].sex == "male" {
            let female = ReferenceData.aftCells.filter { $0.event == male[0].event && $0.sex == "female" && $0.ageGroup == male[0].ageGroup }
            for age in ReferenceData.ages(male[0].ageGroup, oldest: oldest) {
                for cell in male {
                    let (combat, general) = (ReferenceData.points(male, raw: cell.raw), ReferenceData.points(female, raw: cell.raw))
                    differ += combat == general ? 0 : 1
                    #expect(try aft.points(event: cell.event, sex: "female", age: age, raw: cell.raw, standard: "combat") == combat)
                    #expect(try aft.points(event: cell.event, sex: "female", age: age, raw: cell.raw, standard: "general") == general)
                }
                let pass = try aft.requiredToPass(sex: "female", age: age, standard: "combat")
                #expect(pass.requirements.first { $0.event.id == male[0].event }?.raw == ReferenceData.required(male, points: 60))
            }
        }
        #expect(differ > 0)
    }

    /// Both AFT standards need 60 in each event, but the combat standard 350 in total, not 300:
    /// 340 points with 60 or more in every event passes the general and fails the combat.
    @Test func theCombatStandardNeedsAHigherTotal() throws {
        let aft = test("aft")
        let general = try #require(aft.standard("general")), combat = try #require(aft.standard("combat"))
        #expect(general.eventMinimum == 60 && general.totalMinimum == 300 && general.scoredAs == nil)
        #expect(combat.eventMinimum == 60 && combat.totalMinimum == 350 && combat.scoredAs == aft.sexes.firstIndex(of: "male"))
        func raw(_ event: String, _ points: Int) -> Double {
            Double(ReferenceData.aftCells.first { $0.event == event && $0.sex == "male" && $0.ageGroup == "17-21" && $0.points == points }!.raw)
        }
        let events = ["mdl": raw("mdl", 100), "hrp": raw("hrp", 60), "sdc": raw("sdc", 60), "plk": raw("plk", 60), "2mr": raw("2mr", 60)]
        let passes = try aft.score(sex: "male", age: 19, events: events, standard: "general")
        #expect(passes.total == 340 && passes.passed == true && passes.failures.isEmpty)
        let fails = try aft.score(sex: "male", age: 19, events: events, standard: "combat")
        #expect(fails.total == 340 && fails.passed == false)
        #expect(fails.failures == [.totalBelowMinimum(total: 340, minimum: 350)])
    }

    /// The alternate aerobic events of both tests: at the limit is a GO, half a second slower a NO-GO.
    @Test(arguments: ["acft", "aft"])
    func goNoGoLimitsForEveryAlternateColumn(_ id: String) throws {
        #expect(ReferenceData.armyLimits.count == 80)
        for limit in ReferenceData.armyLimits {
            for age in ReferenceData.ages(limit.ageGroup, oldest: oldest) {
                let atLimit = try test(id).score(sex: limit.sex, age: age, events: [limit.event: Double(limit.seconds)])
                let slower = try test(id).score(sex: limit.sex, age: age, events: [limit.event: Double(limit.seconds) + 0.5])
                #expect(atLimit.events[0].outcome == .goNoGo(go: true, limit: limit.seconds), "\(id) \(limit) age \(age)")
                #expect(slower.events[0].outcome == .goNoGo(go: false, limit: limit.seconds), "\(id) \(limit) age \(age)")
            }
        }
    }

    /// The Army's test of record on each side of each change, both ends of a period included.
    @Test(arguments: [
        ("2000-01-01", "apft"), ("2022-09-30", "apft"), ("2022-10-01", "acft"),
        ("2025-05-31", "acft"), ("2025-06-01", "aft"), ("2999-12-31", "aft"),
    ])
    func theArmyTestInForceOnEachDate(_ date: String, _ id: String) throws {
        let day = try #require(CalendarDate(date))
        #expect(Scorebook.fitnessTest(series: "army", on: day)?.id == id)
    }
}
