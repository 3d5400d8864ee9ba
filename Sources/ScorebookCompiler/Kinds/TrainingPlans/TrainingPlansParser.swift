import ScorebookCore
import Yams

/// Reads a `kind: training-plans` YAML file into a ``TrainingPlansDefinition``.
/// A session or a range of weeks with a mistake is left out and the rest of
/// its plan still read; a table with a mistake is never lowered.
struct TrainingPlansParser {
    let reader: YAMLReader

    static let mostPlans = 1_000
    static let mostSessions = 100
    /// Two years: longer than any program the Army publishes.
    static let weeks = 1...104
    /// A session a day at most, every day of the week.
    static let sessionsPerWeek = 1...7
    static let minutes = 1...600
    static let mostDrills = 50

    func parse(_ root: Node) -> TrainingPlansDefinition? {
        guard
            let f = reader.fields(root, "a training plans table", required: ["kind", "id", "name", "source", "edition", "plans"])
        else { return nil }
        let header = reader.header(f, of: root)
        guard let entries = f["plans"].flatMap({ reader.entries($0, "plans", atMost: Self.mostPlans) }) else { return nil }
        return TrainingPlansDefinition(header: header, plans: entries.compactMap(parsePlan))
    }

    private func parsePlan(_ key: Located<String>, _ value: Node) -> TrainingPlanDefinition? {
        guard let id = reader.identifier(key, "plan id") else { return nil }
        let what = "plan '\(id.value)'"
        guard
            let f = reader.fields(
                value, what, required: ["name", "source", "sessions", "schedule"], optional: ["apart", "beforeTest"])
        else { return nil }
        let name = f["name"].flatMap { reader.text($0, "\(what) name") }
        let source = f["source"].flatMap { reader.text($0, "\(what) source") }
        let sessionEntries = f["sessions"].flatMap { reader.entries($0, "\(what) sessions", atMost: Self.mostSessions) }
        let sessions = sessionEntries?.compactMap { parseSession($0, $1, what) }
        let schedule = f["schedule"].flatMap { parseSchedule($0, what) }
        let apart = f["apart"].flatMap { parseApart($0, "\(what) apart") }
        let beforeTest = f["beforeTest"].flatMap { reader.identifier($0, "\(what) beforeTest") }
        guard let name, let source, let sessions, let schedule, f["apart"] == nil || apart != nil,
            f["beforeTest"] == nil || beforeTest != nil
        else { return nil }
        // Names are checked once every session was read: one left out would make
        // each use of it an error too. A plan failing them is kept, for its
        // workouts to be checked; a table with an error is never lowered.
        if sessions.count == sessionEntries?.count {
            check(schedule, apart: apart ?? [], beforeTest: beforeTest, sessions: sessions, what)
        }
        return TrainingPlanDefinition(
            id: id, name: name.value, source: source.value, sessions: sessions, schedule: schedule, apart: apart ?? [],
            beforeTest: beforeTest)
    }

    private func parseSession(_ key: Located<String>, _ value: Node, _ plan: String) -> TrainingSessionDefinition? {
        guard let id = reader.identifier(key, "\(plan) session id") else { return nil }
        let what = "\(plan) session '\(id.value)'"
        guard
            let f = reader.fields(
                value, what, required: ["name", "day", "minutes", "trains"], optional: ["workout", "drills"])
        else { return nil }
        let name = f["name"].flatMap { reader.text($0, "\(what) name") }
        let day = f["day"].flatMap { dayType($0, "\(what) day") }
        let minutes = f["minutes"].flatMap { reader.wholeNumber($0, "\(what) minutes", in: Self.minutes) }
        let workout = f["workout"].flatMap { reader.identifier($0, "\(what) workout") }
        let drills = f["drills"].flatMap { texts($0, "\(what) drills", most: Self.mostDrills) }
        let trains = f["trains"].flatMap { identifiers($0, "\(what) trains") }
        if f["workout"] == nil && f["drills"] == nil {
            reader.error("\(what) has neither a workout nor drills; give it one, to say what is done", at: id.location)
            return nil
        }
        if let workout, f["drills"] != nil {
            reader.error("\(what) has a workout and drills; a session is one or the other", at: workout.location)
            return nil
        }
        guard let name, let day, let minutes, let trains, f["workout"] == nil || workout != nil, f["drills"] == nil || drills != nil
        else { return nil }
        return TrainingSessionDefinition(
            id: id, name: name.value, day: day, minutes: minutes.value, workout: workout, drills: drills ?? [], trains: trains.map(\.value))
    }

