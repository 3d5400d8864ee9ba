import Foundation
import ScorebookCore
@testable import ScorebookCompiler
import Testing

/// `scorebook-tablegen render`: score charts, faces and curves as pages. CI
/// also opens them in Chromium and reads cells, pixels and plotted values
/// back against the YAML (`.ci/check-render`).
@Suite struct TableSiteTests {
    static let pages: [RenderedPage] = {
        let sources = try! TableSource.scan(directory: TableDiffTests.tables.path)
        return TableSite.render(TableCompiler.compile(sources))
    }()

    static func page(_ path: String) throws -> String {
        try #require(pages.first { $0.path == path }).html
    }

    @Test func everyTableWithAPictureHasAPageAndTheIndexLinksIt() throws {
        #expect(
            Self.pages.map(\.path) == [
                "acft.html", "aft.html", "apft.html", "archery-faces.html", "archery-opponents.html", "rpg-levels.html", "index.html",
            ])
        let index = try #require(Self.pages.last).html
        for page in Self.pages.dropLast() { #expect(index.contains("<a href=\"\(page.path)\">\(page.title)</a> (\(page.what))")) }
    }

    /// Only a table named `index` could take the index's file: its page moves aside.
    @Test func aTableNamedIndexDoesNotReplaceTheIndex() throws {
        let faces = try String(contentsOf: Fixtures.url("Golden/mini-faces.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "id: mini-faces\n", with: "id: index\n")
        let pages = TableSite.render(TableCompiler.compile([TableDiffTests.source(faces, "index.yaml")]))
        #expect(pages.map(\.path) == ["index-table.html", "index.html"])
        #expect(pages[1].html.contains("<a href=\"index-table.html\">Mini target faces</a>"))
        #expect(pages[0].html.contains("<img src=\"index/") && pages[0].files.allSatisfy { $0.path.hasPrefix("index/") })
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

    // MARK: Faces

    /// Each face's SVG has one disc per printed ring, read back from the table
    /// as written (not its lowered form): the disc and its line end at the
    /// ring's diameter on this face, in the ring's fill and line colours.
    @Test func everyFaceIsDrawnFromItsRings() throws {
        let page = try #require(Self.pages.first { $0.path == "archery-faces.html" })
        let source = TableDiffTests.source(try TableDiffTests.table("archery-faces.yaml"), "archery-faces.yaml")
        let reader = YAMLReader(file: source.path)
        let root = try #require(reader.compose(source.bytes))
        let table = try #require(ArcheryFacesParser(reader: reader).parse(root))
        let colours = Dictionary(uniqueKeysWithValues: table.colours.map { ($0.id.value, $0.hex) })
        #expect(page.files.map(\.path) == table.faces.map { "archery-faces/\($0.id.value).svg" })
        for (face, file) in zip(table.faces, page.files) {
            let layout = try #require(table.layouts.first { $0.id.value == face.layout.value })
            let printed = face.outermostRing.flatMap { layout.ring($0.value) }.map { $0 + 1 } ?? layout.rings.count
            let circles = Self.circles(file.text)
            #expect(circles.count == printed, "\(face.id.value)")
            for (ring, circle) in zip(layout.rings.prefix(printed).reversed(), circles) {
                let diameter = try #require(ring.diameter.value.resolved(onFace: face.diameter.value))
                #expect(circle.ring == ring.label.value)
                #expect(2 * circle.radius.nanometres + circle.line.nanometres == diameter.nanometres, "\(face.id.value) \(ring.label.value)")
                #expect(circle.fill == colours[ring.fill.value] && circle.stroke == colours[ring.line.value])
            }
            let outer = try #require(layout.rings[printed - 1].diameter.value.resolved(onFace: face.diameter.value))
            #expect(file.text.contains("width=\"\(outer.description.replacingOccurrences(of: " ", with: ""))\""), "true size: \(face.id.value)")
        }
        #expect(page.html.contains("printed to the 5 ring (480 mm)") && page.html.contains("3 such spots on one face"))
    }

    /// `(ring, radius, line width, fill, stroke)` of each `<circle>`, in drawing order (outermost first), lengths read exactly.
    static func circles(_ svg: String) -> [(ring: String, radius: Length, line: Length, fill: String, stroke: String)] {
        svg.split(separator: "\n").filter { $0.hasPrefix("<circle ") }.map { line in
            func attribute(_ name: String) -> String {
                let start = line.range(of: " \(name)=\"")!.upperBound
                return String(line[start...].prefix { $0 != "\"" })
            }
            return (attribute("data-ring"), Length("\(attribute("r")) mm")!, Length("\(attribute("stroke-width")) mm")!, attribute("fill"), attribute("stroke"))
        }
    }

    @Test func labelsAreWhiteOnDarkFillsAndBlackOnLightOnes() {
        #expect(ArcheryFaceDrawing.isDark("#000000") && ArcheryFaceDrawing.isDark("#F65058"))
        #expect(!ArcheryFaceDrawing.isDark("#FFFFFF") && !ArcheryFaceDrawing.isDark("#FFE552") && !ArcheryFaceDrawing.isDark("#00B4E4"))
    }

    // MARK: Curves

    /// Pip (handicap 82, warms up: +8 on end 1 to 0 on end 3) at medium
    /// (the archer's handicap, here unknown, so Pip's own).
    @Test func anOpponentsHandicapIsPlottedEndByEnd() throws {
        let html = try Self.page("archery-opponents.html")
        let pip = try #require(html.components(separatedBy: "data-opponent=\"pip\"").dropFirst().first)
        #expect(pip.contains("data-series=\"Medium\" data-values=\"1,90 2,86 3,82 4,82 5,82\""))
        #expect(html.contains("data-series=\"Streaky\" data-values=\"1,-3 2,3 3,-3 4,3 5,-3\""))
        // Medium follows the archer within 10 to 134: level, rising one for one, level.
        #expect(html.contains("data-series=\"Medium\" data-values=\"2,10 10,10 134,134 140,134\""))
        let opponents = html.components(separatedBy: "<section class=\"opponent\"").count - 1
        #expect(opponents > 1 && html.components(separatedBy: "data-plot=\"handicap-by-end\"").count - 1 == opponents, "a plot per opponent")
    }

    /// Habitica's first five levels as overridden, then the formula: 0.25 × 36 + 60 + 139.75 = 208.75 → 210.
    @Test func theLevelCurveIsPlottedAndListed() throws {
        let html = try Self.page("rpg-levels.html")
        #expect(html.contains("data-values=\"1,25 2,50 3,75 4,100 5,150 6,210 "))
        #expect(html.contains("data-values=\"1,0 2,25 3,75 4,150 5,250 6,400 7,610 "))
        #expect(html.contains("<td data-level=\"7\">610</td>"))
    }

    @Test func ticksAreRoundNumbersCoveringEveryValue() {
        #expect(SVGPlot.ticks([2, 140]).values == [0, 20, 40, 60, 80, 100, 120, 140])
        #expect(SVGPlot.ticks([74, 102]).values == [70, 75, 80, 85, 90, 95, 100, 105])
        #expect(SVGPlot.ticks([-3, 3]).values == [-3, -2, -1, 0, 1, 2, 3])
        #expect(SVGPlot.ticks([5, 5]).values == [5])
        #expect(SVGPlot.ticks([0, 1_000_000_000_000]).values.last == 1_000_000_000_000)
        #expect(SVGPlot.ticks([]).values == [0, 1])
    }

    @Test func coordinatesHaveAtMostTwoDecimals() {
        #expect(SVGPlot.number(12) == "12" && SVGPlot.number(12.5) == "12.5" && SVGPlot.number(0.125) == "0.13")
        #expect(SVGPlot.number(-0.5) == "-0.5" && SVGPlot.number(-1.05) == "-1.05" && SVGPlot.number(3.999) == "4")
    }

    @Test func textIsEscaped() {
        #expect(HTML.escape("<b> & \"x\" 'y'") == "&lt;b&gt; &amp; &quot;x&quot; &#39;y&#39;")
    }
}
