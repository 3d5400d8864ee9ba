@testable import _ScorebookCompiler
import Testing

/// Every mistake in an `rpg-battles` or `rpg-power-ups` table has its place,
/// and power-ups are checked against the stats and levels compiled with them.
@Suite struct RPGBattlesCompilerTests {
    static let levels = """
        kind: rpg-levels
        id: levels
        name: Levels
        source: Scorebook test
        edition: "1"
        maximumLevel: 20
        toNextLevel: { formula: { squared: 0, linear: 10, constant: 0 } }
        experience: { won: 10, drawn: 4, lost: 1, perCategoryWon: 2, knockout: 5, dailyCap: 30 }
        """

    static let battles = """
        kind: rpg-battles
        id: battles
        name: Battles
        source: Scorebook test
        edition: "1"
        battle: { length: PT24H, startsWhen: allAccepted, players: { atLeast: 2, atMost: 4 } }
        stats:
          steps: { name: Steps, unit: steps, points: { points: 1, per: 100 }, dailyCap: 200, hourlyCap: 12000 }
          sleep: { name: Sleep, unit: min, points: { points: 5, per: 24 }, dailyCap: 120, hourlyCap: 60 }
        winner: { by: points, drawMargin: 10, knockoutMargin: 200 }
        sources: { watch: counted, manual: ignored }
        """

    /// A power-ups table with one power-up written as `powerUp` (a YAML flow mapping's inside).
    static func powerUps(_ powerUp: String, groups: String = "g: { policy: refresh }", caps: String = "{ boost: 100, debuff: 50 }") -> String {
        """
        kind: rpg-power-ups
        id: power-ups
        name: Power-ups
        source: Scorebook test
        edition: "1"
        groups: { \(groups) }
        combinedCap: \(caps)
        powerUps:
          - { id: up, name: Up, flavour: Go., unlockLevel: 2, target: self, usesPerBattle: 2, group: g, \(powerUp) }
        """
    }

    static let boost = "effect: { boost: [steps], percent: 20 }, duration: PT1H"

    static func errors(battles: String = battles, powerUps: String? = nil) -> [String] {
        var sources = [("levels.yaml", levels), ("battles.yaml", battles)]
        if let powerUps { sources.append(("power-ups.yaml", powerUps)) }
        return TableCompiler.compile(sources.map { TableSource(path: $0.0, relativePath: $0.0, bytes: Array($0.1.utf8)) })
            .diagnostics.sorted.map(\.description)
    }

    @Test func theTestTablesCompile() {
        #expect(Self.errors(powerUps: Self.powerUps(Self.boost)) == [])
    }

    @Test(arguments: [
        ("length: PT24H", "length: PT90M", "battles.yaml:6:19: error: battle length must be a whole number of hours from PT1H to P7D, such as PT24H, found 'PT90M'"),
        ("length: PT24H", "length: P8D", "battles.yaml:6:19: error: battle length must be a whole number of hours from PT1H to P7D, such as PT24H, found 'P8D'"),
        ("atLeast: 2, atMost: 4", "atLeast: 3, atMost: 2", "battles.yaml:6:71: error: battle players atLeast (3) is more than atMost (2)"),
        ("startsWhen: allAccepted", "startsWhen: challenged", "battles.yaml:6:38: error: battle startsWhen must be 'allAccepted', found 'challenged'"),
        ("per: 100 }", "per: 0 }", "battles.yaml:8:64: error: stat 'steps' points per must be a number above 0 and at most 1000000, with at most three decimals, found '0'"),
        ("hourlyCap: 60 }", "hourlyCap: -60 }", "battles.yaml:9:94: error: stat 'sleep' hourlyCap must be a number above 0 and at most 1000000, with at most three decimals, found '-60'"),
        ("drawMargin: 10, knockoutMargin: 200", "drawMargin: 10, knockoutMargin: 10", "battles.yaml:10:55: error: winner knockoutMargin (10) is not above drawMargin (10): a knockout is a win, so its margin is larger"),
        ("by: points,", "by: points, tieBreak: none,", "battles.yaml:10:33: error: winner tieBreak is for 'by: categories': points have no categories to tie"),
        ("manual: ignored", "manual: typed", "battles.yaml:11:36: error: source 'manual' must be 'counted' or 'ignored', found 'typed'"),
        ("watch: counted", "watch: ignored", "battles.yaml:11:10: error: no source is counted: every sample would be ignored"),
    ])
    func battleMistakes(_ old: String, _ new: String, _ expected: String) {
        #expect(Self.errors(battles: Self.battles.replacingOccurrences(of: old, with: new)) == [expected])
    }

    /// One run reports every mistake, not the first of a key's.
    @Test func everyMistakeIsReported() {
        let battles = Self.battles.replacingOccurrences(of: "atLeast: 2, atMost: 4", with: "atLeast: 1, atMost: 9")
            .replacingOccurrences(of: "points: { points: 1, per: 100 }", with: "points: { points: 0, per: 0 }")
        #expect(Self.errors(battles: battles).count == 4)
        let caps = Self.powerUps(Self.boost, caps: "{ boost: -1, debuff: 101 }")
        #expect(Self.errors(powerUps: caps).count == 2)
    }

