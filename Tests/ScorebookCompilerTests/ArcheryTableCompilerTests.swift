import Foundation
import _ScorebookCompiler
import ScorebookCore
import Testing

/// Archery tables across files: rounds name faces and scoring systems defined
/// in archery-faces files, and ids must be unique across every file. The
/// mistakes one file shows alone are in `Fixtures/Diagnostics/archery-*.yaml`.
@Suite struct ArcheryTableCompilerTests {
    /// A made-up faces table: a five-ring layout with a 10-zone-like and an
    /// imperial-like scoring system, printed whole at 122 cm and 16 in, and
    /// reduced to its gold rings on a 40 cm triple spot.
    static let faces = """
        kind: archery-faces
        id: test-faces
        name: Test faces
        source: Scorebook test
        edition: "1"
        colours:
          gold: "#ffe552"
          red: "#F65058"
          black: "#000000"
        layouts:
          five-ring:
            name: Five-ring face
            rings:
              - { label: X,    diameter: 0.05, fill: gold, line: black }
              - { label: "10", diameter: 0.1,  fill: gold, line: black }
              - { label: "9",  diameter: 0.2,  fill: gold, line: black }
              - { label: "8",  diameter: 0.6,  fill: red,  line: black }
              - { label: "7",  diameter: 1,    fill: red,  line: black }
            scoring:
              recurve:
                name: Ten-zone
                zones:
                  - { label: X,    score: 10, rings: [X] }
                  - { label: "10", score: 10, rings: ["10"] }
                  - { label: "9",  score: 9,  rings: ["9"] }
                  - { label: "8",  score: 8,  rings: ["8"] }
                  - { label: "7",  score: 7,  rings: ["7"] }
                tallies: { tens: [X, "10"], xs: [X] }
              imperial:
                name: Imperial
                zones:
                  - { label: "9", score: 9, rings: [X, "10", "9"] }
                  - { label: "7", score: 7, rings: ["8", "7"] }
                tallies: { golds: ["9"] }
        faces:
          big: { name: Big, diameter: 122 cm, layout: five-ring, scoring: [recurve, imperial] }
          worcester-size: { name: Sixteen inch, diameter: 16 in, layout: five-ring, scoring: [recurve] }
          spot: { name: Gold spot, diameter: 40 cm, layout: five-ring, outermostRing: "9", spots: 3, scoring: [imperial, recurve] }

        """

    /// Rounds on the faces above, in yards and metres.
    static let rounds = """
        kind: archery-rounds
        id: test-rounds
        name: Test rounds
        source: Scorebook test
        edition: "1"
        rounds:
          long:
            name: Long
            venue: outdoor
            scoring: imperial
            distances:
              - { distance: 100 yd, face: big, arrows: 72, arrowsPerEnd: 6 }
              - { distance: 80 yd, face: big, arrows: 48, arrowsPerEnd: 6 }
          short:
            name: Short
            venue: indoor
            scoring: recurve
            distances:
              - { distance: 18 m, face: spot, arrows: 60, arrowsPerEnd: 3 }

        """

    static func source(_ text: String, _ name: String) -> TableSource {
        TableSource(path: name, relativePath: name, bytes: Array(text.utf8))
    }

    /// `text` with each `(old, new)` replaced, each `old` required to occur.
    static func edit(_ text: String, _ replacements: (String, String)...) -> String {
        replacements.reduce(text) { text, replacement in
            precondition(text.contains(replacement.0), "'\(replacement.0)' is not in the table")
            return text.replacingOccurrences(of: replacement.0, with: replacement.1)
        }
    }

    static func compile(_ files: (String, String)...) -> TableCompiler.Output {
        TableCompiler.compile(files.map { source($0.0, $0.1) })
    }

    static func errors(_ output: TableCompiler.Output) -> [String] {
        output.diagnostics.sorted.map(\.description)
    }

    // MARK: A valid pair

