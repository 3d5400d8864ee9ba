/// How a round's expected score, the sum of its unrounded pass scores, is
/// rounded once: the generator rounds every compiled round by it, and the
/// runtime a round scored under another of its systems.
public enum RoundScoreRounding: String, Sendable, CaseIterable {
    /// Up to the next whole point (Archery GB).
    case up
    /// To the nearest, a half to the even neighbour (Archery Australia).
    case halfEven = "half-even"

    /// `value` is a round's score: at most a few thousand, never a NaN.
    public func round(_ value: Double) -> Int {
        Int(self == .up ? value.rounded(.up) : value.rounded(.toNearestOrEven))
    }
}
