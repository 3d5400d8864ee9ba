import ArgumentParser
import Foundation
import _ScorebookCompiler

/// `validate TABLES`: checks every table, lists every problem, exits 1 on an error.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check every table in a directory and list every problem.",
        discussion: """
            Exits with status 1 if any table has an error; warnings alone exit 0, unless \
            --werror makes them errors. Under GitHub Actions the problems are printed as \
            workflow annotations, which GitHub shows on the lines they are about.
            """
    )

    @Argument(help: "The directory of YAML tables.")
    var tables: String = "Tables"

    @Option(help: "The runtime's own Tables directory, whose faces, rounds… these tables may name.")
    var builtIn: String?

    @Option(
        help: """
            text (path:line:column: error: …), github (::error file=…,line=…,col=…::…) or json; \
            github when GITHUB_ACTIONS=true, else text.
            """)
    var format: DiagnosticFormat?

    @Flag(help: "Treat every warning as an error.")
    var werror = false

    func run() throws {
        guard let output = TableReport.compile(tables: tables, builtIn: builtIn) else { throw ExitCode.failure }
        let report = DiagnosticReport(output, warningsAreErrors: werror)
        switch format ?? .standard(environment: ProcessInfo.processInfo.environment) {
        case .text:
            TableReport.printText(report, tables: tables)
            if !report.hasErrors { TableReport.printOutput(report.validTables) }
        case .github:
            TableReport.printOutput(report.github)
            let errors = report.errorCount
            TableReport.printOutput(report.hasErrors ? "\(errors) error\(errors == 1 ? "" : "s") in \(tables)\n" : report.validTables)
        case .json:
            TableReport.printOutput(report.json)
        }
        if report.hasErrors { throw ExitCode.failure }
    }
}

extension DiagnosticFormat: ExpressibleByArgument {}
