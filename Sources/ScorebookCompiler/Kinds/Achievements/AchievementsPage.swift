/// An achievements table as a page: each achievement's title, tier or tiers,
/// points and group, its rule in words, and its message.
enum AchievementsPage {
    static func render(_ table: AchievementsKind.Table) -> RenderedPage {
        let header = table.definition.header
        var body: HTML = "<header>\n" + HTML.heading(name: header.name, id: header.id.value, source: header.source, edition: header.edition)
        body += "</header>\n" + HTML.chart(["Achievement", "Tier", "Points", "Group", "Earned when", "Message"])
        for achievement in table.definition.achievements {
            var title = HTML.named(achievement.title, achievement.id.value)
            if achievement.hidden { title += " <small>hidden</small>" }
            if achievement.repeatable { title += " <small>repeatable</small>" }
            let tier =
                achievement.tiers.map { $0.map { "\($0.tier.rawValue) at \($0.threshold.value)" }.joined(separator: ", ") }
                ?? achievement.tier?.rawValue ?? ""
            body += HTML.row(key: achievement.id.value, header: title) + "<td>\(tier)</td>"
            body += "<td>\(achievement.points)</td><td>\(achievement.group ?? "")</td>"
            body += "<td>\(AchievementRuleText.words(achievement.criterion))</td>"
            body += "<td>\(achievement.message.value)</td></tr>\n"
        }
        body += "</tbody>\n</table>\n"
        return RenderedPage(
            path: "\(header.id.value).html", title: header.name, what: "achievements",
            html: HTML.page(title: header.name, body: body))
    }
}

/// A rule in words, as the YAML says it: `count of fitness.test-recorded at least 1`.
enum AchievementRuleText {
    static func words(_ criterion: Criterion) -> String {
        switch criterion {
        case .all(let parts, _): "all of: " + parts.map(words).joined(separator: "; ")
        case .any(let parts, _): "any of: " + parts.map(words).joined(separator: "; ")
        case .not(let inner, _): "not (" + words(inner) + ")"
        case .threshold(let aggregate, let bounds): words(aggregate) + words(bounds)
        case .event(let filter): "an event " + words(filter)
        case .firstTime(let filter, let per): "the first event " + words(filter) + (per.map { " for each \($0.value)" } ?? "")
        case .personalBest(let filter, let fact, let per):
            "a best \(fact.value) of events " + words(filter) + (per.map { " for each \($0.value)" } ?? "")
        }
    }

    private static func words(_ filter: EventFilter) -> String {
        let conditions = filter.conditions.map { "\($0.fact.value) \(words($0.comparison)) \($0.operand.value)" }
        return filter.kind.value + (conditions.isEmpty ? "" : " where " + conditions.joined(separator: " and "))
    }

    private static func words(_ comparison: Comparison) -> String {
        switch comparison {
        case .equals: "is"
        case .atLeast: "at least"
        case .atMost: "at most"
        case .above: "above"
        case .below: "below"
        }
    }

    private static func words(_ aggregate: Aggregate) -> String {
        let of = aggregate.fact.map { "\($0.value) of " } ?? ""
        var text = "\(aggregate.function.rawValue)\(aggregate.weeks ? " (weeks)" : "") of \(of)" + words(aggregate.filter)
        switch aggregate.window {
        case nil: break
        case .days(let days): text += " within \(days.value) days"
        case .week: text += " this week"
        case .month: text += " this month"
        case .since(let filter): text += " since " + words(filter)
        }
        return text
    }

    private static func words(_ bounds: Bounds) -> String {
        switch (bounds.atLeast?.value, bounds.atMost?.value) {
        case let (low?, high?) where low == high: " equals \(low)"
        case let (low?, high?): " from \(low) to \(high)"
        case let (low?, nil): " at least \(low)"
        case let (nil, high?): " at most \(high)"
        case (nil, nil): ""
        }
    }
}

extension AchievementsKind {
    static func pages(of tables: [Table], in output: TableCompiler.Output) -> [RenderedPage] { tables.map(AchievementsPage.render) }
}
