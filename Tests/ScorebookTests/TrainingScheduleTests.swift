@testable import Scorebook
import Testing

/// `TrainingPlan.schedule`: its rules held over random availabilities and
/// dates, and a few schedules worked out by hand.
@Suite struct TrainingScheduleTests {
    static let plans = Scorebook.trainingPlans
    let twoMileRun = Scorebook.trainingPlan("acft-two-mile-run")!
    let events = Scorebook.trainingPlan("acft-event-training")!

    static func date(_ text: String) -> CalendarDate { CalendarDate(text)! }

    /// Every rule of the schedule, checked from its answer against the plan and the arguments alone.
    static func checkRules(_ schedule: TrainingSchedule, _ plan: TrainingPlan, free: [Weekday: Int], _ context: String) {
        let first = schedule.start.daysSince1970, test = schedule.testDate.daysSince1970
        let sessions = schedule.weeks.flatMap(\.sessions)
        // Week by week from the start, the last cut at the day before the test.
        for (index, week) in schedule.weeks.enumerated() {
            #expect(week.number == index + 1 && week.from.daysSince1970 == first + 7 * index, "\(context)")
            #expect(week.to.daysSince1970 == min(first + 7 * index + 6, test - 1), "\(context)")
            #expect(week.sessions.allSatisfy { week.from <= $0.date && $0.date <= week.to }, "\(context)")
        }
        #expect(schedule.weeks.count == (test - first + 6) / 7, "\(context)")
        var kinds: [Int: TrainingDayType] = [:]
        for scheduled in sessions {
            let day = scheduled.date.daysSince1970
            // Only on free days, within their minutes, one a day, before the test.
            #expect(scheduled.weekday == Weekday(scheduled.date), "\(context)")
            #expect(scheduled.session.minutes <= free[scheduled.weekday] ?? 0, "\(context): \(scheduled.date) is not free for \(scheduled.session.id)")
            #expect(kinds[day] == nil, "\(context): two sessions on \(scheduled.date)")
            #expect(day >= first && day < test, "\(context)")
            kinds[day] = scheduled.session.day
            // The day before the test holds its session alone; the week before it, the lighter week's.
            switch scheduled.part {
            case .dayBeforeTest: #expect(day == test - 1 && scheduled.session == plan.sessionBeforeTest, "\(context)")
            case .weekBeforeTest:
                #expect(day >= test - 7 && day < test - (plan.sessionBeforeTest == nil ? 0 : 1), "\(context)")
                #expect(plan.sessionsInWeekBeforeTest.contains(scheduled.session), "\(context)")
            case .week(let week):
                #expect(week == min((day - first) / 7 + 1, plan.weekCount), "\(context)")
                #expect(plan.sessions(inWeek: week).contains(scheduled.session), "\(context)")
                if !plan.sessionsInWeekBeforeTest.isEmpty { #expect(day < test - 7, "\(context): \(scheduled.date) is in the week before the test") }
                if plan.sessionBeforeTest != nil { #expect(day < test - 1, "\(context)") }
            }
        }
        // No two apart days running, across weeks too.
        for (day, kind) in kinds where plan.apart.contains(kind) {
            #expect(kinds[day + 1] != kind, "\(context): two \(kind) days running from \(CalendarDate(daysSince1970: day))")
        }
        // Each week of the plan's schedule due before the lighter week (or the day before the
        // test) has its sessions each scheduled or said why not, the scheduled in the plan's order.
        var gridEnd = test - first - (plan.sessionBeforeTest == nil ? 0 : 1)
        if !plan.sessionsInWeekBeforeTest.isEmpty { gridEnd = max(0, test - first - 7) }
        for week in stride(from: 0, to: gridEnd, by: 7).map({ $0 / 7 + 1 }) {
            let due = plan.sessions(inWeek: min(week, plan.weekCount)).map(\.id)
            let placed = schedule.weeks[week - 1].sessions.filter { if case .week = $0.part { true } else { false } }.map(\.session.id)
            let missed = schedule.unscheduled.filter { $0.week == week && $0.part != .dayBeforeTest && $0.part != .weekBeforeTest }
            #expect((placed + missed.map(\.session.id)).sorted() == due.sorted(), "\(context): week \(week)")
            #expect(isInOrder(placed, of: due), "\(context): week \(week) is out of the plan's order")
        }
        let lighter = sessions.filter { $0.part == .weekBeforeTest }.map(\.session.id)
        let lighterMissed = schedule.unscheduled.filter { $0.part == .weekBeforeTest }.map(\.session.id)
        #expect((lighter + lighterMissed).sorted() == plan.sessionsInWeekBeforeTest.map(\.id).sorted(), "\(context)")
        #expect(isInOrder(lighter, of: plan.sessionsInWeekBeforeTest.map(\.id)), "\(context)")
        #expect(schedule.unscheduled.filter { $0.part == .dayBeforeTest }.count + sessions.filter { $0.part == .dayBeforeTest }.count
            == (plan.sessionBeforeTest == nil ? 0 : 1), "\(context)")
        // Unscheduled in the order of their weeks, the day before the test last.
        #expect(schedule.unscheduled.map(\.week) == schedule.unscheduled.map(\.week).sorted(), "\(context)")
        // Each reason is true of the days the session could have gone on.
        for missed in schedule.unscheduled where missed.part != .dayBeforeTest {
            let days = missed.part == .weekBeforeTest ? max(0, test - first - 7)..<(test - first - (plan.sessionBeforeTest == nil ? 0 : 1))
                : (7 * (missed.week - 1))..<min(7 * missed.week, gridEnd)
            let open = days.map { free[Weekday(CalendarDate(daysSince1970: first + $0))] ?? 0 }.filter { $0 > 0 }
            switch missed.reason {
            case .noDay: #expect(days.isEmpty, "\(context)")
            case .notFree: #expect(!days.isEmpty && open.isEmpty, "\(context)")
            case .tooLong: #expect(!open.isEmpty && open.allSatisfy { $0 < missed.session.minutes }, "\(context)")
            case .noRoom: #expect(open.contains { $0 >= missed.session.minutes }, "\(context)")
            }
        }
    }

    /// Whether `ids` are `due` with some left out, in order.
    static func isInOrder(_ ids: [String], of due: [String]) -> Bool {
        var rest = due[...]
        for id in ids {
            guard let found = rest.firstIndex(of: id) else { return false }
            rest = rest[(found + 1)...]
        }
        return true
    }

    /// A random week of free minutes: some days, some long enough, some not.
    static func randomFree(_ random: inout SeededRandom) -> [Weekday: Int] {
        var free: [Weekday: Int] = [:]
        for day in Weekday.allCases where random.next(3) > 0 {
            free[day] = [0, 20, 30, 45, 60, 90][random.next(6)]
        }
        return free
    }

    @Test(arguments: plans)
    func randomSchedulesKeepEveryRule(_ plan: TrainingPlan) throws {
        var random = SeededRandom(state: 44)
        for _ in 0..<150 {
            let start = CalendarDate(daysSince1970: 20_000 + random.next(800))
            let days = 1 + random.next([20, 200, TrainingPlan.mostScheduledDays][random.next(3)])
            let test = CalendarDate(daysSince1970: start.daysSince1970 + days)
            let free = Self.randomFree(&random)
            let context = "\(plan.id) \(start) → \(test), \(free.sorted { $0.key.rawValue < $1.key.rawValue })"
            // Sometimes the events behind a goal weigh the sessions.
            let behind = random.next(2) == 0 ? [:] : ["2mr": Double(random.next(30)), "hrp": Double(random.next(30)), "mdl": 5.5]
            let schedule = try plan.schedule(start: start, testDate: test, free: free, behind: behind)
            Self.checkRules(schedule, plan, free: free, context)
            // The same arguments, the same schedule.
            let again = try plan.schedule(start: start, testDate: test, free: free, behind: behind)
            #expect(again.weeks == schedule.weeks && again.unscheduled == schedule.unscheduled, "\(context)")
        }
    }

    @Test(arguments: ["0001-01-01", "9997-12-31"])
    func theCalendarsEnds(_ start: String) throws {
        let start = Self.date(start)
        let test = CalendarDate(daysSince1970: start.daysSince1970 + TrainingPlan.mostScheduledDays)
        let free: [Weekday: Int] = [.mon: 60, .wed: 60, .fri: 60, .sun: 30]
        Self.checkRules(try events.schedule(start: start, testDate: test, free: free), events, free: free, "from \(start)")
    }

    @Test func aWeekWithNoFreeDaySchedulesNothingAndSaysSo() throws {
        let schedule = try twoMileRun.schedule(start: Self.date("2026-01-05"), testDate: Self.date("2026-02-02"), free: [:])
        #expect(schedule.weeks.count == 4 && schedule.weeks.allSatisfy(\.sessions.isEmpty))
        // Weeks 1-3, the lighter week's one session, the day before the test.
        #expect(schedule.unscheduled.map(\.reason) == Array(repeating: .notFree, count: 8))
        #expect(schedule.unscheduled.map(\.week) == [1, 1, 2, 2, 3, 3, 4, 4])
        #expect(schedule.unscheduled[0].message == "no day of week 1 is free")
        #expect(schedule.unscheduled[6].message == "no day of the week before the test is free")
        #expect(schedule.unscheduled[7].message == "the day before the test, 2026-02-01 (sun), is not free")
    }

    @Test func aScheduleWorkedOutByHand() throws {
        // 2026-01-05 is a Monday; the test four weeks on, 2026-02-02, also. Free Monday 30
        // minutes (too short for a 60-minute session), Wednesday 60 and Saturday 90.
        let schedule = try twoMileRun.schedule(
            start: Self.date("2026-01-05"), testDate: Self.date("2026-02-02"), free: [.mon: 30, .wed: 60, .sat: 90])
        let dates = schedule.weeks.map { $0.sessions.map { "\($0.date) \($0.session.id)" } }
        #expect(
            dates == [
                ["2026-01-07 intervals-30-60-4", "2026-01-10 release-run-10"],
                ["2026-01-14 intervals-30-60-6", "2026-01-17 release-run-10"],
                ["2026-01-21 intervals-30-60-8", "2026-01-24 release-run-15"],
                // The lighter week: the seven days before the test, less the day before it;
                // Wednesday rather than Saturday, three days from the run before.
                ["2026-01-28 release-run-10"],
            ])
        // Sunday, the day before the test, is not free.
        #expect(schedule.unscheduled.map(\.session.id) == ["active-recovery"])
    }

