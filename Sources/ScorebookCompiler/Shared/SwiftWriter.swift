import ScorebookCore

/// Builds Swift source text line by line with indentation: a plain string
/// writer, which keeps the generator fast and free of swift-syntax.
struct SwiftWriter {
    private(set) var text = ""
    private var depth = 0

    mutating func line(_ content: String = "") {
        if content.isEmpty {
            text += "\n"
        } else {
            text += String(repeating: "    ", count: depth) + content + "\n"
        }
    }

    /// Writes `opening`, the body one level deeper, then `closing`.
    mutating func block(_ opening: String, _ closing: String = "}", _ body: (inout SwiftWriter) -> Void) {
        line(opening)
        depth += 1
        body(&self)
        depth -= 1
        line(closing)
    }

    // MARK: Literals

    /// The Swift that builds a date, or `nil`.
    static func dateLiteral(_ date: CalendarDate?) -> String {
        guard let date else { return "nil" }
        return "CalendarDate(year: \(date.year), month: \(date.month), day: \(date.day))"
    }

    /// A Swift string literal for any text.
    static func stringLiteral(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7f:
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Arrays up to this size are emitted as typed literals; larger ones are
    /// packed into a string literal, which compiles in constant time.
    static let largestArrayLiteral = 1023

    /// `name: [1, 2, 3],` or, for a large array, `name: PackedArray.decode("…", as: T.self),`.
    mutating func integerArrayArgument(_ name: String, _ values: [Int], as type: IntegerType, last: Bool = false) {
        let comma = last ? "" : ","
        guard values.count > Self.largestArrayLiteral else {
            let numbers = values.map(String.init)
            if numbers.joined(separator: ", ").count <= 80 {
                line("\(name): [\(numbers.joined(separator: ", "))]\(comma)")
                return
            }
            block("\(name): [", "]\(comma)") { writer in
                for chunk in stride(from: 0, to: numbers.count, by: 20) {
                    writer.line(numbers[chunk..<min(chunk + 20, numbers.count)].joined(separator: ", ") + ",")
                }
            }
            return
        }
        let hex = type.packedHex(values)
        line("\(name): PackedArray.decode(")
        depth += 1
        line("\"\"\"")
        // One long line of hex, wrapped with `\` line continuations for diffs.
        // Sliced as bytes: indexing a String by offset would make this quadratic.
        let lines = stride(from: 0, to: hex.count, by: 128).map { chunk in
            String(decoding: hex[chunk..<min(chunk + 128, hex.count)], as: UTF8.self)
        }
        for (index, text) in lines.enumerated() {
            line(index == lines.count - 1 ? text : text + "\\")
        }
        line("\"\"\",")
        line("as: \(type.rawValue).self")
        depth -= 1
        line(")\(comma)")
    }
}

/// Element types of generated arrays, stored little-endian when packed.
enum IntegerType: String {
    case uint8 = "UInt8"
    case int32 = "Int32"
    case uint32 = "UInt32"

    var byteWidth: Int { self == .uint8 ? 1 : 4 }

    /// The values' little-endian bytes as ASCII hex digits.
    func packedHex(_ values: [Int]) -> [UInt8] {
        let digits = Array("0123456789abcdef".utf8)
        var hex: [UInt8] = []
        hex.reserveCapacity(values.count * byteWidth * 2)
        for value in values {
            for byte in 0..<byteWidth {
                let bits = UInt8(truncatingIfNeeded: value >> (byte * 8))
                hex.append(digits[Int(bits >> 4)])
                hex.append(digits[Int(bits & 0xf)])
            }
        }
        return hex
    }

    func contains(_ value: Int) -> Bool {
        switch self {
        case .uint8: UInt8(exactly: value) != nil
        case .int32: Int32(exactly: value) != nil
        case .uint32: UInt32(exactly: value) != nil
        }
    }
}
