@_spi(ScorebookTables) @testable import Scorebook
import Testing

/// The runtime holds each kind's tables under its key, and the generated
/// tables register every key the runtime lists.
@Suite struct ScorebookTablesTests {
    @Test func theGeneratedTablesRegisterEveryKey() {
        #expect(ScorebookTables.builtIn.unregisteredKeys == [])
        #expect(ScorebookTables.builtIn.entries.count == ScorebookTableKeys.all.count)
    }

    /// `--version`'s hash: the same tables hash alike; another file, or another order, differs.
    @Test func theContentHashFollowsEveryTable() {
        let builtIn = ScorebookTables.builtIn
        #expect(builtIn.contentHash.hasPrefix("sha256:") && builtIn.contentHash.count == 7 + 64)
        #expect(ScorebookTables(tables: builtIn.tables, entries: []).contentHash == builtIn.contentHash)
        #expect(ScorebookTables(tables: builtIn.tables.reversed(), entries: []).contentHash != builtIn.contentHash)
        #expect(ScorebookTables(tables: Array(builtIn.tables.dropLast()), entries: []).contentHash != builtIn.contentHash)
        #expect(ScorebookTables(tables: [], entries: []).contentHash == "sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test func aKeyMissingFromATableSetIsNamed() {
        let faces = ScorebookTables(tables: [], entries: [ScorebookTableEntry(ArcheryFacesKey.self, kind: "archery-faces", [])])
        #expect(faces.unregisteredKeys.count == ScorebookTableKeys.all.count - 1)
        #expect(faces.unregisteredKeys.contains("FitnessTestsKey"))
        #expect(!faces.unregisteredKeys.contains("ArcheryFacesKey"))
    }

    @Test func aKeyReadsWhatWasRegisteredUnderIt() {
        let face = ScorebookTables.builtIn.archeryFaces[1]
        let tables = ScorebookTables(
            tables: [], entries: [ScorebookTableEntry(ArcheryRoundsKey.self, kind: "archery-rounds", []), ScorebookTableEntry(ArcheryFacesKey.self, kind: "archery-faces") { [face] }])
        #expect(tables.archeryFaces.map(\.id) == [face.id])
        #expect(tables.archeryRounds.isEmpty)
    }

    /// A lazily registered value is built when read, not when the tables are.
    @Test func aLazyEntryIsBuiltOnFirstUse() {
        final class Counter: @unchecked Sendable { var reads = 0 }
        let counter = Counter()
        let tables = ScorebookTables(
            tables: [], entries: [ScorebookTableEntry(ArcheryFacesKey.self, kind: "archery-faces") { counter.reads += 1; return [] }])
        #expect(counter.reads == 0)
        _ = tables.archeryFaces
        #expect(counter.reads == 1)
    }

