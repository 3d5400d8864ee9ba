import ScorebookCore
import Testing

/// `round` in a formula: each mode at a step's half and on either side,
/// steps whose inverse is whole, and the snap that lets a decimal computed
/// exactly by its source round as the source's arithmetic does.
@Suite struct FormulaMathTests {
    @Test(arguments: [
        (FormulaRoundingMode.nearest, 2.5, 3.0), (.nearest, -2.5, -3), (.nearest, 2.4999, 2), (.nearest, 2.5001, 3),
        (.nearestEven, 2.5, 2), (.nearestEven, 3.5, 4), (.nearestEven, 2.5001, 3),
        (.up, 2.0001, 3), (.up, 2, 2), (.up, -2.9, -2),
        (.down, 2.9999, 2), (.down, 2, 2), (.down, -2.1, -3),
        (.towardZero, 2.9, 2), (.towardZero, -2.9, -2),
    ])
    func modesToAWholeStep(_ mode: FormulaRoundingMode, _ value: Double, _ expected: Double) {
        #expect(FormulaMath.round(value, step: 1, mode) == expected)
    }

    /// 0.1 is not exact in binary, but 10 is: 1.23 to a tenth is 1.2, not 1.2000000000000002.
    @Test func aStepWithAWholeInverseDividesByIt() {
        #expect(FormulaMath.round(1.23, step: 0.1, .nearest) == 1.2)
        #expect(FormulaMath.round(34.75, step: 0.5, .down) == 34.5)
        #expect(FormulaMath.round(34.99, step: 0.5, .down) == 34.5)
        #expect(FormulaMath.round(35, step: 0.5, .down) == 35)
        #expect(FormulaMath.round(7, step: 2.5, .nearest) == 7.5)
        #expect(FormulaMath.round(1234, step: 100, .nearest) == 1200)
    }

    /// 61.49999999999999 is 61.5 computed in binary; 61.4999 is not.
    @Test func aValueWithinATenMillionthOfAHalfIsTheHalf() {
        #expect(FormulaMath.round(61.49999999999999, step: 1, .nearest) == 62)
        #expect(FormulaMath.round(61.4999, step: 1, .nearest) == 61)
        #expect(FormulaMath.round(19.999999999999996, step: 1, .down) == 20)
        #expect(FormulaMath.round(19.9999, step: 1, .down) == 19)
        #expect(FormulaMath.round(20.000000000000004, step: 1, .up) == 20)
        // Far from a half, however many steps: never snapped.
        #expect(FormulaMath.round(3_000_000.8, step: 1, .down) == 3_000_000)
        #expect(FormulaMath.round(3_000_000.2, step: 1, .up) == 3_000_001)
        #expect(FormulaMath.round(100.00049, step: 0.001, .nearest) == 100)
    }

    @Test func functionsAreLibms() {
        #expect(FormulaMath.exp(0) == 1 && FormulaMath.ln(1) == 0)
        #expect(FormulaMath.power(4, 0.5) == 2)
    }
}