    @Test func aValidPairCompiles() throws {
        let output = Self.compile((Self.faces, "faces.yaml"), (Self.rounds, "rounds.yaml"))
        #expect(output.diagnostics.all.isEmpty, "\(output.diagnostics.all)")
        let swift = try #require(output.swiftSource)
        #expect(output.tables.map(\.kind) == ["archery-faces", "archery-rounds"])
        #expect(output.tables.map(\.id) == ["test-faces", "test-rounds"])
        #expect(output.tables.map(\.file) == ["faces.yaml", "rounds.yaml"])
        #expect(output.tables.allSatisfy { $0.contentHash.hasPrefix("sha256:") && $0.contentHash.count == 7 + 64 })
        #expect(output.archeryFaces.map(\.id) == ["big", "worcester-size", "spot"])
        #expect(output.archeryRounds.map(\.id) == ["long", "short"])
        #expect(output.fitnessTests.isEmpty)
        #expect(swift.contains("static let archeryFaces: [ArcheryFace] = [archeryFace0, archeryFace1, archeryFace2]"))
        #expect(swift.contains("static let archeryRounds: [ArcheryRound] = [archeryRound0, archeryRound1]"))
        #expect(swift.contains("Length(nanometres: 61000000)"))
    }

    @Test func ringFractionsLowerToWholeNanometresOnEachFace() throws {
        let faces = Self.compile((Self.faces, "faces.yaml")).archeryFaces
        try #require(faces.count == 3)
        // 122 cm × 0.05 = 61 mm; × 0.2 = 244 mm; × 1 = 1220 mm.
        #expect(faces[0].diameter == Length(nanometres: 1_220_000_000))
        #expect(faces[0].rings.map(\.diameter.nanometres) == [61_000_000, 122_000_000, 244_000_000, 732_000_000, 1_220_000_000])
        // 16 in = 406.4 mm; × 0.2 = 81.28 mm.
        #expect(faces[1].diameter == Length(nanometres: 406_400_000))
        #expect(faces[1].rings[2].diameter == Length(nanometres: 81_280_000))
        #expect(faces[1].rings.map(\.diameter.nanometres) == [20_320_000, 40_640_000, 81_280_000, 243_840_000, 406_400_000])
    }

    @Test func ringsCarryTheirColoursInUpperCaseHex() throws {
        let face = try #require(Self.compile((Self.faces, "faces.yaml")).archeryFaces.first)
        #expect(face.layout == "five-ring")
        #expect(face.spots == 1)
        #expect(face.file == "faces.yaml")
        #expect(face.rings.map(\.label) == ["X", "10", "9", "8", "7"])
        #expect(face.rings.map(\.fill.name) == ["gold", "gold", "gold", "red", "red"])
        #expect(face.rings[0].fill.hex == "#FFE552")
        #expect(face.rings[3].fill.hex == "#F65058")
        #expect(face.rings.allSatisfy { $0.line.name == "black" && $0.line.hex == "#000000" })
    }

    @Test func zonesLowerToTheirOutermostRingWithTallyBits() throws {
        let face = try #require(Self.compile((Self.faces, "faces.yaml")).archeryFaces.first)
        #expect(face.scoring.map(\.id) == ["recurve", "imperial"])
        let recurve = face.scoring[0], imperial = face.scoring[1]
        #expect(recurve.name == "Ten-zone")
        #expect(recurve.tallies == ["tens", "xs"])
        #expect(recurve.zones.map(\.label) == ["X", "10", "9", "8", "7"])
        #expect(recurve.zones.map(\.score) == [10, 10, 9, 8, 7])
        // Bit 0 is `tens` (X and 10), bit 1 is `xs` (X).
        #expect(recurve.zones.map(\.tallyMask) == [0b11, 0b01, 0, 0, 0])
        #expect(imperial.tallies == ["golds"])
        #expect(imperial.zones.map(\.label) == ["9", "7"])
        #expect(imperial.zones.map(\.tallyMask) == [0b1, 0])
        // A zone reaches the outer edge of its outermost ring, and has that ring's colour.
        #expect(imperial.zones.map(\.diameter.nanometres) == [244_000_000, 1_220_000_000])
        #expect(imperial.zones.map(\.colour.name) == ["gold", "red"])
    }

