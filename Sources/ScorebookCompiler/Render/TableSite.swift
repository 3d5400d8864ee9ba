import ScorebookCore

/// `scorebook-tablegen render`: every table as pages a person reads in a
/// browser or prints, with no script, and an index of them.
public enum TableSite {
    static let index = "index.html"

    /// One table as the index lists it: what it says of itself, and its pages.
    struct Entry {
        var info: LoweredTableInfo
        var domain: TableDomain
        var pages: [RenderedPage]
    }

    /// The pages of every kind's tables, in ``TableKinds/all`` order, then
    /// `index.html`. The tables must have compiled: a page shows what the build
    /// uses. `today` marks the standards in force on the day the site is rendered.
    public static func render(_ output: TableCompiler.Output, today: CalendarDate) -> [RenderedPage] {
        var entries: [Entry] = []
        for kind in TableKinds.all { entries += render(kind, output) }
        for e in entries.indices {
            for p in entries[e].pages.indices where entries[e].pages[p].path == index { entries[e].pages[p].path = page(ofTable: "index") }
        }
        let html = HTML.page(title: "Scorebook tables", body: body(entries, today: today))
        return entries.flatMap(\.pages) + [RenderedPage(path: index, title: "Scorebook tables", what: "index", html: html)]
    }

    /// The page of the table `id`, for a link to it: `aft.html`. Table ids are
    /// unique, so only a table named `index` can take the index's name; it
    /// moves to a name no id can give (ids have no '_').
    static func page(ofTable id: String) -> String {
        id == "index" ? "index_.html" : "\(id).html"
    }

    private static func render<Kind: TableKind>(_ kind: Kind.Type, _ output: TableCompiler.Output) -> [Entry] {
        output.tables(of: kind).map { table in
            let info = kind.info(of: table)
            return Entry(info: info, domain: info.domain ?? kind.domain, pages: kind.pages(of: [table], in: output))
        }
    }

    /// The index: the tables by domain, each with its kind, edition, the days
    /// it is in force (marked where that is today) and the hash of the file rendered.
    private static func body(_ entries: [Entry], today: CalendarDate) -> HTML {
        var out: HTML = "<h1>Scorebook tables</h1>\n<p class=\"meta\">Rendered \(today.description) from \(entries.count) tables.</p>\n"
        for domain in TableDomain.allCases {
            let listed = entries.filter { $0.domain == domain }
            guard !listed.isEmpty else { continue }
            out += "<section class=\"domain\" data-domain=\"\(domain.rawValue)\">\n<h2>\(domain.heading)</h2>\n"
            out += HTML.chart(["Table", "Kind", "Edition", "In force", "Content hash"])
            for entry in listed {
                let info = entry.info
                let links = entry.pages.map { "<a href=\"\($0.path)\">\($0.title)</a>" as HTML }
                let name: HTML = links.isEmpty ? "\(info.name) (its facts are on the pages that use them)" : HTML(joining: links.enumerated().map { $0.offset == 0 ? $0.element : "<br>" + $0.element })
                out += HTML.row(key: info.id, header: name)
                out += "<td>\(info.kind)</td><td>\(info.edition)</td><td>\(inForce(info, today: today))</td><td><code>\(info.contentHash)</code></td></tr>\n"
            }
            out += "</tbody>\n</table>\n</section>\n"
        }
        return out
    }

    /// `from 2025-06-01`, and `in force today` in bold when it is; empty for a table with no dates.
    private static func inForce(_ info: LoweredTableInfo, today: CalendarDate) -> HTML {
        let period = EffectivePeriod(from: info.effectiveFrom, until: info.effectiveUntil)
        guard period != EffectivePeriod() else { return "" }
        let mark: HTML = period.contains(today) ? " <strong class=\"in-force\">in force today</strong>" : ""
        return "\(period.description)" + mark
    }
}
