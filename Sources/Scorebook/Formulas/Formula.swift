import ScorebookCore

/// A formula from a `formulas` table, compiled to Swift: typed, ranged
/// inputs and a result in its unit.
///
/// ```swift
/// let bmi = Scorebook.formula("bmi")!
/// let answer = try bmi.evaluate(["weight": 81, "height": 180])  // kg and cm, each input by its id
/// answer.value                                                  // 25, in kg/m^2
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
    /// In the order the table declares them.
    public let inputs: [FormulaInput]
    /// What it gives: its unit, and the range the compiler proved it stays within.
    public let result: FormulaResult
    /// The table file, relative to `Tables/`.
    public let file: String
    /// The units an input in `any` unit of a quantity may be given in; empty when every unit is fixed.
    public let unitChoices: [FormulaUnitChoice]
    /// The role the runtime's rules read it by, such as `FormulaRole.oneRepMax`; `nil` for one only requests name.
    public let role: FormulaRole?
    /// The id of the formula solving this one for another input, such as `epley-load` for `epley`.
    public let inverse: String?
    /// The choice it fills its role for, such as `male` for `FormulaRole.armyBodyFat`.
    public let roleFor: String?
    /// Whether it is its group's default: the one a rule uses when a request names none, such as Tanaka's maximum heart rate.
    public let isDefault: Bool
    private let compute: @Sendable ([Double]) -> Double
    /// Each input's bounds, and whether it is in the caller's unit: read on
    /// every evaluation as plain numbers, with no input's strings to retain.
    private let bounds: [(range: ClosedRange<Double>, valid: ClosedRange<Double>, inCallersUnit: Bool)]

    /// Made by the generated tables, from a formula the compiler checked.
    @_spi(ScorebookTables) public init(
        id: String, name: String, source: String, effective: EffectivePeriod, inputs: [FormulaInput], result: FormulaResult, file: String,
        role: FormulaRole? = nil, inverse: String? = nil, roleFor: String? = nil, isDefault: Bool = false, compute: @escaping @Sendable ([Double]) -> Double
    ) {
        (self.id, self.name, self.source, self.effective, self.inputs, self.result, self.file, self.compute) =
            (id, name, source, effective, inputs, result, file, compute)
        (self.role, self.inverse, self.roleFor, self.isDefault) = (role, inverse, roleFor, isDefault)
        unitChoices = inputs.first { !$0.choices.isEmpty }?.choices ?? []
        bounds = inputs.map { ($0.range, $0.valid ?? $0.range, !$0.choices.isEmpty) }
    }

    /// The result for `inputs`, each value by its input's id, in its input's
    /// unit, or in `unit` for an input in `any` unit. A value outside its
    /// input's range is refused, never extrapolated; one outside the range
    /// its source validated is answered and named in ``FormulaValue/notValidated``.
    /// A missing or unknown id is an error, never a number. Errors name the
    /// input as `inputs.<id>`, or `unit`. Ids compare as bytes.
    public func evaluate(_ inputs: [String: Double], unit: String? = nil) throws(ScoringError) -> FormulaValue {
        var values = [Double?](repeating: nil, count: self.inputs.count)
        var unknown: [String] = []
        for (id, value) in inputs {
            guard let index = self.inputs.firstIndex(where: { id.hasSameBytes(asASCII: $0.id) }) else {
                unknown.append(id)
                continue
            }
            values[index] = value
        }
        // The first unknown id by its bytes: the same error whatever the dictionary's order.
        if let id = unknown.min(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let ids = self.inputs.map(\.id)
            throw ScoringError(
                at: ["inputs", .key(id)],
                "formula '\(self.id)' has no input '\(id)'\(Suggestion.didYouMean(id, among: ids)); its inputs are \(quotedList(ids, conjunction: "and"))",
                allowed: ids)
        }
        if let missing = values.firstIndex(where: { $0 == nil }) {
            let input = self.inputs[missing]
            throw ScoringError(at: ["inputs", .key(input.id)], "missing: \(input.name), in \(input.unit)")
        }
        return try evaluate(inOrder: values.map { $0! }, unit: unit)
    }

    /// ``evaluate(_:unit:)`` with `values` in ``inputs``' order: for the
    /// runtime's rules, whose roles the compiler checked the order of, and a
    /// request read by position.
    @_spi(ScorebookTables) public func evaluate(inOrder values: [Double], unit: String? = nil) throws(ScoringError) -> FormulaValue {
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
            let (declared, declaredValid, inCallersUnit) = bounds[index]
            let value = values[index]
            // Checked against the limits in the caller's unit, as the message
            // states them: 2204.622621848776 lb, the limit of 1000 kg in lb,
            // converted to kg would be 1000.0000000000001 and refused.
            let (range, valid) = inCallersUnit && factor != 1 ? (declared.divided(by: factor), declaredValid.divided(by: factor)) : (declared, declaredValid)
            guard value.isFinite, range.contains(value) else {
                let input = inputs[index]
                throw ScoringError(
                    at: ["inputs", .key(input.id)],
                    "must be a number from \(input.rangeText(factor: factor)) \(inCallersUnit ? unit ?? "" : input.unit), found \(value.shortText)")
            }
            if !valid.contains(value) { notValidated.append(inputs[index].id) }
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

extension Formula {
    /// ``evaluate(inOrder:unit:)`` for a rule's own arguments: an input out of
    /// its range is an error at the argument it came from, `arguments[i]` for
    /// input `i`, with the formula's message, so the limits are the table's alone.
    /// The list is made only for an error: an answer allocates none.
    func evaluate(
        _ values: [Double], unit: String? = nil, arguments: @autoclosure () -> [ScoringError.PathComponent],
        unitArgument: ScoringError.PathComponent = "unit"
    ) throws(ScoringError) -> FormulaValue {
        do {
            return try evaluate(inOrder: values, unit: unit)
        } catch {
            let arguments = arguments()
            if error.path.count == 2, case .key(let id) = error.path[1],
                let index = inputs.firstIndex(where: { $0.id.hasSameBytes(asASCII: id) }), index < arguments.count
            {
                throw ScoringError(at: [arguments[index]], error.message, allowed: error.allowed)
            }
            if error.path.count == 1 { throw ScoringError(at: [unitArgument], error.message, allowed: error.allowed) }
            throw error
        }
    }
}

extension ClosedRange<Double> {
    /// Both bounds divided by `divisor`, a unit's positive factor.
    fileprivate func divided(by divisor: Double) -> ClosedRange<Double> { lowerBound / divisor...upperBound / divisor }
}
