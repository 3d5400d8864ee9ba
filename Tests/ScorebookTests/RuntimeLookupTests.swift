@_spi(ScorebookTables) @testable import Scorebook
import Testing

/// What a request names, found by the library as the REPL finds it: a test
/// on a day, a shot's venue, where experience stands.
@Suite struct RuntimeLookupTests {
    private let tables = ScorebookTables.builtIn

    @Test func aSeriesOnADayIsTheTestInForce() throws {
        // The APFT was the test of record until 30 September 2022, the ACFT to 31 May 2025, the AFT from 1 June 2025.
        #expect(try tables.fitnessTest("army", on: CalendarDate("2022-09-30")).test.id == "apft")
        #expect(try tables.fitnessTest("army", on: CalendarDate("2025-05-31")).test.id == "acft")
        let (aft, day) = try tables.fitnessTest("army", on: CalendarDate("2025-06-01"))
        #expect(aft.id == "aft" && day == CalendarDate("2025-06-01"))
        #expect(try tables.fitnessTest("apft", on: nil).date == nil)
    }

    @Test func aTestOutOfForceOrUnknownIsAnErrorAtItsField() {
        let late = #expect(throws: ScoringError.self) { try tables.fitnessTest("acft", on: CalendarDate("2025-06-01")) }
        #expect(late?.field == "date" && late?.message.contains("ask for test 'army'") == true)
        let unknown = #expect(throws: ScoringError.self) { try tables.fitnessTest("aftt", on: nil) }
        #expect(unknown?.field == "test" && unknown?.message.contains("did you mean 'aft'") == true)
    }

    @Test func aShotsVenueIsTheOneItsFaceAndDistanceAreShotAt() throws {
        let agb = try #require(tables.handicapScheme("agb")), face = try #require(tables.archeryFace("wa-40"))
        // The WA 18 m round shoots the 40 cm face indoors.
        let odds = try tables.shotOdds(scheme: agb, scoring: face.scoringSystems[0], distance: #require(Length("18 m")), venue: nil)
        #expect(odds.venue == "indoor")
        let nowhere = #expect(throws: ScoringError.self) {
            try tables.shotOdds(scheme: agb, scoring: face.scoringSystems[0], distance: #require(Length("20.5 yd")), venue: nil)
        }
        #expect(nowhere?.field == "venue" && nowhere?.allowed == ["indoor", "outdoor"])
        #expect(nowhere?.message.contains("at 20.5 yd") == true)
    }

    @Test func aFaceShotAtItsDistanceBothIndoorsAndOutdoorsNeedsTheVenueSaid() throws {
        let agb = try #require(tables.handicapScheme("agb")), face = try #require(tables.archeryFace("wa-40"))
        let distance = try #require(Length("18 m"))
        // An app's own outdoor round on the 40 cm face at 18 m, beside the WA 18 m round indoors.
        let garden = ArcheryRound(
            id: "garden-18", name: "Garden 18", venue: "outdoor", scoring: "recurve", file: "garden.yaml",
            distances: [ArcheryRoundDistance(value: "18", unit: "m", length: distance, face: face, arrows: 36, arrowsPerEnd: 6)])
        let both = ScorebookTables(
            tables: tables.tables,
            entries: [ScorebookTableEntry(ArcheryRoundsKey.self, kind: "archery-rounds", tables.archeryRounds + [garden])] + tables.entries)
        let unsaid = #expect(throws: ScoringError.self) {
            try both.shotOdds(scheme: agb, scoring: face.scoringSystems[0], distance: distance, venue: nil)
        }
        #expect(unsaid?.field == "venue" && unsaid?.message.contains("both indoors and outdoors") == true)
        #expect(try both.shotOdds(scheme: agb, scoring: face.scoringSystems[0], distance: distance, venue: "outdoor").venue == "outdoor")
    }

    @Test func experienceStandsAtALevelWithItsPowerUps() throws {
        let levels = try #require(tables.rpgLevels)
        let standing = try tables.rpgStanding(experience: 420)
        #expect(standing.level == levels.level(forExperience: 420) && standing.maximumLevel == levels.maximumLevel)
        #expect(standing.powerUps.allSatisfy { $0.unlockLevel <= standing.level.level })
        #expect(standing.newPowerUps.allSatisfy { $0.unlockLevel == standing.level.level })
        #expect(try tables.rpgPowerUpsUnlocked(atLevel: nil).count == tables.rpgPowerUps.powerUps.count)
        let tooHigh = #expect(throws: ScoringError.self) { try tables.rpgPowerUpsUnlocked(atLevel: levels.maximumLevel + 1) }
        #expect(tooHigh?.field == "level")
    }
}
