import ArgumentParser
import Foundation
import _ScorebookCompiler

/// `generate TABLES --output DIR`: writes the Swift tables, only if their bytes changed.
struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compile every table in a directory into Swift source.",
        discussion: "The output file is rewritten only when its content changes, so unchanged tables rebuild nothing."
    )

    @Argument(help: "The directory of YAML tables.")
    var tables: String

    @Option(name: .shortAndLong, help: "The directory to write ScorebookTables.swift into.")
    var output: String

    @Option(help: "The module the Swift is compiled into: Scorebook for its own tables, or an app's target.")
    var module: String = TableCompiler.runtimeModule

    @Option(help: "The runtime's own Tables directory, whose faces, rounds… these tables may name.")
    var builtIn: String?

    func run() throws {
        guard TableReport.generate(tables: tables, output: output, module: module, builtIn: builtIn) else { throw ExitCode.failure }
    }
}
