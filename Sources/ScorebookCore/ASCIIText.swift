/// Short ASCII text written straight into a string's storage: dates and
/// times are written in every answer that names one, and padding each
/// number as a string of its own made several strings to make one.
struct ASCIIText {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    private(set) var count = 0

    /// A string of at most `capacity` bytes, as `write` writes it.
    static func string(capacity: Int, _ write: (inout ASCIIText) -> Void) -> String {
        String(unsafeUninitializedCapacity: capacity) { buffer in
            var text = ASCIIText(buffer: buffer)
            write(&text)
            return text.count
        }
    }

    private init(buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

    mutating func append(_ byte: UInt8) {
        buffer[count] = byte
        count += 1
    }

    /// `value` in decimal, zero-padded to `width` digits, after a minus sign if negative.
    mutating func append(_ value: Int, width: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude, digits = 1
        while digits < width || magnitude >= 10 {
            digits += 1
            magnitude /= 10
        }
        magnitude = value.magnitude
        for position in stride(from: count + digits - 1, through: count, by: -1) {
            buffer[position] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
        }
        count += digits
    }
}