    /// `[{weeks: 1-2, sessions: [a, b]}, …]`: ranges from week 1, in order, with no gap;
    /// `nil` only when the list itself cannot be read.
    private func parseSchedule(_ node: Node, _ plan: String) -> [TrainingWeeksDefinition]? {
        guard let items = reader.items(node, "\(plan) schedule") else { return nil }
        if items.isEmpty {
            reader.error("\(plan) schedule is empty; give it its weeks", at: node)
            return nil
        }
        var ranges: [TrainingWeeksDefinition] = []
        var complete = true
        for (index, item) in items.enumerated() {
            let what = "\(plan) schedule \(index + 1)"
            guard let f = reader.fields(item, what, required: ["weeks", "sessions"]),
                let weeks = f["weeks"].flatMap({ weekRange($0, "\(what) weeks") }),
                let sessions = f["sessions"].flatMap({ identifiers($0, "\(what) sessions") })
            else {
                complete = false
                continue
            }
            guard Self.sessionsPerWeek.contains(sessions.count) else {
                reader.error("\(what) has \(sessions.count) sessions a week; a week has 1 to 7, one a day at most", at: weeks.location)
                complete = false
                continue
            }
            let next = (ranges.last?.weeks.value.upperBound ?? 0) + 1
            if complete && weeks.value.lowerBound != next {
                reader.error(
                    "\(what) starts at week \(weeks.value.lowerBound); the weeks run on from the range before, so it starts at week \(next)",
                    at: weeks.location)
                complete = false
            }
            ranges.append(TrainingWeeksDefinition(weeks: weeks, sessions: sessions))
        }
        // The ranges read, even after a mistake: the table is not lowered, and
        // the sessions they name are still checked.
        return ranges
    }

    /// Every session named is the plan's; a week can keep its `apart` days
    /// apart in seven days; the day before the test is a recovery day.
    private func check(
        _ schedule: [TrainingWeeksDefinition], apart: [TrainingDayType], beforeTest: Located<String>?,
        sessions: [TrainingSessionDefinition], _ plan: String
    ) {
        let ids = sessions.map(\.id.value)
        for name in schedule.flatMap(\.sessions) + (beforeTest.map { [$0] } ?? []) where !ids.contains(name.value) {
            reader.error(
                "\(plan) has no session '\(name.value)'\(Suggestion.didYouMean(name.value, among: ids)); its sessions are \(quotedList(ids, conjunction: "and"))",
                at: name.location)
        }
        if let beforeTest, let session = sessions.first(where: { $0.id.value == beforeTest.value }), session.day != .recovery {
            reader.error(
                "\(plan) beforeTest is session '\(beforeTest.value)', whose day is \(session.day.rawValue); the day before a test is a recovery day",
                at: beforeTest.location)
        }
        for range in schedule {
            for day in apart {
                // n days never two running take 2n - 1 days of the week.
                let count = range.sessions.filter { name in sessions.first { $0.id.value == name.value }?.day == day }.count
                if count > 4 {
                    reader.error(
                        "\(plan) \(Self.label(range.weeks.value)): \(count) \(day.rawValue) sessions in a week, kept apart; a week holds at most 4 days never two running",
                        at: range.weeks.location)
                }
            }
        }
    }

    /// `week 3`, `weeks 1-4`.
    static func label(_ weeks: ClosedRange<Int>) -> String {
        weeks.count == 1 ? "week \(weeks.lowerBound)" : "weeks \(weeks.lowerBound)-\(weeks.upperBound)"
    }

    /// `3` or `1-4`, within ``weeks``.
    private func weekRange(_ node: Node, _ what: String) -> Located<ClosedRange<Int>>? {
        guard let text = reader.text(node, what, freeText: false) else { return nil }
        let parts = text.value.split(separator: "-", omittingEmptySubsequences: false)
        // Digits only, so no sign or space slips through as a week.
        let bounds = parts.count <= 2 ? parts.compactMap { part in
            part.utf8.count <= 3 && part.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
                ? Int(part).flatMap { Self.weeks.contains($0) ? $0 : nil } : nil
        } : []
        guard bounds.count == parts.count, let first = bounds.first, let last = bounds.last, first <= last else {
            reader.error(
                "\(what) must be a week or a range of weeks from 1 to \(Self.weeks.upperBound), such as 3 or 1-4, found '\(text.value)'",
                at: text.location)
            return nil
        }
        return Located(first...last, at: text.location)
    }

    private func dayType(_ node: Node, _ what: String) -> TrainingDayType? {
        guard let text = reader.text(node, what, freeText: false) else { return nil }
        guard let day = TrainingDayType(rawValue: text.value) else {
            let names = TrainingDayType.allCases.map(\.rawValue)
            reader.error("\(what) must be \(quotedList(names, conjunction: "or")), found '\(text.value)'", at: text.location)
            return nil
        }
        return day
    }

    private func parseApart(_ node: Node, _ what: String) -> [TrainingDayType]? {
        guard let items = reader.items(node, what) else { return nil }
        let days = items.compactMap { dayType($0, what) }
        return days.count == items.count ? days : nil
    }

    private func identifiers(_ node: Node, _ what: String) -> [Located<String>]? {
        guard let items = reader.items(node, what) else { return nil }
        let ids = items.compactMap { reader.identifier($0, what) }
        return ids.count == items.count ? ids : nil
    }

    private func texts(_ node: Node, _ what: String, most: Int) -> [String]? {
        guard let items = reader.items(node, what) else { return nil }
        guard items.count <= most else {
            reader.error("\(what) lists \(items.count); at most \(most)", at: node)
            return nil
        }
        let texts = items.compactMap { reader.text($0, what) }
        return texts.count == items.count ? texts.map(\.value) : nil
    }
}
