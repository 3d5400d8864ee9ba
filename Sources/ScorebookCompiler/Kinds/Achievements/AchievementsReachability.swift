/// Rules that can never hold, or always do, where the build can tell: the
/// values a filter lets a fact take, the kinds an event must be at once,
/// and the values an aggregate of filtered facts can reach.
extension AchievementsTyping {
    /// The whole numbers a fact may take under comparisons with constants;
    /// `nil` when none may.
    static func interval(_ comparisons: [(Comparison, Int)]) -> ClosedRange<Int>? {
        var low = Int.min, high = Int.max
        for (comparison, value) in comparisons {
            switch comparison {
            case .equals: (low, high) = (max(low, value), min(high, value))
            case .atLeast: low = max(low, value)
            case .atMost: high = min(high, value)
            case .above: if value == .max { return nil } else { low = max(low, value + 1) }
            case .below: if value == .min { return nil } else { high = min(high, value - 1) }
            }
        }
        return low <= high ? low...high : nil
    }

    /// The comparisons with constants a typed filter makes of `fact`.
    static func comparisons(of fact: Int, in filter: Filter) -> [(Comparison, Int)] {
        filter.conditions.compactMap { condition in
            guard condition.fact == fact, case .constant(let value) = condition.operand else { return nil }
            return (condition.comparison, value)
        }
    }

    /// A filter no event can match: one fact held to no value (`atLeast: 10, below: 5`).
    mutating func checkMatchable(_ filter: Filter, _ written: EventFilter) -> Bool {
        var matchable = true
        for fact in Set(filter.conditions.map(\.fact)) where Self.interval(Self.comparisons(of: fact, in: filter)) == nil {
            let conditions = zip(filter.conditions, written.conditions).filter { $0.0.fact == fact }.map(\.1)
            let words = conditions.map { "\($0.comparison.words) \($0.operand.value)" }
            problem(
                "no '\(written.kind.value)' event can match: '\(conditions[0].fact.value)' \(words.joined(separator: " and "))",
                at: conditions[0].fact.location)
            matchable = false
        }
        return matchable
    }

    /// An `all` of rules about the event just recorded that no one event
    /// meets: of different kinds, or holding one fact to no value between them.
    mutating func checkOneEvent(_ rules: [Rule], _ criteria: [Criterion], what: String, at location: SourceLocation) {
        var first: (kind: Int, name: String)?
        var conditions: [(typed: TypedCondition, written: Condition)] = []
        for (rule, criterion) in zip(rules, criteria) {
            let filter: Filter, written: EventFilter
            switch (rule, criterion) {
            case (.event(let f), .event(let w)), (.firstTime(let f, _), .firstTime(let w, _)),
                (.personalBest(let f, _, _), .personalBest(let w, _, _)):
                (filter, written) = (f, w)
            default: continue
            }
            conditions += zip(filter.conditions, written.conditions).map { ($0, $1) }
            guard let seen = first else {
                first = (filter.kind, written.kind.value)
                continue
            }
            if seen.kind != filter.kind {
                problem(
                    "\(what) can never hold: all of it is about the event just recorded, which is not both a '\(seen.name)' and a '\(written.kind.value)'",
                    at: location)
                return
            }
        }
        for fact in Set(conditions.map(\.typed.fact)) {
            let about = conditions.filter { $0.typed.fact == fact }
            let constants = about.compactMap { pair -> (Comparison, Int)? in
                guard case .constant(let value) = pair.typed.operand else { return nil }
                return (pair.typed.comparison, value)
            }
            if Self.interval(constants) == nil {
                let words = about.filter { if case .constant = $0.typed.operand { true } else { false } }
                    .map { "\($0.written.comparison.words) \($0.written.operand.value)" }
                problem(
                    "\(what) can never hold: the event just recorded cannot have '\(about[0].written.fact.value)' \(words.joined(separator: " and "))",
                    at: location)
                return
            }
        }
    }

    /// Bounds a minimum, maximum or average cannot reach, because the filter
    /// keeps the fact out of them (`max: score, where: { score: { atMost: 10 } }, atLeast: 11`);
    /// and bounds a count, days active or streak always meets.
    mutating func checkReachable(
        _ aggregate: TypedAggregate, _ written: Aggregate, _ bounds: Bounds, atLeast: Int?, atMost: Int?, what: String
    ) {
        switch aggregate.function {
        case .min, .max, .average:
            guard let fact = aggregate.fact,
                let range = Self.interval(Self.comparisons(of: fact, in: aggregate.filter)), range != Int.min...Int.max
            else { return }
            let kept = zip(aggregate.filter.conditions, written.filter.conditions).filter {
                if $0.0.fact == fact, case .constant = $0.0.operand { true } else { false }
            }
            let words = kept.map { "\($0.1.comparison.words) \($0.1.operand.value)" }.joined(separator: " and ")
            let because = "its 'where' has '\(written.fact!.value)' \(words), so the \(aggregate.function.rawValue) is never"
            if let atLeast, atLeast > range.upperBound {
                problem("\(what) can never hold: \(because) at least \(bounds.atLeast!.value)", at: bounds.atLeast!.location)
            } else if let atMost, atMost < range.lowerBound {
                problem("\(what) can never hold: \(because) at most \(bounds.atMost!.value)", at: bounds.atMost!.location)
            }
        case .count, .daysActive, .streak, .longestStreak:
            if let atLeast, atLeast <= 0, atMost == nil {
                warnings.append(
                    (
                        "\(what) always holds: a count is never below 0, so it is earned at the first event of any kind; did you mean 'atLeast: 1'?",
                        bounds.atLeast!.location
                    ))
            }
        case .sum: break
        }
    }
}
