import Scorebook

/// A JSON number kept as its exact source text, so ids echo back byte for byte.
///
/// Two numbers are equal only when their texts are equal: `1` and `1.0` differ.
@_spi(Testing) public struct JSONNumber: Equatable, Hashable, Sendable {
    /// The number exactly as written, e.g. `-12.5e3`.
    public let text: String

    /// Creates a number from text, or returns nil if `text` is not an RFC 8259 number.
    public init?(_ text: String) {
        guard JSONNumber.isValid(text) else { return nil }
        self.text = text
    }

    /// Creates a number from an integer.
    public init(_ value: Int) {
        self.text = String(value)
    }

    /// For the parser, which has already checked the grammar.
    init(validatedText: String) {
        self.text = validatedText
    }

    /// The exact integral value, or nil if the number has a fractional part or does not fit in `Int`.
    ///
    /// `60`, `60.0`, `6e1` and `600e-1` all give 60; `10.5` and `1e400` give nil.
    public var int: Int? {
        if let plain = Int(text) { return plain }  // fast path for plain integers like "17"
        var parts = Parts(text)
        guard parts.isValid else { return nil }
        // Drop trailing zeros of the significand while the exponent is negative: 600e-1 -> 60.
        while parts.exponent < 0, parts.digits.last == UInt8(ascii: "0") {
            parts.digits.removeLast()
            parts.exponent += 1
        }
        if parts.digits.isEmpty { return 0 }
        // 19 digits is the most an Int64 magnitude can have.
        guard parts.exponent >= 0, parts.digits.count + parts.exponent <= 19 else { return nil }
        var magnitude: UInt64 = 0
        for digit in parts.digits {
            magnitude = magnitude &* 10 &+ UInt64(digit &- UInt8(ascii: "0"))  // at most 19 digits: no overflow
        }
        for _ in 0..<parts.exponent {
            let (product, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            magnitude = product
        }
        if parts.negative {
            guard magnitude <= UInt64(Int.max) + 1 else { return nil }
            return magnitude == UInt64(Int.max) + 1 ? Int.min : -Int(magnitude)
        }
        guard magnitude <= UInt64(Int.max) else { return nil }
        return Int(magnitude)
    }

    /// The exact value as a plain decimal, with no exponent, so every JSON
    /// form of a number reads alike where it is read exactly (a length, a
    /// decimal amount): `7e1` and `700e-1` give `70`, `2.5e-1` gives `0.25`;
    /// a number written without an exponent is its own text (no allocation).
    /// Nil when the exponent form would need more than 40 digits.
    public var plainDecimal: String? {
        guard text.utf8.contains(where: { $0 | 0x20 == UInt8(ascii: "e") }) else { return text }
        var parts = Parts(text)
        guard parts.isValid else { return nil }
        while parts.digits.last == UInt8(ascii: "0") {
            parts.digits.removeLast()
            parts.exponent += 1
        }
        if parts.digits.isEmpty { return "0" }
        let digits = String(decoding: parts.digits, as: UTF8.self), sign = parts.negative ? "-" : ""
        guard parts.digits.count <= 40 else { return nil }
        if parts.exponent >= 0 {
            guard parts.digits.count + parts.exponent <= 40 else { return nil }
            return sign + digits + String(repeating: "0", count: parts.exponent)
        }
        guard -parts.exponent <= 40 else { return nil }
        let point = parts.digits.count + parts.exponent
        if point > 0 { return sign + digits.prefix(point) + "." + digits.dropFirst(point) }
        return sign + "0." + String(repeating: "0", count: -point) + digits
    }

    /// The nearest finite `Double`, or nil if the value overflows to infinity.
    public var double: Double? {
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// Checks the RFC 8259 number grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    static func isValid(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var i = 0
        func digits() -> Int {
            let start = i
            while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") { i += 1 }
            return i - start
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") { i += 1 }
        let intStart = i
        let intDigits = digits()
        guard intDigits > 0, intDigits == 1 || bytes[intStart] != UInt8(ascii: "0") else { return false }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits() > 0 else { return false }
        }
        if i < bytes.count, (bytes[i] | 0x20) == UInt8(ascii: "e") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { return false }
        }
        return i == bytes.count
    }

    /// The number split into sign, significant digits and a power of ten.
    private struct Parts {
        var negative = false
        var digits: [UInt8] = []  // significand without leading zeros, ASCII
        var exponent = 0          // value = digits * 10^exponent
        var isValid = false

        init(_ text: String) {
            guard JSONNumber.isValid(text) else { return }
            isValid = true
            var fractionDigits = 0
            var seenDot = false
            var expNegative = false
            var expValue = 0
            var inExponent = false
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "-") where !inExponent: negative = true
                case UInt8(ascii: "-"): expNegative = true
                case UInt8(ascii: "+"): break
                case UInt8(ascii: "."): seenDot = true
                case UInt8(ascii: "e"), UInt8(ascii: "E"): inExponent = true
                default:
                    let digit = Int(byte &- UInt8(ascii: "0"))
                    if inExponent {
                        // Saturate: anything this large is out of Int range anyway.
                        expValue = min(expValue * 10 + digit, 1_000_000_000)
                    } else {
                        if seenDot { fractionDigits += 1 }
                        if !(digits.isEmpty && digit == 0) { digits.append(byte) }
                    }
                }
            }
            exponent = (expNegative ? -expValue : expValue) - fractionDigits
        }
    }
}

/// A parsed JSON value.
@_spi(Testing) public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// The JSON type name for error messages: "null", "boolean", "number", "string", "array" or "object".
    public var typeName: String { kind.typeName }

    var kind: JSONTape.Kind {
        switch self {
        case .null: .null
        case .bool: .bool
        case .number: .number
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }
}

/// Object members in source order.
@_spi(Testing) public struct JSONObject: Equatable, Sendable {
    /// The members in source order; the parser guarantees keys are unique.
    public var members: [(key: String, value: JSONValue)]

    /// Creates an object from members in order.
    public init(members: [(key: String, value: JSONValue)] = []) {
        self.members = members
    }

    /// The value for `key`, compared as bytes, or nil; a linear search since objects are small.
    public subscript(key: String) -> JSONValue? {
        for member in members where member.key.hasSameBytes(as: key) { return member.value }
        return nil
    }

    /// The keys in source order.
    public var keys: [String] { members.map(\.key) }

    /// Equal when the same keys map to equal values in the same order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.members.count == rhs.members.count else { return false }
        for (l, r) in zip(lhs.members, rhs.members) where !l.key.hasSameBytes(as: r.key) || l.value != r.value {
            return false
        }
        return true
    }
}
