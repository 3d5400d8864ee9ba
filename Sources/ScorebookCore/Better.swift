/// Which way performance improves for an event.
public enum Better: String, Sendable, CaseIterable {
    /// More is better: repetitions, weight, distance, a longer plank.
    case higher
    /// Less is better: a faster run or sprint.
    case lower

    /// Whether raw value `a` is a strictly better performance than `b`.
    @inlinable
    public func isBetter(_ a: Int, than b: Int) -> Bool {
        self == .higher ? a > b : a < b
    }
}
