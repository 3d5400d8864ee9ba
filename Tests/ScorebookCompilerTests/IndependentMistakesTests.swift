import Foundation
import _ScorebookCompiler
import Testing

/// Mistakes in different tables are reported in one run: a table in error
/// stops the checks of the kinds that read it, and no others.
@Suite struct IndependentMistakesTests {
    /// The golden tables, each edit (file, text, replacement) made once.
    static func golden(_ edits: [(String, String, String)]) throws -> [TableSource] {
        try Fixtures.names(in: "Golden").map { name in
            var text = String(decoding: try Fixtures.source("Golden/\(name)").bytes, as: UTF8.self)
            for (file, old, new) in edits where file == name {
                try #require(text.contains(old), "\(name) has no '\(old)'")
                text = text.replacingOccurrences(of: old, with: new)
            }
            return TableSource(path: name, relativePath: name, bytes: Array(text.utf8))
        }
    }

    static func errors(_ edits: [(String, String, String)]) throws -> [String] {
        TableCompiler.compile(try golden(edits)).diagnostics.errors.map(\.message)
    }

    @Test func theGoldenTablesCompile() throws {
        #expect(try Self.errors([]).isEmpty)
    }

    /// A fitness test's unit and a round's venue do not stop the power-ups'
    /// stat names, nor a power-up's stat the achievements' typing: no kind of
    /// the one reads the other.
    @Test func aMistakeInOneKindHidesNoneInAKindThatDoesNotReadIt() throws {
        let unknownKind = ("mini-achievements.yaml", "when: { count: mini.shot }", "when: { count: mini.shots }")
        let unknownStat = ("mini-power-ups.yaml", "boost: [sleep, steps]", "boost: [sleep, stepz]")
        let unit = ("mini.yaml", "walk:   { name: 3-mile walk, unit: time", "walk:   { name: 3-mile walk, unit: minutes")
        let venue = ("mini-rounds.yaml", "venue: outdoor", "venue: outdoors")
        let alone = try [unknownKind, unknownStat, unit, venue].map { try Self.errors([$0]) }
        #expect(alone.allSatisfy { $0.count == 1 })
        #expect(try Self.errors([unit, venue, unknownStat]).sorted() == (alone[1] + alone[2] + alone[3]).sorted())
        #expect(try Self.errors([unknownKind, unknownStat]).sorted() == (alone[0] + alone[1]).sorted())
    }

    /// Within a fitness test, a misspelt unit hides neither a wrong total in
    /// another key nor rows out of order in another scale.
    @Test func aMistakeInOneKeyOfATestHidesNoneInAnother() throws {
        let unit = ("mini.yaml", "walk:   { name: 3-mile walk, unit: time", "walk:   { name: 3-mile walk, unit: minutes")
        let total = ("mini.yaml", "maximumTotal: 200", "maximumTotal: 201")
        let order = ("mini.yaml", "      90:  [\"19:00\", \"20:00\"]\n      80:  [\"19:30\", \"21:00\"]", "      80:  [\"19:30\", \"21:00\"]\n      90:  [\"19:00\", \"20:00\"]")
        let alone = try [unit, total, order].map { try Self.errors([$0]) }
        #expect(alone.allSatisfy { $0.count == 1 })
        #expect(try Self.errors([unit, total, order]).sorted() == alone.flatMap { $0 }.sorted())
        // A refused event without a scale may be a scored one missing it: the total is not checked.
        let runUnit = ("mini.yaml", "run:    { name: 3-mile run, unit: time", "run:    { name: 3-mile run, unit: mins")
        let runScale = (
            "mini.yaml",
            "  run:\n    columns: [17-21, 22+]\n    rawByPoints:\n      #       17-21    22+\n      100: [\"18:00\", \"19:00\"]\n      90:  [\"19:00\", \"20:00\"]\n      80:  [\"19:30\", \"21:00\"]\n      60:  [\"21:00\", \"22:30\"]\n      0:   [\"36:00\", \"--\"]\n",
            ""
        )
        let noScale = try Self.errors([runUnit, runScale])
        #expect(noScale.count == 1, "the unit alone: \(noScale)")
        #expect(!noScale.contains { $0.contains("maximumTotal") })
        // A scored event's unit refused leaves its scale out: the total cannot be checked.
        let scoredUnit = ("mini.yaml", "pushup: { name: Push-up, unit: repetitions", "pushup: { name: Push-up, unit: reps")
        #expect(try Self.errors([scoredUnit, total]).count == 1)
    }

