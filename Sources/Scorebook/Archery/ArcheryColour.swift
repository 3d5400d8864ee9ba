/// A colour of a target face: its name in the table and its sRGB hex value.
public struct ArcheryColour: Sendable, Hashable {
    /// Such as `gold`.
    public let name: String
    /// `#RRGGBB`, upper case, such as `#FFE552`.
    public let hex: String

    /// Made by the generated tables, from a table the compiler checked.
    @_spi(ScorebookTables) public init(name: String, hex: String) {
        (self.name, self.hex) = (name, hex)
    }
}
