/// One printed ring of a face: its label, outer diameter and colours.
public struct ArcheryRing: Sendable, Hashable {
    /// Such as `X` or `10`.
    public let label: String
    /// The ring's outer diameter on this face.
    public let diameter: Length
    /// The colour inside the ring, which its zone takes.
    public let fill: ArcheryColour
    /// The colour of the ring's outer dividing line.
    public let line: ArcheryColour

    /// Made by the generated tables, from a table the compiler checked.
    @_spi(ScorebookTables) public init(label: String, diameter: Length, fill: ArcheryColour, line: ArcheryColour) {
        (self.label, self.diameter, self.fill, self.line) = (label, diameter, fill, line)
    }
}
