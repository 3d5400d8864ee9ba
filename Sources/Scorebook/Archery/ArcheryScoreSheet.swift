/// A round's score sheet: each distance's end totals and tallies, and the
/// round's running totals, for arrows recorded by label in the order shot.
public struct ArcheryScoreSheet: Sendable {
    /// The round the sheet is for.
    public let round: ArcheryRound
    /// The scoring system the arrows were scored under.
    public let scoring: String
    /// One section per distance, in order, including distances not yet shot.
    public let sections: [Section]
    /// The whole sheet's totals.
    public let tally: ArcheryTally
    /// The most the round allows under this scoring system.
    public let maximumScore: Int

    /// Whether every arrow of the round is recorded.
    public var isComplete: Bool { tally.arrows == round.arrows }

    /// One distance of the sheet: its end totals and its totals.
    public struct Section: Sendable {
        /// The distance of the round this section scores.
        public let distance: ArcheryRoundDistance
        /// The total of each end shot so far; the last may be partly shot.
        public let ends: [Int]
        /// The totals of the arrows shot at this distance so far.
        public let tally: ArcheryTally
    }
}

extension ArcheryRound {
    /// Scores arrows recorded by label (`X`, `10` … `M`), in the order shot,
    /// under `scoring` (by default the round's own). A sheet may be partly shot.
    ///
    /// Throws naming `scoring` (a system some face lacks), `arrows` (more
    /// arrows than the round has) or `arrows[i]` (a label its face lacks).
    public func scoreSheet(arrows labels: [String], scoring: String? = nil) throws(ScoringError) -> ArcheryScoreSheet {
        let scoring = scoring ?? self.scoring
        let maximum = try checkedMaximumScore(scoring: scoring)
        guard labels.count <= arrows else {
            throw ScoringError(at: ["arrows"], "\(labels.count) arrows recorded; round '\(id)' has \(arrows)")
        }
        var sections: [ArcheryScoreSheet.Section] = []
        var total: ArcheryTally?
        var next = 0
        for distance in distances {
            let system = distance.face.scoring(scoring)!
            var tally = ArcheryTally(tallies: system.tallies)
            var ends: [Int] = []
            let shot = labels[min(next, labels.count)..<min(next + distance.arrows, labels.count)]
            for (index, label) in zip(shot.indices, shot) {
                let zone = try system.zone(label: label, at: ["arrows", .index(index)])
                if (index - next) % distance.arrowsPerEnd == 0 { ends.append(0) }
                ends[ends.count - 1] += zone.score
                tally.add(zone)
            }
            next += distance.arrows
            sections.append(.init(distance: distance, ends: ends, tally: tally))
            total = total.map { $0.adding(tally) } ?? tally
        }
        return ArcheryScoreSheet(
            round: self, scoring: scoring, sections: sections, tally: total ?? ArcheryTally(tallies: []),
            maximumScore: maximum)
    }
}
