import ScorebookCore

/// Ordered ranges of a value, each a class, with one list of them per
/// choice of the set's keys: WHO's BMI classes, the Army's body-fat limit by
/// sex and age.
///
/// ```swift
/// let classes = Scorebook.bandSet("who-bmi")!
/// classes.band(for: 24.2)?.id   // "normal"
/// ```
public final class BandSet: Sendable {
    /// Such as `who-bmi`.
    public let id: String
    /// Such as `BMI classification`.
    public let name: String
    /// What is banded, such as `Body mass index`.
    public let valueName: String
    /// Its unit, such as `kg/m^2`.
    public let unit: String
    /// The keys choosing a list, outermost first, such as `sex`; empty for one list.
    public let keys: [String]
    /// The days the set is in force, such as an exemption's since its directive.
    public let effective: EffectivePeriod
    /// The numbers each band gives, such as a body-fat limit.
    public let carries: [BandCarried]
    /// One per choice of every key.
    public let lists: [BandList]
    /// The table file, relative to `Tables/`.
    public let file: String
    /// The role the runtime's rules read it by, such as `BandSetRole.bmiClasses`; `nil` for one only requests name.
    public let role: BandSetRole?
    /// The id of the fitness test it is for, such as `aft` for an `BandSetRole.armyFitnessExemption`.
    public let fitnessTest: String?

    /// Made by the generated tables, from bands the compiler checked.
    @_spi(ScorebookTables) public init(
        id: String, name: String, valueName: String, unit: String, keys: [String], effective: EffectivePeriod, carries: [BandCarried],
        lists: [BandList], file: String, role: BandSetRole? = nil, fitnessTest: String? = nil
    ) {
        (self.id, self.name, self.valueName, self.unit, self.keys, self.effective) = (id, name, valueName, unit, keys, effective)
        (self.carries, self.lists, self.file, self.role, self.fitnessTest) = (carries, lists, file, role, fitnessTest)
    }

    /// The list for these key choices, one per key in ``keys``' order, compared as bytes.
    public func list(for choices: [String]) -> BandList? {
        lists.first { list in
            list.keys.count == choices.count && zip(list.keys, choices).allSatisfy { $0.hasSameBytes(as: $1) }
        }
    }

    /// The band `value` falls in, in the list for `choices`; `nil` outside every band or for no such list.
    public func band(for value: Double, choices: [String] = []) -> Band? {
        list(for: choices)?.band(for: value)
    }
}

/// The bands for one choice of every key, lowest first, each starting where the one before stops.
public struct BandList: Sendable {
    /// One choice per key of the set, such as `["male"]`.
    public let keys: [String]
    /// Lowest first.
    public let bands: [Band]

    /// Made by the generated tables.
    @_spi(ScorebookTables) public init(keys: [String], bands: [Band]) { (self.keys, self.bands) = (keys, bands) }

    /// The band holding `value`: at or above its `from` and below its `below`.
    /// `nil` for NaN or outside every band. A value within 64 units in the
    /// last place below an edge is taken as on it: a BMI of exactly 35 that
    /// binary arithmetic makes 34.99999999999999 is in the class from 35.
    public func band(for value: Double) -> Band? {
        guard !value.isNaN else { return nil }
        let tolerance = 64 * Swift.max(1, value.magnitude).ulp
        if let edge = bands.lazy.compactMap(\.from).first(where: { $0 > value && $0 - value <= tolerance }) {
            return exactBand(for: edge)
        }
        return exactBand(for: value)
    }

    private func exactBand(for value: Double) -> Band? {
        // Bands are in order: the first whose upper bound is above the value, if it starts at or below it.
        var low = 0
        var high = bands.count
        while low < high {
            let middle = (low + high) / 2
            if let below = bands[middle].below, below <= value { low = middle + 1 } else { high = middle }
        }
        guard low < bands.count, value >= bands[low].from ?? -.infinity, !value.isNaN else { return nil }
        return bands[low]
    }
}

/// One range of a value and its class.
public struct Band: Sendable {
    /// The class, such as `normal`.
    public let id: String
    /// Such as `Normal range`.
    public let name: String
    /// At or above; `nil` for no lower bound.
    public let from: Double?
    /// Below, never at; `nil` for no upper bound.
    public let below: Double?
    /// One per number the set carries, in its order; `nil` where the source prints none.
    public let carried: [Double?]

    /// Made by the generated tables.
    @_spi(ScorebookTables) public init(id: String, name: String, from: Double?, below: Double?, carried: [Double?]) {
        (self.id, self.name, self.from, self.below, self.carried) = (id, name, from, below, carried)
    }
}

/// A number each band of a set gives, and its unit.
public struct BandCarried: Sendable {
    /// Such as `limit`.
    public let name: String
    /// Such as `%`.
    public let unit: String

    /// Made by the generated tables.
    @_spi(ScorebookTables) public init(name: String, unit: String) { (self.name, self.unit) = (name, unit) }
}
