/// A handicaps table as a page: for each scheme, every round's expected score
/// at every handicap, plotted, and listed every tenth handicap.
enum ArcheryHandicapsPage {
    /// `lowered`: each scheme as the runtime gets it (rounded scores per handicap).
    static func render(_ table: ArcheryHandicapsKind.Table, _ lowered: [LoweredHandicapScheme]) -> RenderedPage {
        let header = table.definition.header
        var body: HTML = "<header>\n" + HTML.heading(name: header.name, id: header.id.value, source: header.source, edition: header.edition)
        body += "</header>\n"
        for scheme in table.definition.schemes {
            guard let computed = lowered.first(where: { $0.id == scheme.id.value && !$0.isBuiltIn }) else { continue }
            body += section(scheme, computed)
        }
        return RenderedPage(
            path: "\(header.id.value).html", title: header.name, what: "archery handicaps",
            html: HTML.page(title: header.name, body: body))
    }

    private static func section(_ scheme: HandicapSchemeDefinition, _ computed: LoweredHandicapScheme) -> HTML {
        let range = computed.handicaps
        var out: HTML = "<section class=\"scheme\" data-scheme=\"\(computed.id)\">\n"
        out += "<h2>\(HTML.named(computed.name, computed.id))</h2>\n"
        out += "<p class=\"meta\">Handicaps \(range.lowerBound) to \(range.upperBound), \(scheme.better == .lower ? "lower" : "higher") is better; "
        out += "arrows \(scheme.outdoorArrow.description) outdoors, \(scheme.indoorArrow.description) indoors; "
        out += "a round's score is rounded \(scheme.roundScore == .up ? "up" : "half to even") once.</p>\n"
        let series = computed.rounds.map { round in
            SVGPlot.Series(id: round.round, name: round.round, points: round.rounded.enumerated().map { (range.lowerBound + $0.offset, $0.element) })
        }
        out += SVGPlot(
            id: "scores-\(computed.id)", title: "Each round's expected score at each handicap of the \(computed.name) scheme",
            xTitle: "handicap", yTitle: "expected score", series: series
        ).svg()
        let shown = Array(stride(from: range.lowerBound, through: range.upperBound, by: 10))
        out += HTML.chart(["Round"] + shown.map(String.init))
        for round in computed.rounds {
            out += "<tr><th scope=\"row\">\(round.round)</th>"
            out += HTML(joining: shown.map { "<td>\(round.rounded[$0 - range.lowerBound])</td>" }) + "</tr>\n"
        }
        return out + "</tbody>\n</table>\n</section>\n"
    }
}

extension ArcheryHandicapsKind {
    /// Rendered only from tables that compiled, so each scheme has its lowered form.
    static func pages(of tables: [Table], in output: TableCompiler.Output) -> [RenderedPage] {
        let lowered = output.lowered(of: ArcheryHandicapsKind.self) ?? []
        return tables.map { ArcheryHandicapsPage.render($0, lowered) }
    }
}