    @Test func aReducedFaceLowersOnlyItsKeptRingsAndZones() throws {
        let spot = try #require(Self.compile((Self.faces, "faces.yaml")).archeryFaces.last)
        #expect(spot.id == "spot")
        #expect(spot.spots == 3)
        #expect(spot.diameter == Length(nanometres: 400_000_000))
        #expect(spot.rings.map(\.label) == ["X", "10", "9"])
        #expect(spot.rings.map(\.diameter.nanometres) == [20_000_000, 40_000_000, 80_000_000])
        // In the face's own order, each with only the zones inside ring 9.
        #expect(spot.scoring.map(\.id) == ["imperial", "recurve"])
        #expect(spot.scoring[0].zones.map(\.label) == ["9"])
        #expect(spot.scoring[0].zones.map(\.diameter.nanometres) == [80_000_000])
        #expect(spot.scoring[1].zones.map(\.label) == ["X", "10", "9"])
        #expect(spot.scoring[1].zones.map(\.tallyMask) == [0b11, 0b01, 0])
        #expect(spot.scoring[1].tallies == ["tens", "xs"])
    }

    @Test func roundDistancesKeepTheirTextAndLowerToNanometres() throws {
        let output = Self.compile((Self.faces, "faces.yaml"), (Self.rounds, "rounds.yaml"))
        try #require(output.archeryRounds.count == 2)
        let long = output.archeryRounds[0], short = output.archeryRounds[1]
        #expect(long.name == "Long" && long.venue == "outdoor" && long.scoring == "imperial")
        #expect(long.file == "rounds.yaml")
        // 100 yd = 91.44 m exactly.
        #expect(long.distances[0].length == Length(nanometres: 91_440_000_000))
        #expect(long.distances[0].value == "100" && long.distances[0].unit == "yd")
        #expect(long.distances[1].length == Length(nanometres: 73_152_000_000))
        #expect(long.distances.map(\.face) == [0, 0])
        #expect(long.distances.map(\.arrows) == [72, 48])
        #expect(long.distances.map(\.arrowsPerEnd) == [6, 6])
        #expect(short.venue == "indoor")
        #expect(short.distances.map(\.length) == [Length(nanometres: 18_000_000_000)])
        #expect(short.distances.map(\.face) == [2])
    }

    @Test func aRoundMayShootFacesFromAnotherFacesFile() throws {
        let other = Self.edit(
            Self.faces, ("id: test-faces", "id: other-faces"), ("  big: {", "  big2: {"),
            ("  worcester-size: {", "  worcester-size2: {"), ("  spot: {", "  spot2: {"))
        let rounds = Self.edit(Self.rounds, ("face: spot,", "face: spot2,"))
        let output = Self.compile((Self.faces, "a.yaml"), (other, "b.yaml"), (rounds, "rounds.yaml"))
        #expect(output.diagnostics.all.isEmpty, "\(output.diagnostics.all)")
        #expect(output.archeryFaces.map(\.id) == ["big", "worcester-size", "spot", "big2", "worcester-size2", "spot2"])
        #expect(output.archeryFaces.map(\.file) == ["a.yaml", "a.yaml", "a.yaml", "b.yaml", "b.yaml", "b.yaml"])
        #expect(output.archeryRounds.last?.distances.map(\.face) == [5])
    }

    @Test func checkingOneRoundsFileAloneDoesNotLookUpFaces() {
        let (table, diagnostics) = TableCompiler.compileFile(Self.source(Self.rounds, "rounds.yaml"))
        #expect(diagnostics.all.isEmpty)
        #expect(table?.info.kind == "archery-rounds")
        #expect(table?.info.id == "test-rounds")
    }

    // MARK: References from rounds to faces