    @Test(arguments: [
        // Unknown names, with a suggestion.
        ("effect: { boost: [step], percent: 20 }, duration: PT1H", "g: { policy: refresh }", "power-ups.yaml:9:115: error: power-up 'up' names stat 'step' (did you mean 'steps'?); the battle counts 'steps' and 'sleep'"),
        (boost, "h: { policy: refresh }", "power-ups.yaml:9:94: error: power-up 'up' is in group 'g' (did you mean 'h'?); the groups are 'h'"),
        // Durations.
        ("effect: { boost: [steps], percent: 20 }, duration: -PT1H", "g: { policy: refresh }", "power-ups.yaml:9:148: error: power-up 'up' duration must be a duration above zero of at most P7D, such as PT1H or PT30M, found '-PT1H': a duration cannot be negative"),
        ("effect: { boost: [steps], percent: 20 }, duration: PT0S", "g: { policy: refresh }", "power-ups.yaml:9:148: error: power-up 'up' duration must be a duration above zero of at most P7D, such as PT1H or PT30M, found 'PT0S'"),
        (boost + ", cooldown: P8D", "g: { policy: refresh }", "power-ups.yaml:9:164: error: power-up 'up' cooldown must be a duration of at most P7D, such as PT1H or PT30M, found 'P8D'"),
        ("effect: { boost: [steps], percent: 20 }", "g: { policy: refresh }", "power-ups.yaml:9:11: error: power-up 'up' needs a 'duration' (such as PT1H): its effect runs from activation"),
        (boost + ", cooldown: PT30M", "g: { policy: none }", "power-ups.yaml:9:164: error: power-up 'up' comes off cooldown before its effect ends (cooldown PT30M, duration PT1H), but its group 'g' allows no overlap: make the cooldown at least the duration"),
        // Whole-battle effects.
        ("effect: { boost: [steps], percent: 20 }, window: wholeBattle", "g: { policy: none }", "power-ups.yaml:9:84: error: power-up 'up' counts the whole battle once: usesPerBattle must be 1, found 2"),
        // Targets and effects.
        ("effect: { debuff: [steps], percent: 20 }, duration: PT1H", "g: { policy: refresh }", "power-ups.yaml:9:63: error: power-up 'up' has a debuff effect, which is cast on an opponent (target: opponent), not on self"),
        ("effect: boost, duration: PT1H", "g: { policy: refresh }", "power-ups.yaml:9:105: error: power-up 'up' effect boost names its stats and percent: { boost: [steps], percent: 20 }"),
        ("effect: { boost: [steps, steps], percent: 20 }, duration: PT1H", "g: { policy: refresh }", "power-ups.yaml:9:122: error: power-up 'up' names stat 'steps' twice"),
        // Stacking groups.
        (boost, "g: { policy: stack }", "power-ups.yaml:6:24: error: group 'g' stacks: it needs 'maxStacks' and 'onExpiry' (clear or dropOne)"),
        (boost, "g: { policy: refresh, maxStacks: 2 }", "power-ups.yaml:6:44: error: group 'g' has 'maxStacks', which only a 'stack' policy takes"),
        // A group no power-up is in.
        (boost, "g: { policy: refresh }, spare: { policy: none }", "power-ups.yaml:6:35: error: group 'spare' holds no power-up: remove it"),
    ])
    func powerUpMistakes(_ powerUp: String, _ groups: String, _ expected: String) {
        #expect(Self.errors(powerUps: Self.powerUps(powerUp, groups: groups)) == [expected])
    }

