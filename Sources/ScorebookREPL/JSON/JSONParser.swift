import Scorebook

/// Why parsing failed and where.
@_spi(Testing) public struct JSONParseError: Error, Equatable, Sendable {
    /// A short, lower-case description, e.g. `expected ':' after object key`.
    public let message: String
    /// The byte offset in the input where the problem was found.
    public let offset: Int

    /// Creates an error with a message and byte offset.
    public init(message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }
}

/// A strict RFC 8259 JSON parser working directly on UTF-8 bytes.
@_spi(Testing) public enum JSONParser {
    /// The deepest allowed nesting of arrays and objects.
    static let maxDepth = 512

    /// Reads exactly one JSON value, optionally surrounded by whitespace, into
    /// a tape over `bytes` and calls `body` with it. The tape must not escape
    /// `body`: its tokens live in `scratch`, which the next parse reuses.
    static func withTape<R>(
        _ bytes: UnsafeRawBufferPointer, scratch given: Scratch = Scratch(), _ body: (JSONTape) throws(JSONParseError) -> R
    ) throws(JSONParseError) -> R {
        // A parse inside `body` (a batch's callback answering another line on
        // the same server) must not reuse, or free, memory the outer tape is using.
        let scratch = given.isLent ? Scratch() : given
        scratch.isLent = true
        defer { scratch.isLent = false }
        // Token offsets are 32-bit; request lines are far shorter.
        guard bytes.count < Int(Int32.max) else { throw JSONParseError(message: "input longer than 2 GiB", offset: 0) }
        // Every token takes at least one byte, so the input's length bounds
        // their number: the parser writes them with no growth and no checks.
        let tokens = scratch.tokens(for: bytes.count + 1)
        defer { scratch.release(tokens) }
        var parser = Parser(bytes, tokens: tokens, stack: scratch.stack)
        try parser.parseDocument()
        return try body(JSONTape(bytes: bytes, tokens: UnsafeBufferPointer(rebasing: tokens[..<parser.tokenCount])))
    }

    /// The memory a parse needs, kept from one parse to the next so that
    /// reading a request line allocates nothing. One parse at a time.
    final class Scratch {
        /// Room for this many tokens is kept between parses; a longer line's
        /// tokens are allocated for that line alone, so one huge line does
        /// not hold its memory afterwards.
        static let keptTokens = 1 << 14
        private var kept: UnsafeMutableBufferPointer<JSONTape.Entry>
        /// Whether a tape is using this memory now.
        var isLent = false
        /// The open containers of a parse, innermost last.
        let stack = UnsafeMutableBufferPointer<Container>.allocate(capacity: JSONParser.maxDepth)

        init() {
            kept = .allocate(capacity: 1024)
        }

        deinit {
            kept.deallocate()
            stack.deallocate()
        }

        /// Room for `count` tokens; hand it back with ``release(_:)``.
        func tokens(for count: Int) -> UnsafeMutableBufferPointer<JSONTape.Entry> {
            if count <= kept.count { return kept }
            guard count <= Self.keptTokens else { return .allocate(capacity: count) }
            kept.deallocate()
            kept = .allocate(capacity: min(max(count, kept.count * 2), Self.keptTokens))
            return kept
        }

        func release(_ tokens: UnsafeMutableBufferPointer<JSONTape.Entry>) {
            if tokens.baseAddress != kept.baseAddress { tokens.deallocate() }
        }
    }

    /// Parses exactly one JSON value, optionally surrounded by whitespace.
    public static func parse(_ bytes: UnsafeRawBufferPointer) throws(JSONParseError) -> JSONValue {
        try withTape(bytes) { tape in tape.value(JSONTape.root) }
    }

