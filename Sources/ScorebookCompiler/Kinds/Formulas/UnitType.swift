/// A value's unit as the checker sees it: powers of quantities and a factor
/// from their reference units. `lb` is mass at 0.45359237, `%` a number at
/// 1/100, `kg/m^2` mass·length⁻² at 1; a quantity left to the caller
/// (`any mass`) is a quantity of its own, which no written unit converts to.
struct UnitType: Hashable, Sendable {
    var scale: ExactRatio
    /// Quantity → exponent, never zero.
    var powers: [String: Int]

    static let number = UnitType(scale: .one, powers: [:])

    var isNumber: Bool { powers.isEmpty }

    /// Values of one quantity convert into each other; others never do.
    func isSameQuantity(as other: UnitType) -> Bool { powers == other.powers }

    /// What a value in this unit is multiplied by to be in `other`, of the same quantity.
    func factor(to other: UnitType) -> ExactRatio? { scale / other.scale }

    func times(_ other: UnitType) -> UnitType? {
        guard let scale = scale * other.scale, let powers = Self.sum(powers, other.powers, sign: 1) else { return nil }
        return UnitType(scale: scale, powers: powers)
    }

    func divided(by other: UnitType) -> UnitType? {
        guard let scale = scale / other.scale, let powers = Self.sum(powers, other.powers, sign: -1) else { return nil }
        return UnitType(scale: scale, powers: powers)
    }

    func power(_ exponent: Int) -> UnitType? {
        guard let scale = scale.power(exponent) else { return nil }
        var result: [String: Int] = [:]
        for (quantity, power) in powers {
            let (product, overflow) = power.multipliedReportingOverflow(by: exponent)
            guard !overflow else { return nil }
            result[quantity] = product
        }
        return UnitType(scale: scale, powers: result.filter { $0.value != 0 })
    }

    /// `mass·length^-2`, or `a number`, for messages.
    var quantityText: String {
        guard !powers.isEmpty else { return "a number" }
        return powers.sorted { ($0.value < 0 ? 1 : 0, $0.key) < ($1.value < 0 ? 1 : 0, $1.key) }
            .map { $0.value == 1 ? $0.key : "\($0.key)^\($0.value)" }.joined(separator: "·")
    }

    private static func sum(_ a: [String: Int], _ b: [String: Int], sign: Int) -> [String: Int]? {
        var result = a
        for (quantity, exponent) in b {
            let before = result[quantity, default: 0]
            let (total, overflow) = sign > 0 ? before.addingReportingOverflow(exponent) : before.subtractingReportingOverflow(exponent)
            guard !overflow else { return nil }
            result[quantity] = total
        }
        return result.filter { $0.value != 0 }
    }
}
