/// Rules that can never hold, or always do, where the build can tell: the
/// values a filter lets a fact take, the kinds an event must be at once,
/// and the values an aggregate of filtered facts can reach.
extension AchievementsTyping {
    /// A part of the rule that can never hold. An error when the whole rule
    /// then never holds (only `all`s above it), returning true; a warning otherwise.
    mutating func neverHolds(_ what: String, _ detail: String, at location: SourceLocation) -> Bool {
        if place.onlyAllAbove {
            problem("\(what) can never hold: \(detail)", at: location)
            return true
        }
        let negated = place.negations % 2 == 1 ? ", so the 'not' around it always holds" : ""
        warnings.append(("\(what): a part can never hold: \(detail)\(negated)", location))
        return false
    }

    /// A part of the rule that always holds: a warning, whose words depend on where it is.
    mutating func alwaysHolds(_ what: String, _ detail: String, at location: SourceLocation) {
        if place.depth == 0 {
            warnings.append(("\(what) always holds: \(detail), so it is earned at the first event of any kind", location))
        } else {
            let negated = place.negations % 2 == 1 ? ", so the 'not' around it never holds" : ""
            warnings.append(("\(what): a part always holds: \(detail)\(negated)", location))
        }
    }

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

    /// Pairs of typed and written conditions on one fact, per fact in order of first mention.
    static func byFact(_ pairs: [(typed: TypedCondition, written: Condition)]) -> [[(typed: TypedCondition, written: Condition)]] {
        var order: [Int] = []
        for pair in pairs where !order.contains(pair.typed.fact) { order.append(pair.typed.fact) }
        return order.map { fact in pairs.filter { $0.typed.fact == fact } }
    }

    /// The comparisons with constants among conditions, and their words (`at least 10 and below 5`).
    static func constants(_ pairs: [(typed: TypedCondition, written: Condition)]) -> (comparisons: [(Comparison, Int)], words: String) {
        var comparisons: [(Comparison, Int)] = [], words: [String] = []
        for pair in pairs {
            guard case .constant(let value) = pair.typed.operand else { continue }
            comparisons.append((pair.typed.comparison, value))
            words.append("\(pair.written.comparison.words) \(pair.written.operand.value)")
        }
        return (comparisons, words.joined(separator: " and "))
    }

    /// A filter no event can match: one fact held to no value (`atLeast: 10, below: 5`).
    /// An error wherever it is: the filter itself is a mistake.
    mutating func checkMatchable(_ filter: Filter, _ written: EventFilter) -> Bool {
        var matchable = true
        for conditions in Self.byFact(zip(filter.conditions, written.conditions).map { ($0, $1) }) {
            let (comparisons, words) = Self.constants(conditions)
            guard Self.interval(comparisons) == nil else { continue }
            let fact = conditions[0].written.fact
            problem("no '\(written.kind.value)' event can match: '\(fact.value)' \(words)", at: fact.location)
            matchable = false
        }
        return matchable
    }

    /// An `all` of rules about the event just recorded that no one event
    /// meets: of different kinds, or holding one fact to no value between them.
    mutating func checkOneEvent(_ rules: [Rule], _ criteria: [Criterion], what: String, at location: SourceLocation) -> Bool {
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
                let detail = "all of it is about the event just recorded, which is not both a '\(seen.name)' and a '\(written.kind.value)'"
                return !neverHolds(what, detail, at: location)
            }
        }
        for pairs in Self.byFact(conditions) {
            let (comparisons, words) = Self.constants(pairs)
            if Self.interval(comparisons) == nil {
                let detail = "the event just recorded cannot have '\(pairs[0].written.fact.value)' \(words)"
                return !neverHolds(what, detail, at: location)
            }
        }
        return true
    }

    /// Bounds a minimum, maximum or average cannot reach, because the filter
    /// keeps the fact out of them (`max: score, where: { score: { atMost: 10 } }, atLeast: 11`);
    /// and bounds a count, days active or streak always meets.
    mutating func checkReachable(
        _ aggregate: TypedAggregate, _ written: Aggregate, _ bounds: Bounds, atLeast: Int?, atMost: Int?, what: String
    ) -> Bool {
        switch aggregate.function {
        case .min, .max, .average:
            let pairs = zip(aggregate.filter.conditions, written.filter.conditions).filter { $0.0.fact == aggregate.fact }
            let (comparisons, words) = Self.constants(pairs.map { ($0, $1) })
            guard !comparisons.isEmpty, let range = Self.interval(comparisons) else { return true }
            let because = "its 'where' has '\(written.fact!.value)' \(words), so the \(aggregate.function.rawValue) is never"
            if let atLeast, atLeast > range.upperBound {
                return !neverHolds(what, "\(because) at least \(bounds.atLeast!.value)", at: bounds.atLeast!.location)
            }
            if let atMost, atMost < range.lowerBound {
                return !neverHolds(what, "\(because) at most \(bounds.atMost!.value)", at: bounds.atMost!.location)
            }
        case .count, .daysActive, .streak, .longestStreak:
            if let atLeast, atLeast <= 0, atMost == nil {
                alwaysHolds(what, "a count is never below 0", at: bounds.atLeast!.location)
            }
        case .sum: break
        }
        return true
    }
}
