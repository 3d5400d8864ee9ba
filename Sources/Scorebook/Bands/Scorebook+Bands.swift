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

extension ScorebookTables {
    /// The band sets filling `role`, in the tables' order: an app's own, then Scorebook's.
    public func bandSets(_ role: BandSetRole) -> [BandSet] {
        bandSets.filter { $0.role == role }
    }

    /// The band set filling `role`, one filled once.
    public func bandSet(_ role: BandSetRole) -> BandSet? {
        bandSets.first { $0.role == role }
    }

    /// ``bandSet(_:)-(BandSetRole)``, or an error saying the tables lack it.
    func required(_ role: BandSetRole) throws(ScoringError) -> BandSet {
        guard let set = bandSet(role) else { throw ScoringError(at: [], "these tables have no band set in the role '\(role.rawValue)'") }
        return set
    }
}
