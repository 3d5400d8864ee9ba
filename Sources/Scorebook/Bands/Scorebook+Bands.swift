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

    /// The band set filling `role`, one filled once; with `date`, the edition
    /// in force that day: the compiler allows one a day.
    public func bandSet(_ role: BandSetRole, on date: CalendarDate? = nil) -> BandSet? {
        bandSets.first { $0.role == role && (date.map($0.effective.contains) ?? true) }
    }

    /// ``bandSet(_:on:)``, or an error: at no input when the tables lack the
    /// role, at `date` when no edition is in force that day.
    func required(_ role: BandSetRole, on date: CalendarDate? = nil) throws(ScoringError) -> BandSet {
        if let found = bandSet(role, on: date) { return found }
        let editions = bandSets(role)
        guard let date, !editions.isEmpty else { throw ScoringError(at: [], "these tables have no band set in the role '\(role.rawValue)'") }
        throw .notInForce(editions.map { ($0.name, $0.effective) }, on: date)
    }
}
