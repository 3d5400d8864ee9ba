/// A value in a ``JSONTape``: its position among the tape's tokens. A type of
/// its own, so a token is never taken for a count, an index or a number.
struct JSONToken: Hashable, Sendable {
    let index: Int
}

/// A JSON text read into one flat list of tokens that point into its bytes.
///
/// A request is read once, front to back: a tape costs no allocation where a
/// tree costs one per object, array and string, and its strings and numbers
/// stay bytes until a method asks for them. Tokens are in document order; a
/// container's token is followed by its items (an object's as key, value,
/// key, value …). A tape is a view, valid inside ``JSONParser/withTape(_:_:)``
/// only: the bytes and the tokens must outlive it.
struct JSONTape {
    enum Kind: UInt8 {
        case null, bool, number, string, array, object

        /// The name error messages use.
        var typeName: String {
            switch self {
            case .null: "null"
            case .bool: "boolean"
            case .number: "number"
            case .string: "string"
            case .array: "array"
            case .object: "object"
            }
        }
    }

    /// What the parser records of a value.
    struct Entry {
        var kind: Kind
        /// For a bool, its value; for a string, whether it has escapes to decode.
        var flag: Bool
        /// A scalar's first byte (a string's after its quote); a container's item count.
        var start: Int32
        /// A scalar's end (a string's before its quote); for a container, the
        /// index of the first token after it.
        var end: Int32
    }

    /// The token of the whole document's value.
    static let root = JSONToken(index: 0)

    let bytes: UnsafeRawBufferPointer
    let tokens: UnsafeBufferPointer<Entry>

    func kind(_ token: JSONToken) -> Kind { tokens[token.index].kind }

    /// The JSON type name for error messages, as ``JSONValue/typeName``.
    func typeName(_ token: JSONToken) -> String { tokens[token.index].kind.typeName }

    /// A boolean's value.
    func bool(_ token: JSONToken) -> Bool { tokens[token.index].flag }

    /// The token after `token`'s value, skipping everything inside it.
    func next(_ token: JSONToken) -> JSONToken {
        switch tokens[token.index].kind {
        case .array, .object: JSONToken(index: Int(tokens[token.index].end))
        default: JSONToken(index: token.index + 1)
        }
    }

    /// How many members or elements a container has.
    func count(_ container: JSONToken) -> Int { Int(tokens[container.index].start) }

    // MARK: Scalars

