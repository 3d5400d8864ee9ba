@_spi(ScorebookTables) import Scorebook
import Testing

/// An app's own formula in a group, with a narrower range than Scorebook's,
/// is left out of an answer it cannot give and named with its reason; the
/// other formulas still answer, and the default's own refusal is the error.
@Suite struct NarrowerGroupMemberTests {
    /// Scorebook's tables with a club's one-rep max, 225 lb × (1 + reps / 40),
    /// defined for 1 to 20 repetitions, and a maximum heart rate for ages 18 to 40.
    private let tables: ScorebookTables = {
        let epley = Scorebook.formula("epley")!, load = Scorebook.formula("epley-load")!, tanaka = Scorebook.formula("tanaka")!
        func narrowed(_ formula: Formula, id: String, inverse: String?, _ compute: @escaping @Sendable ([Double]) -> Double) -> Formula {
            var inputs = formula.inputs
            let reps = inputs[1]
            inputs[1] = FormulaInput(id: reps.id, name: reps.name, unit: reps.unit, choices: reps.choices, range: 1...20, valid: 1...8)
            return Formula(
                id: id, name: id, source: "a club", effective: formula.effective, inputs: inputs, result: formula.result, file: "club.yaml",
                role: formula.role, inverse: inverse, compute: compute)
        }
        let club = FormulaCatalog([
            narrowed(epley, id: "club", inverse: "club-load") { $0[0] * (1 + $0[1] / 40) },
            narrowed(load, id: "club-load", inverse: nil) { $0[0] / (1 + $0[1] / 40) },
            Formula(
                id: "young", name: "young", source: "a club", effective: tanaka.effective,
                inputs: [{ let age = tanaka.inputs[0]; return FormulaInput(id: age.id, name: age.name, unit: age.unit, choices: [], range: 18...40, valid: nil) }()],
                result: tanaka.result, file: "club.yaml", role: .maxHeartRate, compute: { 220 - $0[0] }),
        ])
        return ScorebookTables(tables: [], entries: [ScorebookTableEntry(FormulasKey.self, kind: "formulas", club)])
            .combined(with: .builtIn)
    }()

    @Test func withinItsRangeItAnswersBesideScorebooks() throws {
        let answer = try tables.oneRepMax(load: 225, unit: "lb", reps: 5)
        #expect(answer.estimates.map(\.formula).prefix(2) == ["club", "epley"])
        #expect(answer.estimates[0].oneRepMax == 253.125)
        #expect(answer.unanswered.isEmpty && answer.loadsFormula == "epley")
    }

    @Test func beyondItsRangeItIsLeftOutAndSaidToBe() throws {
        let answer = try tables.oneRepMax(load: 225, unit: "lb", reps: 25)
        #expect(answer.estimates.map(\.formula) == ScorebookTables.builtIn.oneRepMaxFormulas.map(\.estimate.id))
        #expect(answer.unanswered.map(\.formula) == ["club"])
        #expect(answer.unanswered[0].reason.field == "reps")
        #expect(answer.unanswered[0].reason.message.contains("1 to 20"), "\(answer.unanswered[0].reason)")
        // The loads are Epley's, the default, whichever formulas answered.
        #expect(answer.loadsFormula == "epley" && answer.loads.count == 10)
    }

    @Test func aMaximumHeartRateBeyondItsAgesIsLeftOutToo() throws {
        #expect(try tables.heartRateZones(age: 30).maxima.map(\.formula).first == "young")
        let older = try tables.heartRateZones(age: 60)
        #expect(older.maxima.map(\.formula) == ScorebookTables.builtIn.formulas(.maxHeartRate).map(\.id))
        #expect(older.unanswered.map(\.formula) == ["young"] && older.unanswered[0].reason.field == "age")
        #expect(older.zonesFormula == "tanaka")
    }

    @Test func namedItRefusesAsItsRangeSays() {
        #expect(throws: ScoringError.self) { try tables.oneRepMax(load: 225, unit: "lb", reps: 25, formula: "club") }
    }

    @Test func whatTheDefaultRefusesIsTheError() {
        let error = #expect(throws: ScoringError.self) { try tables.oneRepMax(load: 225, unit: "lb", reps: 31) }
        #expect(error?.field == "reps")
    }
}
