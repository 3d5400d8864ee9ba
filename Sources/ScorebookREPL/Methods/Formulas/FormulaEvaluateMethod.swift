@_spi(ScorebookTables) import Scorebook

/// `formula.evaluate`: a compiled formula's result for its inputs, each
/// given by its id in its own unit, or in `unit` for inputs in any unit.
enum FormulaEvaluateMethod: RPCMethod {
    static let name = "formula.evaluate"
    static let title = "Evaluate a formula"
    static let summary = "A compiled formula's result for its inputs; inputs outside its range are refused, outside its validated range flagged"
    static let examples = [#"{"formula":"epley","inputs":{"load":100,"reps":5},"unit":"kg"}"#]
    static let formula = RPCParameter("formula", required: true, .oneOf("The formula") { $0.formulas.map(\.id) })
    static let inputs = RPCParameter(
        "inputs", required: true,
        JSONSchema(.object([], additional: .number("The input's value")), "Each input's value by its id, as formulas.list lists them"))
    static let unit = RPCParameter(
        "unit", .oneOf("The unit of the inputs in 'any' unit, and of such a result: one of the formula's units") { tables in
            tables.formulas.map { $0.unitChoices.map(\.id) }.union
        })
    static let parameters = [formula, inputs, unit]
    static let result = JSONSchema.object(
        "The result",
        [
            "formula": .string("As asked"),
            "value": .number("Unrounded unless the formula rounds"),
            "unit": .string("The result's unit"),
            "valid": .boolean("Whether every input is within the range the formula's source validated"),
            "notValidated": .array(of: .string(), "The inputs outside it"),
        ])

    static func call(_ params: Params) throws(RPCError) -> FormulaAnswer {
        let tables = params.tables
        _ = try params.required(Self.formula)
        let formula = try params.lookup(Self.formula, ids: tables.formulas.map(\.id)) { tables.formula($0) }!
        let values = try readInputs(params, of: formula)
        let unit = try params.string(Self.unit)
        let value = try params.checked { () throws(ScoringError) in try formula.evaluate(inOrder: values, unit: unit) }
        return FormulaAnswer(formula: formula.id, value: value)
    }

    /// Each input's number, by its id; an unknown or missing one is an error naming it.
    private static func readInputs(_ params: Params, of formula: Formula) throws(RPCError) -> [Double] {
        let tape = params.tape
        let object = try params.required(Self.inputs)
        let ids = formula.inputs.map(\.id)
        guard tape.kind(object) == .object else {
            throw .invalidParams(field: params.field(Self.inputs), "expected an object of \(quotedList(ids, conjunction: "and")), found \(tape.typeName(object))")
        }
        var values = [Double?](repeating: nil, count: ids.count)
        for (key, member) in tape.members(object) {
            guard let index = ids.firstIndex(where: { tape.string(key, is: $0) }) else {
                throw .invalidParams(
                    field: params.field("inputs.\(tape.string(key))"),
                    "unknown input of formula '\(formula.id)'; expected \(quotedList(ids, conjunction: "and"))", allowed: ids)
            }
            guard tape.kind(member) == .number, let value = tape.double(member) else {
                let found = tape.kind(member) == .number ? "\(tape.number(member).text), out of range" : tape.typeName(member)
                throw .invalidParams(field: params.field("inputs.\(ids[index])"), "expected a number, found \(found)")
            }
            values[index] = value
        }
        if let missing = values.firstIndex(where: { $0 == nil }) {
            let input = formula.inputs[missing]
            throw .invalidParams(field: params.field("inputs.\(input.id)"), "missing: \(input.name), in \(input.unit)")
        }
        return values.map { $0! }
    }
}

struct FormulaAnswer: JSONWritable {
    var formula: String
    var value: FormulaValue

    func write(into writer: JSONWriter) {
        writer.object { o in
            o("formula", formula)
            o("value", value.value)
            o("unit", value.unit)
            o("valid", value.notValidated.isEmpty)
            o("notValidated", value.notValidated)
        }
    }
}
