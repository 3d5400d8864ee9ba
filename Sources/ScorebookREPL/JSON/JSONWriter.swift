/// Builds compact JSON text by appending UTF-8 bytes to `bytes`.
///
/// Commas are automatic: inside an array every value after the first gets one,
/// inside an object every `key(_:)` after the first does (the value after a key never does).
/// `writeRaw` is the exception: it appends verbatim and leaves the comma state alone.
public struct JSONWriter: Sendable {
    /// The output so far, UTF-8 encoded.
    public var bytes: [UInt8]

    /// One entry per open array or object.
    private var containers: [Container] = []

    private struct Container: Sendable {
        var isObject: Bool
        var hasItems = false
    }

    /// Creates an empty writer with room for `capacity` bytes.
    public init(capacity: Int = 256) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// Clears the output and any open containers, keeping the allocated capacity.
    public mutating func reset() {
        bytes.removeAll(keepingCapacity: true)
        containers.removeAll(keepingCapacity: true)
    }

    // MARK: Values

    /// Writes a whole value compactly, object keys in member order.
    public mutating func write(_ value: JSONValue) {
        switch value {
        case .null: writeNull()
        case .bool(let b): writeBool(b)
        case .number(let n): writeNumber(n)
        case .string(let s): writeString(s)
        case .array(let elements):
            beginArray()
            for element in elements { write(element) }
            endArray()
        case .object(let object):
            beginObject()
            for member in object.members {
                key(member.key)
                write(member.value)
            }
            endObject()
        }
    }

    /// Writes `null`.
    public mutating func writeNull() {
        beginValue()
        appendStatic("null")
    }

    /// Writes `true` or `false`.
    public mutating func writeBool(_ b: Bool) {
        beginValue()
        appendStatic(b ? "true" : "false")
    }

    /// Writes a string with quotes and escapes; non-ASCII text is written as raw UTF-8.
    public mutating func writeString(_ s: String) {
        beginValue()
        appendQuoted(s)
    }

    /// Writes an integer in decimal.
    public mutating func writeInt(_ i: Int) {
        beginValue()
        if i < 0 { bytes.append(UInt8(ascii: "-")) }
        // Digits come out least significant first; reverse them in place to avoid a temporary.
        var magnitude = i.magnitude
        let start = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes[start...].reverse()
    }

    /// Writes the shortest text that reads back as `d`; integral values have no ".0" (13.0 -> `13`).
    public mutating func writeDouble(_ d: Double) {
        precondition(d.isFinite, "JSON cannot represent \(d)")
        beginValue()
        // Swift's description is the shortest round-trip form and valid JSON ("13.5", "1e-05", "1e+16").
        var text = d.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(contentsOf: text.utf8)
    }

    /// Writes a number exactly as it was parsed, e.g. to echo a request id.
    public mutating func writeNumber(_ n: JSONNumber) {
        beginValue()
        bytes.append(contentsOf: n.text.utf8)
    }

    /// Appends ASCII text verbatim, with no comma handling (e.g. a value right after `key(_:)`).
    public mutating func writeRaw(_ ascii: StaticString) {
        appendStatic(ascii)
    }

    // MARK: Containers

    /// Opens an object; follow with `key(_:)`/value pairs and `endObject()`.
    public mutating func beginObject() {
        beginValue()
        bytes.append(UInt8(ascii: "{"))
        containers.append(Container(isObject: true))
    }

    /// Closes the innermost object.
    public mutating func endObject() {
        assert(containers.last?.isObject == true, "endObject() without a matching beginObject()")
        _ = containers.popLast()  // unbalanced calls are a bug, caught by the assert in debug builds
        bytes.append(UInt8(ascii: "}"))
    }

    /// Opens an array; follow with values and `endArray()`.
    public mutating func beginArray() {
        beginValue()
        bytes.append(UInt8(ascii: "["))
        containers.append(Container(isObject: false))
    }

    /// Closes the innermost array.
    public mutating func endArray() {
        assert(containers.last?.isObject == false, "endArray() without a matching beginArray()")
        _ = containers.popLast()  // unbalanced calls are a bug, caught by the assert in debug builds
        bytes.append(UInt8(ascii: "]"))
    }

    /// Writes the comma if needed, the quoted key and the colon; the next write is the member's value.
    public mutating func key(_ k: String) {
        assert(containers.last?.isObject == true, "key(_:) outside an object")
        if let last = containers.indices.last {
            if containers[last].hasItems { bytes.append(UInt8(ascii: ",")) }
            containers[last].hasItems = true
        }
        appendQuoted(k)
        bytes.append(UInt8(ascii: ":"))
    }

    // MARK: Helpers

    /// Writes the comma before an array element; values after a key or at top level need none.
    @inline(__always)
    private mutating func beginValue() {
        guard let last = containers.indices.last, !containers[last].isObject else { return }
        if containers[last].hasItems { bytes.append(UInt8(ascii: ",")) }
        containers[last].hasItems = true
    }

    private mutating func appendStatic(_ ascii: StaticString) {
        // withUTF8Buffer also handles one-scalar StaticStrings, which have no pointer representation.
        ascii.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    private mutating func appendQuoted(_ s: String) {
        bytes.append(UInt8(ascii: "\""))
        var s = s
        s.withUTF8 { utf8 in
            // Copy runs that need no escaping in bulk.
            var runStart = 0
            for i in 0..<utf8.count where needsEscape(utf8[i]) {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<i]))
                appendEscape(utf8[i])
                runStart = i + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func appendEscape(_ byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        default:
            bytes.append(contentsOf: "u00".utf8)
            bytes.append(contentsOf: hexByte(byte).utf8)
        }
    }
}

@inline(__always)
private func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
}
