import Foundation
@testable import _ScorebookCompiler
import ScorebookCore
import Testing

/// Opponents tables against the tables they name: the handicap scheme whose
/// range and direction every difficulty must respect, and the faces their
/// shots are scored on; then the lowering of temperament curves to a change
/// per end. The mistakes one file shows alone are in
/// `Fixtures/Diagnostics/archery-opponents-*.yaml`.
@Suite struct ArcheryOpponentsCompilerTests {
    /// A made-up faces table: `big` supports both scoring systems, `small` only `points`.
    static let faces = """
        kind: archery-faces
        id: test-faces
        name: Test faces
        source: Scorebook test
        edition: "1"
        colours:
          gold: "#FFE552"
          black: "#000000"
          white: "#FFFFFF"
        layouts:
          three-ring:
            name: Three-ring face
            rings:
              - { label: X,   diameter: 0.25, fill: gold,  line: black }
              - { label: "2", diameter: 0.5,  fill: gold,  line: black }
              - { label: "1", diameter: 1,    fill: black, line: white }
            scoring:
              points:
                name: Two, one
                zones:
                  - { label: X,   score: 2, rings: [X] }
                  - { label: "2", score: 2, rings: ["2"] }
                  - { label: "1", score: 1, rings: ["1"] }
                tallies: { twos: [X, "2"] }
              colours:
                name: Gold or black
                zones:
                  - { label: G, score: 3, rings: [X, "2"] }
                  - { label: B, score: 1, rings: ["1"] }
                tallies: { golds: [G] }
        faces:
          big: { name: Big, diameter: 80 cm, layout: three-ring, scoring: [points, colours] }
          small: { name: Small, diameter: 40 cm, layout: three-ring, scoring: [points] }

        """

    /// Two schemes over handicaps 0 to 60, small enough to lower quickly:
    /// `test` where lower is better, `upward` where higher is.
    static let handicaps = """
        kind: archery-handicaps
        id: test-handicaps
        name: Test handicaps
        source: Scorebook test
        edition: "1"
        schemes:
          test:
            name: Test
            spread: { scale: 5e-4, base: 1.035, offset: 6, distanceFactor: 0.00365 }
            arrowDiameter: { outdoor: 5.5 mm, indoor: 9.3 mm }
            handicaps: { from: 0, to: 60 }
            better: lower
            roundScore: up
          upward:
            name: Upward
            spread: { scale: 1.4142135623730951e-3, exponent: 2.57, handicapRate: -0.027, constant: 0.815, slope: 0.0037 }
            arrowDiameter: { outdoor: 5.0 mm, indoor: 9.3 mm }
            handicaps: { from: 0, to: 60 }
            better: higher
            roundScore: half-even

        """

    /// A round of 4 ends and a round of 1, to spread the curves over.
    static let rounds = """
        kind: archery-rounds
        id: test-rounds
        name: Test rounds
        source: Scorebook test
        edition: "1"
        rounds:
          four:
            name: Four ends
            venue: outdoor
            scoring: points
            distances:
              - { distance: 30 m, face: big, arrows: 12, arrowsPerEnd: 3 }
          single:
            name: One end
            venue: indoor
            scoring: points
            distances:
              - { distance: 18 m, face: small, arrows: 3, arrowsPerEnd: 3 }

        """

    /// Valid against `test`: for every archer from 0 to 60, medium is 10
    /// better than easy and hard better than both; the widest temperament
    /// (+6) keeps every difficulty within 0 to 60. The line numbers in the
    /// expectations below are this text's.
    static let opponents = """
        kind: archery-opponents
        id: test-opponents
        name: Test opponents
        source: Scorebook test
        edition: "1"
        scheme: test
        formats:
          sets: { arrowsPerEnd: 3, ends: 5, setPoints: { win: 2, tie: 1 }, toWin: 6 }
          cumulative: { arrowsPerEnd: 3, ends: 4 }
        shots:
          - { face: big, scoring: colours, distance: 30 m, venue: outdoor }
          - { face: small, scoring: points, distance: 18 m, venue: indoor }
        difficulties:
          easy: { name: Easy, archer: +10, within: { from: 20, to: 50 } }
          medium: { name: Medium, archer: 0, within: { from: 10, to: 40 } }
          hard: { name: Hard, handicap: 8 }
        temperaments:
          steady: { name: Steady, curve: { 1: 0 } }
          warms-up: { name: Warms up, curve: { 1: +6, 3: 0 } }
          fades: { name: Fades, curve: { 2: 0, 5: -3 } }
        opponents:
          pip:
            name: Pip
            tagline: First season.
            bowStyle: barebow
            handicap: 45
            temperament: warms-up
            difficulties: [easy, medium]
          nova:
            name: Nova
            tagline: Shoots a laser bow.
            bowStyle: laser
            handicap: 9
            temperament: fades
            difficulties: [easy, medium, hard]

        """

