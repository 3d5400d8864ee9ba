import ArgumentParser
import Foundation
import _ScorebookCompiler

/// `schema --output DIR SAMPLES…`: a JSON Schema per kind, for editors and CI.
struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a JSON Schema (draft 2020-12) for every kind of table.",
        discussion: """
            Each schema is what the compiler reads, watched as it reads the sample tables: \
            every key its parser allows, required or optional, and the type, range or words \
            of every value it read. Every kind needs a sample. Scorebook's own are written to \
            Tables/schema from Tables, the golden fixtures and Fixtures/SchemaSamples (forms \
            no other table uses). Files change only when their bytes do.
            """
    )

    @Argument(help: "Directories of sample tables; every kind must have one.")
    var samples: [String]

    @Option(name: .shortAndLong, help: "The directory to write <kind>.json into.")
    var output: String

    func run() throws {
        var sources: [TableSource] = []
        for directory in samples {
            do {
                sources += try TableSource.scan(directory: directory)
            } catch {
                TableReport.printError("\(error)")
                throw ExitCode.failure
            }
        }
        let (schemas, missing, problems) = TableSchema.generate(from: sources)
        for problem in problems { TableReport.printError(problem.description) }
        guard problems.isEmpty else {
            TableReport.printError("error: a sample table has errors; a schema is recorded only from tables the compiler reads whole")
            throw ExitCode.failure
        }
        guard missing.isEmpty else {
            TableReport.printError("error: no sample table of kind \(missing.map { "'\($0)'" }.joined(separator: ", ")) in \(samples.joined(separator: ", "))")
            throw ExitCode.failure
        }
        for (kind, json) in schemas { try TableReport.write(json, to: output, as: "\(kind).json") }
    }
}
