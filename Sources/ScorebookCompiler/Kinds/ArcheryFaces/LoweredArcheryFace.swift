import ScorebookCore

/// A face ready to emit: every ring and every zone resolved to whole
/// nanometres on this face, colours resolved to their hex values.
public struct LoweredArcheryFace: Sendable, Equatable {
    public var id: String
    public var name: String
    public var layout: String
    public var diameter: Length
    public var spots: Int
    /// The table file, relative to `Tables/`.
    public var file: String
    /// Innermost first; only the rings printed on this face.
    public var rings: [LoweredRing]
    public var scoring: [LoweredScoring]

    /// The outer diameter of its outermost printed ring: less than `diameter` on a reduced face.
    public var printedDiameter: Length { rings.last?.diameter ?? diameter }
}

public struct LoweredColour: Sendable, Hashable {
    public var name: String
    public var hex: String
}

public struct LoweredRing: Sendable, Equatable {
    public var label: String
    public var diameter: Length
    public var fill: LoweredColour
    public var line: LoweredColour
}

/// A scoring system on one face: its zones as the face prints them.
public struct LoweredScoring: Sendable, Equatable {
    public var id: String
    public var name: String
    public var tallies: [String]
    /// Innermost first.
    public var zones: [LoweredZone]
}

public struct LoweredZone: Sendable, Equatable {
    public var label: String
    public var score: Int
    /// The outer diameter of the zone's outermost ring.
    public var diameter: Length
    public var colour: LoweredColour
    /// Bit `i` is set when tally `i` counts this zone.
    public var tallyMask: Int
}
