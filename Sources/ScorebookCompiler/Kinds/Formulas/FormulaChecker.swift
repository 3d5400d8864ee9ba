import ScorebookCore

/// Checks one formula against every table's units and writes it as Swift:
/// units must agree, no division can be by zero and no logarithm or root of
/// a value below zero over the inputs' ranges, and the result stays within
/// its range. Each intermediate value is a `let`, so the Swift compiler never
/// type-checks a long expression at once.
struct FormulaChecker {
    /// A unit's factor and quantity, `nil` for a unit no table defines.
    let unit: (String) -> UnitType?
    /// Every unit of a quantity, for an input in `any` unit of it.
    let unitsOfQuantity: (String) -> [(id: String, scale: ExactRatio)]
    /// Whether a unit, or the unit it is a multiple of, is written by an entry
    /// with a mistake, already reported: a formula in it is not checked,
    /// rather than told it is undefined.
    var isWrittenWithAMistake: (String) -> Bool = { _ in false }

    /// A formula ready to emit.
    struct Checked: Sendable {
        var inputs: [Input]
        var body: [SwiftCode]
        var value: SwiftCode
        var result: Result
    }

    struct Input: Sendable {
        var id: String
        var name: String
        /// As written: `kg`, `any mass`.
        var unit: String
        /// Where `unit` is `any`, the units the caller may pick, each with its factor to the quantity's reference unit.
        var choices: [(id: String, factor: Double)]
        /// In its unit, or, for `any`, in the quantity's reference unit.
        var range: ValueRange
        var valid: ValueRange?
    }

    struct Result: Sendable {
        var name: String
        var unit: String
        var isAny: Bool
        var range: ValueRange
        var round: (step: Double, mode: FormulaRoundingMode)?
    }

    /// A value the expression computes: its code, unit and range.
    private struct Value {
        var code: SwiftCode
        var unit: UnitType
        var range: ValueRange
        /// For messages: `lb`, `%/lb`, or the quantities of a computed unit.
        var unitText: String
    }

    struct Failure: Error {
        var message: String
        var location: SourceLocation
        /// Where the mistake is one already reported elsewhere (a unit with a mistake).
        var alreadyReported = false
    }

    /// The formula checked, or `nil` with its errors in `diagnostics`.
    func check(_ formula: FormulaDefinition, into diagnostics: inout Diagnostics) -> Checked? {
        var emitter = Emitter()
        do throws(Failure) {
            let what = "formula '\(formula.id.value)'"
            var inputs: [Input] = []
            var types: [String: (index: Int, unit: UnitType, range: ValueRange, text: String)] = [:]
            var anyQuantity: Located<String>?
            for (index, input) in formula.inputs.enumerated() {
                let context = "\(what) input '\(input.id.value)'"
                let (type, text) = try declared(input.unit, input.unitAt, context, any: &anyQuantity)
                let range = try bounds(input.range, in: type, "\(context) range")
                var valid: ValueRange?
                if let written = input.valid { valid = try bounds(written, in: type, "\(context) valid") }
                if let valid, !valid.isWithin(range) {
                    throw Failure(
                        message: "\(context) is valid from \(valid.text), beyond its range \(range.text)", location: input.valid!.0.at.location)
                }
                var choices: [(String, Double)] = []
                if case .any(let quantity) = input.unit {
                    choices = unitsOfQuantity(quantity.value).map { ($0.id, $0.scale.double) }
                }
                inputs.append(Input(id: input.id.value, name: input.name, unit: text, choices: choices, range: range, valid: valid))
                types[input.id.value] = (index, type, range, text)
            }
            let result = formula.result
            let (resultType, resultText) = try declared(result.unit, result.unitAt, "\(what) result", any: &anyQuantity)
            if case .any(let quantity) = result.unit, !formula.inputs.contains(where: { if case .any = $0.unit { true } else { false } }) {
                throw Failure(message: "\(what) result is in any \(quantity.value), but no input is: the caller has no unit to pick", location: quantity.location)
            }
            let resultRange = try bounds(result.range, in: resultType, "\(what) result range")
            var value: Value
            do throws(Failure) {
                value = try emitter.value(of: formula.expression, self, types, at: formula.expressionAt)
            } catch {
                throw Failure(message: "\(what) expression: \(error.message)", location: error.location, alreadyReported: error.alreadyReported)
            }
            guard value.unit.isSameQuantity(as: resultType) else {
                throw Failure(
                    message: "\(what) expression is in \(Self.describe(value.unitText, value.unit)), but its result is declared in \(Self.describe(resultText, resultType))",
                    location: formula.expressionAt.location)
            }
            value = try emitter.converted(value, to: resultType, resultText, at: formula.expressionAt.location)
            if let round = result.round {
                if case .any = result.unit {
                    throw Failure(message: "\(what) result is in any unit the caller picks: a step to round to would be in none", location: result.unitAt.location)
                }
                value = try emitter.rounded(value, step: round.step, round.mode)
            }
            guard value.range.isWithin(resultRange) else {
                throw Failure(
                    message: "\(what) result can run from \(value.range.text) \(resultText) over its inputs' ranges, beyond its range \(resultRange.text)",
                    location: formula.expressionAt.location)
            }
            return Checked(
                inputs: inputs, body: emitter.lines, value: value.code,
                result: Result(name: result.name, unit: resultText, isAny: result.unit.isAny, range: resultRange, round: result.round))
        } catch {
            if !error.alreadyReported { diagnostics.error(error.message, at: error.location) }
            return nil
        }
    }

