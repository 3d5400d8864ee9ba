import ScorebookCore

/// Every achievement with its typed rule, tiers expanded; and the plan of
/// what one pass over a history computes for them all: each distinct event
/// filter, aggregate, first-time set and personal-best table once.
struct LoweredAchievements: Sendable {
    var achievements: [LoweredAchievement] = []
    private(set) var filters: [AchievementsTyping.Filter] = []
    private(set) var aggregates: [AchievementsTyping.TypedAggregate] = []
    private(set) var firstTimes: [FirstTimePlan] = []
    private(set) var bests: [BestPlan] = []
    /// Each one's index in its list, so finding one is a lookup, not a search.
    private var filterIndexes: [AchievementsTyping.Filter: Int] = [:]
    private var aggregateIndexes: [AchievementsTyping.TypedAggregate: Int] = [:]
    private var firstTimeIndexes: [FirstTimePlan: Int] = [:]
    private var bestIndexes: [BestPlan: Int] = [:]

    /// The index of a filter, aggregate, first-time set or best table in the plan.
    func index(of filter: AchievementsTyping.Filter) -> Int { filterIndexes[filter]! }
    func index(of aggregate: AchievementsTyping.TypedAggregate) -> Int { aggregateIndexes[aggregate]! }
    func index(of firstTime: FirstTimePlan) -> Int { firstTimeIndexes[firstTime]! }
    func index(of best: BestPlan) -> Int { bestIndexes[best]! }

    /// Its index, added at the end if the plan does not have it yet.
    mutating func add(_ filter: AchievementsTyping.Filter) -> Int { Self.add(filter, to: &filters, &filterIndexes) }
    mutating func add(_ aggregate: AchievementsTyping.TypedAggregate) -> Int {
        Self.add(aggregate, to: &aggregates, &aggregateIndexes)
    }
    mutating func add(_ firstTime: FirstTimePlan) -> Int { Self.add(firstTime, to: &firstTimes, &firstTimeIndexes) }
    mutating func add(_ best: BestPlan) -> Int { Self.add(best, to: &bests, &bestIndexes) }

    private static func add<Item: Hashable>(_ item: Item, to list: inout [Item], _ indexes: inout [Item: Int]) -> Int {
        if let index = indexes[item] { return index }
        indexes[item] = list.count
        list.append(item)
        return list.count - 1
    }
}

struct LoweredAchievement: @unchecked Sendable {
    var id: String
    var title: String
    var message: String
    var tier: AchievementTier
    var points: Int
    var hidden: Bool
    var repeatable: Bool
    var group: String?
    var criterion: String
    var rule: AchievementsTyping.Rule
    /// Earned at the events where it holds, not when it starts to hold.
    var aboutAnEvent: Bool
    /// An incremental achievement's aggregate and target.
    var progress: (aggregate: Int, target: Int)?
}

struct FirstTimePlan: Hashable, Sendable {
    var filter: Int
    var per: Int?
}

struct BestPlan: Hashable, Sendable {
    var filter: Int
    var fact: Int
    var per: Int?
}

enum AchievementsLowering {
    static func lower(_ definitions: [AchievementDefinition], typing: AchievementsTyping) -> LoweredAchievements {
        var typing = typing
        var plan = LoweredAchievements()
        for definition in definitions {
            let rule = typing.type(definition.criterion, what: definition.id.value)!
            let text = describe(definition.criterion)
            let tiers = definition.tiers ?? [(definition.tier!, Located(0, at: definition.id.location))]
            for (tier, threshold) in tiers {
                var tierRule = rule
                var id = definition.id.value, criterion = text
                if definition.tiers != nil, case .threshold(let aggregate, _, _) = rule {
                    tierRule = .threshold(aggregate, atLeast: threshold.value, atMost: nil)
                    id += "-\(tier.rawValue)"
                    criterion += " at least \(threshold.value)"
                }
                var progress: (Int, Int)?
                if case .threshold(let aggregate, let atLeast?, nil) = tierRule, atLeast > 0 {
                    progress = (index(of: aggregate, in: &plan), atLeast)
                }
                plan.achievements.append(
                    LoweredAchievement(
                        id: id, title: definition.title, message: definition.message.value, tier: tier,
                        points: definition.points, hidden: definition.hidden, repeatable: definition.repeatable,
                        group: definition.group, criterion: criterion, rule: tierRule, aboutAnEvent: aboutAnEvent(tierRule),
                        progress: progress))
            }
        }
        // Register every filter, aggregate and set the rules use, in order of first use.
        for achievement in plan.achievements { register(achievement.rule, in: &plan) }
        return plan
    }

