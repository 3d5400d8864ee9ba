import Foundation
import Scorebook
import ScorebookREPL
import Testing

/// `rpg.level`, `rpg.powerups` and `rpg.battle` answer what the library does,
/// and refuse bad input naming its field.
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

    @Test func aLevelListsItsPowerUps() throws {
        let tables = ScorebookTables.builtIn
        let levels = try #require(tables.rpgLevels)
        for level in 1...levels.maximumLevel {
            let answer = try call("rpg.level", #"{"xp":\#(levels.starts[level - 1])}"#)
            let unlocked = tables.rpgPowerUps.unlocked(at: level)
            #expect(answer["powerUps"] as? [String] == unlocked.map(\.id))
            #expect(answer["newPowerUps"] as? [String] == unlocked.filter { $0.unlockLevel == level }.map(\.id))
            let listed = try #require(try call("rpg.powerups", #"{"level":\#(level)}"#)["powerUps"] as? [[String: Any]])
            #expect(listed.compactMap { $0["id"] as? String } == unlocked.map(\.id))
        }
        let all = try #require(try call("rpg.powerups", "{}")["powerUps"] as? [[String: Any]])
        #expect(all.count == tables.rpgPowerUps.powerUps.count && all.count >= 10)
        #expect(try errorField("rpg.powerups", #"{"level":0}"#) == "level")
    }

    static let battle = #"""
        {"start":"2026-11-23T08:00:00+01:00","players":[
          {"id":"ana","level":12,"xpToday":350,"samples":[
            {"stat":"steps","start":"2026-11-23T08:00:00+01:00","end":"2026-11-23T09:00:00+01:00","value":15000,"source":"watch"},
            {"stat":"steps","start":"2026-11-23T08:30:00+01:00","end":"2026-11-23T09:30:00+01:00","value":3000.5,"source":"phone"},
            {"stat":"steps","start":"2026-11-23T10:00:00+01:00","end":"2026-11-23T10:05:00+01:00","value":2000,"source":"manual"}],
           "activations":[{"powerUp":"quick-step","at":"2026-11-23T08:00:00+01:00"},{"powerUp":"heavy-legs","at":"2026-11-23T09:00:00+01:00"}]},
          {"id":"ben","level":13,"samples":[
            {"stat":"sleep","start":"2026-11-23T07:00:00+01:00","end":"2026-11-23T09:00:00+01:00","value":120,"source":"ring"}],
           "activations":[{"powerUp":"aegis","at":"2026-11-23T08:10:00+01:00"},{"powerUp":"heavy-legs","at":"2026-11-23T12:00:00+01:00","target":"ana"}]}]}
        """#

    /// The answer is the library's, field by field, for a battle with every kind of cut and refusal.
    @Test func aBattleAsTheLibraryGivesIt() throws {
        let tables = ScorebookTables.builtIn
        let rules = try #require(tables.rpgBattles), powerUps = tables.rpgPowerUps
        func at(_ text: String) -> Timestamp { Timestamp(text)! }
        func sample(_ stat: String, _ from: String, _ to: String, _ thousandths: Int, _ source: String) -> RPGSample {
            RPGSample(
                stat: rules.stat(stat)!, source: rules.source(source)!, start: at("2026-11-23T\(from):00+01:00"),
                end: at("2026-11-23T\(to):00+01:00"), thousandths: thousandths)
        }
        let library = try rules.evaluate(
            RPGBattle(
                start: at("2026-11-23T08:00:00+01:00"),
                players: [
                    RPGBattlePlayer(
                        id: "ana", level: 12, experienceToday: 350,
                        samples: [
                            sample("steps", "08:00", "09:00", 15_000_000, "watch"), sample("steps", "08:30", "09:30", 3_000_500, "phone"),
                            sample("steps", "10:00", "10:05", 2_000_000, "manual"),
                        ],
                        activations: [
                            RPGActivation(powerUp: powerUps.index(of: "quick-step")!, at: at("2026-11-23T08:00:00+01:00")),
                            RPGActivation(powerUp: powerUps.index(of: "heavy-legs")!, at: at("2026-11-23T09:00:00+01:00")),
                        ]),
                    RPGBattlePlayer(
                        id: "ben", level: 13, samples: [sample("sleep", "07:00", "09:00", 120_000, "ring")],
                        activations: [
                            RPGActivation(powerUp: powerUps.index(of: "aegis")!, at: at("2026-11-23T08:10:00+01:00")),
                            RPGActivation(powerUp: powerUps.index(of: "heavy-legs")!, at: at("2026-11-23T12:00:00+01:00"), target: 0),
                        ]),
                ]),
            powerUps: powerUps, levels: try #require(tables.rpgLevels))
        let answer = try call("rpg.battle", Self.battle)
        let players = try #require(answer["players"] as? [[String: Any]])
        #expect(answer["state"] as? String == (library.state == .drawn ? "drawn" : "won"))
        for (json, result) in zip(players, library.players) {
            #expect(json["points"] as? Int == result.points && json["xp"] as? Int == result.experience)
            #expect(json["result"] as? String == result.outcome?.rawValue)
            let stats = try #require(json["stats"] as? [[String: Any]])
            for (stat, r) in zip(stats, result.stats) {
                // Thousandths read back from JSONSerialization's doubles.
                func thousandths(_ key: String) -> Int? { (stat[key] as? Double).map { Int(($0 * 1000).rounded()) } }
                #expect(thousandths("raw") == r.raw && thousandths("accepted") == r.accepted && thousandths("boosted") == r.boosted)
                #expect(stat["points"] as? Int == r.points && (stat["cuts"] as? [Any])?.count == r.cuts.count)
            }
            let activations = try #require(json["activations"] as? [[String: Any]])
            #expect(activations.map { $0["applied"] as? Bool } == result.activations.map { $0.refusal == nil })
            #expect(activations.map { $0["reason"] as? String } == result.activations.map { $0.refusal?.name })
        }
        // The same battle at 10:00: in progress, no result, no experience.
        let early = try call("rpg.battle", Self.battle.replacingOccurrences(of: #""players""#, with: #""now":"2026-11-23T10:00:00+01:00","players""#))
        #expect(early["state"] as? String == "in-progress" && early["timeLeft"] as? String == "PT22H")
        #expect((early["players"] as? [[String: Any]])?.allSatisfy { $0["xp"] is NSNull } == true)
    }

    @Test(arguments: [
        (#""value":15000,"source":"watch"}"#, #""value":15000,"source":"watch","end2":1}"#, "players[0].samples[0].end2"),
        (#""source":"ring""#, #""source":"rings""#, "players[1].samples[0].source"),
        (#""stat":"sleep""#, #""stat":"slep""#, "players[1].samples[0].stat"),
        (#""value":120"#, #""value":-1"#, "players[1].samples[0].value"),
        (#""value":120"#, #""value":0.0001"#, "players[1].samples[0].value"),
        (#""end":"2026-11-23T09:00:00+01:00","value":120"#, #""end":"2026-11-23T07:00:00+01:00","value":120"#, "players[1].samples[0].end"),
        (#""value":3000.5,"source":"phone""#, #""value":3000.5,"source":"watch""#, "players[0].samples[1]"),
        (#""powerUp":"aegis""#, #""powerUp":"aegis2""#, "players[1].activations[0].powerUp"),
        (#""target":"ana""#, #""target":"bob""#, "players[1].activations[1].target"),
        (#""target":"ana""#, #""target":"ben""#, "players[1].activations[1].target"),
        (#""id":"ben""#, #""id":"ana""#, "players[1].id"),
        (#""level":13"#, #""level":0"#, "players[1].level"),
        (#""xpToday":350"#, #""xpToday":-1"#, "players[0].xpToday"),
        (#""start":"2026-11-23T08:00:00+01:00","players""#, #""start":"2026-11-23T08:00:00+01:00","now":"2026-11-23T07:00:00+01:00","players""#, "now"),
        (#""start":"2026-11-23T08:00:00+01:00""#, #""start":"2026-11-23 08:00""#, "start"),
        (#""start":"2026-11-23T08:00:00+01:00""#, #""start":"9999-06-01T08:00:00+01:00""#, "start"),
        (#""value":120"#, #""value":1000000000"#, "players[1].samples[0].value"),
    ])
    func badBattlesNameTheirField(_ old: String, _ new: String, _ field: String) throws {
        #expect(Self.battle.contains(old))
        #expect(try errorField("rpg.battle", Self.battle.replacingOccurrences(of: old, with: new)) == field)
    }
}
