/// A rounds table as a page: each round's venue, scoring and arrows, and its
/// distances in the order shot, each with its face, arrows and ends.
enum ArcheryRoundsPage {
    static func render(_ table: ArcheryRoundsKind.Table) -> RenderedPage {
        let definition = table.definition
        var body: HTML = "<header>\n"
        body += HTML.heading(name: definition.name, id: definition.id.value, source: definition.source, edition: definition.edition)
        body += "</header>\n"
        for round in definition.rounds { body += section(round) }
        return RenderedPage(
            path: "\(definition.id.value).html", title: definition.name, what: "archery rounds",
            html: HTML.page(title: definition.name, body: body))
    }

    private static func section(_ round: RoundDefinition) -> HTML {
        let arrows = round.distances.reduce(0) { $0 + $1.arrows.value }
        let ends = round.distances.reduce(0) { $0 + $1.arrows.value / $1.arrowsPerEnd.value }
        var out: HTML = "<section class=\"round\" data-round=\"\(round.id.value)\">\n"
        out += "<h2>\(HTML.named(round.name, round.id.value))</h2>\n"
        out += "<p class=\"meta\">\(round.venue.rawValue), scored \(round.scoring.value): \(arrows) arrows in \(ends) ends.</p>\n"
        out += HTML.chart(["Distance", "Face", "Arrows", "Arrows an end", "Ends"])
        for (index, distance) in round.distances.enumerated() {
            // `round:index`: a round's id has no colon.
            out += HTML.row(key: "\(round.id.value):\(index)", header: distance.text)
            out += "<td>\(distance.face.value)</td><td>\(distance.arrows.value)</td>"
            out += "<td>\(distance.arrowsPerEnd.value)</td><td>\(distance.arrows.value / distance.arrowsPerEnd.value)</td></tr>\n"
        }
        return out + "</tbody>\n</table>\n</section>\n"
    }
}

extension ArcheryRoundsKind {
    static func pages(of tables: [Table], in output: TableCompiler.Output) -> [RenderedPage] { tables.map(ArcheryRoundsPage.render) }
}
