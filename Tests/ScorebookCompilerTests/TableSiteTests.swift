import Foundation
@testable import ScorebookCompiler
import Testing

/// `scorebook-tablegen render`: the score charts as pages. CI also opens
/// them in Chromium and reads every cell back from its DOM (`.ci/check-render`).
@Suite struct TableSiteTests {
    static let pages: [RenderedPage] = {
        let sources = try! TableSource.scan(directory: TableDiffTests.tables.path)
        return TableSite.render(TableCompiler.compile(sources))
    }()

    @Test func everyFitnessTestHasAPageAndTheIndexLinksIt() throws {
        #expect(Self.pages.map(\.path) == ["acft.html", "aft.html", "apft.html", "index.html"])
        let index = try #require(Self.pages.last).html
        for page in Self.pages.dropLast() { #expect(index.contains("<a href=\"\(page.path)\">\(page.title)</a> (fitness test)")) }
    }

    /// Every printed cell is on the page once, in its column and row, as the chart prints it.
    @Test func theAFTPageHoldsEveryCellOfItsChart() throws {
        let html = try #require(Self.pages.first { $0.path == "aft.html" }).html
        let test = try #require(try TableDiffTests.aft())
        var cells = 0
        for scale in test.scales {
            let unit = try #require(test.event(scale.event.value)).unit
            for row in scale.rows {
                for (index, column) in scale.columns.enumerated() {
                    let text = row.cells[index].map { unit.format($0.value) } ?? "---"
                    let blank = row.cells[index] == nil ? "class=\"blank\" " : ""
                    let cell = "<td \(blank)data-column=\"\(column.value)\" data-row=\"\(row.key.value)\">\(text)</td>"
                    #expect(html.contains(cell), "\(scale.event.value) \(column.value) \(row.key.value)")
                    cells += 1
                }
            }
        }
        let limits = (test.goNoGo?.columns.count ?? 0) * (test.goNoGo?.limits.count ?? 0)
        #expect(cells + limits == html.components(separatedBy: "<td ").count - 1, "every <td> is a scale cell or a go/no-go limit")
        #expect(html.contains("<th colspan=\"2\">47-51</th>") && html.contains("<th title=\"female\">F</th>"))
        #expect(html.contains("Edition: AFT scoring scales, 15 May 2025") && html.contains("In force from 2025-06-01"))
    }

    @Test func pagesNeedNoScriptAndPrintOneChartPerSheet() {
        for page in Self.pages {
            #expect(!page.html.lowercased().contains("<script"))
            #expect(page.html.contains("@page { margin: 10mm; }") && page.html.contains("section.scale { break-before: page; }"))
        }
    }

    @Test func textIsEscaped() {
        #expect(HTML.escape("<b> & \"x\" 'y'") == "&lt;b&gt; &amp; &quot;x&quot; &#39;y&#39;")
    }
}
