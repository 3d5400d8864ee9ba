import ScorebookCore

extension TrainingPlan {
    /// The most days from the start to the test: the 104 weeks a table may give.
    public static let mostScheduledDays = 728
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
    /// the week's order. They are spread out, the smallest gap between
    /// sessions as wide as it can be, then on the earliest days. What finds no
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
                at: ["testDate"], "\(testDate) is \(days) days after start, \(start); a schedule spans at most \(Self.mostScheduledDays) (104 weeks)")
        }
        var scheduler = TrainingScheduler(plan: self, first: first, days: days, free: free, behind: behind)
        return scheduler.run(start: start, testDate: testDate)
    }
}

/// Lays a plan's sessions on days, week by week, each week's choice searched
/// whole: a week holds at most 7 sessions and 7 days, so at most 3,432 ways.
struct TrainingScheduler {
    typealias Part = TrainingSchedule.Part

    let plan: TrainingPlan
    /// The start, in days since 1970.
    let first: Int
    /// Free minutes of each day from the start, the test day not included.
    let minutes: [Int]
    /// How far behind each of the plan's sessions' events are: the most of any it trains.
    let weights: [Double]
    /// The kind of day each day already has.
    var taken: [TrainingDayType?]
    /// The last day with a session, before the days being filled.
    var lastTaken: Int?
    var placed: [(day: Int, session: Int, part: Part)] = []
    var unscheduled: [TrainingSchedule.Unscheduled] = []

    init(plan: TrainingPlan, first: Int, days: Int, free: [Weekday: Int], behind: [String: Double]) {
        self.plan = plan
        self.first = first
        minutes = (0..<days).map { free[Weekday(daysSince1970: first + $0)] ?? 0 }
        weights = plan.sessions.map { session in
            // By bytes: a key canonically equal to an event id is not the id.
            session.trains.map { id in behind.first { $0.key.hasSameBytes(asASCII: id) }?.value ?? 0 }.max() ?? 0
        }
        taken = Array(repeating: nil, count: days)
    }

    mutating func run(start: CalendarDate, testDate: CalendarDate) -> TrainingSchedule {
        let days = minutes.count
        var end = days
        if let session = plan.beforeTest {
            end -= 1
            placeDayBeforeTest(session, on: end)
        }
        let lighterWeek = plan.weekBeforeTest.isEmpty ? nil : max(0, days - 7)..<end
        if let lighterWeek { end = lighterWeek.lowerBound }
        for week in stride(from: 0, to: end, by: 7) {
            fill(week..<min(week + 7, end), plan.schedule[min(week / 7, plan.weekCount - 1)], .week(min(week / 7 + 1, plan.weekCount)))
        }
        if let lighterWeek { fill(lighterWeek, plan.weekBeforeTest, .weekBeforeTest) }
        // The day before the test was settled first, and is listed last, in its week's order.
        if let missed = unscheduled.firstIndex(where: { $0.part == .dayBeforeTest }) { unscheduled.append(unscheduled.remove(at: missed)) }
        placed.sort { $0.day < $1.day }
        var sessions = placed[...]
        let weeks = stride(from: 0, to: days, by: 7).map { week in
            let count = sessions.prefix { $0.day < week + 7 }.count
            defer { sessions = sessions.dropFirst(count) }
            return TrainingSchedule.Week(
                number: week / 7 + 1, from: date(week), to: date(min(week + 6, days - 1)),
                sessions: sessions.prefix(count).map { placement in
                    TrainingSchedule.Scheduled(
                        date: date(placement.day), weekday: Weekday(daysSince1970: first + placement.day),
                        session: plan.sessions[placement.session], part: placement.part)
                })
        }
        return TrainingSchedule(plan: plan, start: start, testDate: testDate, weeks: weeks, unscheduled: unscheduled)
    }

    private func date(_ day: Int) -> CalendarDate { CalendarDate(daysSince1970: first + day) }

    private mutating func placeDayBeforeTest(_ session: Int, on day: Int) {
        let needed = plan.sessions[session].minutes
        if minutes[day] >= needed {
            taken[day] = plan.sessions[session].day
            placed.append((day, session, .dayBeforeTest))
            return
        }
        let when = "the day before the test, \(date(day)) (\(Weekday(daysSince1970: first + day).rawValue)),"
        let (reason, message): (TrainingSchedule.Reason, String) =
            minutes[day] == 0
            ? (.notFree, "\(when) is not free") : (.tooLong, "it takes \(needed) minutes; \(when) has \(minutes[day]) free")
        miss(session, .dayBeforeTest, week: day / 7 + 1, reason, message)
    }

