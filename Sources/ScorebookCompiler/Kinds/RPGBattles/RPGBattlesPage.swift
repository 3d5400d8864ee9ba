import ScorebookCore

/// The battle rules as a page: how long a battle lasts and who may play,
/// each stat's points and caps, who wins, and which sources count.
enum RPGBattlesPage {
    static func render(_ table: RPGBattlesKind.Table) -> RenderedPage {
        let rules = table.definition, header = rules.header
        var body: HTML = "<header>\n" + HTML.heading(name: header.name, id: header.id.value, source: header.source, edition: header.edition)
        body += "<p class=\"meta\">A battle lasts \(rules.length.value / 3_600_000) hours, for \(rules.players.lowerBound) to \(rules.players.upperBound) players.</p>\n"
        let winner = rules.winner
        body += "<p class=\"meta\">The winner has the most \(winner.by == .points ? "points" : "stats won")"
        body += "\(winner.by == .categories && winner.tieBreak == .points ? ", then the most points" : ""); "
        body += "a lead of \(winner.drawMargin.value) or less is a draw, of \(winner.knockoutMargin.value) or more a knockout.</p>\n"
        body += "</header>\n" + HTML.chart(["Stat", "Unit", "Points", "Per", "At most a day", "At most an hour"])
        for stat in rules.stats {
            body += HTML.row(key: stat.id.value, header: HTML.named(stat.name, stat.id.value))
            body += "<td>\(stat.unit)</td><td>\(stat.points)</td><td>\(units(stat.per))</td><td>\(stat.dailyCap)</td><td>\(units(stat.hourlyCap))</td></tr>\n"
        }
        body += "</tbody>\n</table>\n<section class=\"sources\">\n<h2>Sources</h2>\n<ul>\n"
        for source in rules.sources {
            body += "<li>\(source.id.value): \(source.counted ? "counted" : "ignored")</li>\n"
        }
        body += "</ul>\n</section>\n"
        return RenderedPage(
            path: "\(header.id.value).html", title: header.name, what: "fitness RPG battles",
            html: HTML.page(title: header.name, body: body))
    }
}

extension RPGBattlesPage {
    /// Thousandths of a unit as the unit: `24`, `2.5`.
    static func units(_ thousandths: Int) -> String { DecimalText.format(thousandths, decimals: 3) }
}

extension RPGBattlesKind {
    static func pages(of tables: [Table], in output: TableCompiler.Output) -> [RenderedPage] { tables.map(RPGBattlesPage.render) }
}