    /// A declared unit's type and text; `any` at most one quantity per formula.
    private func declared(_ unit: DeclaredUnit, _ at: TextPosition, _ what: String, any: inout Located<String>?) throws(Failure) -> (UnitType, String) {
        switch unit {
        case .unit(let written): return (try resolve(written, at), written.text)
        case .any(let quantity):
            if let first = any, first.value != quantity.value {
                throw Failure(
                    message: "\(what) is in any \(quantity.value), but the formula already leaves \(first.value) to the caller: a formula leaves one quantity",
                    location: quantity.location)
            }
            guard !unitsOfQuantity(quantity.value).isEmpty else {
                throw Failure(message: "\(what) is in any \(quantity.value), but no unit measures \(quantity.value)", location: quantity.location)
            }
            any = quantity
            return (UnitType(scale: .one, powers: ["any \(quantity.value)": 1]), "any \(quantity.value)")
        }
    }

    /// A written unit's type: its units' factors and quantities multiplied out.
    func resolve(_ written: WrittenUnit, _ at: TextPosition) throws(Failure) -> UnitType {
        var type = UnitType.number
        for factor in written.factors {
            guard let one = unit(factor.unit) else {
                if isWrittenWithAMistake(factor.unit) { throw Failure(message: "", location: at.location(at: factor.offset), alreadyReported: true) }
                throw Failure(message: "unit '\(factor.unit)' is not defined by any formulas table", location: at.location(at: factor.offset))
            }
            guard let powered = one.power(factor.exponent), let product = type.times(powered) else {
                throw Failure(message: "unit '\(written.text)' is too large a power to convert exactly", location: at.location(at: factor.offset))
            }
            type = product
        }
        return type
    }

