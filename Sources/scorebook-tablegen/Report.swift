import ArgumentParser
import Foundation
import _ScorebookCompiler

/// Runs the compiler on a directory, and prints what it found.
enum Report {
    /// Scans and compiles `tables`; a directory that cannot be read, or holds
    /// no table, is reported on stderr and fails.
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
        return TableCompiler.compile(sources, module: module, builtIn: builtInSources)
    }

    /// `path:line:column: error: message` on stderr, every one, then the count of errors.
    static func printText(_ report: DiagnosticReport, tables: String) {
        for diagnostic in report.diagnostics { printError(diagnostic.description) }
        let omitted = report.omittedErrors + report.omittedWarnings
        if omitted > 0 {
            printError("\(tables): note: \(omitted) more diagnostics not shown (at most \(Diagnostics.limit) are)")
        }
        let errors = report.errorCount
        if errors > 0 {
            printError("\(errors) error\(errors == 1 ? "" : "s") in \(tables); no tables generated")
        }
    }

    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    static func printOutput(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes `text` to `directory/name` (`name` may hold a folder), creating
    /// folders, only if the bytes differ: an unchanged output rebuilds nothing downstream.
    static func write(_ text: String, to directory: String, as name: String) throws {
        let url = URL(fileURLWithPath: directory).appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let bytes = Data(text.utf8)
        if FileManager.default.contents(atPath: url.path) != bytes { try bytes.write(to: url) }
    }
}
