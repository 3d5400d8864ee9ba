import Foundation
import ScorebookCompiler

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

    /// Rows of a CSV fixture without its header; these files quote nothing before their last columns.
    static func rows(_ name: String) -> [[String]] {
        let text = try! String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
        return text.split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
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
        let (compiled, diagnostics) = TableCompiler.compileFile(source)
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

    /// Every age a group covers; the open-ended group up to the oldest plausible age.
    static func ages(_ label: String, oldest: Int) -> ClosedRange<Int> {
        if label.hasSuffix("+") { return Int(label.dropLast())!...oldest }
        let bounds = label.split(separator: "-").map { Int($0)! }
        return bounds[0]...bounds[1]
    }
}
