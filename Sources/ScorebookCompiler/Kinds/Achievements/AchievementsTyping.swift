import ScorebookCore

/// Gives every criterion its types from the event kinds it names: facts
/// resolved to their index, literals read as the fact's type, aggregates of
/// numbers only. The same pass reports every mistake (for validation) and
/// builds the typed rules (for lowering).
struct AchievementsTyping {
    /// The event kinds compiled with the table, in the runtime's order.
    let kinds: [EventKindDefinition]
    /// Every value of every text fact, by kind and fact.
    let choices: (EventKindDefinition, FactDefinition) -> [String]
    /// Each text fact's values by position, worked out once: a namespace's
    /// ids (every round…) are many, and literals name them in every rule.
    private var valueIndexes: [String: (values: [String], index: [String: Int])] = [:]
    /// Kept, as every run's, to the first ``Diagnostics/limit``: a message
    /// past it (with its list of values and its suggestion) is never built.
    private(set) var problems = Diagnostics()
    /// Rules that always hold, and parts that cannot matter: allowed, but likely a slip.
    var warnings: [(message: String, location: SourceLocation)] = []
    /// Where in its rule the part being typed is.
    var place = Place()

    /// Whether a part that can never hold makes its whole rule never hold
    /// (only `all`s above it), whether it is the whole rule, and how many `not`s are above it.
    struct Place {
        var depth = 0
        var onlyAllAbove = true
        var negations = 0
    }

    // MARK: Typed rules

    struct Filter: Hashable {
        var kind: Int
        var conditions: [TypedCondition]
    }

    struct TypedCondition: Hashable {
        var fact: Int
        var comparison: Comparison
        var operand: Operand
        /// Facts of the condition an event may leave out: an absent one meets no condition.
        var optionalFacts: [Int]
    }

    enum Operand: Hashable {
        case constant(Int)
        case fact(Int)
    }

    /// One aggregate; equal ones are computed once however many rules use them.
    struct TypedAggregate: Hashable {
        var function: AggregateFunction
        var fact: Int?
        var filter: Filter
        var window: TypedWindow?
        var weeks = false

        /// Whether its value changes as days pass, not only as events come: asked again as time moves.
        var movesWithTime: Bool {
            switch window {
            case .days, .week, .month: true
            case .since: false
            case nil: function == .streak
            }
        }
    }

    enum TypedWindow: Hashable {
        case days(Int), week, month
        case since(Filter)
    }

    indirect enum Rule {
        case all([Rule]), any([Rule]), not(Rule)
        case threshold(TypedAggregate, atLeast: Int?, atMost: Int?)
        case event(Filter)
        case firstTime(Filter, per: Int?)
        case personalBest(Filter, fact: Int, per: Int?)
    }

    init(kinds: [EventKindDefinition], choices: @escaping (EventKindDefinition, FactDefinition) -> [String]) {
        (self.kinds, self.choices) = (kinds, choices)
    }

