extension Scorebook {
    /// Every formula in `Tables/`, in file order.
    public static var formulas: [Formula] { ScorebookTables.builtIn.formulas }

    /// The formula with this id, such as `epley`.
    public static func formula(_ id: String) -> Formula? { ScorebookTables.builtIn.formula(id) }
}

extension ScorebookTables {
    /// Every formula, in file order.
    public var formulas: [Formula] { self[FormulasKey.self].all }

    /// The formula with this id, such as `epley`.
    public func formula(_ id: String) -> Formula? {
        formulas.first { id.hasSameBytes(asASCII: $0.id) }
    }
}

/// Where ``ScorebookTables`` holds the formulas.
@_spi(ScorebookTables) public enum FormulasKey: ScorebookTableKey {
    public typealias Value = FormulaCatalog

    /// `first`'s formulas, then `second`'s.
    public static func combine(_ first: ScorebookTables, _ second: ScorebookTables, into combined: ScorebookTables) -> Value {
        FormulaCatalog(first[Self.self].all + second[Self.self].all)
    }
}

/// Every formula, with each role's members and the one-rep-max pairs found
/// once, not per request. A class: reading it from the tables retains one reference.
@_spi(ScorebookTables) public final class FormulaCatalog: Sendable {
    let all: [Formula]
    let byRole: [FormulaRole: [Formula]]
    let oneRepMax: [OneRepMaxFormula]

    /// The catalog of `formulas`, in their order.
    public init(_ formulas: [Formula]) {
        all = formulas
        byRole = Dictionary(grouping: formulas.filter { $0.role != nil }) { $0.role! }
        oneRepMax = OneRepMaxFormula.pairs(byRole[.oneRepMax] ?? [], inverses: byRole[.oneRepMaxLoad] ?? [])
    }
}

extension ScorebookTables {
    /// The formulas filling `role`, in the tables' order: an app's own, then Scorebook's.
    public func formulas(_ role: FormulaRole) -> [Formula] {
        self[FormulasKey.self].byRole[role] ?? []
    }

    /// The formula filling `role`, one filled once; or, for a role filled once
    /// per choice, the one `for` `choice` (compared as bytes). With `date`, the
    /// edition in force that day: the compiler allows one a day.
    public func formula(_ role: FormulaRole, for choice: String? = nil, on date: CalendarDate? = nil) -> Formula? {
        formulas(role).first { $0.fills(for: choice) && (date.map($0.effective.contains) ?? true) }
    }

    /// ``formula(_:for:on:)``, or an error: at no input when the tables lack
    /// the role (an app's tables are served with Scorebook's, which fill every
    /// one), at `date` when no edition is in force that day.
    func required(
        _ role: FormulaRole, for choice: String? = nil, on date: CalendarDate? = nil, at path: [ScoringError.PathComponent] = []
    ) throws(ScoringError) -> Formula {
        if let found = formula(role, for: choice, on: date) { return found }
        let editions = formulas(role).filter { $0.fills(for: choice) }
        guard let date, !editions.isEmpty else { throw Self.missing(roleSlot(role.rawValue, for: choice), at: path) }
        throw .notInForce(editions.map { ($0.name, $0.effective) }, on: date)
    }

    /// What a rule over a group answers: every member of `group`, each a
    /// formula in `role` or holding one (`formula`), or only the one `named`;
    /// and the one its further values build on, `named` or else the group's
    /// default. An unknown name is an error at `formula`.
    func members<Member>(
        of group: [Member], in role: FormulaRole, named: String?, formula: (Member) -> Formula
    ) throws(ScoringError) -> (members: [Member], main: Int) {
        guard !group.isEmpty else { throw Self.missing(role.rawValue, at: []) }
        guard let named else { return (group, group.firstIndex { formula($0).isDefault } ?? 0) }
        guard let found = group.first(where: { named.hasSameBytes(as: formula($0).id) }) else {
            throw .unknown("formula", named, among: group.map { formula($0).id }, at: ["formula"])
        }
        return ([found], 0)
    }

    /// Each member's answer, in order. The main member's error is the rule's;
    /// another that cannot answer (an input beyond its own range, a unit it
    /// does not offer) is left out and said to be, so an app's narrower
    /// formula never costs the answer of the others.
    func answers<Member, Answer>(
        of members: [Member], main: Int, formula: (Member) -> Formula, _ answer: (Member) throws(ScoringError) -> Answer
    ) throws(ScoringError) -> (answers: [Answer], main: Int, unanswered: [UnansweredFormula]) {
        var answers: [Answer] = [], mainAnswer = 0, unanswered: [UnansweredFormula] = []
        answers.reserveCapacity(members.count)
        for (index, member) in members.enumerated() {
            do {
                let value = try answer(member)
                if index == main { mainAnswer = answers.count }
                answers.append(value)
            } catch {
                if index == main { throw error }
                unanswered.append(UnansweredFormula(formula: formula(member).id, reason: error))
            }
        }
        return (answers, mainAnswer, unanswered)
    }

    static func missing(_ role: String, at path: [ScoringError.PathComponent]) -> ScoringError {
        ScoringError(at: path, "these tables have no formula in the role '\(role)'")
    }
}

extension Formula {
    /// Whether it fills its role `for` `choice` (compared as bytes); any formula does for no choice.
    fileprivate func fills(for choice: String?) -> Bool {
        choice.map { choice in roleFor.map { choice.hasSameBytes(as: $0) } ?? false } ?? true
    }
}

/// A formula of a group that could not answer what the group's main formula
/// did, such as repetitions beyond the range an app's own formula declares.
public struct UnansweredFormula: Sendable, Equatable {
    /// Such as `club-one-rep-max`.
    public let formula: String
    /// Why: the input it refused and its message.
    public let reason: ScoringError
}