    /// An app's tables combined with Scorebook's: each kind's of both, the
    /// app's first; a scheme in both is one, with both's rounds, and every
    /// opponent follows it; a kind the app's tables lack is Scorebook's.
    @Test func combinedTablesHoldBothTheFirstsFirst() throws {
        let builtIn = ScorebookTables.builtIn
        let agb = try #require(builtIn.handicapScheme("agb"))
        let template = agb.rounds[0]
        let clubRound = ArcheryRoundHandicaps(
            round: "club-30m", maximum: template.maximum, roundedBy: agb.roundScore, unrounded: template.unrounded)
        let appAGB = ArcheryHandicapScheme(
            id: agb.id, name: agb.name, better: agb.better, handicaps: agb.handicaps, roundScore: agb.roundScore, spread: agb.spread,
            outdoorArrow: agb.outdoorArrow, indoorArrow: agb.indoorArrow, rounds: [clubRound, agb.rounds[1]])
        let face = builtIn.archeryFaces[2]
        let app = ScorebookTables(
            tables: [], entries: [
                ScorebookTableEntry(FitnessTestsKey.self, kind: "fitness-test", FitnessTestCatalog([])),
                ScorebookTableEntry(ArcheryFacesKey.self, kind: "archery-faces", [face]),
                ScorebookTableEntry(ArcheryHandicapSchemesKey.self, kind: "archery-handicaps", [appAGB]),
                ScorebookTableEntry(ArcheryOpponentsKey.self, kind: "archery-opponents", []),
                ScorebookTableEntry(AchievementEventKindsKey.self, kind: "achievement-events", []),
                ScorebookTableEntry(AchievementRulesKey.self, kind: "achievements", AchievementRules.empty),
                ScorebookTableEntry(RPGLevelsKey.self, kind: "rpg-levels", nil), ScorebookTableEntry(RPGBattlesKey.self, kind: "rpg-battles", nil),
                ScorebookTableEntry(RPGPowerUpsKey.self, kind: "rpg-power-ups", RPGPowerUps(groups: [], boostCap: 0, debuffCap: 0, powerUps: [])),
            ])
        let combined = app.combined(with: builtIn)
        #expect(combined.unregisteredKeys.isEmpty, "the rounds, which the app's lack, are Scorebook's")
        #expect(combined.archeryFaces.map(\.id) == [face.id] + builtIn.archeryFaces.map(\.id))
        #expect(combined.archeryRounds.map(\.id) == builtIn.archeryRounds.map(\.id))
        #expect(combined.fitnessTestIDs == builtIn.fitnessTestIDs)
        #expect(combined.handicapSchemes.map(\.id) == builtIn.handicapSchemes.map(\.id))
        let scheme = try #require(combined.handicapScheme("agb"))
        let second = agb.rounds[1].round
        #expect(scheme.rounds.map(\.round) == ["club-30m", second] + agb.rounds.map(\.round).filter { $0 != second })
        #expect(try scheme.expectedScore(round: "club-30m", handicap: 10) == agb.expectedScore(round: template.round, handicap: 10))
        #expect(scheme.odds.count == agb.odds.count)
        let following = combined.archeryOpponents.filter { $0.rules.scheme.id == "agb" }
        #expect(!following.isEmpty && following.allSatisfy { $0.rules.scheme === scheme })
        #expect(combined.archeryOpponents.map(\.id) == builtIn.archeryOpponents.map(\.id))
        #expect(combined.achievements.map(\.id) == builtIn.achievements.map(\.id), "the app has none: Scorebook's")
        #expect(combined.rpgLevels != nil && combined.rpgPowerUps.powerUps.count == builtIn.rpgPowerUps.powerUps.count)
        #expect(combined.tables == builtIn.tables)
    }

    /// The achievements and the RPG are each one unit, served from one set:
    /// `tables` lists that set's tables of them alone.
    @Test func combinedTablesListOnlyTheUnitsServed() throws {
        let builtIn = ScorebookTables.builtIn
        let own = TableInfo(
            kind: "achievements", id: "club-achievements", name: "Club", source: "Club", edition: "1", series: nil,
            effectiveFrom: nil, effectiveUntil: nil, file: "club.yaml", contentHash: "sha256:0")
        let app = ScorebookTables(
            tables: [own], entries: [
                ScorebookTableEntry(AchievementEventKindsKey.self, kind: "achievement-events", builtIn.achievementEventKinds),
                ScorebookTableEntry(AchievementRulesKey.self, kind: "achievements", builtIn.achievementRuleSet),
                ScorebookTableEntry(RPGLevelsKey.self, kind: "rpg-levels", nil),
                ScorebookTableEntry(RPGBattlesKey.self, kind: "rpg-battles", nil),
                ScorebookTableEntry(RPGPowerUpsKey.self, kind: "rpg-power-ups", RPGPowerUps(groups: [], boostCap: 0, debuffCap: 0, powerUps: [])),
            ])
        let achievementKinds: Set = ["achievements", "achievement-events"]
        let combined = app.combined(with: builtIn)
        #expect(combined.tables == [own] + builtIn.tables.filter { !achievementKinds.contains($0.kind) })
        #expect(combined.tables.contains { $0.kind == "rpg-levels" }, "the app has no RPG: Scorebook's")
        #expect(ScorebookTables.tables(app, builtIn) == combined.tables)
        let ownRPG = ScorebookTables(
            tables: [], entries: [
                ScorebookTableEntry(RPGLevelsKey.self, kind: "rpg-levels", builtIn.rpgLevels),
                ScorebookTableEntry(RPGBattlesKey.self, kind: "rpg-battles", nil),
                ScorebookTableEntry(RPGPowerUpsKey.self, kind: "rpg-power-ups", RPGPowerUps(groups: [], boostCap: 0, debuffCap: 0, powerUps: [])),
            ])
        #expect(!ownRPG.combined(with: builtIn).tables.contains { $0.kind.hasPrefix("rpg-") })
        // A set built by hand may lack keys: combining reads only the ones it has.
        let levelsOnly = ScorebookTables(tables: [], entries: [ScorebookTableEntry(RPGLevelsKey.self, kind: "rpg-levels", builtIn.rpgLevels)])
        let withLevels = levelsOnly.combined(with: builtIn)
        #expect(withLevels.tables.map(\.kind).filter { $0.hasPrefix("rpg-") } == ["rpg-battles", "rpg-power-ups"])
    }
}