    /// Parses exactly one JSON value, optionally surrounded by whitespace.
    public static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        let result: Result<JSONValue, JSONParseError> = bytes.withUnsafeBytes { buffer in
            Result { () throws(JSONParseError) in try parse(buffer) }
        }
        return try result.get()
    }

    /// Parses exactly one JSON value, optionally surrounded by whitespace.
    public static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        let result: Result<JSONValue, JSONParseError>? = text.utf8.withContiguousStorageIfAvailable { buffer in
            Result { () throws(JSONParseError) in try parse(UnsafeRawBufferPointer(buffer)) }
        }
        if let result { return try result.get() }
        return try parse(Array(text.utf8))  // bridged or otherwise non-contiguous strings
    }
}

/// An array or object still being parsed; the parser keeps a stack of these instead of recursing.
struct Container {
    /// The container's own token, completed when it closes.
    var token: Int
    var isObject: Bool
    /// Items completed so far.
    var count: Int32 = 0
    /// One bit per key fingerprint seen: a new key is compared with the
    /// earlier ones only when its fingerprint's bit is already set.
    var fingerprints: UInt64 = 0
    /// Once an object gets big, its keys' index in the parser's `keySets`, so duplicate checks stay O(1).
    var keySet = -1
}

private extension UInt8 {
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let comma = UInt8(ascii: ",")
    static let colon = UInt8(ascii: ":")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let minus = UInt8(ascii: "-")
    static let zero = UInt8(ascii: "0")
    static let nine = UInt8(ascii: "9")

    var isDigit: Bool { self >= .zero && self <= .nine }
}

/// Whether each byte continues a plain run in a string: printable ASCII but
/// the quote and the backslash. One load per byte where four comparisons were.
nonisolated(unsafe) private let plainStringBytes: UnsafePointer<Bool> = {
    let table = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
    for byte in 0..<256 { table[byte] = byte >= 0x20 && byte < 0x80 && byte != 0x22 && byte != 0x5C }
    return UnsafePointer(table)
}()

private struct Parser {
    let bytes: UnsafeRawBufferPointer
    let end: Int
    var index = 0
    /// Room for as many tokens as the input has bytes.
    let tokens: UnsafeMutableBufferPointer<JSONTape.Entry>
    var tokenCount = 0
    /// ``plainStringBytes``, read once per parse rather than through its lazy accessor per byte.
    let plain = plainStringBytes
    /// The open containers, innermost last: room for ``JSONParser/maxDepth``.
    let stack: UnsafeMutableBufferPointer<Container>
    var depth = 0
    /// The keys of each big object, as decoded bytes.
    var keySets: [Set<[UInt8]>] = []

    init(
        _ bytes: UnsafeRawBufferPointer, tokens: UnsafeMutableBufferPointer<JSONTape.Entry>,
        stack: UnsafeMutableBufferPointer<Container> = UnsafeMutableBufferPointer(start: nil, count: 0)
    ) {
        self.bytes = bytes
        self.end = bytes.count
        self.tokens = tokens
        self.stack = stack
    }

    @inline(__always)
    mutating func append(_ token: JSONTape.Entry) {
        tokens[tokenCount] = token
        tokenCount += 1
    }

    // MARK: Document and containers

    mutating func parseDocument() throws(JSONParseError) {
        skipWhitespace()
        guard index < end else { throw JSONParseError(message: "empty input", offset: index) }
        try parseValue()
        skipWhitespace()
        guard index == end else { throw error("unexpected data after the JSON value") }
    }

