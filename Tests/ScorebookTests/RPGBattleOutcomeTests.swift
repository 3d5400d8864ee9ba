@_spi(ScorebookTables) import Scorebook
import Testing

/// Who wins, on both sides of each margin, and what each result earns.
@Suite struct RPGBattleOutcomeTests {
    typealias T = RPGBattleTests

    /// `a` and `b` units spread over the day: as many points.
    static func player(_ id: String, a: Int, b: Int = 0, xpToday: Int = 0) -> RPGBattlePlayer {
        var player = T.player(id, [T.sample(0, 24 * T.hour, a), T.sample(0, 24 * T.hour, b, stat: 1)])
        player.experienceToday = xpToday
        return player
    }

    static func evaluate(_ players: [RPGBattlePlayer], rules: RPGBattleRules = T.rules) throws -> RPGBattleResult {
        try rules.evaluate(RPGBattle(start: T.at(0), players: players), powerUps: T.powerUps, levels: T.levels)
    }

    /// Draw margin 5, knockout margin 50, as points; experience 100 won, 40 drawn, 15 lost, 10 a category, 50 a knockout.
    @Test(arguments: [
        (105, RPGBattleResult.State.drawn, [50, 40]),
        (106, .won(winner: 0, knockout: false), [110, 15]),
        (149, .won(winner: 0, knockout: false), [110, 15]),
        (150, .won(winner: 0, knockout: true), [160, 15]),
        (95, .drawn, [40, 50]),
        (94, .won(winner: 1, knockout: false), [15, 110]),
    ])
    func theMarginsDecide(_ points: Int, _ state: RPGBattleResult.State, _ experience: [Int]) throws {
        let result = try Self.evaluate([Self.player("p", a: points), Self.player("q", a: 100)])
        #expect(result.players.map(\.points) == [points, 100])
        #expect(result.state == state)
        #expect(result.players.map(\.experience) == experience)
    }

    /// Within the draw margin of the best is a draw for those players; the rest lose.
    @Test func threePlayersDrawAtTheTop() throws {
        let result = try Self.evaluate([Self.player("p", a: 100), Self.player("q", a: 97), Self.player("r", a: 50)])
        #expect(result.state == .drawn)
        #expect(result.players.map(\.outcome) == [.drawn, .drawn, .lost])
    }

    @Test func categoriesThenTheTieBreak() throws {
        func rules(_ tieBreak: RPGWinRule.TieBreak) -> RPGBattleRules {
            RPGBattleRules(
                lengthMilliseconds: T.rules.lengthMilliseconds, players: T.rules.players, stats: T.rules.stats,
                winner: RPGWinRule(by: .categories, tieBreak: tieBreak, drawMargin: 5, knockoutMargin: 50), sources: T.rules.sources)
        }
        // One category each: points decide, within the margin a draw.
        let even = [Self.player("p", a: 20, b: 0), Self.player("q", a: 0, b: 10)]
        #expect(try Self.evaluate(even, rules: rules(.points)).state == .won(winner: 0, knockout: false))
        #expect(try Self.evaluate(even, rules: rules(.none)).state == .drawn)
        let close = [Self.player("p", a: 14, b: 0), Self.player("q", a: 0, b: 10)]
        #expect(try Self.evaluate(close, rules: rules(.points)).state == .drawn)
        // More categories win, however few the points.
        let few = [Self.player("p", a: 2, b: 2), Self.player("q", a: 1, b: 1)]
        let result = try Self.evaluate(few, rules: rules(.points))
        #expect(result.state == .won(winner: 0, knockout: false))
        #expect(result.players.map(\.categoriesWon) == [2, 0] && result.players.map(\.experience) == [120, 15])
    }

    /// The daily cap holds what a battle earns to what is left of the day's.
    @Test func theDailyCapHoldsExperience() throws {
        let result = try Self.evaluate([Self.player("p", a: 110, xpToday: 350), Self.player("q", a: 100, xpToday: 400)])
        #expect(result.players.map(\.experienceBeforeCap) == [110, 15])
        #expect(result.players.map(\.experience) == [50, 0])
    }

    /// With the real rewards: a better result never earns less, whatever the categories.
    @Test func experienceRisesWithTheResult() throws {
        let rewards = try #require(ScorebookTables.builtIn.rpgLevels).rewards
        let stats = try #require(ScorebookTables.builtIn.rpgBattles).stats.count
        for categories in 0...stats {
            let lost = rewards.experience(for: .lost, knockout: false, categoriesWon: categories)
            let drawn = rewards.experience(for: .drawn, knockout: false, categoriesWon: categories)
            let won = rewards.experience(for: .won, knockout: false, categoriesWon: categories)
            let knockout = rewards.experience(for: .won, knockout: true, categoriesWon: categories)
            #expect(lost <= drawn && drawn <= won && won <= knockout)
            if categories > 0 { #expect(lost > rewards.experience(for: .lost, knockout: false, categoriesWon: categories - 1)) }
        }
    }

    /// Each day of the battle holds a stat to its daily cap.
    @Test func eachDayIsCapped() throws {
        let rules = RPGBattleRules(
            lengthMilliseconds: 48 * T.hour, players: T.rules.players,
            stats: [RPGStat(id: "a", name: "A", unit: "u", points: 1, perThousandths: 1000, dailyCap: 30, hourlyCapThousandths: 100_000)],
            winner: T.rules.winner, sources: T.rules.sources)
        let player = T.player("p", [T.sample(0, 48 * T.hour, 100)])
        let result = try rules.evaluate(RPGBattle(start: T.at(0), players: [player, T.player("q", [])]), powerUps: .none, levels: T.levels)
        #expect(result.players[0].stats[0].points == 60)
    }
}
