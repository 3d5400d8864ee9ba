import Foundation
import Testing

/// Every public declaration of the library says what it is: a `///` comment
/// above it (attributes between are fine). DocC builds the catalog from
/// them; CI builds it with warnings as errors, which catches broken links
/// but not a missing comment.
@Suite struct PublicDocumentationTests {
    static let library = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/Scorebook")

    /// `file:line: declaration` for each public declaration without a doc comment.
    static func undocumented() throws -> [String] {
        let files = FileManager.default.enumerator(atPath: library.path)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.sorted() ?? []
        var found: [String] = []
        for file in files {
            let text = try String(contentsOf: library.appendingPathComponent(file), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            for (index, line) in lines.enumerated() where isPublicDeclaration(line) {
                // Past attributes such as `@inlinable` or `@_spi(…)` on lines of their own.
                var above = index - 1
                while above >= 0, lines[above].hasPrefix("@") { above -= 1 }
                if above < 0 || !lines[above].hasPrefix("///") { found.append("\(file):\(index + 1): \(line)") }
            }
        }
        return found
    }

    /// A line that declares something public, not an extension (whose members carry the comments).
    static func isPublicDeclaration(_ line: String) -> Bool {
        var rest = Substring(line)
        while rest.hasPrefix("@"), let space = rest.firstIndex(of: " ") { rest = rest[rest.index(after: space)...] }
        guard rest.hasPrefix("public ") else { return false }
        return !rest.hasPrefix("public extension")
    }

    @Test func everyPublicDeclarationHasADocComment() throws {
        let missing = try Self.undocumented()
        #expect(missing.isEmpty, "\(missing.count) public declarations without a /// comment:\n\(missing.joined(separator: "\n"))")
    }
}
