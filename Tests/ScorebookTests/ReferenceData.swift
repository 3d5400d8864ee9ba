import Foundation
@testable import _ScorebookCompiler

/// The reference CSVs and the repository's own `Tables/apft.yaml`.
enum ReferenceData {
    struct Cell: Hashable {
        var event: String
        var sex: String
        var ageGroup: String
        var raw: Int
        var points: Int
    }

    struct Limit: Hashable {
        var event: String
        var sex: String
        var ageGroup: String
        var seconds: Int
    }

    static let fixtures = Bundle.module.resourceURL!.appendingPathComponent("Fixtures")

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Lines of a CSV fixture without its header, as written.
    static func lines(_ name: String) -> [String] {
        let text = try! String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
        return text.split(separator: "\n").dropFirst().map(String.init)
    }

    /// Rows of a CSV fixture without its header; these files quote nothing before their last columns.
    static func rows(_ name: String) -> [[String]] {
        lines(name).map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
    }

    /// `apft_scores.csv`: 3,995 printed cells.
    static let apftCells: [Cell] = rows("apft_scores.csv").map {
        Cell(event: $0[0], sex: $0[1], ageGroup: $0[2], raw: Int($0[3])!, points: Int($0[4])!)
    }

    /// `apft_alternate.csv`, with the CSV's event names mapped to the table's ids.
    static let apftLimits: [Limit] = rows("apft_alternate.csv").map {
        let ids = ["swim_800yd": "swim800yd", "bike_stationary_6.2mi": "ergometer6.2mi", "bike_6.2mi": "bike6.2mi", "walk_2.5mi": "walk2.5mi"]
        return Limit(event: ids[$0[0]]!, sex: $0[1], ageGroup: $0[2], seconds: Int($0[3])!)
    }

    /// The APFT table loaded through the compiler's model, as the build sees it.
    static let apftDefinition = definition("apft.yaml")

    /// Every printed cell of the APFT's YAML model.
    static let apftModelCells = modelCells(apftDefinition)

    /// A table of `Tables/` loaded through the compiler's model, as the build sees it.
    static func definition(_ file: String) -> FitnessTestDefinition {
        let url = repositoryRoot.appendingPathComponent("Tables").appendingPathComponent(file)
        let source = TableSource(path: url.path, relativePath: file, bytes: Array(try! Data(contentsOf: url)))
        let (compiled, diagnostics) = TableCompiler.compileFile(source, as: FitnessTestKind.self)
        precondition(!diagnostics.hasErrors, "\(diagnostics.all)")
        return compiled!.definition
    }

    /// Every printed cell of a YAML model, one per sex for a column shared by both.
    static func modelCells(_ test: FitnessTestDefinition) -> [Cell] {
        test.scales.flatMap { scale in
            scale.columns.indices.flatMap { index in
                let column = scale.columns[index].value
                let sexes = column.sex.map { [$0] } ?? test.sexes.map(\.value)
                return sexes.flatMap { sex in
                    scale.cells(ofColumn: index).map {
                        Cell(event: scale.event.value, sex: sex, ageGroup: column.ageGroup, raw: $0.raw, points: $0.points)
                    }
                }
            }
        }
    }

    // MARK: The ACFT (2022) and the AFT (2025)

    /// `acft_2022_scores.csv`: 7,567 printed cells.
    static let acftCells = armyCells("acft_2022_scores.csv")

    /// `aft_2025_scores.csv`: 6,614 printed cells.
    static let aftCells = armyCells("aft_2025_scores.csv")

    /// The reference cells of a test.
    static func cells(_ test: String) -> [Cell] {
        switch test {
        case "apft": apftCells
        case "acft": acftCells
        case "aft": aftCells
        default: preconditionFailure("no reference cells for \(test)")
        }
    }

    /// The Army CSVs' sexes, `M` and `F`, as the tables name them.
    static let armySexes = ["M": "male", "F": "female"]

    /// An Army scores CSV with the tables' ids (`2MR` → `2mr`, `F` → `female`) and the
    /// standing power throw's metres in tenths (`12.5` → 125), the runtime's raw steps.
    static func armyCells(_ name: String) -> [Cell] {
        rows(name).map {
            let raw = $0[0] == "SPT" ? tenths($0[3]) : Int($0[3])!
            return Cell(event: $0[0].lowercased(), sex: armySexes[$0[1]]!, ageGroup: $0[2], raw: raw, points: Int($0[4])!)
        }
    }

    /// `12.5` → 125; the CSVs write metres with exactly one decimal.
    static func tenths(_ text: String) -> Int {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        precondition(parts.count == 2 && parts[1].count == 1, "not metres with one decimal: \(text)")
        return Int(parts[0])! * 10 + Int(parts[1])!
    }

    /// Every cell of a YAML model written back as the Army CSVs write it: `SPT,F,22-26,3.8,44`.
    static func armyLines(_ test: FitnessTestDefinition) -> [String] {
        modelCells(test).map { cell in
            let raw = test.event(cell.event)!.unit == .metres ? "\(cell.raw / 10).\(cell.raw % 10)" : String(cell.raw)
            let sex = armySexes.first { $0.value == cell.sex }!.key
            return [cell.event.uppercased(), sex, cell.ageGroup, raw, String(cell.points)].joined(separator: ",")
        }
    }

    /// `acft_aft_alternate.csv`, the limits the ACFT and the AFT share, with the tables' ids.
    static let armyLimits: [Limit] = rows("acft_aft_alternate.csv").map {
        let ids = ["walk_2_5mi": "walk2.5mi", "bike_12km": "bike12km", "swim_1km": "swim1km", "row_5km": "row5km"]
        return Limit(event: ids[$0[0]]!, sex: armySexes[$0[1]]!, ageGroup: $0[2], seconds: Int($0[3])!)
    }

    // MARK: The chart rules, straight from the printed cells

    /// Events whose better result is the lower (times); every other event's is the higher.
    static let lowerIsBetter: Set = ["run2mi", "sdc", "2mr"]

    /// The printed columns (one event, sex and age group each), in a stable order.
    static func columns(_ cells: [Cell]) -> [[Cell]] {
        Dictionary(grouping: cells) { "\($0.event) \($0.sex) \($0.ageGroup)" }.sorted { $0.key < $1.key }.map(\.value)
    }

    /// Points for `raw` in a column: the most points whose printed threshold it meets
    /// (at or above it; at or below it for a time), 0 when it meets none.
    static func points(_ column: [Cell], raw: Int) -> Int {
        let lower = lowerIsBetter.contains(column[0].event)
        return column.filter { lower ? raw <= $0.raw : raw >= $0.raw }.map(\.points).max() ?? 0
    }

    /// The worst result earning at least `points` in a column: the least threshold of a row
    /// with that many points or more (the slowest, for a time); `nil` when no row has as many.
    static func required(_ column: [Cell], points: Int) -> Int? {
        let raws = column.filter { $0.points >= points }.map(\.raw)
        return lowerIsBetter.contains(column[0].event) ? raws.max() : raws.min()
    }

    /// Every age a group covers; the open-ended group up to the oldest plausible age.
    static func ages(_ label: String, oldest: Int) -> ClosedRange<Int> {
        if label.hasSuffix("+") { return Int(label.dropLast())!...oldest }
        let bounds = label.split(separator: "-").map { Int($0)! }
        return bounds[0]...bounds[1]
    }
}
