import Foundation
import Testing

/// The real `scorebook-tablegen`, as maintainers and CI run it: `diff` on
/// directories, files and git revisions, and `validate`'s output formats.
@Suite struct TableGenCommandTests {
    static var executable: URL {
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("scorebook-tablegen")
            }
        #endif
        return Bundle.main.bundleURL.appendingPathComponent("scorebook-tablegen")
    }

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:], tool: URL = executable
    ) throws -> Run {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var inherited = ProcessInfo.processInfo.environment
        inherited["GITHUB_ACTIONS"] = nil
        process.environment = inherited.merging(environment) { $1 }
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Both pipes drained at once, so neither can fill and stall the tool.
        nonisolated(unsafe) var errors = Data()
        let reader = Thread { errors = stderr.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !reader.isFinished { Thread.sleep(forTimeInterval: 0.01) }
        return Run(
            status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self),
            stderr: String(decoding: errors, as: UTF8.self))
    }

    /// A fresh directory holding `files`.
    static func directory(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tablegen-\(UUID().uuidString)")
        for (path, text) in files {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        return url
    }

    static let mini = try! String(contentsOf: Fixtures.url("Golden/mini.yaml"), encoding: .utf8)
    static let changedMini = mini.replacingOccurrences(of: "30: [ 80,  100,  90,  --]", with: "30: [ 80,  100,  92,  --]")

    /// `render` says what it wrote: a page a line, then where to open the site.
    @Test func renderPrintsEveryPageItWrites() throws {
        let tables = try Self.directory(["mini.yaml": Self.mini.replacingOccurrences(of: "name: Mini fitness test", with: "name: \"Mini\\n test\"")])
        let site = tables.appendingPathComponent("site")
        let run = try Self.run(["render", tables.path, "--output", site.path])
        #expect(run.status == 0)
        #expect(run.stdout == """
            \(site.path)/mini.html  fitness test: Mini\\n test
            \(site.path)/index.html  index: Scorebook tables
            2 pages in \(site.path): open \(site.path)/index.html

            """)
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("mini.html").path))
    }

    @Test func diffExitsZeroOneOrTwoAsDiffDoes() throws {
        let work = try Self.directory(["old/mini.yaml": Self.mini, "same/mini.yaml": Self.mini, "new/mini.yaml": Self.changedMini])
        defer { try? FileManager.default.removeItem(at: work) }
        let same = try Self.run(["diff", "old", "same"], in: work)
        #expect(same.status == 0 && same.stdout == "1 table: 0 changed, 0 added, 0 removed, 1 unchanged\n")
        let changed = try Self.run(["diff", "old/mini.yaml", "new/mini.yaml"], in: work)
        #expect(changed.status == 1)
        #expect(changed.stdout.contains("    Push-up, male 22+: 1 cell\n      30 repetitions: 90 → 92\n"))
        let json = try Self.run(["diff", "old", "new", "--format", "json"], in: work)
        #expect(json.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(document["differs"] as? Bool == true)
        let missing = try Self.run(["diff", "old", "no-such-thing"], in: work)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no-such-thing: error: not a file, a directory or a git revision"))
    }

    /// Two commits of a repository's `Tables/`, by revision, and a revision against the working tree.
    @Test func diffReadsGitRevisions() throws {
        let work = try Self.directory(["Tables/mini.yaml": Self.mini])
        defer { try? FileManager.default.removeItem(at: work) }
        let git = URL(fileURLWithPath: "/usr/bin/env")
        let identity = ["-c", "user.name=Scorebook tests", "-c", "user.email=tests@scorebook.invalid"]
        for arguments in [["init", "-q"], ["add", "."], identity + ["commit", "-qm", "first"]] {
            #expect(try Self.run(["git"] + arguments, in: work, tool: git).status == 0)
        }
        try Self.changedMini.write(to: work.appendingPathComponent("Tables/mini.yaml"), atomically: true, encoding: .utf8)
        let againstWorkingTree = try Self.run(["diff", "HEAD", "Tables"], in: work)
        #expect(againstWorkingTree.status == 1)
        #expect(againstWorkingTree.stdout.hasPrefix("~ fitness-test mini (Mini fitness test): HEAD:Tables/mini.yaml → Tables/mini.yaml\n"))
        for arguments in [["add", "."], identity + ["commit", "-qm", "second"]] {
            #expect(try Self.run(["git"] + arguments, in: work, tool: git).status == 0)
        }
        let revisions = try Self.run(["diff", "HEAD~1", "HEAD"], in: work)
        #expect(revisions.status == 1)
        #expect(revisions.stdout.contains("30 repetitions: 90 → 92"))
        let oneFile = try Self.run(["diff", "HEAD~1:Tables/mini.yaml", "HEAD:Tables/mini.yaml"], in: work)
        #expect(oneFile.status == 1 && oneFile.stdout.contains("30 repetitions: 90 → 92"))
        #expect(try Self.run(["diff", "HEAD", "HEAD"], in: work).status == 0)
        // From a subdirectory, a revision's Tables/ is still the repository's.
        let sub = work.appendingPathComponent("Tables/sub")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        let fromSub = try Self.run(["diff", "HEAD~1", "HEAD"], in: sub)
        #expect(fromSub.status == 1 && fromSub.stdout.contains("30 repetitions: 90 → 92"))
        // A version with no tables is a mistake, not an empty set.
        let empty = try Self.run(["diff", "HEAD", "sub"], in: work.appendingPathComponent("Tables"))
        #expect(empty.status == 2 && empty.stderr.contains("sub: error: no tables found"))
    }

    /// A file past a table's limit, on disk or in a revision, is refused
    /// after its first bytes past the limit, as `validate` refuses it.
    @Test func diffRefusesAFileTooLargeWhereverItIs() throws {
        let huge = String(repeating: "#", count: 4 << 20) + "\n"
        let work = try Self.directory(["Tables/huge.yaml": huge, "mini.yaml": Self.mini])
        defer { try? FileManager.default.removeItem(at: work) }
        let git = URL(fileURLWithPath: "/usr/bin/env")
        let identity = ["-c", "user.name=Scorebook tests", "-c", "user.email=tests@scorebook.invalid"]
        for arguments in [["init", "-q"], ["add", "."], identity + ["commit", "-qm", "huge"]] {
            #expect(try Self.run(["git"] + arguments, in: work, tool: git).status == 0)
        }
        let tooLarge = "error: the file is over the 4194304-byte limit for a table"
        let revision = try Self.run(["diff", "HEAD:Tables/huge.yaml", "mini.yaml"], in: work)
        #expect(revision.stdout.contains("cannot compare the old version: HEAD:Tables/huge.yaml:1:1: \(tooLarge)"), "\(revision.stdout)")
        let file = try Self.run(["diff", "mini.yaml", "Tables/huge.yaml"], in: work)
        #expect(file.stdout.contains("cannot compare the new version: Tables/huge.yaml:1:1: \(tooLarge)"), "\(file.stdout)")
    }

    @Test func validatePrintsAnnotationsUnderGitHubActionsAndHonoursWerror() throws {
        let oddity = try String(contentsOf: Fixtures.url("Diagnostics/printed-oddity.yaml"), encoding: .utf8)
        let work = try Self.directory(["Tables/oddity.yaml": oddity])
        defer { try? FileManager.default.removeItem(at: work) }
        let text = try Self.run(["validate", "Tables"], in: work)
        #expect(text.status == 0)
        #expect(text.stderr.hasPrefix("Tables/oddity.yaml:42:13: warning: "))
        let github = try Self.run(["validate", "Tables"], in: work, environment: ["GITHUB_ACTIONS": "true"])
        #expect(github.status == 0)
        #expect(github.stdout.hasPrefix("::warning file=Tables/oddity.yaml,line=42,col=13::scale 'run'"))
        let strict = try Self.run(["validate", "Tables", "--werror", "--format", "github"], in: work)
        #expect(strict.status == 1)
        #expect(strict.stdout.hasPrefix("::error file=Tables/oddity.yaml,line=42,col=13::"))
        let json = try Self.run(["validate", "Tables", "--format", "json"], in: work)
        #expect(json.status == 0 && json.stdout.hasPrefix("{\"diagnostics\":[{\"column\":13,"))
    }

    /// A key and a file name may hold a line break: `validate` still prints
    /// one line per diagnostic in each format, never a line the table wrote.
    @Test func validatePrintsOneLinePerDiagnosticWhateverATableHolds() throws {
        let forged = #"a\n/tmp/x.yaml:1:1: error: forged"#
        let work = try Self.directory([
            "Tables/key.yaml": "kind: rpg-levels\n\"\(forged)\": 1\n", "Tables/rpg-levels\n}.yaml": "kind: nonsense\n",
        ])
        defer { try? FileManager.default.removeItem(at: work) }
        let text = try Self.run(["validate", "Tables", "--format", "text"], in: work)
        let textLines = text.stderr.split(separator: "\n")
        #expect(text.status == 1 && textLines.last == "9 errors in Tables; no tables generated", "\(text.stderr)")
        #expect(textLines.dropLast().allSatisfy { $0.hasPrefix("Tables/") }, "\(text.stderr)")
        #expect(textLines.contains { $0.hasPrefix(#"Tables/key.yaml:2:1: error: unknown key 'a\n/tmp/x.yaml:1:1: error: forged'"#) })
        #expect(textLines.contains { $0.hasPrefix(#"Tables/rpg-levels\n}.yaml:1:7: error: unknown table kind"#) })
        let github = try Self.run(["validate", "Tables", "--format", "github"], in: work)
        let githubLines = github.stdout.split(separator: "\n")
        #expect(github.status == 1 && githubLines.last == "9 errors in Tables", "\(github.stdout)")
        #expect(githubLines.dropLast().allSatisfy { $0.hasPrefix("::error file=Tables/") }, "\(github.stdout)")
        let json = try Self.run(["validate", "Tables", "--format", "json"], in: work)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 9)
        #expect(diagnostics.contains { ($0["message"] as? String)?.contains(#"'a\n/tmp/x.yaml:1:1: error: forged'"#) == true })
        #expect(diagnostics.contains { $0["file"] as? String == "Tables/rpg-levels\n}.yaml" })
    }

    /// The list of valid tables names their files as diagnostics do: a file
    /// name cannot start a workflow command of its own.
    @Test func validateNamesValidTablesOnOneLine() throws {
        let work = try Self.directory(["Tables/mini\n::error file=x.yaml,line=1::forged.yaml": Self.mini])
        defer { try? FileManager.default.removeItem(at: work) }
        let github = try Self.run(["validate", "Tables", "--format", "github"], in: work)
        #expect(github.status == 0)
        #expect(github.stdout == #"1 table(s) valid: mini\n::error file=x.yaml,line=1::forged.yaml"# + "\n", "\(github.stdout)")
    }
}
