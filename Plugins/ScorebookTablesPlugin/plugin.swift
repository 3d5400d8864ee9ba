import Foundation
import PackagePlugin

/// Compiles a `Tables/` directory into Swift for the target it is applied to,
/// by running `scorebook-generate` (`scorebook-tablegen generate`'s work,
/// without a command-line library to build first): the target's own
/// `Tables/` folder (an app's tables, named `ScorebookTables.compiled`
/// there), or else the package's top-level one (how Scorebook compiles its own tables).
///
/// The generator scans the directory itself, and the command declares the
/// directory and every file in it as inputs: SwiftPM then reruns it when a
/// table is added, edited or removed. The generator executable is an input
/// too, so a changed generator regenerates.
@main
struct ScorebookTablesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let own = target.sourceModule?.directoryURL.appending(path: "Tables", directoryHint: .isDirectory)
        let tables =
            own.flatMap { PackageTables.isDirectory($0) ? $0 : nil }
            ?? context.package.directoryURL.appending(path: "Tables", directoryHint: .isDirectory)
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedSources", directoryHint: .isDirectory)
        let generator = try context.tool(named: "scorebook-generate")
        // Another package's tables may name Scorebook's own (a club round on its wa-80 face).
        let builtIn = target.name == "Scorebook" ? nil : PackageTables.scorebookTables(from: context.package)
        let builtInArguments = builtIn.map { ["--built-in", $0.path] } ?? []
        let builtInFiles = builtIn.map { [$0] + Self.files(under: $0) } ?? []
        return [
            .buildCommand(
                displayName: "Compiling Scorebook tables in \(tables.path)",
                executable: generator.url,
                arguments: [tables.path, "--output", output.path, "--module", target.name]
                    + builtInArguments,
                inputFiles: [generator.url, tables] + Self.files(under: tables) + builtInFiles,
                outputFiles: [output.appending(path: "ScorebookTables.swift")]
            )
        ]
    }

    /// Every file and folder under `directory`, so any change is an input change.
    static func files(under directory: URL) -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return [] }
        return enumerator.compactMap { $0 as? URL }.sorted { $0.path < $1.path }
    }
}
