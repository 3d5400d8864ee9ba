import ScorebookCore

/// `kind: bands`: ordered ranges of a value, each a class, optionally one
/// list per key such as a sex or an age group: WHO's BMI classes, the Army's
/// body-fat limits, heart-rate intensities.
enum BandsKind: TableKind {
    static let name = "bands"
    static let domain = TableDomain.formulas
    static let dependencies: [any TableKind.Type] = [FormulasKind.self, FitnessTestKind.self]
    static let runtimeEntry = RuntimeEntry(key: "BandSetsKey", value: "bandSets", trait: "Formulas")

    /// Band sets, which requests and methods name.
    static let bandSets: Namespace<BandSetDefinition> = Namespace(noun: "band set", definedBy: name)
    /// Roles filled once (an exemption, once per fitness test): a second set
    /// in one is an error at its line.
    static let roles: Namespace<BandSetDefinition> = Namespace(noun: "band set role", definedBy: name, clash: "is already filled by")
    /// The same for roles a rule reads on a day, once on any day: a standard's editions.
    static let datedRoles: Namespace<BandSetDefinition> = Namespace(noun: "band set role", definedBy: name, unique: .onAnyDate)

    struct Table: Sendable {
        var definition: BandsDefinition
        var info: LoweredTableInfo
    }

    static func compile(_ file: TableFile, diagnostics: inout Diagnostics) -> Table? {
        let reader = file.reader
        let definition = BandsParser(reader: reader).parse(file.root)
        diagnostics.append(contentsOf: reader.diagnostics)
        guard let definition else { return nil }
        return Table(definition: definition, info: file.info(kind: name, definition.header))
    }

    static func info(of table: Table) -> LoweredTableInfo { table.info }

    static func id(of table: Table) -> Located<String> { table.definition.header.id }

    static func exports(of table: Table) -> [Export] {
        table.definition.sets.map { Export(bandSets, $0.id, $0) }
            + table.definition.sets.compactMap { set in
                guard let role = set.role, role.value.cardinality != .many else { return nil }
                let slot = Located(roleSlot(role.value.rawValue, for: set.fitnessTest?.value), at: role.location)
                return Export(role.value.isDated ? datedRoles : roles, slot, set, effective: set.effective)
            }
    }

    /// Every unit a value or a carried number is in, and the fitness test a set is for.
    static func references(of table: Table) -> [Reference] {
        table.definition.sets.compactMap { set in set.fitnessTest.map { Reference(to: FitnessTestKind.tests, $0) } }
            + table.definition.sets.flatMap { set in
            ([(set.unit, set.unitWritten)] + set.carries.map { ($0.unit, $0.written) }).flatMap { unit, written in
                written.factors.map { Reference(to: FormulasKind.units, Located($0.unit, at: unit.location)) }
            }
        }
    }

    /// Each choice of a set whose role needs a formula for it has one, in
    /// these tables or the built-in ones.
    static func check(_ table: Table, against symbols: SymbolTable, into diagnostics: inout Diagnostics) {
        for set in table.definition.sets {
            guard let role = set.role?.value.formulaForEachChoice else { continue }
            var checked: Set<String> = []
            for case let choice? in set.lists.map(\.keys.first) where checked.insert(choice.value).inserted {
                let slot = roleSlot(role.rawValue, for: choice.value)
                guard symbols.lookup(FormulasKind.namespace(of: role), slot) == nil else { continue }
                diagnostics.error(
                    "band set '\(set.id.value)' has a list for '\(choice.value)', but no formula fills the role '\(slot)': give one 'role: \(role.rawValue)' and 'for: \(choice.value)'",
                    at: choice.location)
            }
        }
    }

    static func lower(_ tables: [Table], symbols: SymbolTable) -> [(BandSetDefinition, file: String)] {
        tables.flatMap { table in table.definition.sets.map { ($0, table.info.file) } }
    }

    static func emit(_ lowered: [(BandSetDefinition, file: String)], into writer: inout SwiftWriter) {
        writer.line("static let bandSets: [BandSet] = [\(SwiftCode(joining: lowered.indices.map { "bandSet\($0)" }))]")
        for (index, (set, file)) in lowered.enumerated() {
            writer.line()
            writer.line("/// \(comment: set.name), from \(comment: file).")
            writer.block("static let bandSet\(index) = BandSet(", ")") { w in
                w.line("id: \(literal: set.id.value), name: \(literal: set.name), valueName: \(literal: set.valueName), unit: \(literal: set.unit.value),")
                w.line("keys: [\(SwiftCode(joining: set.keys.map { "\(literal: $0)" }))], effective: EffectivePeriod(from: \(set.effective.from), until: \(set.effective.until)),")
                w.line("carries: [\(SwiftCode(joining: set.carries.map { "BandCarried(name: \(literal: $0.name), unit: \(literal: $0.unit.value))" }))],")
                w.block("lists: [", "],") { w in
                    for list in set.lists {
                        w.block("BandList(keys: [\(SwiftCode(joining: list.keys.map { "\(literal: $0.value)" }))], bands: [", "]),") { w in
                            for band in list.bands {
                                let carried = SwiftCode(joining: band.carried.map { $0.map { "\($0)" as SwiftCode } ?? "nil" })
                                w.line(
                                    "Band(id: \(literal: band.id.value), name: \(literal: band.name), from: \(band.from.map { "\($0.value)" as SwiftCode }), below: \(band.below.map { "\($0.value)" as SwiftCode }), carried: [\(carried)]),"
                                )
                            }
                        }
                    }
                }
                w.line("file: \(literal: file)\(set.role.map { ", role: \(case: $0.value), fitnessTest: \(literal: set.fitnessTest?.value)" as SwiftCode } ?? "")")
            }
        }
    }
}
