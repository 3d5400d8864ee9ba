import Scorebook
import Testing

/// The event kinds of `Tables/achievement-events.yaml` are the contract of
/// issue 12: every kind and fact, typed, text facts with their values.
@Suite struct AchievementEventKindTests {
    @Test func theContractKindsAndFacts() throws {
        let tables = ScorebookTables.builtIn
        let expected: [String: [String: AchievementFact.FactType]] = [
            "fitness.test-recorded": [
                "test": .text, "standard": .text, "date": .dateTime, "total": .integer, "passed": .boolean, "events": .integerMap,
            ],
            "fitness.goal-reached": ["test": .text, "record": .boolean, "total": .integer, "events": .integerMap],
            "archery.match-finished": [
                "opponent": .text, "difficulty": .text, "format": .text, "result": .text, "archerScore": .integer,
                "opponentScore": .integer,
            ],
            "archery.round-finished": ["round": .text, "score": .integer, "handicap": .integer],
            "rpg.battle-finished": ["result": .text, "knockout": .boolean, "xp": .integer],
            "rpg.level-reached": ["level": .integer],
            "app.action": ["action": .text],
        ]
        for (id, facts) in expected {
            let kind = try #require(tables.achievementEventKind(id), "\(id)")
            for (name, type) in facts {
                #expect(kind.fact(name)?.type == type, "\(id).\(name)")
            }
        }
        let handicap = try #require(tables.achievementEventKind("archery.round-finished")?.fact("handicap"))
        #expect(handicap.optional)
        let match = try #require(tables.achievementEventKind("archery.match-finished"))
        #expect(match.fact("result")?.choices == ["won", "lost"])
        #expect(match.fact("opponent")?.choices == Scorebook.archeryOpponents.map(\.id), "idOf resolves to the opponents' ids")
        #expect(tables.achievementEventKind("fitness.test-recorded")?.fact("test")?.choices == Scorebook.fitnessTestIDs.sorted())
        #expect(
            tables.achievementEventKind("app.action")?.fact("action")?.choices == [
                "scored", "saved", "shared", "goal-set", "goal-reached", "profile-updated",
            ])
    }
}
