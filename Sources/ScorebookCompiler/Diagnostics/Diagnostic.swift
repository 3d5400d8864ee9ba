import ScorebookCore

/// A problem found in a table, reported as `path:line:column: error: message`.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable {
        case error
        case warning
    }

    public var severity: Severity
    public var location: SourceLocation
    /// Escaped for display once, here, so every format shows the same text
    /// and none holds a line break or a control the table wrote.
    public private(set) var message: String

    public init(_ severity: Severity, at location: SourceLocation, _ message: String) {
        self.severity = severity
        self.location = location
        self.message = message.escapedForDisplay
    }

    public static func error(at location: SourceLocation, _ message: String) -> Self {
        Self(.error, at: location, message)
    }

    public static func warning(at location: SourceLocation, _ message: String) -> Self {
        Self(.warning, at: location, message)
    }

    /// The file is escaped here, not in `SourceLocation.description`: a
    /// location quoted in a message is escaped with the message.
    public var description: String {
        "\(location.file.escapedForDisplay):\(location.line):\(location.column): \(severity.rawValue): \(message)"
    }
}
