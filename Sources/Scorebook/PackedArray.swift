/// Decodes arrays the generator packs into hex string literals.
///
/// A string literal is static data that compiles in constant time, where a
/// large array literal takes seconds and gigabytes; decoding happens once,
/// when a table is first used.
@_spi(ScorebookTables) public enum PackedArray {
    /// Little-endian elements, two hex digits per byte.
    public static func decode<T: FixedWidthInteger>(_ hex: StaticString, as type: T.Type) -> [T] {
        hex.withUTF8Buffer { digits in
            let width = T.bitWidth / 8
            precondition(digits.count % (2 * width) == 0, "packed table has a partial element")
            let count = digits.count / (2 * width)
            // Filled in place: this runs on a request's path, the first time a table is used.
            return [T](unsafeUninitializedCapacity: count) { elements, initialized in
                var index = 0
                for element in 0..<count {
                    var value: T = 0
                    for byte in 0..<width {
                        let high = nibble(digits[index]), low = nibble(digits[index + 1])
                        value |= T(truncatingIfNeeded: high << 4 | low) << (byte * 8)
                        index += 2
                    }
                    elements.initializeElement(at: element, to: value)
                }
                initialized = count
            }
        }
    }

    /// Doubles packed as their little-endian bit patterns, so each reads back exactly.
    public static func doubles(_ hex: StaticString) -> [Double] {
        decode(hex, as: UInt64.self).map(Double.init(bitPattern:))
    }

    /// `0`-`9` and `a`-`f` without a branch: letters have bit 6 set and need 9 more.
    @inline(__always)
    private static func nibble(_ digit: UInt8) -> UInt8 {
        assert((0x30...0x39).contains(digit) || (0x61...0x66).contains(digit), "packed table holds a non-hex byte")
        return (digit & 0x0F) &+ 9 &* (digit >> 6)
    }
}
