@_spi(ScorebookTables) import Scorebook
import Testing

/// Each stacking policy, effect and refusal, worked by hand on
/// ``RPGBattleTests``' rules: stat `a` at 1 unit a minute for four hours
/// (240), and boosts of 50 %, so each boosted minute adds half a unit.
@Suite struct RPGPowerUpTests {
    typealias T = RPGBattleTests
    static let hour = T.hour, minute = T.minute
    static let steady = [T.sample(0, 4 * hour, 240)]

    static func run(_ activations: [RPGActivation], level: Int = 5) throws -> RPGPlayerResult {
        try T.evaluate([T.player("p", steady, activations, level: level), T.player("q", steady)]).players[0]
    }

    static func span(_ outcome: RPGActivationOutcome) -> [Int]? {
        guard let from = outcome.from, let until = outcome.until else { return nil }
        return [from.millisecondsSince1970 - T.t0, until.millisecondsSince1970 - T.t0].map { $0 / minute }
    }

    /// Refresh: the running effect ends, the new one runs its full hour (0–30 and 30–90 minutes).
    @Test func refreshRestartsTheEffect() throws {
        let p = try Self.run([T.activate("refresh", 0), T.activate("refresh", 30 * Self.minute)])
        #expect(p.stats[0].boosted == (240 + 45) * 1000)
        #expect(p.activations.map(Self.span) == [[0, 30], [30, 90]])
    }

    /// An effect starting and ending inside a minute boosts that minute for the milliseconds it runs:
    /// from 30 s for an hour is a quarter unit, 59 whole minutes' worth, and another quarter.
    @Test func anEffectsEdgesCountToTheMillisecond() throws {
        let p = try Self.run([T.activate("refresh", 30_000)])
        #expect(p.stats[0].boosted == (240 + 30) * 1000)
        #expect(p.activations.map(\.from) == [T.at(30_000)] && p.activations.map(\.until) == [T.at(T.hour + 30_000)])
        // Cut at 20 minutes and 15 seconds: 20 minutes less 15 seconds boosted, half a unit a minute.
        let now = try T.evaluate([T.player("p", Self.steady, [T.activate("refresh", 30_000)]), T.player("q", [])], now: 20 * Self.minute + 15_000)
        #expect(now.players[0].stats[0].boosted - now.players[0].stats[0].accepted == 9_875)
    }

    /// Extend: the running effect runs on for another hour (0–120); the second activation reports it.
    @Test func extendAddsTheDuration() throws {
        let p = try Self.run([T.activate("extend", 0), T.activate("extend", 30 * Self.minute)])
        #expect(p.stats[0].boosted == (240 + 60) * 1000)
        #expect(p.activations.map(Self.span) == [[0, 120], [0, 120]])
    }

    /// Stack, dropping one on expiry: the timer restarts at 30; the older stack drops at 90, the newer at 150.
    @Test func stacksDropOneAtATime() throws {
        let p = try Self.run([T.activate("drop", 0), T.activate("drop", 30 * Self.minute)])
        #expect(p.activations.map(Self.span) == [[0, 90], [30, 150]])
        #expect(p.stats[0].boosted == (240 + (90 + 120) / 2) * 1000)
        // A third at 45 is over the two allowed: the oldest ends, the others' timer restarts.
        let three = try Self.run([T.activate("drop", 0), T.activate("drop", 30 * Self.minute), T.activate("drop", 45 * Self.minute)])
        #expect(three.activations.map(Self.span) == [[0, 45], [30, 105], [45, 165]])
    }

    /// Stack, clearing on expiry: both end together, an hour after the last activation.
    @Test func stacksClearTogether() throws {
        let p = try Self.run([T.activate("clear", 0), T.activate("clear", 30 * Self.minute)])
        #expect(p.activations.map(Self.span) == [[0, 90], [30, 90]])
        #expect(p.stats[0].boosted == (240 + (90 + 60) / 2) * 1000)
    }