    @Test func sessionsAreSpreadOutAcrossTheWeek() throws {
        // Four sessions and seven free days: every other day, never two strength or endurance days running.
        let schedule = try events.schedule(
            start: Self.date("2026-01-05"), testDate: Self.date("2026-03-30"), free: Dictionary(uniqueKeysWithValues: Weekday.allCases.map { ($0, 60) }))
        #expect(schedule.weeks[0].sessions.map(\.weekday) == [.mon, .wed, .fri, .sun])
        #expect(schedule.unscheduled.isEmpty)
        // After the plan's 8 weeks its last repeats up to the lighter week.
        #expect(schedule.weeks[9].sessions.map(\.part) == Array(repeating: .week(8), count: 4))
    }

    @Test func aWeeksLastDayIsLeftForTheNextWeeksFirst() throws {
        // Free Monday, Saturday and Sunday for two runs a week, never on days running: Monday
        // and Sunday would leave the next Monday after a run; Monday and Saturday fit every week.
        let schedule = try twoMileRun.schedule(
            start: Self.date("2026-01-05"), testDate: Self.date("2026-03-02"), free: [.mon: 60, .sat: 60, .sun: 60])
        #expect(schedule.weeks.prefix(6).allSatisfy { $0.sessions.map(\.weekday) == [.mon, .sat] })
        #expect(schedule.unscheduled.isEmpty)
    }

