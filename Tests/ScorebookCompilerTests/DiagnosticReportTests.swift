import Foundation
@testable import ScorebookCompiler
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
                == "::error file=odd%3Aname%2C1.yaml,line=1,col=7::unknown table kind 'nonsense'; expected 'fitness-test', 'archery-faces', 'archery-rounds', 'archery-handicaps', 'archery-opponents', 'achievement-events', 'achievements', 'rpg-levels', 'rpg-battles' or 'rpg-power-ups'\n")
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
