import ScorebookCore
import Yams

/// Reads a `kind: formulas` YAML file into a ``FormulasDefinition``; the
/// expressions are parsed here and type-checked once every table's units are known.
struct FormulasParser {
    let reader: YAMLReader

    static let mostEntries = 1_000
    static let mostInputs = 16
    /// Bounds written in a table: nine digits before the point.
    static let largestBound = 999_999_999.0

    static let required = TableHeader.required, optional = ["units", "formulas"] + TableHeader.optional

    func parse(_ root: Node) -> FormulasDefinition? {
        guard let f = reader.fields(root, "a formulas table", required: Self.required, optional: Self.optional) else { return nil }
        let header = reader.header(f, of: root)
        let unitEntries = f["units"].flatMap { reader.entries($0, "units", atMost: Self.mostEntries) }
        let formulaEntries = f["formulas"].flatMap { reader.entries($0, "formulas", atMost: Self.mostEntries) }
        if f["units"] == nil && f["formulas"] == nil {
            reader.error("the table defines neither units nor formulas", at: root)
        }
        return FormulasDefinition(
            header: header, units: unitEntries?.compactMap(parseUnit) ?? [], formulas: formulaEntries?.compactMap(parseFormula) ?? [],
            unitsWritten: (unitEntries ?? []).map(\.key), formulasWritten: (formulaEntries ?? []).map(\.key),
            writesEveryName: reader.namesEveryEntry(
                root, known: Self.required + Self.optional,
                listsRead: (f["units"] == nil || unitEntries != nil) && (f["formulas"] == nil || formulaEntries != nil)))
    }

    // MARK: Units

    private func parseUnit(_ key: Located<String>, _ value: Node) -> FormulaUnitDefinition? {
        guard WrittenUnit.isName(key.value) else {
            reader.error("unit id '\(key.value)' must be letters, such as kg or bpm, or '%'", at: key.location)
            return nil
        }
        let what = "unit '\(key.value)'"
        guard let f = reader.fields(value, what, required: ["name"], optional: ["quantity", "is"]) else { return nil }
        let name = f["name"].flatMap { reader.text($0, "\(what) name") }
        switch (f["quantity"], f["is"]) {
        case (let quantity?, nil):
            guard let name, let quantity = reader.identifier(quantity, "\(what) quantity") else { return nil }
            return FormulaUnitDefinition(id: key, name: name.value, quantity: quantity, factor: .one, of: nil)
        case (nil, let multiple?):
            guard let name, let (factor, of) = parseMultiple(multiple, what) else { return nil }
            return FormulaUnitDefinition(id: key, name: name.value, quantity: nil, factor: factor, of: of)
        default:
            reader.error("\(what) needs either 'quantity' (a reference unit, such as kg for mass) or 'is' (such as 0.45359237 kg)", at: key.location)
            return nil
        }
    }

    /// `0.45359237 kg`, or `0.01` for a multiple of a plain number.
    private func parseMultiple(_ node: Node, _ what: String) -> (ExactRatio, Located<String>?)? {
        guard let text = reader.text(node, "\(what) is", freeText: false) else { return nil }
        let parts = text.value.split(separator: " ", omittingEmptySubsequences: true)
        guard (1...2).contains(parts.count), let factor = ExactRatio(decimal: parts[0]),
            parts.count == 1 || WrittenUnit.isName(String(parts[1]))
        else {
            reader.error("\(what) 'is' must be a number above zero and a unit, such as 0.45359237 kg, found '\(text.value)'", at: text.location)
            return nil
        }
        return (factor, parts.count == 2 ? Located(String(parts[1]), at: text.location) : nil)
    }

    // MARK: Formulas