    /// Puts as many of `sessions` on `days` as fit, and says why the rest do not.
    private mutating func fill(_ days: Range<Int>, _ sessions: [Int], _ part: Part) {
        let open = days.filter { minutes[$0] > 0 }
        var chosen: (positions: [Int], days: [Int])?
        search: for count in stride(from: min(sessions.count, open.count), through: 1, by: -1) {
            for positions in prioritized(combinations(of: sessions.indices.count, choosing: count), of: sessions) {
                if let fit = bestDays(for: positions.map { sessions[$0] }, among: open) {
                    chosen = (positions, fit)
                    break search
                }
            }
        }
        for (position, day) in zip(chosen?.positions ?? [], chosen?.days ?? []) {
            taken[day] = plan.sessions[sessions[position]].day
            placed.append((day, sessions[position], part))
        }
        if let last = chosen?.days.last { lastTaken = last }
        let week = days.lowerBound / 7 + 1
        let label = part == .weekBeforeTest ? "the week before the test" : "week \(week)"
        let most = open.map { minutes[$0] }.max() ?? 0
        for (position, session) in sessions.enumerated() where !(chosen?.positions.contains(position) ?? false) {
            let needed = plan.sessions[session].minutes
            if days.isEmpty {
                miss(session, part, week: week, .noDay, "the test leaves no day for \(label)")
            } else if open.isEmpty {
                miss(session, part, week: week, .notFree, "no day of \(label) is free")
            } else if needed > most {
                miss(session, part, week: week, .tooLong, "it takes \(needed) minutes; the free days of \(label) have at most \(most)")
            } else {
                miss(session, part, week: week, .noRoom, "no free day of \(label) is left for it: the days it fits hold the week's other sessions, \(rules)")
            }
        }
    }

    /// The rules a week's sessions keep, in words.
    private var rules: String {
        let apart = plan.apart.map { "two \($0.rawValue) days" }.joined(separator: " or ")
        return apart.isEmpty ? "kept in the plan's order" : "kept in the plan's order with no \(apart) running"
    }

    private mutating func miss(_ session: Int, _ part: Part, week: Int, _ reason: TrainingSchedule.Reason, _ message: String) {
        unscheduled.append(
            TrainingSchedule.Unscheduled(session: plan.sessions[session], part: part, week: week, reason: reason, message: message))
    }

    /// Sets of positions, those training the events furthest behind first, then the earliest.
    private func prioritized(_ sets: [[Int]], of sessions: [Int]) -> [[Int]] {
        let keyed = sets.map { positions in (positions, positions.map { weights[sessions[$0]] }.sorted(by: >)) }
        return keyed.sorted { a, b in
            if let (x, y) = zip(a.1, b.1).first(where: { $0 != $1 }) { return x > y }
            return a.0.lexicographicallyPrecedes(b.0)
        }.map(\.0)
    }

    /// The days, one per session in order, that keep the rules and spread the
    /// sessions most; `nil` when no days do.
    private func bestDays(for sessions: [Int], among open: [Int]) -> [Int]? {
        var best: (days: [Int], gaps: [Int])?
        var days: [Int] = []
        func search(_ index: Int, from start: Int) {
            if index == sessions.count {
                let sequence = (lastTaken.map { [$0] } ?? []) + days
                let gaps = zip(sequence.dropFirst(), sequence).map { $0 - $1 }.sorted()
                // Enumerated earliest first: a tie keeps the earlier days.
                if best.map({ $0.gaps.lexicographicallyPrecedes(gaps) }) ?? true { best = (days, gaps) }
                return
            }
            let session = plan.sessions[sessions[index]]
            let kept = plan.apart.contains(session.day)
            // Leave a day for each session after this one.
            guard start <= open.count - (sessions.count - index) else { return }
            for candidate in start...(open.count - (sessions.count - index)) {
                let day = open[candidate]
                guard minutes[day] >= session.minutes else { continue }
                if kept {
                    let before = days.last == day - 1 ? plan.sessions[sessions[index - 1]].day : (day > 0 ? taken[day - 1] : nil)
                    let after = day + 1 < taken.count ? taken[day + 1] : nil
                    guard before != session.day, after != session.day else { continue }
                }
                days.append(day)
                search(index + 1, from: candidate + 1)
                days.removeLast()
            }
        }
        search(0, from: 0)
        return best?.days
    }
}

/// Every way to choose `count` of `0..<n`, each in increasing order, earliest first.
private func combinations(of n: Int, choosing count: Int) -> [[Int]] {
    var all: [[Int]] = []
    var current: [Int] = []
    func extend(from start: Int) {
        if current.count == count { return all.append(current) }
        guard start <= n - (count - current.count) else { return }
        for next in start...(n - (count - current.count)) {
            current.append(next)
            extend(from: next + 1)
            current.removeLast()
        }
    }
    extend(from: 0)
    return all
}
