@_spi(ScorebookTables) import Scorebook
import Testing

/// Every built-in formula against values worked by hand from its published
/// form (at 30 significant digits, rounded here to 12), two per formula;
/// the unit rules; and the ranges that refuse or flag an input.
@Suite struct FormulaTests {
    private func value(_ id: String, _ inputs: [Double], unit: String? = nil) throws -> Double {
        try #require(Scorebook.formula(id)).evaluate(inOrder: inputs, unit: unit).value
    }

    private func close(_ actual: Double, _ expected: Double) -> Bool {
        (actual - expected).magnitude <= 1e-11 * expected.magnitude
    }

    /// 100 kg for 5 repetitions, and 225 lb for 10.
    @Test(arguments: [
        ("epley", 116.666666666667, 300.0),
        ("brzycki", 112.5, 300.0),
        ("lander", 113.708917678723, 301.65831631757),
        ("lombardi", 117.461894308802, 283.258217653688),
        ("mayhew", 119.01068045152, 294.602115211946),
        ("oconner", 112.5, 281.25),
        ("wathan", 116.582505291189, 303.180073833792),
    ])
    func oneRepMaxesWorkedByHand(_ id: String, _ at100kgFor5: Double, _ at225lbFor10: Double) throws {
        #expect(close(try value(id, [100, 5], unit: "kg"), at100kgFor5))
        #expect(close(try value(id, [225, 10], unit: "lb"), at225lbFor10))
    }

    /// A load in pounds gives a one-rep max in pounds with no conversion:
    /// exact where the arithmetic is.
    @Test func aLoadInPoundsIsNeverConverted() throws {
        let epley = try #require(Scorebook.formula("epley"))
        let answer = try epley.evaluate(inOrder: [225, 5], unit: "lb")
        #expect(answer.value == 262.5)
        #expect(answer.unit == "lb")
        #expect(try value("brzycki", [225, 5], unit: "lb") == 253.125)
    }

    /// Issue 42: a load at the limit in pounds was refused ("must be a number
    /// from 0 to 2204.622621848776 lb, found 2204.622621848776"), its
    /// conversion to kilograms being 1000.0000000000001. The limit holds in
    /// the caller's unit, as the message states it.
    @Test func aLimitHoldsInTheCallersUnitAtItsOwnBoundary() throws {
        let epley = try #require(Scorebook.formula("epley"))
        let atTheLimit = 1000 / 0.45359237
        #expect(atTheLimit == 2204.622621848776)
        #expect(try epley.evaluate(["load": atTheLimit, "reps": 5], unit: "lb").value == atTheLimit * (1 + 5.0 / 30))
        let over = #expect(throws: ScoringError.self) { try epley.evaluate(["load": atTheLimit.nextUp, "reps": 5], unit: "lb") }
        #expect(over?.message == "must be a number from 0 to 2204.622621848776 lb, found \(atTheLimit.nextUp.shortText)")
    }

    /// The load for 5 repetitions at a 120 kg one-rep max, and for 8 at 300 lb.
    @Test(arguments: [
        ("epley", 102.857142857143, 236.842105263158),
        ("brzycki", 106.666666666667, 241.666666666667),
        ("lander", 105.53262, 239.79048),
        ("lombardi", 102.160790702494, 243.675718906871),
        ("mayhew", 100.831286355751, 237.555378130151),
        ("oconner", 106.666666666667, 250.0),
        ("wathan", 102.931395838745, 234.978198065576),
    ])
    func loadsForRepetitionsWorkedByHand(_ id: String, _ at120kgFor5: Double, _ at300lbFor8: Double) throws {
        #expect(close(try value("\(id)-load", [120, 5], unit: "kg"), at120kgFor5))
        #expect(close(try value("\(id)-load", [300, 8], unit: "lb"), at300lbFor8))
    }

    /// Each inverse undoes its estimate.
    @Test(arguments: ["epley", "brzycki", "lander", "lombardi", "mayhew", "oconner", "wathan"])
    func inversesUndoTheirEstimates(_ id: String) throws {
        for reps in [1.0, 3, 8, 10, 20] {
            let oneRepMax = try value(id, [140, reps], unit: "kg")
            #expect(close(try value("\(id)-load", [oneRepMax, reps], unit: "kg"), 140), "\(id) at \(reps)")
        }
    }

