import ScorebookCore

/// A formula from a `formulas` table, compiled to Swift: typed, ranged
/// inputs and a result in its unit.
///
/// ```swift
/// let epley = Scorebook.formula("epley")!
/// let answer = try epley.evaluate([100, 5], unit: "kg")  // 100 kg for 5 repetitions
/// answer.value                                           // the estimated one-rep max, in kg
/// ```
public final class Formula: Sendable {
    /// Such as `epley`.
    public let id: String
    /// Such as `Epley`.
    public let name: String
    /// Where the formula is published, when not its table's source.
    public let source: String
    /// The days the formula is in force, such as a directive's equation since its date.
    public let effective: EffectivePeriod
    /// In the order ``evaluate(_:unit:)`` takes their values.
    public let inputs: [FormulaInput]
    /// What it gives: its unit, and the range the compiler proved it stays within.
    public let result: FormulaResult
    /// The table file, relative to `Tables/`.
    public let file: String
    /// The units an input in `any` unit of a quantity may be given in; empty when every unit is fixed.
    public let unitChoices: [FormulaUnitChoice]
    private let compute: @Sendable ([Double]) -> Double
    /// Each input's bounds, and whether it is in the caller's unit: read on
    /// every evaluation as plain numbers, with no input's strings to retain.
    private let bounds: [(range: ClosedRange<Double>, valid: ClosedRange<Double>, inCallersUnit: Bool)]

    /// Made by the generated tables, from a formula the compiler checked.
    @_spi(ScorebookTables) public init(
        id: String, name: String, source: String, effective: EffectivePeriod, inputs: [FormulaInput], result: FormulaResult, file: String,
        compute: @escaping @Sendable ([Double]) -> Double
    ) {
        (self.id, self.name, self.source, self.effective, self.inputs, self.result, self.file, self.compute) =
            (id, name, source, effective, inputs, result, file, compute)
        unitChoices = inputs.first { !$0.choices.isEmpty }?.choices ?? []
        bounds = inputs.map { ($0.range, $0.valid ?? $0.range, !$0.choices.isEmpty) }
    }

    /// The result for `values`, one per input in order, each in its input's
    /// unit, or in `unit` for an input in `any` unit. A value outside its
    /// input's range is refused, never extrapolated; one outside the range
    /// its source validated is answered and named in ``FormulaValue/notValidated``.
    /// Errors name the input as `inputs.<id>`, or `unit`.
    public func evaluate(_ values: [Double], unit: String? = nil) throws(ScoringError) -> FormulaValue {
        guard values.count == inputs.count else {
            throw ScoringError(at: ["inputs"], "formula '\(id)' takes \(inputs.count) inputs, found \(values.count)")
        }
        var factor = 1.0
        switch (unit, unitChoices.isEmpty) {
        case (nil, true): break
        case (let unit?, false):
            guard let choice = unitChoices.first(where: { unit.hasSameBytes(asASCII: $0.id) }) else {
                throw ScoringError(at: ["unit"], "formula '\(id)' takes no unit '\(unit)'", allowed: unitChoices.map(\.id))
            }
            factor = choice.factor
        case (nil, false):
            throw ScoringError(at: ["unit"], "formula '\(id)' takes some inputs in the unit you pick: name it", allowed: unitChoices.map(\.id))
        case (_?, true):
            throw ScoringError(at: ["unit"], "formula '\(id)' takes every input in its own unit; send no unit")
        }
        var notValidated: [String] = []
        for index in bounds.indices {
            let (range, valid, inCallersUnit) = bounds[index]
            let value = values[index]
            let checked = inCallersUnit ? value * factor : value
            guard value.isFinite, range.contains(checked) else {
                let input = inputs[index]
                throw ScoringError(
                    at: ["inputs", .key(input.id)],
                    "must be a number from \(input.rangeText(factor: factor)) \(inCallersUnit ? unit ?? "" : input.unit), found \(value.shortText)")
            }
            if !valid.contains(checked) { notValidated.append(inputs[index].id) }
        }
        // The compiler proved the result finite over the inputs' ranges; a
        // formula compiled otherwise is refused here, never answered as NaN.
        // Adding 0 makes -0 a plain 0, which every answer then shows.
        let value = compute(values) + 0
        guard value.isFinite else { throw ScoringError(at: ["inputs"], "formula '\(id)' has no finite result for these inputs") }
        return FormulaValue(value: value, unit: result.isAny ? unit ?? result.unit : result.unit, notValidated: notValidated)
    }
}

/// A formula's answer.
public struct FormulaValue: Sendable, Equatable {
    /// Unrounded unless the formula's result rounds.
    public let value: Double
    /// The result's unit: the one the caller picked, for a result in `any` unit.
    public let unit: String
    /// The inputs outside the range the formula's source validated it for: empty when it holds.
    public let notValidated: [String]
}

/// One input of a formula.
public struct FormulaInput: Sendable {
    /// The name the formula's expression and a request use, such as `reps`.
    public let id: String
    /// Such as `Repetitions to failure`.
    public let name: String
    /// Such as `kg`, or `any mass` where the caller picks the unit.
    public let unit: String
    /// For `any` unit, the units the caller may pick; empty otherwise.
    public let choices: [FormulaUnitChoice]
    /// The values the formula is defined for, in ``unit``; for `any` unit,
    /// in the reference unit, the choice whose factor is 1.
    public let range: ClosedRange<Double>
    /// The values its source validated it for, when narrower.
    public let valid: ClosedRange<Double>?

    /// Made by the generated tables.
    @_spi(ScorebookTables) public init(
        id: String, name: String, unit: String, choices: [FormulaUnitChoice], range: ClosedRange<Double>, valid: ClosedRange<Double>?
    ) {
        (self.id, self.name, self.unit, self.choices, self.range, self.valid) = (id, name, unit, choices, range, valid)
    }

    /// `1 to 10`, in a unit whose factor to the reference unit is `factor`.
    func rangeText(factor: Double) -> String {
        let scale = choices.isEmpty ? 1 : factor
        return "\((range.lowerBound / scale).shortText) to \((range.upperBound / scale).shortText)"
    }
}

/// A unit an input in `any` unit may be given in.
public struct FormulaUnitChoice: Sendable {
    /// Such as `lb`.
    public let id: String
    /// How many of the quantity's reference unit one of this is: 0.45359237 for `lb` of mass.
    public let factor: Double

    /// Made by the generated tables.
    @_spi(ScorebookTables) public init(id: String, factor: Double) { (self.id, self.factor) = (id, factor) }
}

/// What a formula gives.
public struct FormulaResult: Sendable {
    /// Such as `Estimated one-repetition maximum`.
    public let name: String
    /// Such as `%`, `kg/m^2`, or `any mass`: then the unit the caller picked.
    public let unit: String
    /// Whether it is in the unit the caller picks for the inputs in `any` unit.
    public let isAny: Bool
    /// The values the compiler proved the result stays within, over its inputs' ranges.
    public let range: ClosedRange<Double>
    /// The step the result is rounded to, in its unit; `nil` when unrounded.
    public let roundingStep: Double?

    /// Made by the generated tables.
    @_spi(ScorebookTables) public init(name: String, unit: String, isAny: Bool, range: ClosedRange<Double>, roundingStep: Double?) {
        (self.name, self.unit, self.isAny, self.range, self.roundingStep) = (name, unit, isAny, range, roundingStep)
    }
}
