import ScorebookCore

/// A `kind: bands` table as written: sets of ordered ranges of a value, each
/// range a class, optionally one list of ranges per key (a sex, an age group).
struct BandsDefinition: Sendable {
    var header: TableHeader
    var sets: [BandSetDefinition]
}

struct BandSetDefinition: Sendable {
    var id: Located<String>
    var name: String
    /// What is banded, such as a body mass index.
    var valueName: String
    var unit: Located<String>
    var unitWritten: WrittenUnit
    /// The decimals the source prints bounds with (`decimals: 2`: 18.50–24.99),
    /// or else the fewest that print every bound: for the rendered page only.
    var decimals: Int
    /// The keys choosing a list, outermost first, such as `sex`, `ageGroup`.
    var keys: [String]
    /// The days the set is in force; open at both ends when the table says nothing.
    var effective: EffectivePeriod
    /// The numbers each band gives, such as a body-fat `limit`, each with its unit.
    var carries: [(name: String, unit: Located<String>, written: WrittenUnit)]
    var lists: [BandListDefinition]
    /// The role the runtime reads it by, such as `bmi-classes`; `nil` for a set only requests name.
    var role: Located<BandSetRole>?
    /// The fitness test it is for, for a role that names one.
    var fitnessTest: Located<String>?
}

/// The bands for one choice of every key, lowest first.
struct BandListDefinition: Sendable {
    /// One value per key, in the keys' order.
    var keys: [Located<String>]
    var bands: [BandDefinition]
}

struct BandDefinition: Sendable {
    var id: Located<String>
    var name: String
    /// At or above; `nil` for no lower bound.
    var from: Located<Double>?
    /// Below, never at; `nil` for no upper bound.
    var below: Located<Double>?
    /// One per carried number, in `carries`' order; `nil` where the source prints none.
    var carried: [Double?]
}
