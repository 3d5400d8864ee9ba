/// An opponents table as a page of plots: what each difficulty makes of the
/// archer's handicap, each temperament's change over a match, and each
/// opponent's handicap end by end at each of its difficulties.
enum ArcheryOpponentsPage {
    /// `archers` is the scheme's range of handicaps, the archer's axis.
    static func render(_ table: ArcheryOpponentsKind.Table, archers: ClosedRange<Int>?) -> RenderedPage {
        let definition = table.definition
        let header = definition.header
        let ends = definition.matchEnds
        // The change on each end of a match, as the runtime applies it (rounded).
        let match = definition.temperaments.map { temperament in
            (1...ends).map { ArcheryOpponentsLowering.change(temperament.points, at: ($0, 1)) }
        }
        var body = "<header>\n" + HTML.heading(name: header.name, id: header.id.value, source: header.source, edition: header.edition)
        body += "<p class=\"meta\">Handicaps in the '\(HTML.escape(definition.scheme.value))' scheme. An opponent's handicap on an end is its difficulty's handicap plus its temperament's change on that end.</p>\n"
        body += "</header>\n"
        body += "<section class=\"plots\">\n<h2>Difficulties</h2>\n" + difficulties(definition.difficulties, archers: archers).svg()
        body += "<h2>Temperaments</h2>\n" + temperaments(definition.temperaments, match).svg() + "</section>\n"
        for opponent in definition.opponents {
            guard let index = definition.temperaments.firstIndex(where: { $0.id.value == opponent.temperament.value }) else { continue }
            let temperament = definition.temperaments[index]
            body += "<section class=\"opponent\" data-opponent=\"\(HTML.escape(opponent.id.value))\">\n"
            body += "<h2>\(HTML.escape(opponent.name)) <small>(\(HTML.escape(opponent.id.value)))</small></h2>\n"
            body += "<p class=\"meta\">\(HTML.escape(opponent.tagline))</p>\n"
            body += "<p class=\"meta\">\(HTML.escape(opponent.bowStyle)), handicap \(opponent.handicap.value), \(HTML.escape(temperament.name.lowercased()))</p>\n"
            body += curves(opponent, definition.difficulties, changes: match[index]).svg() + "</section>\n"
        }
        return RenderedPage(
            path: "\(header.id.value).html", title: header.name, what: "archery opponents",
            html: HTML.page(title: header.name, body: body))
    }

    /// The opponent's handicap before its temperament against each archer's
    /// handicap, over the scheme's range (or, without it, every corner and
    /// reach): straight lines, so only the ends and the corners where a
    /// difficulty's range stops following the archer are plotted.
    static func difficulties(_ difficulties: [DifficultyDefinition], archers: ClosedRange<Int>?) -> SVGPlot {
        let corners = difficulties.flatMap { difficulty -> [Int] in
            guard case .relative(let offset, let within) = difficulty.rule.value else { return [] }
            return [within.lowerBound - offset, within.upperBound - offset]
        }
        let everything = corners + difficulties.flatMap { [$0.rule.value.reach.lowerBound, $0.rule.value.reach.upperBound] }
        let domain = archers ?? (everything.min() ?? 0)...(everything.max() ?? 0)
        let series = difficulties.map { difficulty in
            var xs: Set = [domain.lowerBound, domain.upperBound]
            if case .relative(let offset, let within) = difficulty.rule.value {
                for corner in [within.lowerBound - offset, within.upperBound - offset] where domain.contains(corner) { xs.insert(corner) }
            }
            return SVGPlot.Series(
                id: difficulty.id.value, name: difficulty.name,
                points: xs.sorted().map { ($0, difficulty.rule.value.handicap(reference: $0)) })
        }
        return SVGPlot(
            id: "difficulties", title: "Each difficulty's handicap against the archer's", xTitle: "the archer's handicap",
            yTitle: "the opponent's handicap", series: series)
    }

    static func temperaments(_ temperaments: [TemperamentDefinition], _ match: [[Int]]) -> SVGPlot {
        let series = zip(temperaments, match).map { temperament, changes in
            SVGPlot.Series(id: temperament.id.value, name: temperament.name, points: changes.enumerated().map { ($0.offset + 1, $0.element) })
        }
        return SVGPlot(id: "temperaments", title: "Each temperament's change to the handicap on each end of a match", xTitle: "end", yTitle: "change", series: series)
    }

    /// At each of the opponent's difficulties, its handicap on each end of a
    /// match when the archer's handicap is unknown: a difficulty that follows
    /// the archer starts from the opponent's own.
    static func curves(_ opponent: OpponentDefinition, _ difficulties: [DifficultyDefinition], changes: [Int]) -> SVGPlot {
        let series = opponent.difficulties.compactMap { id -> SVGPlot.Series? in
            guard let difficulty = difficulties.first(where: { $0.id.value == id.value }) else { return nil }
            let handicap = difficulty.rule.value.handicap(reference: opponent.handicap.value)
            return SVGPlot.Series(id: difficulty.id.value, name: difficulty.name, points: changes.enumerated().map { ($0.offset + 1, handicap + $0.element) })
        }
        return SVGPlot(
            id: "handicap-by-end", title: "\(opponent.name)'s handicap on each end at each difficulty, the archer's handicap unknown",
            xTitle: "end", yTitle: "handicap", series: series)
    }
}

extension ArcheryOpponentsKind {
    static func pages(of tables: [Table], in output: TableCompiler.Output) -> [RenderedPage] {
        let schemes = output.tables(of: ArcheryHandicapsKind.self).flatMap(\.definition.schemes)
        return tables.map { table in
            ArcheryOpponentsPage.render(table, archers: schemes.first { $0.id.value == table.definition.scheme.value }?.handicaps.value)
        }
    }
}
