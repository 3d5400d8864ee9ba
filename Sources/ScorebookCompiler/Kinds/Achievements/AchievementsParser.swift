import ScorebookCore
import Yams

/// Reads a `kind: achievements` YAML file into an ``AchievementsDefinition``.
/// Event kinds and facts are checked against their tables by ``AchievementsTyping``.
struct AchievementsParser {
    let reader: YAMLReader

    /// Word stems a message may not use.
    static let discouraging = ["defeat", "lost", "lose", "losing", "loser", "fail"]

    /// Achievements of a build, each tier one: a real table has a few dozen.
    /// They are evaluated in one generated function, whose type-checking
    /// time grows faster than its length (1000 took swiftc 95 s and 12 GB).
    static let mostAchievements = 256

    /// Conditions of one `where`: a real one has a few. Each is a term or
    /// three of one Swift expression, whose type-checking time grows faster
    /// than its length (400 optional facts' took swiftc 76 s and 13.8 GB).
    static let mostConditions = 16

    /// Criteria in one rule, counting each `all`, `any` and `not`: a real rule
    /// has at most 3. Each part is a term of the one generated function: 256
    /// rules of 16 took swiftc 28 s to type-check, of 8 5 s.
    static let mostCriteria = 8

    /// The operators a criterion starts with, one per mapping.
    static let operators = ["all", "any", "not", "event", "firstTime", "personalBest"] + AggregateFunction.allCases.map(\.rawValue)

    func parse(_ root: Node) -> AchievementsDefinition? {
        guard
            let fields = reader.fields(
                root, "an achievements table", required: TableHeader.required + ["achievements"], optional: TableHeader.optional)
        else { return nil }
        let header = reader.header(fields, of: root)
        guard let entries = fields["achievements"].flatMap({ reader.entries($0, "achievements") }) else { return nil }
        // With a mistake in one, the others read whole are still typed in this run.
        return AchievementsDefinition(header: header, achievements: entries.compactMap(parseAchievement))
    }

    private func parseAchievement(_ key: Located<String>, _ node: Node) -> AchievementDefinition? {
        guard let id = reader.identifier(key, "achievement id") else { return nil }
        let what = "achievement '\(id.value)'"
        guard
            let f = reader.fields(
                node, what, required: ["title", "message", "points", "when"],
                optional: ["tier", "tiers", "hidden", "repeatable", "group"])
        else { return nil }
        let title = f["title"].flatMap { reader.text($0, "\(what) title") }
        let message = f["message"].flatMap { reader.text($0, "\(what) message") }
        let points = f["points"].flatMap { reader.wholeNumber($0, "\(what) points", in: 0...100_000) }
        let tier = f["tier"].flatMap { reader.choice($0, "\(what) tier", as: AchievementTier.self) }
        let hidden = f["hidden"].map { reader.flag($0, "\(what) hidden") } ?? false
        let repeatable = f["repeatable"].map { reader.flag($0, "\(what) repeatable") } ?? false
        let group = f["group"].flatMap { reader.identifier($0, "\(what) group") }
        let criterion = f["when"].flatMap { parseCriterion($0, "\(what) when") }
        let tiers = f["tiers"].flatMap { parseTiers($0, what) }
        guard let title, let message, let points, let hidden, let repeatable, let criterion,
            f["tier"] == nil || tier != nil, f["group"] == nil || group != nil, f["tiers"] == nil || tiers != nil
        else { return nil }
        if criterion.size > Self.mostCriteria {
            reader.error(
                "\(what) when combines \(criterion.size) criteria; a rule combines at most \(Self.mostCriteria)", at: f["when"]!)
            return nil
        }
        // Encouraging, always: a message never dwells on losing ("defeated", "losing", "failure"…).
        let words = message.value.lowercased().split { !$0.isLetter }
        if let word = words.first(where: { word in Self.discouraging.contains { word.hasPrefix($0) } }) {
            reader.error("\(what) message says '\(word)': achievements encourage; say what was done well", at: message.location)
            return nil
        }
        switch (tier, tiers) {
        case (nil, nil):
            reader.error("\(what) needs a 'tier' (bronze, silver or gold), or 'tiers' on one metric", at: node)
            return nil
        case (.some, .some):
            reader.error("\(what) has both 'tier' and 'tiers': a tiered achievement takes its tiers from 'tiers'", at: node)
            return nil
        default: break
        }
        return AchievementDefinition(
            id: id, title: title.value, message: message, tier: tier?.value, points: points.value, hidden: hidden,
            repeatable: repeatable, group: group?.value, criterion: criterion, tiers: tiers)
    }

