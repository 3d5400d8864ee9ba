import Foundation
import Scorebook
import Testing

/// The documentation's Swift, compiled and run. Each ```swift block of
/// README.md and of the DocC articles in `Sources/Scorebook/Scorebook.docc`
/// follows a `<!-- swift: PATH -->` or `<!-- swift: PATH#NAME -->` line and is,
/// byte for byte, that file or the lines between its `// snippet: NAME` and
/// `// snippet: end` (without their indent): the snippets below, or a file of
/// `Examples/ClubTables`, which CI builds and runs. After each snippet, the
/// test checks what its comments show.
@Suite struct DocumentationSnippetTests {
    @Test func theLibrary() throws {
        // snippet: library
        let apft = Scorebook.fitnessTest("apft")!
        let score = try apft.score(sex: "male", age: 23, events: ["pushup": 60, "situp": 70, "run2mi": 810])
        let total = score.total          // 264
        let passed = score.passed        // true; nil while no rule has failed and events are missing
        let failures = score.failures    // []: the rules not met

        // Scoring many tests? Give results in the order of `apft.events` (nil for an event not taken):
        // the same rules, with no dictionary to build or search.
        let results = ["pushup": 60.0, "situp": 70, "run2mi": 810]
        let again = try apft.score(sex: "male", age: 23, results: apft.events.map { results[$0.id] })

        let run = try apft.column(event: "run2mi", sex: "female", age: 30)   // resolve once…
        let points = run.points(raw: 17 * 60)                                // …then each lookup is an array load: 90
        let slowest = run.required(points: 90)                               // the slowest time that earns 90: 1020 s

        let today = Scorebook.fitnessTest(series: "army", on: CalendarDate("2025-07-04")!)!   // the AFT
        let goal = try today.required(event: "mdl", points: 80, sex: "female", age: 28, standard: "combat")
        let pounds = goal.requirements[0].raw                                                 // 250
        // snippet: end
        #expect(total == 264)
        #expect(passed == true)
        #expect(failures.isEmpty)
        #expect(again.total == total)
        #expect(points == 90)
        #expect(slowest == 1020)
        #expect(today.id == "aft")
        #expect(pounds == 250)
    }

    @Test func trainingSchedule() throws {
        // snippet: training-schedule
        let plan = Scorebook.trainingPlan("acft-two-mile-run")!
        let schedule = try plan.schedule(
            start: CalendarDate("2026-01-05")!, testDate: CalendarDate("2026-02-02")!, free: [.mon: 30, .wed: 60, .sat: 90])
        let first = schedule.weeks[0].sessions.map(\.date)     // 2026-01-07 and 2026-01-10: Monday's 30 minutes are too few
        let missed = schedule.unscheduled.map(\.reason)        // [.notFree]: the day before the test, a Sunday
        // With a goal.progress answer, the sessions training the events furthest behind go first.
        let behind = FitnessGoalProgress.Line.pointsBehind(goal: 80, projected: 61.5, latest: 60)   // 18.5
        // snippet: end
        #expect(first.map(\.description) == ["2026-01-07", "2026-01-10"])
        #expect(missed == [.notFree])
        #expect(behind == 18.5)
    }

    @Test func workouts() throws {
        // snippet: workouts
        let drill = Scorebook.workout("army-30-60s")!                  // jog a quarter mile, then 6 × (run 0:30, walk 1:00)
        let start = Timestamp("2026-11-27T07:00:00Z")!
        let later = Timestamp("2026-11-27T07:03:00Z")!
        let track = try WorkoutTrack(
            samples: [WorkoutSample(at: start, distance: 0), WorkoutSample(at: later, distance: 600)], kilograms: 75)
        let progress = try drill.progress(track)
        let jogEnded = progress.steps[0].ended          // 2026-11-27T07:02:00.701Z: 402.336 m at 200 m a minute
        let under = progress.current?.step.label        // "Walk", the first recovery
        let file = FITWorkoutFile.encode(drill)         // a Garmin FIT workout file
        // snippet: end
        #expect(jogEnded?.description == "2026-11-27T07:02:00.701Z")
        #expect(under == "Walk")
        #expect(file.count > 14)
    }

