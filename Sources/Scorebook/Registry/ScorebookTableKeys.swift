/// Every kind the runtime holds: the one list to add a kind's key to. The
/// generated tables register each of them, which `ScorebookTablesTests` proves.
enum ScorebookTableKeys {
    static let all: [any ScorebookTableKey.Type] = [
        FitnessTestsKey.self, ArcheryFacesKey.self, ArcheryRoundsKey.self, ArcheryHandicapSchemesKey.self,
        ArcheryOpponentsKey.self, ArcheryClassificationsKey.self, AchievementEventKindsKey.self, AchievementRulesKey.self, RPGLevelsKey.self,
        RPGBattlesKey.self, RPGPowerUpsKey.self, WorkoutActivitiesKey.self, WorkoutsKey.self, TrainingPlansKey.self, FormulasKey.self,
        BandSetsKey.self,
    ]
}