    /// None: a second drain on the same player is refused while the first runs.
    @Test func noneRefusesWhileOneRuns() throws {
        let battle = try T.evaluate([
            T.player("p", [], [T.activate("drain", 0, target: 2)]),
            T.player("q", [], [T.activate("drain", 30 * Self.minute, target: 2), T.activate("drain", Self.hour + Self.hour, target: 2)]),
            T.player("r", Self.steady),
        ])
        #expect(battle.players[1].activations.map(\.refusal) == [.alreadyActive, nil])
        // Drained 50 % from 0 to 60 and from 120 to 180: 240 − 30 − 30.
        #expect(battle.players[2].stats[0].boosted == 180_000)
    }

    /// A shield blocks the next hostile power-up and is spent; the drain is spent too (its cooldown runs).
    @Test func aShieldBlocksTheNextHostilePowerUp() throws {
        let battle = try T.evaluate([
            T.player("p", [], [T.activate("drain", Self.hour), T.activate("drain", Self.hour + 30 * Self.minute), T.activate("drain", 2 * Self.hour)]),
            T.player("q", Self.steady, [T.activate("shield", 0)]),
        ])
        let shield = RPGBattleTests.powerUps.index(of: "shield")!
        #expect(
            battle.players[0].activations.map(\.refusal) == [
                .blockedByShield(shield), .onCooldown(until: T.at(2 * Self.hour)), nil,
            ])
        #expect(battle.players[1].activations.map(Self.span) == [[0, 60]])
        #expect(battle.players[1].stats[0].boosted == (240 - 30) * 1000)
        // A boost is not hostile: the shield lets it through and stays up.
        let friendly = try T.evaluate([T.player("p", Self.steady, [T.activate("shield", 0), T.activate("refresh", Self.hour)]), T.player("q", [])])
        #expect(friendly.players[0].activations.map(Self.span) == [[0, 360], [60, 120]])
    }

    /// A reveal is cast on the opponent and changes no points.
    @Test func aRevealShowsTheOpponentForItsDuration() throws {
        let battle = try T.evaluate([T.player("p", [], [T.activate("reveal", Self.hour)]), T.player("q", Self.steady)])
        #expect(battle.players[0].activations.map(\.target) == [1])
        #expect(battle.players[0].activations.map(Self.span) == [[60, 120]])
        #expect(battle.players[1].stats[0].boosted == 240_000)
    }

    /// A whole-battle boost counts what came before its activation too.
    @Test func aWholeBattleBoostCountsTheWholeBattle() throws {
        let battle = try T.evaluate([T.player("p", [T.sample(0, 2 * Self.hour, 100, stat: 1)], [T.activate("whole", 23 * Self.hour)]), T.player("q", [])])
        #expect(battle.players[0].stats[1].boosted == 200_000)
        #expect(battle.players[0].activations.map(Self.span) == [[23 * 60, 24 * 60]])
    }

    @Test func refusalsSayWhy() throws {
        let limit = try Self.run((0..<4).map { T.activate("refresh", $0 * Self.hour) })
        #expect(limit.activations.map(\.refusal) == [nil, nil, nil, .limitReached])
        let locked = try Self.run([T.activate("late", 0)], level: 4)
        #expect(locked.activations.map(\.refusal) == [.notUnlocked(level: 5)])
        let outside = try Self.run([T.activate("refresh", -1), T.activate("refresh", 24 * Self.hour)])
        #expect(outside.activations.map(\.refusal) == [.outsideBattle, .outsideBattle])
        // Refused activations spend nothing: the one after them applies.
        let after = try Self.run([T.activate("refresh", -1), T.activate("refresh", 0)])
        #expect(after.activations.map(\.refusal) == [.outsideBattle, nil])
    }

    /// Activations are replayed in time order, whatever order they are listed in.
    @Test func activationsHappenInTimeOrder() throws {
        let p = try Self.run([T.activate("refresh", 30 * Self.minute), T.activate("refresh", 0)])
        #expect(p.activations.map(\.index) == [1, 0])
        #expect(p.activations.map(Self.span) == [[0, 30], [30, 90]])
    }
}
