import Benchmark
import Foundation
import Scorebook
import _ScorebookCompiler
@_spi(Testing) import ScorebookREPL

/// Speed of the runtime and the REPL over every standard in `Tables/`. Run from `Benchmarks/`:
///
///     swift package benchmark
///
/// The process benchmarks start the release `scorebook` binary: build it first
/// with `swift build -c release` in the repository root (or set SCOREBOOK_BIN).
/// SCOREBOOK_BASELINE_BIN names an older build to measure beside it, stream by stream.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .nanoseconds,
        maxDuration: .seconds(3),
        maxIterations: 1_000_000
    )

    let queries = Workload.queries
    let columns = queries.map { try! $0.test.column(event: $0.event.id, sex: $0.sex, age: $0.age) }

    Benchmark("Lookup: points in a resolved column (ns per lookup)", configuration: .init(scalingFactor: .kilo)) {
        benchmark in
        var sum = 0
        for index in benchmark.scaledIterations {
            let query = index & 4095
            sum &+= columns[query].points(raw: queries[query].raw)
        }
        blackHole(sum)
    }

    Benchmark("Lookup: points by event, sex and age (ns per lookup)", configuration: .init(scalingFactor: .kilo)) {
        benchmark in
        var sum = 0
        for index in benchmark.scaledIterations {
            let query = queries[index & 4095]
            sum &+= try query.test.points(event: query.event.id, sex: query.sex, age: query.age, raw: query.raw)
        }
        blackHole(sum)
    }

    Benchmark("Goal: required result in a resolved column (ns per lookup)", configuration: .init(scalingFactor: .kilo)) {
        benchmark in
        var sum = 0
        for index in benchmark.scaledIterations {
            let query = index & 4095
            sum &+= columns[query].required(points: 1 + index % 100) ?? 0
        }
        blackHole(sum)
    }

    // What the harness itself costs per iteration timed alone: the floor
    // under every per-call figure below that is not scaled.
    Benchmark("Harness: an empty iteration (the floor of per-call figures)") { benchmark in
        for index in benchmark.scaledIterations { blackHole(index) }
    }

    Benchmark("Score: a full test through the Swift API") { benchmark in
        for index in benchmark.scaledIterations {
            let query = queries[index & 4095]
            blackHole(try query.test.score(sex: query.sex, age: query.age, events: query.fullTest))
        }
    }

    Benchmark("Score: a full test by event index through the Swift API") { benchmark in
        for index in benchmark.scaledIterations {
            let query = queries[index & 4095]
            blackHole(try query.test.score(sex: query.sex, age: query.age, results: query.fullResults))
        }
    }

    // The same work a thousand tests to a sample, so the figure is the cost
    // of a call rather than of the harness timing one call at a time.
    Benchmark("Score: full tests by event index through the Swift API (ns per test)", configuration: .init(scalingFactor: .kilo)) {
        benchmark in
        var total = 0
        for index in benchmark.scaledIterations {
            let query = queries[index & 4095]
            total &+= try query.test.score(sex: query.sex, age: query.age, results: query.fullResults).total
        }
        blackHole(total)
    }

    let arrows = ArcheryWorkload.arrows

    Benchmark("Archery: zone by position, 5.5 mm shaft (ns per arrow)", configuration: .init(scalingFactor: .kilo)) {
        benchmark in
        var sum = 0
        for index in benchmark.scaledIterations {
            let arrow = arrows[index & 4095]
            sum &+= try arrow.scoring.zone(nanometresX: arrow.x, y: arrow.y, arrowDiameter: 5_500_000).score
        }
        blackHole(sum)
    }

    Benchmark("Archery: zone by label (ns per arrow)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var sum = 0
        for index in benchmark.scaledIterations {
            let arrow = arrows[index & 4095]
            sum &+= arrow.scoring.zone(label: arrow.label)!.score
        }
        blackHole(sum)
    }

    let york = ArcheryWorkload.york
    Benchmark("Archery: a full York score sheet (144 arrows)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try york.round.scoreSheet(arrows: york.labels))
        }
    }

    let fullSetMatch = MatchWorkload.fullSetMatch, yorkMatch = MatchWorkload.york
    Benchmark("Archery match: a full 5-set match and shoot-off through the Swift API") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try MatchWorkload.robin.match(fullSetMatch))
        }
    }

    Benchmark("Archery match: a York, 144 arrows, through the Swift API") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try MatchWorkload.robin.match(yorkMatch))
        }
    }

    let tenThousand = AchievementWorkload.tenThousand.events
    let tables = ScorebookTables.builtIn
    Benchmark("Achievements: check 10,000 events against their kinds (AchievementHistory)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try AchievementHistory(tenThousand, kinds: tables.achievementEventKinds))
        }
    }

    let history = try! AchievementHistory(tenThousand, kinds: tables.achievementEventKinds)
    Benchmark("Achievements: evaluate every achievement against 10,000 events") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(tables.achievementRuleSet.evaluate(history, unlocked: []))
        }
    }

    let soldierHistory = GoalWorkload.history
    Benchmark("Goal: progress over a 10-year history (20 results) through the Swift API") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(
                try Scorebook.fitnessGoalProgress(
                    test: "army", sex: "male", age: 35, goal: GoalWorkload.goal, history: soldierHistory, testDate: GoalWorkload.testDate))
        }
    }

    // Issue 44's case: 26 weeks, free every day; the events plan, with goals weighing its sessions.
    let plan = Scorebook.trainingPlan("acft-event-training")!
    let everyDay = Dictionary(uniqueKeysWithValues: Weekday.allCases.map { ($0, 60) })
    let (planStart, planTest) = (CalendarDate("2026-01-05")!, CalendarDate("2026-07-06")!)
    Benchmark("Plan: a 26-week schedule, free every day, through the Swift API") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try plan.schedule(start: planStart, testDate: planTest, free: everyDay, behind: ["2mr": 12, "hrp": 4]))
        }
    }
    // Three free days for four sessions a week: every week searched for which to keep.
    let threeDays: [Weekday: Int] = [.tue: 60, .thu: 60, .sat: 60]
    Benchmark("Plan: a 26-week schedule, three free days for four sessions, through the Swift API") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try plan.schedule(start: planStart, testDate: planTest, free: threeDays, behind: ["2mr": 12, "hrp": 4]))
        }
    }

    let battle = RPGWorkload.battle.battle
    let rules = tables.rpgBattles!, levels = tables.rpgLevels!
    Benchmark("RPG: a 24-hour battle, minute samples for two players (about 9,900 samples), through the Swift API") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try rules.evaluate(battle, powerUps: tables.rpgPowerUps, levels: levels))
        }
    }

    let run = WorkoutWorkload.track.track
    Benchmark("Workouts: progress through a 2-hour 1 Hz track (7,200 samples), through the Swift API") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try WorkoutWorkload.workout.progress(run))
        }
    }

    Benchmark(
        "Generate: compile every table in Tables/ to Swift",
        configuration: .init(metrics: [.wallClock, .peakMemoryResident], timeUnits: .milliseconds, maxIterations: 20)
    ) { benchmark in
        let output = TableCompiler.compile(MatchWorkload.tableSources)
        precondition(output.swiftSource != nil)
        blackHole(output.swiftSource!.utf8.count)
    }

    let lines = Workload.requestLines

    Benchmark("REPL: parse a request line (JSON only)") { benchmark in
        for index in benchmark.scaledIterations {
            try lines[index & 4095].withUnsafeBytes { blackHole(try JSONParser.parse($0)) }
        }
    }

    Benchmark("REPL: answer a request line in process") { benchmark in
        let server = Server()
        let writer = ResponseBuffer(capacity: 1 << 16)
        for index in benchmark.scaledIterations {
            writer.reset()
            lines[index & 4095].withUnsafeBytes { blackHole(server.respond(to: $0, into: writer)) }
        }
    }

    // Each stream beside jq -c . over the same lines, in one run: the ratio of
    // the two times is the figure to report (this machine is noisy).
    for (name, streamLines) in Workload.streams {
        // A York answer is 144 arrows, an evaluation 10,000 events: fewer of them make a long enough run.
        let total = name.contains("York") ? 10_000 : name.contains("10,000 events") || name.contains("rpg.battle") || name.contains("workout.progress") ? 100 : 100_000
        let label = total >= 1000 ? "\(total / 1000)k" : "\(total)"
        let stream = Data(streamLines.joined(separator: [0x0a]) + [0x0a])
        let times = total / streamLines.count + 1
        Benchmark(
            "REPL process: \(name), \(label) lines over a pipe (one iteration = \(label) lines)",
            configuration: .init(metrics: [.wallClock], timeUnits: .milliseconds, maxIterations: 10)
        ) { benchmark in
            let answered = try ScorebookProcess.stream(stream, times: times)
            precondition(answered >= total)
        }
        if let baseline = ScorebookProcess.baseline {
            Benchmark(
                // Named to sort (and so run) right after this build's stream, so drift in the machine's load between them stays small.
                "REPL process: \(name), \(label) lines over a pipe, baseline build (one iteration = \(label) lines)",
                configuration: .init(metrics: [.wallClock], timeUnits: .milliseconds, maxIterations: 10)
            ) { benchmark in
                let answered = try ScorebookProcess.stream(stream, times: times, through: [baseline])
                precondition(answered >= total)
            }
        }
        Benchmark(
            "cat over the \(name) lines (one iteration = \(label) lines)",
            configuration: .init(metrics: [.wallClock], timeUnits: .milliseconds, maxIterations: 10)
        ) { benchmark in
            let answered = try ScorebookProcess.stream(stream, times: times, through: ["/bin/cat"])
            precondition(answered >= total)
        }
        // The yardstick re-reads what the REPL reads and writes: the requests
        // and the answers (an export's answer is many times its request).
        let requestsAndAnswers = Result { stream + (try ScorebookProcess.answers(to: stream)) }
        Benchmark(
            "jq -c . over the \(name) lines and their answers (one iteration = \(label) of each)",
            configuration: .init(metrics: [.wallClock], timeUnits: .milliseconds, maxIterations: 10)
        ) { benchmark in
            let answered = try ScorebookProcess.stream(requestsAndAnswers.get(), times: times, through: ScorebookProcess.jq)
            precondition(answered >= total)
        }
    }

    Benchmark(
        "REPL process: start to first answer",
        configuration: .init(metrics: [.wallClock], timeUnits: .microseconds, maxIterations: 200)
    ) { benchmark in
        try ScorebookProcess.firstAnswer(to: lines[0])
    }

    Benchmark(
        "Bare Swift program: start to first answer (the yardstick)",
        configuration: .init(metrics: [.wallClock], timeUnits: .microseconds, maxIterations: 200)
    ) { benchmark in
        try ScorebookProcess.firstAnswer(to: lines[0], from: ScorebookProcess.bareSwift)
    }
}