    @Test func formulas() throws {
        // snippet: formulas
        let brzycki = Scorebook.formula("brzycki")!
        let estimate = try brzycki.evaluate(["load": 225, "reps": 5], unit: "lb")  // 225 lb for 5 repetitions
        let oneRepMax = estimate.value                                               // 253.125, in lb
        let tanaka = try Scorebook.formula("tanaka")!.evaluate(["age": 30])          // maximum heart rate at 30
        let bmi = try Scorebook.formula("bmi")!.evaluate(["weight": 70, "height": 175])  // kg and cm, by name
        let whoClass = Scorebook.bandSet("who-bmi")!.band(for: bmi.value)?.id           // "normal"
        // snippet: end
        #expect(oneRepMax == 253.125 && estimate.unit == "lb")
        #expect(tanaka.value == 187)
        #expect(whoClass == "normal")
        // A swapped or misspelled name is an error, never a number.
        #expect(throws: ScoringError.self) { try Scorebook.formula("bmi")!.evaluate(["weight": 70, "heigth": 175]) }
        #expect(throws: ScoringError.self) { try Scorebook.formula("bmi")!.evaluate(["weight": 70]) }
    }

    @Test func gymAndHealth() throws {
        // snippet: gym-and-health
        let lift = try Scorebook.oneRepMax(load: 100, unit: "kg", reps: 5)
        let byEpley = lift.estimates.first { $0.formula == "epley" }!.oneRepMax   // 116.666…, in kg
        let forTen = lift.loads.last!                                             // the load for 10 repetitions
        let zones = try Scorebook.heartRateZones(age: 30, restingHeartRate: 60)  // Karvonen, by Tanaka's maximum
        let moderate = zones.zones.first { $0.zone == "moderate" }!              // 110.8 to 136.2 bpm
        let bmi = try Scorebook.bodyMassIndex(heightCm: 175, weightKg: 70)       // 22.86, "normal"
        // snippet: end
        #expect((byEpley * 3).rounded() == 350 && forTen.reps == 10 && lift.loadsFormula == "epley")
        #expect(zones.zonesFormula == "tanaka" && (moderate.low! * 10).rounded() == 1108 && (moderate.high * 10).rounded() == 1362)
        #expect(bmi.whoClass == "normal" && bmi.additionalClass == "18.5-23")
    }

    @Test func armyBodyComposition() throws {
        // snippet: army-body-composition
        let aft = Scorebook.fitnessTest("aft")!
        let record = ArmyRecordTest(
            score: try aft.score(sex: "female", age: 30, events: ["mdl": 250, "hrp": 45, "sdc": 110, "plk": 210, "2mr": 990]),
            date: CalendarDate("2025-09-15")!)
        let soldier = try Scorebook.armyBodyComposition(
            sex: "female", age: 30, on: CalendarDate("2026-01-15")!, heightIn: 64.5, weightLb: 160,
            component: "army-reserve", fitness: record)
        let exempt = soldier.exemption!.exempt        // true: 465 or more, 80 in every event
        let until = soldier.exemption!.validUntil!    // 2026-09-15: 12 months for the Army Reserve
        let untaped = try Scorebook.armyBodyComposition(
            sex: "male", age: 23, on: CalendarDate("2025-10-01")!, heightIn: 59, weightLb: 120)
        let decided = untaped.compliant               // nil: Table B-1 prints no weight at 59 in, so the tape decides
        // snippet: end
        #expect(exempt && until == CalendarDate("2026-09-15")! && soldier.compliant == true)
        #expect(decided == nil && untaped.needsTape)
    }

    @Test func archery() throws {
        // snippet: archery
        let recurve = Scorebook.archeryFace("wa-122")!.scoring("recurve")!
        let arrow = try recurve.zone(x: 32, y: 8, arrowDiameter: 5.5)   // X, 10 points, gold
        let hex = arrow.colour?.hex                                      // "#FFE552"
        let end = try recurve.tally(labels: ["X", "10", "9"])            // total 29, tens 2, xs 1

        let york = Scorebook.archeryRound("york")!                      // 144 arrows, imperial
        let labels = Array(repeating: "9", count: 72) + Array(repeating: "7", count: 72)
        let sheet = try york.scoreSheet(arrows: labels)                  // per distance, end totals, golds: 1152
        // snippet: end
        #expect(arrow.label == "X" && arrow.score == 10 && arrow.colour?.name == "gold")
        #expect(hex == "#FFE552")
        #expect(end.total == 29 && end.count("tens") == 2 && end.count("xs") == 1)
        #expect(sheet.tally.total == 1152 && sheet.isComplete)
    }

