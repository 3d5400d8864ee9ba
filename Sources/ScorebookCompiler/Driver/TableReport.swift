import Foundation

/// Runs the compiler on a directory and prints what it found: what
/// `scorebook-tablegen` and the build plugin's `scorebook-generate` share.
public enum TableReport {
    /// Scans and compiles `tables`; `nil` when the directory cannot be read
    /// or holds no table, as said on stderr.
    public static func compile(tables: String, module: String = TableCompiler.runtimeModule, builtIn: String? = nil)
        -> TableCompiler.Output?
    {
        let sources: [TableSource]
        let builtInSources: [TableSource]
        do {
            sources = try TableSource.scan(directory: tables)
            guard !sources.isEmpty else {
                // An empty or misnamed directory is a mistake, not a valid set of no tables.
                printError("\(tables): error: no tables found: the directory has no .yaml or .yml files")
                return nil
            }
            builtInSources = try builtIn.map(TableSource.scan(directory:)) ?? []
        } catch {
            printError("\(error)")
            return nil
        }
        return TableCompiler.compile(sources, module: module, builtIn: builtInSources)
    }

    /// Compiles `tables` and writes their Swift into `output`, every
    /// diagnostic on stderr; `false` when the tables have an error or the
    /// file cannot be written.
    public static func generate(tables: String, output: String, module: String, builtIn: String?) -> Bool {
        guard let compiled = compile(tables: tables, module: module, builtIn: builtIn) else { return false }
        printText(DiagnosticReport(compiled), tables: tables)
        guard let swift = compiled.swiftSource else { return false }
        do {
            try write(swift, to: output, as: TableCompiler.outputFileName)
            return true
        } catch {
            printError("\(output): error: cannot write \(TableCompiler.outputFileName): \(error)")
            return false
        }
    }

    /// `path:line:column: error: message` on stderr, every one, then the count of errors.
    public static func printText(_ report: DiagnosticReport, tables: String) {
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

    public static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    public static func printOutput(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes `text` to `directory/name` (`name` may hold a folder), creating
    /// folders, only if the bytes differ: an unchanged output rebuilds nothing downstream.
    public static func write(_ text: String, to directory: String, as name: String) throws {
        let url = URL(fileURLWithPath: directory).appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let bytes = Data(text.utf8)
        if FileManager.default.contents(atPath: url.path) != bytes { try bytes.write(to: url) }
    }
}
