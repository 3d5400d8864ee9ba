/// A fitness test's id, series and dates, and how to build it: finding a test
/// by id or by date decodes no scale, and a request decodes only its own test.
struct FitnessTestEntry: Sendable {
    let id: String
    let series: String?
    let effective: EffectivePeriod
    let load: @Sendable () -> FitnessTest
}
