import ScorebookCore

/// A bands table as a page: each set as its source prints it (``BandGrid``),
/// its ranges to the decimals the source prints, side by side where they fit.
enum BandsPage {
    static func render(_ table: BandsKind.Table) -> RenderedPage {
        let d = table.definition
        var body: HTML = "<header>\n" + HTML.heading(name: d.header.name, id: d.header.id.value, source: d.header.source, edition: d.header.edition)
        body += "</header>\n<div class=\"sets\">\n"
        var headed: String?
        for grid in BandGrid.grids(of: d.sets) {
            // A set charted list by list is headed once.
            body += section(grid, headed: headed == grid.sets[0].id.value)
            headed = grid.sets[0].id.value
        }
        body += "</div>\n"
        return RenderedPage(path: "\(d.header.id.value).html", title: d.header.name, what: "bands", html: HTML.page(title: d.header.name, body: body))
    }

    private static func section(_ grid: BandGrid, headed: Bool) -> HTML {
        var out: HTML = "<section class=\"bands\">\n"
        for set in grid.sets where !headed {
            out += "<h2>\(HTML.named(set.name, set.id.value))</h2>\n"
            out += "<p class=\"meta\">\(set.valueName), in \(set.unit.value), printed to \(set.decimals) decimal\(set.decimals == 1 ? "" : "s"): "
            out += "a class runs from its first number up to, not including, the next class's.</p>\n"
            if set.effective != EffectivePeriod() { out += "<p class=\"meta\">In force \(set.effective.description)</p>\n" }
        }
        let set = grid.sets[0]
        if grid.lists.count == 1, !set.keys.isEmpty {
            out += "<h3>\(zip(set.keys, grid.lists[0].keys).map { "\($0): \($1.value)" }.joined(separator: ", "))</h3>\n"
        }
        let ids = grid.sets.map(\.id.value).joined(separator: " ")
        let choice = grid.lists.count == 1 ? grid.lists[0].keys.map(\.value).joined(separator: "/") : ""
        out += "<table class=\"chart\" data-sets=\"\(ids)\" data-list=\"\(choice)\">\n<thead>\n" + header(grid) + "</thead>\n<tbody>\n"
        for (row, band) in grid.lists[0].bands.enumerated() {
            out += HTML.row(key: band.id.value, header: rowHeader(grid, row))
            out += HTML.cells(grid.fields.flatMap { field in field.columns.map { field.texts[$0.list][row].isEmpty ? "—" : field.texts[$0.list][row] } })
        }
        out += "</tbody>\n"
        if !grid.notes.isEmpty {
            let last = rowHeader(grid, grid.lists[0].bands.count - 1)
            let width = 1 + grid.fields.map(\.columns.count).reduce(0, +)
            out += "<tfoot>\n"
            for note in grid.notes {
                let values = note.columns.map { ($0.choice + [note.texts[$0.list].last ?? ""]).joined(separator: " ") }
                out += "<tr data-note=\"\(note.label)\"><td colspan=\"\(width)\">Over the last row (\(last)), \(note.label): \(values.joined(separator: ", "))</td></tr>\n"
            }
            out += "</tfoot>\n"
        }
        return out + "</table>\n</section>\n"
    }

    /// A row of labels, then a row per key: each field's columns under its
    /// label, grouped by the choices they share, as a printed chart heads them.
    private static func header(_ grid: BandGrid) -> HTML {
        let rows = grid.headerRows
        let corner = grid.rowHeader == .range ? BandGrid.label(ofRange: grid.sets[0]) : "Class"
        var out: HTML = "<tr>" + cell(corner, rows: rows)
        for field in grid.fields {
            out += cell(field.label, columns: field.columns.count, rows: field.keys.isEmpty ? rows : 1)
        }
        out += "</tr>\n"
        for level in 1..<rows {
            out += "<tr>"
            for field in grid.fields where field.keys.count >= level {
                var start = 0
                while start < field.columns.count {
                    let prefix = field.columns[start].choice.prefix(level)
                    var end = start + 1
                    while end < field.columns.count, field.columns[end].choice.prefix(level) == prefix { end += 1 }
                    let span = level == field.keys.count ? rows - level : 1
                    out += cell(prefix.last ?? "", columns: end - start, rows: span)
                    start = end
                }
            }
            out += "</tr>\n"
        }
        return out
    }

    /// A header cell spanning `columns` and `rows`.
    private static func cell(_ text: String, columns: Int = 1, rows: Int = 1) -> HTML {
        let columns: HTML = columns == 1 ? "" : " colspan=\"\(columns)\""
        let rows: HTML = rows == 1 ? "" : " rowspan=\"\(rows)\""
        return "<th\(columns)\(rows)>\(text)</th>"
    }

    private static func rowHeader(_ grid: BandGrid, _ row: Int) -> HTML {
        let band = grid.lists[0].bands[row]
        switch grid.rowHeader {
        case .name: return band.name == band.id.value ? "\(band.name)" : HTML.named(band.name, band.id.value)
        case .range: return "\(PrintedRange(decimals: grid.sets[0].decimals).text(from: band.from?.value, below: band.below?.value))"
        case .id: return "\(band.id.value)"
        }
    }
}

extension BandsKind {
    static func pages(of tables: [Table], in output: TableCompiler.Output) -> [RenderedPage] { tables.map(BandsPage.render) }
}
