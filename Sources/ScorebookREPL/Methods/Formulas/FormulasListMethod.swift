import Scorebook

/// `formulas.list`: every compiled formula (or one, with `formula`) with its
/// inputs' units and ranges and its result's.
enum FormulasListMethod: RPCMethod {
    static let name = "formulas.list"
    static let title = "Compiled formulas"
    static let summary = "Every compiled formula, or the one named, with its inputs' units and ranges and its result's"
    static let examples = [#"{"formula":"epley"}"#]
    static let formula = RPCParameter("formula", .oneOf("A formula (default: every formula)") { $0.formulas.map(\.id) })
    static let parameters = [formula]
    static let result = JSONSchema.object(
        "The formulas asked for",
        [
            "formulas": .array(
                of: .object(
                    "A formula",
                    [
                        "id": .string(), "name": .string(), "source": .string("Where it is published; empty when its table's source says"),
                        "units": .array(of: .string(), "The units an input in 'any' unit may be given in: formula.evaluate's unit"),
                        "inputs": .array(
                            of: .object(
                                "An input",
                                [
                                    "id": .string("Its key in formula.evaluate's inputs"), "name": .string(),
                                    "unit": .string("Such as kg, or 'any mass' for the unit the caller picks"),
                                    "min": .number("The lowest value it takes, in rangeUnit"), "max": .number("The highest"),
                                    "rangeUnit": .string("The unit of min and max"),
                                    "validMin?": .number("The lowest value its source validated"), "validMax?": .number("The highest"),
                                ]), "In order"),
                        "result": .object(
                            "What it gives",
                            [
                                "name": .string(), "unit": .string("Such as '%', or 'any mass': the unit the caller picked"),
                                "roundingStep?": .number("The step it is rounded to; absent when unrounded"),
                            ]),
                    ]), "Every formula, or the one named")
        ])

    static func call(_ params: Params) throws(RPCError) -> CachedResult {
        let answers = params.served.cached(Self.self) { tables in
            CatalogAnswers(tables.formulas, id: \.id) { Listed("formulas", $0) }
        }
        return try answers.answer(params, key: Self.formula)
    }
}

extension Formula: JSONWritable {
    func write(into writer: JSONWriter) {
        let reference = unitChoices.first { $0.factor == 1 }?.id
        writer.object { o in
            o("id", id)
            o("name", name)
            o("source", source)
            o("units", unitChoices.map(\.id))
            o.array("inputs", inputs) { input in
                writer.object { o in
                    o("id", input.id)
                    o("name", input.name)
                    o("unit", input.unit)
                    o("min", input.range.lowerBound)
                    o("max", input.range.upperBound)
                    o("rangeUnit", input.choices.isEmpty ? input.unit : reference ?? input.unit)
                    if let valid = input.valid {
                        o("validMin", valid.lowerBound)
                        o("validMax", valid.upperBound)
                    }
                }
            }
            o.object("result") { o in
                o("name", result.name)
                o("unit", result.unit)
                o("roundingStep", ifPresent: result.roundingStep)
            }
        }
    }
}
