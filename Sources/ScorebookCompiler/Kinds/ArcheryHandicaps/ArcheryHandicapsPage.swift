/// A handicaps table as a page: for each scheme, every round's expected score
/// at every handicap, plotted as small multiples by family (a rounds table's
/// outdoor, indoor or field rounds, at most ``SVGPlot/mostSeries`` a plot),
/// and listed every tenth handicap, each round linked to its own curve.
enum ArcheryHandicapsPage {
    /// A family of rounds: one rounds table's rounds shot at one venue with
    /// one scoring, in the table's order.
    struct Family {
        var name: String
        var rounds: [RoundDefinition]
        /// The page each round is on.
        var page: String
    }

    /// `lowered`: each scheme as the runtime gets it (rounded scores per handicap).
    static func render(_ table: ArcheryHandicapsKind.Table, _ lowered: [LoweredHandicapScheme], _ families: [Family]) -> RenderedPage {
        let header = table.definition.header
        var body: HTML = "<header>\n" + HTML.heading(name: header.name, id: header.id.value, source: header.source, edition: header.edition)
        body += "</header>\n"
        for scheme in table.definition.schemes {
            guard let computed = lowered.first(where: { $0.id == scheme.id.value && !$0.isBuiltIn }) else { continue }
            body += section(scheme, computed, families)
        }
        return RenderedPage(
            path: "\(header.id.value).html", title: header.name, what: "archery handicaps",
            html: HTML.page(title: header.name, body: body))
    }

    private static func section(_ scheme: HandicapSchemeDefinition, _ computed: LoweredHandicapScheme, _ families: [Family]) -> HTML {
        let range = computed.handicaps
        var out: HTML = "<section class=\"scheme\" data-scheme=\"\(computed.id)\">\n"
        out += "<h2>\(HTML.named(computed.name, computed.id))</h2>\n"
        out += "<p class=\"meta\">Handicaps \(range.lowerBound) to \(range.upperBound), \(scheme.better == .lower ? "lower" : "higher") is better; "
        out += "arrows \(scheme.outdoorArrow.description) outdoors, \(scheme.indoorArrow.description) indoors; "
        out += "a round's score is rounded \(scheme.roundScore == .up ? "up" : "half to even") once.</p>\n"
        let scores = computed.scoresByRound
        out += "<div class=\"multiples\">\n"
        for family in families {
            let series = family.rounds.compactMap { round in
                scores[round.id.value].map { SVGPlot.Series(id: round.id.value, name: round.name, points: points($0, from: range.lowerBound)) }
            }
            let plot = SVGPlot(id: "", title: family.name, xTitle: "handicap", yTitle: "expected score", series: series, width: 400, height: 240)
            // A figure per plot of at most a dozen rounds, captioned with its family, named by its first round.
            for var part in series.isEmpty ? [] : plot.parts() {
                let caption = part.title
                part.id = "scores-\(computed.id)-\(part.series[0].id)"
                part.title = "\(caption): expected score at each handicap of the \(computed.name) scheme"
                out += "<figure>\n<figcaption>\(caption)</figcaption>\n" + part.svg() + "</figure>\n"
            }
        }
        out += "</div>\n"
        let shown = Array(stride(from: range.lowerBound, through: range.upperBound, by: 10))
        out += HTML.chart(["Round"] + shown.map(String.init))
        for family in families {
            for round in family.rounds {
                guard let rounded = scores[round.id.value] else { continue }
                out += "<tr><th scope=\"row\"><a href=\"\(family.page)#\(round.id.value)\">\(round.id.value)</a></th>"
                out += HTML(joining: shown.map { "<td>\(rounded[$0 - range.lowerBound])</td>" }) + "</tr>\n"
            }
        }
        return out + "</tbody>\n</table>\n</section>\n"
    }

    /// A round's expected score at each handicap from `lowest`, as a plot's points.
    static func points(_ rounded: [Int], from lowest: Int) -> [(x: Int, y: Int)] {
        rounded.enumerated().map { (lowest + $0.offset, $0.element) }
    }

    /// Every rounds table's rounds, by venue and scoring (scores on one scale:
    /// World Archery's outdoor field rounds, Archery GB's imperial rounds), in
    /// the order each first appears.
    static func families(_ output: TableCompiler.Output) -> [Family] {
        output.tables(of: ArcheryRoundsKind.self).flatMap { table in
            let definition = table.definition
            var kinds: [(venue: Venue, scoring: String)] = []
            for round in definition.rounds where !kinds.contains(where: { $0 == (round.venue, round.scoring.value) }) {
                kinds.append((round.venue, round.scoring.value))
            }
            return kinds.map { kind in
                Family(
                    name: "\(definition.name): \(kind.venue.rawValue), \(kind.scoring) scoring",
                    rounds: definition.rounds.filter { $0.venue == kind.venue && $0.scoring.value == kind.scoring },
                    page: TableSite.page(ofTable: definition.id.value))
            }
        }
    }
}

extension LoweredHandicapScheme {
    /// Each round's rounded score at each handicap from the lowest, by the round's id.
    var scoresByRound: [String: [Int]] {
        Dictionary(rounds.map { ($0.round, $0.rounded) }, uniquingKeysWith: { first, _ in first })
    }
}

extension ArcheryHandicapsKind {
    /// Rendered only from tables that compiled, so each scheme has its lowered form.
    static func pages(of tables: [Table], in output: TableCompiler.Output) -> [RenderedPage] {
        let lowered = output.lowered(of: ArcheryHandicapsKind.self) ?? []
        let families = ArcheryHandicapsPage.families(output)
        return tables.map { ArcheryHandicapsPage.render($0, lowered, families) }
    }
}
