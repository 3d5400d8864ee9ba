extension Scorebook {
    /// Every archery target face in `Tables/`, in file order.
    public static var archeryFaces: [ArcheryFace] { ScorebookTables.builtIn.archeryFaces }

    /// The face with this id, such as `wa-122`.
    public static func archeryFace(_ id: String) -> ArcheryFace? { ScorebookTables.builtIn.archeryFace(id) }

    /// Every archery round in `Tables/`, in file order.
    public static var archeryRounds: [ArcheryRound] { ScorebookTables.builtIn.archeryRounds }

    /// The round with this id, such as `york`.
    public static func archeryRound(_ id: String) -> ArcheryRound? { ScorebookTables.builtIn.archeryRound(id) }
}

extension ScorebookTables {
    /// Every archery target face, in file order.
    public var archeryFaces: [ArcheryFace] { self[ArcheryFacesKey.self] }

    /// The face with this id, such as `wa-122`.
    public func archeryFace(_ id: String) -> ArcheryFace? {
        archeryFaces.first { id.hasSameBytes(asASCII: $0.id) }
    }

    /// Every archery round, in file order.
    public var archeryRounds: [ArcheryRound] { self[ArcheryRoundsKey.self] }

    /// The round with this id, such as `york`.
    public func archeryRound(_ id: String) -> ArcheryRound? {
        archeryRounds.first { id.hasSameBytes(asASCII: $0.id) }
    }
}

/// Where ``ScorebookTables`` holds the archery faces.
@_spi(ScorebookTables) public enum ArcheryFacesKey: ScorebookTableKey {
    public typealias Value = [ArcheryFace]
}

/// Where ``ScorebookTables`` holds the archery rounds.
@_spi(ScorebookTables) public enum ArcheryRoundsKey: ScorebookTableKey {
    public typealias Value = [ArcheryRound]
}
