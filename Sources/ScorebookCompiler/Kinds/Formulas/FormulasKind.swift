import ScorebookCore

/// `kind: formulas`: units, and formulas over typed, ranged inputs compiled
/// to Swift functions: a one-rep max, a maximum heart rate, a body-fat equation.
enum FormulasKind: TableKind {
    static let name = "formulas"
    static let domain = TableDomain.formulas
    static let runtimeEntry = RuntimeEntry(key: "FormulasKey", value: "formulaCatalog", trait: "Formulas")

    /// Formulas, which requests name.
    static let formulas: Namespace<FormulaDefinition> = Namespace(noun: "formula", definedBy: name)
    /// Units, which formulas in any table name.
    static let units: Namespace<FormulaUnitDefinition> = Namespace(noun: "unit", definedBy: name)
    /// Quantities, each with one reference unit.
    static let quantities: Namespace<String> = Namespace(noun: "quantity", definedBy: name)
    /// Roles filled once, or once per choice: a second formula in one is an error at its line.
    static let roles: Namespace<FormulaDefinition> = Namespace(noun: "formula role", definedBy: name, clash: "is already filled by")
    /// The same for roles a rule reads on a day, once on any day: a standard's editions.
    static let datedRoles: Namespace<FormulaDefinition> = Namespace(noun: "formula role", definedBy: name, unique: .onAnyDate)
    /// The groups' defaults: one a group.
    static let groupDefaults: Namespace<FormulaDefinition> = Namespace(noun: "formula group", definedBy: name, clash: "already has its default at")

    /// Where a formula filling `role` is defined.
    static func namespace(of role: FormulaRole) -> Namespace<FormulaDefinition> { role.isDated ? datedRoles : roles }

    struct Table: Sendable {
        var definition: FormulasDefinition
        var info: LoweredTableInfo
    }

    static func compile(_ file: TableFile, diagnostics: inout Diagnostics) -> Table? {
        let reader = file.reader
        let definition = FormulasParser(reader: reader).parse(file.root)
        diagnostics.append(contentsOf: reader.diagnostics)
        guard let definition else { return nil }
        return Table(definition: definition, info: file.info(kind: name, definition.header))
    }

    static func info(of table: Table) -> LoweredTableInfo { table.info }

    static func id(of table: Table) -> Located<String> { table.definition.header.id }

    static func exports(of table: Table) -> [Export] {
        let d = table.definition
        // An entry with a mistake still defines its id: a reference to it is not reported missing.
        return Export.each(formulas, written: d.formulasWritten, read: d.formulas, id: \.id)
            + Export.each(units, written: d.unitsWritten, read: d.units, id: \.id)
            + d.units.compactMap { unit in unit.quantity.map { Export(quantities, $0, unit.id.value) } }
            + d.formulas.compactMap { formula in
                guard let role = formula.role else { return nil }
                if role.value.cardinality != .many {
                    let slot = Located(roleSlot(role.value.rawValue, for: formula.roleFor?.value), at: role.location)
                    return Export(namespace(of: role.value), slot, formula, effective: formula.effective)
                }
                // A group has one default.
                guard let isDefault = formula.isDefault, isDefault.value else { return nil }
                return Export(groupDefaults, Located(role.value.rawValue, at: isDefault.location), formula)
            }
    }

    static func exportsEveryName(of table: Table) -> Bool { table.definition.writesEveryName }

    /// Each multiple's reference unit, which must be one; each formula's inverse, which must fill the inverse role.
    static func references(of table: Table) -> [Reference] {
        table.definition.formulas.compactMap { formula in
            guard let inverse = formula.inverse, let role = formula.role?.value.inverseRole else { return nil }
            return Reference(to: formulas, inverse) { symbol in
                guard symbol.value.role?.value != role else { return [] }
                return [("formula '\(inverse.value)', the inverse of '\(formula.id.value)', must fill the role '\(role.rawValue)'", inverse.location)]
            }
        }
            + table.definition.units.compactMap { unit in
            unit.of.map { of in
                Reference(to: units, of) { symbol in
                    guard symbol.value.quantity == nil else { return [] }
                    return [
                        (
                            "unit '\(unit.id.value)' is a multiple of '\(of.value)', which is itself a multiple of another: write it as a multiple of a reference unit, one with a quantity",
                            of.location
                        )
                    ]
                }
            }
        }
    }

    static func check(_ table: Table, against symbols: SymbolTable, into diagnostics: inout Diagnostics) {
        let checker = checker(symbols)
        for formula in table.definition.formulas { _ = checker.check(formula, into: &diagnostics) }
    }

