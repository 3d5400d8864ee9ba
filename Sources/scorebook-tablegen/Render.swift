import ArgumentParser
import Foundation
import _ScorebookCompiler
import ScorebookCore

/// `render --output DIR [TABLES]`: a static site of every table.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write every table as HTML pages to read in a browser or print.",
        discussion: """
            Each fitness test is a score chart laid out like the official one (printable on \
            A4 or Letter, with its source and edition); each target face an SVG drawn from \
            its rings at true size, beside its scoring systems' zones; each band set as its \
            source prints it; each handicap scheme as small multiples by family of rounds, \
            and each round's curve on its page; each opponents table and the level curve SVG \
            plots; and an index of the tables by domain, with their editions, the days they \
            are in force (marked where that is --today) and their content hashes. The pages need no script. \
            Tables with errors render nothing: fix them first (validate).
            """
    )

    @Argument(help: "The directory of YAML tables.")
    var tables: String = "Tables"

    @Option(name: .shortAndLong, help: "The directory to write the pages into.")
    var output: String

    @Option(help: "The runtime's own Tables directory, whose faces, rounds… these tables may name.")
    var builtIn: String?

    @Option(help: "The day the index marks the standards in force on, as YYYY-MM-DD (default: today, UTC).")
    var today: String?

    func run() throws {
        let day = try today.map { text in
            guard let day = CalendarDate(text) else { throw ValidationError("--today must be a date such as 2026-12-06, found '\(text.escapedForDisplay)'") }
            return day
        } ?? CalendarDate.today()
        guard let compiled = TableReport.compile(tables: tables, builtIn: builtIn) else { throw ExitCode.failure }
        let report = DiagnosticReport(compiled)
        TableReport.printText(report, tables: tables)
        guard !report.hasErrors else { throw ExitCode.failure }
        // What was written, a page a line; a title is a table's text, shown escaped.
        let pages = TableSite.render(compiled, today: day)
        let folder = URL(fileURLWithPath: output)
        var drawings = 0
        for page in pages {
            try TableReport.write(page.html, to: output, as: page.path)
            for file in page.files { try TableReport.write(file.text, to: output, as: file.path) }
            drawings += page.files.count
            print("\(folder.appendingPathComponent(page.path).relativePath.escapedForDisplay)  \(page.what): \(page.title.escapedForDisplay)")
        }
        let files = drawings == 0 ? "" : " and \(drawings) drawings"
        print("\(pages.count) pages\(files) in \(output.escapedForDisplay): open \(folder.appendingPathComponent("index.html").relativePath.escapedForDisplay)")
    }
}
