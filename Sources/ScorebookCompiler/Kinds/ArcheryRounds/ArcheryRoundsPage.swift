/// A rounds table as a page: each round's venue, scoring and arrows, its
/// distances in the order shot, each with its face, arrows and ends, and its
/// expected score at each handicap of every scheme (the handicaps page links
/// each round here, by its id).
enum ArcheryRoundsPage {
    /// The build's handicap schemes, as the runtime gets them, each with its ``LoweredHandicapScheme/scoresByRound``.
    typealias Schemes = [(scheme: LoweredHandicapScheme, scores: [String: [Int]])]

    static func render(_ table: ArcheryRoundsKind.Table, _ schemes: Schemes) -> RenderedPage {
        let definition = table.definition
        var body: HTML = "<header>\n"
        body += HTML.heading(name: definition.name, id: definition.id.value, source: definition.source, edition: definition.edition)
        body += "</header>\n"
        for round in definition.rounds { body += section(round, schemes) }
        return RenderedPage(
            path: "\(definition.id.value).html", title: definition.name, what: "archery rounds",
            html: HTML.page(title: definition.name, body: body))
    }

    private static func section(_ round: RoundDefinition, _ schemes: Schemes) -> HTML {
        let arrows = round.distances.reduce(0) { $0 + $1.arrows.value }
        let ends = round.distances.reduce(0) { $0 + $1.arrows.value / $1.arrowsPerEnd.value }
        var out: HTML = "<section class=\"round\" id=\"\(round.id.value)\" data-round=\"\(round.id.value)\">\n"
        out += "<h2>\(HTML.named(round.name, round.id.value))</h2>\n"
        out += "<p class=\"meta\">\(round.venue.rawValue), scored \(round.scoring.value): \(arrows) arrows in \(ends) ends.</p>\n"
        out += HTML.chart(["Distance", "Face", "Arrows", "Arrows an end", "Ends"])
        for (index, distance) in round.distances.enumerated() {
            // `round:index`: a round's id has no colon.
            out += HTML.row(key: "\(round.id.value):\(index)", header: distance.text)
            out += "<td>\(distance.face.value)</td><td>\(distance.arrows.value)</td>"
            out += "<td>\(distance.arrowsPerEnd.value)</td><td>\(distance.arrows.value / distance.arrowsPerEnd.value)</td></tr>\n"
        }
        out += "</tbody>\n</table>\n"
        let curves = schemes.compactMap { scheme, scores in
            scores[round.id.value].map { rounded in
                SVGPlot.Series(id: scheme.id, name: scheme.name, points: ArcheryHandicapsPage.points(rounded, from: scheme.handicaps.lowerBound))
            }
        }
        if !curves.isEmpty {
            out += SVGPlot(
                id: "handicaps-\(round.id.value)", title: "\(round.name): expected score at each handicap of each scheme",
                xTitle: "handicap", yTitle: "expected score", series: curves, width: 400, height: 220
            ).svg()
        }
        return out + "</section>\n"
    }
}

extension ArcheryRoundsKind {
    static func pages(of tables: [Table], in output: TableCompiler.Output) -> [RenderedPage] {
        let schemes = (output.lowered(of: ArcheryHandicapsKind.self) ?? []).filter { !$0.isBuiltIn }.map { ($0, $0.scoresByRound) }
        return tables.map { ArcheryRoundsPage.render($0, schemes) }
    }
}
