@testable import _ScorebookCompiler
import Testing

/// What handicap schemes compute grows with every round's best score and
/// with rounds × shots × handicaps × schemes: both are bounded, each at the
/// round or the scheme that passes its bound.
@Suite struct ArcheryHandicapBoundsTests {
    /// One face whose centre scores `best`, under `points`.
    static func faces(best: Int) -> String {
        """
        kind: archery-faces
        id: test-faces
        name: Test faces
        source: Scorebook test
        edition: "1"
        colours: { gold: "#FFE552", black: "#000000" }
        layouts:
          two-ring:
            name: Two-ring face
            rings:
              - { label: X, diameter: 0.5, fill: gold, line: black }
              - { label: "1", diameter: 1, fill: black, line: gold }
            scoring:
              points:
                name: Points
                zones:
                  - { label: X, score: \(best), rings: [X] }
                  - { label: "1", score: 1, rings: ["1"] }
                tallies: { xs: [X] }
        faces:
          big: { name: Big, diameter: 80 cm, layout: two-ring, scoring: [points] }

        """
    }

    /// `count` rounds of `arrows` arrows, each at its own distance (so its own shot).
    static func rounds(_ count: Int, arrows: Int) -> String {
        let rounds = (1...count).map {
            "  r\($0): { name: R, venue: outdoor, scoring: points, distances: [{ distance: \(10 + $0) m, face: big, arrows: \(arrows), arrowsPerEnd: 1 }] }"
        }
        return "kind: archery-rounds\nid: test-rounds\nname: Test rounds\nsource: Scorebook test\nedition: \"1\"\nrounds:\n"
            + rounds.joined(separator: "\n") + "\n"
    }

    /// `count` schemes over handicaps 0 to `highest`.
    static func handicaps(_ count: Int, highest: Int) -> String {
        let schemes = (1...count).map {
            "  s\($0): { name: S, spread: { scale: 5e-4, base: 1.035, offset: 6, distanceFactor: 0.00365 }, arrowDiameter: { outdoor: 5.5 mm, indoor: 9.3 mm }, handicaps: { from: 0, to: \(highest) }, better: lower, roundScore: up }"
        }
        return "kind: archery-handicaps\nid: test-handicaps\nname: Test handicaps\nsource: Scorebook test\nedition: \"1\"\nschemes:\n"
            + schemes.joined(separator: "\n") + "\n"
    }

    static func errors(_ faces: String, _ rounds: String, _ handicaps: String? = nil) -> [String] {
        let files = [("faces.yaml", faces), ("rounds.yaml", rounds)] + (handicaps.map { [("handicaps.yaml", $0)] } ?? [])
        let sources = files.map { TableSource(path: $0.0, relativePath: $0.0, bytes: Array($0.1.utf8)) }
        return TableCompiler.compile(sources).diagnostics.sorted.map(\.description)
    }

    /// 40 arrows of 255 make 10,200; 39 make 9,945.
    @Test func aRoundsBestScoreIsBounded() {
        #expect(Self.errors(Self.faces(best: 255), Self.rounds(1, arrows: 39)) == [])
        #expect(Self.errors(Self.faces(best: 255), Self.rounds(1, arrows: 40)) == [
            "rounds.yaml:7:3: error: round 'r1' scores up to 10200; a round scores at most 10000"
        ])
    }

    /// Each scheme over 1,001 handicaps computes, for 200 rounds of one
    /// distance (each its own shot), 1,001 × (200 × 1 + 200 × 3) values:
    /// 800,800. The fifth passes 4,000,000.
    @Test func whatTheSchemesComputeIsBounded() {
        let faces = Self.faces(best: 6), rounds = Self.rounds(200, arrows: 1)
        #expect(Self.errors(faces, rounds, Self.handicaps(4, highest: 1000)) == [])
        #expect(Self.errors(faces, rounds, Self.handicaps(5, highest: 1000)) == [
            "handicaps.yaml:11:3: error: the handicap schemes up to 's5' compute 4004000 values for 200 rounds and 200 shots; the schemes of a build compute at most 4000000: narrow their handicaps, or compile fewer schemes or rounds"
        ])
    }
}