    /// The battles' winner and the levels' experience check every rule,
    /// whatever else in them is wrong.
    @Test func everyRuleOfAWinnerAndOfExperienceIsChecked() throws {
        let by = ("mini-battles.yaml", "by: categories", "by: category")
        let margins = ("mini-battles.yaml", "knockoutMargin: 200", "knockoutMargin: 10")
        #expect(try Self.errors([by, margins]).count == 2)
        let drawn = ("mini-levels.yaml", "drawn: 4", "drawn: 40")
        let cap = ("mini-levels.yaml", "dailyCap: 30", "dailyCap: 0")
        #expect(try Self.errors([drawn, cap]).count == 2)
    }

    /// A scheme with a mistake does not stop another's spread from being checked.
    @Test func everySchemeReadIsChecked() throws {
        let spread = ("mini-handicaps.yaml", "distanceFactor: 0.00365 }", "distanceFactor: 4.5 }")
        let second = (
            "mini-handicaps.yaml", "schemes:\n",
            "schemes:\n  mini2: { name: Second, spread: { scale: 5e-4, base: 1.035, offset: 6, distanceFactor: 0.00365 }, arrowDiameter: { outdoor: 5.5 mm, indoor: 9.3 mm }, handicaps: { from: 40, to: 43 }, better: worse, roundScore: up }\n"
        )
        let errors = try Self.errors([spread, second])
        #expect(errors.count == 2)
        #expect(errors.contains { $0.contains("spread is not a positive angle") })
    }

    /// A fact with a mistake does not stop another's idOf from being checked.
    @Test func everyFactReadIsChecked() throws {
        let type = ("mini-events.yaml", "weight: decimal", "weight: float")
        let idOf = ("mini-events.yaml", "idOf: opponent }", "idOf: oponent }")
        #expect(try Self.errors([type]).count == 1 && Self.errors([idOf]).count == 1)
        #expect(try Self.errors([type, idOf]).count == 2)
    }

    /// Within a scale, every bad cell of a row and every bad column is reported, and the
    /// rows of a scale with a bad column are still read.
    @Test func everyCellAndColumnOfAScaleIsRead() throws {
        let cells = ("mini.yaml", "30: [ 80,  100,  90,  --]", "30: [ 8x,  100,  9x,  --]")
        #expect(try Self.errors([cells]).count == 2)
        let column = ("mini.yaml", "    columns: [male 17-21, female 17-21, male 22+, female 22+]", "    columns: [mal 17-21, female 17-21, male 22+, femal 22+]")
        #expect(try Self.errors([column, cells]).count == 4)
    }

    /// Within a file of faces, rounds, opponents, achievements or power-ups, an entry
    /// with a mistake hides nothing in another: the entries read whole are
    /// still checked against the tables they name.
    @Test func aMistakeInOneEntryHidesNoneInAnother() throws {
        let venue = ("mini-rounds.yaml", "venue: outdoor", "venue: outdoors")
        let face = ("mini-rounds.yaml", "face: mini-spot,", "face: mini-spott,")
        let handicap = ("mini-opponents.yaml", "handicap: 42", "handicap: forty-two")
        let outside = ("mini-opponents.yaml", "handicap: 41", "handicap: 99")
        let temperament = ("mini-opponents.yaml", "temperament: calm", "temperament: calmm")
        let points = ("mini-achievements.yaml", "points: 3\n    hidden: true", "points: three\n    hidden: true")
        let kind = ("mini-achievements.yaml", "when: { count: mini.shot }", "when: { count: mini.shots }")
        let unlock = ("mini-power-ups.yaml", "unlockLevel: 4", "unlockLevel: four")
        let stat = ("mini-power-ups.yaml", "boost: [sleep, steps]", "boost: [sleep, stepz]")
        let hex = ("mini-faces.yaml", "gold: \"#ffe552\"", "gold: \"#ffe55\"")
        let score = ("mini-faces.yaml", "{ label: B, score: 1,", "{ label: B, score: 4,")
        let diameter = ("mini-faces.yaml", "diameter: 40 cm", "diameter: 40 cmm")
        let layout = ("mini-faces.yaml", "diameter: 16 in, layout: three-ring", "diameter: 16 in, layout: three-rings")
        // One file at a time: a kind that reads one in error waits (below).
        let stacks = ("mini-power-ups.yaml", "maxStacks: 2", "maxStacks: 1")
        let group = ("mini-power-ups.yaml", "group: look }", "group: lok }")
        let groups = [[unlock, stat, stacks, group]]
        for edits in [[venue, face], [handicap, outside, temperament], [points, kind], [hex, score, diameter, layout]] + groups {
            let alone = try edits.map { try Self.errors([$0]) }
            #expect(alone.map(\.count) == Array(repeating: 1, count: edits.count), "\(alone)")
            #expect(try Self.errors(edits).sorted() == alone.flatMap { $0 }.sorted())
        }
    }

