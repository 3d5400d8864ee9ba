/// Where an arrow scored under a scoring system: a zone of the face, or a miss.
public struct ArcheryZone: Sendable, Hashable {
    /// As written on a score sheet: `X`, `10` … `1`, or `M` for a miss.
    public let label: String
    /// What the zone is worth, in points; 0 for a miss.
    public let score: Int
    /// The zone's colour; `nil` for a miss.
    public let colour: ArcheryColour?
    /// The outer diameter of the zone; `nil` for a miss.
    public let diameter: Length?
    /// 0 for the innermost zone; the number of zones for a miss.
    public let index: Int
    /// Bit `i` is set when the scoring system's tally `i` counts this zone.
    let tallyMask: UInt8

    /// Made by the generated tables, from a table the compiler checked.
    @_spi(ScorebookTables) public init(
        label: String, score: Int, colour: ArcheryColour?, diameter: Length?, index: Int, tallyMask: UInt8
    ) {
        (self.label, self.score, self.colour, self.diameter) = (label, score, colour, diameter)
        (self.index, self.tallyMask) = (index, tallyMask)
    }

    /// The label of a miss.
    public static let missLabel = "M"

    /// Whether this is the miss: outside every zone of the face.
    public var isMiss: Bool { colour == nil }

    /// Whether the scoring system's tally `index` (such as `xs`) counts this zone.
    public func counts(tally index: Int) -> Bool {
        index < UInt8.bitWidth && tallyMask & (1 << index) != 0
    }

    /// The miss of a scoring system with `zoneCount` zones.
    static func miss(after zoneCount: Int) -> ArcheryZone {
        ArcheryZone(label: missLabel, score: 0, colour: nil, diameter: nil, index: zoneCount, tallyMask: 0)
    }
}
