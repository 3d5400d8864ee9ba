extension Unicode.Scalar {
    /// Whether this character would break, reorder or hide a line where text
    /// is shown as one line (a diagnostic, a generated comment): C0 and C1
    /// controls, DEL, the line and paragraph separators, and the
    /// bidirectional formatting characters ("Trojan Source").
    public var breaksALine: Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}

extension String {
    /// The text with each character that ``Unicode/Scalar/breaksALine``
    /// written as a Swift escape (`\n`, `\r`, `\t`, `\u{202E}`), so it stays
    /// one line and reads in its true order. Other text is unchanged.
    public var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: \.breaksALine) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            result += scalar.breaksALine ? scalar.swiftEscape : String(scalar)
        }
        return result
    }
}

extension Unicode.Scalar {
    /// `\n`, `\r`, `\t`, or `\u{…}` in hex.
    fileprivate var swiftEscape: String {
        switch self {
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: "\\u{\(String(value, radix: 16))}"
        }
    }
}
