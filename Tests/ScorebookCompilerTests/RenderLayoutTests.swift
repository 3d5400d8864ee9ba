@testable import _ScorebookCompiler
import Testing

/// Pages laid out as their sources print them (issue 45): AR 600-9's Table
/// B-1 and B-2, WHO's and the ACSM's classes, lengths as written, and plots
/// of at most a dozen lines. CI reads every cell and line back in a browser
/// (`.ci/check-render`); these hold the layout itself.
@Suite struct RenderLayoutTests {
    static func page(_ path: String) throws -> String { try TableSiteTests.page(path) }

    /// The page of the table `yaml`, whose id is `id`, compiled beside the built-in tables.
    static func page(of yaml: String, _ id: String) throws -> String {
        let output = TableCompiler.compile(
            try TableSource.scan(directory: TableDiffTests.tables.path) + [TableDiffTests.source(yaml, "\(id).yaml")])
        #expect(!output.diagnostics.hasErrors, "\(output.diagnostics)")
        return try #require(TableSite.render(output, today: TableSiteTests.today).first { $0.path == "\(id).html" }).html
    }

    /// The `<table>` of a chart whose `data-sets` is `sets`, up to its end.
    static func chart(_ html: String, _ sets: String) throws -> String {
        let start = try #require(html.range(of: "<table class=\"chart\" data-sets=\"\(sets)\""))
        let end = try #require(html[start.upperBound...].range(of: "</table>"))
        return String(html[start.lowerBound..<end.upperBound])
    }

    /// Table B-1 as the regulation prints it: the heights down the side, the
    /// minimum weight once, the maximum under each sex then age group, no
    /// maximum for males at 58 and 59 inches, and the pounds per inch over 80
    /// inches as the note under the tallest row.
    @Test func tableB1IsTheRegulationsTable() throws {
        let b1 = try Self.chart(try Self.page("army-body-composition.html"), "army-screening-weights")
        #expect(b1.contains("<tr><th rowspan=\"3\">Height (in)</th><th rowspan=\"3\">minWeight (lb)</th><th colspan=\"8\">maxWeight (lb)</th></tr>"))
        #expect(b1.contains("<tr><th colspan=\"4\">male</th><th colspan=\"4\">female</th></tr>"))
        #expect(b1.contains("<tr><th>17-20</th><th>21-27</th><th>28-39</th><th>40-and-older</th><th>17-20</th>"))
        #expect(b1.contains("<tr data-row=\"58\"><th scope=\"row\">58</th><td>91</td><td>—</td><td>—</td><td>—</td><td>—</td><td>119</td><td>121</td><td>122</td><td>124</td></tr>"))
        #expect(b1.contains("<tr data-row=\"80\"><th scope=\"row\">≥80</th><td>173</td><td>234</td><td>240</td><td>247</td><td>250</td><td>227</td><td>230</td><td>233</td><td>236</td></tr>"))
        #expect(b1.contains("<td colspan=\"10\">Over the last row (≥80), perInch (lb/in): male 6, female 5</td>"))
        // Table B-2 beside it: the age groups down the side, a limit per sex.
        let b2 = try Self.chart(try Self.page("army-body-composition.html"), "army-body-fat-limits")
        #expect(b2.contains("<tr data-row=\"40-and-older\"><th scope=\"row\">≥40</th><td>26</td><td>36</td></tr>"))
    }

    /// WHO prints its cut-offs to two decimals; the ACSM's two intensity
    /// scales share their classes and one table.
    @Test func classesPrintAsTheirSourcesPrintThem() throws {
        let who = try Self.chart(try Self.page("bmi-classes.html"), "who-bmi")
        #expect(who.contains("<th scope=\"row\">Normal range <small>(normal)</small></th><td>18.50–24.99</td>"))
        #expect(who.contains("<td>&lt;16.00</td>") && who.contains("<td>≥40.00</td>"))
        let acsm = try Self.chart(try Self.page("exercise-intensity.html"), "intensity-of-maximum intensity-of-reserve")
        #expect(acsm.contains("<th scope=\"row\">Light <small>(light)</small></th><td>57–63</td><td>30–39</td></tr>"))
    }

