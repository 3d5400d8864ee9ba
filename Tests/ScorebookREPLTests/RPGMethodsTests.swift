import Scorebook
import ScorebookREPL
import Testing

/// `rpg.level` answers what the library does, and refuses what is not experience.
@Suite struct RPGMethodsTests: InProcessCalls {
    @Test func aLevelAsTheLibraryGivesIt() throws {
        let levels = try #require(ScorebookTables.builtIn.rpgLevels)
        for xp in [0, 1, levels.starts[5] - 1, levels.starts[5], levels.starts.last!, Int.max] {
            let answer = try call("rpg.level", #"{"xp":\#(xp)}"#)
            let library = levels.level(forExperience: xp)
            #expect(answer["level"] as? Int == library.level)
            #expect(answer["xpIntoLevel"] as? Int == library.intoLevel)
            #expect(answer["xpToNextLevel"] as? Int == library.toNextLevel)
            #expect(answer["maximumLevel"] as? Int == levels.maximumLevel)
        }
    }

    @Test func onlyExperienceIsExperience() throws {
        #expect(try errorField("rpg.level", #"{"xp":-1}"#) == "xp")
        #expect(try errorField("rpg.level", #"{"xp":1.5}"#) == "xp")
        #expect(try errorField("rpg.level", #"{"xp":"10"}"#) == "xp")
        #expect(try errorField("rpg.level", #"{}"#) == "xp")
    }
}
