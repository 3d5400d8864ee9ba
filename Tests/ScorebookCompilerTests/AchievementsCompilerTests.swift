import Foundation
@testable import _ScorebookCompiler
import Testing

/// Achievements are type-checked against the event kinds compiled with
/// them; every mistake has its place and, for a name, a "did you mean".
@Suite struct AchievementsCompilerTests {
    static let events = """
        kind: achievement-events
        id: events
        name: Events
        source: Scorebook test
        edition: "1"
        events:
          game.finished:
            facts:
              result: { type: text, oneOf: [won, lost] }
              score: integer
              best: integer
              rating: decimal
              when: date-time
              took: duration
              clean: boolean
              parts: integer-map
              bonus: { type: integer, optional: true }
          game.started:
            facts:
              level: integer

        """

    /// The achievements table with one achievement whose `when` is `rule`.
    static func achievements(_ rule: String, message: String = "Well played!", extra: String = "") -> String {
        """
        kind: achievements
        id: achievements
        name: Achievements
        source: Scorebook test
        edition: "1"
        achievements:
          one:
            title: One
            message: \(message)
            tier: bronze
            points: 1
            when: \(rule)
        \(extra)
        """
    }

    static func errors(_ achievements: String) -> [String] {
        TableCompiler.compile([
            TableSource(path: "events.yaml", relativePath: "events.yaml", bytes: Array(events.utf8)),
            TableSource(path: "achievements.yaml", relativePath: "achievements.yaml", bytes: Array(achievements.utf8)),
        ]).diagnostics.sorted.map(\.description)
    }

    @Test func aValidRuleCompiles() {
        #expect(Self.errors(Self.achievements("{ count: game.finished, where: { result: won, score: { above: best } }, atLeast: 3 }")) == [])
    }