    /// What an entry with a mistake defines is still defined: an opponent
    /// naming a temperament whose curve has a mistake is not told it is unknown.
    @Test func anEntryWithAMistakeIsNotReportedMissing() throws {
        let curve = ("mini-opponents.yaml", "curve: { 2: -1, 5: 0 }", "curve: { 2: -1, 5: zero }")
        let errors = try Self.errors([curve])
        #expect(errors.count == 1)
        #expect(errors.allSatisfy { !$0.contains("unknown temperament") })
        // Nor a ring its colour, nor a face its layout.
        let hex = ("mini-faces.yaml", "gold: \"#ffe552\"", "gold: \"#ffe55\"")
        let ring = ("mini-faces.yaml", "{ label: \"1\", diameter: 1,", "{ label: \"1\", diameter: 2,")
        #expect(try Self.errors([hex]).count == 1)
        #expect(try Self.errors([ring]).count == 1)
    }

    /// A file with a mistake still names every entry it writes, so the names
    /// other tables use from it are checked: a round shot at a face no file
    /// writes, a classification of a round none writes, a workout's activity,
    /// a band set's fitness test.
    @Test func namesUsedFromAFileWithAMistakeAreStillChecked() throws {
        let colour = ("mini-faces.yaml", "gold: \"#ffe552\"", "gold: \"#ffe55\"")
        let face = ("mini-rounds.yaml", "face: mini-40, arrows: 12", "face: mini-41, arrows: 12")
        let venue = ("mini-rounds.yaml", "venue: outdoor", "venue: outdoors")
        let round = ("mini-classifications.yaml", "rounds: [mini-outdoor, mini-indoor]", "rounds: [mini-outdoor, mini-indoors]")
        let alone = try [colour, face, venue, round].map { try Self.errors([$0]) }
        #expect(alone.allSatisfy { $0.count == 1 }, "\(alone)")
        let faces = try Self.errors([colour, face]), rounds = try Self.errors([venue, round])
        #expect(faces.sorted() == (alone[0] + alone[1]).sorted(), "\(faces)")
        #expect(rounds.sorted() == (alone[2] + alone[3]).sorted(), "\(rounds)")
        // An opponent and a classification of a scheme no file writes, beside a scheme file's mistake.
        let spread = ("mini-handicaps.yaml", "better: lower", "better: lowest")
        let opponentScheme = ("mini-opponents.yaml", "scheme: mini", "scheme: maxi")
        let schemes = try Self.errors([spread, opponentScheme])
        #expect(schemes.sorted() == (try Self.errors([spread]) + Self.errors([opponentScheme])).sorted(), "\(schemes)")
        #expect(schemes.contains { $0.contains("handicap scheme 'maxi' is not defined") })
        // A workout's activity no file writes, beside the activities file's mistake.
        let perMET = ("mini-activities.yaml", "kcalPerMETHour: 1\n", "kcalPerMETHour: 100\n")
        let activity = ("mini-workouts.yaml", "activity: mini-run", "activity: mini-walk")
        let activities = try Self.errors([perMET, activity])
        #expect(activities.sorted() == (try Self.errors([perMET]) + Self.errors([activity])).sorted(), "\(activities)")
        #expect(activities.contains { $0.contains("activity 'mini-walk' is not defined") })
        // A band set's fitness test no file writes, beside the test file's mistake.
        let total = ("mini.yaml", "maximumTotal: 200", "maximumTotal: 201")
        #expect(try Self.errorsBesideExemption([], for: "mini").isEmpty)
        #expect(try Self.errorsBesideExemption([total], for: "mini").count == 1)
        let tests = try Self.errorsBesideExemption([total], for: "maxi")
        #expect(tests.sorted() == (try Self.errorsBesideExemption([total], for: "mini") + Self.errorsBesideExemption([], for: "maxi")).sorted(), "\(tests)")
        #expect(tests.contains { $0.contains("fitness test 'maxi' is not defined") })
        // A face or round with a mistake of its own is named, not undefined.
        let diameter = ("mini-faces.yaml", "diameter: 40 cm,", "diameter: 40 cmm,")
        let indoor = ("mini-rounds.yaml", "venue: indoor", "venue: inside")
        let met = ("mini-activities.yaml", "met: 8.0,", "met: 80.0,")
        #expect(try Self.errors([diameter]).count == 1)
        #expect(try Self.errors([indoor]).count == 1)
        #expect(try Self.errors([met]).count == 1)
        // Where a name may not have been read (a misspelt list, a key that is
        // not plain text), nothing is reported undefined.
        let misspelt = ("mini-faces.yaml", "\nfaces:\n", "\nfacez:\n")
        let notText = ("mini-faces.yaml", "  mini-40: { name: Mini 40 cm,", "  [mini-40]: { name: Mini 40 cm,")
        let noActivities = ("mini-activities.yaml", "\nactivities:\n", "\nactivitiez:\n")
        for edit in [misspelt, notText, noActivities] {
            let errors = try Self.errors([edit])
            #expect(!errors.isEmpty && errors.allSatisfy { !$0.contains("is not defined") }, "\(errors)")
        }
        // Nor where a test's id was the mistake, or may have been written twice.
        for edit in [("mini.yaml", "id: mini\n", "id: [mini]\n"), ("mini.yaml", "id: mini\n", "id: mini\nid: other\n")] {
            let errors = try Self.errorsBesideExemption([edit], for: "mini")
            #expect(!errors.isEmpty && errors.allSatisfy { !$0.contains("is not defined") }, "\(errors)")
        }
    }

