/// A rounds table as a page: each round's venue, scoring and arrows, its
/// distances in the order shot, each with its face, arrows and ends, and its
/// expected score at each handicap of every scheme (the handicaps page links
/// each round here, by its id).
enum ArcheryRoundsPage {
    /// A handicap scheme's rounded score of each round at each handicap from its lowest.
    struct Scores {
        var id: String
        var name: String
        var lowest: Int
        var scores: [String: [Int]]
    }

    /// `schemes`: the build's handicap schemes, as the runtime gets them.
    static func render(_ table: ArcheryRoundsKind.Table, _ schemes: [Scores]) -> RenderedPage {
        let definition = table.definition
        var body: HTML = "<header>\n"
        body += HTML.heading(name: definition.name, id: definition.id.value, source: definition.source, edition: definition.edition)
        body += "</header>\n"
        for round in definition.rounds { body += section(round, schemes) }
        return RenderedPage(
            path: "\(definition.id.value).html", title: definition.name, what: "archery rounds",
            html: HTML.page(title: definition.name, body: body))
    }

    private static func section(_ round: RoundDefinition, _ schemes: [Scores]) -> HTML {
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
        let curves = schemes.compactMap { scheme in
            scheme.scores[round.id.value].map { rounded in
                SVGPlot.Series(id: scheme.id, name: scheme.name, points: ArcheryHandicapsPage.points(rounded, from: scheme.lowest))
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
        let schemes = (output.lowered(of: ArcheryHandicapsKind.self) ?? []).filter { !$0.isBuiltIn }.map { scheme in
            ArcheryRoundsPage.Scores(
                id: scheme.id, name: scheme.name, lowest: scheme.handicaps.lowerBound,
                scores: Dictionary(scheme.rounds.map { ($0.round, $0.rounded) }, uniquingKeysWith: { first, _ in first }))
        }
        return tables.map { ArcheryRoundsPage.render($0, schemes) }
    }
}
