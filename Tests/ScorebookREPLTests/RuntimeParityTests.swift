import Foundation
@_spi(ScorebookTables) import Scorebook
@_spi(Testing) @testable import ScorebookREPL
import Testing

/// The REPL only decodes, calls the runtime once and writes: every example of
/// every method (the examples OpenRPC serves), answered through the REPL and
/// asked of the Swift API directly as an app would ask it, is the same JSON,
/// byte for byte. A method with no question here fails the test.
@Suite struct RuntimeParityTests: InProcessCalls {
    static let examples: [(method: String, params: String)] = Server.registry.flatMap { method in
        method.examples.map { (method.name, $0) }
    }

    @Test(arguments: examples)
    func theREPLAnswersWhatTheSwiftAPIDoes(method: String, params: String) throws {
        let question = try #require(Self.questions[method], "no Swift question for \(method): add one here")
        let answer = try question(Request(try #require(try JSONSerialization.jsonObject(with: Data(params.utf8)) as? [String: Any])))
        #expect(try replResult(method, params) == written(answer))
    }

    @Test func everyMethodHasAnExample() {
        for method in Server.registry { #expect(!method.examples.isEmpty, "\(method.name) has no example") }
    }

    /// The `result` of `method`'s request with `params`, as the REPL writes it.
    private func replResult(_ method: String, _ params: String) throws -> String {
        let line = try respond(#"{"jsonrpc":"2.0","id":1,"method":"\#(method)","params":\#(params)}"#)
        let prefix = #"{"jsonrpc":"2.0","id":1,"result":"#
        #expect(line.hasPrefix(prefix), "\(line)")
        return String(line.dropFirst(prefix.count).dropLast())
    }

    private func written(_ value: any JSONWritable) -> String {
        let writer = JSONWriter()
        value.write(into: writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    private static let tables = ScorebookTables.builtIn

    private static func score(_ p: Request) throws -> ScoreResult {
        let (test, date) = try tables.fitnessTest(p.string("test"), on: p.date("date"))
        var events: [String: Double] = [:]
        for (id, result) in try p.object("events").members {
            events[id] = try #require((result as? Double) ?? (result as? String).flatMap { TimeText.parseSeconds(Substring($0)) })
        }
        let score = try test.score(sex: p.string("sex"), age: p.int("age"), events: events, standard: p.optional("standard"))
        return ScoreResult(score: score, date: date)
    }

    /// Each method's question in Swift, from an example's params.
    private static let questions: [String: @Sendable (Request) throws -> any JSONWritable] = [
        TablesListMethod.name: { _ in TablesList(tables: tables.tables) },
        FitnessScoreMethod.name: { p in try score(p) },
        FitnessRequiredMethod.name: { p in
            let (test, date) = try tables.fitnessTest(p.string("test"), on: p.date("date"))
            let event: String? = p.optional("event")
            let requirements = try test.required(
                event: event, points: p.optional("points"), sex: p.string("sex"), age: p.int("age"), standard: p.optional("standard"))
            return RequiredResult(requirements: requirements, date: date, oneEvent: event != nil)
        },
        GoalProgressMethod.name: { p in
            let goal = try p.object("goal")
            let history = try p.list("history").map { result in
                var events: [String: Double] = [:]
                for (id, value) in try result.object("events").members {
                    events[id] = try #require((value as? Double) ?? (value as? String).flatMap { TimeText.parseSeconds(Substring($0)) })
                }
                return FitnessResult(
                    date: try #require(try result.date("date")), events: events, age: result.optional("age"), standard: result.optional("standard"))
            }
            return try tables.fitnessGoalProgress(
                test: p.string("test"), sex: p.string("sex"), age: p.int("age"), standard: p.optional("standard"),
                goal: FitnessGoal(total: goal.optional("total"), events: goal.optional("events") ?? [:]), history: history,
                testDate: try #require(try p.date("testDate")))
        },
        ArcheryFacesMethod.name: { p in Listed("faces", try p.optional("face", as: String.self).map { [try #require(tables.archeryFace($0))] } ?? tables.archeryFaces) },
        ArcheryRoundsMethod.name: { p in Listed("rounds", try p.optional("round", as: String.self).map { [try #require(tables.archeryRound($0))] } ?? tables.archeryRounds) },
        ArcheryOpponentsMethod.name: { p in
            Listed("opponents", try p.optional("opponent", as: String.self).map { [try #require(tables.archeryOpponent($0))] } ?? tables.archeryOpponents)
        },
        PlanScheduleMethod.name: { p in
            let plan = try #require(tables.trainingPlan(p.string("plan")))
            var free: [Weekday: Int] = [:]
            for (day, minutes) in try p.object("free").members { free[try #require(Weekday(rawValue: day))] = try #require(minutes as? Int) }
            var behind: [String: Double] = [:]
            for (id, line) in try p.optionalObject("progress")?.object("events").members ?? [:] {
                let line = Request(try #require(line as? [String: Any]))
                behind[id] = FitnessGoalProgress.Line.pointsBehind(goal: line.optional("goal"), projected: line.optional("projected"), latest: line.optional("latest"))
            }
            return try plan.schedule(
                start: try #require(try p.date("start")), testDate: try #require(try p.date("testDate")), free: free, behind: behind)
        },
        PlansListMethod.name: { p in Listed("plans", try p.optional("plan", as: String.self).map { [try #require(tables.trainingPlan($0))] } ?? tables.trainingPlans) },
        WorkoutsListMethod.name: { p in Listed("workouts", try p.optional("workout", as: String.self).map { [try #require(tables.workout($0))] } ?? tables.workouts) },
        FormulasListMethod.name: { p in Listed("formulas", try p.optional("formula", as: String.self).map { [try #require(tables.formula($0))] } ?? tables.formulas) },
        BandsListMethod.name: { p in Listed("bandSets", try p.optional("bandSet", as: String.self).map { [try #require(tables.bandSet($0))] } ?? tables.bandSets) },
        AchievementsListMethod.name: { _ in Listed("achievements", tables.achievements) },
        ArcheryScoreMethod.name: { p in
            let target = try p.target()
            if let label: String = p.optional("label") {
                return ArrowResult(target: target, zone: try #require(target.scoring.zone(label: label)))
            }
            let zone = try target.scoring.zone(x: p.double("x"), y: p.double("y"), arrowDiameter: p.optional("arrowDiameter") ?? 0)
            return ArrowResult(target: target, zone: zone)
        },
        ArcheryTotalMethod.name: { p in
            let arrows: [String] = try p.value("arrows")
            if let id: String = p.optional("round") {
                let round = try #require(tables.archeryRound(id))
                return ArcheryTotal.round(try round.scoreSheet(arrows: arrows, scoring: p.optional("scoring")))
            }
            let target = try p.target()
            return ArcheryTotal.end(FaceTotal(target: target, tally: try target.scoring.tally(labels: arrows)))
        },
        ArcheryExpectedMethod.name: { p in
            let scheme = try p.scheme(), handicap = try p.int("handicap")
            if let id: String = p.optional("round") {
                let round = try #require(tables.archeryRound(id))
                let expected = try scheme.expectedScore(round: round, scoring: p.optional("scoring") ?? round.scoring, handicap: handicap)
                return ExpectedResult.round(score: expected.score, unrounded: expected.unrounded)
            }
            let odds = try p.shotOdds(scheme: scheme, handicaps: handicap...handicap)
            return ExpectedResult.arrow(odds.scoring, odds.arrowScore(handicap: handicap), odds.probabilities(handicap: handicap))
        },
        ArcheryHandicapMethod.name: { p in
            let round = try #require(tables.archeryRound(p.string("round")))
            let handicap = try p.scheme().handicap(round: round, scoring: p.optional("scoring") ?? round.scoring, score: p.int("score"))
            return HandicapResult(handicap: handicap)
        },
        ArcheryClassificationMethod.name: { p in
            try tables.archeryClassification(
                round: #require(tables.archeryRound(p.string("round"))), scoring: p.optional("scoring"), bowstyle: p.string("bowstyle"),
                gender: p.string("gender"), age: p.string("age"), score: p.optional("score"))
        },
        ArcheryMatchMethod.name: { p in
            let opponent = try #require(tables.archeryOpponent(p.string("opponent")))
            let format = try p.string("format")
            let odds = { () throws in try p.shotOdds(scheme: opponent.rules.scheme, handicaps: nil) }
            let request = ArcheryMatchRequest(
                difficulty: try p.string("difficulty"),
                format: format == "sets" ? .sets(try odds()) : format == "cumulative" ? .cumulative(try odds()) : .round(try #require(tables.archeryRound(format))),
                seed: UInt64(try p.int("seed")), archer: (p.optional("archerHandicap") as Int?).map { .handicap($0) },
                archerEnds: try p.value("archerEnds"))
            return try opponent.match(request)
        },
        AchievementsEvaluateMethod.name: { p in
            let events = try p.list("events").map { event in
                let kind = try #require(tables.achievementEventKind(event.string("kind")))
                var facts: [String: FactValue] = [:]
                for fact in kind.facts {
                    switch (fact.type, event.dictionary[fact.name]) {
                    case (.text, let text as String): facts[fact.name] = .text(text)
                    case (.integer, let number as Int): facts[fact.name] = .integer(number)
                    case (_, nil): break
                    default: Issue.record("a fact of type \(fact.type) in the example: add it here")
                    }
                }
                return AchievementEvent(kind: kind.id, at: try event.timestamp("at"), facts: facts)
            }
            let history = try AchievementHistory(events, kinds: tables.achievementEventKinds)
            return tables.achievementRuleSet.evaluate(
                history, unlocked: p.optional("unlocked") ?? [], dayStart: p.optional("dayStart") ?? 0, now: try p.optionalTimestamp("now"))
        },
        RPGLevelMethod.name: { p in try tables.rpgStanding(experience: p.int("xp")) },
        RPGPowerUpsMethod.name: { p in
            RPGPowerUpList(
                powerUps: tables.rpgPowerUps, shown: try tables.rpgPowerUpsUnlocked(atLevel: p.optional("level")), stats: tables.rpgBattles?.stats ?? [])
        },
        RPGBattleMethod.name: { p in
            let rules = try #require(tables.rpgBattles), levels = try #require(tables.rpgLevels), powerUps = tables.rpgPowerUps
            let players = try p.list("players")
            let ids = try players.map { try $0.string("id") }
            let battle = RPGBattle(
                start: try p.timestamp("start"),
                players: try players.map { player in
                    RPGBattlePlayer(
                        id: try player.string("id"), level: try player.int("level"), experienceToday: player.optional("xpToday") ?? 0,
                        samples: try player.list("samples").map { sample in
                            RPGSample(
                                stat: try #require(rules.stat(sample.string("stat"))), source: try #require(rules.source(sample.string("source"))),
                                start: try sample.timestamp("start"), end: try sample.timestamp("end"),
                                thousandths: Int((try sample.double("value") * 1000).rounded()))
                        },
                        activations: try player.list("activations").map { activation in
                            RPGActivation(
                                powerUp: try #require(powerUps.index(of: activation.string("powerUp"))), at: try activation.timestamp("at"),
                                target: (activation.optional("target") as String?).flatMap { ids.firstIndex(of: $0) })
                        })
                },
                now: try p.optionalTimestamp("now"))
            return RPGBattleAnswer(result: try rules.evaluate(battle, powerUps: powerUps, levels: levels), rules: rules, powerUps: powerUps)
        },
        WorkoutProgressMethod.name: { p in
            let workout = try #require(tables.workout(p.string("workout")))
            let samples = try p.list("samples").map { sample in
                WorkoutSample(
                    at: try sample.timestamp("at"), latitude: sample.optional("lat"), longitude: sample.optional("lon"),
                    distance: sample.optional("distance"), heartRate: sample.optional("heartRate"), altitude: sample.optional("altitude"))
            }
            let ticks = try p.list("ticks").map { try $0.timestamp("at") }
            return try workout.progress(
                WorkoutTrack(samples: samples, ticks: ticks, kilograms: p.double("weightKg"), now: p.optionalTimestamp("now")))
        },
        WorkoutExportMethod.name: { p in
            ExportedWorkout(format: try p.string("format"), bytes: FITWorkoutFile.encode(try #require(tables.workout(p.string("workout")))))
        },
        FormulaEvaluateMethod.name: { p in
            let formula = try #require(tables.formula(p.string("formula")))
            let inputs = try p.object("inputs").members.mapValues { try #require($0 as? Double) }
            return FormulaAnswer(formula: formula.id, value: try formula.evaluate(inputs, unit: p.optional("unit")))
        },
        GymOneRepMaxMethod.name: { p in
            try tables.oneRepMax(load: p.double("load"), unit: p.string("unit"), reps: p.double("reps"), formula: p.optional("formula"))
        },
        HealthHeartRateZonesMethod.name: { p in
            try tables.heartRateZones(age: p.double("age"), restingHeartRate: p.optional("restingHeartRate"), formula: p.optional("formula"))
        },
        HealthBMIMethod.name: { p in try tables.bodyMassIndex(heightCm: p.double("heightCm"), weightKg: p.double("weightKg")) },
        ArmyBodyCompositionMethod.name: { p in
            let record = try p.optionalObject("fitness").map { fitness in
                ArmyRecordTest(score: try score(fitness).score, date: try #require(try fitness.date("date")))
            }
            return try tables.armyBodyComposition(
                sex: p.string("sex"), age: p.int("age"), on: #require(try p.date("date")), heightIn: p.double("heightIn"),
                weightLb: p.double("weightLb"), abdomenIn: p.optional("abdomenIn"), component: p.optional("component"), fitness: record)
        },
    ]
}

/// An example's params, read with Foundation as an app would read its own JSON.
private struct Request {
    let dictionary: [String: Any]
    init(_ dictionary: [String: Any]) { self.dictionary = dictionary }

    var members: [String: Any] { dictionary }

    func optional<T>(_ key: String, as type: T.Type = T.self) -> T? { dictionary[key] as? T }

    func value<T>(_ key: String, as type: T.Type = T.self) throws -> T {
        try #require(dictionary[key] as? T, "\(key) in \(dictionary)")
    }

    func string(_ key: String) throws -> String { try value(key) }
    func int(_ key: String) throws -> Int { try value(key) }
    func double(_ key: String) throws -> Double { try value(key) }
    func object(_ key: String) throws -> Request { Request(try value(key)) }
    func optionalObject(_ key: String) -> Request? { optional(key, as: [String: Any].self).map(Request.init) }
    func list(_ key: String) throws -> [Request] { (optional(key, as: [[String: Any]].self) ?? []).map(Request.init) }

    func date(_ key: String) throws -> CalendarDate? {
        try optional(key, as: String.self).map { try #require(CalendarDate($0)) }
    }

    func timestamp(_ key: String) throws -> Timestamp { try #require(Timestamp(try string(key))) }
    func optionalTimestamp(_ key: String) throws -> Timestamp? { try optional(key, as: String.self).map { try #require(Timestamp($0)) } }

    private static var tables: ScorebookTables { .builtIn }

    /// `scheme`, or the tables' first.
    func scheme() throws -> ArcheryHandicapScheme {
        try #require(optional("scheme").map { Self.tables.handicapScheme($0) } ?? Self.tables.handicapSchemes.first)
    }

    /// `face` and `scoring`, by default the face's first.
    func target() throws -> ArcheryFaceScoring {
        let face = try #require(Self.tables.archeryFace(string("face")))
        let scoring = try #require(face.scoring(optional("scoring") ?? face.scoringSystems[0].id))
        return ArcheryFaceScoring(face: face, scoring: scoring)
    }

    /// The shot `face`, `scoring`, `distance`, `unit` and `venue` name.
    func shotOdds(scheme: ArcheryHandicapScheme, handicaps: ClosedRange<Int>?) throws -> ArcheryZoneOdds {
        let distance = try #require(Length("\(try value("distance", as: Int.self)) \(try string("unit"))"))
        return try Self.tables.shotOdds(
            scheme: scheme, scoring: target().scoring, distance: distance, venue: optional("venue"), handicaps: handicaps)
    }
}