    /// Bounds in `type`: a bound written with a unit is converted to it.
    /// For a quantity left to the caller, in its reference unit.
    private func bounds(_ bounds: (WrittenBound, WrittenBound), in type: UnitType, _ what: String) throws(Failure) -> ValueRange {
        let isAny = type.powers.keys.contains { $0.hasPrefix("any ") }
        func value(_ bound: WrittenBound) throws(Failure) -> Double {
            guard let written = bound.unit else {
                if isAny && bound.value != 0 {
                    throw Failure(message: "\(what) is in a unit the caller picks: write each bound's unit, such as 1000 kg", location: bound.at.location)
                }
                return bound.value
            }
            let boundType = try resolve(written, bound.at)
            let target = isAny ? UnitType(scale: .one, powers: type.powers.reduce(into: [:]) { $0[String($1.key.dropFirst(4))] = $1.value }) : type
            guard boundType.isSameQuantity(as: target), let factor = boundType.factor(to: target) else {
                throw Failure(message: "\(what) bound is in \(Self.describe(written.text, boundType)), not \(target.quantityText)", location: bound.at.location)
            }
            return bound.value * factor.double
        }
        let range = ValueRange(try value(bounds.0), try value(bounds.1))
        guard range.lower <= range.upper else {
            throw Failure(message: "\(what) runs from \(range.lower.shortText) down to \(range.upper.shortText): write the lower bound first", location: bounds.0.at.location)
        }
        return range
    }

    /// `kg (mass)`; `a number` or `any mass` alone, where the two would repeat.
    static func describe(_ text: String, _ unit: UnitType) -> String {
        text == unit.quantityText || text.hasPrefix("any ") ? text : "\(text) (\(unit.quantityText))"
    }

    /// Writes the expression's code line by line, each intermediate a numbered `let`.
    private struct Emitter {
        private(set) var lines: [SwiftCode] = []
        /// The part of the expression being written, for an overflow's message.
        private var location: SourceLocation?
        /// Beyond this a value may overflow to infinity in the code's own arithmetic.
        static let largestMagnitude = 1e300

