@_spi(Testing) @testable import ScorebookREPL
@testable import ScorebookCore
import Testing

/// `workout.progress` writes seconds, metres and kilocalories rounded to
/// 0.001 or 0.1: exact at any size, not 0 once the scaled value leaves `Int`.
@Suite struct RoundedNumberTests {
    static func rounded(_ value: Double, _ decimals: Int) -> String {
        let writer = JSONWriter()
        writer.writeRounded(value, decimals: decimals)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    static func general(_ value: Double) -> String {
        let writer = JSONWriter()
        writer.writeDouble(value)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    @Test func smallValuesAreRoundedToTheirDecimals() {
        #expect(Self.rounded(120.70149, 3) == "120.701")
        #expect(Self.rounded(43.15, 1) == "43.2")
        #expect(Self.rounded(-0.0005, 3) == "-0.001")
        #expect(Self.rounded(180, 3) == "180")
    }

    /// Issue 42: a value whose scaled form reached 2^62 was written as 0. From
    /// 2^52 every Double is whole, so it is written as the general writer writes it.
    @Test(arguments: [0x1p62 / 1000, 5e15, 0x1p62, 0x1p63, 1e18, 1e300, -5e15, -0x1p63, .greatestFiniteMagnitude])
    func aLargeValueIsWrittenWhole(_ value: Double) {
        for decimals in [1, 3] {
            #expect(Self.rounded(value, decimals) == Self.general(value), "\(value) to \(decimals) decimals")
        }
        #expect(Self.rounded(value, 3) != "0")
    }

    /// Just below the edge the scaled form is still exact.
    @Test func theLargestValueWrittenFromItsScaledFormIsExact() {
        let below = (0x1p62 - 1024) / 1000  // its scaled form, 2^62 − 1024, is a Double below 2^62
        #expect(Self.rounded(below, 3) == "4611686018427386.88")
    }

    /// JSON has no NaN or infinity: such a value is null, never a trap.
    @Test func aValueThatIsNotFiniteIsNull() {
        #expect([Double.nan, .infinity, -.infinity].map { Self.rounded($0, 3) } == ["null", "null", "null"])
    }
}
