import ArgumentParser

/// `scorebook-tablegen`: validates Scorebook's YAML tables and compiles them to Swift.
@main
struct TableGen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scorebook-tablegen",
        abstract: "Validate Scorebook's YAML tables and compile them into Swift lookup tables.",
        discussion: """
            Problems are reported as 'path:line:column: error: message', every one in a \
            single run. The build plugin runs 'generate' on the package's Tables/ directory.
            """,
        subcommands: [Generate.self, Validate.self, Diff.self, Schema.self, Render.self]
    )
}