    /// Above 10 repetitions an estimate is answered but flagged; above 30, refused.
    @Test func repetitionsBeyondTheValidatedRangeAreFlaggedAndBeyondTheRangeRefused() throws {
        let brzycki = try #require(Scorebook.formula("brzycki"))
        #expect(try brzycki.evaluate(inOrder: [100, 10], unit: "kg").notValidated == [])
        #expect(try brzycki.evaluate(inOrder: [100, 11], unit: "kg").notValidated == ["reps"])
        #expect(try brzycki.evaluate(inOrder: [100, 30], unit: "kg").notValidated == ["reps"])
        #expect(throws: ScoringError(at: ["inputs", "reps"], "must be a number from 1 to 30 reps, found 31")) {
            try brzycki.evaluate(inOrder: [100, 31], unit: "kg")
        }
        #expect(throws: ScoringError(at: ["inputs", "reps"], "must be a number from 1 to 30 reps, found 0.99")) {
            try brzycki.evaluate(inOrder: [100, 0.99], unit: "kg")
        }
    }

    /// A load's range is in kilograms; in pounds it is converted at the one exact factor.
    @Test func aLoadsRangeHoldsInEveryUnit() throws {
        let epley = try #require(Scorebook.formula("epley"))
        _ = try epley.evaluate(inOrder: [2204.6, 1], unit: "lb")
        #expect(throws: ScoringError.self) { try epley.evaluate(inOrder: [2204.7, 1], unit: "lb") }
        #expect(throws: ScoringError.self) { try epley.evaluate(inOrder: [1000.001, 1], unit: "kg") }
        #expect(throws: ScoringError.self) { try epley.evaluate(inOrder: [-1, 1], unit: "kg") }
        #expect(throws: ScoringError.self) { try epley.evaluate(inOrder: [.nan, 1], unit: "kg") }
        #expect(throws: ScoringError.self) { try epley.evaluate(inOrder: [.infinity, 1], unit: "kg") }
    }

    @Test func theUnitIsNamedWhereAnInputTakesAnyAndNowhereElse() throws {
        let epley = try #require(Scorebook.formula("epley"))
        #expect(throws: ScoringError(at: ["unit"], "formula 'epley' takes some inputs in the unit you pick: name it", allowed: ["kg", "lb"])) {
            try epley.evaluate(inOrder: [100, 5])
        }
        #expect(throws: ScoringError(at: ["unit"], "formula 'epley' takes no unit 'st'", allowed: ["kg", "lb"])) {
            try epley.evaluate(inOrder: [100, 5], unit: "st")
        }
        let fox = try #require(Scorebook.formula("fox"))
        #expect(throws: ScoringError(at: ["unit"], "formula 'fox' takes every input in its own unit; send no unit")) {
            try fox.evaluate(inOrder: [40], unit: "kg")
        }
        #expect(throws: ScoringError(at: ["inputs"], "formula 'fox' takes 1 inputs, found 2")) { try fox.evaluate(inOrder: [40, 1]) }
    }

    /// Ages 20 and 45.
    @Test(arguments: [("fox", 200.0, 175.0), ("tanaka", 194, 176.5), ("gellish", 193, 175.5)])
    func maximumHeartRatesWorkedByHand(_ id: String, _ at20: Double, _ at45: Double) throws {
        #expect(close(try value(id, [20]), at20))
        #expect(close(try value(id, [45]), at45))
    }

    /// Maximum 187, resting 60: 30 % of the reserve is 60 + 0.3 × 127.
    @Test func karvonenWorkedByHand() throws {
        #expect(close(try value("karvonen", [187, 60, 30]), 98.1))
        #expect(close(try value("karvonen", [200, 50, 85]), 177.5))
    }

    /// 80 % of 187 is 149.6; 57 % of 200 is 114.
    @Test func percentOfMaximumWorkedByHand() throws {
        #expect(close(try value("percent-of-maximum", [187, 80]), 149.6))
        #expect(close(try value("percent-of-maximum", [200, 57]), 114))
    }

    /// The ACSM's classes at each edge, on both sides: 64 % is moderate,
    /// 63.99999 light; a value within binary noise below an edge is on it.
    @Test func intensityClassesAtTheirEdges() throws {
        let maximum = try #require(Scorebook.bandSet("intensity-of-maximum"))
        let reserve = try #require(Scorebook.bandSet("intensity-of-reserve"))
        for (set, edges) in [(maximum, [57.0, 64, 77, 96]), (reserve, [30, 40, 60, 90])] {
            let ids = set.lists[0].bands.map(\.id)
            #expect(ids == ["very-light", "light", "moderate", "vigorous", "near-maximal"])
            for (index, edge) in edges.enumerated() {
                #expect(set.band(for: edge)?.id == ids[index + 1], "\(set.id) at \(edge)")
                #expect(set.band(for: edge - 0.00001)?.id == ids[index], "\(set.id) below \(edge)")
                #expect(set.band(for: edge.nextDown)?.id == ids[index + 1], "\(set.id) a step below \(edge)")
            }
        }
    }

    /// The Army's roundings before its screening table: a half up.
    @Test func screeningRoundingsWorkedByHand() throws {
        #expect(try value("army-screening-height", [67.5]) == 68)
        #expect(try value("army-screening-height", [67.49]) == 67)
        #expect(try value("army-screening-weight", [170.5]) == 171)
        #expect(try value("army-screening-weight", [170.49]) == 170)
        // Above the tallest row: 250 lb at 80 in, 6 lb an inch, at 82 in; at or below it, the row's own.
        #expect(try value("army-screening-above-table", [250, 6, 82, 80]) == 262)
        #expect(try value("army-screening-above-table", [250, 6, 80, 80]) == 250)
    }

    /// 70 kg at 175 cm, and 100 kg at 2 m: centimetres become metres by the units table's exact factor.
    @Test func bodyMassIndexWorkedByHand() throws {
        #expect(close(try value("bmi", [70, 175]), 22.8571428571429))
        #expect(try value("bmi", [100, 200]) == 25)
        #expect(try Scorebook.formula("bmi")!.evaluate(inOrder: [70, 175]).unit == "kg/m^2")
    }

    /// Interval arithmetic never claims a narrower range than the truth: at
    /// random inputs within their ranges, and at every corner, each built-in
    /// formula answers within the range the compiler proved.
    @Test func everyFormulaStaysWithinItsProvedRange() throws {
        var generator = SystemRandomNumberGenerator()
        for formula in Scorebook.formulas {
            let unit = formula.unitChoices.first?.id
            let corners = (0..<(1 << formula.inputs.count)).map { mask in
                formula.inputs.enumerated().map { mask & (1 << $0.offset) == 0 ? $0.element.range.lowerBound : $0.element.range.upperBound }
            }
            let random = (0..<500).map { _ in formula.inputs.map { Double.random(in: $0.range, using: &generator) } }
            for values in corners + random {
                let answer = try formula.evaluate(inOrder: values, unit: unit).value
                #expect(formula.result.range.contains(answer), "\(formula.id) at \(values) gave \(answer)")
            }
        }
    }
}
