/// Every kind of table the compiler reads: the one list to add a kind to.
/// Tables are emitted, and listed by `tables.list`, kind by kind in this order.
enum TableKinds {
    static let all: [any TableKind.Type] = [
        FitnessTestKind.self, ArcheryFacesKind.self, ArcheryRoundsKind.self, ArcheryHandicapsKind.self, ArcheryOpponentsKind.self,
        AchievementEventsKind.self, AchievementsKind.self, RPGLevelsKind.self, RPGBattlesKind.self,
        RPGPowerUpsKind.self,
    ]
}
