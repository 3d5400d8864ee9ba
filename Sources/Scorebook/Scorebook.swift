/// The compiled tables: the entry point for apps that embed Scorebook.
///
/// ```swift
/// import Scorebook
///
/// let apft = Scorebook.fitnessTest("apft")!
/// let points = try apft.points(event: "pushup", sex: "female", age: 30, raw: 42)
/// ```
public enum Scorebook {
    /// A summary of every compiled table, kind by kind (fitness tests, faces,
    /// rounds), each kind's in file order. Listing them decodes no table.
    public static var tables: [TableInfo] { ScorebookTables.builtIn.tables }
}

/// A set of compiled tables: Scorebook's own (``builtIn``, which the
/// `Scorebook` statics read), or a package's own. What the REPL serves.
/// Immutable and shared; finding a table decodes only that table.
public final class ScorebookTables: Sendable {
    /// Every table, kind by kind, each kind's in file order.
    public let tables: [TableInfo]
    let fitnessTestEntries: [FitnessTestEntry]
    let faces: @Sendable () -> [ArcheryFace]
    let rounds: @Sendable () -> [ArcheryRound]
    let schemes: @Sendable () -> [ArcheryHandicapScheme]
    let opponents: @Sendable () -> [ArcheryOpponent]
    let eventKinds: @Sendable () -> [AchievementEventKind]
    let achievementRules: @Sendable () -> AchievementRules
    let levels: @Sendable () -> RPGLevels?
    let battles: @Sendable () -> RPGBattleRules?
    let powerUps: @Sendable () -> RPGPowerUps

    /// The id of every fitness test, in file order, without decoding any of them.
    public let fitnessTestIDs: [String]
    /// The ids of every series of fitness tests, such as `army`, sorted.
    public let fitnessTestSeries: [String]

    /// Called by the generated tables only. Faces and rounds are built on first use.
    @_spi(ScorebookTables) public init(
        tables: [TableInfo], fitnessTests: [FitnessTestEntry], archeryFaces: @escaping @Sendable () -> [ArcheryFace],
        archeryRounds: @escaping @Sendable () -> [ArcheryRound],
        handicapSchemes: @escaping @Sendable () -> [ArcheryHandicapScheme] = { [] },
        archeryOpponents: @escaping @Sendable () -> [ArcheryOpponent] = { [] },
        achievementEvents: @escaping @Sendable () -> [AchievementEventKind] = { [] },
        achievements: @escaping @Sendable () -> AchievementRules = { .empty },
        rpgLevels: @escaping @Sendable () -> RPGLevels? = { nil },
        rpgBattles: @escaping @Sendable () -> RPGBattleRules? = { nil },
        rpgPowerUps: @escaping @Sendable () -> RPGPowerUps = { .none }
    ) {
        self.tables = tables
        fitnessTestEntries = fitnessTests
        (faces, rounds, schemes, opponents) = (archeryFaces, archeryRounds, handicapSchemes, archeryOpponents)
        (eventKinds, achievementRules) = (achievementEvents, achievements)
        (levels, battles, powerUps) = (rpgLevels, rpgBattles, rpgPowerUps)
        fitnessTestIDs = fitnessTests.map(\.id)
        fitnessTestSeries = Array(Set(fitnessTests.compactMap(\.series))).sorted()
    }

    /// The tables in this repository's `Tables/`.
    public static var builtIn: ScorebookTables { GeneratedTables.compiled }
}

/// What a compiled table is and where it came from.
public struct TableInfo: Sendable, Equatable {
    /// The table kind, as its file's `kind:` says (`fitness-test`, `archery-faces`, `archery-rounds`).
    public let kind: String
    public let id: String
    public let name: String
    public let source: String
    public let edition: String
    /// The series the table belongs to (`army`), if any.
    public let series: String?
    public let effectiveFrom: CalendarDate?
    public let effectiveUntil: CalendarDate?
    /// The file, relative to `Tables/`.
    public let file: String
    /// `sha256:` and the digest of the file's bytes.
    public let contentHash: String

    @_spi(ScorebookTables) public init(
        kind: String, id: String, name: String, source: String, edition: String, series: String?,
        effectiveFrom: CalendarDate?, effectiveUntil: CalendarDate?, file: String, contentHash: String
    ) {
        (self.kind, self.id, self.name, self.source, self.edition) = (kind, id, name, source, edition)
        (self.series, self.effectiveFrom, self.effectiveUntil) = (series, effectiveFrom, effectiveUntil)
        (self.file, self.contentHash) = (file, contentHash)
    }
}
