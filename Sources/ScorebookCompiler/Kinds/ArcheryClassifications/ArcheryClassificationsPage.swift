/// A classifications table as pages, one per system (outdoor, indoor,
/// field): for each category, every round it classifies against every class,
/// the threshold as the runtime has it, as Archery GB prints its tables.
enum ArcheryClassificationsPage {
    static func render(_ table: ArcheryClassificationsKind.Table, _ lowered: LoweredClassifications) -> [RenderedPage] {
        let header = table.definition.header
        return zip(table.definition.systems, lowered.systems).map { definition, system in
            let title = "\(header.name): \(system.id)"
            var body: HTML = "<header>\n" + HTML.heading(name: title, id: header.id.value, source: header.source, edition: header.edition)
            body += "<p class=\"meta\">The least score that earns each class on each round, under the '\(lowered.scheme)' handicap scheme; — where the round cannot earn the class.</p>\n"
            let aliases = definition.bowstyleAliases.map { "\($0.bowstyle.value) as \($0.tabled.value)" }
                + definition.ageAliases.map { "\($0.age.value) as \($0.as.value)" }
            if !aliases.isEmpty {
                body += "<p class=\"meta\">Classified as another: \(aliases.joined(separator: ", ")).</p>\n"
            }
            body += "</header>\n"
            let perRound = system.tabledBowstyles.count * lowered.genders.count * system.classifiedAges.count * system.classes.count
            for (b, bowstyle) in system.tabledBowstyles.enumerated() {
                for (g, gender) in lowered.genders.enumerated() {
                    for (a, age) in system.classifiedAges.enumerated() {
                        let category = "\(bowstyle)/\(gender)/\(age)"
                        body += "<section class=\"category\" data-category=\"\(category)\">\n"
                        body += "<h2>\(bowstyle), \(gender), \(age)</h2>\n"
                        body += HTML.chart(["Round"] + system.classes)
                        let start = ((b * lowered.genders.count + g) * system.classifiedAges.count + a) * system.classes.count
                        for (r, round) in system.rounds.enumerated() {
                            body += HTML.row(key: round, header: round)
                            body += HTML(joining: system.classes.indices.map { c in
                                let score = system.thresholds[r * perRound + start + c]
                                return "<td data-column=\"\(system.classes[c])\">\(score < 0 ? "—" : String(score))</td>"
                            }) + "</tr>\n"
                        }
                        body += "</tbody>\n</table>\n</section>\n"
                    }
                }
            }
            return RenderedPage(
                path: "\(header.id.value)-\(system.id).html", title: title, what: "archery classifications",
                html: HTML.page(title: title, body: body))
        }
    }
}

extension ArcheryClassificationsKind {
    /// Rendered only from tables that compiled, so each has its lowered form, found by its id
    /// (`tables` may be any of the kind's, such as one at a time).
    static func pages(of tables: [Table], in output: TableCompiler.Output) -> [RenderedPage] {
        let lowered = output.lowered(of: ArcheryClassificationsKind.self) ?? []
        return tables.flatMap { table in
            lowered.first { $0.id == id(of: table).value }.map { ArcheryClassificationsPage.render(table, $0) } ?? []
        }
    }
}
