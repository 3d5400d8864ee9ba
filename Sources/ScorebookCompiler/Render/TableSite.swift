/// `scorebook-tablegen render`: every table as pages a person reads in a
/// browser or prints, with no script, and an index of them.
public enum TableSite {
    static let index = "index.html"

    /// The pages of every kind's tables, in ``TableKinds/all`` order, then
    /// `index.html`. The tables must have compiled: a page shows what the build uses.
    public static func render(_ output: TableCompiler.Output) -> [RenderedPage] {
        var pages: [RenderedPage] = []
        for kind in TableKinds.all { pages += render(kind, output) }
        // Table ids are unique, so only a table named `index` can take the index's
        // name; it moves to a name no id can give (ids have no '_').
        for i in pages.indices where pages[i].path == index { pages[i].path = "index_.html" }
        var body: HTML = "<h1>Scorebook tables</h1>\n<ul>\n"
        for page in pages {
            body += "<li><a href=\"\(page.path)\">\(page.title)</a> (\(page.what))</li>\n"
        }
        body += "</ul>\n"
        pages.append(RenderedPage(path: index, title: "Scorebook tables", what: "index", html: HTML.page(title: "Scorebook tables", body: body)))
        return pages
    }

    private static func render<Kind: TableKind>(_ kind: Kind.Type, _ output: TableCompiler.Output) -> [RenderedPage] {
        kind.pages(of: output.tables(of: kind), in: output)
    }
}