    private func parseTiers(_ node: Node, _ what: String) -> [(tier: AchievementTier, threshold: Located<Int>)]? {
        guard let entries = reader.entries(node, "\(what) tiers") else { return nil }
        var tiers: [(tier: AchievementTier, threshold: Located<Int>)] = []
        for (key, value) in entries {
            guard let tier = AchievementTier(rawValue: key.value) else {
                reader.error("\(what) tiers: '\(key.value)' is not a tier; expected 'bronze', 'silver' or 'gold'", at: key.location)
                return nil
            }
            guard let threshold = reader.wholeNumber(value, "\(what) tiers \(key.value)", in: 1...1_000_000_000) else { return nil }
            if let last = tiers.last, tier.order <= last.tier.order || threshold.value <= last.threshold.value {
                reader.error(
                    "\(what) tiers rise from bronze to gold, each above the one before; '\(key.value)' does not", at: key.location)
                return nil
            }
            tiers.append((tier, threshold))
        }
        guard !tiers.isEmpty else {
            reader.error("\(what) tiers lists no tier", at: node)
            return nil
        }
        return tiers
    }

    /// One mapping, one operator: `{ count: app.action, where: …, atLeast: 3 }`.
    func parseCriterion(_ node: Node, _ what: String) -> Criterion? {
        reader.recorder?.name(node, "criterion")
        guard let entries = reader.entries(node, what) else { return nil }
        let keys = entries.map(\.key.value)
        let found = Self.operators.filter { keys.contains($0) }
        guard found.count == 1, let op = found.first else {
            reader.error(
                found.isEmpty
                    ? "\(what) needs one of \(quotedList(Self.operators))"
                    : "\(what) has \(quotedList(found, conjunction: "and")): one operator to a mapping; combine them with 'all' or 'any'",
                at: node)
            return nil
        }
        let location = reader.location(of: node)
        switch op {
        case "all", "any":
            guard let f = reader.fields(node, what, required: [op]), let items = f[op].flatMap({ reader.items($0, "\(what) \(op)") })
            else { return nil }
            guard !items.isEmpty else {
                reader.error("\(what) \(op) lists no criterion", at: f[op]!)
                return nil
            }
            let criteria = items.enumerated().compactMap { parseCriterion($1, "\(what) \(op)[\($0)]") }
            guard criteria.count == items.count else { return nil }
            return op == "all" ? .all(criteria, at: location) : .any(criteria, at: location)
        case "not":
            guard let f = reader.fields(node, what, required: ["not"]), let inner = f["not"].flatMap({ parseCriterion($0, "\(what) not") })
            else { return nil }
            return .not(inner, at: location)
        case "event":
            guard let f = reader.fields(node, what, required: ["event"], optional: ["where"]),
                let filter = parseFilter(f["event"]!, f["where"], what)
            else { return nil }
            return .event(filter)
        case "firstTime":
            guard let f = reader.fields(node, what, required: ["firstTime"], optional: ["where", "per"]),
                let filter = parseFilter(f["firstTime"]!, f["where"], what)
            else { return nil }
            let per = f["per"].flatMap { reader.text($0, "\(what) per") }
            guard f["per"] == nil || per != nil else { return nil }
            return .firstTime(filter, per: per)
        case "personalBest":
            guard let f = reader.fields(node, what, required: ["personalBest", "of"], optional: ["where", "per"]),
                let fact = f["personalBest"].flatMap({ reader.text($0, "\(what) personalBest") }),
                let of = f["of"],  // a missing required key is reported, and leaves nothing to read
                let filter = parseFilter(of, f["where"], what)
            else { return nil }
            let per = f["per"].flatMap { reader.text($0, "\(what) per") }
            guard f["per"] == nil || per != nil else { return nil }
            return .personalBest(filter, fact: fact, per: per)
        default:
            let function = AggregateFunction(rawValue: op)!
            let isCount = function.countsEvents
            guard
                let f = reader.fields(
                    node, what, required: isCount ? [op] : [op, "of"],
                    optional: (function.isStreak ? [] : Self.windows) + ["where", "atLeast", "atMost", "equals"])
            else { return nil }
            var weeks = false
            if function.isStreak {
                guard let unit = reader.text(f[op]!, "\(what) \(op)") else { return nil }
                guard unit.value == "days" || unit.value == "weeks" else {
                    reader.error("\(what) \(op) counts 'days' or 'weeks', found '\(unit.value)'", at: unit.location)
                    return nil
                }
                weeks = unit.value == "weeks"
            }
            let fact = isCount || function.isStreak ? nil : f[op].flatMap { reader.text($0, "\(what) \(op)") }
            guard let kindNode = isCount ? f[op] : f["of"], let filter = parseFilter(kindNode, f["where"], what),
                isCount || function.isStreak || fact != nil
            else {
                return nil
            }
            let windows = Self.windows.filter { f[$0] != nil }.sorted { reader.location(of: f[$0]!) < reader.location(of: f[$1]!) }
            if windows.count > 1 {
                reader.error("\(what) has \(quotedList(windows, conjunction: "and")): one window to an aggregate", at: f[windows[1]]!)
                return nil
            }
            var window: Window?
            if let key = windows.first {
                guard let parsed = parseWindow(key, f[key]!, what) else { return nil }
                window = parsed
            }
            let text = { (key: String) in f[key].flatMap { reader.text($0, "\(what) \(key)", freeText: false) } }
            let equals = text("equals")
            if equals != nil, f["atLeast"] != nil || f["atMost"] != nil {
                reader.error("\(what): 'equals' is both bounds; leave out 'atLeast' and 'atMost'", at: f["equals"]!)
                return nil
            }
            let bounds = Bounds(atLeast: equals ?? text("atLeast"), atMost: equals ?? text("atMost"), location: location)
            let aggregate = Aggregate(
                function: function, fact: fact, filter: filter, window: window, weeks: weeks, location: location)
            return .threshold(aggregate, bounds)
        }
    }

