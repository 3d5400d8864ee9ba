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
