import Foundation
@testable import _ScorebookCompiler
import ScorebookCore
import Testing

/// The Army's own revision: the AFT annex of 1 May 2025 (HQDA EXORD 218-25,
/// Annex B) against the tables approved 15 May 2025. The 1 May table
/// (`Fixtures/Diff/aft-2025-05-01.yaml`) is `Tables/aft.yaml` with the 82 cells
/// that annex printed differently (`Fixtures/Diff/aft_2025_05_01_changes.csv`,
/// from the reference data) written in; the tests prove the two differ in
/// exactly those cells.
@Suite struct AFTRevisionDiffTests {
    struct Change: Hashable {
        var sex: String
        var ageGroup: String
        var points: Int
        var raw15May: Int
        var raw1May: Int
    }

    static let changes: [Change] = {
        let text = try! String(contentsOf: Fixtures.url("Diff/aft_2025_05_01_changes.csv"), encoding: .utf8)
        return text.split(whereSeparator: \.isNewline).dropFirst().map { line in
            let fields = line.split(separator: ",").map(String.init)
            precondition(fields[0] == "2MR")
            return Change(
                sex: fields[1] == "F" ? "female" : "male", ageGroup: fields[2], points: Int(fields[3])!,
                raw15May: Int(fields[4])!, raw1May: Int(fields[5])!)
        }
    }()

    /// The 1 May table, as `Fixtures/Diff/aft-2025-05-01.yaml` holds it.
    static func firstOfMay() throws -> String {
        try String(contentsOf: Fixtures.url("Diff/aft-2025-05-01.yaml"), encoding: .utf8)
    }

    /// Every real table on both sides, the AFT's 1 May form on the old one:
    /// diffed once for every test (it compiles every table twice).
    static let diffed = Result { try revision() }

    static func revision() throws -> TableSetDiff {
        let names = try FileManager.default.contentsOfDirectory(atPath: TableDiffTests.tables.path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
        let new = try names.map { TableDiffTests.source(try TableDiffTests.table($0), "Tables/\($0)") }
        let firstOfMay = try firstOfMay()
        let old = new.map { $0.relativePath == "aft.yaml" ? TableDiffTests.source(firstOfMay, "1-may/aft.yaml") : $0 }
        return TableDiffer.diff(old: old, new: new)
    }

    @Test func theDiffIsExactlyThe82CellsOfTheRevision() throws {
        let diff = try Self.diffed.get()
        #expect(diff.differs)
        #expect(diff.unreadable.isEmpty)
        let changed = diff.tables.filter { $0.status != .unchanged }
        #expect(changed.map(\.id) == ["aft"], "no other table changes")
        #expect(diff.tables.filter { $0.status == .unchanged }.count == diff.tables.count - 1)
        let aft = try #require(changed.first)
        #expect(aft.fields.isEmpty, "only chart cells differ: \(aft.fields)")
        let cells = try #require(aft.chart).cells
        #expect(cells.count == Self.changes.count)
        let seen = Set(
            cells.map { cell in
                Change(
                    sex: cell.sex ?? "", ageGroup: cell.ageGroup, points: Int(cell.row.prefix { $0.isNumber }) ?? -1,
                    raw15May: TimeText.parseWholeSeconds(Substring(cell.new ?? "")) ?? -1,
                    raw1May: TimeText.parseWholeSeconds(Substring(cell.old ?? "")) ?? -1)
            })
        #expect(seen == Set(Self.changes))
        #expect(cells.allSatisfy { $0.event == "2mr" && $0.chart == "rawByPoints" && $0.location.file == "Tables/aft.yaml" })
    }

    /// As printed, two run cells go the wrong way: the diff still reads the
    /// table, and lists the rules it breaks at those cells.
    @Test func theOldTableIsReadDespiteItsErrorsAndTheyAreSaid() throws {
        let diff = try Self.diffed.get()
        let aft = try #require(diff.tables.first { $0.id == "aft" })
        #expect(aft.new?.errors == [])
        let errors = try #require(aft.old?.errors)
        try #require(errors.count == 2, "\(diff.text)")
        #expect(errors.allSatisfy { $0.location.file == "1-may/aft.yaml" })
        #expect(errors[0].message.contains("column 'female 47-51': 70 points need 21:40, better than the 21:45 needed for 71 points"))
        #expect(errors[1].message.contains("column 'female 52-56': 60 points need 24:00, better than the 24:01 needed for 61 points"))
        #expect(diff.text.contains("the old table breaks 2 rules; it is compared as written:"))
    }

    /// Who is affected and the summary, computed here from the CSV.
    @Test func theSoldiersAffectedAndTheSummary() throws {
        let chart = try #require(try Self.diffed.get().tables.first { $0.id == "aft" }?.chart)
        let points = Self.changes.map(\.points)
        var groups: [String] = []
        for change in Self.changes where !groups.contains(change.ageGroup) { groups.append(change.ageGroup) }
        #expect(chart.affected.count == 1)
        #expect(chart.affected.first?.ageGroups == groups)
        #expect(groups.first == "47-51" && groups.last == "62+")
        #expect(
            chart.affected.first?.description
                == "women 47 and over, 2-mile run, \(points.min()!) to \(points.max()!) points")
        let largest = try #require(Self.changes.map { abs($0.raw15May - $0.raw1May) }.max())
        #expect(chart.largest.count == 1)
        #expect(chart.largest.first.map { abs($0.delta ?? 0) } == largest)
        #expect(chart.summary.hasPrefix("\(Self.changes.count) cells changed in 1 event (2-mile run); largest change: 2-mile run, female "))
        #expect(chart.summary.hasSuffix("; in force from 2025-06-01 (unchanged)"))
    }
}