    private func parseFormula(_ key: Located<String>, _ value: Node) -> FormulaDefinition? {
        guard let id = reader.identifier(Located(key.value, at: key.location), "formula id") else { return nil }
        let what = "formula '\(id.value)'"
        guard
            let f = reader.fields(
                value, what, required: ["name", "inputs", "result", "expression"], optional: ["source", "effective", "role", "inverse", "for", "default"])
        else { return nil }
        let name = f["name"].flatMap { reader.text($0, "\(what) name") }
        let source: Located<String>?? = f["source"].map { reader.text($0, "\(what) source") }
        let effective = f["effective"].map(reader.effective) ?? Located(EffectivePeriod(), at: id.location)
        let inputs = f["inputs"].flatMap { parseInputs($0, what) }
        let result = f["result"].flatMap { parseResult($0, what) }
        let expression = f["expression"].flatMap { parseExpression($0, what) }
        let role = f["role"].map { reader.role($0, "\(what) role", as: FormulaRole.self) }
        let inverse = f["inverse"].map { reader.identifier($0, "\(what) inverse") }
        let roleFor = f["for"].map { reader.identifier($0, "\(what) for") }
        let isDefault = f["default"].map { node in reader.flag(node, "\(what) default").map { Located($0, at: reader.location(of: node)) } }
        guard let name, source != .some(nil), let effective, let inputs, let result, let expression, role != .some(nil), inverse != .some(nil),
            roleFor != .some(nil), isDefault != .some(nil)
        else { return nil }
        let formula = FormulaDefinition(
            id: id, name: name.value, source: source??.value ?? "", effective: effective.value, inputs: inputs, result: result, expression: expression.0,
            expressionText: expression.2, expressionAt: expression.1, role: role ?? nil, inverse: inverse ?? nil, roleFor: roleFor ?? nil,
            isDefault: isDefault ?? nil)
        return checkRole(formula, what) ? formula : nil
    }

    /// A formula in a role has the role's inputs, in its order and units, and
    /// its result's unit; an `inverse` and a `for` exactly where the role takes one.
    private func checkRole(_ formula: FormulaDefinition, _ what: String) -> Bool {
        guard let role = formula.role else {
            let given = [("inverse", formula.inverse?.location), ("for", formula.roleFor?.location), ("default", formula.isDefault?.location)]
            for case let (field, location?) in given {
                reader.error("\(what) has '\(field)' but no role: only a formula in a role that takes one names it", at: location)
            }
            return given.allSatisfy { $0.1 == nil }
        }
        var ok = true
        let expected = role.value.signature
        let found = formula.inputs.map { (id: $0.id.value, unit: Self.text(of: $0.unit)) }
        if found.map(\.id) != expected.inputs.map(\.id) || found.map(\.unit) != expected.inputs.map(\.unit) {
            let describe = { (inputs: [(id: String, unit: String)]) in inputs.map { "\($0.id) (\($0.unit))" }.joined(separator: ", ") }
            reader.error(
                "\(what) fills the role '\(role.value.rawValue)', whose inputs are \(describe(expected.inputs)) in that order; found \(describe(found))",
                at: formula.inputs.first?.id.location ?? role.location)
            ok = false
        }
        if Self.text(of: formula.result.unit) != expected.result {
            reader.error(
                "\(what) fills the role '\(role.value.rawValue)', whose result is in '\(expected.result)'; found '\(Self.text(of: formula.result.unit))'",
                at: formula.result.unitAt.location)
            ok = false
        }
        let needs: [(String, SourceLocation?, Bool)] = [
            ("inverse", formula.inverse?.location, role.value.inverseRole != nil),
            ("for", formula.roleFor?.location, role.value.cardinality == .onePerChoice),
        ]
        if let isDefault = formula.isDefault, role.value.cardinality != .many {
            reader.error("\(what) has 'default', but the role '\(role.value.rawValue)' is filled once, not by a group", at: isDefault.location)
            ok = false
        }
        for (field, location, needed) in needs where (location != nil) != needed {
            if let location {
                reader.error("\(what) has '\(field)', which the role '\(role.value.rawValue)' does not take", at: location)
            } else {
                reader.error("\(what) fills the role '\(role.value.rawValue)', which needs '\(field)'", at: role.location)
            }
            ok = false
        }
        return ok
    }

