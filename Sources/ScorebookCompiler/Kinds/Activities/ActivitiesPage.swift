import ScorebookCore

/// An activities table as a page: its equations, and each activity's code,
/// MET value, equation and sport.
enum ActivitiesPage {
    static func render(_ table: ActivitiesKind.Table) -> RenderedPage {
        let d = table.definition
        var body: HTML = "<header>\n" + HTML.heading(name: d.header.name, id: d.header.id.value, source: d.header.source, edition: d.header.edition)
        body += "<p class=\"meta\">kcal = MET × kg × hours × \(d.kcalPerMETHour.shortText).</p>\n</header>\n"
        if !d.models.isEmpty {
            body += "<section class=\"models\">\n<h2>Equations: VO₂ = resting + horizontal · S + vertical · S · G (mL/kg/min)</h2>\n"
            body += HTML.chart(["Equation", "Resting", "Horizontal", "Vertical", "Speeds (m/min)", "kcal per litre O₂"])
            for m in d.models {
                let speeds = m.maximumSpeed.map { "\(m.minimumSpeed.shortText) to \($0.shortText)" } ?? "from \(m.minimumSpeed.shortText)"
                body += HTML.row(key: "model:\(m.id.value)", header: HTML.named(m.name, m.id.value))
                body += HTML.cells([m.resting.shortText, m.horizontal.shortText, m.vertical.shortText, speeds, m.kcalPerLitreOxygen.shortText])
            }
            body += "</tbody>\n</table>\n</section>\n"
        }
        body += "<section class=\"activities\">\n<h2>Activities</h2>\n"
        body += HTML.chart(["Activity", "Code", "MET", "Equation", "Sport"])
        for a in d.activities {
            body += HTML.row(key: a.id.value, header: HTML.named(a.name, a.id.value))
            body += HTML.cells([a.code, a.met.shortText, a.model?.value ?? "", a.sport.rawValue])
        }
        body += "</tbody>\n</table>\n</section>\n"
        return RenderedPage(
            path: "\(d.header.id.value).html", title: d.header.name, what: "activities", html: HTML.page(title: d.header.name, body: body))
    }
}

extension ActivitiesKind {
    static func pages(of tables: [Table], in output: TableCompiler.Output) -> [RenderedPage] { tables.map(ActivitiesPage.render) }
}
