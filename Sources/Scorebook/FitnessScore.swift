/// The result of scoring a set of event performances against a fitness test.
public struct FitnessScore: Sendable, Equatable {
    /// The test's id, such as `apft`.
    public let test: String
    public let standard: FitnessStandard
    public let sex: String
    public let age: Int
    public let ageGroup: FitnessAgeGroup
    /// The events given, in the test's order.
    public let events: [EventScore]
    /// Points of the scored events given.
    public let total: Int
    public let maximumTotal: Int
    /// Scored events neither given nor replaced by an alternate.
    public let missing: [String]
    /// `true` or `false` when the result is certain; `nil` when no rule has
    /// failed yet but events are missing.
    public let passed: Bool?
    /// Every rule not met, in the test's order.
    public let failures: [Failure]

    /// Whether every scored event was given, or replaced by its alternate.
    public var isComplete: Bool { missing.isEmpty }
}

/// One event's result: points for a scored event, GO or NO-GO for an alternate.
public struct EventScore: Sendable, Equatable {
    public let event: FitnessEvent
    /// The performance in the unit's steps, rounded towards the worse performance.
    public let raw: Int
    public let outcome: Outcome

    public enum Outcome: Sendable, Equatable {
        case points(Int)
        /// `limit` is the worst performance that still earns a GO.
        case goNoGo(go: Bool, limit: Int)
    }

    public var points: Int? {
        if case .points(let points) = outcome { points } else { nil }
    }
}

/// A pass rule that was not met.
public enum Failure: Sendable, Equatable, CustomStringConvertible, TextOutputStreamable {
    case eventBelowMinimum(event: String, points: Int, minimum: Int)
    case totalBelowMinimum(total: Int, minimum: Int)
    case noGo(event: String, raw: String, limit: String)

    public var description: String {
        // Not String(describing:), which calls back into `description`.
        var text = ""
        write(to: &text)
        return text
    }

    /// The message, streamed: the REPL writes it straight into its output.
    /// Inlinable, so a writer's stream is specialized rather than called through the protocol.
    @inlinable
    public func write<Target: TextOutputStream>(to target: inout Target) {
        switch self {
        case .eventBelowMinimum(let event, let points, let minimum):
            target.write(event)
            target.write(": ")
            target.write(String(points))
            target.write(" points, below the ")
            target.write(String(minimum))
            target.write(" needed in each event")
        case .totalBelowMinimum(let total, let minimum):
            target.write("total ")
            target.write(String(total))
            target.write(" points, below the ")
            target.write(String(minimum))
            target.write(" needed")
        case .noGo(let event, let raw, let limit):
            target.write(event)
            target.write(": ")
            target.write(raw)
            target.write(" does not meet the go/no-go limit of ")
            target.write(limit)
        }
    }
}
