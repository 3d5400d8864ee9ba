/// Decodes arrays the generator packs into hex string literals.
///
/// A string literal is static data that compiles in constant time, where a
/// large array literal takes seconds and gigabytes; decoding happens once,
/// when a table is first used.
enum PackedArray {
    /// Little-endian elements, two hex digits per byte.
    static func decode<T: FixedWidthInteger>(_ hex: StaticString, as type: T.Type) -> [T] {
        hex.withUTF8Buffer { digits in
            let width = T.bitWidth / 8
            precondition(digits.count % (2 * width) == 0, "packed table has a partial element")
            var result: [T] = []
            result.reserveCapacity(digits.count / (2 * width))
            var index = 0
            while index < digits.count {
                var value: T = 0
                for byte in 0..<width {
                    let high = nibble(digits[index]), low = nibble(digits[index + 1])
                    value |= T(truncatingIfNeeded: high << 4 | low) << (byte * 8)
                    index += 2
                }
                result.append(value)
            }
            return result
        }
    }

    private static func nibble(_ digit: UInt8) -> UInt8 {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        default: preconditionFailure("packed table holds a non-hex byte \(digit)")
        }
    }
}
