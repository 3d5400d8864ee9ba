import Scorebook
import Testing

/// Every level starts where the table says, and every amount of experience
/// finds its level, at both edges of every level.
@Suite struct RPGLevelsTests {
    static let levels = ScorebookTables.builtIn.rpgLevels!

    @Test func everyLevelStartsWhereTheCurveSays() {
        let levels = Self.levels
        #expect(levels.starts.first == 0 && levels.starts.count == levels.maximumLevel)
        for level in 1...levels.maximumLevel {
            let start = levels.starts[level - 1]
            let at = levels.level(forExperience: start)
            #expect(at.level == level && at.intoLevel == 0, "level \(level) starts at \(start)")
            #expect(at.toNextLevel == levels.toNextLevel(from: level))
            if level > 1 {
                let before = levels.level(forExperience: start - 1)
                #expect(before.level == level - 1 && before.toNextLevel == 1, "one short of level \(level)")
                #expect(levels.toNextLevel(from: level - 1)! >= 1, "the table rises")
            }
        }
    }

    @Test func theLastLevelHasNoNext() {
        let levels = Self.levels
        let top = levels.level(forExperience: Int.max)
        #expect(top.level == levels.maximumLevel && top.toNextLevel == nil)
        #expect(top.intoLevel == Int.max - levels.starts.last!)
        #expect(levels.toNextLevel(from: levels.maximumLevel) == nil && levels.toNextLevel(from: 0) == nil)
        #expect(levels.level(forExperience: -5).level == 1, "no experience is level 1")
    }

    /// A better result never earns less, and a knockout adds to a win.
    @Test func experienceRisesWithTheResult() {
        let rewards = Self.levels.rewards
        #expect(rewards.won + rewards.knockout >= rewards.won && rewards.won >= rewards.drawn && rewards.drawn >= rewards.lost)
        #expect(rewards.lost >= 0 && rewards.perCategoryWon >= 0 && rewards.dailyCap >= rewards.won)
    }
}
