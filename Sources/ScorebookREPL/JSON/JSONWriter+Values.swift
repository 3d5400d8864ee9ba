import ScorebookCore

// What only the REPL writes: the values its parser reads, echoed.

extension JSONWriter {
    /// Writes a whole value compactly, object keys in member order.
    func write(_ value: JSONValue) {
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
                key(text: member.key)
                write(member.value)
            }
            endObject()
        }
    }

    /// Writes a number exactly as it was parsed, e.g. to echo a request id.
    func writeNumber(_ n: JSONNumber) {
        var text = n.text
        text.withUTF8 { writeJSON($0) }
    }

    /// Writes one complete JSON value already encoded, such as a cached result.
    func writeJSON(_ json: [UInt8]) {
        json.withUnsafeBufferPointer { writeJSON($0) }
    }

    /// Writes a value from a request's tape, such as its id: a number or a
    /// string without escapes is copied as written, which is what writing its
    /// value would give.
    func write(_ token: JSONToken, of tape: JSONTape) {
        switch tape.kind(token) {
        case .number:
            writeJSON(tape.rawBytes(token).assumingMemoryBound(to: UInt8.self))
        case .string where !tape.tokens[token.index].flag:
            writeString(escaped: tape.rawBytes(token).assumingMemoryBound(to: UInt8.self))
        default:
            write(tape.value(token))
        }
    }
}
