import Foundation
@_spi(ScorebookTables) @testable import Scorebook
import ScorebookCore
import Testing

/// The random numbers behind opponents' arrows, against an independent
/// implementation of the published algorithms (SplitMix64's first output
/// for seed 0, 0xE220A8397B1DCDAF, is the reference vector of Vigna's splitmix64.c).
@Suite struct ArrowRandomTests {
    @Test func xoshiro256StarStarSeededBySplitMix64() {
        let expected: [UInt64: [UInt64]] = [
            0: [0x99ec_5f36_cb75_f2b4, 0xbf6e_1f78_4956_452a, 0x1a5f_849d_4933_e6e0, 0x6aa5_94f1_262d_2d2c, 0xbba5_ad4a_1f84_2e59],
            42: [0x1578_0b2e_0c2e_c716, 0x6104_d986_6d11_3a7e, 0xae17_5332_39e4_99a1, 0xecb8_ad47_03b3_60a1, 0xfde6_dc7f_e2ec_5e64],
            UInt64.max - 6: [
                0xf305_399b_3b63_f2c2, 0xd693_dd0a_37ae_5bdc, 0x736e_8338_a3f2_26b9, 0x6a0d_a541_0c1b_dfa1, 0x7349_d5fd_f5fb_9fcf,
            ],
        ]
        for (seed, outputs) in expected {
            var random = ArrowRandom(seed: seed)
            #expect((0..<5).map { _ in random.next() } == outputs, "seed \(seed)")
        }
        var random = ArrowRandom(seed: 42)
        #expect(random.nextOddsBits() == UInt32(0x1578_0b2e_0c2e_c716 >> 33))
    }
}

@Suite struct ArcheryOpponentTests {
    static let agb = Scorebook.handicapScheme("agb")!

    static func odds(_ face: String, _ scoring: String, _ distance: String, _ venue: String) -> ArcheryZoneOdds {
        try! agb.odds(Scorebook.archeryFace(face)!.scoring(scoring)!, distance: Length(distance)!, venue: venue)
    }

    /// Four faces, outdoors and in, each scored its own way.
    static let shots = [
        odds("wa-122", "recurve", "70 m", "outdoor"), odds("wa-80-6ring", "compound", "50 m", "outdoor"),
        odds("wa-40-triple", "recurve", "18 m", "indoor"), odds("worcester", "worcester", "20 yd", "indoor"),
    ]

    /// Every opponent and difficulty, at the handicap it shoots the first end with.
    static var cases: [(opponent: ArcheryOpponent, difficulty: ArcheryDifficulty, handicap: Int)] {
        Scorebook.archeryOpponents.flatMap { opponent in
            opponent.difficulties.map { difficulty in
                (opponent, difficulty, agb.clamp(difficulty.handicap(archer: opponent.handicap) + opponent.temperament.match[0]))
            }
        }
    }

    @Test func sixOpponentsOrMoreEachWithThreeDifficultiesOrMore() {
        #expect(Scorebook.archeryOpponents.count >= 6)
        for opponent in Scorebook.archeryOpponents {
            #expect(opponent.difficulties.count >= 3, "\(opponent.id)")
            #expect(!opponent.name.isEmpty && !opponent.tagline.isEmpty && !opponent.bowStyle.isEmpty)
        }
    }

    /// 10⁵ arrows a case, drawn as a match draws them, for every opponent ×
    /// difficulty on four faces: the mean score within 4 standard errors of
    /// the formula's expected score, and each zone's frequency within 4 of its probability.
    @Test(arguments: 0..<shots.count)
    func arrowsFollowTheOdds(_ shot: Int) {
        let odds = Self.shots[shot]
        let n = 100_000
        for (opponent, difficulty, handicap) in Self.cases {
            var draw = ArrowDraw(seed: 2026, scheme: Self.agb)
            var counts = [Int](repeating: 0, count: odds.scoring.zones.count + 1)
            var total = 0
            for arrow in 0..<n {
                let zone = draw.zone(arrow, odds: odds, handicap: handicap)
                counts[zone.index] += 1
                total += zone.score
            }
            let probabilities = odds.probabilities(handicap: handicap)
            let scores = (odds.scoring.zones + [odds.scoring.miss]).map { Double($0.score) }
            let mean = zip(probabilities, scores).reduce(0) { $0 + $1.0 * $1.1 }
            let variance = zip(probabilities, scores).reduce(0) { $0 + $1.0 * ($1.1 - mean) * ($1.1 - mean) }
            let expected = odds.arrowScore(handicap: handicap)
            let what = "\(opponent.id) \(difficulty.id) h \(handicap) on \(odds.face) at \(odds.distance)"
            #expect(abs(Double(total) / Double(n) - expected) <= 4 * (variance / Double(n)).squareRoot(), "\(what)")
            for (zone, p) in probabilities.enumerated() {
                let frequency = Double(counts[zone]) / Double(n)
                #expect(abs(frequency - p) <= 4 * (p * (1 - p) / Double(n)).squareRoot(), "\(what) zone \(zone)")
            }
        }
    }