        mutating func value(
            of expression: FormulaExpression, _ checker: FormulaChecker,
            _ inputs: [String: (index: Int, unit: UnitType, range: ValueRange, text: String)], at: TextPosition
        ) throws(Failure) -> Value {
            func here(_ offset: Int) -> SourceLocation { at.location(at: offset) }
            location = here(expression.offset)
            switch expression {
            case .number(let number, let written, _):
                var unit = UnitType.number
                if let written { unit = try checker.resolve(written, at) }
                return Value(code: "\(number)", unit: unit, range: ValueRange(exactly: number), unitText: written?.text ?? "a number")
            case .input(let name, let offset):
                guard let input = inputs[name] else {
                    let known = inputs.sorted { $0.value.index < $1.value.index }.map(\.key)
                    throw Failure(
                        message: "'\(name)' is not an input\(Suggestion.didYouMean(name, among: known)); the formula's inputs are \(quotedList(known, conjunction: "and"))",
                        location: here(offset))
                }
                return Value(code: "x[\(input.index)]", unit: input.unit, range: input.range, unitText: input.text)
            case .negate(let inner, _):
                let v = try value(of: inner, checker, inputs, at: at)
                location = here(expression.offset)
                return try emit("-(\(v.code))", v.unit, -v.range, v.unitText)
            case .binary(let op, let left, let right, let offset):
                let a = try value(of: left, checker, inputs, at: at)
                let b = try value(of: right, checker, inputs, at: at)
                location = here(offset)
                switch op {
                case .add, .subtract:
                    let b2 = try sameUnit(b, as: a, op == .add ? "add" : "subtract", at: here(offset))
                    return op == .add
                        ? try emit("\(a.code) + \(b2.code)", a.unit, a.range + b2.range, a.unitText)
                        : try emit("\(a.code) - \(b2.code)", a.unit, a.range - b2.range, a.unitText)
                case .multiply:
                    guard let unit = a.unit.times(b.unit) else { throw tooLarge(here(offset)) }
                    return try emit("\(a.code) * \(b.code)", unit, a.range * b.range, Self.text(a.unitText, "·", b.unitText))
                case .divide:
                    guard let unit = a.unit.divided(by: b.unit) else { throw tooLarge(here(offset)) }
                    guard let range = a.range / b.range else {
                        throw Failure(
                            message: "this division can be by zero: over the inputs' ranges its divisor runs from \(b.range.text)",
                            location: here(right.offset))
                    }
                    return try emit("\(a.code) / \(b.code)", unit, range, Self.text(a.unitText, "/", b.unitText))
                }
            case .power(let base, let exponent, let offset):
                let v = try value(of: base, checker, inputs, at: at)
                location = here(offset)
                if exponent == exponent.rounded(), case let n = Int(exponent), n != 0 {
                    guard let unit = v.unit.power(n) else { throw tooLarge(here(offset)) }
                    guard let range = v.range.power(n) else {
                        throw Failure(message: "this negative power divides by a value that can be zero: it runs from \(v.range.text)", location: here(offset))
                    }
                    let product = SwiftCode(joining: Array(repeating: v.code, count: abs(n)), separator: " * ")
                    return try emit(n > 0 ? product : "1 / (\(product))", unit, range, v.unit.isNumber ? v.unitText : "(\(v.unitText))^\(n)")
                }
                let number = try plainNumber(v, "a power that is not whole", at: here(base.offset))
                guard number.range.lower > 0 || (exponent > 0 && number.range.lower == 0) else {
                    throw Failure(
                        message: "a power that is not whole needs a value above zero; over the inputs' ranges this runs from \(number.range.text)",
                        location: here(base.offset))
                }
                let ends = ValueRange(power(number.range.lower, exponent), power(number.range.upper, exponent))
                let range = exponent > 0 ? ends : ValueRange(ends.upper, ends.lower)
                return try emit("FormulaMath.power(\(number.code), \(exponent))", .number, range, "a number")
            case .call(let function, let arguments, let offset):
                var values: [Value] = []
                for argument in arguments { values.append(try value(of: argument, checker, inputs, at: at)) }
                location = here(offset)
                switch function {
                case .exp:
                    let v = try plainNumber(values[0], "exp", at: here(arguments[0].offset))
                    return try emit("FormulaMath.exp(\(v.code))", .number, v.range.mapped(FormulaMath.exp), "a number")
                case .ln:
                    let v = try plainNumber(values[0], "ln", at: here(arguments[0].offset))
                    guard v.range.lower > 0 else {
                        throw Failure(
                            message: "ln needs a value above zero; over the inputs' ranges this runs from \(v.range.text)",
                            location: here(arguments[0].offset))
                    }
                    return try emit("FormulaMath.ln(\(v.code))", .number, v.range.mapped(FormulaMath.ln), "a number")
                case .min, .max:
                    var same = [values[0]]
                    for v in values.dropFirst() { same.append(try sameUnit(v, as: values[0], "compare", at: here(offset))) }
                    let list = SwiftCode(joining: same.map(\.code))
                    let ranges = same.map(\.range)
                    return function == .min
                        ? try emit("Swift.min(\(list))", values[0].unit, .min(ranges), values[0].unitText)
                        : try emit("Swift.max(\(list))", values[0].unit, .max(ranges), values[0].unitText)
                }
            case .round(let inner, let step, let written, let mode, let offset):
                let v = try value(of: inner, checker, inputs, at: at)
                location = here(offset)
                var stepValue = step
                if written == nil && !v.unit.isNumber {
                    throw Failure(
                        message: "round's step needs its unit, such as 0.5[in]: the value is in \(FormulaChecker.describe(v.unitText, v.unit))",
                        location: here(offset))
                }
                if let written {
                    let stepUnit = try checker.resolve(written, at)
                    guard stepUnit.isSameQuantity(as: v.unit), let factor = stepUnit.factor(to: v.unit) else {
                        throw Failure(
                            message: "round's step is in \(FormulaChecker.describe(written.text, stepUnit)), but the value is in \(FormulaChecker.describe(v.unitText, v.unit))",
                            location: here(offset))
                    }
                    stepValue = step * factor.double
                }
                return try rounded(v, step: stepValue, mode)
            }
        }

