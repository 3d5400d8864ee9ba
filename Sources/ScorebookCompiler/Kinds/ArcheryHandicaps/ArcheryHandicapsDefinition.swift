import ScorebookCore

/// A `kind: archery-handicaps` table as written: handicap schemes, each a
/// spread formula's constants, arrow sizes, a handicap range and rules.
struct ArcheryHandicapsDefinition: Sendable {
    var file: String
    var header: TableHeader
    var schemes: [HandicapSchemeDefinition]
}

struct HandicapSchemeDefinition: Sendable {
    var id: Located<String>
    var name: String
    var spread: Located<HandicapSpread>
    var outdoorArrow: Length
    var indoorArrow: Length
    var handicaps: Located<ClosedRange<Int>>
    /// Which way a better archer's handicap goes.
    var better: Better
    var roundScore: RoundScoreRounding
}

/// How a round's expected score, the sum of its unrounded pass scores, is rounded once.
enum RoundScoreRounding: String, Sendable, CaseIterable {
    /// Up to the next whole point (Archery GB).
    case up
    /// To the nearest, a half to the even neighbour (Archery Australia).
    case halfEven = "half-even"

    func round(_ value: Double) -> Int {
        Int(self == .up ? value.rounded(.up) : value.rounded(.toNearestOrEven))
    }
}
