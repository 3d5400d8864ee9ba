import ScorebookCore

/// Writes the achievements and the one function that evaluates them: a loop
/// over the history that, at each event, tests every filter once, updates
/// every aggregate and set once, then asks every rule.
enum AchievementsEmitter {
    typealias Rule = AchievementsTyping.Rule

    static func emit(_ plan: LoweredAchievements, into writer: inout SwiftWriter) {
        guard !plan.achievements.isEmpty else {
            writer.line("static let achievementRules = AchievementRules.empty")
            return
        }
        // Each achievement is a declaration of its own: one expression holding
        // 256 took the Swift compiler a gigabyte.
        let names = plan.achievements.indices.map { "achievement\($0)" as SwiftCode }
        writer.block("static let achievementRules = AchievementRules(", ")") { w in
            w.line("achievements: [\(SwiftCode(joining: names))],")
            w.line("evaluate: evaluateAchievements")
        }
        for (name, a) in zip(names, plan.achievements) {
            writer.line(
                "static let \(name) = Achievement(id: \(literal: a.id), title: \(literal: a.title), message: \(literal: a.message), tier: \(literal: a.tier.rawValue), points: \(a.points), hidden: \(a.hidden), repeatable: \(a.repeatable), group: \(literal: a.group), criterion: \(literal: a.criterion), target: \(a.progress?.target))"
            )
        }
        writer.line()
        writer.line("/// Every achievement's rule, in one pass over the history.")
        // State rules over a window are asked again once the window has moved
        // (or restarted), before the event is added: so a rule that stops holding
        // as old events leave is earned anew when it holds again, and `now`
        // moves the window too.
        let windowed = plan.achievements.indices.filter {
            !plan.achievements[$0].aboutAnEvent && usesWindow(plan.achievements[$0].rule)
        }
        let windows = plan.aggregates.indices.filter { plan.aggregates[$0].movesWithTime }
        func progress(_ achievement: LoweredAchievement) -> SwiftCode {
            achievement.progress.map { ", progress: a\($0.aggregate).value ?? .min" } ?? ""
        }
        // A window's move may raise a value too (a low score leaves a minimum): progress is kept here as well.
        func askWindowedRules(_ w: inout SwiftWriter) {
            for index in windowed {
                let achievement = plan.achievements[index]
                w.line("tally.state(\(index), holds: \(expression(achievement.rule, plan))\(progress(achievement)))")
            }
        }
        writer.block(
            "@Sendable static func evaluateAchievements(_ h: AchievementHistory, _ dayStart: Int, _ nowDay: Int?) -> AchievementTally {"
        ) { w in
            w.line("var tally = AchievementTally(count: \(plan.achievements.count))")
            for (index, aggregate) in plan.aggregates.enumerated() {
                let within: SwiftCode =
                    switch aggregate.window {
                    case .days(let days): ", window: .days(\(days))"
                    case .week: ", window: .week"
                    case .month: ", window: .month"
                    case .since: ", window: .since"
                    case nil: ""
                    }
                let function: SwiftCode =
                    aggregate.function.isStreak ? "\(case: aggregate.function)(weeks: \(aggregate.weeks))" : "\(case: aggregate.function)"
                w.line("var a\(index) = AchievementAggregate(\(function)\(within))")
            }
            for index in plan.firstTimes.indices { w.line("var k\(index) = AchievementKeys()") }
            for index in plan.bests.indices { w.line("var b\(index) = AchievementBests()") }
            w.block("for e in 0..<h.count {") { w in
                w.line("let kind = h.kinds[e]")
                if !plan.aggregates.isEmpty { w.line("let day = h.timestamps[e].localDay(dayStart: dayStart)") }
                for (index, filter) in plan.filters.enumerated() {
                    w.line("let f\(index) = \(expression(filter))")
                }
                // An event without the `per` fact has no key: it is nobody's first, nor best.
                func keyed(_ per: Int?) -> SwiftCode { per.map { " && \(value($0)) != AchievementHistory.absent" } ?? "" }
                for (index, first) in plan.firstTimes.enumerated() {
                    w.line(
                        "let t\(index) = f\(first.filter)\(keyed(first.per)) && k\(index).insert(\(first.per.map(value) ?? "0"))")
                }
                for (index, best) in plan.bests.enumerated() {
                    w.line(
                        "let p\(index) = f\(best.filter) && \(value(best.fact)) != AchievementHistory.absent\(keyed(best.per)) && b\(index).beats(\(value(best.fact)), key: \(best.per.map(value) ?? "0"))"
                    )
                }
                for index in windows { w.line("a\(index).advance(to: day)") }
                for (index, aggregate) in plan.aggregates.enumerated() {
                    if case .since(let since) = aggregate.window {
                        w.line("if f\(plan.index(of: since)) { a\(index).restart() }")
                    }
                }
                askWindowedRules(&w)
                for (index, aggregate) in plan.aggregates.enumerated() {
                    let filter = plan.index(of: aggregate.filter)
                    if let fact = aggregate.fact {
                        w.line("if f\(filter), \(value(fact)) != AchievementHistory.absent { a\(index).add(\(value(fact)), day: day) }")
                    } else {
                        w.line("if f\(filter) { a\(index).add(1, day: day) }")
                    }
                }
                for (index, achievement) in plan.achievements.enumerated() {
                    let holds = expression(achievement.rule, plan)
                    if achievement.aboutAnEvent {
                        w.line("tally.event(\(index), holds: \(holds))")
                    } else {
                        // A rule about the history changes only when an event
                        // joins one of its aggregates (the first event asks them all).
                        let added = Set(aggregates(achievement.rule, plan).map { plan.index(of: plan.aggregates[$0].filter) })
                        let when = SwiftCode(joining: ["e == 0"] + added.sorted().map { "f\($0)" }, separator: " || ")
                        w.line("if \(when) { tally.state(\(index), holds: \(holds)\(progress(achievement))) }")
                    }
                }
            }
            if !windowed.isEmpty {
                w.block("if let nowDay {") { w in
                    for index in windows { w.line("a\(index).advance(to: nowDay)") }
                    askWindowedRules(&w)
                }
            }
            w.line("return tally")
        }
    }