    /// Each of an opponent's difficulties is strictly harder than the one
    /// before, in expected score on every end of a set match and of every
    /// round, whatever the archer's handicap (and when it is unknown). An end
    /// of the same shot and change as one before is the same inequalities:
    /// each is checked once, named by its first end, and each shot's odds are
    /// computed once.
    @Test func everyDifficultyIsHarderThanTheOneBefore() throws {
        let recurve = Self.shots[0]
        var oddsByShot: [String: ArcheryZoneOdds] = [:]
        for opponent in Scorebook.archeryOpponents {
            let temperament = opponent.temperament
            var ends = temperament.match.enumerated().map { (odds: recurve, change: $1, name: "sets end \($0 + 1)") }
            var seen: Set<String> = []
            for round in Scorebook.archeryRounds {
                let changes = try #require(temperament.ends(ofRound: round.id))
                var count = 0
                for distance in round.distances {
                    let scoring = try #require(distance.face.scoring(round.scoring))
                    let shot = "\(distance.face.id) \(round.scoring) \(distance.length) \(round.venue)"
                    let odds = try oddsByShot[shot] ?? Self.agb.odds(scoring, distance: distance.length, venue: round.venue)
                    oddsByShot[shot] = odds
                    for _ in 0..<distance.arrows / distance.arrowsPerEnd {
                        if count < changes.count, seen.insert("\(shot) \(changes[count])").inserted {
                            ends.append((odds, changes[count], "\(round.id) end \(count + 1)"))
                        }
                        count += 1
                    }
                }
                #expect(count == changes.count, "\(round.id)")
            }
            for archer in Array(Self.agb.handicaps) + [opponent.handicap] {
                for (odds, change, name) in ends {
                    let handicaps = opponent.difficulties.map { $0.handicap(archer: archer) + change }
                    guard handicaps.allSatisfy(Self.agb.handicaps.contains) else {
                        Issue.record("\(opponent.id) leaves the scheme on \(name), archer \(archer): \(handicaps)")
                        return
                    }
                    let scores = handicaps.map { odds.arrowScore(handicap: $0) }
                    // Better, unless the harder already expects the face's best (a short round's).
                    let best = Double(odds.scoring.zones[0].score) - 1e-9
                    if !zip(scores, scores.dropFirst()).allSatisfy({ $0 < $1 || $1 > best }) {
                        Issue.record("\(opponent.id) \(name), archer \(archer): \(scores)")
                        return
                    }
                }
            }
        }
    }

    /// A drawn position, scored on the face with the scheme's arrow, lands in
    /// the drawn zone (but within the 0.01 mm it is rounded to, of a line).
    @Test func positionsLieInTheirZones() {
        for odds in Self.shots {
            var draw = ArrowDraw(seed: 7, scheme: Self.agb)
            let edges = odds.scoring.zones.map { $0.diameter!.millimetres / 2 + odds.arrowDiameter.millimetres / 2 }
            for arrow in 0..<20_000 {
                let handicap = [0, 20, 45, 80, 150][arrow % 5]
                let shot = draw.arrow(arrow, odds: odds, handicap: handicap)
                let scored = try! odds.scoring.zone(x: shot.x, y: shot.y, arrowDiameter: odds.arrowDiameter.millimetres)
                let rho = (shot.x * shot.x + shot.y * shot.y).squareRoot()
                let nearLine = edges.contains { abs($0 - rho) < 0.01 }
                #expect(scored == shot.zone || nearLine, "\(odds.face) h \(handicap): \(shot)")
            }
        }
    }