    /// The golden tables' errors, each edit made, beside ``exemption(for:)``'s tables.
    static func errorsBesideExemption(_ edits: [(String, String, String)], for test: String) throws -> [String] {
        TableCompiler.compile(try golden(edits) + exemption(for: test)).diagnostics.errors.map(\.message)
    }

    /// A band set in a role that names a fitness test, `test`, and the units it is in.
    static func exemption(for test: String) -> [TableSource] {
        let units = """
            kind: formulas
            id: exemption-units
            name: Exemption units
            source: Test fixture
            edition: "1"
            units:
              points: { name: point, is: 1 }
              months: { name: month, quantity: time }
            """
        let bands = """
            kind: bands
            id: exemption
            name: Exemption
            source: Test fixture
            edition: "1"
            bands:
              exemption:
                name: Exempt
                role: army-fitness-exemption
                fitnessTest: \(test)
                value: { name: Total, unit: points }
                keys: [component]
                carries: { everyEvent: points, validMonths: months }
                classes:
                  regular-army:
                    assessed: { name: Assessed, below: 540 }
                    exempt: { name: Exempt, from: 540, everyEvent: 80, validMonths: 8 }
            """
        return [("exemption-units.yaml", units), ("exemption.yaml", bands)].map {
            TableSource(path: $0, relativePath: $0, bytes: Array($1.utf8))
        }
    }

    /// No follow-on errors: power-ups that could not be read leave no group
    /// "holding none"; a file of no known kind may define any name, so no
    /// reference is reported missing; a second battles file with a mistake
    /// does not repeat its stats.
    @Test func aMistakeHasNoFollowOnErrors() throws {
        let noPowerUps = ("mini-power-ups.yaml", "powerUps:", "powerUpz:")
        let errors = try Self.errors([noPowerUps])
        #expect(errors.count == 2, "\(errors)")
        #expect(errors.allSatisfy { !$0.contains("holds no power-up") })
        let kind = ("mini-faces.yaml", "kind: archery-faces", "kind: archery-face")
        #expect(try Self.errors([kind]).count == 1)
        var sources = try Self.golden([])
        let battles = try #require(sources.first { $0.relativePath == "mini-battles.yaml" })
        let second = String(decoding: battles.bytes, as: UTF8.self)
            .replacingOccurrences(of: "id: mini-battles", with: "id: more-battles")
            .replacingOccurrences(of: "by: categories", with: "by: category")
        sources.append(TableSource(path: "more-battles.yaml", relativePath: "more-battles.yaml", bytes: Array(second.utf8)))
        let more = TableCompiler.compile(sources).diagnostics.errors.map(\.message)
        #expect(more.count == 1, "\(more)")
    }

    /// A file with errors still has its id checked against the others'.
    @Test func aTableInErrorKeepsItsID() throws {
        let venue = ("mini-rounds.yaml", "venue: outdoor", "venue: outdoors")
        let sameID = ("mini-faces.yaml", "id: mini-faces", "id: mini-rounds")
        let errors = try Self.errors([venue, sameID])
        #expect(errors.count == 2)
        #expect(errors.contains { $0.hasPrefix("table id 'mini-rounds' is already used") })
    }

    /// A kind that reads a table in error is not checked: its names would be
    /// reported missing. The achievements read the event kinds, which read the
    /// fitness tests and the archery tables.
    @Test func aKindThatReadsATableInErrorWaits() throws {
        let battles = ("mini-battles.yaml", "by: categories", "by: category")
        let unknownStat = ("mini-power-ups.yaml", "boost: [sleep, steps]", "boost: [sleep, stepz]")
        let errors = try Self.errors([battles, unknownStat])
        #expect(errors.count == 1)
        #expect(errors.allSatisfy { !$0.contains("stepz") })
        let unit = ("mini.yaml", "walk:   { name: 3-mile walk, unit: time", "walk:   { name: 3-mile walk, unit: minutes")
        let unknownKind = ("mini-achievements.yaml", "when: { count: mini.shot }", "when: { count: mini.shots }")
        #expect(try Self.errors([unit, unknownKind]).count == 1)
    }
}
