extension JSONWriter {
    /// The output laid out for a file people read and diff line by line: two
    /// spaces an indent, a member or item a line, a list of scalars on one
    /// line (`["integer", "string"]`), `{}` and `[]` when empty, and a newline
    /// at the end. Only whitespace is added: every token is the one the
    /// writer wrote, so escaping stays the writer's alone.
    package var indentedText: String {
        withBytes { compact in
            var out: [UInt8] = []
            out.reserveCapacity(compact.count * 2)
            var depth = 0
            var index = 0
            /// Inside a list of scalars, which stays on one line.
            var inline = false
            func newline() {
                out.append(UInt8(ascii: "\n"))
                out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
            }
            while index < compact.count {
                let byte = compact[index]
                switch byte {
                case UInt8(ascii: "\""):
                    let end = Self.endOfString(startingAt: index, in: compact)
                    out.append(contentsOf: compact[index..<end])
                    index = end
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    out.append(byte)
                    let close = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                    if compact[index + 1] == close {
                        out.append(close)
                        index += 1
                    } else if byte == UInt8(ascii: "[") && Self.holdsOnlyScalars(arrayAfter: index, in: compact) {
                        inline = true
                    } else {
                        depth += 1
                        newline()
                    }
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    if inline {
                        inline = false
                    } else {
                        depth -= 1
                        newline()
                    }
                    out.append(byte)
                case UInt8(ascii: ","):
                    out.append(byte)
                    if inline { out.append(UInt8(ascii: " ")) } else { newline() }
                case UInt8(ascii: ":"):
                    out.append(contentsOf: [UInt8(ascii: ":"), UInt8(ascii: " ")])
                default:
                    out.append(byte)
                }
                index += 1
            }
            out.append(UInt8(ascii: "\n"))
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// Just past the closing quote of the string that opens at `start`.
    private static func endOfString(startingAt start: Int, in json: UnsafeBufferPointer<UInt8>) -> Int {
        var index = start + 1
        while json[index] != UInt8(ascii: "\"") {
            index += json[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        return index + 1
    }

    /// Whether the array opening at `start` closes before any container
    /// opens inside it: scalars hold no brackets outside their strings.
    private static func holdsOnlyScalars(arrayAfter start: Int, in json: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = start + 1
        while true {
            switch json[index] {
            case UInt8(ascii: "\""): index = endOfString(startingAt: index, in: json)
            case UInt8(ascii: "]"): return true
            case UInt8(ascii: "["), UInt8(ascii: "{"): return false
            default: index += 1
            }
        }
    }
}