    static func register(_ rule: AchievementsTyping.Rule, in plan: inout LoweredAchievements) {
        switch rule {
        case .all(let rules), .any(let rules): rules.forEach { register($0, in: &plan) }
        case .not(let inner): register(inner, in: &plan)
        case .threshold(let aggregate, _, _): _ = index(of: aggregate, in: &plan)
        case .event(let filter): _ = plan.add(filter)
        case .firstTime(let filter, let per):
            let filter = plan.add(filter)
            _ = plan.add(FirstTimePlan(filter: filter, per: per))
        case .personalBest(let filter, let fact, let per):
            let filter = plan.add(filter)
            _ = plan.add(BestPlan(filter: filter, fact: fact, per: per))
        }
    }

    /// An aggregate's index, its filters (its own and its window's) added before it.
    static func index(of aggregate: AchievementsTyping.TypedAggregate, in plan: inout LoweredAchievements) -> Int {
        _ = plan.add(aggregate.filter)
        if case .since(let since) = aggregate.window { _ = plan.add(since) }
        return plan.add(aggregate)
    }

    static func aboutAnEvent(_ rule: AchievementsTyping.Rule) -> Bool {
        switch rule {
        case .all(let rules), .any(let rules): rules.contains(where: aboutAnEvent)
        case .not(let inner): aboutAnEvent(inner)
        case .threshold: false
        case .event, .firstTime, .personalBest: true
        }
    }

    /// The rule in words, as `achievements.list` shows it.
    static func describe(_ criterion: Criterion) -> String {
        func filter(_ f: EventFilter) -> String {
            let conditions = f.conditions.map { "\($0.fact.value) \($0.comparison.words) \($0.operand.value)" }
            return f.kind.value + (conditions.isEmpty ? "" : " where " + conditions.joined(separator: " and "))
        }
        switch criterion {
        case .all(let criteria, _): return "all of (" + criteria.map(describe).joined(separator: "; ") + ")"
        case .any(let criteria, _): return "any of (" + criteria.map(describe).joined(separator: "; ") + ")"
        case .not(let inner, _): return "not (" + describe(inner) + ")"
        case .event(let f): return "an event: " + filter(f)
        case .firstTime(let f, let per): return "the first " + filter(f) + (per.map { " for each \($0.value)" } ?? "")
        case .personalBest(let f, let fact, let per):
            return "a best \(fact.value) of " + filter(f) + (per.map { " for the same \($0.value)" } ?? "")
        case .threshold(let aggregate, let bounds):
            let unit = aggregate.weeks ? "weeks" : "days"
            var text =
                switch aggregate.function {
                case .count: "count of "
                case .daysActive: "days with "
                case .streak: "current streak of \(unit) with "
                case .longestStreak: "longest streak of \(unit) with "
                default: "\(aggregate.function.rawValue) of \(aggregate.fact!.value) in "
                }
            text += filter(aggregate.filter)
            switch aggregate.window {
            case .days(let days): text += " within \(days.value) days"
            case .week: text += " this calendar week"
            case .month: text += " this calendar month"
            case .since(let since): text += " since the last " + filter(since)
            case nil: break
            }
            switch (bounds.atLeast, bounds.atMost) {
            case (let low?, let high?) where low.value == high.value: text += " equals \(low.value)"
            default:
                if let low = bounds.atLeast { text += " at least \(low.value)" }
                if let high = bounds.atMost { text += " at most \(high.value)" }
            }
            return text
        }
    }
}

extension Comparison {
    var words: String {
        switch self {
        case .equals: "is"
        case .atLeast: "at least"
        case .atMost: "at most"
        case .above: "above"
        case .below: "below"
        }
    }
}