    @Test func aPrintedRangeHasTheSourcesDecimals() {
        let two = PrintedRange(decimals: 2), none = PrintedRange(decimals: 0)
        #expect(two.text(from: 18.5, below: 25) == "18.50–24.99" && two.text(from: nil, below: 16) == "<16.00")
        #expect(none.text(from: 58, below: 59) == "58" && none.text(from: 40, below: nil) == "≥40" && none.text(from: nil, below: nil) == "any")
        #expect(none.text(from: -5, below: 0) == "-5–-1" && PrintedRange(decimals: 3).text(from: 0.001, below: 0.5) == "0.001–0.499")
        #expect(PrintedRange.decimals(printing: [16, 18.5, 25]) == 1 && PrintedRange.decimals(printing: [1.15, 0.000_001]) == 6)
        #expect(!PrintedRange(decimals: 1).prints(18.55) && PrintedRange(decimals: 2).prints(18.55))
        // A millionth is a decimal of its own, however large the bound.
        for bound in [0.000_001, 123_456.000_001, 999_999_999.999_999, -999_999_999.999_999] {
            #expect(!PrintedRange(decimals: 5).prints(bound) && PrintedRange(decimals: 6).prints(bound), "\(bound)")
            #expect(PrintedRange.decimals(printing: [bound]) == 6)
        }
    }

    /// A set whose lists differ in their classes gets a chart per list; a
    /// class with no name is known by its range, as a printed chart knows it.
    @Test func listsWithOtherClassesAreChartsOfTheirOwn() throws {
        let yaml = """
            kind: bands
            id: own-lists
            name: Own lists
            source: Test
            edition: "1"
            bands:
              zones:
                name: Zones
                value: { name: Heart rate, unit: bpm }
                keys: [sex]
                classes:
                  male: { easy: { below: 120 }, hard: { from: 120 } }
                  female: { easy: { below: 125 }, steady: { from: 125, below: 150 }, hard: { from: 150 } }
            """
        let html = try Self.page(of: yaml, "own-lists")
        #expect(html.contains("<h3>sex: male</h3>") && html.contains("<h3>sex: female</h3>"))
        #expect(html.components(separatedBy: "<h2>Zones").count - 1 == 1, "a set charted list by list is headed once")
        #expect(try Self.chart(html, "zones\" data-list=\"female").contains("<tr data-row=\"steady\"><th scope=\"row\">125–149</th></tr>"))
    }

