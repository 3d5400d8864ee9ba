@_spi(ScorebookTables) import Scorebook
import Testing

/// A battle under made-up rules small enough to work by hand: stats `a` and
/// `b`, one point per unit, an hour holds at most 100; one power-up per
/// stacking policy and effect.
@Suite struct RPGBattleTests {
    static let hour = 3_600_000, minute = 60_000
    static let t0 = Timestamp("2026-11-23T00:00:00Z")!.millisecondsSince1970

    static let rules = RPGBattleRules(
        lengthMilliseconds: 24 * hour, players: 2...4,
        stats: [
            RPGStat(id: "a", name: "A", unit: "u", points: 1, perThousandths: 1000, dailyCap: 1000, hourlyCapThousandths: 100_000),
            RPGStat(id: "b", name: "B", unit: "u", points: 1, perThousandths: 1000, dailyCap: 1000, hourlyCapThousandths: 100_000),
        ],
        winner: RPGWinRule(by: .points, tieBreak: .points, drawMargin: 5, knockoutMargin: 50),
        sources: [RPGSource(id: "watch", counted: true), RPGSource(id: "phone", counted: true), RPGSource(id: "hand", counted: false)])

    static let powerUps = RPGPowerUps(
        groups: [
            RPGStackingGroup(id: "refresh", policy: .refresh, maxStacks: 1, onExpiry: .clear),
            RPGStackingGroup(id: "extend", policy: .extend, maxStacks: 1, onExpiry: .clear),
            RPGStackingGroup(id: "drop", policy: .stack, maxStacks: 2, onExpiry: .dropOne),
            RPGStackingGroup(id: "clear", policy: .stack, maxStacks: 2, onExpiry: .clear),
            RPGStackingGroup(id: "none", policy: .none, maxStacks: 1, onExpiry: .clear),
            RPGStackingGroup(id: "guard", policy: .refresh, maxStacks: 1, onExpiry: .clear),
            RPGStackingGroup(id: "finale", policy: .none, maxStacks: 1, onExpiry: .clear),
            RPGStackingGroup(id: "insight", policy: .refresh, maxStacks: 1, onExpiry: .clear),
        ],
        boostCap: 200, debuffCap: 50,
        powerUps: [
            power("refresh", .boost(stats: [0], percent: 50), group: 0),
            power("extend", .boost(stats: [0], percent: 50), group: 1),
            power("drop", .boost(stats: [0], percent: 50), group: 2),
            power("clear", .boost(stats: [0], percent: 50), group: 3),
            power("drain", .debuff(stats: [0], percent: 50), group: 4, cooldown: 1),
            power("shield", .shield, group: 5, duration: 6),
            power("reveal", .reveal, group: 7),
            RPGPowerUp(
                id: "whole", name: "", flavour: "", unlockLevel: 1, effect: .boost(stats: [1], percent: 100), window: .wholeBattle,
                durationMilliseconds: nil, cooldownMilliseconds: 0, usesPerBattle: 1, group: 6),
            power("late", .boost(stats: [1], percent: 10), group: 0, unlock: 5),
        ])

    static let levels = RPGLevels(
        starts: [0, 10, 20, 30, 40, 50],
        rewards: RPGExperienceRewards(won: 100, drawn: 40, lost: 15, perCategoryWon: 10, knockout: 50, dailyCap: 400))

    /// Durations and cooldowns in hours.
    static func power(_ id: String, _ effect: RPGEffect, group: Int, duration: Int = 1, cooldown: Int = 0, unlock: Int = 1) -> RPGPowerUp {
        RPGPowerUp(
            id: id, name: id, flavour: "", unlockLevel: unlock, effect: effect, window: .fromActivation, durationMilliseconds: duration * hour,
            cooldownMilliseconds: cooldown * hour, usesPerBattle: 3, group: group)
    }

    /// `t0` plus milliseconds.
    static func at(_ ms: Int) -> Timestamp { Timestamp(millisecondsSince1970: t0 + ms, offsetMinutes: 0) }

    /// `value` units of stat `stat` from `source` over `[from, to)` (milliseconds after the start).
    static func sample(_ from: Int, _ to: Int, _ value: Int, stat: Int = 0, source: Int = 0) -> RPGSample {
        RPGSample(stat: stat, source: source, start: at(from), end: at(to), thousandths: value * 1000)
    }

    static func player(_ id: String, _ samples: [RPGSample], _ activations: [RPGActivation] = [], level: Int = 5) -> RPGBattlePlayer {
        RPGBattlePlayer(id: id, level: level, samples: samples, activations: activations)
    }

    static func activate(_ powerUp: String, _ ms: Int, target: Int? = nil) -> RPGActivation {
        RPGActivation(powerUp: powerUps.index(of: powerUp)!, at: at(ms), target: target)
    }

    static func evaluate(_ players: [RPGBattlePlayer], now: Int? = nil) throws -> RPGBattleResult {
        try rules.evaluate(
            RPGBattle(start: at(0), players: players, now: now.map(at)), powerUps: powerUps, levels: levels)
    }

