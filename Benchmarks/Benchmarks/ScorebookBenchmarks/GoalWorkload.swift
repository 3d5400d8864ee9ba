import Scorebook

/// Ten years of record tests, two a year up to six months before the test day: the APFT's,
/// then the ACFT's, then the AFT's, as a soldier's history holds them.
enum GoalWorkload {
    static let testDate = CalendarDate("2026-06-01")!
    static let goal = FitnessGoal(total: 450, events: ["mdl": 90, "2mr": 85])

    static let history: [FitnessResult] = (0..<20).map { index in
        let date = testDate.adding(months: -6 * (20 - index))
        let test = Scorebook.fitnessTest(series: "army", on: date)!
        let events: [String: Double] =
            switch test.id {
            case "apft": ["pushup": Double(40 + index), "situp": Double(50 + index), "run2mi": Double(900 - 5 * index)]
            case "acft": ["mdl": Double(200 + 5 * index), "spt": 9.5, "hrp": Double(30 + index), "sdc": 120, "plk": 160, "2mr": Double(1020 - 5 * index)]
            default: ["mdl": Double(200 + 5 * index), "hrp": Double(30 + index), "sdc": 118, "plk": 165, "2mr": Double(1010 - 5 * index)]
            }
        return FitnessResult(date: date, events: events)
    }
}