    @Test func aWholeBattleEffectIsUsedOnceInAGroupOfItsOwn() {
        let whole = Self.powerUps("effect: { boost: [steps], percent: 20 }, window: wholeBattle")
            .replacingOccurrences(of: "usesPerBattle: 2", with: "usesPerBattle: 1")
        #expect(
            Self.errors(powerUps: whole) == [
                "power-ups.yaml:9:94: error: power-up 'up' counts the whole battle, so it runs to the battle's end: its group 'g' must have policy none, not refresh"
            ])
        #expect(Self.errors(powerUps: whole.replacingOccurrences(of: "policy: refresh", with: "policy: none")) == [])
    }

    /// A group's power-ups are cast on one side; an extend group, or a whole-battle power-up's, holds one.
    @Test func groupsHoldWhatTheyCanStack() {
        func second(_ powerUp: String, groups: String = "g: { policy: refresh }") -> String {
            Self.powerUps(Self.boost + ", cooldown: PT1H", groups: groups) + "\n  - { id: two, name: Two, flavour: Go., unlockLevel: 2, usesPerBattle: 1, group: g, \(powerUp) }"
        }
        #expect(
            Self.errors(powerUps: second("target: opponent, effect: reveal, duration: PT1H")) == [
                "power-ups.yaml:10:82: error: power-up 'two' is cast on an opponent, but 'up' in its group 'g' on its own player: a group's power-ups are cast on one side"
            ])
        #expect(
            Self.errors(powerUps: second("target: self, effect: shield, duration: PT1H", groups: "g: { policy: extend }")) == [
                "power-ups.yaml:10:82: error: power-up 'two' shares the extend group 'g' with 'up': an extension lengthens the running power-up, so the group holds one"
            ])
        #expect(
            Self.errors(powerUps: second("target: self, effect: { boost: [sleep], percent: 10 }, window: wholeBattle", groups: "g: { policy: none }")) == [
                "power-ups.yaml:10:82: error: power-up 'up' shares the group 'g' with 'two', which counts the whole battle: give that one a group of its own"
            ])
        #expect(Self.errors(powerUps: second("target: self, effect: shield, duration: PT1H")) == [])
    }

    /// No combination of power-ups may pass the combined cap: each group adds its strongest, a stack as many times as it stacks.
    @Test func theCombinedCapCannotBeExceeded() {
        let stacked = Self.powerUps(
            "effect: { boost: [steps], percent: 40 }, duration: PT1H", groups: "g: { policy: stack, maxStacks: 3, onExpiry: clear }")
        #expect(
            Self.errors(powerUps: stacked) == [
                "power-ups.yaml:7:23: error: stat 'steps' can be boosted by 120% at once (3 × up 40%), over the combined cap of 100%: lower a percent or raise the cap"
            ])
        #expect(Self.errors(powerUps: stacked.replacingOccurrences(of: "boost: 100", with: "boost: 120")) == [])
    }

    /// 65 power-ups, or 65 groups, are refused at the first one too many; 64 of each compile.
    @Test func powerUpsAndGroupsAreBounded() {
        func table(powerUps: Int, groups: Int) -> String {
            let groupLines = (1...groups).map { "  g\($0): { policy: refresh }" }
            let powerUpLines = (1...powerUps).map {
                "  - { id: p\($0), name: P, flavour: Go., unlockLevel: 2, target: self, effect: { boost: [steps], percent: 1 }, duration: PT1H, usesPerBattle: 1, group: g\(($0 - 1) % groups + 1) }"
            }
            return """
                kind: rpg-power-ups
                id: power-ups
                name: Power-ups
                source: Scorebook test
                edition: "1"
                groups:
                \(groupLines.joined(separator: "\n"))
                combinedCap: { boost: 100, debuff: 50 }
                powerUps:
                \(powerUpLines.joined(separator: "\n"))
                """
        }
        #expect(Self.errors(powerUps: table(powerUps: 65, groups: 64)) == [
            "power-ups.yaml:137:5: error: the table has 65 power-ups; a power-ups table has at most 64"
        ])
        #expect(Self.errors(powerUps: table(powerUps: 64, groups: 65)) == [
            "power-ups.yaml:71:3: error: the table has 65 groups; a power-ups table has at most 64"
        ])
        #expect(Self.errors(powerUps: table(powerUps: 64, groups: 64)) == [])
    }

    /// Unlock levels within the ladder; power-ups need the battle rules and levels compiled with them.
    @Test func powerUpsNeedTheirBattleAndLevels() {
        #expect(
            Self.errors(powerUps: Self.powerUps(Self.boost).replacingOccurrences(of: "unlockLevel: 2", with: "unlockLevel: 21")) == [
                "power-ups.yaml:9:52: error: power-up 'up' unlocks at level 21, beyond the maximum level 20: no one could use it"
            ])
        let alone = TableCompiler.compile([
            TableSource(path: "power-ups.yaml", relativePath: "power-ups.yaml", bytes: Array(Self.powerUps(Self.boost).utf8))
        ])
        #expect(
            alone.diagnostics.sorted.map(\.description) == [
                "power-ups.yaml:2:5: error: power-ups need the battle rules and levels they act in: compile an rpg-battles and an rpg-levels table with them"
            ])
    }

    /// The real power-ups pass the combined cap, and the check sees them: with no room for
    /// boosts, every stat a real power-up boosts is reported.
    @Test func theRealCapHolds() throws {
        let output = TableCompiler.compile(try TableSource.scan(directory: ArcheryOpponentsCompilerTests.tablesDirectory))
        let table = try #require(output.tables(of: RPGPowerUpsKind.self).first)
        #expect(table.definition.powerUps.count >= 10)
        var definition = table.definition
        definition.boostCap = Located(0, at: definition.boostCap.location)
        var diagnostics = Diagnostics()
        RPGPowerUpsValidator.check(definition, into: &diagnostics)
        var boosted: [String] = []
        for powerUp in definition.powerUps where powerUp.effect.kind == .boost {
            for stat in powerUp.effect.stats where !boosted.contains(stat.value) { boosted.append(stat.value) }
        }
        #expect(!boosted.isEmpty)
        let reported = diagnostics.errors.map(\.message).filter { $0.contains(" can be boosted by ") }
        #expect(reported.count == boosted.count)
        for stat in boosted { #expect(reported.contains { $0.hasPrefix("stat '\(stat)' can be boosted by ") }, "\(stat)") }
    }
}
