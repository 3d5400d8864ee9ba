import Foundation
@testable import _ScorebookCompiler
import Testing

/// Every `Double` the generator writes reads back as the same `Double`, on
/// every platform: fractions as hexadecimal literals, which no reader rounds.
@Suite struct DoubleLiteralTests {
    @Test func hexadecimalLiteralsReadBackExactly() {
        var values: [Double] = [
            0.03496640356345233, 1355.8270359849505, -2.57, 0.1, 1e-300, -1e300, 2.2250738585072014e-308,
            .leastNonzeroMagnitude, .greatestFiniteMagnitude, 0.5, 1.5,
        ]
        var state: UInt64 = 0x2026_1127
        for _ in 0..<10_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let value = Double(bitPattern: state)
            if value.isFinite { values.append(value) }
        }
        for value in values {
            let text = SwiftCode.hexadecimal(value)
            #expect(Double(text)?.bitPattern == value.bitPattern, "\(value) written \(text)")
        }
        #expect(SwiftCode.hexadecimal(1.5) == "0x1.8p0")
        #expect(SwiftCode.hexadecimal(-0.03125) == "-0x1p-5")
    }

    @Test func wholeNumbersStayDecimalAndOthersAreExact() {
        let code: SwiftCode = "\(10.0), \(-3.0), \(0.0), \(0.5), \(Double.infinity), \(1e300)"
        #expect(code.text == "10.0, -3.0, 0.0, 0x1p-1, Double.infinity, \(SwiftCode.hexadecimal(1e300))")
    }
}