    /// One player's stat `a`, with an idle opponent.
    static func statA(_ samples: [RPGSample], _ activations: [RPGActivation] = []) throws -> RPGStatResult {
        try evaluate([player("p", samples, activations), player("q", [])]).players[0].stats[0]
    }

    // MARK: Fairness

    /// A sample straddling either edge counts for the part inside, pro rata to the millisecond.
    @Test func samplesStraddlingTheEdgesCountProRata() throws {
        let result = try Self.statA([Self.sample(-Self.hour, Self.hour, 120), Self.sample(23 * Self.hour + 30 * Self.minute, 25 * Self.hour, 90)])
        #expect(result.raw == 60_000 + 30_000 && result.accepted == 90_000 && result.cuts.isEmpty)
        // 7 units over 3 ms, one before the start: that one takes floor(7 / 3) = 2.333 and the
        // two inside the rest, 4.667, so the parts add up to exactly the sample.
        let odd = try Self.statA([RPGSample(stat: 0, source: 0, start: Self.at(-1), end: Self.at(2), thousandths: 7_000)])
        #expect(odd.raw == 4_667)
    }

    @Test func handEnteredSamplesAreCutAndReported() throws {
        let result = try Self.statA([Self.sample(0, Self.hour, 40), Self.sample(Self.hour, 2 * Self.hour, 25, source: 2)])
        #expect(result.raw == 65_000 && result.accepted == 40_000)
        #expect(result.cuts == [RPGCut(reason: .ignoredSource(2), thousandths: 25_000)])
    }

    /// Two devices counting the same minutes count once, the larger each minute.
    @Test func overlappingSourcesCountTheLargerEachMinute() throws {
        // Watch: 60 over the first hour (1 a minute); phone: 60 over its last half (2 a minute).
        let result = try Self.statA([Self.sample(0, Self.hour, 60), Self.sample(30 * Self.minute, Self.hour, 60, source: 1)])
        #expect(result.raw == 120_000 && result.accepted == 30_000 + 60_000)
        #expect(result.cuts == [RPGCut(reason: .overlappingSources, thousandths: 30_000)])
    }

    /// An hour holds at most the cap: its earliest minutes count first, and the rest is reported with the hour.
    @Test func implausibleHoursAreCutToTheCap() throws {
        let result = try Self.statA([Self.sample(Self.hour, 2 * Self.hour, 150), Self.sample(2 * Self.hour, 3 * Self.hour, 100)])
        #expect(result.accepted == 200_000)
        #expect(result.cuts == [RPGCut(reason: .hourlyCap(hourStart: Self.at(Self.hour)), thousandths: 50_000)])
        // Boost the hour's last third: nothing of it is left to boost.
        let boosted = try Self.statA(
            [Self.sample(Self.hour, 2 * Self.hour, 150)], [Self.activate("refresh", Self.hour + 40 * Self.minute)])
        #expect(boosted.accepted == 100_000 && boosted.boosted == 100_000)
    }

    @Test func badSamplesNameTheirField() {
        #expect(throws: ScoringError.self) { try Self.statA([Self.sample(0, 0, 1)]) }
        #expect(Self.field { try Self.statA([Self.sample(0, 0, 1)]) } == "players[0].samples[0].end")
        #expect(
            Self.field { try Self.statA([Self.sample(0, Self.hour, 1), Self.sample(Self.minute, 2 * Self.hour, 1)]) }
                == "players[0].samples[1]")
        // The same minutes from two sources, or two stats, are no overlap.
        #expect(Self.field { try Self.statA([Self.sample(0, Self.hour, 1), Self.sample(0, Self.hour, 1, source: 1)]) } == nil)
        #expect(Self.field { try Self.statA([Self.sample(0, Self.hour, 1), Self.sample(0, Self.hour, 1, stat: 1)]) } == nil)
        #expect(Self.field { try Self.evaluate([Self.player("p", []), Self.player("p", [])]) } == "players[1].id")
        #expect(Self.field { try Self.evaluate([Self.player("p", [])]) } == "players")
        #expect(Self.field { try Self.evaluate([Self.player("p", [], level: 7), Self.player("q", [])]) } == "players[0].level")
        #expect(Self.field { try Self.evaluate([Self.player("p", []), Self.player("q", [])], now: -1) } == "now")
        let three = [Self.player("p", [], [Self.activate("drain", 0)]), Self.player("q", []), Self.player("r", [])]
        #expect(Self.field { try Self.evaluate(three) } == "players[0].activations[0].target")
        #expect(Self.field { try Self.evaluate([Self.player("p", [], [Self.activate("refresh", 0, target: 1)]), Self.player("q", [])]) } == "players[0].activations[0].target")
    }

    static func field(_ body: () throws -> Any) -> String? {
        do {
            _ = try body()
            return nil
        } catch let error as ScoringError {
            return error.field
        } catch {
            return "\(error)"
        }
    }
}
