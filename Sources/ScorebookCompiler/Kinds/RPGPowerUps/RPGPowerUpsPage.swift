/// The power-ups as a page: each one's level, target, effect, timing and
/// group, and how each group stacks.
enum RPGPowerUpsPage {
    static func render(_ table: RPGPowerUpsKind.Table) -> RenderedPage {
        let definition = table.definition, header = definition.header
        var body: HTML = "<header>\n" + HTML.heading(name: header.name, id: header.id.value, source: header.source, edition: header.edition)
        body += "<p class=\"meta\">On one stat of one player at once, boosts add up to at most \(definition.boostCap.value) %, debuffs to \(definition.debuffCap.value) %.</p>\n"
        body += "</header>\n"
            + HTML.chart(["Power-up", "Level", "Target", "Effect", "Lasts", "Cooldown", "Uses a battle", "Group"])
        for powerUp in definition.powerUps {
            body += HTML.row(key: powerUp.id.value, header: HTML.named(powerUp.name, powerUp.id.value))
            body += "<td>\(powerUp.unlockLevel.value)</td><td>\(powerUp.target.value.rawValue)</td><td>\(effect(powerUp.effect))</td>"
            body += "<td>\(powerUp.duration.map { time($0.value) } ?? "the whole battle")</td><td>\(time(powerUp.cooldown.value))</td>"
            body += "<td>\(powerUp.usesPerBattle.value)</td><td>\(powerUp.group.value)</td></tr>\n"
        }
        body += "</tbody>\n</table>\n<section class=\"groups\">\n<h2>Stacking groups</h2>\n<ul>\n"
        for group in definition.groups {
            let stacks = group.policy == .stack ? ", up to \(group.maxStacks), on expiry \(group.onExpiry.rawValue)" : ""
            body += "<li>\(group.id.value): \(group.policy.rawValue)\(stacks)</li>\n"
        }
        body += "</ul>\n</section>\n"
        return RenderedPage(
            path: "\(header.id.value).html", title: header.name, what: "fitness RPG power-ups",
            html: HTML.page(title: header.name, body: body))
    }

    private static func effect(_ effect: EffectDefinition) -> String {
        switch effect {
        case .change(let kind, let stats, let percent): "\(kind.rawValue) \(stats.map(\.value).joined(separator: ", ")) by \(percent.value) %"
        case .shield: "shield"
        case .reveal: "reveal"
        }
    }

    /// Milliseconds in hours, minutes and seconds, each shown when not 0:
    /// `3 h`, `1 h 30 min`, `45 s`, `0.5 s`, `0 s`.
    static func time(_ milliseconds: Int) -> String {
        let (seconds, millis) = milliseconds.quotientAndRemainder(dividingBy: 1000)
        let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        var parts: [String] = []
        if hours > 0 { parts.append("\(hours) h") }
        if minutes > 0 { parts.append("\(minutes) min") }
        if rest > 0 || millis > 0 || parts.isEmpty {
            var fraction = String(millis + 1000).dropFirst()
            while fraction.last == "0" { fraction.removeLast() }
            parts.append(fraction.isEmpty ? "\(rest) s" : "\(rest).\(fraction) s")
        }
        return parts.joined(separator: " ")
    }
}

extension RPGPowerUpsKind {
    static func pages(of tables: [Table], in output: TableCompiler.Output) -> [RenderedPage] { tables.map(RPGPowerUpsPage.render) }
}
