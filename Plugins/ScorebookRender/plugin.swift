import Foundation
import PackagePlugin

/// `swift package scorebook-render [--output DIR]`: renders every `Tables/`
/// folder of the package (the package's top-level one, and each target's
/// own) with `scorebook-tablegen render`: score charts, faces and curves as
/// pages to open in a browser. Without `--output` the pages go to the plugin's
/// work directory under `.build`; a relative `--output` is relative to the
/// package. With several folders, each gets a subfolder: `package` for the
/// top-level one, the target's name for a target's. Files the tables no longer
/// make are left in place: render into a fresh folder to drop them.
@main
struct ScorebookRender: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let outputs = extractor.extractOption(named: "output")
        guard extractor.remainingArguments.isEmpty, outputs.count <= 1 else {
            throw Failure(description: "scorebook-render takes one option, --output DIR; found \(arguments.joined(separator: " "))")
        }
        let root = outputs.first.map { URL(fileURLWithPath: $0, relativeTo: context.package.directoryURL).standardizedFileURL }
            ?? context.pluginWorkDirectoryURL.appending(path: "site", directoryHint: .isDirectory)
        let folders = PackageTables.folders(of: context.package)
        guard !folders.isEmpty else {
            Diagnostics.warning("no Tables/ folder in the package or in any of its targets")
            return
        }
        let renderer = try context.tool(named: "scorebook-tablegen")
        let builtIn = PackageTables.scorebookTables(from: context.package)
        var failed: [String] = []
        for (name, folder) in folders {
            let output = folders.count == 1 ? root : root.appending(path: name, directoryHint: .isDirectory)
            let process = Process()
            process.executableURL = renderer.url
            process.arguments = ["render", folder.path, "--output", output.path] + (builtIn.map { ["--built-in", $0.path] } ?? [])
            try process.run()
            process.waitUntilExit()
            switch (process.terminationReason, process.terminationStatus) {
            case (.exit, 0): print("scorebook-render: \(folder.path) → \(output.appending(path: "index.html").path)")
            case (.exit, _): failed.append(folder.path)
            case (_, let signal):
                throw Failure(description: "scorebook-render: scorebook-tablegen died of signal \(signal) rendering \(folder.path)")
            }
        }
        if !failed.isEmpty {
            throw Failure(
                description: "scorebook-render: nothing rendered for \(failed.joined(separator: ", ")): fix the errors above first (swift package scorebook-validate)")
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }
}
