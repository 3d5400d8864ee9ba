/// A problem found in a table, reported as `path:line:column: error: message`.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable {
        case error
        case warning
    }

    public var severity: Severity
    public var location: SourceLocation
    public var message: String

    public init(_ severity: Severity, at location: SourceLocation, _ message: String) {
        self.severity = severity
        self.location = location
        self.message = message
    }

    public static func error(at location: SourceLocation, _ message: String) -> Self {
        Self(.error, at: location, message)
    }

    public static func warning(at location: SourceLocation, _ message: String) -> Self {
        Self(.warning, at: location, message)
    }

    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}