    /// The keys that choose an aggregate's window.
    static let windows = ["withinDays", "during", "since"]

    private func parseWindow(_ key: String, _ node: Node, _ what: String) -> Window? {
        switch key {
        case "withinDays":
            return reader.wholeNumber(node, "\(what) withinDays", in: 1...36_500).map { .days($0) }
        case "during":
            guard let period = reader.text(node, "\(what) during") else { return nil }
            switch period.value {
            case "thisWeek": return .week
            case "thisMonth": return .month
            default:
                reader.error(
                    "\(what) during: '\(period.value)' is not a period\(Suggestion.didYouMean(period.value, among: ["thisWeek", "thisMonth"])); expected 'thisWeek' or 'thisMonth'",
                    at: period.location)
                return nil
            }
        default:
            guard let f = reader.fields(node, "\(what) since", required: ["event"], optional: ["where"]) else { return nil }
            guard let event = f["event"] else { return nil }
            return parseFilter(event, f["where"], "\(what) since").map { .since($0) }
        }
    }

    /// An event kind and its `where` conditions: `{ result: won, archerScore: { atLeast: 6 } }`.
    private func parseFilter(_ kindNode: Node, _ whereNode: Node?, _ what: String) -> EventFilter? {
        guard let kind = reader.text(kindNode, "\(what) event kind") else { return nil }
        guard let whereNode else { return EventFilter(kind: kind, conditions: []) }
        guard let entries = reader.entries(whereNode, "\(what) where") else { return nil }
        // Every condition's place, to report the first one too many.
        let places = entries.flatMap { fact, value in
            guard case .mapping(let comparisons) = value else { return [fact.location] }
            return comparisons.keys.map(reader.location(of:))
        }
        if places.count > Self.mostConditions {
            reader.error(
                "\(what) where has \(places.count) conditions; a 'where' has at most \(Self.mostConditions)",
                at: places[Self.mostConditions])
            return nil
        }
        var conditions: [Condition] = []
        for (fact, value) in entries {
            if case .mapping = value {
                guard let comparisons = reader.entries(value, "\(what) where \(fact.value)") else { return nil }
                for (key, operand) in comparisons {
                    guard let comparison = Comparison(rawValue: key.value) else {
                        reader.error(
                            "\(what) where \(fact.value): unknown comparison '\(key.value)'; expected \(quotedList(Comparison.allCases.map(\.rawValue)))",
                            at: key.location)
                        return nil
                    }
                    guard let text = reader.text(operand, "\(what) where \(fact.value) \(key.value)", freeText: false) else { return nil }
                    conditions.append(Condition(fact: fact, comparison: comparison, operand: text))
                }
            } else {
                guard let text = reader.text(value, "\(what) where \(fact.value)", freeText: false) else { return nil }
                conditions.append(Condition(fact: fact, comparison: .equals, operand: text))
            }
        }
        return EventFilter(kind: kind, conditions: conditions)
    }
}

extension AchievementTier {
    var order: Int { AchievementTier.allCases.firstIndex(of: self)! }
}