    @Test func aRoundMustNameADefinedFace() {
        let rounds = Self.edit(Self.rounds, ("face: spot,", "face: spots,"))
        let output = Self.compile((Self.faces, "faces.yaml"), (rounds, "rounds.yaml"))
        #expect(Self.errors(output) == [
            "rounds.yaml:19:33: error: face 'spots' is not defined; the archery-faces tables define 'big', 'worcester-size' and 'spot'"
        ])
        #expect(output.swiftSource == nil)
        #expect(output.archeryRounds.isEmpty)
    }

    @Test func roundsWithoutAnyFacesTableNameUndefinedFaces() {
        let output = Self.compile((Self.rounds, "rounds.yaml"))
        #expect(Self.errors(output) == [
            "rounds.yaml:12:35: error: face 'big' is not defined; the archery-faces tables define nothing",
            "rounds.yaml:13:34: error: face 'big' is not defined; the archery-faces tables define nothing",
            "rounds.yaml:19:33: error: face 'spot' is not defined; the archery-faces tables define nothing",
        ])
        #expect(output.swiftSource == nil)
    }

    @Test func aRoundsScoringSystemMustBeOneItsFacesSupport() {
        // `spot` supports imperial and recurve; `worcester-size` only recurve.
        let rounds = Self.edit(
            Self.rounds, ("scoring: recurve", "scoring: imperial"), ("face: spot,", "face: worcester-size,"))
        let output = Self.compile((Self.faces, "faces.yaml"), (rounds, "rounds.yaml"))
        #expect(Self.errors(output) == [
            "rounds.yaml:17:14: error: round 'short' is scored 'imperial', which face 'worcester-size' does not support; it supports 'recurve'"
        ])
        #expect(output.swiftSource == nil)
    }

    @Test func aScoringSystemNoLayoutDefinesIsReported() {
        let rounds = Self.edit(Self.rounds, ("scoring: recurve", "scoring: x11"))
        let output = Self.compile((Self.faces, "faces.yaml"), (rounds, "rounds.yaml"))
        #expect(Self.errors(output) == [
            "rounds.yaml:17:14: error: round 'short' is scored 'x11', which face 'spot' does not support; it supports 'imperial' and 'recurve'"
        ])
    }

    /// A round that shoots one face at two distances gets the error once.
    @Test func anUnsupportedScoringSystemIsReportedOnceForARound() {
        let rounds = Self.edit(Self.rounds, ("scoring: imperial", "scoring: x11"))
        let output = Self.compile((Self.faces, "faces.yaml"), (rounds, "rounds.yaml"))
        let message =
            "rounds.yaml:10:14: error: round 'long' is scored 'x11', which face 'big' does not support; it supports 'recurve' and 'imperial'"
        #expect(Self.errors(output) == [message])
    }

    /// A faces file with an error is left out; its rounds are not then told
    /// that faces it defines are missing.
    @Test func anErrorInAFacesFileIsNotRepeatedOnEveryRound() {
        let faces = Self.edit(Self.faces, ("diameter: 0.6,", "diameter: 0.15,"))
        let output = Self.compile((faces, "faces.yaml"), (Self.rounds, "rounds.yaml"))
        #expect(output.swiftSource == nil)
        #expect(Self.errors(output).first ==
            "faces.yaml:17:34: error: ring '8' must be larger than ring '9' inside it; rings are listed innermost first")
        #expect(output.diagnostics.errors.allSatisfy { $0.location.file == "faces.yaml" }, "\(Self.errors(output))")
    }

    // MARK: Ids unique across files

    /// A layout of 101 rings and a table of 1001 faces are refused at the first one too many.
    @Test func layoutsAndTablesHaveABoundedSize() {
        let rings = (1...101).map { "      - { label: r\($0), diameter: \($0) mm, fill: gold, line: black }" }.joined(separator: "\n")
        let many = Self.edit(
            Self.faces,
            ("      - { label: X,    diameter: 0.05, fill: gold, line: black }", rings + "\n      - { label: X,    diameter: 0.05, fill: gold, line: black }"))
        let ringErrors = Self.errors(Self.compile((many, "faces.yaml")))
        #expect(ringErrors.contains("faces.yaml:114:18: error: layout 'five-ring' has 106 rings; a layout has at most 100"), "\(ringErrors.prefix(3))")
        let faces = (1...1001).map { "  f\($0): { name: F, diameter: 40 cm, layout: five-ring, scoring: [recurve] }" }.joined(separator: "\n")
        let crowded = Self.faces.replacingOccurrences(of: "faces:\n", with: "faces:\n" + faces + "\n")
        // Each of these faces draws 10 rings: the bound on what a table draws is passed too.
        #expect(Self.errors(Self.compile((crowded, "faces.yaml"))).first ==
            "faces.yaml:1036:3: error: the table has 1004 faces; a faces table has at most 1000: split it"
        )
    }

    /// A table of 1001 rounds is refused at the first one too many (arrows per round: `archery-round-arrows.yaml`).
    @Test func aRoundsTableHasABoundedSize() {
        let rounds = (1...1001).map {
            "  r\($0): { name: R, venue: indoor, scoring: imperial, distances: [{ distance: 20 yd, face: big, arrows: 6, arrowsPerEnd: 6 }] }"
        }.joined(separator: "\n")
        let crowded = Self.rounds.replacingOccurrences(of: "rounds:\n", with: "rounds:\n" + rounds + "\n")
        #expect(Self.errors(Self.compile((Self.faces, "faces.yaml"), (crowded, "rounds.yaml"))) == [
            "rounds.yaml:1007:3: error: the table has 1003 rounds; a rounds table has at most 1000: split it"
        ])
    }

    /// 51 faces of 100 rings with one scoring system each draw 10,200 rings: one face too many.
    @Test func whatATableDrawsIsBounded() {
        let rings = (1...100).map { "      - { label: r\($0), diameter: \($0) mm, fill: gold, line: black }" }.joined(separator: "\n")
        let zones = (1...100).map { "          - { label: r\($0), score: \(101 - $0), rings: [r\($0)] }" }.joined(separator: "\n")
        let faces = (1...51).map { "  f\($0): { name: F, diameter: 10 cm, layout: hundred, scoring: [s] }" }.joined(separator: "\n")
        let table = """
            kind: archery-faces
            id: big
            name: Big
            source: test
            edition: "1"
            colours: { gold: "#FFE552", black: "#000000" }
            layouts:
              hundred:
                name: Hundred
                rings:
            \(rings)
                scoring:
                  s:
                    name: S
                    zones:
            \(zones)
                    tallies: {}
            faces:
            \(faces)

            """
        #expect(Self.errors(Self.compile((table, "faces.yaml"))) == [
            "faces.yaml:267:3: error: by face 'f51' the table draws more than 10000 rings (each face's printed rings, once and once per scoring system it lists): split it"
        ])
        let fewer = table.replacingOccurrences(of: "  f51: { name: F, diameter: 10 cm, layout: hundred, scoring: [s] }\n", with: "")
        #expect(Self.errors(Self.compile((fewer, "faces.yaml"))) == [])
    }

    @Test func faceIDsAreUniqueAcrossFacesFiles() {
        let other = Self.edit(Self.faces, ("id: test-faces", "id: other-faces"), ("  worcester-size: {", "  other: {"))
        let output = Self.compile((Self.faces, "a.yaml"), (other, "b.yaml"))
        #expect(Self.errors(output) == [
            "b.yaml:36:3: error: face id 'big' is already used by a.yaml:36:3",
            "b.yaml:38:3: error: face id 'spot' is already used by a.yaml:38:3",
        ])
        #expect(output.swiftSource == nil)
    }

    @Test func roundIDsAreUniqueAcrossRoundsFiles() {
        let other = Self.edit(Self.rounds, ("id: test-rounds", "id: other-rounds"), ("  short:", "  shorter:"))
        let output = Self.compile((Self.faces, "faces.yaml"), (Self.rounds, "a.yaml"), (other, "b.yaml"))
        #expect(Self.errors(output) == ["b.yaml:7:3: error: round id 'long' is already used by a.yaml:7:3"])
        #expect(output.swiftSource == nil)
    }

    @Test func archeryTableIDsAreUniqueAcrossKinds() throws {
        let faces = Self.edit(Self.faces, ("id: test-faces", "id: mini"))
        let rounds = Self.edit(Self.rounds, ("id: test-rounds", "id: mini"))
        let output = TableCompiler.compile([
            try Fixtures.source("Golden/mini.yaml"), Self.source(faces, "faces.yaml"), Self.source(rounds, "rounds.yaml"),
        ])
        #expect(Self.errors(output) == [
            "faces.yaml:2:5: error: table id 'mini' is already used by mini.yaml:5:5",
            "rounds.yaml:2:5: error: table id 'mini' is already used by mini.yaml:5:5",
        ])
        #expect(output.swiftSource == nil)
    }

    @Test func aFacesTableAndARoundsTableMayNotShareAnID() {
        let rounds = Self.edit(Self.rounds, ("id: test-rounds", "id: test-faces"))
        let output = Self.compile((Self.faces, "faces.yaml"), (rounds, "rounds.yaml"))
        #expect(Self.errors(output) == ["rounds.yaml:2:5: error: table id 'test-faces' is already used by faces.yaml:2:5"])
    }
}
