import ScorebookCore
import Testing

@Suite struct LengthTests {
    @Test(arguments: [
        ("122 cm", 1_220_000_000), ("406.4 mm", 406_400_000), ("16 in", 406_400_000), ("90 m", 90_000_000_000),
        ("100 yd", 91_440_000_000), ("1 yd", 914_400_000), ("0.000001 mm", 1), ("0.05 m", 50_000_000),
    ])
    func readsExactly(_ text: String, _ nanometres: Int) {
        #expect(Length(text)?.nanometres == nanometres)
    }

    /// Issue 42: exact lengths with many decimals were refused by an
    /// intermediate overflow (9,223,372,037 × 10⁹ before dividing by 10⁹).
    @Test(arguments: [
        ("70.000000000 m", 70_000_000_000), ("9.223372037 m", 9_223_372_037), ("25.000000000 m", 25_000_000_000),
        ("0.25000000 mi", 402_336_000_000), ("1000.000000000000 km", 1_000_000_000_000_000),
    ])
    func manyDecimalsReadExactlyWithoutOverflow(_ text: String, _ nanometres: Int) {
        #expect(Length(text)?.nanometres == nanometres)
    }

    @Test(arguments: ["122cm", "122  cm", "122 CM", "122 furlong", "-1 m", "1.5", "0.0000001 mm", "1. m", ".5 m", "01 m", "1e3 mm", " 1 m", "", "25.5\u{301} m", "2\u{301}5 m"])
    func rejectsAnythingElse(_ text: String) {
        #expect(Length(text) == nil)
    }

    @Test func writesTheShortestExactDecimal() {
        #expect(Length(nanometres: 30_500_000).description == "30.5 mm")
        #expect(Length(nanometres: 1_220_000_000).description == "1220 mm")
        #expect(DecimalText.format(91_440_000_000, decimals: 9) == "91.44")
        #expect(DecimalText.format(-1, decimals: 6) == "-0.000001")
        #expect(DecimalText.format(0, decimals: 6) == "0")
    }

    @Test func decimalsKeepTheirDigits() {
        #expect(DecimalText.parseDecimal("406.4")! == (4064, 1))
        #expect(DecimalText.parseDecimal("0.05")! == (5, 2))
        #expect(DecimalText.parseDecimal("16")! == (16, 0))
        for text in ["", ".", "1.", ".5", "1.2.3", "-1", "1e2", "00.5"] { #expect(DecimalText.parseDecimal(Substring(text)) == nil) }
    }
}
