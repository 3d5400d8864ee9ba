@_spi(ScorebookTables) import Scorebook

// The runtime's part of the test-only kind `archery-drill`. The test target
// compiles it, and `NewKindTests` type-checks it with the Swift the compiler
// generates for drills, as an app's target would build both.

/// A practice drill: so many arrows at one face.
struct ArcheryDrill: Sendable {
    let id: String
    let face: ArcheryFace
    let arrows: Int
}

/// Where ``ScorebookTables`` holds the drills.
enum ArcheryDrillsKey: ScorebookTableKey {
    typealias Value = [ArcheryDrill]
}

extension ScorebookTables {
    /// Every drill, in file order.
    var archeryDrills: [ArcheryDrill] { self[ArcheryDrillsKey.self] }
}
