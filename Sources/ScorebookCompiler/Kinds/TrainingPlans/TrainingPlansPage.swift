import ScorebookCore

/// A training plans table as a page: each plan's sessions as the source
/// names them, then its weeks as the source lays them out, each week's
/// sessions in the order to do them.
enum TrainingPlansPage {
    static func render(_ table: TrainingPlansKind.Table) -> RenderedPage {
        let d = table.definition
        var body: HTML = "<header>\n" + HTML.heading(name: d.header.name, id: d.header.id.value, source: d.header.source, edition: d.header.edition)
        body += "</header>\n"
        for plan in d.plans {
            body += "<section class=\"plan\" data-plan=\"\(plan.id.value)\">\n"
            body += "<h2>\(HTML.named(plan.name, plan.id.value))</h2>\n"
            body += "<p class=\"meta\">\(plan.source). \(plan.weekCount == 1 ? "1 week" : "\(plan.weekCount) weeks").\(rules(plan))</p>\n"
            body += HTML.chart(["Session", "Name", "Day", "Minutes", "What is done", "Trains"])
            for session in plan.sessions {
                body += HTML.row(key: "\(plan.id.value):\(session.id.value)", header: session.id.value)
                let done = session.workout.map { "workout \($0.value)" } ?? session.drills.joined(separator: ", ")
                body += HTML.cells([session.name, session.day.rawValue, "\(session.minutes)", done, session.trains.joined(separator: ", ")])
            }
            body += "</tbody>\n</table>\n"
            body += HTML.chart(["Weeks", "Sessions, in order"])
            for range in plan.schedule {
                let weeks = range.weeks.value
                let label = weeks.count == 1 ? "\(weeks.lowerBound)" : "\(weeks.lowerBound)-\(weeks.upperBound)"
                body += HTML.row(key: "\(plan.id.value):weeks \(label)", header: label)
                body += HTML.cells([range.sessions.map(\.value).joined(separator: ", ")])
            }
            if !plan.weekBeforeTest.isEmpty {
                body += HTML.row(key: "\(plan.id.value):week before the test", header: "Week before the test")
                body += HTML.cells([plan.weekBeforeTest.map(\.value).joined(separator: ", ")])
            }
            body += "</tbody>\n</table>\n</section>\n"
        }
        return RenderedPage(
            path: "\(d.header.id.value).html", title: d.header.name, what: "training plans", html: HTML.page(title: d.header.name, body: body))
    }

    /// The plan's rules in words: days kept apart, the day before the test.
    private static func rules(_ plan: TrainingPlanDefinition) -> String {
        var text = ""
        if !plan.apart.isEmpty {
            text += " No two \(plan.apart.map { "\($0.rawValue) days" }.joined(separator: " nor two ")) running."
        }
        if let beforeTest = plan.beforeTest { text += " The day before the test: \(beforeTest.value)." }
        return text
    }
}

extension TrainingPlansKind {
    static func pages(of tables: [Table], in output: TableCompiler.Output) -> [RenderedPage] { tables.map(TrainingPlansPage.render) }
}