    /// The same seed and request give the same arrows; adding an end, or
    /// an arrow to the last end, never changes the arrows before it.
    @Test func matchesAreStatelessAndStable() throws {
        let robin = try #require(Scorebook.archeryOpponent("robin"))
        let ends = [["10", "9", "X"], ["8", "9", "9"], ["7", "7", "10"]]
        func match(_ ends: [[String]], seed: UInt64 = 99) throws -> ArcheryMatch {
            try robin.match(.init(difficulty: "medium", format: .sets(Self.shots[0]), seed: seed, archer: .handicap(60), archerEnds: ends))
        }
        let full = try match(ends)
        #expect(full.ends.map(\.opponent) == (try match(ends)).ends.map(\.opponent))
        for count in 1...ends.count {
            let prefix = try match(Array(ends.prefix(count)))
            #expect(prefix.ends.map(\.opponent) == Array(full.ends.prefix(count)).map(\.opponent))
        }
        let short = try match([ends[0], ends[1], ["7"]])
        #expect(short.ends[2].opponent == [full.ends[2].opponent[0]])
        #expect(try match(ends, seed: 100).ends.map(\.opponent) != full.ends.map(\.opponent))
    }

    /// Golden arrows: the zones a fixed seed gives never change, on any
    /// platform (integer odds and integer random numbers).
    @Test func goldenArrows() throws {
        let nova = try #require(Scorebook.archeryOpponent("captain-nova"))
        let match = try nova.match(
            .init(difficulty: "hard", format: .sets(Self.shots[0]), seed: 20261123, archer: .handicap(30),
                  archerEnds: Array(repeating: ["9", "9", "9"], count: 3)))
        let labels = match.ends.map { $0.opponent.map(\.zone.label).joined(separator: " ") }
        #expect(labels == GoldenArrows.novaHard)
        #expect(match.opponentHandicap == 22)
    }

    @Test func theArchersHandicapIsTheMeanOfTheirScoresHandicapsRoundedToTheWorse() throws {
        let granny = try #require(Scorebook.archeryOpponent("granny-fletch"))
        let york = try Self.agb.handicap(round: "york", score: 900)!
        let portsmouth = try Self.agb.handicap(round: "portsmouth", score: 500)!
        let match = try granny.match(
            .init(difficulty: "medium", format: .sets(Self.shots[0]), seed: 1,
                  archer: .scores([("york", 900), ("portsmouth", 500)]), archerEnds: []))
        let sum = york + portsmouth
        #expect(match.archerHandicap == (sum + 1) / 2, "a half goes to the higher (worse) Archery GB handicap")
        #expect(match.opponentHandicap == min(max(match.archerHandicap!, 10), 134))
        // Above handicap 0's expected 1400 on a WA 1440, a score earns the best handicap, not the worst.
        let champion = try granny.match(
            .init(difficulty: "medium", format: .sets(Self.shots[0]), seed: 1, archer: .scores([("wa-1440-90", 1420)]),
                  archerEnds: []))
        #expect(champion.archerHandicap == 0)
        #expect(champion.opponentHandicap == 10)
        let unknown = try granny.match(.init(difficulty: "easy", format: .sets(Self.shots[0]), seed: 1, archerEnds: []))
        #expect(unknown.archerHandicap == nil)
        #expect(unknown.opponentHandicap == granny.handicap + 12, "easy follows the opponent's own handicap when the archer's is unknown")
    }
}

/// A temperament's curve for a round its table's build did not have (an
/// app's, served beside Scorebook's opponents) is drawn at run time: the same
/// as the generator draws it, which every opponent and round here proves.
@Suite struct TemperamentCurveTests {
    @Test func theRuntimeDrawsEveryRoundAsTheGeneratorDid() throws {
        let rounds = Scorebook.archeryRounds
        try #require(!rounds.isEmpty && !Scorebook.archeryOpponents.isEmpty)
        for opponent in Scorebook.archeryOpponents {
            let temperament = opponent.temperament
            for round in rounds {
                let generated = try #require(temperament.ends(ofRound: round.id))
                let drawn = TemperamentCurve.changes(temperament.points, roundEnds: round.ends, matchEnds: opponent.rules.matchEnds)
                #expect(drawn == generated, "\(opponent.id), \(temperament.id), \(round.id)")
                #expect(generated.count == round.ends)
            }
        }
    }

