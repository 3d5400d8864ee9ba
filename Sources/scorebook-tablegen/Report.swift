import ArgumentParser
import Foundation
import ScorebookCompiler

/// Runs the compiler on a directory and prints its diagnostics to stderr.
enum Report {
    static func compile(tables: String, module: String = TableCompiler.runtimeModule, builtIn: String? = nil) throws
        -> TableCompiler.Output
    {
        let sources: [TableSource]
        do {
            sources = try TableSource.scan(directory: tables)
        } catch {
            printError("\(error)")
            throw ExitCode.failure
        }
        guard !sources.isEmpty else {
            // An empty or misnamed directory is a mistake, not a valid set of no tables.
            printError("\(tables): error: no tables found: the directory has no .yaml or .yml files")
            throw ExitCode.failure
        }
        let builtInSources: [TableSource]
        do {
            builtInSources = try builtIn.map(TableSource.scan(directory:)) ?? []
        } catch {
            printError("\(error)")
            throw ExitCode.failure
        }
        let output = TableCompiler.compile(sources, module: module, builtIn: builtInSources)
        for diagnostic in output.diagnostics.sorted { printError(diagnostic.description) }
        let omitted = output.diagnostics.omittedErrors + output.diagnostics.omittedWarnings
        if omitted > 0 {
            printError("\(tables): note: \(omitted) more diagnostics not shown (at most \(Diagnostics.limit) are)")
        }
        let errors = output.diagnostics.errorCount
        if errors > 0 {
            printError("\(errors) error\(errors == 1 ? "" : "s") in \(tables); no tables generated")
        }
        return output
    }

    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
