/// One column of a point scale (an event for one sex and age group), resolved
/// once so that each lookup is a bounds check and an array load.
///
/// ```swift
/// let run = try apft.column(event: "run2mi", sex: "female", age: 30)
/// run.points(raw: 900)  // 15:00
/// ```
public struct ScaleColumn: Sendable {
    /// Whether a higher or a lower raw value is the better performance in this event.
    public let better: Better
    /// The lowest and highest raw values the chart prints in this column.
    public let printed: ClosedRange<Int>
    @usableFromInline let points: [UInt8]
    @usableFromInline let offset: Int
    let required: [Int32]
    let requiredOffset: Int
    /// The most points an event of the test can earn.
    let maximumPoints: Int

    /// Points for a raw performance (repetitions, seconds, tenths of a metre…):
    /// the most points whose printed threshold it meets. Beyond the best
    /// printed row it keeps the best row's points; short of the worst row it earns 0.
    @inlinable
    public func points(raw: Int) -> Int {
        Self.points(raw: raw, better: better, printed: printed, in: points, at: offset)
    }

    /// The lookup itself, for a column's rows at `offset` in a test's `points`:
    /// scoring reads it without building a column.
    @inlinable
    static func points(raw: Int, better: Better, printed: ClosedRange<Int>, in points: [UInt8], at offset: Int) -> Int {
        if raw < printed.lowerBound {
            return better == .higher ? 0 : Int(points[offset])
        }
        if raw > printed.upperBound {
            return better == .higher ? Int(points[offset + printed.upperBound - printed.lowerBound]) : 0
        }
        return Int(points[offset + raw - printed.lowerBound])
    }

    /// The worst raw performance that earns at least `points` (the least
    /// weight or repetitions, the slowest time), or `nil` when no result in
    /// this column earns that many. Points outside 1 … the test's maximum are `nil`.
    public func required(points: Int) -> Int? {
        guard points >= 1, points <= maximumPoints else { return nil }
        let raw = Int(required[requiredOffset + points - 1])
        return raw < 0 ? nil : raw
    }
}
