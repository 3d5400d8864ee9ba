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
        let bracket = try bracket(sex: sex, age: age, standard: standardID)
        return try indexed(performances).withUnsafeBufferPointer { given throws(ScoringError) in
            try score(bracket, age: age, given: given)
        }
    }

    /// Scores results given in the order of ``events``: `results[i]` is the
    /// performance in `events[i]`, `nil` for an event not taken. The same
    /// rules as ``score(sex:age:events:standard:)``, without a dictionary to
    /// build or search: the form for callers that score many tests.
    public func score(
        sex: String, age: Int, results: [Double?], standard standardID: String? = nil
    ) throws(ScoringError) -> FitnessScore {
        try results.withUnsafeBufferPointer { results throws(ScoringError) in
            try score(sex: sex, age: age, results: results, standard: standardID)
        }
    }

    /// ``score(sex:age:results:standard:)`` from memory the caller owns,
    /// such as a temporary allocation: a server scoring request after
    /// request then builds no array of results.
    package func score(
        sex: String, age: Int, results: UnsafeBufferPointer<Double?>, standard standardID: String? = nil
    ) throws(ScoringError) -> FitnessScore {
        guard results.count == events.count else {
            throw ScoringError(
                at: ["events"],
                "expected \(events.count) results, one per event of the \(name) in order, found \(results.count)")
        }
        let bracket = try bracket(sex: sex, age: age, standard: standardID)
        guard results.contains(where: { $0 != nil }) else { throw noEventsGiven() }
        return try score(bracket, age: age, given: results)
    }

    private func score(_ bracket: Bracket, age: Int, given: UnsafeBufferPointer<Double?>) throws(ScoringError) -> FitnessScore {
        try checkAlternates(given)
        var results: [EventScores.Result] = []
        results.reserveCapacity(events.count)
        var total = 0
        // checkAlternates leaves at most one result per scored event, its own or
        // its alternate's: the test is complete when there are as many.
        var covered = 0
        for (index, rule) in rules.enumerated() {
            guard let value = given[index] else { continue }
            covered += 1
            let raw = try raw(value, forEventAt: index)
            if rule.isAlternate {
                let limit = goNoGoLimit(rule, sexIndex: bracket.scoredAs, groupIndex: bracket.group)
                results.append(.init(index: index, raw: raw, value: limit, go: !rule.better.isBetter(limit, than: raw)))
            } else {
                let points = points(rule, sexIndex: bracket.scoredAs, groupIndex: bracket.group, raw: raw)
                results.append(.init(index: index, raw: raw, value: points, go: nil))
                total += points
            }
        }
        // The pass rules are applied by the score, from these numbers.
        return FitnessScore(
            of: self, standard: bracket.standard, sex: bracket.sex, age: age, ageGroup: bracket.group,
            events: results, total: total, isComplete: covered == scoredEventCount)
    }

    func standardIndex(_ id: String?) throws(ScoringError) -> Int {
        guard let id else { return defaultStandardIndex }
        guard let index = standards.firstIndex(where: { id.hasSameBytes(asASCII: $0.id) }) else {
            let ids = standards.map(\.id)
            throw ScoringError(
                at: ["standard"], "unknown standard '\(id)'\(Suggestion.didYouMean(id, among: ids)) for the \(name); expected \(quotedList(ids))",
                allowed: ids)
        }
        return index
    }

    /// The performances by event index; unknown events are errors (the first in name order).
    private func indexed(_ performances: [String: Double]) throws(ScoringError) -> [Double?] {
        guard !performances.isEmpty else { throw noEventsGiven() }
        var given = [Double?](repeating: nil, count: events.count)
        for (id, value) in performances {
            guard let index = events.firstIndex(where: { id.hasSameBytes(asASCII: $0.id) }) else {
                let first = performances.keys.filter { key in !events.contains { key.hasSameBytes(asASCII: $0.id) } }.min()!
                _ = try anyEvent(first, at: ["events", .key(first)])
                continue
            }
            given[index] = value
        }
        return given
    }

    private func noEventsGiven() -> ScoringError {
        ScoringError(
            at: ["events"], "no events given; expected any of \(quotedList(eventIDs))",
            allowed: eventIDs)
    }

    /// An alternate stands in for its scored event: never both, never two for one.
    private func checkAlternates(_ given: UnsafeBufferPointer<Double?>) throws(ScoringError) {
        for index in rules.indices where given[index] != nil {
            guard let replaced = rules[index].alternateFor else { continue }
            let conflicting = rules.indices.first { other in
                other != index && given[other] != nil && (other == replaced || rules[other].alternateFor == replaced)
            }
            guard let other = conflicting else { continue }
            let (first, second) = (events[min(index, other)].id, events[max(index, other)].id)
            let reason =
                other == replaced
                ? "'\(events[index].id)' is an alternate for '\(events[replaced].id)'"
                : "each is an alternate for '\(events[replaced].id)'"
            throw ScoringError(at: ["events", .key(second)], "'\(first)' and '\(second)' cannot both be given: \(reason)")
        }
    }

    /// A measured value in raw steps, rounded towards the worse performance.
    ///
    /// Fractions are taken as measured (12.34 m, 13:30.4, 202.5 lb) and
    /// rounded towards the worse; only repetitions must be whole. A time of 0
    /// is a result only where more time is better: a plank not held scores as
    /// the chart says, a run cannot take no time.
    func raw(_ value: Double, forEventAt index: Int) throws(ScoringError) -> Int {
        let rule = rules[index]
        guard value.isFinite, value >= 0, value <= Self.largestMeasurement else {
            let event = events[index]
            throw ScoringError(
                at: ["events", .key(event.id)],
                "\(Self.describe(value, event.unit)) is not a plausible \(event.name) result; expected \(event.unit.textForm)")
        }
        // In range, so the conversion cannot trap; and it needs no libm call.
        if rule.unit == .repetitions && Double(Int(value)) != value {
            throw ScoringError(
                at: ["events", .key(events[index].id)], "\(Self.describe(value, rule.unit)) is not \(rule.unit.textForm)")
        }
        if rule.unit == .time && value == 0 && rule.better == .lower {
            throw ScoringError(
                at: ["events", .key(events[index].id)], "a time of 0 is not possible; expected \(rule.unit.textForm) or seconds")
        }
        return rule.unit.raw(fromMeasured: value, better: rule.better)
    }

    /// A measured value for a message: `5999940 seconds`, `200.5`, `-3`, not `5999940.0`.
    static func describe(_ value: Double, _ unit: MeasurementUnit) -> String {
        let number =
            value.isFinite && value.rounded() == value && value.magnitude < 1e15
            ? String(Int(value)) : value.description
        return unit == .time ? "\(number) seconds" : number
    }
}
