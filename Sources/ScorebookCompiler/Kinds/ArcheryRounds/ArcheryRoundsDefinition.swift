import ScorebookCore

/// A `kind: archery-rounds` table as written.
public struct ArcheryRoundsDefinition: Sendable {
    public var file: String
    public var id: Located<String>
    public var name: String
    public var source: String
    public var edition: String
    /// What the table says it is about (`domain:`); `nil` for its kind's.
    public var domain: TableDomain?
    public var rounds: [RoundDefinition]
    /// Every round's id the file writes, those with a mistake included, and
    /// whether that is every round it defines (see ``YAMLReader/namesEveryEntry(_:known:listsRead:)``).
    var roundsWritten: [Located<String>] = []
    var writesEveryRound = false
}

public struct RoundDefinition: Sendable {
    public var id: Located<String>
    public var name: String
    public var venue: Venue
    public var scoring: Located<String>
    /// In the order shot.
    public var distances: [RoundDistanceDefinition]
}

/// Where a round is shot.
public enum Venue: String, Sendable, CaseIterable {
    case indoor, outdoor
}

public struct RoundDistanceDefinition: Sendable {
    /// As written: `"90 m"`, `"100 yd"`.
    public var text: String
    public var distance: Located<Length>
    public var face: Located<String>
    public var arrows: Located<Int>
    public var arrowsPerEnd: Located<Int>
}
