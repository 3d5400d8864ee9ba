import ScorebookCore

/// A fitness test as a page laid out like the official score chart: one
/// table per event, a row per printed row, a column per sex and age group
/// under its age group, blanks printed `---` as the Army prints them. Each
/// cell carries its column and row (`data-column`, `data-row`), so a check
/// can read the chart back from the page.
enum FitnessTestChartPage {
    static func render(_ test: FitnessTestDefinition) -> RenderedPage {
        var body: HTML = "<header>\n" + HTML.heading(name: test.name, id: test.id.value, source: test.source, edition: test.edition)
        let period = test.effective?.value ?? EffectivePeriod()
        body += "<p class=\"meta\">In force \(period.description)"
        if let series = test.series { body += " (series \(series.value))" }
        body += "</p>\n"
        body += standards(test)
        body += "</header>\n"
        for scale in test.scales {
            guard let event = test.event(scale.event.value) else { continue }
            body += section(scale, event)
        }
        if let goNoGo = test.goNoGo { body += section(goNoGo, test) }
        if !test.errata.isEmpty { body += errata(test) }
        if !test.asPrinted.isEmpty { body += keptAsPrinted(test) }
        return RenderedPage(
            path: "\(test.id.value).html", title: test.name, what: "fitness test",
            html: HTML.page(title: "\(test.name): score chart", body: body))
    }

    private static func standards(_ test: FitnessTestDefinition) -> HTML {
        let standards = test.standards.map { standard in
            var text = "\(standard.name): at least \(standard.eventMinimum.value) points in each event and \(standard.totalMinimum.value) in total"
            if let sex = standard.scoredAs { text += ", everyone scored on the \(sex.value) columns" }
            return text
        }
        return "<p class=\"meta\">Standards: \(standards.joined(separator: "; ")). Highest total: \(test.maximumTotal.value).</p>\n"
    }

    private static func section(_ scale: Scale, _ event: EventDefinition) -> HTML {
        let unit = event.unit
        let explanation =
            switch scale.layout {
            case .rawByPoints:
                "Each row is a points value; each cell the \(event.better == .lower ? "slowest" : "least") result that earns it."
            case .pointsByRaw:
                "Each row is a result; each cell the points it earns."
            }
        var out: HTML = "<section class=\"scale\" data-event=\"\(event.id.value)\">\n"
        out += "<h2>\(event.name) <small>(\(event.id.value), \(unit.rawValue))</small></h2>\n"
        out += "<p class=\"meta\">\(explanation)</p>\n"
        out += "<table class=\"chart\">\n<thead>\n"
        out += headerRows(scale.columns.map(\.value), corner: scale.layout == .rawByPoints ? "Points" : "Result")
        out += "</thead>\n<tbody>\n"
        for row in scale.rows {
            let key = scale.layout == .rawByPoints ? String(row.key.value) : unit.format(row.key.value)
            out += "<tr><th scope=\"row\">\(key)</th>"
            for (index, column) in scale.columns.enumerated() {
                let cell = index < row.cells.count ? row.cells[index] : nil
                let text = cell.map { scale.layout == .rawByPoints ? unit.format($0.value) : String($0.value) }
                out += Self.cell(text, column: column.value, row: key)
            }
            out += "</tr>\n"
        }
        return out + "</tbody>\n</table>\n</section>\n"
    }

    private static func section(_ goNoGo: GoNoGoChart, _ test: FitnessTestDefinition) -> HTML {
        var out: HTML = "<section class=\"scale\" data-event=\"go-no-go\">\n<h2>Alternate aerobic events (go/no-go)</h2>\n"
        out += "<p class=\"meta\">Each cell is the slowest result that still earns a GO.</p>\n"
        out += "<table class=\"chart\">\n<thead>\n" + headerRows(goNoGo.columns.map(\.value), corner: "Event") + "</thead>\n<tbody>\n"
        for limit in goNoGo.limits {
            let event = test.event(limit.event.value)
            let unit = event?.unit ?? .time
            out += "<tr><th scope=\"row\">\(event?.name ?? limit.event.value)</th>"
            for (index, column) in goNoGo.columns.enumerated() {
                let cell = index < limit.cells.count ? limit.cells[index] : nil
                out += Self.cell(cell.map { unit.format($0.value) }, column: column.value, row: limit.event.value)
            }
            out += "</tr>\n"
        }
        return out + "</tbody>\n</table>\n</section>\n"
    }

    /// Age groups over their columns, then each column's sex (`M`, `F`), as the chart prints them.
    private static func headerRows(_ columns: [Column], corner: String) -> HTML {
        let bySex = columns.contains { $0.sex != nil }
        var groups: HTML = "<tr><th rowspan=\"\(bySex ? 2 : 1)\">\(corner)</th>"
        var start = 0
        while start < columns.count {
            let group = columns[start].ageGroup
            var end = start + 1
            while end < columns.count && columns[end].ageGroup == group { end += 1 }
            groups += "<th colspan=\"\(end - start)\">\(group)</th>"
            start = end
        }
        groups += "</tr>\n"
        guard bySex else { return groups }
        let sexes = columns.map { column -> HTML in
            "<th title=\"\(column.sex ?? "every sex")\">\(column.sex.map { String($0.prefix(1)).uppercased() } ?? "all")</th>"
        }
        return groups + "<tr>\(HTML(joining: sexes))</tr>\n"
    }

    private static func cell(_ text: String?, column: Column, row: String) -> HTML {
        let attributes: HTML = "data-column=\"\(column.description)\" data-row=\"\(row)\""
        guard let text else { return "<td class=\"blank\" \(attributes)>---</td>" }
        return "<td \(attributes)>\(text)</td>"
    }

    private static func errata(_ test: FitnessTestDefinition) -> HTML {
        var out: HTML = "<section class=\"errata\">\n<h2>Errata</h2>\n<ul>\n"
        for erratum in test.errata {
            let unit = test.event(erratum.event.value)?.unit ?? .repetitions
            let layout = test.scales.first { $0.event.value == erratum.event.value }?.layout ?? .pointsByRaw
            let (row, printed, used) =
                layout == .rawByPoints
                ? ("\(erratum.row.value) points", unit.format(erratum.printed.value), unit.format(erratum.used.value))
                : (unit.format(erratum.row.value), "\(erratum.printed.value)", "\(erratum.used.value)")
            out += "<li>\(erratum.event.value), \(erratum.column.value.description), \(row): printed \(printed), used \(used). \(erratum.why)</li>\n"
        }
        return out + "</ul>\n</section>\n"
    }

    private static func keptAsPrinted(_ test: FitnessTestDefinition) -> HTML {
        var out: HTML = "<section class=\"errata\">\n<h2>Kept as printed</h2>\n<ul>\n"
        for cell in test.asPrinted {
            out += "<li>\(cell.event.value), \(cell.column.value.description), \(cell.row.value) points: \(cell.why)</li>\n"
        }
        return out + "</ul>\n</section>\n"
    }
}

extension FitnessTestKind {
    static func pages(of tests: [CompiledFitnessTest], in output: TableCompiler.Output) -> [RenderedPage] {
        tests.map { FitnessTestChartPage.render($0.definition) }
    }
}
