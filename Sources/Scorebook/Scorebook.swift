/// The compiled tables: the entry point for apps that embed Scorebook.
///
/// ```swift
/// import Scorebook
///
/// let apft = Scorebook.fitnessTest("apft")!
/// let points = try apft.points(event: "pushup", sex: "female", age: 30, raw: 42)
/// ```
public enum Scorebook {
    /// Every fitness test in `Tables/`, in file order.
    public static var fitnessTests: [FitnessTest] { GeneratedTables.fitnessTests }

    /// The fitness test with this id, such as `apft`.
    public static func fitnessTest(_ id: String) -> FitnessTest? {
        GeneratedTables.fitnessTestEntries.first { id.hasSameBytes(asASCII: $0.id) }?.load()
    }

    /// The id of every fitness test, in file order, without decoding any of them.
    public static let fitnessTestIDs: [String] = GeneratedTables.fitnessTestEntries.map(\.id)

    /// The ids of every series of fitness tests, such as `army`, sorted.
    public static let fitnessTestSeries: [String] =
        Array(Set(GeneratedTables.fitnessTestEntries.compactMap(\.series))).sorted()

    /// The test of a series in force on `date`, such as the AFT for `army` on
    /// 2025-06-01; `nil` if none was. The compiler rejects series whose
    /// tests' effective periods overlap, so there is at most one.
    ///
    /// ```swift
    /// let test = Scorebook.fitnessTest(series: "army", on: CalendarDate("2024-03-01")!)  // the ACFT
    /// ```
    public static func fitnessTest(series: String, on date: CalendarDate) -> FitnessTest? {
        GeneratedTables.fitnessTestEntries.first { entry in
            entry.series.map { $0.hasSameBytes(as: series) } == true && entry.effective.contains(date)
        }?.load()
    }

    /// Every archery target face in `Tables/`, in file order.
    public static var archeryFaces: [ArcheryFace] { GeneratedTables.archeryFaces }

    /// The face with this id, such as `wa-122`.
    public static func archeryFace(_ id: String) -> ArcheryFace? {
        GeneratedTables.archeryFaces.first { id.hasSameBytes(asASCII: $0.id) }
    }

    /// Every archery round in `Tables/`, in file order.
    public static var archeryRounds: [ArcheryRound] { GeneratedTables.archeryRounds }

    /// The round with this id, such as `york`.
    public static func archeryRound(_ id: String) -> ArcheryRound? {
        GeneratedTables.archeryRounds.first { id.hasSameBytes(asASCII: $0.id) }
    }

    /// A summary of every compiled table, kind by kind (fitness tests, faces,
    /// rounds), each kind's in file order. Listing them decodes no table.
    public static var tables: [TableInfo] { GeneratedTables.tables }
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
}