    static func source(_ text: String, _ name: String) -> TableSource {
        TableSource(path: name, relativePath: name, bytes: Array(text.utf8))
    }

    /// `text` with each `(old, new)` replaced, each `old` required to occur once.
    static func edit(_ text: String, _ replacements: (String, String)...) -> String {
        replacements.reduce(text) { text, replacement in
            precondition(text.components(separatedBy: replacement.0).count == 2, "'\(replacement.0)' is not in the table once")
            return text.replacingOccurrences(of: replacement.0, with: replacement.1)
        }
    }

    /// The faces and handicaps tables with `opponents` (edited) as `opponents.yaml`.
    static func compile(_ opponents: String = Self.opponents, _ more: (String, String)...) -> TableCompiler.Output {
        TableCompiler.compile(
            [source(faces, "faces.yaml"), source(handicaps, "handicaps.yaml"), source(opponents, "opponents.yaml")]
                + more.map { source($0.0, $0.1) })
    }

    static func errors(_ output: TableCompiler.Output) -> [String] {
        output.diagnostics.sorted.map(\.description)
    }

    // MARK: From the review

    /// Every shot must get finite odds: a spread that blows up short of 1000 m
    /// is an error at the spread, and nothing is shot beyond 1000 m.
    @Test func aSpreadMustStayFiniteToTheFarthestShot() {
        let handicaps = Self.edit(Self.handicaps, ("distanceFactor: 0.00365 }", "distanceFactor: 4.5 }"))
        let errors = Self.errors(
            TableCompiler.compile([Self.source(Self.faces, "faces.yaml"), Self.source(handicaps, "handicaps.yaml")]))
        #expect(errors == ["handicaps.yaml:9:13: error: scheme 'test' spread is not a positive angle at handicap 0, 1000 m"])
        // The better archer must group tighter: the handicap a score earns is found in that order.
        for (better, spread, says) in [
            ("higher", "base: 1.035", "widens as the handicap rises, so lower is better, not higher"),
            ("lower", "base: 0.965", "narrows as the handicap rises, so higher is better, not lower"),
            ("lower", "base: 1", "does not change with the handicap"),
        ] {
            let wrong = Self.edit(Self.handicaps, ("better: lower", "better: \(better)"), ("base: 1.035", spread))
            #expect(Self.errors(TableCompiler.compile([Self.source(Self.faces, "faces.yaml"), Self.source(wrong, "handicaps.yaml")]))
                == ["handicaps.yaml:9:13: error: scheme 'test' spread \(says)"])
        }
        let far = Self.edit(Self.opponents, ("distance: 30 m, venue: outdoor", "distance: 1001 m, venue: outdoor"))
        #expect(Self.errors(Self.compile(far)) == [
            "opponents.yaml:11:46: error: a shot: distance is not a distance a match is shot at, 1 m to 1000 m"
        ])
        let farRound = Self.edit(Self.rounds, ("distance: 30 m, face: big", "distance: 1200 m, face: big"))
        let roundsOutput = TableCompiler.compile([Self.source(Self.faces, "faces.yaml"), Self.source(farRound, "rounds.yaml")])
        #expect(Self.errors(roundsOutput) == [
            "rounds.yaml:12:21: error: a distance of round 'four': 1200 m is not a distance a round is shot at, 1 m to 1000 m"
        ])
        // Nearer than a metre, the runtime would not compute the round's odds for a match.
        let nearRound = Self.edit(Self.rounds, ("distance: 30 m, face: big", "distance: 999 mm, face: big"))
        #expect(Self.errors(TableCompiler.compile([Self.source(Self.faces, "faces.yaml"), Self.source(nearRound, "rounds.yaml")])) == [
            "rounds.yaml:12:21: error: a distance of round 'four': 999 mm is not a distance a round is shot at, 1 m to 1000 m"
        ])
    }

    /// An app's opponents may follow one of Scorebook's schemes: the app's
    /// build computes it for their shots, merged with Scorebook's own tables of
    /// it; and their table may share an id's spelling with Scorebook's own.
    @Test func anAppsOpponentsMayFollowScorebooksScheme() throws {
        let tables = ReferenceTables.builtIn
        let builtInScheme = Self.edit(
            Self.opponents, ("scheme: test", "scheme: agb"), ("  pip:", "  pippa:"), ("  nova:", "  novella:"))
        let output = TableCompiler.compile(
            [Self.source(Self.faces, "faces.yaml"), Self.source(builtInScheme, "opponents.yaml")], module: "App", builtIn: tables)
        #expect(Self.errors(output).isEmpty)
        let schemes = try #require(output.lowered(of: ArcheryHandicapsKind.self))
        #expect(schemes.map(\.id) == ["agb", "aa2"] && schemes.allSatisfy(\.isBuiltIn))
        #expect(schemes[0].odds.map(\.shot.face) == ["big", "small"], "odds for the app's own shots only")
        #expect(try #require(output.lowered(of: ArcheryOpponentsKind.self)).first?.schemeIndex == 0)
        let swift = try #require(output.swiftSource)
        #expect(swift.contains(#"id: "agb", name: "#), "Scorebook's scheme, for the app's shots; combining merges it with Scorebook's")
        #expect(swift.contains("scheme: archeryHandicapScheme0,"))
        // Its own opponents (Scorebook's have a pip and a nova), under the id Scorebook's table has.
        let sameID = Self.edit(
            Self.opponents, ("id: test-opponents", "id: archery-opponents"), ("  pip:", "  pippa:"), ("  nova:", "  novella:"))
        let own = TableCompiler.compile(
            [Self.source(Self.faces, "faces.yaml"), Self.source(Self.handicaps, "handicaps.yaml"), Self.source(sameID, "opponents.yaml")],
            module: "App", builtIn: tables)
        #expect(Self.errors(own).isEmpty)
    }

    // MARK: A valid set

    @Test func aValidSetCompilesAndLowers() throws {
        let output = Self.compile(Self.opponents, (Self.rounds, "rounds.yaml"))
        #expect(output.diagnostics.all.isEmpty, "\(output.diagnostics.all)")
        let swift = try #require(output.swiftSource)
        let tables = try #require(output.lowered(of: ArcheryOpponentsKind.self))
        try #require(tables.count == 1)
        let table = tables[0]
        #expect(table.scheme == "test" && table.schemeIndex == 0)
        #expect(table.opponents.map(\.definition.id.value) == ["pip", "nova"])
        #expect(table.temperaments.map(\.id) == ["steady", "warms-up", "fades"])
        #expect(table.opponents.map(\.temperament) == [1, 2])
        #expect(table.opponents.map(\.difficulties) == [[0, 1], [0, 1, 2]])
        #expect(swift.contains("static let archeryOpponents: [ArcheryOpponent] = ["))
        #expect(swift.contains(".relative(offset: 10, within: 20...50)"))
        #expect(swift.contains(".fixed(8)"))
    }

    /// The match spans the longer format (5 ends, not the cumulative 4).
    /// warms-up {1: +6, 3: 0} falls 3 an end then holds; fades {2: 0, 5: -3}
    /// holds, then falls 1 an end.
    @Test func temperamentsLowerToAChangeOnEachEndOfTheMatch() throws {
        let table = try #require(Self.compile().lowered(of: ArcheryOpponentsKind.self)?.first)
        #expect(table.temperaments.map(\.match) == [[0, 0, 0, 0, 0], [6, 3, 0, 0, 0], [0, 0, -1, -2, -3]])
    }

    /// A 4-end round puts its ends at 1, 7/3, 11/3 and 5 of the curve:
    /// warms-up 6, 2, 0, 0; fades 0, -1/3 → 0, -5/3 → -2, -3. A 1-end round
    /// shoots at the curve's first end.
    @Test func temperamentsSpreadOverEveryRoundsEnds() throws {
        let output = Self.compile(Self.opponents, (Self.rounds, "rounds.yaml"))
        let table = try #require(output.lowered(of: ArcheryOpponentsKind.self)?.first)
        let rounds = table.temperaments.map { $0.rounds.map(\.round) }
        #expect(rounds == Array(repeating: ["four", "single"], count: 3))
        #expect(table.temperaments.map { $0.rounds.map(\.ends) } == [
            [[0, 0, 0, 0], [0]],
            [[6, 2, 0, 0], [6]],
            [[0, 0, -2, -3], [0]],
        ])
    }

    // MARK: Against the scheme

    @Test func aFixedDifficultyMayNotLeaveTheSchemesRange() {
        let opponents = Self.edit(Self.opponents, ("hard: { name: Hard, handicap: 8 }", "hard: { name: Hard, handicap: -2 }"))
        let output = Self.compile(opponents)
        #expect(Self.errors(output) == [
            "opponents.yaml:16:33: error: difficulty 'hard' gives handicap -2, outside the Test scheme's range, 0 to 60"
        ])
        #expect(output.swiftSource == nil)
    }

    /// The range is the mistake, but the validator points at the rule's
    /// offset (`+10`, 14:31), lines away from `within` when the difficulty
    /// is written as a block; the bound outside the range is the place.
    @Test func aFollowingDifficultyMayNotLeaveTheSchemesRange() {
        let opponents = Self.edit(Self.opponents, ("within: { from: 20, to: 50 }", "within: { from: 20, to: 70 }"))
        let output = Self.compile(opponents)
        let errors = Self.errors(output)
        #expect(errors == [
            "opponents.yaml:14:44: error: difficulty 'easy' gives handicaps 20 to 70, outside the Test scheme's range, 0 to 60"
        ])
        #expect(output.swiftSource == nil)
    }

    @Test func anOpponentsOwnHandicapMustBeInTheSchemesRange() {
        let opponents = Self.edit(Self.opponents, ("handicap: 9", "handicap: 61"))
        #expect(Self.errors(Self.compile(opponents)) == [
            "opponents.yaml:33:15: error: opponent 'nova' has handicap 61, outside the Test scheme's range, 0 to 60"
        ])
    }

    /// Each difficulty is in range, but warms-up adds up to 6 to easy's 56,
    /// and fading to -9 takes hard's 8 below 0: each reported where the
    /// opponent lists the difficulty.
    @Test func aTemperamentMayNotPushADifficultyOutOfTheSchemesRange() {
        let opponents = Self.edit(
            Self.opponents, ("within: { from: 20, to: 50 }", "within: { from: 20, to: 56 }"),
            ("curve: { 2: 0, 5: -3 }", "curve: { 2: 0, 5: -9 }"))
        #expect(Self.errors(Self.compile(opponents)) == [
            "opponents.yaml:28:20: error: opponent 'pip' at 'easy' with temperament 'warms-up' reaches handicaps 20 to 62, outside the Test scheme's range, 0 to 60",
            "opponents.yaml:35:34: error: opponent 'nova' at 'hard' with temperament 'fades' reaches handicaps -1 to 8, outside the Test scheme's range, 0 to 60",
        ])
    }

    /// Hard follows the archer 5 better, kept within 5 to 42: from an archer
    /// of 45 it gives 40, which medium (kept within 10 to 40) gives too.
    @Test func difficultiesMustBeStrictlyHarderInOrderForEveryArcher() {
        let opponents = Self.edit(
            Self.opponents, ("hard: { name: Hard, handicap: 8 }", "hard: { name: Hard, archer: -5, within: { from: 5, to: 42 } }"))
        #expect(Self.errors(Self.compile(opponents)) == [
            "opponents.yaml:35:34: error: opponent 'nova': 'hard' is not harder than 'medium' for an archer of handicap 45 (40 against 40); list difficulties easiest first, each strictly harder on every end"
        ])
    }

    @Test func difficultiesListedHardestFirstAreReported() {
        let opponents = Self.edit(Self.opponents, ("difficulties: [easy, medium]", "difficulties: [medium, easy]"))
        #expect(Self.errors(Self.compile(opponents)) == [
            "opponents.yaml:28:28: error: opponent 'pip': 'easy' is not harder than 'medium' for an archer of handicap 0 (20 against 10); list difficulties easiest first, each strictly harder on every end"
        ])
    }

    /// Where a higher handicap is better, the same list runs hardest first.
    @Test func theOrderFollowsTheSchemesDirection() {
        let opponents = Self.edit(Self.opponents, ("scheme: test", "scheme: upward"))
        #expect(Self.errors(Self.compile(opponents)) == [
            "opponents.yaml:28:26: error: opponent 'pip': 'medium' is not harder than 'easy' for an archer of handicap 0 (10 against 20); list difficulties easiest first, each strictly harder on every end",
            "opponents.yaml:35:26: error: opponent 'nova': 'medium' is not harder than 'easy' for an archer of handicap 0 (10 against 20); list difficulties easiest first, each strictly harder on every end",
            "opponents.yaml:35:34: error: opponent 'nova': 'hard' is not harder than 'medium' for an archer of handicap 0 (8 against 10); list difficulties easiest first, each strictly harder on every end",
        ])
    }

    @Test func theSchemeMustBeDefined() {
        let opponents = Self.edit(Self.opponents, ("scheme: test", "scheme: tset"))
        let output = Self.compile(opponents)
        #expect(Self.errors(output) == [
            "opponents.yaml:6:9: error: handicap scheme 'tset' is not defined; the archery-handicaps tables define 'test' and 'upward'"
        ])
        #expect(output.swiftSource == nil)
    }

    // MARK: Shots and ids across files

    @Test func aShotsFaceMustSupportItsScoring() {
        let opponents = Self.edit(
            Self.opponents, ("{ face: small, scoring: points,", "{ face: small, scoring: colours,"))
        #expect(Self.errors(Self.compile(opponents)) == [
            "opponents.yaml:12:29: error: a shot is scored 'colours', which face 'small' does not support; it supports 'points'"
        ])
    }

    @Test func aShotsFaceMustBeDefined() {
        let opponents = Self.edit(Self.opponents, ("{ face: small,", "{ face: smal,"))
        #expect(Self.errors(Self.compile(opponents)) == [
            "opponents.yaml:12:13: error: face 'smal' is not defined; the archery-faces tables define 'big' and 'small'"
        ])
    }

    @Test func opponentIDsAreUniqueAcrossOpponentsFiles() {
        let other = Self.edit(Self.opponents, ("id: test-opponents", "id: more-opponents"), ("  nova:", "  vega:"))
        let output = Self.compile(Self.opponents, (other, "more.yaml"))
        #expect(Self.errors(output) == ["more.yaml:22:3: error: opponent id 'pip' is already used by opponents.yaml:22:3"])
        #expect(output.swiftSource == nil)
    }

    // MARK: Curves within one file

    /// The point at end 6 is the mistake, and the parser already points at a
    /// curve's own ends (out of order); the validator points at the
    /// temperament's id instead, lines away when the curve is written as a block.
    @Test func aCurvePointOutsideTheMatchIsReportedAtThePoint() {
        let opponents = Self.edit(
            Self.opponents,
            ("  fades: { name: Fades, curve: { 2: 0, 5: -3 } }", "  fades:\n    name: Fades\n    curve:\n      2: 0\n      6: -3"))
        let errors = Self.errors(Self.compile(opponents))
        #expect(errors == [
            "opponents.yaml:24:7: error: temperament 'fades' has a point at end 6, outside the match: its formats have at most 5 ends"
        ])
    }

    // MARK: Interpolation

    typealias Curve = [(end: Int, change: Int)]

    static func change(_ curve: Curve, at end: Int) -> Int {
        TemperamentCurve.change(curve, at: (end, 1))
    }

    @Test func aCurveIsLevelBeforeItsFirstPointAndAfterItsLast() {
        let curve: Curve = [(3, 4), (5, -2)]
        #expect(Self.change(curve, at: 1) == 4)
        #expect(Self.change(curve, at: 2) == 4)
        #expect(Self.change(curve, at: 3) == 4)
        #expect(Self.change(curve, at: 5) == -2)
        #expect(Self.change(curve, at: 9) == -2)
        #expect(TemperamentCurve.change(curve, at: (5, 2)) == 4)  // end 2.5
        #expect(TemperamentCurve.change(curve, at: (11, 2)) == -2)  // end 5.5
    }

    @Test func aCurveIsStraightBetweenItsPoints() {
        let curve: Curve = [(1, 0), (3, 4), (7, -4)]
        #expect((1...7).map { Self.change(curve, at: $0) } == [0, 2, 4, 2, 0, -2, -4])
        // Ends 1.5 and 6.5: exactly 1 and -3.
        #expect(TemperamentCurve.change(curve, at: (3, 2)) == 1)
        #expect(TemperamentCurve.change(curve, at: (13, 2)) == -3)
    }

    /// Halves go away from zero, for rises and falls alike, with exact
    /// integer arithmetic; thirds go to the nearer whole handicap.
    @Test func changesRoundHalfAwayFromZero() {
        #expect(Self.change([(1, 0), (3, 1)], at: 2) == 1)
        #expect(Self.change([(1, 0), (3, -1)], at: 2) == -1)
        #expect(Self.change([(1, 1), (3, 0)], at: 2) == 1)
        #expect(Self.change([(1, -1), (3, 0)], at: 2) == -1)
        #expect(Self.change([(1, 2), (3, -3)], at: 2) == -1)  // -0.5
        #expect(Self.change([(1, -2), (3, 3)], at: 2) == 1)  // 0.5
        #expect((1...4).map { Self.change([(1, 0), (4, 1)], at: $0) } == [0, 0, 1, 1])  // 1/3, 2/3
        #expect((1...4).map { Self.change([(1, 0), (4, -1)], at: $0) } == [0, 0, -1, -1])
        // Between ends, as a round's ends fall: 1.25 → 0.25, 1.75 → 0.75 of the way to 1.
        #expect(TemperamentCurve.change([(1, 0), (2, 1)], at: (5, 4)) == 0)
        #expect(TemperamentCurve.change([(1, 0), (2, 1)], at: (7, 4)) == 1)
        #expect(TemperamentCurve.change([(1, 0), (2, -1)], at: (7, 4)) == -1)
    }

    @Test func aSinglePointCurveIsLevel() {
        #expect((1...6).map { Self.change([(3, -2)], at: $0) } == Array(repeating: -2, count: 6))
        #expect(TemperamentCurve.change([(1, 5)], at: (7, 3)) == 5)
    }

    @Test func aOneEndRoundShootsAtTheCurvesFirstEnd() {
        #expect(TemperamentCurve.position(end: 1, of: 1, over: 5) == (1, 1))
        #expect(TemperamentCurve.change([(1, 6), (3, 0)], at: TemperamentCurve.position(end: 1, of: 1, over: 5)) == 6)
    }

    /// For every length of round and match, a round's first end lands on the
    /// match's first end and its last on the match's last, evenly between.
    @Test func aRoundsFirstAndLastEndsLandOnTheCurvesFirstAndLast() {
        for ends in 1...8 {
            for count in 2...30 {
                let first = TemperamentCurve.position(end: 1, of: count, over: ends)
                let last = TemperamentCurve.position(end: count, of: count, over: ends)
                #expect(first.numerator == first.denominator, "round of \(count) over \(ends)")
                #expect(last.numerator == ends * last.denominator, "round of \(count) over \(ends)")
                let steps = (2...count).map { end in
                    let (a, b) = (
                        TemperamentCurve.position(end: end - 1, of: count, over: ends),
                        TemperamentCurve.position(end: end, of: count, over: ends)
                    )
                    return b.numerator - a.numerator
                }
                #expect(Set(steps) == [ends - 1], "round of \(count) over \(ends)")
            }
        }
        // A round as long as the match shoots each end on the same end.
        #expect((1...5).map { TemperamentCurve.position(end: $0, of: 5, over: 5) }.map { $0.numerator / $0.denominator }
            == [1, 2, 3, 4, 5])
        #expect((1...5).allSatisfy { TemperamentCurve.position(end: $0, of: 5, over: 5).numerator % 4 == 0 })
    }

    // MARK: Bounds

    /// 257 opponents, or 65 shots, are refused at the first one too many; 256
    /// and 64 compile (temperaments and difficulties: `archery-opponents-too-many-*.yaml`).
    @Test func opponentsAndShotsPerTableAreBounded() {
        func opponents(_ count: Int) -> String {
            let more = (1...count).map {
                "  o\($0): { name: O, tagline: T, bowStyle: recurve, handicap: 30, temperament: steady, difficulties: [easy] }"
            }
            return Self.edit(Self.opponents, ("opponents:\n", "opponents:\n" + more.joined(separator: "\n") + "\n"))
        }
        #expect(Self.errors(Self.compile(opponents(255))) == [
            "opponents.yaml:284:3: error: the table has 257 opponents; an opponents table has at most 256: split it"
        ])
        #expect(Self.errors(Self.compile(opponents(254))) == [])
        func shots(_ count: Int) -> String {
            let more = (1...count).map { "  - { face: big, scoring: points, distance: \($0) m, venue: outdoor }" }
            return Self.edit(Self.opponents, ("shots:\n", "shots:\n" + more.joined(separator: "\n") + "\n"))
        }
        #expect(Self.errors(Self.compile(shots(63))) == [
            "opponents.yaml:75:5: error: the table has 65 shots; an opponents table has at most 64"
        ])
        #expect(Self.errors(Self.compile(shots(62))) == [])
    }

    // MARK: The real tables

    /// The package's own Tables/ folder, beside Sources/ and Tests/.
    static let tablesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tables").path

    /// Every opponent is lowered with its own temperament, whose change per end
    /// covers the whole match, and every round's ends start and finish where
    /// the match's do.
    @Test func theRealTablesCompileAndEveryOpponentIsLowered() throws {
        let output = TableCompiler.compile(try TableSource.scan(directory: Self.tablesDirectory))
        #expect(output.diagnostics.errors.isEmpty, "\(Self.errors(output))")
        #expect(output.swiftSource != nil)
        let tables = try #require(output.lowered(of: ArcheryOpponentsKind.self))
        let table = try #require(tables.first { $0.id == "archery-opponents" })
        let definition = try #require(output.tables(of: ArcheryOpponentsKind.self).first { $0.info.id == "archery-opponents" })
            .definition
        let ends = max(definition.sets.ends, definition.cumulative.ends)
        #expect(ends == 5)
        #expect(table.opponents.map(\.definition.id.value) == definition.opponents.map(\.id.value))
        #expect(table.opponents.count == 7)
        let rounds = output.archeryRounds
        #expect(!rounds.isEmpty)
        for opponent in table.opponents {
            let temperament = table.temperaments[opponent.temperament]
            #expect(temperament.id == opponent.definition.temperament.value)
            #expect(temperament.match.count == ends, "\(opponent.definition.id.value)")
            #expect(opponent.difficulties.map { table.difficulties[$0].id.value } == opponent.definition.difficulties.map(\.value))
            #expect(temperament.rounds.map(\.round) == rounds.map(\.id))
            for (round, changes) in temperament.rounds {
                #expect(changes.first == temperament.match.first, "\(temperament.id) on \(round)")
                #expect(changes.last == temperament.match.last, "\(temperament.id) on \(round)")
            }
        }
    }
}

/// Scorebook's own `Tables/`, as an app's build names them.
enum ReferenceTables {
    static let builtIn: [TableSource] = {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Tables")
            .standardized
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { name in
            let url = directory.appendingPathComponent(name)
            return TableSource(path: url.path, relativePath: name, bytes: Array((try? Data(contentsOf: url)) ?? Data()))
        }
    }()
}
