/// The level curve as a page: the experience from each level to the next and
/// the total each level starts at, plotted and listed, and what a battle earns.
enum RPGLevelsPage {
    static func render(_ table: RPGLevelsKind.Table) -> RenderedPage {
        let header = table.definition.header
        let starts = table.starts
        var body: HTML = "<header>\n" + HTML.heading(name: header.name, id: header.id.value, source: header.source, edition: header.edition)
        body += "<p class=\"meta\">Levels 1 to \(table.definition.maximumLevel.value).</p>\n</header>\n"
        body += "<section class=\"plots\">\n<h2>Experience to the next level</h2>\n"
        body += SVGPlot(
            id: "to-next", title: "Experience from each level to the next", xTitle: "level", yTitle: "experience to the next level",
            series: [SVGPlot.Series(id: "to-next", name: "to the next level", points: table.toNext.enumerated().map { ($0.offset + 1, $0.element) })]
        ).svg()
        body += "<h2>Experience each level starts at</h2>\n"
        body += SVGPlot(
            id: "starts", title: "Total experience each level starts at", xTitle: "level", yTitle: "total experience",
            series: [SVGPlot.Series(id: "starts", name: "total", points: starts.enumerated().map { ($0.offset + 1, $0.element) })]
        ).svg()
        body += "</section>\n" + rewards(table.definition.rewards) + levels(toNext: table.toNext, starts: starts)
        return RenderedPage(path: "\(header.id.value).html", title: header.name, what: "fitness RPG levels", html: HTML.page(title: header.name, body: body))
    }

    private static func rewards(_ r: ExperienceRewards) -> HTML {
        var out: HTML = "<section class=\"rewards\">\n<h2>Experience from a battle</h2>\n<ul>\n"
        for (what, value) in [
            ("won", r.won), ("drawn", r.drawn), ("lost", r.lost), ("each category won, whatever the result", r.perCategoryWon),
            ("a knockout, on top of a win", r.knockout), ("at most, from every battle of one local day", r.dailyCap),
        ] {
            out += "<li>\(what): \(value.value)</li>\n"
        }
        return out + "</ul>\n</section>\n"
    }

    private static func levels(toNext: [Int], starts: [Int]) -> HTML {
        var out: HTML = "<section class=\"levels\">\n<h2>Every level</h2>\n<table class=\"chart\">\n"
        out += "<thead><tr><th>Level</th><th>Starts at</th><th>To the next</th></tr></thead>\n<tbody>\n"
        for (index, start) in starts.enumerated() {
            let next = index < toNext.count ? String(toNext[index]) : "---"
            out += "<tr><th scope=\"row\">\(index + 1)</th><td data-level=\"\(index + 1)\">\(start)</td><td>\(next)</td></tr>\n"
        }
        return out + "</tbody>\n</table>\n</section>\n"
    }
}

extension RPGLevelsKind {
    static func pages(of tables: [Table], in output: TableCompiler.Output) -> [RenderedPage] { tables.map(RPGLevelsPage.render) }
}
