extension String {
    /// Whether both strings have the same UTF-8 bytes. Wire identifiers and JSON
    /// keys compare this way (RFC 8259), not by Swift's canonical equivalence,
    /// under which `"é"` equals `"e\u{301}"` and `"K"` equals the Kelvin sign.
    @inlinable
    package func hasSameBytes(as other: String) -> Bool {
        // Strings that differ in length or canonically differ in bytes too:
        // only a canonical match of equal length needs the bytes compared.
        utf8.count == other.utf8.count && self == other && utf8.elementsEqual(other.utf8)
    }

    /// ``hasSameBytes(as:)`` for an `ascii` string known to be ASCII: a JSON
    /// key the code names, an id the compiler checked. A string canonically
    /// equal to an ASCII one and as long in UTF-8 is that string: the only
    /// characters that decompose to ASCII (the Kelvin sign, U+037E, U+1FEF)
    /// are longer than what they decompose to. So a length check and `==`
    /// (bytewise between ASCII strings) suffice.
    @inlinable
    package func hasSameBytes(asASCII ascii: String) -> Bool {
        utf8.count == ascii.utf8.count && self == ascii
    }
}
