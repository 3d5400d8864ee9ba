import Foundation
import Testing

/// Every `$ swift run scorebook-tablegen …` the READMEs show is run from the
/// repository's root, and must print what is shown under it: a line that is
/// only `…` (indented or not) stands for any lines, a `…` inside a line for any text.
@Suite struct DocumentationCommandsTests {
    static let root = DocumentationText.root
    static let prompt = "$ swift run scorebook-tablegen "

    struct Example: CustomTestStringConvertible, Sendable {
        let file: String
        let line: Int
        let arguments: [String]
        let output: [String]
        var testDescription: String { "\(file):\(line)" }
    }

    /// Each command of a `console` block, with the lines under it, without the block's indent.
    static func examples(in file: String) throws -> [Example] {
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var examples: [Example] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let indent = line.prefix { $0 == " " }
            guard line.dropFirst(indent.count) == "```console" else {
                index += 1
                continue
            }
            index += 1
            var block: [(number: Int, text: String)] = []
            while index < lines.count, lines[index] != indent + "```" {
                block.append((index + 1, String(lines[index].dropFirst(indent.count))))
                index += 1
            }
            for (position, entry) in block.enumerated() where entry.text.hasPrefix(prompt) {
                let output = block[(position + 1)...].prefix { !$0.text.hasPrefix("$ ") }.map(\.text)
                let arguments = entry.text.dropFirst(prompt.count).split(separator: " ").map(String.init)
                examples.append(Example(file: file, line: entry.number, arguments: arguments, output: output))
            }
        }
        return examples
    }

    static let all: [Example] = (try? examples(in: "README.md") + examples(in: "Tables/README.md")) ?? []

    /// Whether `actual` is what `shown` shows, line by line.
    static func matches(_ actual: [String], _ shown: [String]) -> Bool {
        guard let first = shown.first else { return actual.isEmpty }
        if first.trimmingCharacters(in: .whitespaces) == "…" {
            return (0...actual.count).contains { matches(Array(actual[$0...]), Array(shown.dropFirst())) }
        }
        guard let line = actual.first, DocumentationText.matches(line, first) else { return false }
        return matches(Array(actual.dropFirst()), Array(shown.dropFirst()))
    }

    @Test func theREADMEsShowCommands() {
        #expect(Self.all.map(\.arguments.first) == ["validate", "diff"])
    }

    @Test(arguments: all)
    func theCommandPrintsWhatIsShown(_ example: Example) throws {
        let run = try TableGenCommandTests.run(example.arguments, in: Self.root)
        let actual = (run.stdout + run.stderr).split(separator: "\n").map(String.init)
        #expect(Self.matches(actual, example.output), "\(example.file):\(example.line): printed:\n\(actual.joined(separator: "\n"))")
    }

    @Test func anEllipsisLineStandsForAnyLines() {
        #expect(Self.matches(["a", "b", "c", "d"], ["a", "…", "d"]))
        #expect(Self.matches(["a", "d"], ["a", "  …", "d"]))
        #expect(Self.matches(["a x y", "d"], ["a …", "d"]))
        #expect(!Self.matches(["a", "b", "c"], ["a", "…", "d"]))
        #expect(!Self.matches(["a", "b"], ["a"]))
    }
}
