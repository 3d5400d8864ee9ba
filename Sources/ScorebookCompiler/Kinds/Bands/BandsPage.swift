import ScorebookCore

/// A bands table as a page: each band set's classes, list by list, with
/// their bounds and the numbers they carry.
enum BandsPage {
    static func render(_ table: BandsKind.Table) -> RenderedPage {
        let d = table.definition
        var body: HTML = "<header>\n" + HTML.heading(name: d.header.name, id: d.header.id.value, source: d.header.source, edition: d.header.edition)
        body += "</header>\n"
        for set in d.sets {
            body += "<section class=\"bands\">\n<h2>\(HTML.named(set.name, set.id.value))</h2>\n"
            body += "<p class=\"meta\">\(set.valueName), in \(set.unit.value): each class from its lower bound up to, not including, the next one's.</p>\n"
            if set.effective != EffectivePeriod() { body += "<p class=\"meta\">In force \(set.effective.description)</p>\n" }
            for list in set.lists {
                let choice = list.keys.map(\.value).joined(separator: "/")
                if !choice.isEmpty { body += "<h3>\(zip(set.keys, list.keys).map { "\($0): \($1.value)" }.joined(separator: ", "))</h3>\n" }
                body += HTML.chart(["Class", "Name", "From", "Below"] + set.carries.map { "\($0.name) (\($0.unit.value))" })
                for band in list.bands {
                    body += HTML.row(key: "\(set.id.value):\(choice):\(band.id.value)", header: band.id.value)
                    let cells = [band.name, band.from?.value.shortText ?? "", band.below?.value.shortText ?? ""] + band.carried.map { $0?.shortText ?? "—" }
                    body += HTML.cells(cells)
                }
                body += "</tbody>\n</table>\n"
            }
            body += "</section>\n"
        }
        return RenderedPage(path: "\(d.header.id.value).html", title: d.header.name, what: "bands", html: HTML.page(title: d.header.name, body: body))
    }
}

extension BandsKind {
    static func pages(of tables: [Table], in output: TableCompiler.Output) -> [RenderedPage] { tables.map(BandsPage.render) }
}
