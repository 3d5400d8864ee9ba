import ScorebookCore

/// Decodes arrays the generator packs into base64 string literals.
///
/// A string literal is static data that compiles in constant time, where a
/// large array literal takes seconds and gigabytes; decoding happens once,
/// when a table is first used.
@_spi(ScorebookTables) public enum PackedArray {
    /// Little-endian elements, their bytes in base64.
    public static func decode<T: FixedWidthInteger>(_ base64: StaticString, as type: T.Type) -> [T] {
        let width = T.bitWidth / 8
        let bytes = base64.withUTF8Buffer { Base64.decode($0) }
        guard let bytes, bytes.count % width == 0 else { preconditionFailure("a packed table is not base64 of whole elements") }
        let count = bytes.count / width
        // Assembled in place from the decoded bytes: this runs on a request's path, the first time a table is used.
        return [T](unsafeUninitializedCapacity: count) { elements, initialized in
            for element in 0..<count {
                var value: T = 0
                for byte in 0..<width { value |= T(truncatingIfNeeded: bytes[element * width + byte]) << (byte * 8) }
                elements.initializeElement(at: element, to: value)
            }
            initialized = count
        }
    }

    /// Doubles packed as their little-endian bit patterns, so each reads back exactly.
    public static func doubles(_ base64: StaticString) -> [Double] {
        decode(base64, as: UInt64.self).map(Double.init(bitPattern:))
    }
}
