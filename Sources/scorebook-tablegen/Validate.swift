import ArgumentParser
import ScorebookCompiler

/// `validate TABLES`: checks every table, lists every problem, exits 1 on an error.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check every table in a directory and list every problem.",
        discussion: "Exits with status 1 if any table has an error; warnings alone exit 0."
    )

    @Argument(help: "The directory of YAML tables.")
    var tables: String = "Tables"

    @Option(help: "The runtime's own Tables directory, whose faces, rounds… these tables may name.")
    var builtIn: String?

    func run() throws {
        let output = try Report.compile(tables: tables, builtIn: builtIn)
        guard !output.diagnostics.hasErrors else { throw ExitCode.failure }
        print("\(output.tables.count) table(s) valid: \(output.tables.map(\.file).joined(separator: ", "))")
    }
}