    static func lower(_ tables: [Table], symbols: SymbolTable) -> [LoweredFormula] {
        let checker = checker(symbols)
        var ignored = Diagnostics()
        return tables.flatMap { table in
            table.definition.formulas.compactMap { formula in
                checker.check(formula, into: &ignored).map {
                    LoweredFormula(
                        id: formula.id.value, name: formula.name, source: formula.source, effective: formula.effective, file: table.info.file,
                        role: formula.role?.value, inverse: formula.inverse?.value, roleFor: formula.roleFor?.value,
                        isDefault: formula.isDefault?.value == true, checked: $0)
                }
            }
        }
    }

    private static func checker(_ symbols: SymbolTable) -> FormulaChecker {
        let all = symbols.symbols(units) + symbols.builtIn(units)
        return FormulaChecker(
            unit: { unitType($0, symbols) },
            unitsOfQuantity: { quantity in
                all.compactMap { symbol in
                    unitType(symbol.id.value, symbols).flatMap { $0.powers == [quantity: 1] ? (symbol.id.value, $0.scale) : nil }
                }
            },
            isWrittenWithAMistake: { id in
                symbols.isWrittenWithAMistake(units, id)
                    || symbols.lookup(units, id)?.symbol.value.of.map { symbols.isWrittenWithAMistake(units, $0.value) } == true
            })
    }

    /// A unit's factor and quantity: a reference unit is its quantity at
    /// one; a multiple, its reference unit's quantity at its factor.
    private static func unitType(_ id: String, _ symbols: SymbolTable) -> UnitType? {
        guard let unit = symbols.lookup(units, id)?.symbol.value else { return nil }
        if let quantity = unit.quantity { return UnitType(scale: .one, powers: [quantity.value: 1]) }
        guard let of = unit.of else { return UnitType(scale: unit.factor, powers: [:]) }
        guard let quantity = symbols.lookup(units, of.value)?.symbol.value.quantity else {
            return nil
        }
        return UnitType(scale: unit.factor, powers: [quantity.value: 1])
    }

    static func emit(_ lowered: [LoweredFormula], into writer: inout SwiftWriter) {
        writer.line("static let formulaCatalog = FormulaCatalog(formulas)")
        writer.line("static let formulas: [Formula] = [\(SwiftCode(joining: lowered.indices.map { "formula\($0)" }))]")
        for (index, formula) in lowered.enumerated() {
            let checked = formula.checked
            writer.line()
            writer.line("/// \(comment: formula.name), from \(comment: formula.file).")
            writer.block("static let formula\(index) = Formula(", ")") { w in
                w.line("id: \(literal: formula.id), name: \(literal: formula.name), source: \(literal: formula.source),")
                w.line("effective: EffectivePeriod(from: \(formula.effective.from), until: \(formula.effective.until)),")
                w.block("inputs: [", "],") { w in
                    for input in checked.inputs {
                        let choices = SwiftCode(
                            joining: input.choices.map { "FormulaUnitChoice(id: \(literal: $0.id), factor: \($0.factor))" })
                        w.line(
                            "FormulaInput(id: \(literal: input.id), name: \(literal: input.name), unit: \(literal: input.unit), choices: [\(choices)], range: \(code(for: input.range)), valid: \(input.valid.map(code(for:)))),"
                        )
                    }
                }
                let result = checked.result
                w.line(
                    "result: FormulaResult(name: \(literal: result.name), unit: \(literal: result.unit), isAny: \(result.isAny ? "true" : "false" as SwiftCode), range: \(code(for: result.range)), roundingStep: \(result.round.map { "\($0.step)" as SwiftCode })),"
                )
                w.line("file: \(literal: formula.file),")
                if let role = formula.role {
                    w.line("role: \(case: role), inverse: \(literal: formula.inverse), roleFor: \(literal: formula.roleFor), isDefault: \(formula.isDefault),")
                }
                w.block("compute: { x in") { w in
                    for line in checked.body { w.line(line) }
                    w.line("return \(checked.value)")
                }
            }
        }
    }
}

extension FormulasKind {
    /// `(-10.0)...(-1.0)`: each bound in parentheses, as `-10.0...-1.0` does not parse.
    static func code(for range: ValueRange) -> SwiftCode { "(\(range.lower))...(\(range.upper))" }
}

/// A formula ready to emit.
struct LoweredFormula: Sendable {
    var id: String
    var name: String
    var source: String
    var effective: EffectivePeriod
    var file: String
    var role: FormulaRole?
    var inverse: String?
    var roleFor: String?
    var isDefault: Bool
    var checked: FormulaChecker.Checked
}
