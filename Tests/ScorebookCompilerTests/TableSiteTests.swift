import Foundation
import ScorebookCore
@testable import _ScorebookCompiler
import Testing

/// `scorebook-tablegen render`: score charts, faces and curves as pages. CI
/// also opens them in Chromium and reads cells, pixels and plotted values
/// back against the YAML (`.ci/check-render`).
@Suite struct TableSiteTests {
    /// A fixed day, so the index marks the same standard every run: the AFT's, in force since 2025-06-01.
    static let today = CalendarDate("2026-12-06")!
    static let output = TableCompiler.compile(try! TableSource.scan(directory: TableDiffTests.tables.path))
    static let pages = TableSite.render(output, today: TableSiteTests.today)

    static func page(_ path: String) throws -> String {
        try #require(pages.first { $0.path == path }).html
    }

    /// Durations as the power-ups page shows them: each unit when not 0, seconds to the millisecond.
    @Test func durationsShowEveryUnitTheyHave() {
        #expect(RPGPowerUpsPage.time(5_400_000) == "1 h 30 min")
        #expect(RPGPowerUpsPage.time(3_630_000) == "1 h 30 s")
        #expect(RPGPowerUpsPage.time(45_000) == "45 s")
        #expect(RPGPowerUpsPage.time(1_500) == "1.5 s")
        #expect(RPGPowerUpsPage.time(0) == "0 s")
    }

    /// Kinds whose tables are shown on another kind's pages (an achievement's events on the achievements page).
    static let kindsShownElsewhere: Set = ["achievement-events"]