    @Test func aWeeksLastDayIsLeftFreeOfTheNextWeeksFirstKind() {
        // Three strength sessions then a run, every day free: spread widest, the run falls on
        // the last day; with a run to start the next week, it goes earlier.
        func lastDay(then next: TrainingDayType?) -> Int? {
            var search = TrainingDaySearch(
                lengths: [60, 60], kinds: [.strength, .endurance], keptApart: [true, true], minutes: Array(repeating: 60, count: 14),
                taken: Array(repeating: nil, count: 14), open: Array(0..<7), previous: nil, end: 7, nextKind: next)
            return search.best(for: [0, 0, 0, 1])?.last
        }
        #expect(lastDay(then: nil) == 6)
        #expect(lastDay(then: .strength) == 6)
        #expect(lastDay(then: .endurance) == 5)
    }

    @Test func theEventsFurthestBehindAreTrainedFirst() throws {
        // Three free days for four sessions: without a goal, the week's first three in order.
        let free: [Weekday: Int] = [.tue: 60, .thu: 60, .sun: 60]
        let (start, test) = (Self.date("2026-01-05"), Self.date("2026-03-30"))
        let plain = try events.schedule(start: start, testDate: test, free: free)
        #expect(plain.weeks[0].sessions.map(\.session.id) == ["lower-body-and-pull", "intervals-30-60-4", "upper-body-and-core"])
        // The hand-release push-up and the two-mile run behind: the push-up's session and both runs, not the deadlift's.
        let behind = try events.schedule(start: start, testDate: test, free: free, behind: ["hrp": 12, "2mr": 20, "mdl": 1])
        #expect(behind.weeks[0].sessions.map(\.session.id) == ["intervals-30-60-4", "upper-body-and-core", "release-run-10"])
        #expect(behind.unscheduled[0].session.id == "lower-body-and-pull" && behind.unscheduled[0].reason == .noRoom)
        Self.checkRules(behind, events, free: free, "behind")
    }