    /// Parses one value with an explicit container stack, so deep input cannot overflow the call stack.
    mutating func parseValue() throws(JSONParseError) {
        nextValue: while true {
            skipWhitespace()
            guard index < end else { throw error("expected a value, found end of input") }
            switch bytes[index] {
            case .openBrace, .openBracket:
                guard depth < stack.count else {
                    throw error("nesting deeper than \(JSONParser.maxDepth) levels")
                }
                let isObject = bytes[index] == .openBrace
                let token = tokenCount
                append(JSONTape.Entry(kind: isObject ? .object : .array, flag: false, start: 0, end: 0))
                index += 1
                skipWhitespace()
                if index < end, bytes[index] == (isObject ? .closeBrace : .closeBracket) {
                    index += 1
                    tokens[token].end = offset(tokenCount)
                } else {
                    (stack.baseAddress! + depth).initialize(to: Container(token: token, isObject: isObject))
                    depth += 1
                    if isObject { try parseKey(into: &stack[depth - 1]) }
                    continue nextValue
                }
            case .quote:
                try appendString()
            case .minus, .zero ... .nine:
                let start = index
                try scanNumber()
                append(JSONTape.Entry(kind: .number, flag: false, start: offset(start), end: offset(index)))
            case UInt8(ascii: "t"):
                try expectLiteral("true")
                append(JSONTape.Entry(kind: .bool, flag: true, start: 0, end: 0))
            case UInt8(ascii: "f"):
                try expectLiteral("false")
                append(JSONTape.Entry(kind: .bool, flag: false, start: 0, end: 0))
            case UInt8(ascii: "n"):
                try expectLiteral("null")
                append(JSONTape.Entry(kind: .null, flag: false, start: 0, end: 0))
            default:
                throw error("expected a value, found \(describeCurrent())")
            }

            // A value is complete: count it in its container; closing containers complete values too.
            while depth > 0 {
                let top = depth - 1
                skipWhitespace()
                stack[top].count += 1
                let isObject = stack[top].isObject
                if index < end, bytes[index] == .comma {
                    index += 1
                    if isObject {
                        skipWhitespace()
                        try parseKey(into: &stack[top])
                    }
                    continue nextValue
                }
                guard index < end, bytes[index] == (isObject ? .closeBrace : .closeBracket) else {
                    throw error(isObject ? "expected ',' or '}' after object member" : "expected ',' or ']' after array element")
                }
                let closed = stack[top]
                depth -= 1
                tokens[closed.token].start = closed.count
                tokens[closed.token].end = offset(tokenCount)
                index += 1
            }
            return
        }
    }

    /// Parses `"key" :` (index at the key), rejecting duplicates, and leaves index after the colon.
    mutating func parseKey(into container: inout Container) throws(JSONParseError) {
        guard index < end, bytes[index] == .quote else {
            throw error("expected a string key, found \(describeCurrent())")
        }
        let keyOffset = index
        let key = tokenCount
        let escaped = try appendString()
        // A fingerprint hit (or a big object, or escapes) is rare: only then compare keys.
        let bit = escaped ? ~0 : Self.fingerprint(of: keyOffset + 1, to: index - 1, in: bytes)
        if container.fingerprints & bit != 0 || container.count >= 16, isDuplicate(key, in: &container) {
            let quoted = JSONWriter(capacity: index - keyOffset)
            quoted.writeString(String(decoding: decoded(key), as: UTF8.self))
            throw JSONParseError(message: "duplicate key \(String(decoding: quoted.bytes, as: UTF8.self))",
                                 offset: keyOffset)
        }
        container.fingerprints |= bit
        skipWhitespace()
        guard index < end, bytes[index] == .colon else { throw error("expected ':' after object key") }
        index += 1
    }

    /// Whether an object already has `key`; keys compare as decoded bytes,
    /// because RFC 8259 compares code units: `"é"` and `"e\u0301"` are two keys.
    mutating func isDuplicate(_ key: Int, in container: inout Container) -> Bool {
        if container.keySet < 0 {
            if container.count < 16 { return !forEachEarlierKey(of: container, before: key) { !sameKey($0, key) } }
            var set = Set<[UInt8]>()
            _ = forEachEarlierKey(of: container, before: key) { set.insert(decoded($0)).inserted || true }
            container.keySet = keySets.count
            keySets.append(set)
        }
        return !keySets[container.keySet].insert(decoded(key)).inserted
    }

    /// Calls `body` with each key token of an open object's completed members
    /// (the tape holds them as key, value, key, value … after the object's
    /// token) while it returns true; whether it always did.
    func forEachEarlierKey(of container: Container, before key: Int, _ body: (Int) -> Bool) -> Bool {
        var name = container.token + 1
        while name < key {
            guard body(name) else { return false }
            let value = name + 1
            let isContainer = tokens[value].kind == .array || tokens[value].kind == .object
            name = isContainer ? Int(tokens[value].end) : value + 1
        }
        return true
    }

