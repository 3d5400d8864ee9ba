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