    // MARK: The DocC articles

    @Test func overview() throws {
        // snippet: overview
        let apft = Scorebook.fitnessTest("apft")!
        let score = try apft.score(sex: "male", age: 23, events: ["pushup": 60, "situp": 70, "run2mi": 810])
        print(score.total, score.passed == true)   // 264 true
        // snippet: end
        #expect(score.total == 264 && score.passed == true)
    }

    @Test func fitnessTests() throws {
        // snippet: fitness-score
        let aft = Scorebook.fitnessTest(series: "army", on: CalendarDate("2025-07-04")!)!   // the AFT, in force that day
        let score = try aft.score(
            sex: "female", age: 28, events: ["mdl": 250, "hrp": 40, "sdc": 120, "plk": 200, "2mr": 1200])
        let points = score.events.map(\.points)   // each event's points, in the test's order
        let failed = score.failures               // the rules not met; empty when passed
        // snippet: end
        #expect(aft.id == "aft")
        #expect(points.count == 5)
        #expect(failed.isEmpty == (score.passed == true))
        // snippet: fitness-goal
        let goal = try aft.required(event: "2mr", points: 80, sex: "female", age: 28)
        let slowest = goal.requirements[0].raw     // the slowest 2-mile run, in seconds, that earns 80
        let column = try aft.column(event: "2mr", sex: "female", age: 28)
        let earned = column.points(raw: slowest!)  // 80: a column answers by one array load
        // snippet: end
        #expect(earned == 80)
        // snippet: fitness-goal-progress
        let progress = try Scorebook.fitnessGoalProgress(
            test: "army", sex: "female", age: 28, goal: FitnessGoal(total: 400, events: ["2mr": 80]),
            history: [
                FitnessResult(date: CalendarDate("2025-03-02")!, events: ["mdl": 180, "hrp": 24, "sdc": 140, "plk": 125, "2mr": 1230]),  // the ACFT's charts
                FitnessResult(date: CalendarDate("2025-09-10")!, events: ["mdl": 200, "hrp": 30, "sdc": 125, "plk": 150, "2mr": 1140]),  // the AFT's
            ],
            testDate: CalendarDate("2026-03-15")!)
        let run = progress.events.first { $0.event?.id == "2mr" }!
        let perWeek = run.trend          // points a week, by least squares through both results
        let onTheDay = run.projected     // where that line reaches on the test day
        let needed = run.needs?.raw      // the slowest run, in seconds, that earns 80 then
        let totalOnTrack = progress.total.onTrack
        // snippet: end
        #expect(perWeek! > 0 && onTheDay! > Double(run.latest!) && needed == 1185 && totalOnTrack == true)
    }

    @Test func archeryArticle() throws {
        // snippet: archery-expected
        let agb = Scorebook.handicapScheme("agb")!
        let expected = try agb.expectedScore(round: "wa-1440-90", handicap: 10)   // 1356, rounded as Archery GB does
        let handicap = try agb.handicap(round: "wa-1440-90", score: 1356)          // 10
        // snippet: end
        #expect(expected.score == 1356 && handicap == 10)
        // snippet: archery-classification
        let york = Scorebook.archeryRound("york")!
        let result = try Scorebook.archeryClassification(
            round: york, bowstyle: "recurve", gender: "open", age: "adult", score: 1000)
        let earned = result.earned   // "B1"; the next class, MB, needs result.next!.score, 1061
        // snippet: end
        #expect(earned == "B1" && result.next?.name == "MB" && result.next?.score == 1061)
        // snippet: archery-match
        let robin = Scorebook.archeryOpponent("robin")!
        let request = ArcheryMatchRequest(
            difficulty: "medium", format: .round(Scorebook.archeryRound("wa-720-70")!), seed: 42,
            archer: .handicap(40), archerEnds: [["10", "9", "X", "8", "9", "10"]])
        let match = try robin.match(request)
        let end = match.ends[0]   // the archer's 56 against the opponent's six arrows, drawn from the seed
        // snippet: end
        #expect(end.archerTotal == 56 && end.opponent.count == 6)
        #expect(try robin.match(request).ends[0].opponentTotal == end.opponentTotal, "the same seed, the same arrows")
    }

