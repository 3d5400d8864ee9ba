extension Scorebook {
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
}
