/// RFC 4648 base64, padded: a FIT export's bytes in an answer, and the
/// generator's packed tables in a string literal (four characters for each
/// three bytes, where hex takes six).
package enum Base64 {
    package static func encode(_ bytes: [UInt8]) -> [UInt8] {
        let length = (bytes.count + 2) / 3 * 4
        return [UInt8](unsafeUninitializedCapacity: length) { text, initialized in
            alphabet.withUnsafeBufferPointer { alphabet in
                var index = 0, written = 0
                while index < bytes.count {
                    let count = min(3, bytes.count - index)
                    var group = 0
                    for offset in 0..<3 { group = group << 8 | Int(offset < count ? bytes[index + offset] : 0) }
                    for position in 0..<4 {
                        text[written + position] = position <= count ? alphabet[(group >> (18 - 6 * position)) & 63] : UInt8(ascii: "=")
                    }
                    index += 3
                    written += 4
                }
            }
            initialized = length
        }
    }

    /// The bytes, or `nil` for text that is not padded base64.
    package static func decode(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard text.count % 4 == 0 else { return nil }
        let padding = text.last != UInt8(ascii: "=") ? 0 : text[text.count - 2] == UInt8(ascii: "=") ? 2 : 1
        let length = text.count / 4 * 3 - padding
        var valid = true
        let bytes = sextets.withUnsafeBufferPointer { sextets in
            [UInt8](unsafeUninitializedCapacity: length) { out, initialized in
                var written = 0
                for group in stride(from: 0, to: text.count, by: 4) where valid {
                    var bits = 0
                    for offset in 0..<4 {
                        let isPadding = group + 4 == text.count && offset >= 4 - padding
                        let value = isPadding ? 0 : sextets[Int(text[group + offset])]
                        valid = valid && value != invalid
                        bits = bits << 6 | Int(value)
                    }
                    for byte in 0..<3 where valid && written < length {
                        out[written] = UInt8(truncatingIfNeeded: bits >> (16 - 8 * byte))
                        written += 1
                    }
                }
                initialized = written
            }
        }
        return valid ? bytes : nil
    }

    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// Each byte's six bits, ``invalid`` for a byte outside the alphabet:
    /// one load a character, where packed tables are decoded on a request's path.
    private static let sextets: [UInt8] = (0...255).map { byte in
        alphabet.firstIndex(of: UInt8(byte)).map(UInt8.init) ?? invalid
    }
    private static let invalid: UInt8 = 0xFF
}
