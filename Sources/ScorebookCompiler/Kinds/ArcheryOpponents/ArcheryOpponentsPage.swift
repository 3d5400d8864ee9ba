/// An opponents table as a page of plots: what each difficulty makes of the
/// archer's handicap, each temperament's change over a match, and each
/// opponent's handicap end by end at each of its difficulties.
enum ArcheryOpponentsPage {
    /// `lowered` is the table as the runtime gets it (each temperament's
    /// rounded change per end); `archers` the scheme's range of handicaps.
    static func render(_ table: ArcheryOpponentsKind.Table, _ lowered: LoweredOpponents, archers: ClosedRange<Int>?) -> RenderedPage {
        let header = table.definition.header
        var body: HTML = "<header>\n" + HTML.heading(name: header.name, id: header.id.value, source: header.source, edition: header.edition)
        body += "<p class=\"meta\">Handicaps in the '\(lowered.scheme)' scheme. An opponent's handicap on an end is its difficulty's handicap plus its temperament's change on that end.</p>\n"
        body += "</header>\n"
        body += "<section class=\"plots\">\n<h2>Difficulties</h2>\n" + difficulties(lowered.difficulties, archers: archers).svg()
        body += "<h2>Temperaments</h2>\n" + temperaments(lowered.temperaments).svg() + "</section>\n"
        for opponent in lowered.opponents {
            let character = opponent.definition, temperament = lowered.temperaments[opponent.temperament]
            body += "<section class=\"opponent\" data-opponent=\"\(character.id.value)\">\n"
            body += "<h2>\(HTML.named(character.name, character.id.value))</h2>\n"
            body += "<p class=\"meta\">\(character.tagline)</p>\n"
            body += "<p class=\"meta\">\(character.bowStyle), handicap \(character.handicap.value), \(temperament.name.lowercased())</p>\n"
            let difficulties = opponent.difficulties.map { lowered.difficulties[$0] }
            body += curves(character, difficulties, changes: temperament.match).svg() + "</section>\n"
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
        let reaches = difficulties.flatMap { [$0.rule.value.reach.lowerBound, $0.rule.value.reach.upperBound] + corners($0.rule.value) }
        let domain = archers ?? (reaches.min() ?? 0)...(reaches.max() ?? 0)
        let series = difficulties.map { difficulty in
            let xs = Set([domain.lowerBound, domain.upperBound] + corners(difficulty.rule.value).filter(domain.contains))
            return SVGPlot.Series(
                id: difficulty.id.value, name: difficulty.name,
                points: xs.sorted().map { ($0, difficulty.rule.value.handicap(reference: $0)) })
        }
        return SVGPlot(
            id: "difficulties", title: "Each difficulty's handicap against the archer's", xTitle: "the archer's handicap",
            yTitle: "the opponent's handicap", series: series)
    }

    /// The archer's handicaps where a difficulty that follows the archer reaches either end of its range.
    private static func corners(_ rule: DifficultyRule) -> [Int] {
        guard case .relative(let offset, let within) = rule else { return [] }
        return [within.lowerBound - offset, within.upperBound - offset]
    }

    static func temperaments(_ temperaments: [LoweredTemperament]) -> SVGPlot {
        let series = temperaments.map { temperament in
            SVGPlot.Series(id: temperament.id, name: temperament.name, points: temperament.match.enumerated().map { ($0.offset + 1, $0.element) })
        }
        return SVGPlot(id: "temperaments", title: "Each temperament's change to the handicap on each end of a match", xTitle: "end", yTitle: "change", series: series)
    }

    /// At each of the opponent's difficulties, its handicap on each end of a
    /// match when the archer's handicap is unknown: a difficulty that follows
    /// the archer starts from the opponent's own.
    static func curves(_ opponent: OpponentDefinition, _ difficulties: [DifficultyDefinition], changes: [Int]) -> SVGPlot {
        let series = difficulties.map { difficulty in
            let handicap = difficulty.rule.value.handicap(reference: opponent.handicap.value)
            return SVGPlot.Series(id: difficulty.id.value, name: difficulty.name, points: changes.enumerated().map { ($0.offset + 1, handicap + $0.element) })
        }
        return SVGPlot(
            id: "handicap-by-end", title: "\(opponent.name)'s handicap on each end at each difficulty, the archer's handicap unknown",
            xTitle: "end", yTitle: "handicap", series: series)
    }
}

extension ArcheryOpponentsKind {
    /// Rendered only from tables that compiled, so each has its lowered form, found by its id
    /// (`tables` may be any of the kind's, such as one at a time).
    static func pages(of tables: [Table], in output: TableCompiler.Output) -> [RenderedPage] {
        let schemes = output.tables(of: ArcheryHandicapsKind.self).flatMap(\.definition.schemes)
        let lowered = output.lowered(of: ArcheryOpponentsKind.self) ?? []
        return tables.compactMap { table in
            lowered.first { $0.id == id(of: table).value }.map { lowered in
                ArcheryOpponentsPage.render(table, lowered, archers: schemes.first { $0.id.value == lowered.scheme }?.handicaps.value)
            }
        }
    }
}
