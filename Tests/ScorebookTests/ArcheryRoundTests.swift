import Scorebook
import Testing

/// Every round against the rules' distances, faces and arrows, and full
/// score sheets added up independently of the tables.
@Suite struct ArcheryRoundTests {
    typealias Reference = ArcheryReference

    static let roundIDs = Reference.rounds.map(\.id)

    func round(_ id: String) throws -> (Reference.Round, ArcheryRound) {
        let reference = try #require(Reference.rounds.first { $0.id == id })
        return (reference, try #require(Scorebook.archeryRound(id), "round \(id) is not compiled"))
    }

    /// The reference's rounds among the catalogue's 196 (`.ci/check-archeryutils`
    /// holds every one to archeryutils).
    @Test func everyRoundTheAppsNeedIsCompiled() {
        #expect(Set(Self.roundIDs).isSubset(of: Scorebook.archeryRounds.map(\.id)))
        #expect(Scorebook.archeryRounds.count == 196)
    }

    @Test(arguments: roundIDs) func distancesFacesAndArrowsAreTheRules(_ id: String) throws {
        let (reference, round) = try round(id)
        #expect(round.venue == reference.venue)
        #expect(round.scoring == reference.scoring)
        #expect(round.distances.map(\.text) == reference.distances.map(\.text))
        #expect(round.distances.map(\.face.id) == reference.distances.map(\.face))
        #expect(round.distances.map(\.arrows) == reference.distances.map(\.arrows))
        #expect(round.maximumScore(scoring: round.scoring) == reference.maximum)
        for distance in round.distances {
            // 1 yd = 0.9144 m exactly.
            let perUnit = distance.unit == "yd" ? 914_400_000 : distance.unit == "m" ? 1_000_000_000 : 0
            #expect(distance.length.nanometres == Int(distance.value)! * perUnit, "\(id) \(distance.text)")
            #expect(distance.arrows % distance.arrowsPerEnd == 0)
        }
    }

    /// Every round of the catalogue, not only the reference's.
    static let allRoundIDs = Scorebook.archeryRounds.map(\.id)

    /// Every label of each face in turn, misses included, end after end.
    @Test(arguments: allRoundIDs) func aFullScoreSheetAddsUp(_ id: String) throws {
        let round = try #require(Scorebook.archeryRound(id))
        var labels: [String] = []
        var expectedEnds: [[Int]] = []
        var expectedTotals: [Int] = []
        var expectedHits = 0
        var expectedCounts: [String: Int] = [:]
        let tallies = Reference.tallies[round.scoring] ?? [:]
        for distance in round.distances {
            let face = try #require(Reference.faces.first { $0.id == distance.face.id })
            let spec = Reference.spec(face.scoring[round.scoring]!, on: face)
            let cycle = distance.face.scoring(round.scoring)!.labels
            let shot = (0..<distance.arrows).map { cycle[$0 % cycle.count] }
            let scores = shot.map { Reference.score(label: $0, spec: spec) }
            labels += shot
            expectedEnds.append(stride(from: 0, to: scores.count, by: distance.arrowsPerEnd).map {
                scores[$0..<$0 + distance.arrowsPerEnd].reduce(0, +)
            })
            expectedTotals.append(scores.reduce(0, +))
            expectedHits += shot.filter { $0 != "M" }.count
            for (name, counted) in tallies { expectedCounts[name, default: 0] += shot.filter(counted.contains).count }
        }
        let sheet = try round.scoreSheet(arrows: labels)
        #expect(sheet.isComplete)
        #expect(sheet.scoring == round.scoring)
        #expect(sheet.sections.map(\.ends) == expectedEnds)
        #expect(sheet.sections.map(\.tally.total) == expectedTotals)
        #expect(sheet.tally.total == expectedTotals.reduce(0, +))
        #expect(sheet.tally.hits == expectedHits)
        #expect(sheet.tally.arrows == round.arrows)
        for (name, count) in expectedCounts { #expect(sheet.tally.count(name) == count, "\(id) \(name)") }
    }

    /// Every arrow in the best zone: the spec's best score on every arrow,
    /// and for the reference's rounds, the maximum the rules publish.
    @Test(arguments: allRoundIDs) func aPerfectSheetScoresThePublishedMaximum(_ id: String) throws {
        let round = try #require(Scorebook.archeryRound(id))
        let labels = round.distances.flatMap { distance in
            Array(repeating: distance.face.scoring(round.scoring)!.zones[0].label, count: distance.arrows)
        }
        let best = try round.distances.reduce(0) { total, distance in
            let face = try #require(Reference.faces.first { $0.id == distance.face.id })
            return total + distance.arrows * Reference.spec(face.scoring[round.scoring]!, on: face)[0].score
        }
        let maximum = Reference.rounds.first { $0.id == id }?.maximum ?? best
        #expect(best == maximum)
        let sheet = try round.scoreSheet(arrows: labels)
        #expect(sheet.tally.total == maximum)
        #expect(sheet.maximumScore == maximum)
    }

    @Test func partSheetsOtherScoringAndMistakes() throws {
        let (_, york) = try round("york")
        let empty = try york.scoreSheet(arrows: [])
        #expect(!empty.isComplete && empty.tally.total == 0 && empty.sections.allSatisfy(\.ends.isEmpty))
        let part = try york.scoreSheet(arrows: Array(repeating: "9", count: 75))
        #expect(part.sections.map(\.tally.arrows) == [72, 3, 0])
        #expect(part.sections[1].ends == [27])
        #expect(part.tally.count("golds") == 75)
        #expect(throws: ScoringError.self) { try york.scoreSheet(arrows: Array(repeating: "9", count: 145)) }
        #expect(throws: ScoringError(at: ["arrows", .index(73)], "'10' is not a zone of face 'wa-122' under 'imperial'; expected '9', '7', '5', '3', '1' or 'M'", allowed: ["9", "7", "5", "3", "1", "M"])) {
            try york.scoreSheet(arrows: Array(repeating: "9", count: 73) + ["10"])
        }

        let (_, wa18) = try round("wa-18")
        #expect(try wa18.scoreSheet(arrows: ["10", "9", "9"], scoring: "compound").tally.total == 28)
        #expect(wa18.scoringSystems == ["recurve", "compound", "x11", "imperial"])
        #expect(throws: ScoringError.self) { try wa18.scoreSheet(arrows: [], scoring: "field") }
        #expect(try wa18.scoreSheet(arrows: [], scoring: "x11").maximumScore == 60 * 11)
    }
}
