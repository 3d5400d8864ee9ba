@_exported import ScorebookCore

/// Namespace for the tables `scorebook-tablegen` generates from `Tables/`
/// at build time (see `ScorebookTables.swift` in the build directory).
enum GeneratedTables {}

/// A fitness test's id, series and dates, and how to build it: finding a test
/// by id or by date decodes no scale, and a request decodes only its own test.
struct FitnessTestEntry: Sendable {
    let id: String
    let series: String?
    let effective: EffectivePeriod
    let load: @Sendable () -> FitnessTest
}
