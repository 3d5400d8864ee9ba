import ScorebookCore

/// A `kind: archery-handicaps` table as written: handicap schemes, each a
/// spread formula's constants, arrow sizes, a handicap range and rules.
struct ArcheryHandicapsDefinition: Sendable {
    var file: String
    var header: TableHeader
    var schemes: [HandicapSchemeDefinition]
    /// Every scheme's id the file writes, those with a mistake included, and
    /// whether that is every scheme it defines (see ``YAMLReader/namesEveryEntry(_:known:listsRead:)``).
    var schemesWritten: [Located<String>] = []
    var writesEveryScheme = false
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

