import Foundation
@testable import _ScorebookCompiler
import Testing

/// A fitness test's charts compared cell by cell, on the golden `mini.yaml`
/// (both layouts, a column both sexes share, an open-ended age group, a go/no-go alternate).
@Suite struct FitnessChartDiffTests {
    static let mini = try! String(contentsOf: Fixtures.url("Golden/mini.yaml"), encoding: .utf8)

    static func chart(_ new: String) throws -> FitnessChartDiff {
        let diff = TableDiffTests.diff(mini, new, name: "mini.yaml")
        return try #require(diff.tables.first?.chart)
    }

    static func edited(_ pairs: [(String, String)]) -> String {
        pairs.reduce(mini) { text, pair in
            precondition(text.contains(pair.0), "the fixture no longer has \(pair.0)")
            return text.replacingOccurrences(of: pair.0, with: pair.1)
        }
    }

    @Test func aCellChangedFilledAndBlankedInEachLayout() throws {
        let new = Self.edited([
            ("30: [ 80,  100,  90,  --]", "30: [ 80,  100,  92,  --]"),  // pointsByRaw: male 22+ at 30 repetitions
            ("5:  [ --,   40,  --,  60]", "5:  [ 20,   40,  --,  --]"),  // a blank filled, a cell blanked
            ("0:   [\"36:00\", \"--\"]", "0:   [\"35:30\", \"40:00\"]"),  // rawByPoints, shared columns
            ("walk: [\"45:00\"", "walk: [\"45:30\""),  // go/no-go
        ])
        let chart = try Self.chart(new)
        let lines = new.split(separator: "\n", omittingEmptySubsequences: false)
        let line = { (start: String) in 1 + lines.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix(start) }! }
        #expect(
            chart.cells.map { "\($0.eventName), \($0.column), \($0.description), \($0.change ?? "")" } == [
                "Push-up, male 17-21, 5 repetitions: -- → 20, ",
                "Push-up, male 22+, 30 repetitions: 90 → 92, +2 points",
                "Push-up, female 22+, 5 repetitions: 60 → --, ",
                "3-mile run, 17-21, 0 points: 36:00 → 35:30, -30 s",
                "3-mile run, 22+, 0 points: -- → 40:00, ",
                "3-mile walk, male 17-21, GO limit: 45:00 → 45:30, +30 s",
            ])
        #expect(chart.cells.map(\.location.line) == ["5:", "30:", "5:", "0:", "0:", "walk: ["].map(line))
        #expect(
            chart.affected.map(\.description) == [
                // Changes at points far apart are said apart: no line claims the men between.
                "men aged 17 to 21, Push-up, 20 points",
                "men 22 and over, Push-up, 90 to 92 points",
                "women 22 and over, Push-up, 60 points",
                "everyone of every age, 3-mile run, 0 points",
                "men aged 17 to 21, 3-mile walk, GO limit",
            ])
        #expect(chart.largest.map(\.description) == ["30 repetitions: 90 → 92", "0 points: 36:00 → 35:30", "GO limit: 45:00 → 45:30"])
    }

    /// Columns in another order are the same cells.
    @Test func columnOrderIsNotAChange() throws {
        let chart = try Self.chart(
            Self.edited([
                ("columns: [17-21, 22+]", "columns: [22+, 17-21]"),
                ("100: [\"18:00\", \"19:00\"]", "100: [\"19:00\", \"18:00\"]"),
                ("90:  [\"19:00\", \"20:00\"]", "90:  [\"20:00\", \"19:00\"]"),
                ("80:  [\"19:30\", \"21:00\"]", "80:  [\"21:00\", \"19:30\"]"),
                ("60:  [\"21:00\", \"22:30\"]", "60:  [\"22:30\", \"21:00\"]"),
                ("0:   [\"36:00\", \"--\"]", "0:   [\"--\", \"36:00\"]"),
            ]))
        #expect(chart.cells.isEmpty)
    }

    /// The charts are left to the chart view; every other field is diffed field by field.
    @Test func otherFieldsBesideTheCharts() throws {
        let diff = TableDiffTests.diff(
            Self.mini,
            Self.edited([
                ("edition: \"1\"", "edition: \"2\""), ("totalMinimum: 100", "totalMinimum: 110"),
                ("effective: { from: \"2020-01-01\", until: \"2024-12-31\" }", "effective: { from: \"2020-01-01\" }"),
            ]), name: "mini.yaml")
        let table = try #require(diff.tables.first)
        #expect(
            table.fields.map(\.description) == [
                "~ edition: 1 → 2", "- effective.until: 2024-12-31", "~ standards.lenient.totalMinimum: 100 → 110",
            ])
        #expect(table.chart?.cells.isEmpty == true)
        #expect(table.chart?.summary == "0 cells changed in 0 events; in force from 2020-01-01 to 2024-12-31 → from 2020-01-01")
    }

    /// A column listed twice, or an event's chart in another layout: the
    /// chart view cannot hold it, so the charts are diffed as YAML and the change shows.
    @Test func whatTheChartViewCannotHoldIsDiffedAsYAML() throws {
        let twice = Self.mini.replacingOccurrences(
            of: "columns: [17-21, 22+]\n    rawByPoints:\n      #       17-21    22+\n      100: [\"18:00\", \"19:00\"]",
            with: "columns: [17-21, 22+, 17-21]\n    rawByPoints:\n      #       17-21    22+\n      100: [\"18:00\", \"19:00\", \"18:00\"]")
        #expect(twice != Self.mini)
        let diff = TableDiffTests.diff(twice, twice.replacingOccurrences(of: "\"19:00\", \"18:00\"]", with: "\"19:00\", \"18:30\"]"), name: "mini.yaml")
        let table = try #require(diff.tables.first)
        #expect(table.chart == nil)
        #expect(table.fields.map(\.description) == ["~ scales.run.rawByPoints.100: [18:00, 19:00, 18:00] → [18:00, 19:00, 18:30]"])

        // The push-up rows read as points, the cells as repetitions: a table the parser reads.
        let relaid = Self.mini.replacingOccurrences(of: "    pointsByRaw:\n      #   M17-21", with: "    rawByPoints:\n      #   M17-21")
        #expect(relaid != Self.mini)
        let layout = try #require(TableDiffTests.diff(Self.mini, relaid, name: "mini.yaml").tables.first)
        #expect(layout.chart == nil)
        #expect(layout.fields.map { "\($0.change) \($0.path)" } == ["added scales.pushup.rawByPoints", "removed scales.pushup.pointsByRaw"])
    }

    /// A cell the parser cannot read: the whole file is diffed as YAML, so the change still shows.
    @Test func anUnreadableCellFallsBackToTheYAMLDiff() throws {
        let diff = TableDiffTests.diff(Self.mini, Self.edited([("30: [ 80,  100,  90,  --]", "30: [ 80,  100,  ninety,  --]")]), name: "mini.yaml")
        let table = try #require(diff.tables.first)
        #expect(table.chart == nil)
        #expect(table.fields.map(\.description) == ["~ scales.pushup.pointsByRaw.30: [80, 100, 90, --] → [80, 100, ninety, --]"])
        #expect(table.new?.errors.isEmpty == false)
    }
}