    @Test func aSessionLongerThanEveryFreeDayIsTooLong() throws {
        let schedule = try twoMileRun.schedule(start: Self.date("2026-01-05"), testDate: Self.date("2026-01-19"), free: [.mon: 45, .thu: 20])
        let missed = try #require(schedule.unscheduled.first { $0.week == 1 })
        #expect(missed.reason == .tooLong)
        #expect(missed.message == "it takes 60 minutes; the free days of week 1 have at most 45")
        // The recovery day's 30 minutes do not fit Sunday 2026-01-18, which is not free.
        #expect(schedule.unscheduled.contains { $0.part == .dayBeforeTest && $0.reason == .notFree })
    }

    @Test func aTestDaysAwayLeavesNoLighterWeek() throws {
        // The test the day after the start: the day before is the start itself.
        let schedule = try twoMileRun.schedule(start: Self.date("2026-01-05"), testDate: Self.date("2026-01-06"), free: [.mon: 60])
        #expect(schedule.weeks.map { $0.sessions.map(\.part) } == [[.dayBeforeTest]])
        #expect(schedule.unscheduled.map(\.reason) == [.noDay])
    }

    @Test func badArgumentsNameTheirField() throws {
        let start = Self.date("2026-01-05")
        func field(_ test: String, _ free: [Weekday: Int] = [:], behind: [String: Double] = [:]) -> String? {
            do {
                _ = try twoMileRun.schedule(start: start, testDate: Self.date(test), free: free, behind: behind)
                return nil
            } catch { return error.field }
        }
        #expect(field("2026-01-04") == "testDate")
        #expect(field("2026-01-05") == "testDate")
        #expect(field("2028-01-04") == "testDate")  // 729 days on
        #expect(field("2028-01-03") == nil)  // 728
        #expect(field("2026-02-02", [.wed: -1]) == "free.wed")
        #expect(field("2026-02-02", [.sat: 1441]) == "free.sat")
        #expect(field("2026-02-02", behind: ["2mr": .nan]) == "behind.2mr")
    }

    @Test func pointsBehindIsTheGoalLessTheProjection() {
        typealias Line = FitnessGoalProgress.Line
        #expect(Line.pointsBehind(goal: 80, projected: 61.5, latest: 60) == 18.5)
        #expect(Line.pointsBehind(goal: 80, projected: nil, latest: 60) == 20)
        #expect(Line.pointsBehind(goal: 80, projected: nil, latest: nil) == 80)
        #expect(Line.pointsBehind(goal: 80, projected: 95, latest: 70) == 0)
        #expect(Line.pointsBehind(goal: nil, projected: 50, latest: 50) == nil)
    }

    @Test func weekdaysFromTheCalendar() {
        #expect(Weekday(Self.date("1970-01-01")) == .thu)
        #expect(Weekday(Self.date("2026-12-06")) == .sun)
        #expect(Weekday(Self.date("1969-12-29")) == .mon)
    }
}
