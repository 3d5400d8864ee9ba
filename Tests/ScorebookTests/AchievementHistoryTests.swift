import Scorebook
import Testing

/// Events are checked against their kinds before any rule sees them, and
/// every mistake names its event and field.
@Suite struct AchievementHistoryTests {
    static let kinds = ScorebookTables.builtIn.achievementEventKinds

    static func at(_ text: String) -> Timestamp { Timestamp(text)! }

    static let match = AchievementEvent(
        kind: "archery.match-finished", at: at("2026-11-20T18:00:00+00:00"),
        facts: [
            "opponent": .text("robin"), "difficulty": .text("medium"), "format": .text("sets"), "result": .text("won"),
            "archerScore": .integer(6), "opponentScore": .integer(4),
        ])

    @Test func aValidHistoryIsLaidOutAsNumbers() throws {
        let test = AchievementEvent(
            kind: "fitness.test-recorded", at: Self.at("2026-11-21T09:00:00+01:00"),
            facts: [
                "test": .text("apft"), "standard": .text("general"), "date": .dateTime(Self.at("2026-11-21T08:00:00+01:00")),
                "total": .integer(270), "passed": .boolean(true), "events": .integerMap(["pushup": 90, "situp": 92, "run2mi": 88]),
            ])
        let round = AchievementEvent(
            kind: "archery.round-finished", at: Self.at("2026-11-22T10:00:00Z"),
            facts: ["round": .text("portsmouth"), "score": .integer(540)])
        let history = try AchievementHistory([Self.match, test, round], kinds: Self.kinds)
        #expect(history.count == 3)
        let matchKind = Self.kinds[history.kinds[0]]
        let result = try #require(matchKind.facts.firstIndex { $0.name == "result" })
        #expect(history.value(0, fact: result) == matchKind.facts[result].choices!.firstIndex(of: "won"))
        let testKind = Self.kinds[history.kinds[1]]
        let events = try #require(testKind.facts.firstIndex { $0.name == "events" })
        #expect(history.map(1, fact: events)["situp"] == 92)
        let handicap = try #require(Self.kinds[history.kinds[2]].facts.firstIndex { $0.name == "handicap" })
        #expect(history.value(2, fact: handicap) == AchievementHistory.absent, "an optional fact left out")
    }

    @Test func mistakesNameTheEventAndField() {
        func field(_ events: [AchievementEvent]) -> String? {
            do {
                _ = try AchievementHistory(events, kinds: Self.kinds)
                return nil
            } catch {
                return error.field
            }
        }
        var unknownKind = Self.match
        unknownKind.kind = "archery.match-won"
        #expect(field([Self.match, unknownKind]) == "events[1].kind")
        var early = Self.match
        early.at = Self.at("2026-11-20T17:00:00Z")
        #expect(field([Self.match, early]) == "events[1].at", "oldest first")
        var sameInstant = Self.match
        sameInstant.at = Self.at("2026-11-20T19:00:00+01:00")
        #expect(field([Self.match, sameInstant]) == nil, "the same instant in another zone is not out of order")
        var missing = Self.match
        missing.facts["archerScore"] = nil
        #expect(field([missing]) == "events[0].archerScore")
        var mistyped = Self.match
        mistyped.facts["archerScore"] = .text("six")
        #expect(field([mistyped]) == "events[0].archerScore")
        var outside = Self.match
        outside.facts["result"] = .text("drawn")
        #expect(field([outside]) == "events[0].result")
        var unknownOpponent = Self.match
        unknownOpponent.facts["opponent"] = .text("nobody")
        #expect(field([unknownOpponent]) == "events[0].opponent")
        var extra = Self.match
        extra.facts["weather"] = .text("windy")
        #expect(field([extra]) == "events[0].weather")
        var sentinel = Self.match
        sentinel.facts["archerScore"] = .integer(Int.min)
        #expect(field([sentinel]) == "events[0].archerScore")
    }

    /// The builder checks an event's required facts once the next begins,
    /// and the last one's when the history is built.
    @Test func theBuilderChecksEachEventAsItEnds() throws {
        var builder = AchievementHistory.Builder(kinds: Self.kinds)
        try builder.begin(kind: "rpg.level-reached", at: Self.at("2026-11-20T18:00:00Z"))
        #expect(throws: ScoringError.self) { try builder.begin(kind: "rpg.level-reached", at: Self.at("2026-11-20T19:00:00Z")) }
        try builder.set("level", .integer(3))
        try builder.begin(kind: "rpg.level-reached", at: Self.at("2026-11-20T19:00:00Z"))
        do {
            _ = try builder.build()
            Issue.record("the second event has no level")
        } catch {
            #expect(error.field == "events[1].level")
        }
        try builder.set("level", .integer(4))
        let history = try builder.build()
        #expect(history.count == 2 && history.value(1, fact: 0) == 4)
        #expect(try builder.fact("level").type == .integer)
        #expect(throws: ScoringError.self) { try builder.fact("lvl") }
    }
}
