import Scorebook
import Testing

/// Every real power-up, activated half an hour into a battle where both
/// players do a little of everything: it applies, and moves exactly the
/// stats its effect names, the way its effect says.
@Suite struct RPGRealPowerUpTests {
    static let tables = ScorebookTables.builtIn

    @Test(arguments: ScorebookTables.builtIn.rpgPowerUps.powerUps.map(\.id))
    func aRealPowerUpDoesWhatItSays(_ id: String) throws {
        let rules = try #require(Self.tables.rpgBattles), levels = try #require(Self.tables.rpgLevels)
        let powerUps = Self.tables.rpgPowerUps
        let index = try #require(powerUps.index(of: id)), powerUp = powerUps.powerUps[index]
        let start = Timestamp("2026-11-23T08:00:00Z")!
        func at(_ minutes: Int) -> Timestamp { Timestamp(millisecondsSince1970: start.millisecondsSince1970 + minutes * 60_000, offsetMinutes: 0) }
        // Half a unit a minute of every stat for two hours: within every hourly cap.
        let samples = rules.stats.indices.map { RPGSample(stat: $0, source: rules.source("watch")!, start: at(0), end: at(120), thousandths: 60_000) }
        let battle = RPGBattle(
            start: start,
            players: [
                RPGBattlePlayer(id: "p", level: powerUp.unlockLevel, samples: samples, activations: [RPGActivation(powerUp: index, at: at(30))]),
                RPGBattlePlayer(id: "q", level: 1, samples: samples),
            ])
        let result = try rules.evaluate(battle, powerUps: powerUps, levels: levels)
        #expect(result.players[0].activations.map(\.refusal) == [nil])
        let (stats, sign, player): ([Int], Int, Int) =
            switch powerUp.effect {
            case .boost(let stats, _): (stats, 1, 0)
            case .debuff(let stats, _): (stats, -1, 1)
            case .shield, .reveal: ([], 0, 0)
            }
        for p in 0..<2 {
            for (s, stat) in result.players[p].stats.enumerated() {
                let moved = (stat.boosted - stat.accepted).signum()
                #expect(moved == (p == player && stats.contains(s) ? sign : 0), "\(id): player \(p), stat \(rules.stats[s].id)")
            }
        }
        // A player below the unlock level is refused.
        if powerUp.unlockLevel > 1 {
            var locked = battle
            locked.players[0].level = powerUp.unlockLevel - 1
            let refused = try rules.evaluate(locked, powerUps: powerUps, levels: levels)
            #expect(refused.players[0].activations.map(\.refusal) == [.notUnlocked(level: powerUp.unlockLevel)])
        }
    }

    /// Two power-ups of one player, one after the other, each moving its own stat for its own span.
    @Test func twoBoostsEachBoostTheirOwnStat() throws {
        let rules = try #require(Self.tables.rpgBattles), powerUps = Self.tables.rpgPowerUps
        let start = Timestamp("2026-01-01T00:00:00Z")!
        func at(_ minutes: Int) -> Timestamp { Timestamp(millisecondsSince1970: start.millisecondsSince1970 + minutes * 60_000, offsetMinutes: 0) }
        let samples = ["calories", "exercise"].map {
            RPGSample(stat: rules.stat($0)!, source: rules.source("watch")!, start: at(0), end: at(60), thousandths: 30_000)
        }
        let battle = RPGBattle(
            start: start,
            players: [
                RPGBattlePlayer(
                    id: "a", level: 20, samples: samples,
                    activations: [
                        RPGActivation(powerUp: powerUps.index(of: "iron-lungs")!, at: at(0)),
                        RPGActivation(powerUp: powerUps.index(of: "furnace")!, at: at(10)),
                    ]),
                RPGBattlePlayer(id: "b", level: 1, samples: []),
            ])
        let result = try rules.evaluate(battle, powerUps: powerUps, levels: try #require(Self.tables.rpgLevels))
        let a = result.players[0]
        #expect(a.activations.map { [$0.from, $0.until] } == [[at(0), at(120)], [at(10), at(130)]])
        #expect(a.stats[rules.stat("exercise")!].boosted > a.stats[rules.stat("exercise")!].accepted)
        #expect(a.stats[rules.stat("calories")!].boosted > a.stats[rules.stat("calories")!].accepted)
    }
}
