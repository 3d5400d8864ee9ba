/// A virtual opponent's temperament over a match: its change to the
/// opponent's handicap, drawn as a curve through points (end, change) of a
/// match of a table's ends. The generator computes each round of a table
/// with it, and the runtime a round of other tables (an app's), the same way.
package enum TemperamentCurve {
    /// The change on each end of a round of `count` ends, the curve laid over
    /// a match of `ends` ends: the first end on its first, the last on its last.
    package static func changes(_ points: [(end: Int, change: Int)], roundEnds count: Int, matchEnds ends: Int) -> [Int] {
        guard count >= 1 else { return [] }
        return (1...count).map { change(points, at: position(end: $0, of: count, over: ends)) }
    }

    /// Where end `end` of a round of `count` ends falls on a curve over a
    /// match of `ends` ends, as a fraction: the first end on its first, the
    /// last on its last, evenly between.
    package static func position(end: Int, of count: Int, over ends: Int) -> (numerator: Int, denominator: Int) {
        guard count > 1 else { return (1, 1) }
        return ((count - 1) + (end - 1) * (ends - 1), count - 1)
    }

    /// The curve's change at a position, on straight lines between its points
    /// and level beyond them, rounded half away from zero: exact integer arithmetic.
    package static func change(_ points: [(end: Int, change: Int)], at position: (numerator: Int, denominator: Int)) -> Int {
        let (numerator, denominator) = position
        guard let first = points.first, numerator > first.end * denominator else { return points.first?.change ?? 0 }
        guard let after = points.firstIndex(where: { $0.end * denominator > numerator }) else { return points.last!.change }
        let (a, b) = (points[after - 1], points[after])
        let span = denominator * (b.end - a.end)
        let value = a.change * span + (b.change - a.change) * (numerator - a.end * denominator)
        let half = (2 * abs(value) + span) / (2 * span)
        return value < 0 ? -half : half
    }
}