    /// The aggregates a rule reads, by index in the plan.
    static func aggregates(_ rule: Rule, _ plan: LoweredAchievements) -> [Int] {
        switch rule {
        case .all(let rules), .any(let rules): rules.flatMap { aggregates($0, plan) }
        case .not(let inner): aggregates(inner, plan)
        case .threshold(let aggregate, _, _): [plan.index(of: aggregate)]
        case .event, .firstTime, .personalBest: []
        }
    }

    static func usesWindow(_ rule: Rule) -> Bool {
        switch rule {
        case .all(let rules), .any(let rules): rules.contains(where: usesWindow)
        case .not(let inner): usesWindow(inner)
        case .threshold(let aggregate, _, _): aggregate.movesWithTime || aggregate.window != nil
        case .event, .firstTime, .personalBest: false
        }
    }

    static func value(_ fact: Int) -> SwiftCode { "h.value(e, fact: \(fact))" }

    /// `kind == 2 && h.value(e, fact: 3) == 0 && …`: an absent optional fact meets no condition.
    static func expression(_ filter: AchievementsTyping.Filter) -> SwiftCode {
        var terms: [SwiftCode] = ["kind == \(filter.kind)"]
        for condition in filter.conditions {
            let left = value(condition.fact)
            let right: SwiftCode
            switch condition.operand {
            case .constant(let constant): right = "\(constant)"
            case .fact(let other): right = value(other)
            }
            for fact in condition.optionalFacts { terms.append("\(value(fact)) != AchievementHistory.absent") }
            let op: SwiftCode =
                switch condition.comparison {
                case .equals: "=="
                case .atLeast: ">="
                case .atMost: "<="
                case .above: ">"
                case .below: "<"
                }
            terms.append("\(left) \(op) \(right)")
        }
        return SwiftCode(joining: terms, separator: " && ")
    }

    static func expression(_ rule: Rule, _ plan: LoweredAchievements) -> SwiftCode {
        switch rule {
        case .all(let rules): "(\(SwiftCode(joining: rules.map { expression($0, plan) }, separator: " && ")))"
        case .any(let rules): "(\(SwiftCode(joining: rules.map { expression($0, plan) }, separator: " || ")))"
        case .not(let inner): "!(\(expression(inner, plan)))"
        case .threshold(let aggregate, let atLeast, let atMost):
            "a\(plan.index(of: aggregate)).satisfies(atLeast: \(atLeast), atMost: \(atMost))"
        case .event(let filter): "f\(plan.index(of: filter))"
        case .firstTime(let filter, let per):
            "t\(plan.index(of: FirstTimePlan(filter: plan.index(of: filter), per: per)))"
        case .personalBest(let filter, let fact, let per):
            "p\(plan.index(of: BestPlan(filter: plan.index(of: filter), fact: fact, per: per)))"
        }
    }
}
