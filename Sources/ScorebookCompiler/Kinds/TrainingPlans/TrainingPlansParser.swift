import ScorebookCore
import Yams

/// Reads a `kind: training-plans` YAML file into a ``TrainingPlansDefinition``.
/// A session or a range of weeks with a mistake is left out and the rest of
/// its plan still read and checked; a table with a mistake is never lowered.
struct TrainingPlansParser {
    let reader: YAMLReader

    static let mostPlans = 1_000
    static let mostSessions = 100
    /// A bound, two years, on what a table may schedule.
    static let weeks = 1...TrainingWeeks.most
    /// A session a day at most, every day of the week.
    static let sessionsPerWeek = 1...7
    static let minutes = 1...600
    static let mostDrills = 50
    static let mostEvents = 20

    func parse(_ root: Node) -> TrainingPlansDefinition? {
        guard
            let f = reader.fields(root, "a training plans table", required: TableHeader.required + ["plans"], optional: TableHeader.optional)
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
                value, what, required: ["name", "source", "sessions", "schedule"], optional: ["apart", "beforeTest", "weekBeforeTest"])
        else { return nil }
        let name = f["name"].flatMap { nonEmptyText($0, "\(what) name") }
        let source = f["source"].flatMap { reader.text($0, "\(what) source") }
        let sessionEntries = f["sessions"].flatMap { reader.entries($0, "\(what) sessions", atMost: Self.mostSessions) }
        let sessions = sessionEntries?.compactMap { parseSession($0, $1, what) }
        let schedule = f["schedule"].flatMap { parseSchedule($0, what) }
        let apart = f["apart"].flatMap { parseApart($0, "\(what) apart") }
        let beforeTest = f["beforeTest"].flatMap { reader.identifier($0, "\(what) beforeTest") }
        let weekBeforeTest = f["weekBeforeTest"].flatMap { identifiers($0, "\(what) weekBeforeTest", most: Self.sessionsPerWeek.upperBound) }
        // Names are checked against every session written, its mistakes' too:
        // one with a mistake is no unknown name, and hides no other mistake.
        if let sessionEntries {
            let names = (schedule ?? []).flatMap(\.sessions) + (beforeTest.map { [$0] } ?? []) + (weekBeforeTest ?? [])
            check(names, among: sessionEntries.map(\.key.value), what)
            check(schedule ?? [], apart: apart ?? [], beforeTest: beforeTest, weekBeforeTest: weekBeforeTest ?? [], sessions: sessions ?? [], what)
            if let weekBeforeTest, let node = f["weekBeforeTest"] {
                check(
                    weekBeforeTest, at: node, after: schedule ?? [], apart: apart ?? [], dayBefore: f["beforeTest"] != nil,
                    beforeTestDay: beforeTest.flatMap { sessions?.named([$0])?.first?.day },
                    sessions: sessions ?? [], what)
            }
        }
        guard let name, let source, let sessions, let schedule, f["apart"] == nil || apart != nil,
            f["beforeTest"] == nil || beforeTest != nil, f["weekBeforeTest"] == nil || weekBeforeTest != nil
        else { return nil }
        return TrainingPlanDefinition(
            id: id, name: name.value, source: source.value, sessions: sessions, schedule: schedule, apart: apart ?? [],
            beforeTest: beforeTest, weekBeforeTest: weekBeforeTest ?? [])
    }

    private func parseSession(_ key: Located<String>, _ value: Node, _ plan: String) -> TrainingSessionDefinition? {
        guard let id = reader.identifier(key, "\(plan) session id") else { return nil }
        let what = "\(plan) session '\(id.value)'"
        guard
            let f = reader.fields(
                value, what, required: ["name", "day", "minutes", "trains"], optional: ["workout", "drills"])
        else { return nil }
        let name = f["name"].flatMap { nonEmptyText($0, "\(what) name") }
        let day = f["day"].flatMap { reader.choice($0, "\(what) day", as: TrainingDayType.self) }
        let minutes = f["minutes"].flatMap { reader.wholeNumber($0, "\(what) minutes", in: Self.minutes) }
        let workout = f["workout"].flatMap { reader.identifier($0, "\(what) workout") }
        let drills = f["drills"].flatMap { drillNames($0, "\(what) drills") }
        let trains = f["trains"].flatMap { identifiers($0, "\(what) trains", most: Self.mostEvents) }
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
            id: id, name: name.value, day: day.value, minutes: minutes.value, workout: workout, drills: drills ?? [],
            trains: trains.map(\.value))
    }

    /// `[{weeks: 1-2, sessions: [a, b]}, …]`: ranges from week 1, in order, with
    /// no gap. The ranges read, even after a mistake (the table is then not
    /// lowered, and the sessions they name are still checked); `nil` only when
    /// the list itself cannot be read.
    private func parseSchedule(_ node: Node, _ plan: String) -> [TrainingWeeksDefinition]? {
        guard let items = reader.items(node, "\(plan) schedule") else { return nil }
        if items.isEmpty {
            reader.error("\(plan) schedule is empty; give it its weeks", at: node)
            return nil
        }
        var ranges: [TrainingWeeksDefinition] = []
        // Where the last range read ends: each gap or overlap is reported once, from there.
        var lastWeek = 0
        for (index, item) in items.enumerated() {
            let what = "\(plan) schedule \(index + 1)"
            guard let f = reader.fields(item, what, required: ["weeks", "sessions"]) else { continue }
            let weeks = f["weeks"].flatMap { weekRange($0, "\(what) weeks") }
            let sessions = f["sessions"].flatMap { identifiers($0, "\(what) sessions", most: 100) }
            if let sessions, !Self.sessionsPerWeek.contains(sessions.count), let node = f["sessions"] {
                reader.error("\(what) has \(sessions.count) sessions a week; a week has 1 to 7, one a day at most", at: node)
            }
            if let weeks {
                if weeks.value.lowerBound != lastWeek + 1 {
                    reader.error(
                        "\(what) starts at week \(weeks.value.lowerBound); the weeks run on from the range before, so it starts at week \(lastWeek + 1)",
                        at: weeks.location)
                }
                lastWeek = weeks.value.upperBound
            }
            if let weeks, let sessions, Self.sessionsPerWeek.contains(sessions.count) {
                ranges.append(TrainingWeeksDefinition(weeks: weeks, sessions: sessions))
            }
        }
        return ranges
    }

    /// Every session named is among `ids`, the plan's sessions as written.
    private func check(_ names: [Located<String>], among ids: [String], _ plan: String) {
        for name in names where !ids.contains(name.value) {
            let known = ids.isEmpty ? "it has no sessions" : "its sessions are \(quotedList(ids, conjunction: "and"))"
            reader.error(
                "\(plan) has no session '\(name.value)'\(Suggestion.didYouMean(name.value, among: ids)); \(known)", at: name.location)
        }
    }

    /// The day before the test is a recovery day; each week can keep its
    /// `apart` days apart, across the join with the week after it too.
    private func check(
        _ schedule: [TrainingWeeksDefinition], apart: [TrainingDayType], beforeTest: Located<String>?,
        weekBeforeTest: [Located<String>], sessions: [TrainingSessionDefinition], _ plan: String
    ) {
        func day(_ name: Located<String>) -> TrainingDayType? { sessions.named([name])?.first?.day }
        if let beforeTest, let day = day(beforeTest), day != .recovery {
            reader.error(
                "\(plan) beforeTest is session '\(beforeTest.value)', whose day is \(day.rawValue); the day before a test is a recovery day",
                at: beforeTest.location)
        }
        for (index, range) in schedule.enumerated() {
            // A range's weeks are followed by its own first week, by the next
            // range's, or (the last range, repeated up to the test) by the lighter week's.
            var nexts = range.weeks.value.count > 1 || index == schedule.count - 1 ? [range.sessions.first] : []
            nexts.append(index < schedule.count - 1 ? schedule[index + 1].sessions.first : weekBeforeTest.first)
            guard let kinds = sessions.named(range.sessions)?.map(\.day) else { continue }
            let needed = nexts.map { next in Self.daysNeeded(kinds, then: next.flatMap(day), apart: apart) }.max() ?? 0
            if needed > 7 {
                reader.error(
                    "\(plan) \(Self.label(range.weeks.value)): its \(range.sessions.count) sessions in order take \(needed) days, one a day with no two \(apart.map(\.rawValue).joined(separator: " or two ")) days running, the next week's first included; a week has 7",
                    at: range.weeks.location)
            }
        }
    }

    /// The days `kinds` take in order, one a day, no two `apart` days
    /// running, and `then` the day after: a session follows the one before
    /// on the next day, or the day after that when both are one `apart` kind.
    static func daysNeeded(_ kinds: [TrainingDayType], then next: TrainingDayType?, apart: [TrainingDayType]) -> Int {
        let joins = zip(kinds, kinds.dropFirst() + (next.map { [$0] } ?? [])).filter { $0 == $1 && apart.contains($0) }.count
        return kinds.count + joins
    }

    /// The week before the test: 1 to 7 sessions, one a day, the days before
    /// the day before the test (6 with a session on that day); in order they
    /// fit its days with their `apart` days apart; lighter, in minutes, than
    /// every week of the plan.
    private func check(
        _ week: [Located<String>], at node: Node, after schedule: [TrainingWeeksDefinition], apart: [TrainingDayType],
        dayBefore: Bool, beforeTestDay: TrainingDayType?, sessions: [TrainingSessionDefinition], _ plan: String
    ) {
        guard let found = sessions.named(week) else { return }
        let days = dayBefore ? 6 : 7
        guard !week.isEmpty else {
            reader.error("\(plan) weekBeforeTest is empty; leave it out for no lighter week", at: node)
            return
        }
        guard week.count <= days else {
            let why = dayBefore ? "; the day before the test is beforeTest's" : ""
            reader.error("\(plan) weekBeforeTest has \(week.count) sessions; it holds \(days) at most, one a day\(why)", at: node)
            return
        }
        // With a session the day before the test, that day is the week's seventh.
        let needed = Self.daysNeeded(found.map(\.day), then: beforeTestDay, apart: apart) + (dayBefore ? 1 : 0)
        if needed > 7 {
            reader.error(
                "\(plan) weekBeforeTest: its \(week.count) sessions in order take \(needed) days, one a day with no two \(apart.map(\.rawValue).joined(separator: " or two ")) days running\(dayBefore ? ", the day before the test included" : ""); the week has 7",
                at: node)
        }
        let minutes = found.reduce(0) { $0 + $1.minutes }
        // A week naming a session with a mistake has no minutes to compare: that mistake is reported.
        let weeks = schedule.compactMap { range in sessions.named(range.sessions).map { (range, $0.reduce(0) { $0 + $1.minutes }) } }
        if weeks.count == schedule.count, let (range, lightest) = weeks.min(by: { $0.1 < $1.1 }), minutes >= lightest {
            reader.error(
                "\(plan) weekBeforeTest takes \(minutes) minutes; the week before the test is lighter than every week of the plan, and \(Self.label(range.weeks.value)) takes \(lightest)",
                at: node)
        }
    }

    /// `week 3`, `weeks 1-4`.
    static func label(_ weeks: ClosedRange<Int>) -> String {
        weeks.count == 1 ? "week \(weeks.lowerBound)" : "weeks \(weeks.lowerBound)-\(weeks.upperBound)"
    }

    /// `3` or `1-4`, within ``weeks``: each a whole number as YAML 1.2 and 1.1 read it alike
    /// (no leading zero), the first before the last.
    private func weekRange(_ node: Node, _ what: String) -> Located<ClosedRange<Int>>? {
        reader.recorder?.record(node, .wholeNumberRange(Self.weeks))
        guard let text = reader.text(node, what, freeText: false) else { return nil }
        let parts = text.value.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        let bounds = parts.map { reader.wholeNumber(Located(String($0), at: text.location), what, in: Self.weeks) }
        guard let first = bounds.first ?? nil, let last = bounds.last ?? nil else { return nil }
        guard first.value < last.value || parts.count == 1 else {
            reader.error(
                "\(what) must be a week such as 3, or a range such as 1-4 from an earlier week to a later one, found '\(text.value)'",
                at: text.location)
            return nil
        }
        return Located(first.value...last.value, at: text.location)
    }

    private func parseApart(_ node: Node, _ what: String) -> [TrainingDayType]? {
        guard let items = reader.items(node, what) else { return nil }
        let days = items.compactMap { reader.choice($0, what, as: TrainingDayType.self) }
        guard days.count == items.count else { return nil }
        if Set(days.map(\.value)).count < days.count {
            reader.error("\(what) names a kind of day twice", at: node)
            return nil
        }
        return days.map(\.value)
    }

    private func identifiers(_ node: Node, _ what: String, most: Int) -> [Located<String>]? {
        guard let items = reader.items(node, what) else { return nil }
        guard items.count <= most else {
            reader.error("\(what) lists \(items.count); at most \(most)", at: node)
            return nil
        }
        let ids = items.compactMap { reader.identifier($0, what) }
        return ids.count == items.count ? ids : nil
    }

    /// What a session does, as the source names it: 1 to ``mostDrills`` names, none empty.
    private func drillNames(_ node: Node, _ what: String) -> [String]? {
        guard let items = reader.items(node, what) else { return nil }
        guard (1...Self.mostDrills).contains(items.count) else {
            reader.error("\(what) lists \(items.count); a session has 1 to \(Self.mostDrills) drills", at: node)
            return nil
        }
        let texts = items.compactMap { nonEmptyText($0, what) }
        return texts.count == items.count ? texts.map(\.value) : nil
    }

    private func nonEmptyText(_ node: Node, _ what: String) -> Located<String>? {
        guard let text = reader.text(node, what) else { return nil }
        guard !text.value.isEmpty else {
            reader.error("\(what) is empty", at: text.location)
            return nil
        }
        return text
    }
}

extension [TrainingSessionDefinition] {
    /// The sessions `names` name, in order; `nil` when one is unknown or has
    /// a mistake, which is reported where it stands.
    func named(_ names: [Located<String>]) -> [TrainingSessionDefinition]? {
        let found = names.compactMap { name in first { $0.id.value == name.value } }
        return found.count == names.count ? found : nil
    }
}