    /// A number's or an unescaped string's bytes, exactly as written.
    func rawBytes(_ token: JSONToken) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: bytes[Int(tokens[token.index].start)..<Int(tokens[token.index].end)])
    }

    /// Whether a string token is exactly `ascii`, compared as bytes after decoding escapes.
    @inline(__always)
    func string(_ token: JSONToken, is ascii: String) -> Bool {
        let token = tokens[token.index]
        guard !token.flag else { return decodedBytes(token).elementsEqual(ascii.utf8) }
        // Most names differ in length: compare bytes only when the lengths agree.
        guard Int(token.end - token.start) == ascii.utf8.count else { return false }
        let raw = UnsafeRawBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)])
        return ascii.utf8.withContiguousStorageIfAvailable { sameBytes(raw, UnsafeRawBufferPointer($0)) }
            ?? raw.elementsEqual(ascii.utf8)
    }

    /// Whether a string token is exactly `name`, a name the code gives. The
    /// same steps as the `String` form, kept apart: a shared helper measured
    /// 3–5 % more instructions per request, and this runs for every key.
    @inline(__always)
    func string(_ token: JSONToken, is name: StaticString) -> Bool {
        let token = tokens[token.index]
        guard !token.flag else { return name.withUTF8Buffer { decodedBytes(token).elementsEqual($0) } }
        let count = Int(token.end - token.start)
        guard count == name.utf8CodeUnitCount else { return false }
        let raw = UnsafeRawBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)])
        return name.withUTF8Buffer { sameBytes(raw, UnsafeRawBufferPointer($0)) }
    }

    /// A string token's value.
    func string(_ token: JSONToken) -> String {
        if tokens[token.index].flag { return String(decoding: decodedBytes(token), as: UTF8.self) }
        return String(decoding: rawBytes(token).assumingMemoryBound(to: UInt8.self), as: UTF8.self)
    }

    /// A number token's exact text.
    func number(_ token: JSONToken) -> JSONNumber {
        JSONNumber(validatedText: String(decoding: rawBytes(token).assumingMemoryBound(to: UInt8.self), as: UTF8.self))
    }

    /// A number token's exact integral value, as ``JSONNumber/int``; plain
    /// integers of up to 18 digits are read straight from the bytes.
    func int(_ token: JSONToken) -> Int? {
        plainInt(token) ?? number(token).int
    }

    /// A number token's value as the nearest `Double`, `nil` past its range.
    /// A plain decimal of up to 15 significant digits and 22 decimals (`35.95188`,
    /// `-79.09`) is read straight from the bytes: its digits and the power of
    /// ten are both exact doubles, so one division rounds correctly (Clinger's
    /// fast path); any other number goes through its text.
    func double(_ token: JSONToken) -> Double? {
        let text = rawBytes(token)
        let negative = text.first == UInt8(ascii: "-")
        var digits = 0, significant = 0, decimals = -1
        for byte in negative ? UnsafeRawBufferPointer(rebasing: text.dropFirst()) : text {
            if byte == UInt8(ascii: ".") {
                decimals = 0
                continue
            }
            guard byte &- UInt8(ascii: "0") < 10, significant < 15 || byte == UInt8(ascii: "0") && digits == 0 else {
                return number(token).double  // an exponent, or too many digits
            }
            digits = digits &* 10 &+ Int(byte &- UInt8(ascii: "0"))
            if digits > 0 { significant += 1 }
            if decimals >= 0 { decimals += 1 }
        }
        guard decimals <= 22 else { return number(token).double }
        let value = Double(digits) / Self.powersOfTen[max(decimals, 0)]
        return negative ? -value : value
    }

    /// 10⁰ … 10²², each exact as a `Double`.
    private static let powersOfTen: [Double] = (0...22).map { (0..<$0).reduce(1.0) { value, _ in value * 10 } }

    /// A number token's value if it is written as a plain integer of up to 18 digits, such as `-17`.
    func plainInt(_ token: JSONToken) -> Int? {
        let digits = rawBytes(token)
        let negative = digits.first == UInt8(ascii: "-")
        let magnitude = negative ? UnsafeRawBufferPointer(rebasing: digits.dropFirst()) : digits
        guard magnitude.count <= 18 else { return nil }
        var value = 0
        for digit in magnitude {
            guard digit &- UInt8(ascii: "0") < 10 else { return nil }  // a fraction or an exponent
            value = value &* 10 &+ Int(digit &- UInt8(ascii: "0"))  // at most 18 digits: no overflow
        }
        return negative ? -value : value
    }

    /// Calls `body` with a string token's UTF-8 bytes, decoded only if it has escapes.
    func withStringBytes<R>(_ token: JSONToken, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if tokens[token.index].flag { return decodedBytes(token).withUnsafeBufferPointer(body) }
        return body(rawBytes(token).assumingMemoryBound(to: UInt8.self))
    }

    // MARK: Containers

    /// The value of an object's member named `key`, an ASCII name the code gives.
    func member(_ object: JSONToken, _ key: StaticString) -> JSONToken? {
        // A plain loop rather than `members(_:)`: this runs for every parameter a method reads.
        var name = object.index + 1
        let end = Int(tokens[object.index].end)
        while name < end {
            if string(JSONToken(index: name), is: key) { return JSONToken(index: name + 1) }
            name = next(JSONToken(index: name + 1)).index
        }
        return nil
    }

    /// An object's members as (key token, value token), in source order.
    func members(_ object: JSONToken) -> Members { Members(tape: self, position: object.index + 1, end: Int(tokens[object.index].end)) }

    /// An array's element tokens, in order.
    func elements(_ array: JSONToken) -> Elements { Elements(tape: self, position: array.index + 1, end: Int(tokens[array.index].end)) }

    struct Members: Sequence, IteratorProtocol {
        let tape: JSONTape
        var position: Int
        let end: Int

        mutating func next() -> (key: JSONToken, value: JSONToken)? {
            guard position < end else { return nil }
            let key = JSONToken(index: position)
            position = tape.next(JSONToken(index: position + 1)).index
            return (key, JSONToken(index: key.index + 1))
        }
    }

    struct Elements: Sequence, IteratorProtocol {
        let tape: JSONTape
        var position: Int
        let end: Int

        mutating func next() -> JSONToken? {
            guard position < end else { return nil }
            let token = JSONToken(index: position)
            position = tape.next(token).index
            return token
        }
    }

    // MARK: Trees

    /// The value at `token` as a tree, for tests and for values echoed whole.
    func value(_ token: JSONToken) -> JSONValue {
        switch tokens[token.index].kind {
        case .null: .null
        case .bool: .bool(tokens[token.index].flag)
        case .number: .number(number(token))
        case .string: .string(string(token))
        case .array: .array(elements(token).map(value))
        case .object: .object(JSONObject(members: members(token).map { (key: string($0.key), value: value($0.value)) }))
        }
    }
}

/// Whether two buffers hold the same bytes.
func sameBytes(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
    guard a.count == b.count else { return false }
    for i in 0..<a.count where a[i] != b[i] { return false }
    return true
}