    /// A declared unit as a role compares it: `kg/m^2`, `any mass`.
    static func text(of unit: DeclaredUnit) -> String {
        switch unit {
        case .unit(let written): written.text
        case .any(let quantity): "any \(quantity.value)"
        }
    }

    private func parseExpression(_ node: Node, _ what: String) -> (FormulaExpression, TextPosition, String)? {
        guard let text = reader.text(node, "\(what) expression", freeText: false) else { return nil }
        let at = position(of: node, text)
        switch FormulaExpressionParser.parse(text.value) {
        case .success(let expression): return (expression, at, text.value)
        case .failure(let failure):
            reader.error("\(what) expression: \(failure.message)", at: at.location(at: failure.offset))
            return nil
        }
    }

    private func parseInputs(_ node: Node, _ formula: String) -> [FormulaInputDefinition]? {
        guard let entries = reader.entries(node, "\(formula) inputs") else { return nil }
        guard (1...Self.mostInputs).contains(entries.count) else {
            reader.error("\(formula) has \(entries.count) inputs; a formula has 1 to \(Self.mostInputs)", at: node)
            return nil
        }
        let inputs = entries.compactMap { key, value -> FormulaInputDefinition? in
            guard InputName.isValid(key.value) else {
                reader.error(
                    "\(formula) input '\(key.value)' must be a name an expression can use: a lower-case letter, then letters and digits, such as weightLb",
                    at: key.location)
                return nil
            }
            let what = "\(formula) input '\(key.value)'"
            guard let f = reader.fields(value, what, required: ["name", "unit", "range"], optional: ["valid"]) else { return nil }
            let name = f["name"].flatMap { reader.text($0, "\(what) name") }
            let unit = f["unit"].flatMap { parseDeclaredUnit($0, what) }
            let range = f["range"].flatMap { parseRange($0, "\(what) range") }
            let valid = f["valid"].flatMap { parseRange($0, "\(what) valid") }
            guard let name, let unit, let range, f["valid"] == nil || valid != nil else { return nil }
            return FormulaInputDefinition(id: key, name: name.value, unit: unit.0, unitAt: unit.1, range: range, valid: valid)
        }
        return inputs.count == entries.count ? inputs : nil
    }

    private func parseResult(_ node: Node, _ formula: String) -> FormulaResultDefinition? {
        let what = "\(formula) result"
        guard let f = reader.fields(node, what, required: ["name", "unit", "range"], optional: ["round"]) else { return nil }
        let name = f["name"].flatMap { reader.text($0, "\(what) name") }
        let unit = f["unit"].flatMap { parseDeclaredUnit($0, what) }
        let range = f["range"].flatMap { parseRange($0, "\(what) range") }
        let round = f["round"].flatMap { parseRound($0, what) }
        guard let name, let unit, let range, f["round"] == nil || round != nil else { return nil }
        return FormulaResultDefinition(name: name.value, unit: unit.0, unitAt: unit.1, range: range, round: round)
    }

    /// `{ step: 1, mode: nearest }`, the step in the result's unit.
    private func parseRound(_ node: Node, _ what: String) -> (Double, FormulaRoundingMode)? {
        guard let f = reader.fields(node, "\(what) round", required: ["step", "mode"]) else { return nil }
        let step = f["step"].flatMap { reader.decimal($0, "\(what) round step", in: 0.000001...1_000_000, places: 6) }
        let mode = f["mode"].flatMap { reader.choice($0, "\(what) round mode", as: FormulaRoundingMode.self) }
        guard let step, let mode else { return nil }
        return (step.value, mode.value)
    }

