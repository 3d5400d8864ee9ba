import ScorebookCore

/// Builds Swift source text line by line with indentation: a plain string
/// writer, which keeps the generator fast and free of swift-syntax. It takes
/// only ``SwiftCode``, so table text reaches the output escaped or not at all.
struct SwiftWriter {
    private(set) var text = ""
    private var depth = 0
    /// Past this many bytes the writer stops writing and says so: many
    /// tables, each within its own bounds, must not fill memory before the
    /// generated file's bound is checked.
    let limit: Int
    private(set) var overflowed = false

    init(limit: Int = .max) {
        self.limit = limit
    }

    mutating func line(_ content: SwiftCode = "") {
        // SwiftCode escapes every table's text: a line break here is the
        // compiler's own bug, and would let text out of a comment or a literal.
        precondition(!content.text.utf8.contains { $0 == 0x0A || $0 == 0x0D }, "a generated line holds a line break")
        guard !overflowed else { return }
        if content.text.isEmpty {
            text += "\n"
        } else {
            text += String(repeating: "    ", count: depth) + content.text + "\n"
        }
        overflowed = text.utf8.count > limit
    }

    /// Writes `opening`, the body one level deeper, then `closing`.
    mutating func block(_ opening: SwiftCode, _ closing: SwiftCode = "}", _ body: (inout SwiftWriter) -> Void) {
        line(opening)
        depth += 1
        body(&self)
        depth -= 1
        line(closing)
    }

    /// Another writer's lines, as written.
    mutating func append(_ other: SwiftWriter) {
        text += other.text
    }

    /// Arrays up to this size are emitted as typed literals; larger ones are
    /// packed into a string literal, which compiles in constant time.
    static let largestArrayLiteral = 1023

    /// `name: [1, 2, 3],` or, for a large array, `name: PackedArray.decode("…", as: T.self),`.
    mutating func integerArrayArgument(_ name: SwiftCode, _ values: [Int], as type: IntegerType, last: Bool = false) {
        let comma: SwiftCode = last ? "" : ","
        guard values.count > Self.largestArrayLiteral else {
            // Twenty numbers a line; on one line if they fit in 80 characters.
            let lines = stride(from: 0, to: values.count, by: 20).map { SwiftCode(numbers: values[$0..<min($0 + 20, values.count)]) }
            if lines.reduce(0, { $0 + $1.text.utf8.count + 2 }) <= 82 {
                line("\(name): [\(SwiftCode(joining: lines))]\(comma)")
                return
            }
            block("\(name): [", "]\(comma)") { writer in
                for numbers in lines { writer.line("\(numbers),") }
            }
            return
        }
        packed(name, "PackedArray.decode(", bytes: IntegerType.littleEndian(values, bytes: type.byteWidth), then: "as: \(type.swiftType).self", comma: comma)
    }

    /// `name: PackedArray.doubles("…"),`: each Double's bits, so it reads back
    /// exactly, in a string literal, which compiles faster than float literals.
    mutating func doubleArrayArgument(_ name: SwiftCode, _ values: [Double], last: Bool = false) {
        let bytes = IntegerType.littleEndian(values.map(\.bitPattern), bytes: 8)
        packed(name, "PackedArray.doubles(", bytes: bytes, then: nil, comma: last ? "" : ",")
    }

    private mutating func packed(_ name: SwiftCode, _ call: SwiftCode, bytes: [UInt8], then argument: SwiftCode?, comma: SwiftCode) {
        line("\(name): \(call)")
        depth += 1
        line("\"\"\"")
        // One long line of base64, wrapped with `\` line continuations for diffs.
        // Sliced as bytes: indexing a String by offset would make this quadratic.
        let text = Base64.encode(bytes)
        for chunk in stride(from: 0, to: text.count, by: 128) {
            let characters = SwiftCode(base64: text[chunk..<min(chunk + 128, text.count)])
            line(chunk + 128 < text.count ? "\(characters)\\" : characters)
        }
        if let argument {
            line("\"\"\",")
            line(argument)
        } else {
            line("\"\"\"")
        }
        depth -= 1
        line(")\(comma)")
    }
}

/// Element types of generated arrays, stored little-endian when packed.
enum IntegerType {
    case uint8, int16, int32, uint32

    /// The Swift type's name.
    var swiftType: SwiftCode {
        switch self {
        case .uint8: "UInt8"
        case .int16: "Int16"
        case .int32: "Int32"
        case .uint32: "UInt32"
        }
    }

    var byteWidth: Int {
        switch self {
        case .uint8: 1
        case .int16: 2
        case .int32, .uint32: 4
        }
    }

    /// The low `width` bytes of each value, little-endian.
    static func littleEndian<T: FixedWidthInteger>(_ values: [T], bytes width: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(values.count * width)
        for value in values {
            for byte in 0..<width { bytes.append(UInt8(truncatingIfNeeded: value >> (byte * 8))) }
        }
        return bytes
    }

    func contains(_ value: Int) -> Bool {
        switch self {
        case .uint8: UInt8(exactly: value) != nil
        case .int16: Int16(exactly: value) != nil
        case .int32: Int32(exactly: value) != nil
        case .uint32: UInt32(exactly: value) != nil
        }
    }
}
