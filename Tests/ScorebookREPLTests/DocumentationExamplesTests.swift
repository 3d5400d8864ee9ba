import Foundation
import Testing

/// Every request the READMEs show (`→ …`, or `$ echo '…' | swift run -q scorebook`) is sent
/// to the built REPL, and its answer must be the one shown on the next line (`← …`), where
/// `…` stands for any text. A request shown with no answer after it must get none.
@Suite struct DocumentationExamplesTests {
    static let root = DocumentationText.root

    struct Example: CustomTestStringConvertible, Sendable {
        let file: String
        let line: Int
        let request: String
        /// The answer shown, `nil` for none (a notification).
        let answer: String?
        var testDescription: String { "\(file):\(line)" }
    }

    static let shellPrefix = "$ echo '", shellSuffix = "' | swift run -q scorebook"

    /// The examples of `file`, in order.
    static func examples(in file: String) throws -> [Example] {
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var examples: [Example] = []
        for (index, line) in lines.enumerated() {
            let request: String
            if line.hasPrefix("→ ") {
                request = String(line.dropFirst(2))
            } else if line.hasPrefix(shellPrefix) && line.hasSuffix(shellSuffix) {
                request = String(line.dropFirst(shellPrefix.count).dropLast(shellSuffix.count))
            } else {
                continue
            }
            let next = index + 1 < lines.count ? lines[index + 1] : ""
            let answer: String? =
                next.hasPrefix("← ") ? String(next.dropFirst(2)) : line.hasPrefix("$") && !next.hasPrefix("```") ? next : nil
            examples.append(Example(file: file, line: index + 1, request: request, answer: answer))
        }
        return examples
    }

    static let all: [Example] = (try? examples(in: "README.md") + examples(in: "Tables/README.md")) ?? []

    @Test func theREADMEsShowExamples() {
        #expect(Self.all.count >= 24)
    }

    @Test(arguments: all)
    func theREPLAnswersAsShown(_ example: Example) throws {
        let (lines, status, stderr) = try ProcessTests().run(Data((example.request + "\n").utf8))
        #expect(status == 0)
        #expect(stderr.isEmpty)
        guard let shown = example.answer else {
            #expect(lines.isEmpty, "shown with no answer")
            return
        }
        let actual = try #require(lines.first, "no answer")
        #expect(lines.count == 1)
        #expect(DocumentationText.matches(actual, shown), "\(example.file):\(example.line + 1): shown:\n\(shown)\nanswered:\n\(actual)")
    }

    @Test func anEllipsisMatchesAnyTextAndNothingElseDoes() {
        #expect(DocumentationText.matches(#"{"a":1,"b":2}"#, #"{"a":1,…}"#))
        #expect(DocumentationText.matches(#"{"a":1,"b":2}"#, #"{…"b":2}"#))
        #expect(DocumentationText.matches(#"{"a":1,"b":2,"c":3}"#, #"{"a":…,"c":3}"#))
        #expect(!DocumentationText.matches(#"{"a":1,"b":2}"#, #"{"a":2,…}"#))
        #expect(!DocumentationText.matches(#"{"a":1}"#, #"{"a":1}…,"b""#))
        #expect(!DocumentationText.matches(#"{"a":1,"b":2}"#, #"{"a":1,"b":3}"#))
    }
}