    /// `kg`, `kg/m^2`, or `any mass`.
    private func parseDeclaredUnit(_ node: Node, _ what: String) -> (DeclaredUnit, TextPosition)? {
        guard let text = reader.text(node, "\(what) unit", freeText: false) else { return nil }
        let at = position(of: node, text)
        if text.value.hasPrefix("any ") {
            let quantity = String(text.value.dropFirst(4))
            guard YAMLReader.isIdentifier(quantity) else {
                reader.error("\(what) unit '\(text.value)' must name a quantity after 'any', such as any mass", at: text.location)
                return nil
            }
            return (.any(quantity: Located(quantity, at: at.location(at: 4))), at)
        }
        switch WrittenUnit.parse(text.value) {
        case .success(let unit): return (.unit(unit), at)
        case .failure(let failure):
            reader.error("\(what) unit '\(text.value)': \(failure.message)", at: at.location(at: failure.offset))
            return nil
        }
    }

    /// `[1, 10]` or `[0 kg, 1000 kg]`: the lower bound, then the upper, each in the declared unit unless one is written.
    private func parseRange(_ node: Node, _ what: String) -> (WrittenBound, WrittenBound)? {
        guard let items = reader.items(node, what) else { return nil }
        guard items.count == 2 else {
            reader.error("\(what) must be two bounds, such as [1, 10], found \(items.count)", at: node)
            return nil
        }
        let bounds = items.compactMap { parseBound($0, what) }
        guard bounds.count == 2 else { return nil }
        guard bounds[0].value <= bounds[1].value || bounds[0].unit?.text != bounds[1].unit?.text else {
            reader.error("\(what) runs from \(bounds[0].value.shortText) down to \(bounds[1].value.shortText): write the lower bound first", at: node)
            return nil
        }
        return (bounds[0], bounds[1])
    }

    private func parseBound(_ node: Node, _ what: String) -> WrittenBound? {
        guard let text = reader.text(node, "\(what) bound", freeText: false) else { return nil }
        let at = position(of: node, text)
        let space = text.value.firstIndex(of: " ")
        let number = text.value[..<(space ?? text.value.endIndex)]
        let negative = number.hasPrefix("-")
        guard DecimalText.parseDecimal(number.dropFirst(negative ? 1 : 0)) != nil, let value = Double(number),
            value.magnitude <= Self.largestBound
        else {
            reader.error(
                "\(what) bound must be a number from -\(Self.largestBound.shortText) to \(Self.largestBound.shortText), optionally with a unit, such as 1000 kg; found '\(text.value)'",
                at: text.location)
            return nil
        }
        guard let space else { return WrittenBound(text: text.value, value: value, unit: nil, at: at) }
        let unitOffset = text.value.unicodeScalars.distance(from: text.value.unicodeScalars.startIndex, to: space) + 1
        switch WrittenUnit.parse(String(text.value[text.value.index(after: space)...])) {
        case .success(let unit):
            var shifted = unit
            for index in shifted.factors.indices { shifted.factors[index].offset += unitOffset }
            return WrittenBound(text: text.value, value: value, unit: shifted, at: at)
        case .failure(let failure):
            reader.error("\(what) bound '\(text.value)': \(failure.message)", at: at.location(at: unitOffset + failure.offset))
            return nil
        }
    }

    // MARK: Helpers

    /// Where `text`, read from `node`, starts: after the quote of a quoted
    /// scalar, whose columns follow the text only when nothing in it was escaped.
    private func position(of node: Node, _ text: Located<String>) -> TextPosition {
        guard case .scalar(let scalar) = node, !text.value.contains("\n") else {
            return TextPosition(location: text.location, columnsFollowText: false)
        }
        switch scalar.style {
        case .plain: return TextPosition(location: text.location, columnsFollowText: true)
        case .singleQuoted, .doubleQuoted:
            var start = text.location
            start.column += 1
            let escapable: Set<Unicode.Scalar> = ["'", "\"", "\\"]
            return TextPosition(location: start, columnsFollowText: !text.value.unicodeScalars.contains { escapable.contains($0) || !$0.isASCII })
        default: return TextPosition(location: text.location, columnsFollowText: false)
        }
    }
}