    /// Each number takes a column per choice of only the keys it differs
    /// by, headed level by level: one by sex, one by age, one by both.
    @Test func aNumberHasAColumnPerChoiceOfTheKeysItDiffersBy() throws {
        let yaml = """
            kind: bands
            id: mixed-keys
            name: Mixed keys
            source: Test
            edition: "1"
            bands:
              mixed:
                name: Mixed
                value: { name: Score, unit: points }
                keys: [sex, age]
                carries: { bySex: points, byAge: points, byBoth: points }
                classes:
                  male:
                    young: { all: { from: 0, bySex: 1, byAge: 10, byBoth: 100 } }
                    old: { all: { from: 0, bySex: 1, byAge: 20, byBoth: 200 } }
                  female:
                    young: { all: { from: 0, bySex: 2, byAge: 10, byBoth: 300 } }
                    old: { all: { from: 0, bySex: 2, byAge: 20, byBoth: 400 } }
            """
        let html = try Self.page(of: yaml, "mixed-keys")
        let chart = try Self.chart(html, "mixed")
        #expect(chart.contains("""
            <tr><th rowspan="3">Score (points)</th><th colspan="2">bySex (points)</th><th colspan="2">byAge (points)</th><th colspan="4">byBoth (points)</th></tr>
            <tr><th rowspan="2">male</th><th rowspan="2">female</th><th rowspan="2">young</th><th rowspan="2">old</th><th colspan="2">male</th><th colspan="2">female</th></tr>
            <tr><th>young</th><th>old</th><th>young</th><th>old</th></tr>
            """))
        #expect(chart.contains("<tr data-row=\"all\"><th scope=\"row\">≥0</th><td>1</td><td>2</td><td>10</td><td>20</td><td>100</td><td>200</td><td>300</td><td>400</td></tr>"))
    }

    /// Pages are rendered table by table: a second opponents table's page
    /// shows its own opponents, not the first's.
    @Test func eachTableOfAKindShowsItsOwnEntries() throws {
        let opponents = try String(contentsOf: Fixtures.url("Golden/mini-opponents.yaml"), encoding: .utf8)
        let more = opponents.replacingOccurrences(of: "id: mini-opponents", with: "id: more-opponents")
            .replacingOccurrences(of: "  ada:\n    name: Ada", with: "  cy:\n    name: Cy")
            .replacingOccurrences(of: "  bo:\n    name: Bo", with: "  di:\n    name: Di")
        let output = TableCompiler.compile(try DiffGoldenTests.old() + [TableDiffTests.source(more, "old/more-opponents.yaml")])
        #expect(!output.diagnostics.hasErrors, "\(output.diagnostics)")
        let pages = TableSite.render(output, today: TableSiteTests.today)
        let first = try #require(pages.first { $0.path == "mini-opponents.html" }).html
        let second = try #require(pages.first { $0.path == "more-opponents.html" }).html
        #expect(first.contains("data-opponent=\"ada\"") && !first.contains("data-opponent=\"cy\""))
        #expect(second.contains("data-opponent=\"cy\"") && !second.contains("data-opponent=\"ada\""))
    }

    /// Every kind's tables may say their `domain`: each built-in table compiles with one.
    @Test func everyKindTakesADomain() throws {
        let sources = try TableSource.scan(directory: TableDiffTests.tables.path).map { source in
            let text = String(decoding: source.bytes, as: UTF8.self)
            guard !text.contains("\ndomain:") else { return source }
            return TableDiffTests.source(text.replacingOccurrences(of: "\nedition:", with: "\ndomain: rpg\nedition:"), source.relativePath)
        }
        let output = TableCompiler.compile(sources)
        #expect(!output.diagnostics.hasErrors, "\(output.diagnostics)")
        #expect(Set(output.tables.map(\.kind)) == Set(TableCompiler.kindNames) && output.tables.allSatisfy { $0.domain != nil })
    }

    /// Lengths and times as the table writes them: a quarter mile is `0.25 mi`.
    @Test func workoutsShowLengthsAndTimesAsWritten() throws {
        let html = try Self.page("workouts.html")
        #expect(html.contains("<td>Slow jog</td><td>jogging</td><td>0.25 mi</td>"))
        #expect(html.contains("<td>Run</td><td></td><td>0:30</td>"))
        #expect(!html.contains("402.336"))
    }

    /// No plot on any page draws more than a dozen lines; the handicap
    /// curves are small multiples in which each round is drawn once per
    /// scheme, and each round's own page draws its curve in every scheme.
    @Test func plotsHaveAtMostADozenLines() throws {
        for page in TableSiteTests.pages {
            for plot in page.html.components(separatedBy: "<svg ").dropFirst() {
                let lines = plot.components(separatedBy: "</svg>")[0].components(separatedBy: "<polyline ").count - 1
                #expect(lines <= SVGPlot.mostSeries, "\(page.path): \(plot.prefix(120))")
            }
        }
        let handicaps = try Self.page("archery-handicaps.html")
        let rounds = TableSiteTests.output.tables(of: ArcheryRoundsKind.self).flatMap(\.definition.rounds)
        let schemes = (TableSiteTests.output.lowered(of: ArcheryHandicapsKind.self) ?? []).filter { !$0.isBuiltIn }.map(\.id)
        #expect(schemes.count > 1)
        for scheme in schemes {
            let section = try #require(handicaps.components(separatedBy: "data-scheme=\"\(scheme)\"").dropFirst().first)
                .components(separatedBy: "</section>")[0]
            for round in rounds {
                #expect(section.components(separatedBy: "<polyline data-series=\"\(round.id.value)\" ").count - 1 == 1, "\(scheme) \(round.id.value)")
            }
        }
        #expect(handicaps.contains("<a href=\"archery-rounds-agb.html#york\">york</a>"))
        let york = try #require(try Self.page("archery-rounds-agb.html").components(separatedBy: "<section class=\"round\" id=\"york\"").dropFirst().first)
        #expect(york.contains("data-plot=\"handicaps-york\"") && schemes.allSatisfy { york.contains("data-series=\"\($0)\"") })
    }
}