    /// A round of another table that shares an id with one of its own, but
    /// not its length, gets its own curve, not the other's.
    @Test func aRoundOfTheSameIdButAnotherLengthIsDrawnAfresh() throws {
        let opponent = try #require(Scorebook.archeryOpponents.first)
        let york = try #require(Scorebook.archeryRound("york"))
        let short = ArcheryRound(
            id: york.id, name: "A shorter York", venue: york.venue, scoring: york.scoring, file: "club.yaml",
            distances: Array(york.distances.prefix(1)))
        let ends = opponent.temperament.ends(of: short, matchEnds: opponent.rules.matchEnds)
        #expect(ends.count == short.ends)
        #expect(ends == TemperamentCurve.changes(opponent.temperament.points, roundEnds: short.ends, matchEnds: opponent.rules.matchEnds))
    }

    /// An opponent shoots a round of another table: its temperament drawn for it.
    @Test func anOpponentShootsARoundItsTableNeverSaw() throws {
        let opponent = try #require(Scorebook.archeryOpponents.first)
        let york = try #require(Scorebook.archeryRound("york"))
        let club = ArcheryRound(
            id: "club-york", name: "A club's York", venue: york.venue, scoring: york.scoring, file: "club.yaml",
            distances: york.distances)
        #expect(opponent.temperament.ends(ofRound: club.id) == nil)
        #expect(opponent.temperament.ends(of: club, matchEnds: opponent.rules.matchEnds)
            == opponent.temperament.ends(ofRound: york.id))
    }
}

/// Shoot-offs: one arrow each; the higher score wins, then the zone nearer
/// the centre (an X beats a 10), then the measured distance; level on all
/// three, another arrow. Every branch, on matches made level by mirroring
/// the opponent's own arrows end by end.
@Suite struct ShootOffTests {
    static let recurve = ArcheryOpponentTests.shots[0]

    /// A request whose ends copy the opponent's, so every set is tied: 5–5.
    static func levelMatch(_ opponent: ArcheryOpponent, format: ArcheryMatchRequest.Format, seed: UInt64) throws
        -> ArcheryMatchRequest
    {
        var request = ArcheryMatchRequest(difficulty: "medium", format: format, seed: seed, archer: .handicap(40), archerEnds: [])
        for _ in 0..<5 {
            request.archerEnds.append(["M", "M", "M"])
            let match = try opponent.match(request)
            request.archerEnds[request.archerEnds.count - 1] = match.ends.last!.opponent.map(\.zone.label)
        }
        return request
    }

    /// The first seed whose shoot-off arrow is a 10 (not an X): both neighbours can then be tried.
    static func levelMatchWithATenInTheShootOff() throws -> (ArcheryOpponent, ArcheryMatchRequest, ArcheryOpponentArrow) {
        let robin = try #require(Scorebook.archeryOpponent("robin"))
        for seed in UInt64(0)..<500 {
            var request = try levelMatch(robin, format: .sets(recurve), seed: seed)
            #expect(try robin.match(request).state == .shootOff)
            request.archerShootOff = [.init(label: "M")]
            let opponent = try robin.match(request).shootOff[0].opponent
            if opponent.zone.label == "10" { return (robin, request, opponent) }
        }
        throw ScoringError(at: ["seed"], "no seed below 500 gives a 10")
    }

    @Test func aLevelSetMatchGoesToAShootOff() throws {
        let robin = try #require(Scorebook.archeryOpponent("robin"))
        let request = try Self.levelMatch(robin, format: .sets(Self.recurve), seed: 3)
        let match = try robin.match(request)
        #expect(match.setPoints! == (5, 5))
        #expect(match.state == .shootOff && match.shootOff.isEmpty)
        let cumulative = try robin.match(try Self.levelMatch(robin, format: .cumulative(Self.recurve), seed: 3))
        #expect(cumulative.totals!.archer == cumulative.totals!.opponent)
        #expect(cumulative.state == .shootOff)
    }

