import Foundation
import Scorebook
import ScorebookREPL
import Testing

/// `achievements.list` and `achievements.evaluate` answer what the library
/// does, and every bad event is an error naming its index and field.
@Suite struct AchievementsMethodsTests: InProcessCalls {
    static let match =
        #"{"kind":"archery.match-finished","at":"2026-11-20T18:00:00+00:00","opponent":"robin","difficulty":"medium","format":"sets","result":"won","archerScore":6,"opponentScore":0}"#
    static let round = #"{"kind":"archery.round-finished","at":"2026-11-21T10:00:00Z","round":"portsmouth","score":520}"#
    static let better = #"{"kind":"archery.round-finished","at":"2026-11-22T10:00:00Z","round":"portsmouth","score":540,"handicap":28}"#
    static let test =
        #"{"kind":"fitness.test-recorded","at":"2026-11-22T11:00:00+01:00","test":"apft","standard":"general","date":"2026-11-22T08:00:00+01:00","total":275,"passed":true,"events":{"pushup":90,"situp":95,"run2mi":90},"goal":270}"#
    static let session = #"{"kind":"app.session","at":"2026-11-23T07:30:00+01:00","length":"PT25M"}"#

    @Test func theListHidesHiddenRules() throws {
        let list = try #require(try call("achievements.list", "{}")["achievements"] as? [[String: Any]])
        #expect(list.map { $0["id"] as? String } == ScorebookTables.builtIn.achievements.map(\.id))
        for entry in list {
            #expect((entry["criterion"] == nil) == (entry["hidden"] as? Bool == true), "\(entry)")
        }
    }

