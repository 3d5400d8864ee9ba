/// One file of the rendered site: a path inside the output directory and its text.
public struct RenderedPage: Sendable, Equatable {
    /// `aft.html`, `index.html`: one level, named after the table.
    public var path: String
    public var title: String
    /// What the table is, for the index: `fitness test`, `archery faces`.
    public var what: String
    /// Built as ``HTML``, so every text in it is escaped.
    public private(set) var html: String
    /// Files the page shows, such as each face's SVG: `svg/archery-faces/wa-122.svg`.
    public var files: [RenderedFile] = []

    init(path: String, title: String, what: String, html: HTML, files: [RenderedFile] = []) {
        (self.path, self.title, self.what, self.html, self.files) = (path, title, what, html.text, files)
    }
}

/// A file beside the pages: a path inside the output directory and its text.
public struct RenderedFile: Sendable, Equatable {
    public var path: String
    /// Built as ``HTML`` (an SVG), so every text in it is escaped.
    public private(set) var text: String

    init(path: String, text: HTML) {
        (self.path, self.text) = (path, text.text)
    }
}

/// The parts every page shares.
extension HTML {
    /// The start of a table's page: its name and id, source and edition.
    static func heading(name: String, id: String, source: String, edition: String) -> HTML {
        "<h1>\(named(name, id))</h1>\n<p class=\"meta\">Source: \(source)</p>\n<p class=\"meta\">Edition: \(edition)</p>\n"
    }

    /// A name with its id beside it, as headings and row headers show them.
    static func named(_ name: String, _ id: String) -> HTML {
        "\(name) <small>(\(id))</small>"
    }

    /// A chart's table up to its first row: a header cell per column.
    static func chart(_ columns: [String]) -> HTML {
        "<table class=\"chart\">\n<thead><tr>\(HTML(joining: columns.map { "<th>\($0)</th>" }))</tr></thead>\n<tbody>\n"
    }

    /// A row's start: its `data-row` key, which the browser check finds it by,
    /// and its header cell holding `header`.
    static func row(key: String, header: HTML) -> HTML {
        "<tr data-row=\"\(key)\"><th scope=\"row\">\(header)</th>"
    }

    /// A row's start whose header cell is text.
    static func row(key: String, header: String) -> HTML {
        row(key: key, header: "\(header)" as HTML)
    }

    /// A row's cells, each holding one text, and the row's end.
    static func cells(_ texts: [String]) -> HTML {
        "\(HTML(joining: texts.map { "<td>\($0)</td>" }))</tr>\n"
    }

    /// A whole page: no script, one style sheet, printable on A4 and Letter alike.
    static func page(title: String, body: HTML) -> HTML {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(title)</title>
        <style>
        \(style)
        </style>
        </head>
        <body>
        \(body)
        </body>
        </html>

        """
    }

    /// Margins fit both A4 and Letter; a chart starts on a new sheet when printed.
    static let style: HTML = """
        @page { margin: 10mm; }
        body { font: 11px/1.3 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #111; margin: 16px; }
        h1 { font-size: 18px; margin: 0 0 4px; }
        h2 { font-size: 14px; margin: 18px 0 6px; }
        p.meta { margin: 0 0 2px; color: #444; }
        table.chart { border-collapse: collapse; font-variant-numeric: tabular-nums; }
        table.chart th, table.chart td { border: 1px solid #999; padding: 1px 4px; text-align: center; }
        table.chart thead th { background: #e8e8e8; }
        table.chart tbody th { background: #f4f4f4; }
        table.chart td.blank { color: #aaa; }
        table.chart tfoot td { text-align: left; }
        div.sets { display: flex; flex-wrap: wrap; gap: 0 24px; align-items: flex-start; }
        div.sets p.meta { max-width: 36em; }
        div.multiples { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: flex-start; }
        figcaption { font-weight: bold; }
        div.face-row, div.scoring { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
        figure { margin: 0; }
        table.zones { border-collapse: collapse; }
        table.zones caption { text-align: left; font-weight: bold; }
        table.zones th, table.zones td { border: 1px solid #ccc; padding: 1px 6px; text-align: left; }
        span.swatch { display: inline-block; width: 10px; height: 10px; border: 1px solid #666; vertical-align: middle; }
        svg.plot { display: block; margin: 0 0 8px; }
        @media print {
          body { margin: 0; font-size: 7pt; }
          section.scale { break-before: page; }
          section.scale:first-of-type { break-before: auto; }
          table.chart th, table.chart td { padding: 0 2px; }
          section.face, section.opponent, svg.plot { break-inside: avoid; }
        }
        """
}
