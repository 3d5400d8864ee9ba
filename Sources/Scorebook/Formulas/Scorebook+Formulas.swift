extension Scorebook {
    /// Every formula in `Tables/`, in file order.
    public static var formulas: [Formula] { ScorebookTables.builtIn.formulas }

    /// The formula with this id, such as `epley`.
    public static func formula(_ id: String) -> Formula? { ScorebookTables.builtIn.formula(id) }
}

extension ScorebookTables {
    /// Every formula, in file order.
    public var formulas: [Formula] { self[FormulasKey.self] }

    /// The formula with this id, such as `epley`.
    public func formula(_ id: String) -> Formula? {
        formulas.first { id.hasSameBytes(asASCII: $0.id) }
    }
}

/// Where ``ScorebookTables`` holds the formulas.
@_spi(ScorebookTables) public enum FormulasKey: ScorebookTableKey {
    public typealias Value = [Formula]
}