    @Test func achievementsArticle() throws {
        // snippet: achievements
        let won = AchievementEvent(
            kind: "archery.match-finished", at: Timestamp("2026-11-02T08:00:00+01:00")!,
            facts: [
                "opponent": .text("robin"), "difficulty": .text("medium"), "format": .text("sets"),
                "result": .text("won"), "archerScore": .integer(6), "opponentScore": .integer(2),
            ])
        let tables = ScorebookTables.builtIn
        let history = try AchievementHistory([won], kinds: tables.achievementEventKinds)   // checked against its kind
        let result = tables.achievementRuleSet.evaluate(history, unlocked: [])
        let newly = result.unlocked.map(\.id)      // "first-match", "match-won", "opponent-beaten", …
        // snippet: end
        #expect(newly.starts(with: ["first-match", "match-won", "opponent-beaten"]))
    }

    @Test func rpgArticle() throws {
        // snippet: rpg
        let rules = Scorebook.rpgBattles!, levels = Scorebook.rpgLevels!
        let start = Timestamp("2026-11-23T00:00:00Z")!
        let hour = 3_600_000
        func walked(_ steps: Int) -> RPGSample {
            RPGSample(
                stat: rules.stat("steps")!, source: rules.source("watch")!, start: start,
                end: Timestamp(millisecondsSince1970: start.millisecondsSince1970 + hour, offsetMinutes: 0),
                thousandths: steps * 1000)
        }
        let battle = RPGBattle(
            start: start,
            players: [
                RPGBattlePlayer(id: "ana", level: 3, samples: [walked(6000)]),
                RPGBattlePlayer(id: "ben", level: 3, samples: [walked(4000)]),
            ])
        let result = try rules.evaluate(battle, powerUps: Scorebook.rpgPowerUps, levels: levels)
        let ana = result.players[0].outcome            // .won: more steps, more points
        let level = levels.level(forExperience: 250)   // the level 250 experience reaches, and what is left to the next
        // snippet: end
        #expect(ana == .won && result.players[1].outcome == .lost)
        #expect(level.level >= 1 && level.experience == 250)
    }

    struct Block: CustomTestStringConvertible, Sendable {
        let file: String
        let line: Int
        let source: String
        let text: String
        var testDescription: String { "\(file):\(line) (\(source))" }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let catalog = "Sources/Scorebook/Scorebook.docc"

    /// README.md, then every article of the DocC catalog.
    static let documents: [String] = {
        let articles = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path)) ?? []
        return ["README.md"] + articles.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
    }()

    /// Every ```swift block of the documents with the source named on the line before it.
    static let blocks: [Block] = documents.flatMap { file -> [Block] in
        guard let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) else { return [] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [Block] = []
        for (index, line) in lines.enumerated() where line == "```swift" {
            let before = index > 0 ? lines[index - 1] : ""
            let source = before.hasPrefix("<!-- swift: ") && before.hasSuffix(" -->") ? String(before.dropFirst(12).dropLast(4)) : ""
            let body = lines[(index + 1)...].prefix { $0 != "```" }
            blocks.append(Block(file: file, line: index + 1, source: source, text: body.joined(separator: "\n")))
        }
        return blocks
    }

    /// The text a `PATH` or `PATH#NAME` names.
    static func snippet(_ source: String) throws -> String {
        let parts = source.split(separator: "#", maxSplits: 1).map(String.init)
        let file = try String(contentsOf: root.appendingPathComponent(parts[0]), encoding: .utf8)
        guard parts.count == 2 else { return String(file.dropLast(file.hasSuffix("\n") ? 1 : 0)) }
        let lines = file.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "// snippet: \(parts[1])" })
        let end = try #require(lines[start...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == "// snippet: end" })
        let indent = lines[start].prefix { $0 == " " }.count
        return lines[(start + 1)..<end].map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
            .joined(separator: "\n")
    }

    @Test func theDocumentsShowSwift() {
        #expect(Self.blocks.filter { $0.file == "README.md" }.count >= 5)
        #expect(Self.documents.count >= 6, "the catalog's articles: \(Self.documents)")
        #expect(Self.blocks.filter { $0.file.hasPrefix(Self.catalog) }.count >= 6)
    }

    @Test(arguments: blocks)
    func everySwiftBlockIsCompiledCode(_ block: Block) throws {
        try #require(!block.source.isEmpty, "\(block.file):\(block.line): no '<!-- swift: PATH -->' line before the block")
        let snippet = try Self.snippet(block.source)
        #expect(block.text == snippet, "\(block.file):\(block.line) differs from \(block.source):\n\(snippet)")
    }
}
