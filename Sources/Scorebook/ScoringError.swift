/// Why a scoring request cannot be answered: which input is wrong and how.
///
/// `field` names the input as a request would (`sex`, `age`, `events.run2mi`),
/// and `allowed` lists the accepted values when there is a fixed set.
public struct ScoringError: Error, Equatable, Sendable, CustomStringConvertible {
    public let field: String
    public let message: String
    public let allowed: [String]?

    public init(field: String, _ message: String, allowed: [String]? = nil) {
        self.field = field
        self.message = message
        self.allowed = allowed
    }

    public var description: String { "\(field): \(message)" }
}
