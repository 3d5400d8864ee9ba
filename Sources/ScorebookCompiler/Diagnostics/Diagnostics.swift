/// Collects every problem of a run, so one run reports them all.
public struct Diagnostics: Sendable {
    public private(set) var all: [Diagnostic] = []

    public init() {}

    public var hasErrors: Bool { all.contains { $0.severity == .error } }
    public var errors: [Diagnostic] { all.filter { $0.severity == .error } }
    public var warnings: [Diagnostic] { all.filter { $0.severity == .warning } }

    public mutating func error(_ message: String, at location: SourceLocation) {
        all.append(.error(at: location, message))
    }

    public mutating func warning(_ message: String, at location: SourceLocation) {
        all.append(.warning(at: location, message))
    }

    public mutating func append(contentsOf other: Diagnostics) {
        all.append(contentsOf: other.all)
    }

    /// In file order, so output reads top to bottom.
    public var sorted: [Diagnostic] {
        all.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }
}
