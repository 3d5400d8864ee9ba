extension Scorebook {
    /// Every band set in `Tables/`, in file order.
    public static var bandSets: [BandSet] { ScorebookTables.builtIn.bandSets }

    /// The band set with this id, such as `who-bmi`.
    public static func bandSet(_ id: String) -> BandSet? { ScorebookTables.builtIn.bandSet(id) }
}

extension ScorebookTables {
    /// Every band set, in file order.
    public var bandSets: [BandSet] { self[BandSetsKey.self] }

    /// The band set with this id, such as `who-bmi`.
    public func bandSet(_ id: String) -> BandSet? {
        bandSets.first { id.hasSameBytes(asASCII: $0.id) }
    }
}

/// Where ``ScorebookTables`` holds the band sets.
@_spi(ScorebookTables) public enum BandSetsKey: ScorebookTableKey {
    public typealias Value = [BandSet]
}