    mutating func type(_ criterion: Criterion, what: String) -> Rule? {
        let above = place
        defer { place = above }
        switch criterion {
        case .all(let criteria, let location):
            place.depth += 1
            let rules = criteria.compactMap { type($0, what: what) }
            guard rules.count == criteria.count else { return nil }
            place = above
            return checkOneEvent(rules, criteria, what: what, at: location) ? .all(rules) : nil
        case .any(let criteria, _):
            (place.depth, place.onlyAllAbove) = (place.depth + 1, false)
            let rules = criteria.compactMap { type($0, what: what) }
            return rules.count == criteria.count ? .any(rules) : nil
        case .not(let inner, _):
            (place.depth, place.onlyAllAbove, place.negations) = (place.depth + 1, false, place.negations + 1)
            return type(inner, what: what).map { .not($0) }
        case .event(let filter):
            return type(filter).map { .event($0) }
        case .firstTime(let filter, let per):
            guard let typed = type(filter) else { return nil }
            guard let per else { return .firstTime(typed, per: nil) }
            return key(per, of: kinds[typed.kind]).map { .firstTime(typed, per: $0) }
        case .personalBest(let filter, let fact, let per):
            guard let typed = type(filter) else { return nil }
            let kind = kinds[typed.kind]
            guard let index = numeric(fact, of: kind, "a personal best") else { return nil }
            guard let per else { return .personalBest(typed, fact: index, per: nil) }
            return key(per, of: kind).map { .personalBest(typed, fact: index, per: $0) }
        case .threshold(let aggregate, let bounds):
            guard let filter = type(aggregate.filter) else { return nil }
            let kind = kinds[filter.kind]
            var fact: Int?, valueType = FactType.integer
            if let name = aggregate.fact {
                guard let index = numeric(name, of: kind, "\(aggregate.function.rawValue)") else { return nil }
                fact = index
                valueType = kind.facts[index].type
            }
            let atLeast = bounds.atLeast.flatMap { literal($0, as: valueType, fact: nil) }
            let atMost = bounds.atMost.flatMap { literal($0, as: valueType, fact: nil) }
            guard (bounds.atLeast == nil) == (atLeast == nil), (bounds.atMost == nil) == (atMost == nil) else { return nil }
            if let low = atLeast, let high = atMost, low > high,
                neverHolds(what, "at least \(bounds.atLeast!.value) and at most \(bounds.atMost!.value)", at: bounds.atMost!.location)
            {
                return nil
            }
            if aggregate.function.countsEvents || aggregate.function.isStreak, let high = atMost, high < 0,
                neverHolds(what, "a count is never below 0", at: bounds.atMost!.location)
            {
                return nil
            }
            var window: TypedWindow?
            switch aggregate.window {
            case .days(let days): window = .days(days.value)
            case .week: window = .week
            case .month: window = .month
            case .since(let since):
                guard let typed = type(since) else { return nil }
                window = .since(typed)
            case nil: break
            }
            if aggregate.function == .daysActive, let low = atLeast, let (days, span) = window?.longest, low > days,
                neverHolds(what, "\(low) days active in \(span)", at: bounds.atLeast!.location)
            {
                return nil
            }
            let typed = TypedAggregate(
                function: aggregate.function, fact: fact, filter: filter, window: window, weeks: aggregate.weeks)
            guard checkReachable(typed, aggregate, bounds, atLeast: atLeast, atMost: atMost, what: what) else { return nil }
            return .threshold(typed, atLeast: atLeast, atMost: atMost)
        }
    }

    private mutating func type(_ filter: EventFilter) -> Filter? {
        guard let index = kinds.firstIndex(where: { $0.id.value == filter.kind.value }) else {
            let ids = kinds.map(\.id.value)
            problem(
                "unknown event kind '\(filter.kind.value)'\(Suggestion.didYouMean(filter.kind.value, among: ids)); the achievement-events tables define \(quotedList(ids, conjunction: "and"))",
                at: filter.kind.location)
            return nil
        }
        let kind = kinds[index]
        var conditions: [TypedCondition] = []
        for condition in filter.conditions {
            guard let factIndex = self.fact(condition.fact, of: kind) else { return nil }
            let fact = kind.facts[factIndex]
            if fact.type == .integerMap {
                problem("fact '\(fact.name.value)' of '\(kind.id.value)' is a map: it cannot be compared", at: condition.fact.location)
                return nil
            }
            if !fact.type.isOrdered, condition.comparison != .equals {
                problem(
                    "fact '\(fact.name.value)' is \(fact.type.rawValue): it can only equal a value, not be '\(condition.comparison.rawValue)' one",
                    at: condition.fact.location)
                return nil
            }
            // A numeric fact may be compared with another fact of the same type.
            if fact.type.isOrdered, let other = kind.facts.firstIndex(where: { $0.name.value == condition.operand.value }) {
                guard kind.facts[other].type == fact.type else {
                    problem(
                        "fact '\(fact.name.value)' is \(fact.type.rawValue) and '\(condition.operand.value)' is \(kind.facts[other].type.rawValue): they cannot be compared",
                        at: condition.operand.location)
                    return nil
                }
                let optional = [factIndex, other].filter { kind.facts[$0].optional }
                conditions.append(
                    TypedCondition(fact: factIndex, comparison: condition.comparison, operand: .fact(other), optionalFacts: optional))
                continue
            }
            guard let value = literal(condition.operand, as: fact.type, fact: (kind, fact)) else { return nil }
            conditions.append(
                TypedCondition(
                    fact: factIndex, comparison: condition.comparison, operand: .constant(value),
                    optionalFacts: fact.optional ? [factIndex] : []))
        }
        let typed = Filter(kind: index, conditions: conditions)
        return checkMatchable(typed, filter) ? typed : nil
    }

