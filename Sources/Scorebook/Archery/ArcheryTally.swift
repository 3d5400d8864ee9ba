/// The totals of a score sheet: score, hits, arrows, and the scoring
/// system's counts (10s and Xs for World Archery, golds for imperial…).
public struct ArcheryTally: Sendable, Equatable {
    /// The score in points, every arrow's added up.
    public private(set) var total = 0
    /// Arrows that scored, misses excluded.
    public private(set) var hits = 0
    /// Arrows recorded, misses included.
    public private(set) var arrows = 0
    /// The names of the counts, such as `["tens", "xs"]`.
    public let names: [String]
    /// `counts[i]` is the count named `names[i]`.
    public private(set) var counts: [Int]

    /// No arrows yet, keeping the counts named in `tallies`: a scoring system's
    /// ``ArcheryScoring/tallies``, in its order, since ``add(_:)`` counts by position.
    public init(tallies names: [String]) {
        self.names = names
        self.counts = Array(repeating: 0, count: names.count)
    }

    /// The count named `name`, such as `xs`; `nil` if this sheet keeps no such count.
    public func count(_ name: String) -> Int? {
        names.firstIndex(of: name).map { counts[$0] }
    }

    /// Adds one arrow that scored `zone`, a zone of the scoring system whose tallies these are.
    public mutating func add(_ zone: ArcheryZone) {
        total += zone.score
        arrows += 1
        if !zone.isMiss { hits += 1 }
        var mask = zone.tallyMask
        while mask != 0 {
            counts[mask.trailingZeroBitCount] += 1
            mask &= mask - 1
        }
    }

    /// These totals and `other`'s: counts are matched by name, new names appended.
    public func adding(_ other: ArcheryTally) -> ArcheryTally {
        var names = self.names
        var counts = self.counts
        for (name, count) in zip(other.names, other.counts) {
            if let index = names.firstIndex(of: name) {
                counts[index] += count
            } else {
                names.append(name)
                counts.append(count)
            }
        }
        var sum = ArcheryTally(tallies: names)
        sum.total = total + other.total
        sum.hits = hits + other.hits
        sum.arrows = arrows + other.arrows
        sum.counts = counts
        return sum
    }
}