    @Test(arguments: [
        (
            "{ count: game.finishd }",
            "achievements.yaml:12:20: error: unknown event kind 'game.finishd' (did you mean 'game.finished'?); the achievement-events tables define 'game.finished' and 'game.started'"
        ),
        (
            "{ event: game.finished, where: { scor: 3 } }",
            "achievements.yaml:12:44: error: 'game.finished' has no fact 'scor' (did you mean 'score'?); its facts are 'result', 'score', 'best', 'rating', 'when', 'took', 'clean', 'parts' and 'bonus'"
        ),
        (
            "{ event: game.finished, where: { result: drawn } }",
            "achievements.yaml:12:52: error: 'drawn' is not a value of fact 'result'; it takes 'won' or 'lost'"
        ),
        (
            "{ event: game.finished, where: { when: { atLeast: 3 } } }",
            "achievements.yaml:12:61: error: '3' is not a date-time such as 2026-11-23T07:30:00+01:00"
        ),
        (
            "{ event: game.finished, where: { score: { above: when } } }",
            "achievements.yaml:12:60: error: fact 'score' is integer and 'when' is date-time: they cannot be compared"
        ),
        (
            "{ event: game.finished, where: { clean: { atLeast: true } } }",
            "achievements.yaml:12:44: error: fact 'clean' is boolean: it can only equal a value, not be 'atLeast' one"
        ),
        (
            "{ event: game.finished, where: { parts: 3 } }",
            "achievements.yaml:12:44: error: fact 'parts' of 'game.finished' is a map: it cannot be compared"
        ),
        (
            "{ sum: result, of: game.finished, atLeast: 3 }",
            "achievements.yaml:12:18: error: sum needs a number, and fact 'result' is text"
        ),
        (
            "{ count: game.finished, atLeast: 5, atMost: 3 }",
            "achievements.yaml:12:55: error: achievement 'one' can never hold: at least 5 and at most 3"
        ),
        (
            "{ sum: rating, of: game.finished, atLeast: 2.5001 }",
            "achievements.yaml:12:54: error: '2.5001' is not a decimal with at most three decimals"
        ),
        (
            "{ sum: took, of: game.finished, atLeast: 30 }",
            "achievements.yaml:12:52: error: '30' is not a duration such as PT30M"
        ),
        (
            "{ personalBest: result, of: game.finished }",
            "achievements.yaml:12:27: error: a personal best needs a number, and fact 'result' is text"
        ),
        (
            "{ firstTime: game.finished, per: parts }",
            "achievements.yaml:12:44: error: fact 'parts' is a map: events cannot be grouped by it"
        ),
        (
            "{ streak: months, of: game.finished, atLeast: 3 }",
            "achievements.yaml:12:21: error: achievement 'one' when streak counts 'days' or 'weeks', found 'months'"
        ),
        (
            "{ daysActive: game.finished, withinDays: 7, atLeast: 8 }",
            "achievements.yaml:12:64: error: achievement 'one' can never hold: 8 days active in 7 days"
        ),
        (
            "{ daysActive: game.finished, during: thisWeek, atLeast: 8 }",
            "achievements.yaml:12:67: error: achievement 'one' can never hold: 8 days active in a week"
        ),
        (
            "{ daysActive: game.finished, during: thisMonth, atLeast: 32 }",
            "achievements.yaml:12:68: error: achievement 'one' can never hold: 32 days active in a month"
        ),
        (
            "{ count: game.finished, during: thisWek }",
            "achievements.yaml:12:43: error: achievement 'one' when during: 'thisWek' is not a period (did you mean 'thisWeek'?); expected 'thisWeek' or 'thisMonth'"
        ),
        (
            "{ count: game.finished, withinDays: 7, since: { event: game.finished } }",
            "achievements.yaml:12:57: error: achievement 'one' when has 'withinDays' and 'since': one window to an aggregate"
        ),
        (
            "{ count: game.finished, during: thisWeek, withinDays: 3 }",
            "achievements.yaml:12:65: error: achievement 'one' when has 'during' and 'withinDays': one window to an aggregate"
        ),
        (
            "{ count: game.finished, since: { event: game.finishd } }",
            "achievements.yaml:12:51: error: unknown event kind 'game.finishd' (did you mean 'game.finished'?); the achievement-events tables define 'game.finished' and 'game.started'"
        ),
        (
            "{ streak: days, of: game.finished, during: thisWeek }",
            "achievements.yaml:12:46: error: unknown key 'during' in achievement 'one' when; expected 'streak', 'of', 'where', 'atLeast', 'atMost' or 'equals'"
        ),
        (
            "{ event: game.finished, where: { score: { atLeast: 10, below: 5 } } }",
            "achievements.yaml:12:44: error: no 'game.finished' event can match: 'score' at least 10 and below 5"
        ),
        (
            "{ all: [{ event: game.finished, where: { score: { atLeast: 10 } } }, { firstTime: game.finished, where: { score: 9 } }] }",
            "achievements.yaml:12:11: error: achievement 'one' can never hold: the event just recorded cannot have 'score' at least 10 and is 9"
        ),
        (
            "{ all: [{ event: game.finished }, { personalBest: level, of: game.started }] }",
            "achievements.yaml:12:11: error: achievement 'one' can never hold: all of it is about the event just recorded, which is not both a 'game.finished' and a 'game.started'"
        ),
        (
            "{ max: score, of: game.finished, where: { score: { below: 10 } }, atLeast: 10 }",
            "achievements.yaml:12:86: error: achievement 'one' can never hold: its 'where' has 'score' below 10, so the max is never at least 10"
        ),
        (
            "{ average: rating, of: game.finished, where: { rating: { atLeast: 2.5 } }, atMost: 2.25 }",
            "achievements.yaml:12:94: error: achievement 'one' can never hold: its 'where' has 'rating' at least 2.5, so the average is never at most 2.25"
        ),
        (
            "{ count: game.finished, atLeast: 0 }",
            "achievements.yaml:12:44: warning: achievement 'one' always holds: a count is never below 0, so it is earned at the first event of any kind"
        ),
        // Under 'not' or 'any', a part that can never hold is a warning, worded for where it is.
        (
            "{ not: { all: [{ event: game.finished, where: { result: won } }, { event: game.finished, where: { result: lost } }] } }",
            "achievements.yaml:12:18: warning: achievement 'one': a part can never hold: the event just recorded cannot have 'result' is won and is lost, so the 'not' around it always holds"
        ),
        (
            "{ any: [{ count: game.finished, atLeast: 5, atMost: 3 }, { event: game.finished }] }",
            "achievements.yaml:12:63: warning: achievement 'one': a part can never hold: at least 5 and at most 3"
        ),
        (
            "{ not: { count: game.finished, atLeast: 0 } }",
            "achievements.yaml:12:51: warning: achievement 'one': a part always holds: a count is never below 0, so the 'not' around it never holds"
        ),
        (
            "{ all: [{ event: game.finished, where: { score: 1, best: 1 } }, { event: game.finished, where: { score: 2, best: 2 } }] }",
            "achievements.yaml:12:11: error: achievement 'one' can never hold: the event just recorded cannot have 'score' is 1 and is 2"
        ),
        // A missing required key is reported once, and nothing reads it (the fuzzer found a crash here).
        (
            "{ sum: score, where: { score: 1 } }",
            "achievements.yaml:12:11: error: achievement 'one' when is missing the key 'of'"
        ),
        (
            "{ personalBest: score }",
            "achievements.yaml:12:11: error: achievement 'one' when is missing the key 'of'"
        ),
        (
            "{ count: game.finished, since: { where: { score: 1 } } }",
            "achievements.yaml:12:42: error: achievement 'one' when since is missing the key 'event'"
        ),
        (
            "{ count: game.finished, event: game.finished }",
            "achievements.yaml:12:11: error: achievement 'one' when has 'event' and 'count': one operator to a mapping; combine them with 'all' or 'any'"
        ),
    ])
    func mistakes(_ rule: String, _ expected: String) {
        #expect(Self.errors(Self.achievements(rule)) == [expected])
    }

