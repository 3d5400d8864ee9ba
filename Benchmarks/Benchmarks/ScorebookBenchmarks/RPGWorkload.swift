import Foundation
import Scorebook

/// A 24-hour battle with a day of minute-level samples for two players, the
/// same every run: steps from a watch and a phone each minute, exercise and
/// calories each minute, a night of sleep, and a handful of power-ups.
enum RPGWorkload {
    static let tables = ScorebookTables.builtIn
    static let start = Timestamp("2026-11-23T08:00:00+01:00")!

    static let battle: (json: String, battle: RPGBattle) = {
        let rules = tables.rpgBattles!, powerUps = tables.rpgPowerUps
        var random = ArrowRandom(seed: 13)
        func pick(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
        let t0 = start.millisecondsSince1970
        func at(_ minute: Int) -> Timestamp { Timestamp(millisecondsSince1970: t0 + minute * 60_000, offsetMinutes: 60) }
        var players: [RPGBattlePlayer] = [], json: [String] = []
        for (p, id) in ["ana", "ben"].enumerated() {
            var samples: [RPGSample] = [], lines: [String] = []
            func add(_ stat: String, _ minute: Int, _ value: Int, _ source: String) {
                samples.append(
                    RPGSample(stat: rules.stat(stat)!, source: rules.source(source)!, start: at(minute), end: at(minute + 1), thousandths: value * 1000))
                lines.append(
                    #"{"stat":"\#(stat)","start":"\#(at(minute))","end":"\#(at(minute + 1))","value":\#(value),"source":"\#(source)"}"#)
            }
            for minute in 0..<1440 {
                add("steps", minute, pick(160), "watch")
                add("steps", minute, pick(120), "phone")
                add("calories", minute, 1 + pick(15), "watch")
                if pick(10) == 0 { add("exercise", minute, 1, "watch") }
                if (900..<1380).contains(minute) { add("sleep", minute, 1, "ring") }
            }
            let activations = [("quick-step", 60), ("momentum", 120), ("momentum", 150), ("aegis", 200), ("heavy-legs", 300)]
            players.append(
                RPGBattlePlayer(
                    id: id, level: 14, samples: samples,
                    activations: activations.map { RPGActivation(powerUp: powerUps.index(of: $0.0)!, at: at($0.1 + p)) }))
            let activationLines = activations.map { #"{"powerUp":"\#($0.0)","at":"\#(at($0.1 + p))"}"# }
            json.append(
                #"{"id":"\#(id)","level":14,"samples":[\#(lines.joined(separator: ","))],"activations":[\#(activationLines.joined(separator: ","))]}"#)
        }
        return (#"{"start":"\#(start)","players":[\#(json.joined(separator: ","))]}"#, RPGBattle(start: start, players: players))
    }()

    /// One `rpg.battle` line holding the whole battle.
    static var requestLines: [[UInt8]] {
        [Array(#"{"jsonrpc":"2.0","id":1,"method":"rpg.battle","params":\#(battle.json)}"#.utf8)]
    }
}