    @Test func anEvaluationAsTheLibraryGivesIt() throws {
        let events = [Self.match, Self.round, Self.better, Self.test, Self.session]
        let result = try call(
            "achievements.evaluate", #"{"events":[\#(events.joined(separator: ","))],"unlocked":["first-match"],"now":"2026-11-23T08:00:00Z"}"#)
        let unlocked = try #require(result["unlocked"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        #expect(unlocked.contains("opponent-beaten") && unlocked.contains("round-personal-best") && unlocked.contains("goal-met"))
        #expect(!unlocked.contains("first-match"), "already unlocked")
        let tables = ScorebookTables.builtIn
        let at = { (text: String) in Timestamp(text)! }
        let library = try tables.achievementRuleSet.evaluate(
            AchievementHistory(
                [
                    AchievementEvent(
                        kind: "archery.match-finished", at: at("2026-11-20T18:00:00+00:00"),
                        facts: [
                            "opponent": .text("robin"), "difficulty": .text("medium"), "format": .text("sets"), "result": .text("won"),
                            "archerScore": .integer(6), "opponentScore": .integer(0),
                        ]),
                    AchievementEvent(
                        kind: "archery.round-finished", at: at("2026-11-21T10:00:00Z"),
                        facts: ["round": .text("portsmouth"), "score": .integer(520)]),
                    AchievementEvent(
                        kind: "archery.round-finished", at: at("2026-11-22T10:00:00Z"),
                        facts: ["round": .text("portsmouth"), "score": .integer(540), "handicap": .integer(28)]),
                    AchievementEvent(
                        kind: "fitness.test-recorded", at: at("2026-11-22T11:00:00+01:00"),
                        facts: [
                            "test": .text("apft"), "standard": .text("general"), "date": .dateTime(at("2026-11-22T08:00:00+01:00")),
                            "total": .integer(275), "passed": .boolean(true),
                            "events": .integerMap(["pushup": 90, "situp": 95, "run2mi": 90]), "goal": .integer(270),
                        ]),
                    AchievementEvent(
                        kind: "app.session", at: at("2026-11-23T07:30:00+01:00"), facts: ["length": .duration(milliseconds: 1_500_000)]),
                ], kinds: tables.achievementEventKinds), unlocked: ["first-match"])
        #expect(unlocked == library.unlocked.map(\.id))
        let progress = try #require(result["progress"] as? [[String: Any]])
        #expect(progress.map { $0["id"] as? String } == library.progress.map(\.id))
        #expect(progress.map { $0["current"] as? Int } == library.progress.map(\.current))
        #expect(progress.map { $0["percent"] as? Int } == library.progress.map(\.percent))
    }

    @Test func badEventsNameTheirIndexAndField() throws {
        func field(_ events: [String], _ extra: String = "") throws -> String? {
            try errorField("achievements.evaluate", #"{"events":[\#(events.joined(separator: ","))]\#(extra)}"#)
        }
        let badKind = Self.round.replacingOccurrences(of: "archery.round-finished", with: "archery.round-done")
        #expect(try field([Self.match, badKind]) == "events[1].kind")
        let badDate = Self.round.replacingOccurrences(of: "2026-11-21T10:00:00Z", with: "2026-11-21 10:00")
        #expect(try field([badDate]) == "events[0].at")
        let noOffset = Self.round.replacingOccurrences(of: "2026-11-21T10:00:00Z", with: "2026-11-21T10:00:00")
        #expect(try field([noOffset]) == "events[0].at")
        #expect(try field([Self.better, Self.round]) == "events[1].at", "oldest first")
        let mistyped = Self.round.replacingOccurrences(of: #""score":520"#, with: #""score":"520""#)
        #expect(try field([mistyped]) == "events[0].score")
        let fraction = Self.round.replacingOccurrences(of: #""score":520"#, with: #""score":520.5"#)
        #expect(try field([fraction]) == "events[0].score")
        let missing = Self.round.replacingOccurrences(of: #","score":520"#, with: "")
        #expect(try field([missing]) == "events[0].score")
        let unknownFact = Self.round.replacingOccurrences(of: #""score":520"#, with: #""score":520,"wind":3"#)
        #expect(try field([unknownFact]) == "events[0].wind")
        let badMap = Self.test.replacingOccurrences(of: #""situp":95"#, with: #""situp":"95""#)
        #expect(try field([badMap]) == "events[0].events.situp")
        let badDuration = Self.session.replacingOccurrences(of: "PT25M", with: "25 minutes")
        #expect(try field([badDuration]) == "events[0].length")
        #expect(try field([#"{"at":"2026-11-21T10:00:00Z"}"#]) == "events[0].kind")
        #expect(try field(["7"]) == "events[0]")
        #expect(try field([Self.match], #","now":"2026-11-19T00:00:00Z""#) == "now")
        #expect(try field([Self.match], #","dayStart":1440"#) == "dayStart")
        #expect(try field([Self.match], #","unlocked":"first-match""#) == "unlocked")
        #expect(try errorField("achievements.evaluate", #"{"events":{}}"#) == "events")
        let huge = Self.round.replacingOccurrences(of: #""score":520"#, with: #""score":-4611686018427387904"#)
        #expect(try field([huge]) == "events[0].score", "facts are at most 10^15: sums cannot wrap")
        // The field named does not depend on the order of the keys, and matches the library's.
        let twoMistakes = [
            #"{"kind":"rpg.level-reached","at":"2026-11-21T10:00:00Z","level":"x","zz":1}"#,
            #"{"zz":1,"level":"x","kind":"rpg.level-reached","at":"2026-11-21T10:00:00Z"}"#,
        ]
        for event in twoMistakes { #expect(try field([event]) == "events[0].zz") }
        let noLevel = #"{"kind":"rpg.level-reached","at":"2026-11-21T10:00:00Z"}"#
        #expect(try field([noLevel, "42"]) == "events[0].level", "an event is checked whole before the next")
        let farFuture = Self.round.replacingOccurrences(of: "2026-11-21T10:00:00Z", with: "9999-12-31T23:59:59-23:59")
        #expect(try call("achievements.evaluate", #"{"events":[\#(farFuture)]}"#)["unlocked"] != nil, "year 9999 is in range")
    }
}
