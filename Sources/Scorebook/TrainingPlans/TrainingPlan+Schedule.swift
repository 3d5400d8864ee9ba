import ScorebookCore

extension TrainingPlan {
    /// The most weeks from the start to the test: as many as a table may give.
    public static let mostScheduledWeeks = TrainingWeeks.most
    /// The most days from the start to the test.
    public static let mostScheduledDays = mostScheduledWeeks * 7
    /// The most minutes a day can be free.
    public static let minutesInADay = 1440

    /// The plan on the calendar, from `start` to the day before `testDate`.
    ///
    /// Week *n* starts `7(n - 1)` days after `start`, and the plan's last week
    /// repeats up to the test. The seven days before the test are the lighter
    /// ``sessionsInWeekBeforeTest`` where the table gives them; the day before
    /// the test holds ``sessionBeforeTest`` and nothing else; the test day holds nothing.
    ///
    /// A session goes on a day that `free` gives at least its minutes (a day
    /// not in `free` is not free), one a day, a week's sessions in their order,
    /// and no two ``apart`` days running, across weeks too. When a week's
    /// sessions do not all fit, as many as fit do: first those training the
    /// events furthest `behind` (points short of a goal by event id, as
    /// ``FitnessGoalProgress/pointsBehind`` gives them), then the earlier in
    /// the week's order. They are spread out: the week's last day left free
    /// of the next week's first kind of day where it can be; then the narrowest gap between
    /// sessions (the week before's last and the next week's first day
    /// counted) as wide as it can be, then the next narrowest, and so on;
    /// then the earliest first day; then the wider gaps first. What finds no
    /// day is in ``TrainingSchedule/unscheduled`` with why. The same arguments
    /// always give the same schedule. Errors name `testDate`, `free.wed` or `behind.2mr`.
    ///
    /// ```swift
    /// let plan = Scorebook.trainingPlan("acft-two-mile-run")!
    /// let schedule = try plan.schedule(
    ///     start: CalendarDate("2026-01-05")!, testDate: CalendarDate("2026-02-02")!, free: [.mon: 30, .wed: 60, .sat: 90])
    /// schedule.weeks[0].sessions.map(\.date)  // 2026-01-07 and 2026-01-10
    /// ```
    public func schedule(
        start: CalendarDate, testDate: CalendarDate, free: [Weekday: Int], behind: [String: Double] = [:]
    ) throws(ScoringError) -> TrainingSchedule {
        for day in Weekday.allCases {
            if let minutes = free[day], !(0...Self.minutesInADay).contains(minutes) {
                throw ScoringError(at: ["free", .key(day.rawValue)], "\(minutes) is not minutes of a day; expected 0 to \(Self.minutesInADay)")
            }
        }
        for (event, points) in behind where points.isNaN {
            throw ScoringError(at: ["behind", .key(event)], "is not a number; expected the points the event is short of its goal")
        }
        let first = start.daysSince1970
        let days = testDate.daysSince1970 - first
        guard days > 0 else {
            throw ScoringError(at: ["testDate"], "\(testDate) is not after start, \(start); expected a later day, leaving days to train")
        }
        guard days <= Self.mostScheduledDays else {
            throw ScoringError(
                at: ["testDate"], "\(testDate) is \(days) days after start, \(start); a schedule spans at most \(Self.mostScheduledDays) (\(Self.mostScheduledWeeks) weeks)")
        }
        var scheduler = TrainingScheduler(plan: self, first: first, days: days, free: free, behind: behind)
        return scheduler.run(start: start, testDate: testDate)
    }
}
