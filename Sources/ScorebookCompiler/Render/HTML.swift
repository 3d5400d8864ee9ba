/// A piece of a rendered page's markup: HTML, or SVG inside a page or beside it.
///
/// Its literal text is markup the compiler's authors wrote (a `StaticString`),
/// and its interpolations take other markup and whole numbers as they are,
/// and text only escaped. There is no interpolation of a `String` as markup:
/// a table's `<script>`, `&` or quote is text on the page, never a tag or the
/// end of an attribute.
struct HTML: ExpressibleByStringInterpolation, Sendable {
    fileprivate(set) var text: String

    init(stringLiteral literal: StaticString) {
        text = literal.description
    }

    init(stringInterpolation: Interpolation) {
        text = stringInterpolation.text
    }

    /// `items` one after another.
    init(joining items: some Sequence<HTML>) {
        text = items.map(\.text).joined()
    }

    static func + (lhs: HTML, rhs: HTML) -> HTML {
        var sum = lhs
        sum += rhs
        return sum
    }

    static func += (lhs: inout HTML, rhs: HTML) {
        lhs.text += rhs.text
    }

    struct Interpolation: StringInterpolationProtocol {
        fileprivate var text = ""

        init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 16 * interpolationCount)
        }

        mutating func appendLiteral(_ literal: StaticString) {
            text += literal.description
        }

        mutating func appendInterpolation(_ markup: HTML) {
            text += markup.text
        }

        /// Text, escaped: safe inside an element and inside a quoted attribute value.
        mutating func appendInterpolation(_ value: String) {
            HTML.escape(value, into: &text)
        }

        mutating func appendInterpolation(_ number: some BinaryInteger) {
            text += String(number)
        }
    }

    /// Markup's five characters escaped; a character XML forbids (a control
    /// character other than tab and newlines, U+FFFE, U+FFFF), which would
    /// make a standalone SVG unreadable, becomes U+FFFD.
    private static func escape(_ value: String, into out: inout String) {
        // Most text (names, numbers, labels) needs nothing: appended whole.
        guard value.utf8.contains(where: mayNeedEscape) else {
            out += value
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
    }

    /// A byte of one of the characters `escape` changes: a markup character,
    /// a control, or the lead byte of U+FFFE and U+FFFF (and of others, which
    /// the slow path leaves as they are).
    private static func mayNeedEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0xEF: true
        default: byte < 0x20
        }
    }
}
