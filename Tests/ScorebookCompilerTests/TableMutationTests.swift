import Foundation
import _ScorebookCompiler
import Testing

/// Every way a maintainer's edit can go wrong, applied systematically to the
/// golden tables (a fitness test, faces, rounds): each mutant either compiles
/// or is rejected with errors that point into its file. A crash or a hang
/// fails the run; no mutant may generate code from a table with an error,
/// print a diagnostic of two lines, or put its text in the code.
@Suite struct TableMutationTests {
    static let files = ["mini.yaml", "mini-faces.yaml", "mini-rounds.yaml"]

    /// Values of every wrong type and size for a key's value.
    static let values = [
        "", "~", "no", "[1, 2]", "{ a: 1 }", "-1", "0", "99999999999999999999", "\"13:00\"", "13:00", "1e400",
        "\"99999999999999999999:22\"", "\"\\0\"", "x", "\"--\"", "&a x", "*a", "!!binary AAAA", "|\n  text",
        // Issue 24: text that would end a comment and declare, or forge a second diagnostic;
        // an anchor and alias beside a block scalar; one past a size bound.
        "\"York\\nstatic let injected = 1\\n//*/ }\"", "\"k\\nfuzz.yaml:1:1: error: forged\\u001B[2J\"",
        "|\n  t\nzz: &a [*a, *a]", "1001", "\"x\\\"\\u0301 + injected + \\\"\\u0301\"",
    ]

    @Test(arguments: files)
    func everyMutantCompilesOrIsRejectedWithALocation(_ file: String) throws {
        let original = String(decoding: try Fixtures.source("Golden/\(file)").bytes, as: UTF8.self)
        let others = try Self.files.filter { $0 != file }.map { try Fixtures.source("Golden/\($0)") }
        var checked = 0
        for mutant in Self.mutants(of: original) {
            let source = TableSource(path: file, relativePath: file, bytes: Array(mutant.utf8))
            let output = TableCompiler.compile([source] + others)
            let lines = mutant.split(separator: "\n", omittingEmptySubsequences: false).count
            for diagnostic in output.diagnostics.all {
                let location = diagnostic.location
                let inside = location.line >= 1 && location.column >= 1
                    && (location.file != file || location.line <= lines + 1)
                #expect(inside, "\(diagnostic) for the mutant:\n\(mutant)")
            }
            #expect(output.diagnostics.hasErrors == (output.swiftSource == nil), "\(file) mutant:\n\(mutant)")
            #expect(!output.diagnostics.all.contains { $0.description.contains(where: \.isNewline) }, "\(file) mutant:\n\(mutant)")
            // Table text stays in literals and comments: the code around them never holds it.
            if let swift = output.swiftSource {
                #expect((try? SwiftShape.blanked(swift).contains("injected")) == false, "\(mutant)")
            }
            checked += 1
        }
        #expect(checked > 300)
    }

    /// Deleted, duplicated, swapped, renamed, retyped, indented with a tab,
    /// reordered or retyped cells and a file cut short: one change per mutant.
    static func mutants(of text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func joined(_ lines: [String]) -> String { lines.joined(separator: "\n") }
        var mutants: [String] = []
        for (index, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).hasPrefix("#") {
            var deleted = lines
            deleted.remove(at: index)
            mutants.append(joined(deleted))
            var duplicated = lines
            duplicated.insert(line, at: index)
            mutants.append(joined(duplicated))
            if index + 1 < lines.count {
                var swapped = lines
                swapped.swapAt(index, index + 1)
                mutants.append(joined(swapped))
            }
            var tabbed = lines
            tabbed[index] = "\t" + line
            mutants.append(joined(tabbed))
            guard let colon = line.range(of: ": ") else { continue }
            var renamed = lines
            renamed[index] = line.replacingCharacters(in: colon, with: "x: ")
            mutants.append(joined(renamed))
            let indent = line.prefix { $0 == " " || $0 == "-" }
            var forged = lines
            forged[index] = indent + "\"k\\nfuzz.yaml:1:1: error: forged\": " + line[colon.upperBound...]
            mutants.append(joined(forged))
            for value in values {
                var retyped = lines
                retyped[index] = String(line[..<colon.upperBound]) + value
                mutants.append(joined(retyped))
            }
            // Cells in another order: breaks a column's monotonicity or a list's order.
            if let open = line.firstIndex(of: "["), let close = line.lastIndex(of: "]"), open < close {
                let cells = line[line.index(after: open)..<close].split(separator: ",")
                if cells.count > 1 {
                    var reordered = lines
                    reordered[index] = String(line[...open]) + cells.reversed().joined(separator: ",") + String(line[close...])
                    mutants.append(joined(reordered))
                }
                // A cell of every wrong type and size: a time, a count, a label, a colour.
                let (head, rest, tail) = (String(line[...open]), cells.dropFirst().map(String.init), String(line[close...]))
                for value in values where !value.contains("\n") {
                    var retyped = lines
                    let row: [String] = [value] + rest
                    retyped[index] = head + row.joined(separator: ",") + tail
                    mutants.append(joined(retyped))
                }
            }
        }
        for cut in stride(from: 0, to: text.utf8.count, by: max(1, text.utf8.count / 40)) {
            mutants.append(String(decoding: text.utf8.prefix(cut), as: UTF8.self))
        }
        return mutants
    }
}