        /// `value` in `unit`, of the same quantity: multiplied by the exact factor's nearest `Double`.
        mutating func converted(_ value: Value, to unit: UnitType, _ text: String, at location: SourceLocation) throws(Failure) -> Value {
            self.location = location
            guard let factor = value.unit.factor(to: unit) else { throw tooLarge(location) }
            if factor == .one { return Value(code: value.code, unit: unit, range: value.range, unitText: text) }
            // Dividing by a whole number rounds once; multiplying by its inverse would round twice.
            let code: SwiftCode =
                factor.numerator == 1 ? "\(value.code) / \(Double(factor.denominator))" : "\(value.code) * \(factor.double)"
            return try emit(code, unit, value.range.scaled(by: factor.double), text)
        }

        mutating func rounded(_ value: Value, step: Double, _ mode: FormulaRoundingMode) throws(Failure) -> Value {
            let range = ValueRange(
                FormulaMath.round(value.range.lower, step: step, .down), FormulaMath.round(value.range.upper, step: step, .up))
            return try emit("FormulaMath.round(\(value.code), step: \(step), .\(Self.code(for: mode)))", value.unit, range, value.unitText)
        }

        private static func code(for mode: FormulaRoundingMode) -> SwiftCode {
            switch mode {
            case .nearest: "nearest"
            case .nearestEven: "nearestEven"
            case .up: "up"
            case .down: "down"
            case .towardZero: "towardZero"
            }
        }

        private mutating func sameUnit(_ value: Value, as other: Value, _ verb: String, at location: SourceLocation) throws(Failure) -> Value {
            guard value.unit.isSameQuantity(as: other.unit) else {
                throw Failure(
                    message: "cannot \(verb) \(FormulaChecker.describe(other.unitText, other.unit)) and \(FormulaChecker.describe(value.unitText, value.unit)): write a constant's unit in brackets, such as 0.12[%/lb]",
                    location: location)
            }
            return try converted(value, to: other.unit, other.unitText, at: location)
        }

        private mutating func plainNumber(_ value: Value, _ what: String, at location: SourceLocation) throws(Failure) -> Value {
            guard value.unit.isNumber else {
                throw Failure(message: "\(what) needs a plain number, but this is in \(FormulaChecker.describe(value.unitText, value.unit))", location: location)
            }
            return try converted(value, to: .number, "a number", at: location)
        }

        /// `lb·in`, `kg/m`: a plain number drops out of a product's text.
        private static func text(_ a: String, _ op: String, _ b: String) -> String {
            if b == "a number" { return a }
            if a == "a number" { return op == "·" ? b : "1/\(b)" }
            return "\(a)\(op)\(b)"
        }

        private func tooLarge(_ location: SourceLocation) -> Failure {
            Failure(message: "the units here are too large a power to convert exactly", location: location)
        }

        private func power(_ x: Double, _ y: Double) -> Double { FormulaMath.power(x, y) }

        /// A `let` for `code`, whose values over the inputs' ranges are `range`:
        /// finite and far from overflow, or an error where it is written.
        private mutating func emit(_ code: SwiftCode, _ unit: UnitType, _ range: ValueRange, _ text: String) throws(Failure) -> Value {
            guard range.lower.magnitude <= Self.largestMagnitude, range.upper.magnitude <= Self.largestMagnitude else {
                throw Failure(
                    message: "this can overflow: over the inputs' ranges it runs from \(range.text), beyond ±1e300",
                    location: location ?? SourceLocation(file: "", line: 0, column: 0))
            }
            lines.append("let v\(lines.count): Double = \(code)")
            return Value(code: "v\(lines.count - 1)", unit: unit, range: range, unitText: text)
        }
    }
}

extension DeclaredUnit {
    var isAny: Bool { if case .any = self { true } else { false } }
}
