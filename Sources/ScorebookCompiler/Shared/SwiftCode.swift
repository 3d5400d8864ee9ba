import ScorebookCore

/// A piece of generated Swift source.
///
/// Its literal text is code the compiler's authors wrote (a `StaticString`),
/// and its interpolations take code, numbers, dates, the cases of the
/// compiler's own enums, and text only as an escaped string literal
/// (`\(literal: name)`) or escaped comment text (`\(comment: name)`). There is
/// no interpolation of a bare `String`: a table's text spliced into code is a
/// compile error here, never Swift in the generated module.
struct SwiftCode: ExpressibleByStringInterpolation, Sendable {
    fileprivate(set) var text: String

    init(stringLiteral literal: StaticString) {
        text = literal.description
    }

    init(stringInterpolation: Interpolation) {
        text = stringInterpolation.text
    }

    /// `items` separated by `separator`: `a, b, c`.
    init(joining items: some Sequence<SwiftCode>, separator: StaticString = ", ") {
        text = items.map(\.text).joined(separator: separator.description)
    }

    /// `1, 2, 3`.
    init(numbers: ArraySlice<Int>) {
        text = numbers.map(String.init).joined(separator: ", ")
    }

    /// Packed array data: base64's characters only.
    init(base64: ArraySlice<UInt8>) {
        assert(base64.allSatisfy { byte in
            [UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9")]
                .contains { $0.contains(byte) } || "+/=".utf8.contains(byte)
        })
        text = String(decoding: base64, as: UTF8.self)
    }

    struct Interpolation: StringInterpolationProtocol {
        fileprivate var text = ""

        init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 8 * interpolationCount)
        }

        mutating func appendLiteral(_ literal: StaticString) {
            text += literal.description
        }

        mutating func appendInterpolation(_ code: SwiftCode) {
            text += code.text
        }

        /// The code, or `nil`.
        mutating func appendInterpolation(_ code: SwiftCode?) {
            text += code?.text ?? "nil"
        }

        mutating func appendInterpolation(_ number: some BinaryInteger) {
            text += String(number)
        }

        /// The number, or `nil`.
        mutating func appendInterpolation(_ number: (some BinaryInteger)?) {
            text += number.map { String($0) } ?? "nil"
        }

        /// A `Double` exactly. A fraction is a hexadecimal literal: a decimal
        /// one is read on x86-64 through `Float80` and may round twice
        /// (`0.03496640356345233` became the next `Double` up). A whole number
        /// below 2⁵³ stays decimal, exact everywhere; infinities and NaN by name.
        mutating func appendInterpolation(_ number: Double) {
            if !number.isFinite {
                text += number.isNaN ? "Double.nan" : number < 0 ? "-Double.infinity" : "Double.infinity"
            } else if number == number.rounded(.towardZero), number.magnitude < 0x1p53 {
                text += "\(number)"
            } else {
                text += SwiftCode.hexadecimal(number)
            }
        }

        mutating func appendInterpolation(_ flag: Bool) {
            text += flag ? "true" : "false"
        }

        /// `[1, 2, 3]`.
        mutating func appendInterpolation(_ numbers: [some BinaryInteger]) {
            text += "[" + numbers.map { String($0) }.joined(separator: ", ") + "]"
        }

        /// `[0.5, 1.0]`.
        mutating func appendInterpolation(_ numbers: [Double]) {
            appendLiteral("[")
            for (index, number) in numbers.enumerated() {
                if index > 0 { appendLiteral(", ") }
                appendInterpolation(number)
            }
            appendLiteral("]")
        }

        /// `1...5`.
        mutating func appendInterpolation(_ range: ClosedRange<some BinaryInteger>) {
            text += "\(range.lowerBound)...\(range.upperBound)"
        }

        /// `CalendarDate(year: 2025, month: 6, day: 1)`, or `nil`.
        mutating func appendInterpolation(_ date: CalendarDate?) {
            guard let date else { return appendLiteral("nil") }
            text += "CalendarDate(year: \(date.year), month: \(date.month), day: \(date.day))"
        }

        /// `Length(nanometres: 1220000000)`.
        mutating func appendInterpolation(_ length: Length) {
            text += "Length(nanometres: \(length.nanometres))"
        }

        /// `.name`: a case, without associated values, of an enum the compiler
        /// declares (a closed set, never a table's text), named as declared.
        mutating func appendInterpolation<Case: CaseIterable>(case value: Case) {
            let name = "\(value)"
            precondition(SwiftCode.isIdentifier(name), "\(Case.self) has a case that is not a Swift name")
            text += "." + name
        }

        /// Any text as a Swift string literal: `"York \"1\"\n"`.
        mutating func appendInterpolation(literal value: String) {
            text += SwiftCode.stringLiteral(value)
        }

        /// A string literal, or `nil`.
        mutating func appendInterpolation(literal value: String?) {
            text += value.map(SwiftCode.stringLiteral) ?? "nil"
        }

        /// `["a", "b"]`.
        mutating func appendInterpolation(literals values: [String]) {
            text += "[" + values.map(SwiftCode.stringLiteral).joined(separator: ", ") + "]"
        }

        /// Text inside a `//` or `///` comment, which ends at the first line
        /// break: escaped as for display (`\n`), so it stays one line and
        /// reads in its true order in an editor.
        mutating func appendInterpolation(comment value: String) {
            text += value.escapedForDisplay
        }
    }

    /// A Swift string literal for any text: every character that breaks or
    /// reorders a line escaped as it is for display (backslashes doubled),
    /// then quotes. `"""`, `#` and `\(` are plain text inside a single-line literal.
    static func stringLiteral(_ value: String) -> String {
        // Scalar by scalar: a `"` joined to a combining mark is one Character,
        // which a search for the Character `"` would not find.
        var literal = "\""
        for scalar in value.escapedForDisplay.unicodeScalars {
            if scalar == "\"" { literal += "\\" }
            literal.unicodeScalars.append(scalar)
        }
        return literal + "\""
    }

    /// Letters, digits and `_`, not starting with a digit.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
        return name.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
        }
    }
}

extension SwiftCode {
    /// `number` as a Swift hexadecimal literal, such as `0x1.1e7a3cp-5`: its
    /// significand's bits in hex, trailing zeros dropped, and its binary exponent.
    static func hexadecimal(_ number: Double) -> String {
        let sign = number.sign == .minus ? "-" : ""
        let magnitude = number.magnitude
        var digits = String(magnitude.significandBitPattern, radix: 16)
        digits = String(repeating: "0", count: 13 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        let fraction = digits.isEmpty ? "" : "." + digits
        // A subnormal has no implicit leading 1 and the least exponent.
        return magnitude.isSubnormal
            ? "\(sign)0x0\(fraction)p\(Double.leastNormalMagnitude.exponent)"
            : "\(sign)0x1\(fraction)p\(magnitude.exponent)"
    }
}
