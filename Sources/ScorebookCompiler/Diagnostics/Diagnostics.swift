/// Collects every problem of a run, so one run reports them all.
public struct Diagnostics: Sendable {
    public private(set) var all: [Diagnostic] = []

    /// Past this many, diagnostics are counted, not kept: a hostile table can
    /// otherwise make millions (every sex × age group of every scale).
    public static let limit = 1000
    /// Errors past the limit, counted only.
    public private(set) var omittedErrors = 0
    /// Warnings past the limit, counted only.
    public private(set) var omittedWarnings = 0

    public init() {}

    public var hasErrors: Bool { omittedErrors > 0 || all.contains { $0.severity == .error } }
    public var errors: [Diagnostic] { all.filter { $0.severity == .error } }
    public var warnings: [Diagnostic] { all.filter { $0.severity == .warning } }
    /// Every error, kept or counted.
    public var errorCount: Int { errors.count + omittedErrors }

    /// The message is built only if the diagnostic is kept.
    public mutating func error(_ message: @autoclosure () -> String, at location: SourceLocation) {
        guard all.count < Self.limit else { return omittedErrors += 1 }
        all.append(.error(at: location, message()))
    }

    public mutating func warning(_ message: @autoclosure () -> String, at location: SourceLocation) {
        guard all.count < Self.limit else { return omittedWarnings += 1 }
        all.append(.warning(at: location, message()))
    }

    /// A diagnostic made elsewhere, as it is: its message is escaped already.
    public mutating func append(_ diagnostic: Diagnostic) {
        if all.count < Self.limit {
            all.append(diagnostic)
        } else if diagnostic.severity == .error {
            omittedErrors += 1
        } else {
            omittedWarnings += 1
        }
    }

    public mutating func append(contentsOf other: Diagnostics) {
        for diagnostic in other.all { append(diagnostic) }
        omittedErrors += other.omittedErrors
        omittedWarnings += other.omittedWarnings
    }

    /// In file order, so output reads top to bottom.
    public var sorted: [Diagnostic] {
        all.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }
}
