import Scorebook
import Testing

/// Random battles under the real tables: what happened after `now` never
/// changes the answer at `now`, points only grow hour by hour, and the last
/// hour's answer is the final one.
@Suite struct RPGBattlePropertyTests {
    static let tables = ScorebookTables.builtIn
    static let start = Timestamp("2026-11-23T06:15:30.250Z")!

    static func battle(seed: UInt64) -> RPGBattle {
        let rules = tables.rpgBattles!, powerUps = tables.rpgPowerUps
        var random = SeededRandom(state: seed)
        let t0 = start.millisecondsSince1970, day = rules.lengthMilliseconds
        func at(_ ms: Int) -> Timestamp { Timestamp(millisecondsSince1970: t0 + ms, offsetMinutes: 0) }
        let players = (0..<2 + random.next(2)).map { p in
            var samples: [RPGSample] = []
            for stat in rules.stats.indices {
                for source in rules.sources.indices where random.next(3) > 0 {
                    // One device's samples: none overlapping, some straddling the battle's edges.
                    var t = -random.next(3_600_000)
                    while t < day + 1_800_000 {
                        let length = 1 + random.next(5_400_000)
                        samples.append(
                            RPGSample(
                                stat: stat, source: source, start: at(t), end: at(t + length),
                                thousandths: random.next(length / 50 + 1) * (stat == 0 ? 3 : 1)))
                        t += length + random.next(3_600_000)
                    }
                }
            }
            // Listed in time order, so the ones a cut removes leave the others' indices alone.
            let activations = (0..<random.next(12)).map { _ in
                RPGActivation(powerUp: random.next(powerUps.powerUps.count), at: at(random.next(day + 7_200_000) - 3_600_000))
            }.sorted { $0.at < $1.at }
            return RPGBattlePlayer(id: "p\(p)", level: 1 + random.next(30), samples: samples, activations: activations)
        }
        // Hostile power-ups name their target when there are more than two players.
        let named = players.enumerated().map { p, player in
            var player = player
            player.activations = player.activations.map { a in
                var a = a
                if powerUps.powerUps[a.powerUp].isHostile, players.count > 2 { a.target = (p + 1 + a.at.milliseconds % (players.count - 1)) % players.count }
                return a
            }
            return player
        }
        return RPGBattle(start: start, players: named)
    }

    static func evaluate(_ battle: RPGBattle) throws -> RPGBattleResult {
        try tables.rpgBattles!.evaluate(battle, powerUps: tables.rpgPowerUps, levels: tables.rpgLevels!)
    }

    /// The battle as it stood at `now`: samples from later gone (one straddling `now` kept), later activations gone.
    static func cut(_ battle: RPGBattle, at now: Timestamp) -> RPGBattle {
        var cut = battle
        cut.now = now
        for p in cut.players.indices {
            cut.players[p].samples.removeAll { !($0.start < now) }
            cut.players[p].activations.removeAll { now < $0.at }
        }
        return cut
    }

    @Test(arguments: 0..<12 as Range<UInt64>)
    func hourByHourConvergesToTheEnd(seed: UInt64) throws {
        var battle = Self.battle(seed: seed)
        let final = try Self.evaluate(battle)
        let hours = Self.tables.rpgBattles!.lengthMilliseconds / 3_600_000
        var previous: RPGBattleResult?
        for hour in 0...hours {
            let now = Timestamp(millisecondsSince1970: Self.start.millisecondsSince1970 + hour * 3_600_000 + (hour == hours ? 0 : 1_234), offsetMinutes: 0)
            battle.now = now
            let result = try Self.evaluate(battle)
            #expect(result == (try Self.evaluate(Self.cut(battle, at: now))), "seed \(seed), hour \(hour)")
            if let previous {
                for (before, after) in zip(previous.players, result.players) {
                    #expect(before.points <= after.points, "seed \(seed), hour \(hour)")
                    for (b, a) in zip(before.stats, after.stats) {
                        #expect(b.raw <= a.raw && b.accepted <= a.accepted && b.points <= a.points, "seed \(seed), hour \(hour)")
                    }
                }
            }
            if hour == hours {
                // The final answer, less activations after the end: at `now` they have not happened.
                #expect(result.state == final.state && result.evaluatedAt == final.evaluatedAt, "seed \(seed)")
                for (atEnd, last) in zip(result.players, final.players) {
                    #expect(atEnd.stats == last.stats && atEnd.points == last.points && atEnd.outcome == last.outcome)
                    #expect(atEnd.experience == last.experience && atEnd.categoriesWon == last.categoriesWon)
                    #expect(atEnd.activations == last.activations.filter { !(final.end < $0.at) }, "seed \(seed)")
                }
            } else {
                #expect(result.players.allSatisfy { $0.experience == nil && $0.outcome == nil })
            }
            previous = result
        }
        // Every cut is accounted for, and the final answer has a result for everyone.
        for player in final.players {
            for stat in player.stats { #expect(stat.raw - stat.cuts.reduce(0) { $0 + $1.thousandths } == stat.accepted) }
            #expect(player.outcome != nil && player.experience != nil)
        }
    }
}