    /// Pages come kind by kind in the registry's order, each named after its
    /// table (`aft.html`, or one per part: `archery-classifications-agb-field.html`);
    /// a kind with no pages fails here until it is said to be shown elsewhere.
    @Test func everyTableHasPagesNamedForItAndTheIndexLinksThem() throws {
        let tables = Self.output.tables
        #expect(Set(tables.map(\.kind)) == Set(TableCompiler.kindNames), "Tables/ has a table of every kind")
        #expect(Self.kindsShownElsewhere.isSubset(of: TableCompiler.kindNames))
        var rest = Self.pages.dropLast()[...]
        for kind in TableCompiler.kindNames {
            for table in tables where table.kind == kind {
                let own = rest.prefix { $0.path == table.id + ".html" || $0.path.hasPrefix(table.id + "-") }
                rest = rest.dropFirst(own.count)
                #expect(own.isEmpty == Self.kindsShownElsewhere.contains(kind), "\(kind) table \(table.id): \(own.map(\.path))")
            }
        }
        #expect(rest.isEmpty, "pages of no table, or out of the registry's order: \(rest.map(\.path))")
        let index = try #require(Self.pages.last)
        #expect(index.path == "index.html")
        for page in Self.pages.dropLast() { #expect(index.html.contains("<a href=\"\(page.path)\">\(page.title)</a>")) }
    }

    /// The index lists every table under its domain (its kind's, or its own
    /// `domain:`), with its edition and content hash, and marks the standards
    /// in force on the day it is rendered: on 2026-12-06 the AFT, not the ACFT.
    @Test func theIndexGroupsTablesByDomainAndMarksTheStandardInForce() throws {
        let index = try Self.page("index.html")
        let sections = index.components(separatedBy: "<section class=\"domain\" data-domain=\"").dropFirst()
        let domains = Dictionary(uniqueKeysWithValues: sections.map { ($0.prefix { $0 != "\"" }, $0) })
        #expect(domains.keys.map(String.init).sorted() == TableDomain.allCases.map(\.rawValue).sorted())
        for table in Self.output.tables {
            let listed = domains.filter { $0.value.contains("<tr data-row=\"\(table.id)\">") }.map(\.key)
            #expect(listed.count == 1, "\(table.id) is listed under \(listed)")
            let row = try #require(index.components(separatedBy: "<tr data-row=\"\(table.id)\">").dropFirst().first?.prefix { $0 != "\n" })
            #expect(row.contains("<td>\(table.edition)</td>") && row.contains("<code>\(table.contentHash)</code>"), "\(row)")
        }
        // A table's own domain wins over its kind's: the Army's body fat formulas are the Army's.
        #expect(domains["army"]?.contains("<tr data-row=\"army-body-fat\">") == true)
        #expect(domains["formulas"]?.contains("<tr data-row=\"body-mass-index\">") == true)
        let inForce = index.components(separatedBy: "\n").filter { $0.contains("in force today") }
        #expect(inForce.count == 1 && inForce[0].hasPrefix("<tr data-row=\"aft\">"), "\(inForce)")
        let before = TableSite.render(Self.output, today: CalendarDate("2025-05-31")!).last!.html
        let marked = before.components(separatedBy: "\n").filter { $0.contains("in force today") }
        #expect(marked.count == 1 && marked[0].hasPrefix("<tr data-row=\"acft\">"), "\(marked)")
    }

    /// A classifications page per system: a section per category, a row per
    /// round, a cell per class (`.ci/check-render` reads every cell back).
    @Test func aClassificationsPageIsAChartPerCategory() throws {
        let outdoor = try #require(Self.pages.first { $0.path == "archery-classifications-agb-outdoor.html" }).html
        // 4 bowstyles with handicaps, 2 genders, 8 ages.
        #expect(outdoor.components(separatedBy: "<section class=\"category\"").count - 1 == 64)
        #expect(outdoor.contains("<section class=\"category\" data-category=\"recurve/open/adult\">"))
        // York, recurve, open, adult: EMB 1205 … A3 278 (ArcheryClassificationTests derives them).
        #expect(outdoor.contains("<tr data-row=\"york\"><th scope=\"row\">york</th><td data-column=\"EMB\">"))
        let field = try #require(Self.pages.first { $0.path == "archery-classifications-agb-field.html" }).html
        #expect(field.contains("under-21 as adult"))
        #expect(field.contains("<tr data-row=\"wa-field-12-red-marked\"><th scope=\"row\">wa-field-12-red-marked</th><td data-column=\"EMB\">—</td>"))
    }

    /// Only a table named `index` could take the index's file: its page moves aside.
    @Test func aTableNamedIndexDoesNotReplaceTheIndex() throws {
        let faces = try String(contentsOf: Fixtures.url("Golden/mini-faces.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "id: mini-faces\n", with: "id: index\n")
        let pages = TableSite.render(TableCompiler.compile([TableDiffTests.source(faces, "index.yaml")]), today: Self.today)
        #expect(pages.map(\.path) == ["index_.html", "index.html"])
        #expect(pages[1].html.contains("<a href=\"index_.html\">Mini target faces</a>"))
        #expect(pages[0].html.contains("<img src=\"svg/index/") && pages[0].files.allSatisfy { $0.path.hasPrefix("svg/index/") })
    }

    /// No two files of a site share a path, whatever the ids: pages are `<id>.html`
    /// (`index_.html` for `index`), images under `svg/`, which no page can be.
    @Test func noTwoFilesShareAPath() throws {
        let faces = try String(contentsOf: Fixtures.url("Golden/mini-faces.yaml"), encoding: .utf8)
        let fitness = try String(contentsOf: Fixtures.url("Golden/mini.yaml"), encoding: .utf8)
        for (facesID, fitnessID) in [("index", "index-table"), ("mini.html", "mini"), ("svg", "index"), ("svg.html", "svg")] {
            let output = TableCompiler.compile([
                TableDiffTests.source(faces.replacingOccurrences(of: "id: mini-faces\n", with: "id: \(facesID)\n"), "faces.yaml"),
                TableDiffTests.source(fitness.replacingOccurrences(of: "id: mini\n", with: "id: \(fitnessID)\n"), "fitness.yaml"),
            ])
            let pages = TableSite.render(output, today: TableSiteTests.today)
            let paths = pages.map(\.path) + pages.flatMap { $0.files.map(\.path) }
            // A file may not be a folder of another either.
            let folders = Set(paths.flatMap { path in path.split(separator: "/").dropLast().indices.map { path.split(separator: "/")[...$0].joined(separator: "/") } })
            #expect(Set(paths).count == paths.count && folders.isDisjoint(with: paths), "\(facesID), \(fitnessID): \(paths)")
            #expect(pages.count == 3, "\(facesID), \(fitnessID): \(output.diagnostics.sorted.map(\.description))")
        }
    }

    /// Every printed cell is on the page once, in its column and row, as the chart prints it.
    @Test func theAFTPageHoldsEveryCellOfItsChart() throws {
        let html = try #require(Self.pages.first { $0.path == "aft.html" }).html
        let test = try #require(try TableDiffTests.aft())
        // Every `<td …>…</td>` of the page, found once: searching the whole page for each cell took 20 s.
        let tds = Set(html.components(separatedBy: "<td ").dropFirst().compactMap { td in
            td.range(of: "</td>").map { "<td " + td[..<$0.upperBound] }
        })
        var cells = 0
        for scale in test.scales {
            let unit = try #require(test.event(scale.event.value)).unit
            for row in scale.rows {
                for (index, column) in scale.columns.enumerated() {
                    let text = row.cells[index].map { unit.format($0.value) } ?? "---"
                    let blank = row.cells[index] == nil ? "class=\"blank\" " : ""
                    let cell = "<td \(blank)data-column=\"\(column.value)\" data-row=\"\(row.key.value)\">\(text)</td>"
                    #expect(tds.contains(cell), "\(scale.event.value) \(column.value) \(row.key.value)")
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
        #expect(page.files.map(\.path) == table.faces.map { "svg/archery-faces/\($0.id.value).svg" })
        for (face, file) in zip(table.faces, page.files) {
            let layout = try #require(table.layouts.first { $0.id.value == face.layout.value })
            let printed = face.outermostRing.flatMap { layout.ring($0.value) }.map { $0 + 1 } ?? layout.rings.count
            let circles = Self.circles(file.text)
            #expect(circles.count == printed, "\(face.id.value)")
            // Every line a 400th of the face's diameter, unless the ring is narrower.
            let line = face.diameter.value.nanometres / 400
            #expect(file.text.contains("data-line-width=\"\(Length(nanometres: line).description.dropLast(3))\""), "\(face.id.value)")
            for (ring, circle) in zip(layout.rings.prefix(printed).reversed(), circles) {
                let diameter = try #require(ring.diameter.value.resolved(onFace: face.diameter.value))
                #expect(circle.ring == ring.label.value)
                #expect(circle.line.nanometres == min(line, diameter.nanometres / 2))
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
        #expect(pip.contains("data-series=\"medium\" data-values=\"1,90 2,86 3,82 4,82 5,82\""))
        #expect(html.contains("data-series=\"streaky\" data-values=\"1,-3 2,3 3,-3 4,3 5,-3\""))
        // Over the agb scheme's archers, 0 to 150, medium follows within 10 to 134: level, one for one, level.
        #expect(html.contains("data-series=\"medium\" data-values=\"0,10 10,10 134,134 150,134\""))
        #expect(html.contains("data-series=\"champion\" data-values=\"0,2 150,2\""))
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

    /// The legend adds to the plot's height: many series never squeeze the
    /// plot. More than a dozen are drawn a dozen to a plot, each plot whole.
    @Test func aLegendOfManySeriesGrowsThePlot() {
        let series = (1...40).map { SVGPlot.Series(id: "s\($0)", name: "S\($0)", points: [(1, $0), (2, $0 + 1)]) }
        let svg = SVGPlot(id: "p", title: "T", xTitle: "x", yTitle: "y", series: series).svg().text
        let plots = svg.components(separatedBy: "<svg ").dropFirst()
        #expect(plots.map { $0.components(separatedBy: "<polyline ").count - 1 } == [12, 12, 12, 4])
        #expect(plots.map { $0.components(separatedBy: "\"")[5] } == ["p", "p-2", "p-3", "p-4"], "data-plot")
        #expect(svg.contains("<title>T (1 of 4)</title>") && svg.contains("<title>T (4 of 4)</title>"))
        #expect(svg.contains("height=\"500\" viewBox=\"0 0 560 500\"") && svg.contains("height=\"372\" viewBox=\"0 0 560 372\""))
        #expect(svg.components(separatedBy: "<rect x=\"64\" y=\"12\" width=\"480\" height=\"244\"").count - 1 == 4)
        #expect(!svg.contains("=\"-"), "no negative size or place")
    }

    /// A line of one point (a one-end match, a two-level ladder) is marked, on its one tick.
    @Test func aLineOfOnePointIsMarked() {
        let svg = SVGPlot(id: "p", title: "T", xTitle: "x", yTitle: "y", series: [SVGPlot.Series(id: "a", name: "A", points: [(1, 7)])]).svg().text
        #expect(svg.contains("<circle cx=\"304\" cy=\"134\" r=\"3\" fill=\"#0072B2\"/>"))
        #expect(svg.contains("<text class=\"tick-x\" x=\"304\"") && svg.contains("<text class=\"tick-y\" x=\"60\" y=\"134\""))
    }

    /// A label fits across its ring: a long one gets a smaller font.
    @Test func aLongLabelIsSetSmaller() {
        let colour = LoweredColour(name: "white", hex: "#FFFFFF")
        let rings = ["1", "a very long label"].enumerated().map { index, label in
            LoweredRing(label: label, diameter: Length(nanometres: (index + 1) * 100_000_000), fill: colour, line: colour)
        }
        let face = LoweredArcheryFace(
            id: "f", name: "F", layout: "l", diameter: Length(nanometres: 200_000_000), spots: 1, file: "f.yaml", rings: rings, scoring: [])
        let svg = ArcheryFaceDrawing.svg(face).text
        // Rings 50 mm wide: 20 mm for one character; 50 × 4/3 / 17 = 3.921568 mm for seventeen.
        #expect(svg.contains("font-size=\"20\" fill=\"#000000\">1</text>") && svg.contains("font-size=\"3.921568\" fill=\"#000000\">a very long label</text>"))
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

    /// Text in markup is escaped, in an element and in an attribute; markup and numbers go in as they are.
    @Test func textIsEscaped() {
        let text = "<b> & \"x\" 'y'"
        let cell: HTML = "<td title=\"\(text)\">\(text) \(HTML.named("n", "i")) \(42)</td>"
        let escaped = "&lt;b&gt; &amp; &quot;x&quot; &#39;y&#39;"
        #expect(cell.text == "<td title=\"\(escaped)\">\(escaped) n <small>(i)</small> 42</td>")
        // What XML forbids would make a standalone SVG unreadable.
        let forbidden = "a\u{FFFE}b\u{FFFF}c\u{1}d\te\u{FFFD}é"
        #expect(("\(forbidden)" as HTML).text == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\te\u{FFFD}é")
    }
}