    /// One of 64 bits, from an unescaped key's length and first and last
    /// bytes: equal keys set the same bit, and different keys rarely do.
    @inline(__always)
    static func fingerprint(of start: Int, to end: Int, in bytes: UnsafeRawBufferPointer) -> UInt64 {
        guard start < end else { return 1 }
        let mixed = UInt64(truncatingIfNeeded: end - start) << 16 | UInt64(bytes[start]) << 8 | UInt64(bytes[end - 1])
        return 1 << ((mixed &* 0x9E37_79B9_7F4A_7C15) >> 58)  // the top six bits of a Fibonacci hash
    }

    /// Whether two string tokens decode to the same bytes; raw bytes decide when neither has escapes.
    func sameKey(_ a: Int, _ b: Int) -> Bool {
        let (x, y) = (tokens[a], tokens[b])
        if x.flag || y.flag { return decoded(a) == decoded(b) }
        return sameBytes(
            UnsafeRawBufferPointer(rebasing: bytes[Int(x.start)..<Int(x.end)]),
            UnsafeRawBufferPointer(rebasing: bytes[Int(y.start)..<Int(y.end)]))
    }

    func decoded(_ token: Int) -> [UInt8] {
        Self.decode(tokens[token], in: bytes)
    }

    /// A string token's value as UTF-8 bytes, its escapes decoded.
    static func decode(_ token: JSONTape.Entry, in bytes: UnsafeRawBufferPointer) -> [UInt8] {
        var parser = Parser(bytes, tokens: UnsafeMutableBufferPointer(start: nil, count: 0))
        parser.index = Int(token.start) - 1  // the opening quote
        var out: [UInt8] = []
        // The parser has checked this string; scanning it again cannot fail.
        _ = try? parser.scanString(decodingInto: &out, decode: true)
        return out
    }

    // MARK: Scalars

    mutating func expectLiteral(_ literal: StaticString) throws(JSONParseError) {
        let count = literal.utf8CodeUnitCount
        guard end - index >= count else { throw error("invalid literal, expected '\(literal)'") }
        for k in 0..<count where literal.utf8Start[k] != bytes[index + k] {
            throw error("invalid literal, expected '\(literal)'")
        }
        index += count
    }

    /// Appends the string token at index (its opening quote) and leaves index
    /// after it; whether it has escapes. Plain ASCII, the common case, is
    /// scanned here; anything else goes through ``scanString(decodingInto:decode:)``.
    @inline(__always)
    @discardableResult
    mutating func appendString() throws(JSONParseError) -> Bool {
        let open = index
        var i = open + 1
        while i < end, plain[Int(bytes[i])] { i += 1 }
        let escaped: Bool
        if i < end, bytes[i] == .quote {
            index = i + 1
            escaped = false
        } else {
            var nothing: [UInt8] = []
            escaped = try scanString(decodingInto: &nothing, decode: false)
        }
        append(JSONTape.Entry(kind: .string, flag: escaped, start: offset(open + 1), end: offset(index - 1)))
        return escaped
    }

    /// A byte offset or token index as stored in a token; `parseDocument` has checked the input fits.
    @inline(__always)
    func offset(_ value: Int) -> Int32 { Int32(truncatingIfNeeded: value) }