    private mutating func fact(_ name: Located<String>, of kind: EventKindDefinition) -> Int? {
        guard let index = kind.facts.firstIndex(where: { $0.name.value == name.value }) else {
            let names = kind.facts.map(\.name.value)
            problem(
                "'\(kind.id.value)' has no fact '\(name.value)'\(Suggestion.didYouMean(name.value, among: names)); its facts are \(quotedList(names, conjunction: "and"))",
                at: name.location)
            return nil
        }
        return index
    }

    private mutating func numeric(_ name: Located<String>, of kind: EventKindDefinition, _ what: String) -> Int? {
        guard let index = fact(name, of: kind) else { return nil }
        let type = kind.facts[index].type
        guard type.isNumeric else {
            problem("\(what) needs a number, and fact '\(name.value)' is \(type.rawValue)", at: name.location)
            return nil
        }
        return index
    }

    /// A fact whose value groups events (a round, an opponent): any but a map.
    private mutating func key(_ name: Located<String>, of kind: EventKindDefinition) -> Int? {
        guard let index = fact(name, of: kind) else { return nil }
        guard kind.facts[index].type != .integerMap else {
            problem("fact '\(name.value)' is a map: events cannot be grouped by it", at: name.location)
            return nil
        }
        return index
    }

    /// A literal as the whole number the runtime holds for `type`.
    private mutating func literal(_ text: Located<String>, as type: FactType, fact: (EventKindDefinition, FactDefinition)?) -> Int? {
        let value = text.value
        func fail(_ expected: String) -> Int? {
            problem("'\(value)' is not \(expected)", at: text.location)
            return nil
        }
        switch type {
        case .integer:
            return DecimalText.parseScaled(Substring(value), decimals: 0) ?? fail("a whole number")
        case .decimal:
            return DecimalText.parseScaled(Substring(value), decimals: 3) ?? fail("a decimal with at most three decimals")
        case .boolean:
            switch value {
            case "true": return 1
            case "false": return 0
            default: return fail("true or false")
            }
        case .dateTime:
            guard let at = Timestamp(value) else { return fail("a date-time such as 2026-11-23T07:30:00+01:00") }
            return at.seconds * 1000 + at.milliseconds
        case .duration:
            guard let milliseconds = DurationText.milliseconds(value) else { return fail("a duration such as PT30M") }
            return milliseconds
        case .text:
            let (kind, definition) = fact!
            let key = kind.id.value + "\u{0}" + definition.name.value
            if valueIndexes[key] == nil {
                let values = choices(kind, definition)
                var index: [String: Int] = [:]
                for (position, value) in values.enumerated() where index[value] == nil { index[value] = position }
                valueIndexes[key] = (values, index)
            }
            let (values, positions) = valueIndexes[key]!
            guard let index = positions[value] else {
                problem(
                    "'\(value)' is not a value of fact '\(definition.name.value)'\(Suggestion.didYouMean(value, among: values)); it takes \(quotedList(values))",
                    at: text.location)
                return nil
            }
            return index
        case .integerMap:
            return fail("comparable")
        }
    }

    mutating func problem(_ message: @autoclosure () -> String, at location: SourceLocation) {
        problems.error(message(), at: location)
    }
}

extension AchievementsTyping.TypedWindow {
    /// The most days the window can hold, and the window in words.
    var longest: (Int, String)? {
        switch self {
        case .days(let days): (days, "\(days) days")
        case .week: (7, "a week")
        case .month: (31, "a month")
        case .since: nil
        }
    }
}

extension FactType {
    /// Whether `atLeast`, `above` and the like apply.
    var isOrdered: Bool { isNumeric || self == .dateTime }
}