    /// A format where both reach the winning set points on one tied set
    /// (first to 5 of 5 sets: 4–4, then a tie) is level: a shoot-off, not a win for either.
    @Test func reachingTheWinningPointsTogetherIsLevel() throws {
        let robin = try #require(Scorebook.archeryOpponent("robin"))
        let rules = robin.rules
        let firstToFive = ArcheryOpponentRules(
            scheme: rules.scheme, sets: ArcherySetsFormat(arrowsPerEnd: 3, ends: 5, win: 2, tie: 1, toWin: 5),
            cumulative: rules.cumulative, difficulties: rules.difficulties, temperaments: rules.temperaments)
        let twin = ArcheryOpponent(
            id: "twin", name: "Twin", tagline: "", bowStyle: "recurve", handicap: 40, rules: firstToFive,
            temperament: robin.temperamentIndex, difficulties: robin.difficultyIndexes)
        let level = try Self.levelMatch(twin, format: .sets(Self.recurve), seed: 3)
        let match = try twin.match(level)
        #expect(match.setPoints! == (5, 5))
        #expect(match.state == .shootOff)
    }

    /// A measured distance must fit the zone the arrow scored.
    @Test func aShootOffDistanceMustFitItsZone() throws {
        let (robin, level, _) = try Self.levelMatchWithATenInTheShootOff()
        var request = level
        request.archerShootOff = [.init(label: "10", distanceFromCentre: Length(nanometres: 1_000_000))]
        #expect(throws: ScoringError(at: ["archerShootOff", .index(0), "distanceFromCentre"], "an arrow scoring '10' is 30.5 mm to 63.75 mm from the centre; found 1 mm")) {
            try robin.match(request)
        }
    }

    @Test func everyBranch() throws {
        let (robin, level, opponent) = try Self.levelMatchWithATenInTheShootOff()
        func shoot(_ arrows: [ArcheryShootOffArrow]) throws -> ArcheryMatch {
            var request = level
            request.archerShootOff = arrows
            return try robin.match(request)
        }
        let ten = opponent.hundredthsFromCentre
        let mm = { (hundredths: Int) in Length(nanometres: hundredths * 10_000) }
        #expect(try shoot([.init(label: "9")]).state == .lost, "a lower score loses")
        #expect(try shoot([.init(label: "X")]).state == .won, "an X is nearer the centre than a 10")
        let unmeasured = try shoot([.init(label: "10")])
        #expect(unmeasured.state == .shootOff && unmeasured.shootOff[0].archerWon == nil, "one zone: it waits for the distance")
        #expect(try shoot([.init(label: "10", distanceFromCentre: mm(ten - 1))]).state == .won, "nearer wins")
        #expect(try shoot([.init(label: "10", distanceFromCentre: mm(ten + 1))]).state == .lost, "farther loses")
        let even = try shoot([.init(label: "10", distanceFromCentre: mm(ten))])
        #expect(even.state == .shootOff && even.shootOff[0].archerWon == nil, "level to the hundredth: shoot again")
        // The next arrow is the match's next one; a higher score than it wins.
        let next = try shoot([.init(label: "10", distanceFromCentre: mm(ten)), .init(label: "M")]).shootOff[1].opponent
        let better = next.zone.score == 10 ? "X" : "10"
        let again = try shoot([.init(label: "10", distanceFromCentre: mm(ten)), .init(label: better)])
        #expect(again.state == (next.zone.label == "X" ? .lost : .won))
        #expect(again.shootOff.count == 2)

        #expect(throws: ScoringError(at: ["archerShootOff", .index(0), "distanceFromCentre"], "both arrows are in one zone: the one nearer the centre wins, so give its distance before shooting again")) {
            try shoot([.init(label: "10"), .init(label: "X")])
        }
        #expect(throws: ScoringError(at: ["archerShootOff", .index(1)], "the shoot-off was settled by the arrow before this one")) {
            try shoot([.init(label: "X"), .init(label: "X")])
        }
        var early = level
        early.archerEnds.removeLast()
        early.archerShootOff = [.init(label: "X")]
        #expect(throws: ScoringError(at: ["archerShootOff"], "the match has no shoot-off: it is in-progress")) {
            try robin.match(early)
        }
    }
}

/// The opponent's zones for Captain Nova, hard, seed 20261123, against an archer of handicap 30.
enum GoldenArrows {
    static let novaHard = ["7 8 8", "9 10 8", "9 9 10"]
}

extension ArrowDraw {
    /// Only the zone of arrow `index`, as ``arrow(_:odds:handicap:)`` draws it.
    mutating func zone(_ index: Int, odds: ArcheryZoneOdds, handicap: Int) -> ArcheryZone {
        arrow(index, odds: odds, handicap: handicap).zone
    }
}