    /// Checks a number's grammar (index at its first byte) and leaves index after it.
    mutating func scanNumber() throws(JSONParseError) {
        let start = index
        var i = index
        if bytes[i] == .minus { i += 1 }
        guard i < end, bytes[i].isDigit else { throw JSONParseError(message: "expected a digit after '-'", offset: i) }
        if bytes[i] == .zero {
            i += 1
            if i < end, bytes[i].isDigit { throw JSONParseError(message: "leading zeros are not allowed", offset: start) }
        } else {
            while i < end, bytes[i].isDigit { i += 1 }
        }
        if i < end, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard i < end, bytes[i].isDigit else { throw JSONParseError(message: "expected a digit after '.'", offset: i) }
            while i < end, bytes[i].isDigit { i += 1 }
        }
        if i < end, (bytes[i] | 0x20) == UInt8(ascii: "e") {
            i += 1
            if i < end, bytes[i] == UInt8(ascii: "+") || bytes[i] == .minus { i += 1 }
            guard i < end, bytes[i].isDigit else { throw JSONParseError(message: "expected a digit in exponent", offset: i) }
            while i < end, bytes[i].isDigit { i += 1 }
        }
        index = i
    }

    /// Checks a string (index at the opening quote) and leaves index after the
    /// closing quote; whether it has escapes. With `decode`, appends its
    /// decoded bytes to `out`: the parser checks, the tape decodes on demand,
    /// and both walk the escapes with this one function.
    mutating func scanString(decodingInto out: inout [UInt8], decode: Bool) throws(JSONParseError) -> Bool {
        let open = index
        var i = index + 1
        var allBits: UInt8 = 0  // high bit set if any byte is non-ASCII and needs UTF-8 validation
        // Fast path: no escapes, so the bytes are the string.
        while i < end {
            let byte = bytes[i]
            if byte == .quote {
                if allBits >= 0x80 { try validateUTF8(from: open + 1, to: i) }
                index = i + 1
                if decode { out.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[open + 1..<i])) }
                return false
            }
            if byte == .backslash { break }
            if byte < 0x20 { throw JSONParseError(message: "unescaped control character in string", offset: i) }
            allBits |= byte
            i += 1
        }
        guard i < end else { throw JSONParseError(message: "unterminated string", offset: open) }

        // Slow path: walk the escapes, decoding them if asked.
        if decode {
            out.reserveCapacity(out.count + i - open + 16)
            out.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[open + 1..<i]))
        }
        while i < end {
            let byte = bytes[i]
            if byte == .quote {
                if allBits >= 0x80 { try validateUTF8(from: open + 1, to: i) }
                index = i + 1
                return true
            }
            if byte < 0x20 { throw JSONParseError(message: "unescaped control character in string", offset: i) }
            if byte != .backslash {
                allBits |= byte
                if decode { out.append(byte) }
                i += 1
                continue
            }
            guard i + 1 < end else { break }
            let escapeStart = i
            i += 2
            var scalar: UInt32
            switch bytes[escapeStart + 1] {
            case .quote: scalar = UInt32(UInt8.quote)
            case .backslash: scalar = UInt32(UInt8.backslash)
            case UInt8(ascii: "/"): scalar = UInt32(UInt8(ascii: "/"))
            case UInt8(ascii: "b"): scalar = 0x08
            case UInt8(ascii: "f"): scalar = 0x0C
            case UInt8(ascii: "n"): scalar = 0x0A
            case UInt8(ascii: "r"): scalar = 0x0D
            case UInt8(ascii: "t"): scalar = 0x09
            case UInt8(ascii: "u"):
                scalar = try hex4(at: i, escapeStart: escapeStart)
                i += 4
                if scalar >= 0xDC00 && scalar <= 0xDFFF {
                    throw JSONParseError(message: "unpaired surrogate in \\u escape", offset: escapeStart)
                }
                if scalar >= 0xD800 && scalar <= 0xDBFF {
                    // A high surrogate must be followed by an escaped low surrogate.
                    guard end - i >= 6, bytes[i] == .backslash, bytes[i + 1] == UInt8(ascii: "u") else {
                        throw JSONParseError(message: "unpaired surrogate in \\u escape", offset: escapeStart)
                    }
                    let low = try hex4(at: i + 2, escapeStart: i)
                    guard low >= 0xDC00 && low <= 0xDFFF else {
                        throw JSONParseError(message: "unpaired surrogate in \\u escape", offset: escapeStart)
                    }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    i += 6
                }
            default:
                let escaped = bytes[escapeStart + 1]
                let shown = escaped >= 0x21 && escaped < 0x7F ? "\\" + String(UnicodeScalar(escaped)) : "sequence"
                throw JSONParseError(message: "invalid escape \(shown)", offset: escapeStart)
            }
            if decode { appendUTF8(scalar, to: &out) }
        }
        throw JSONParseError(message: "unterminated string", offset: open)
    }

    /// Checks the raw input bytes of a string, escapes included.
    /// Escapes are ASCII and decode to whole sequences, so the decoded string is valid exactly when these bytes are.
    func validateUTF8(from start: Int, to stop: Int) throws(JSONParseError) {
        let bad = firstInvalidUTF8(UnsafeRawBufferPointer(rebasing: bytes[start..<stop]))
        if start + bad < stop { throw JSONParseError(message: "invalid UTF-8 in string", offset: start + bad) }
    }

    /// Reads the four hex digits at `position` as a UTF-16 code unit.
    func hex4(at position: Int, escapeStart: Int) throws(JSONParseError) -> UInt32 {
        guard end - position >= 4 else { throw JSONParseError(message: "invalid \\u escape", offset: escapeStart) }
        var value: UInt32 = 0
        for byte in UnsafeRawBufferPointer(rebasing: bytes[position..<position + 4]) {
            let digit: UInt8
            switch byte {
            case .zero ... .nine: digit = byte - .zero
            case UInt8(ascii: "a") ... UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A") ... UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw JSONParseError(message: "invalid \\u escape", offset: escapeStart)
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    // MARK: Helpers

    @inline(__always)
    mutating func skipWhitespace() {
        while index < end {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    func error(_ message: String) -> JSONParseError {
        JSONParseError(message: message, offset: index)
    }

    /// The byte at index for messages: `'}'`, `byte 0x01` or `end of input`.
    func describeCurrent() -> String {
        guard index < end else { return "end of input" }
        let byte = bytes[index]
        if byte == UInt8(ascii: "'") { return "\"'\"" }
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(UnicodeScalar(byte)))'" }
        return "byte 0x" + hexByte(byte)
    }
}

extension JSONTape {
    /// A string token's value as UTF-8 bytes, its escapes decoded.
    func decodedBytes(_ token: JSONToken) -> [UInt8] { Parser.decode(tokens[token.index], in: bytes) }

    func decodedBytes(_ entry: Entry) -> [UInt8] { Parser.decode(entry, in: bytes) }
}

/// Appends the UTF-8 encoding of a Unicode scalar value (never a surrogate here).
private func appendUTF8(_ scalar: UInt32, to out: inout [UInt8]) {
    switch scalar {
    case 0..<0x80:
        out.append(UInt8(scalar))
    case 0x80..<0x800:
        out.append(UInt8(0xC0 | scalar >> 6))
        out.append(UInt8(0x80 | scalar & 0x3F))
    case 0x800..<0x10000:
        out.append(UInt8(0xE0 | scalar >> 12))
        out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
        out.append(UInt8(0x80 | scalar & 0x3F))
    default:
        out.append(UInt8(0xF0 | scalar >> 18))
        out.append(UInt8(0x80 | scalar >> 12 & 0x3F))
        out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
        out.append(UInt8(0x80 | scalar & 0x3F))
    }
}

/// The offset of the first byte that starts an invalid UTF-8 sequence, or `bytes.count` if all are valid.
private func firstInvalidUTF8(_ bytes: UnsafeRawBufferPointer) -> Int {
    var i = 0
    while i < bytes.count {
        let lead = bytes[i]
        let length: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF  // allowed range of the second byte
        switch lead {
        case 0x00...0x7F: i += 1; continue
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0              // no overlongs
        case 0xED: length = 3; high = 0x9F             // no surrogates
        case 0xE1...0xEF: length = 3
        case 0xF0: length = 4; low = 0x90              // no overlongs
        case 0xF4: length = 4; high = 0x8F             // nothing above U+10FFFF
        case 0xF1...0xF3: length = 4
        default: return i
        }
        guard bytes.count - i >= length, bytes[i + 1] >= low, bytes[i + 1] <= high else { return i }
        for k in 2..<length where bytes[i + k] & 0xC0 != 0x80 { return i }
        i += length
    }
    return bytes.count
}
