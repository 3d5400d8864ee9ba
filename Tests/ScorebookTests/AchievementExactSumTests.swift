@testable import Scorebook
import Testing

/// The 128-bit sum behind aggregates, at the edges of its words; and, where
/// `Int` arithmetic is exact, the same answers as it.
@Suite struct AchievementExactSumTests {
    static func words(_ sum: ExactSum) -> [String] { ["\(sum.high)", "\(sum.low)"] }

    @Test func carriesAndBorrowsCrossTheLowWord() {
        var sum = ExactSum()
        sum.add(Int.max)
        sum.add(Int.max)
        #expect(Self.words(sum) == ["0", "\(UInt.max - 1)"])
        sum.add(2)
        #expect(Self.words(sum) == ["1", "0"], "2⁶⁴: a carry")
        sum.subtract(1)
        #expect(Self.words(sum) == ["0", "\(UInt.max)"], "a borrow")
        var negative = ExactSum()
        negative.add(-1)
        #expect(Self.words(negative) == ["-1", "\(UInt.max)"])
        negative.add(1)
        #expect(negative == ExactSum(), "−1 + 1 carries into the upper word")
        negative.add(Int.min)
        negative.add(Int.min)
        #expect(Self.words(negative) == ["-1", "0"], "−2⁶⁴")
        negative.subtract(Int.min)
        #expect(negative == ExactSum(Int.min), "subtracting Int.min, which has no negation")
        #expect(Self.words(ExactSum(Int.min, times: Int.min)) == ["\(1 << 62)", "0"], "2¹²⁶")
    }

    @Test func comparesAcrossSignsAndWords() {
        var twoToThe64 = ExactSum(Int.max)
        twoToThe64.add(Int.max)
        twoToThe64.add(2)
        var minusTwoToThe64 = ExactSum(Int.min)
        minusTwoToThe64.add(Int.min)
        let ordered = [minusTwoToThe64, ExactSum(Int.min), ExactSum(-1), ExactSum(0), ExactSum(1), ExactSum(Int.max), twoToThe64]
        for (i, a) in ordered.enumerated() {
            for (j, b) in ordered.enumerated() { #expect((a < b) == (i < j) && (a == b) == (i == j), "\(i) against \(j)") }
        }
    }

    @Test func clampsOnlyPastInt() {
        var above = ExactSum(Int.max)
        #expect(above.clamped == Int.max)
        above.add(1)
        #expect(above.clamped == Int.max)
        var below = ExactSum(Int.min)
        #expect(below.clamped == Int.min)
        below.subtract(1)
        #expect(below.clamped == Int.min)
        #expect(ExactSum(-1).clamped == -1)
    }

    /// As `Int.dividedRoundingDown(by:)`: toward minus infinity, so −7 / 2 is −4.
    @Test func dividesRoundingDownAsIntDoes() {
        for total in -60...60 {
            for divisor in 1...7 {
                #expect(ExactSum(total).dividedRoundingDown(by: divisor) == total.dividedRoundingDown(by: divisor), "\(total) / \(divisor)")
            }
        }
        var lowest = ExactSum(Int.min)
        lowest.add(Int.min)
        #expect(lowest.dividedRoundingDown(by: 2) == Int.min, "a quotient of Int.min fits")
        lowest.add(1)
        #expect(lowest.dividedRoundingDown(by: 2) == Int.min, "−2⁶³ + ½ rounds down")
        // Past Int both ways, through the 128-bit division: ±(2⁶⁴ + 1) by 3 and 4.
        var above = ExactSum(Int.max)
        above.add(Int.max)
        above.add(3)
        var below = ExactSum()
        below.subtract(Int.max)
        below.subtract(Int.max)
        below.subtract(3)
        #expect(above.asInt == nil && below.asInt == nil)
        #expect(above.dividedRoundingDown(by: 3) == 6_148_914_691_236_517_205)
        #expect(below.dividedRoundingDown(by: 3) == -6_148_914_691_236_517_206)
        #expect(above.dividedRoundingDown(by: 4) == 4_611_686_018_427_387_904)
        #expect(below.dividedRoundingDown(by: 4) == -4_611_686_018_427_387_905)
    }

    /// Random adds and subtracts of values up to 10⁶: every answer as `Int`'s.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func agreesWithIntWhereIntIsExact(_ seed: UInt64) {
        var random = ArrowRandom(seed: seed)
        func pick(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(random.next() % UInt64(range.count)) }
        var sum = ExactSum(), reference = 0
        for _ in 0..<2_000 {
            let value = pick(-1_000_000...1_000_000)
            if pick(0...2) == 0 {
                sum.subtract(value)
                reference -= value
            } else {
                sum.add(value)
                reference += value
            }
            let bound = reference + pick(-2...2), divisor = pick(1...9)
            #expect(sum.clamped == reference)
            #expect((sum < ExactSum(bound)) == (reference < bound) && (sum == ExactSum(bound)) == (reference == bound))
            #expect(sum.dividedRoundingDown(by: divisor) == reference.dividedRoundingDown(by: divisor))
            #expect(ExactSum(bound, times: divisor) == ExactSum(bound * divisor))
        }
    }
}
