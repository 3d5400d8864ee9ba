/// A printed target face: its rings and the scoring systems it is shot with.
///
/// ```swift
/// let face = Scorebook.archeryFace("wa-122")!
/// let zone = try face.scoring("recurve")!.zone(x: 30.5, y: 0)   // X, 10 points, gold
/// ```
public final class ArcheryFace: Sendable {
    /// Such as `wa-122`.
    public let id: String
    /// Such as `WA 122 cm 10-zone`.
    public let name: String
    /// The layout the face prints, such as `wa-10-zone`.
    public let layout: String
    /// The nominal diameter, such as 122 cm; a reduced face prints less.
    public let diameter: Length
    /// How many spots the face prints (3 on a triple spot).
    public let spots: Int
    /// The table file, relative to `Tables/`.
    public let file: String
    /// Innermost first: only the rings this face prints.
    public let rings: [ArcheryRing]
    /// The scoring systems this face supports, in the table's order.
    public let scoringSystems: [ArcheryScoring]

    /// Made by the generated tables, from a table the compiler checked.
    @_spi(ScorebookTables) public init(
        id: String, name: String, layout: String, diameter: Length, spots: Int, file: String, rings: [ArcheryRing],
        scoringSystems: [ArcheryScoring]
    ) {
        self.id = id
        self.name = name
        self.layout = layout
        self.diameter = diameter
        self.spots = spots
        self.file = file
        self.rings = rings
        self.scoringSystems = scoringSystems
    }

    /// The diameter of the outermost printed ring: 48 cm on the 80 cm 6-ring face.
    public var printedDiameter: Length { rings.last?.diameter ?? diameter }

    /// The scoring system with this id on this face, such as `recurve`.
    public func scoring(_ id: String) -> ArcheryScoring? {
        scoringSystems.first { id.hasSameBytes(asASCII: $0.id) }
    }
}
