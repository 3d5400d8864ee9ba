extension String {
    /// Whether both strings have the same UTF-8 bytes. Wire identifiers and JSON
    /// keys compare this way (RFC 8259), not by Swift's canonical equivalence,
    /// under which `"é"` equals `"e\u{301}"` and `"K"` equals the Kelvin sign.
    @inlinable
    public func hasSameBytes(as other: String) -> Bool {
        utf8.count == other.utf8.count && utf8.elementsEqual(other.utf8)
    }
}
