extension FitnessTest {
    /// Performances above this many units are taken as a typing mistake.
    public static let largestMeasurement = 1_000_000.0

    /// Scores performances in the unit of each event (repetitions, pounds,
    /// metres, seconds for times). Any subset of events may be given; an
    /// alternate event replaces the scored event it stands for.
    ///
    /// The total minimum applies only to a full test: a soldier who takes an
    /// alternate passes on each event's minimum and a GO.
    public func score(
        sex: String, age: Int, events performances: [String: Double], standard standardID: String? = nil
    ) throws(ScoringError) -> FitnessScore {
        let sexIndex = try sexIndex(sex)
        let groupIndex = try ageGroupIndex(age)
        let standard = try resolveStandard(standardID)
        guard !performances.isEmpty else {
            throw ScoringError(
                field: "events", "no events given; expected any of \(quotedList(events.map(\.id)))",
                allowed: events.map(\.id))
        }
        for id in performances.keys.sorted() { _ = try anyEvent(id, field: "events.\(id)") }
        try checkAlternates(performances)

        var scores: [EventScore] = []
        var failures: [Failure] = []
        var total = 0
        for event in events {
            guard let value = performances[event.id] else { continue }
            let raw = try raw(value, for: event)
            if event.isAlternate {
                let limit = goNoGoLimit(event, sexIndex: sexIndex, groupIndex: groupIndex)
                let go = !event.better.isBetter(limit, than: raw)
                scores.append(EventScore(event: event, raw: raw, outcome: .goNoGo(go: go, limit: limit)))
                if !go {
                    failures.append(.noGo(event: event.id, raw: event.unit.format(raw), limit: event.unit.format(limit)))
                }
            } else {
                let points = column(event, sexIndex: sexIndex, groupIndex: groupIndex).points(raw: raw)
                scores.append(EventScore(event: event, raw: raw, outcome: .points(points)))
                total += points
                if points < standard.eventMinimum {
                    failures.append(.eventBelowMinimum(event: event.id, points: points, minimum: standard.eventMinimum))
                }
            }
        }

        let missing = events.indices.filter { index in
            !events[index].isAlternate && performances[events[index].id] == nil
                && !events.contains { $0.alternateFor == index && performances[$0.id] != nil }
        }.map { events[$0].id }
        let fullTest = missing.isEmpty && scores.allSatisfy { !$0.event.isAlternate }
        if fullTest && total < standard.totalMinimum {
            failures.append(.totalBelowMinimum(total: total, minimum: standard.totalMinimum))
        }
        return FitnessScore(
            test: id, standard: standard, sex: sex, age: age, ageGroup: ageGroups[groupIndex], events: scores,
            total: total, maximumTotal: maximumTotal, missing: missing,
            passed: failures.isEmpty ? (missing.isEmpty ? true : nil) : false, failures: failures)
    }

    func resolveStandard(_ id: String?) throws(ScoringError) -> FitnessStandard {
        guard let id else { return defaultStandard }
        guard let standard = standard(id) else {
            let ids = standards.map(\.id)
            throw ScoringError(
                field: "standard", "unknown standard '\(id)' for the \(name); expected \(quotedList(ids))",
                allowed: ids)
        }
        return standard
    }

    /// An alternate stands in for its scored event: never both, never two for one.
    private func checkAlternates(_ performances: [String: Double]) throws(ScoringError) {
        for (index, event) in events.enumerated() where !event.isAlternate {
            let given = events.filter { $0.alternateFor == index && performances[$0.id] != nil }.map(\.id)
            let conflicting = (performances[event.id] != nil ? [event.id] : []) + given
            if !given.isEmpty && conflicting.count > 1 {
                throw ScoringError(
                    field: "events.\(conflicting[1])",
                    "give one of \(quotedList(conflicting)), not several: each replaces '\(event.id)'")
            }
        }
    }

    /// A measured value in raw steps, rounded towards the worse performance.
    func raw(_ value: Double, for event: FitnessEvent) throws(ScoringError) -> Int {
        let field = "events.\(event.id)"
        guard value.isFinite, value >= 0, value <= Self.largestMeasurement else {
            throw ScoringError(field: field, "\(value) is not a plausible \(event.name) result; expected \(event.unit.textForm)")
        }
        if event.unit == .repetitions && value.rounded() != value {
            throw ScoringError(field: field, "\(value) is not \(event.unit.textForm)")
        }
        if event.unit == .time && value == 0 {
            throw ScoringError(field: field, "a time of 0 is not possible; expected \(event.unit.textForm) or seconds")
        }
        return event.unit.raw(fromMeasured: value, better: event.better)
    }
}
