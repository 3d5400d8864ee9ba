import Foundation

// One file in two test targets (a symbolic link in ScorebookREPLTests): what
// the READMEs' examples mean, read the same way by both checks.

/// The READMEs' examples as text.
enum DocumentationText {
    /// The repository's root, where README.md is.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Whether `actual` is the line `shown`, each `…` in it standing for any text.
    static func matches(_ actual: String, _ shown: String) -> Bool {
        let parts = shown.components(separatedBy: "…")
        guard parts.count > 1 else { return actual == shown }
        guard actual.hasPrefix(parts[0]), actual.hasSuffix(parts[parts.count - 1]),
            actual.count >= parts[0].count + parts[parts.count - 1].count
        else { return false }
        var rest = actual.dropFirst(parts[0].count).dropLast(parts[parts.count - 1].count)
        for part in parts.dropFirst().dropLast() {
            guard let found = rest.range(of: part) else { return false }
            rest = rest[found.upperBound...]
        }
        return true
    }
}
