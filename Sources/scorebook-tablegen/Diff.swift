import ArgumentParser
import Foundation
import _ScorebookCompiler

/// `diff OLD NEW`: what a change to the tables does, table by table.
struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show what changes between two versions of the tables, in each table's own terms.",
        discussion: """
            OLD and NEW are each a table file, a directory of tables, or a git revision \
            (its Tables/ directory, or REV:PATH). Tables are matched by kind and id. A fitness \
            test's charts are compared cell by cell; every other field, definition by definition. \
            Layout, comments and quoting are not changes. A table that breaks a rule is compared \
            as written, and the rules it breaks are listed. Exits 0 when nothing changed, 1 when \
            something did, 2 when a version cannot be read.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "The old version: a file, a directory or a git revision.")
    var old: String

    @Argument(help: "The new version: a file, a directory or a git revision.")
    var new: String

    @Option(help: "text for people, json for tools.")
    var format: Format = .text

    @Option(help: "The tables' directory inside a git revision.")
    var tables: String = "Tables"

    func run() throws {
        let oldSet: TableVersion
        let newSet: TableVersion
        do {
            oldSet = try TableVersion.load(old, tables: tables)
            newSet = try TableVersion.load(new, tables: tables)
        } catch {
            TableReport.printError("\(error)")
            throw ExitCode(2)
        }
        let diff = TableDiffer.diff(
            old: oldSet.sources, new: newSet.sources, pairingFiles: oldSet.isFile && newSet.isFile)
        TableReport.printOutput(format == .json ? diff.json : diff.text)
        if !diff.unreadable.isEmpty { throw ExitCode(2) }
        if diff.differs { throw ExitCode(1) }
    }
}
