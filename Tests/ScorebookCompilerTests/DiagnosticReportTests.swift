import Foundation
@testable import _ScorebookCompiler
import Testing

/// `validate --format text|github|json` and `--werror`, on two fixtures
/// compiled together: one with a warning (`printed-oddity.yaml`), one with
/// errors whose messages hold `:` and `,` (`column-header.yaml`).
@Suite struct DiagnosticReportTests {
    static func output() throws -> TableCompiler.Output {
        TableCompiler.compile([
            try Fixtures.source("Diagnostics/column-header.yaml"), try Fixtures.source("Diagnostics/printed-oddity.yaml"),
        ])
    }

    @Test func eachFormatMatchesItsGoldenFile() throws {
        let report = DiagnosticReport(try Self.output())
        #expect(report.errorCount == 2 && report.warningCount == 1)
        let text = report.diagnostics.map { "\($0)\n" }.joined()
        try DiffGoldenTests.compare(text, "Validate/golden.txt")
        try DiffGoldenTests.compare(report.github, "Validate/golden.github")
        try DiffGoldenTests.compare(report.json, "Validate/golden.json")
    }

    @Test func githubAnnotationsEscapeWhatTheRunnerUnescapes() {
        #expect(DiagnosticReport.escape("a%b\r\nc: d, e", property: false) == "a%25b%0D%0Ac: d, e")
        #expect(DiagnosticReport.escape("dir:x/a,b.yaml", property: true) == "dir%3Ax/a%2Cb.yaml")
        let output = Fixtures.compile("kind: nonsense\n", name: "odd:name,1.yaml")
        #expect(
            DiagnosticReport(output).github
                == "::error file=odd%3Aname%2C1.yaml,line=1,col=7::unknown table kind 'nonsense'; expected \(DiagnosticFixtureTests.kinds)\n")
    }

    /// Tables that echo hostile text into their diagnostics: a key and a value
    /// holding a line break that forges a diagnostic, a key holding a terminal
    /// escape, a value holding a right-to-left override, a file name holding a
    /// line break, and a value holding a backslash and an `n`.
    /// (`\n`, `\e` and `\u202E` in double quotes are YAML's escapes.)
    static func hostileOutput() -> TableCompiler.Output {
        let forged = #"a\n/tmp/x.yaml:1:1: error: forged"#
        let tables = [
            ("key.yaml", "kind: rpg-levels\n\"\(forged)\": 1\n"),
            ("value.yaml", "kind: \"\(forged)\"\n"),
            ("escape.yaml", #"kind: rpg-levels\#n"\e[2J": 1\#n"#),
            ("bidi.yaml", #"kind: "\u202Elmay.tsil""#),
            ("rpg-levels\n}.yaml", "kind: nonsense\n"),
            ("backslash.yaml", #"kind: 'a\nb'"#),
        ]
        return TableCompiler.compile(tables.map { TableSource(path: $0, relativePath: $0, bytes: Array($1.utf8)) })
    }

    /// What a terminal, an editor or a log would act on instead of showing.
    static let invisible: [Unicode.Scalar] = ["\n", "\r", "\u{1B}", "\u{202E}", "\u{2028}"]

    @Test func hostileTextIsOneLinePerDiagnosticInEveryFormat() throws {
        let report = DiagnosticReport(Self.hostileOutput())
        let text = report.diagnostics.map { "\($0)\n" }.joined()
        for (format, output) in [("text", text), ("github", report.github)] {
            let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            #expect(lines.count == report.diagnostics.count, "\(format):\n\(output)")
            for line in lines {
                #expect(!line.unicodeScalars.contains { Self.invisible.contains($0) }, "\(format): \(line.debugDescription)")
            }
        }
        #expect(text.contains(#"key.yaml:2:1: error: unknown key 'a\n/tmp/x.yaml:1:1: error: forged' in an rpg-levels table;"#))
        #expect(text.contains(#"value.yaml:1:7: error: unknown table kind 'a\n/tmp/x.yaml:1:1: error: forged';"#))
        #expect(text.contains(#"escape.yaml:2:1: error: unknown key '\u{1B}[2J'"#))
        #expect(text.contains(#"bidi.yaml:1:7: error: unknown table kind '\u{202E}lmay.tsil'"#))
        #expect(text.contains(#"rpg-levels\n}.yaml:1:7: error: unknown table kind 'nonsense'"#))
        // A backslash of the table's own is doubled, so it never reads as an escape.
        #expect(text.contains(#"backslash.yaml:1:7: error: unknown table kind 'a\\nb'"#))
        #expect(report.github.contains(#"::error file=rpg-levels\n}.yaml,line=1,col=7::unknown table kind 'nonsense'"#))
        #expect(report.github.contains(#"::error file=key.yaml,line=2,col=1::unknown key 'a\n/tmp/x.yaml:1:1: error: forged'"#))
    }

    /// JSON carries the same visible message; the file stays the real path,
    /// which JSON's own escaping keeps on one line, for a tool to open.
    @Test func jsonCarriesTheEscapedMessageAndTheRealPath() throws {
        let json = DiagnosticReport(Self.hostileOutput()).json
        #expect(json.split(separator: "\n").count == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        let messages = diagnostics.compactMap { $0["message"] as? String }
        #expect(messages.contains { $0.hasPrefix(#"unknown key 'a\n/tmp/x.yaml:1:1: error: forged'"#) })
        #expect(messages.contains { $0.hasPrefix(#"unknown key '\u{1B}[2J'"#) })
        #expect(messages.contains { $0.hasPrefix(#"unknown table kind '\u{202E}lmay.tsil'"#) })
        #expect(!messages.contains { $0.unicodeScalars.contains { Self.invisible.contains($0) } }, "\(messages)")
        #expect(diagnostics.contains { $0["file"] as? String == "rpg-levels\n}.yaml" })
    }

    /// A built-in table's error is reported with the app's tables as it is: escaped once.
    @Test func aBuiltInTablesErrorIsEscapedOnce() {
        let table = "kind: rpg-levels\nid: levels\n\"a\\\\b\\nc\": 1\n"
        let alone = TableCompiler.compile([TableSource(path: "levels.yaml", relativePath: "levels.yaml", bytes: Array(table.utf8))])
        let builtIn = TableCompiler.compile(
            [], module: "App", builtIn: [TableSource(path: "levels.yaml", relativePath: "levels.yaml", bytes: Array(table.utf8))])
        let message = alone.diagnostics.errors.first { $0.message.contains("a\\\\b") }?.message
        #expect(message != nil, "\(alone.diagnostics.all)")
        #expect(builtIn.diagnostics.errors.map(\.message).contains(message ?? ""), "\(builtIn.diagnostics.all)")
    }

    @Test func werrorMakesEveryWarningAnError() throws {
        let warningOnly = TableCompiler.compile([try Fixtures.source("Diagnostics/printed-oddity.yaml")])
        let lenient = DiagnosticReport(warningOnly)
        #expect(!lenient.hasErrors && lenient.warningCount == 1)
        let strict = DiagnosticReport(warningOnly, warningsAreErrors: true)
        #expect(strict.hasErrors && strict.errorCount == 1 && strict.warningCount == 0)
        #expect(strict.github.hasPrefix("::error file=printed-oddity.yaml,"))
        #expect(strict.json.contains("\"valid\":false"))
    }

    @Test func theFormatIsGithubUnderGitHubActions() {
        #expect(DiagnosticFormat.standard(environment: ["GITHUB_ACTIONS": "true"]) == .github)
        #expect(DiagnosticFormat.standard(environment: [:]) == .text)
    }
}
