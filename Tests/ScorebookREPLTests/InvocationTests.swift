import Foundation
import Scorebook
@_spi(Testing) import ScorebookREPL
import Testing

/// The REPL's arguments: `--help`, `--version`, `--describe`, or none; anything else is a usage error.
@Suite struct InvocationTests {
    @Test func argumentsChooseWhatTheREPLDoes() {
        #expect(Invocation(arguments: []) == .serve)
        #expect(Invocation(arguments: ["--help"]) == .help)
        #expect(Invocation(arguments: ["-h"]) == .help)
        #expect(Invocation(arguments: ["--version"]) == .version)
        #expect(Invocation(arguments: ["--describe"]) == .describe)
        #expect(Invocation(arguments: ["--verbose"]) == .usageError("unknown argument '--verbose'"))
        #expect(Invocation(arguments: ["--help", "--version"]) == .usageError("expected at most one argument, found 2"))
        #expect(Invocation(arguments: ["a\nb\u{202E}"]) == .usageError(#"unknown argument 'a\nb\u{202E}'"#))
        #expect(Invocation(arguments: [String(repeating: "x", count: 10_000)]) == .usageError("unknown argument '\(String(repeating: "x", count: 64))'"))
    }

    func run(_ arguments: [String]) throws -> (stdout: String, stderr: String, status: Int32) {
        let process = Process()
        process.executableURL = ProcessTests.executable
        process.arguments = arguments
        let stdout = Pipe(), stderr = Pipe()
        (process.standardInput, process.standardOutput, process.standardError) = (Pipe(), stdout, stderr)
        try process.run()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: out, as: UTF8.self), String(decoding: errors, as: UTF8.self), process.terminationStatus)
    }

    @Test func helpAndVersionPrintAndExit() throws {
        let help = try run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("USAGE: scorebook [--help | --version | --describe]\n"))
        #expect(help.stdout.contains("fitness.score, fitness.required"))
        #expect(help.stderr.isEmpty)
        let version = try run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout == "Scorebook \(Scorebook.version) (tables \(ScorebookTables.builtIn.contentHash))\n")
        let describe = try run(["--describe"])
        #expect(describe.status == 0)
        #expect(describe.stdout == Server().describedLine)
        #expect(describe.stdout.hasPrefix(#"{"openrpc":"1.3.2","#))
    }

    @Test func anyOtherArgumentIsAUsageErrorOnStandardError() throws {
        let wrong = try run(["--serve"])
        #expect(wrong.status == 64)
        #expect(wrong.stdout.isEmpty)
        #expect(wrong.stderr == "scorebook: unknown argument '--serve'\nUSAGE: scorebook [--help | --version | --describe]\n")
    }

    /// One version, written once in Swift: the CHANGELOG's newest release
    /// says the same. The README's dependency line is on the `main` branch
    /// while the repository carries no release tag, and names the version once
    /// one is tagged (`.ci/check-example` builds a package with the line).
    @Test func theChangelogAndTheREADMENameTheVersion() throws {
        let root = DocumentationExamplesTests.root
        let changelog = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let released = changelog.split(separator: "\n").first { $0.hasPrefix("## ") && $0 != "## Unreleased" }
        #expect(released?.hasPrefix("## \(Scorebook.version) — ") == true, "the newest release in CHANGELOG.md: \(released ?? "none")")
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = [
            #".package(url: "https://…/scorebook.git", branch: "main")"#,
            #".package(url: "https://…/scorebook.git", from: "\#(Scorebook.version)")"#,
        ]
        #expect(lines.contains { readme.contains($0) }, "README.md's dependency line is one of \(lines)")
    }
}
