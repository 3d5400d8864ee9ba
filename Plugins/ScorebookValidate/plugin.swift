import Foundation
import PackagePlugin

/// `swift package scorebook-validate`: checks every `Tables/` folder of the
/// package (each target's own, and the package's top-level one) with
/// `scorebook-tablegen validate`, printing every problem as
/// `path:line:column: error: …` (annotations under GitHub Actions), and fails
/// if any table has an error. Its arguments are validate's: `--werror`, `--format`.
@main
struct ScorebookValidate: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let validator = try context.tool(named: "scorebook-tablegen")
        let folders = PackageTables.folders(of: context.package).map(\.url)
        // A package's tables may name Scorebook's own, when Scorebook is a dependency.
        let builtIn = PackageTables.scorebookTables(from: context.package)
        guard !folders.isEmpty else {
            Diagnostics.warning("no Tables/ folder in the package or in any of its targets")
            return
        }
        var failed: [String] = []
        for folder in folders {
            let process = Process()
            process.executableURL = validator.url
            // The plugin's own arguments (`--werror`, `--format json`) go to every run.
            process.arguments =
                ["validate", folder.path] + (builtIn.map { ["--built-in", $0.path] } ?? []) + arguments
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 { failed.append(folder.path) }
        }
        if !failed.isEmpty {
            Diagnostics.error("tables with errors in \(failed.joined(separator: ", "))")
            throw ValidationFailed()
        }
    }

    struct ValidationFailed: Error, CustomStringConvertible {
        var description: String { "scorebook-validate: some tables have errors" }
    }
}
