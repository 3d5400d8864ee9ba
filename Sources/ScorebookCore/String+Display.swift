extension String {
    /// The text with everything a terminal, an editor or a log would act on
    /// written as an escape: messages echo a table's keys, values and file
    /// names, where a line break would forge a diagnostic of the table's
    /// choosing, an escape sequence would drive the terminal, and a
    /// bidirectional control ("Trojan Source") would reorder the line.
    ///
    /// `\n`, `\r` and `\t` are written so; other C0 and C1 controls, DEL,
    /// U+2028, U+2029, the bidirectional formatting characters and the
    /// invisible marks that join the next character or hide text as
    /// `\u{202E}`. A backslash is always doubled, so an escape in the output
    /// never is the text's own (`a\nb` written in a table shows as `a\\nb`).
    /// Escaping twice doubles those backslashes again: escape text once.
    package var escapedForDisplay: String {
        // Almost all text has nothing to escape: it is returned as it is.
        guard unicodeScalars.contains(where: { $0 == "\\" || Self.isInvisible($0) }) else { return self }
        var shown = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\\": shown += "\\\\"
            case "\n": shown += "\\n"
            case "\r": shown += "\\r"
            case "\t": shown += "\\t"
            case _ where Self.isInvisible(scalar): shown += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// Characters a terminal or an editor acts on instead of showing.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true  // C0 controls, DEL and C1 controls
        case 0x2028, 0x2029: true  // line and paragraph separators
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true  // bidirectional formatting
        // Invisible marks that join the next character or hide text: prefixed
        // concatenation marks, zero-width space, word joiner and invisible
        // operators, the byte order mark (joiners, which scripts and emoji need, stay).
        case 0x0600...0x0605, 0x06DD, 0x070F, 0x08E2, 0x110BD, 0x110CD, 0x200B, 0x2060...0x2064, 0xFEFF: true
        default: false
        }
    }
}
