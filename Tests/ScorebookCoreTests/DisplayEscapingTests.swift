import ScorebookCore
import Testing

/// Text from a table, shown to a person: what a terminal or an editor would
/// act on (break a line, run an escape sequence, reorder) is written as an
/// escape; everything else is left as it is.
@Suite struct DisplayEscapingTests {
    @Test(arguments: [
        ("a\nb", #"a\nb"#), ("a\rb", #"a\rb"#), ("a\tb", #"a\tb"#), ("\r\n", #"\r\n"#),
        ("\u{0}", #"\u{0}"#), ("\u{1B}[2J", #"\u{1B}[2J"#), ("\u{7}", #"\u{7}"#), ("\u{B}\u{C}", #"\u{B}\u{C}"#),
        ("\u{1F}", #"\u{1F}"#), ("\u{7F}", #"\u{7F}"#), ("\u{80}", #"\u{80}"#), ("\u{85}", #"\u{85}"#),
        ("\u{9B}2J", #"\u{9B}2J"#), ("\u{9F}", #"\u{9F}"#),
        ("a\u{2028}b\u{2029}c", #"a\u{2028}b\u{2029}c"#),
        ("\u{61C}", #"\u{61C}"#), ("\u{200E}\u{200F}", #"\u{200E}\u{200F}"#),
        ("\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}", #"\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}"#),
        ("\u{2066}\u{2067}\u{2068}\u{2069}", #"\u{2066}\u{2067}\u{2068}\u{2069}"#),
        // Invisible marks that join the next character (U+0600 before a quote makes one
        // Character of both) or hide text: prefixed marks, zero-width space, word joiner, BOM.
        ("\u{600}\"", #"\u{600}""#), ("\u{6DD}\u{70F}\u{8E2}", #"\u{6DD}\u{70F}\u{8E2}"#),
        ("\u{200B}\u{2060}\u{2064}\u{FEFF}", #"\u{200B}\u{2060}\u{2064}\u{FEFF}"#),
        // The table's own backslash is doubled: an escape above is never the table's text.
        (#"a\nb"#, #"a\\nb"#), (#"\"#, #"\\"#), (#"C:\Tables"#, #"C:\\Tables"#), ("\\\n", #"\\\n"#),
    ])
    func escapes(_ text: String, _ shown: String) {
        #expect(text.escapedForDisplay == shown)
    }

    @Test(arguments: [
        "", "apft.yaml", "unknown key 'revision'; expected 'kind', 'id' or 'name'", "50% of 13:30, \"quoted\"",
        "Épée — 1 200 m", "中文", "عربى", "👩🏽‍🚀", "e\u{301}",
        // Invisible but inert (no break, no reordering, no joining what follows; joiners
        // build scripts and emoji), and the neighbours of escaped ranges.
        "\u{A0}\u{AD}\u{200C}\u{200D}", "\u{2027}\u{202F}\u{2065}\u{206A}", "\u{5FF}\u{606}\u{200A}\u{FEFE}",
    ])
    func leavesPrintableTextAlone(_ text: String) {
        #expect(text.escapedForDisplay.utf8.elementsEqual(text.utf8))
    }
}
