import ScorebookCore

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
    /// Each session's minutes, kind of day and whether that kind is kept apart, for the search.
    let lengths: [Int]
    let kinds: [TrainingDayType]
    let keptApart: [Bool]
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
            session.trains.map { id in
                // By bytes: a key canonically equal to an event id (one key at most) is not the id.
                guard let index = behind.index(forKey: id), behind[index].key.hasSameBytes(asASCII: id) else { return 0 }
                return behind[index].value
            }.max() ?? 0
        }
        taken = Array(repeating: nil, count: days)
        lengths = plan.sessions.map(\.minutes)
        kinds = plan.sessions.map(\.day)
        keptApart = plan.sessions.map { plan.apart.contains($0.day) }
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
            let planWeek = min(week / 7 + 1, plan.weekCount)
            let next = week + 7 < end ? plan.schedule[min(planWeek + 1, plan.weekCount) - 1].first : plan.weekBeforeTest.first
            fill(
                week..<min(week + 7, end), plan.schedule[planWeek - 1], .week(planWeek), then: next,
                cutBy: lighterWeek == nil ? "the test" : "the week before the test")
        }
        // Its next, the day before the test, is already on the calendar.
        if let lighterWeek { fill(lighterWeek, plan.weekBeforeTest, .weekBeforeTest, then: nil, cutBy: "the test") }
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
    private mutating func fill(_ days: Range<Int>, _ sessions: [Int], _ part: Part, then next: Int?, cutBy: String) {
        let open = days.filter { minutes[$0] > 0 }
        let chosen = choose(sessions, on: open, before: days.upperBound, then: next.map { kinds[$0] })
        for (position, day) in zip(chosen?.positions ?? [], chosen?.days ?? []) {
            taken[day] = plan.sessions[sessions[position]].day
            placed.append((day, sessions[position], part))
        }
        if let last = chosen?.days.last { lastTaken = last }
        let week = days.lowerBound / 7 + 1
        var label = part == .weekBeforeTest ? "the week before the test" : "week \(week)"
        if part != .weekBeforeTest, days.count < 7 { label += " (\(days.count == 1 ? "1 day" : "\(days.count) days") before \(cutBy))" }
        let most = open.map { minutes[$0] }.max() ?? 0
        for (position, session) in sessions.enumerated() where !(chosen?.positions.contains(position) ?? false) {
            let needed = plan.sessions[session].minutes
            if days.isEmpty {
                miss(session, part, week: week, .noDay, "\(cutBy) leaves no day for \(label)")
            } else if open.isEmpty {
                miss(session, part, week: week, .notFree, "no day of \(label) is free")
            } else if needed > most {
                miss(session, part, week: week, .tooLong, "it takes \(needed) minutes; the free days of \(label) have at most \(most)")
            } else {
                miss(session, part, week: week, .noRoom, "no free day of \(label) it fits is left for it\(rules(sessions.count))")
            }
        }
    }

    /// The most of `sessions` that fit, by position, and their days; `nil` when none fits.
    private func choose(_ sessions: [Int], on open: [Int], before end: Int, then next: TrainingDayType?) -> (positions: [Int], days: [Int])? {
        var search = TrainingDaySearch(
            lengths: lengths, kinds: kinds, keptApart: keptApart, minutes: minutes, taken: taken, open: open, previous: lastTaken, end: end,
            nextKind: next)
        for count in stride(from: min(sessions.count, open.count), through: 1, by: -1) {
            for positions in prioritized(combinations(of: sessions.count, choosing: count), of: sessions) {
                if let days = search.best(for: positions.map { sessions[$0] }) { return (positions, days) }
            }
        }
        return nil
    }

    /// The rules a week's sessions keep, in words.
    private func rules(_ count: Int) -> String {
        let order = count > 1 ? "the week's other sessions kept in the plan's order" : nil
        let apart = plan.apart.isEmpty ? nil : "no two \(plan.apart.map(\.rawValue).joined(separator: " or two ")) days running"
        let rules = [order, apart].compactMap { $0 }
        return rules.isEmpty ? "" : ", with " + rules.joined(separator: " and ")
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