    @Test func aDoubleNegativeCompiles() {
        let plan = AchievementsLowering.lower(
            [], typing: AchievementsTyping(kinds: []) { _, _ in [] })
        #expect(plan.achievements.isEmpty)
        var filtered = LoweredAchievements()
        _ = filtered.add(AchievementsTyping.Filter(kind: 0, conditions: []))
        #expect(AchievementsEmitter.expression(.not(.not(.event(.init(kind: 0, conditions: [])))), filtered).text == "!(!(f0))")
    }

    @Test func tiersAreWholeNumbers() {
        let tiered = Self.achievements(
            "{ count: game.finished }",
            extra: """
                  long:
                    title: Long
                    message: So much time!
                    tiers: { bronze: 10 }
                    points: 1
                    when: { sum: took, of: game.finished }
                """)
        #expect(
            Self.errors(tiered) == [
                "achievements.yaml:13:3: error: achievement 'long' has tiers on a duration fact: tiers are whole numbers, so they count events or whole-number facts; write one achievement per threshold instead"
            ])
    }

    /// An app's achievements and event kinds live in its own runtime: its ids
    /// may be Scorebook's own, and it defines the contract's kinds it uses.
    @Test func anAppMayReuseIdsAndKinds() throws {
        let app = Self.achievements("{ count: app.action }").replacingOccurrences(of: "  one:", with: "  sharer:")
        let events = Self.events.replacingOccurrences(of: "game.finished", with: "app.action")
        let builtIn = ReferenceTables.builtIn
        let output = TableCompiler.compile(
            [
                TableSource(path: "events.yaml", relativePath: "events.yaml", bytes: Array(events.utf8)),
                TableSource(path: "achievements.yaml", relativePath: "achievements.yaml", bytes: Array(app.utf8)),
            ], module: "App", builtIn: builtIn)
        #expect(output.diagnostics.errors.isEmpty, "\(output.diagnostics.all)")
    }

    @Test func messagesEncourage() {
        #expect(
            Self.errors(Self.achievements("{ count: game.finished }", message: "You lost again.")) == [
                "achievements.yaml:9:14: error: achievement 'one' message says 'lost': achievements encourage; say what was done well"
            ])
        #expect(Self.errors(Self.achievements("{ count: game.finished }", message: "You were defeated, but keep going.")).count == 1)
    }

    @Test func tieredAchievementsNeedOneBareAggregate() {
        let tiered = Self.achievements(
            "{ count: game.finished }",
            extra: """
                  many:
                    title: Many
                    message: So many games!
                    tiers: { bronze: 5, gold: 2 }
                    points: 1
                    when: { count: game.finished }
                """)
        #expect(
            Self.errors(tiered) == [
                "achievements.yaml:16:25: error: achievement 'many' tiers rise from bronze to gold, each above the one before; 'gold' does not"
            ])
        let bounded = Self.achievements(
            "{ count: game.finished }",
            extra: """
                  many:
                    title: Many
                    message: So many games!
                    tiers: { bronze: 5, gold: 10 }
                    points: 1
                    when: { count: game.finished, atLeast: 2 }
                """)
        #expect(
            Self.errors(bounded) == [
                "achievements.yaml:13:3: error: achievement 'many' has tiers: its 'when' is one aggregate (count, sum, …) without bounds, which the tiers give"
            ])
    }

    @Test func idsAreUniqueIncludingEachTiersOwn() {
        let clash = Self.achievements(
            "{ count: game.finished }",
            extra: """
                  many:
                    title: Many
                    message: So many games!
                    tiers: { bronze: 5 }
                    points: 1
                    when: { count: game.finished }
                  many-bronze:
                    title: Many, again
                    message: So many games!
                    tier: bronze
                    points: 1
                    when: { count: game.finished, atLeast: 5 }
                """)
        #expect(
            Self.errors(clash) == [
                "achievements.yaml:19:3: error: achievement id 'many-bronze' is already used by achievements.yaml:13:3"
            ])
    }

    // MARK: Bounds

    /// Each tier is an achievement: beside 'one', 86 achievements of three
    /// tiers make 259, refused at the first to pass 256; 85 make 256, which compile.
    @Test func aBuildHasABoundedNumberOfAchievements() {
        func tiered(_ count: Int) -> String {
            Self.achievements(
                "{ count: game.started }",
                extra: (1...count).map {
                    "  t\($0): { title: T, message: Well played, tiers: { bronze: 1, silver: 2, gold: 3 }, points: 1, when: { count: game.started } }"
                }.joined(separator: "\n"))
        }
        #expect(Self.errors(tiered(86)) == [
            "achievements.yaml:98:3: error: the tables define 259 achievements, each tier one; a build has at most 256: they are evaluated in one function"
        ])
        #expect(Self.errors(tiered(85)) == [])
    }

    /// 257 event kinds are refused at the first one too many; 256 compile
    /// (facts of a kind: `achievement-events-too-many-facts.yaml`).
    @Test func anEventsTableHasABoundedNumberOfKinds() {
        func events(_ more: Int) -> String {
            let kinds = (1...more).map { "  k\($0).done: { facts: { n: integer } }" }.joined(separator: "\n")
            return Self.events.replacingOccurrences(of: "events:\n", with: "events:\n" + kinds + "\n")
        }
        func errors(_ events: String) -> [String] {
            TableCompiler.compile([
                TableSource(path: "events.yaml", relativePath: "events.yaml", bytes: Array(events.utf8))
            ]).diagnostics.sorted.map(\.description)
        }
        #expect(errors(events(255)) == [
            "events.yaml:273:3: error: the table has 257 event kinds; an achievement-events table has at most 256: split it"
        ])
        #expect(errors(events(254)) == [])
    }

    /// A text fact takes at most 256 values from `oneOf`; a wrong value in a
    /// rule names the first 20 and counts the rest.
    @Test func aFactTakesABoundedNumberOfValues() {
        func events(_ count: Int) -> String {
            let values = (1...count).map { "v\($0)" }.joined(separator: ", ")
            return "kind: achievement-events\nid: events\nname: Events\nsource: Scorebook test\nedition: \"1\"\nevents:\n  game.done:\n    facts:\n      mode: { type: text, oneOf: [\(values)] }\n"
        }
        func errors(_ events: String) -> [String] {
            TableCompiler.compile([TableSource(path: "events.yaml", relativePath: "events.yaml", bytes: Array(events.utf8))])
                .diagnostics.sorted.map(\.description)
        }
        #expect(errors(events(256)) == [])
        let over = errors(events(257))
        #expect(over.count == 1)
        #expect(over.first?.hasPrefix("events.yaml:9:") == true && over.first?.hasSuffix(
            "error: event kind 'game.done' fact 'mode' oneOf lists 257 values; a fact takes at most 256: name ids with 'idOf'") == true,
            "\(over)")
        let achievements = """
            kind: achievements
            id: achievements
            name: Achievements
            source: Scorebook test
            edition: "1"
            achievements:
              played: { title: Played, message: Played one., tier: bronze, points: 1, when: { event: game.done, where: { mode: zzz } } }

            """
        let wrong = TableCompiler.compile([
            TableSource(path: "events.yaml", relativePath: "events.yaml", bytes: Array(events(256).utf8)),
            TableSource(path: "achievements.yaml", relativePath: "achievements.yaml", bytes: Array(achievements.utf8)),
        ]).diagnostics.errors.map(\.message)
        #expect(wrong.count == 1 && wrong.first?.hasSuffix("'v19', 'v20' or 236 more") == true, "\(wrong)")
    }

    /// A namespace's ids are written once, however many facts take them:
    /// each fact refers to the one list.
    @Test func factsNamingTheSameIDsShareOneList() throws {
        let events = """
            kind: achievement-events
            id: events
            name: Events
            source: Scorebook test
            edition: "1"
            events:
              a.done:
                facts:
                  face: { type: text, idOf: face }
                  also: { type: text, idOf: face }
              b.done:
                facts:
                  face: { type: text, idOf: face }

            """
        let output = TableCompiler.compile([
            TableSource(path: "faces.yaml", relativePath: "faces.yaml", bytes: Array(ArcheryOpponentsCompilerTests.faces.utf8)),
            TableSource(path: "events.yaml", relativePath: "events.yaml", bytes: Array(events.utf8)),
        ])
        let swift = try #require(output.swiftSource, "\(output.diagnostics.all)")
        #expect(swift.components(separatedBy: #"["big", "small"]"#).count == 2)
        #expect(swift.components(separatedBy: "choices: achievementFactIDs1)").count == 4)
    }
}
