import ScorebookCore
import Testing

/// The exact decimal reader every length, decimal fact and chart value goes through.
@Suite struct DecimalTextTests {
    @Test(arguments: [
        ("0", 0, 0), ("16", 16, 0), ("406.4", 4064, 1), ("0.05", 5, 2), ("70.000000000", 70, 0), ("0.000", 0, 0),
        ("10.50", 105, 1), ("100.001", 100_001, 3), ("999999999.999999999", 999_999_999_999_999_999, 9),
        ("1.00000000000000002", 100_000_000_000_000_002, 17), ("1.000000000000000020000", 100_000_000_000_000_002, 17),
    ])
    func readsTheDigitsThatCount(_ text: String, _ digits: Int, _ decimals: Int) {
        let parsed = DecimalText.parseDecimal(Substring(text))
        #expect(parsed?.digits == digits && parsed?.decimals == decimals, "\(text) → \(String(describing: parsed))")
    }

    @Test(arguments: [
        "", ".", ".5", "5.", "05", "00.5", "-1", "+1", "1e3", "1.2.3", " 1", "1 ", "1,5", "1234567890", "1.0000000000000000002",
        "5\u{301}", "٣", "１",
    ])
    func refusesAnythingElse(_ text: String) {
        #expect(DecimalText.parseDecimal(Substring(text)) == nil, "\(text)")
    }
}
