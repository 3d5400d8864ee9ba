import ScorebookCore

/// `kind: fitness-test`: one test's events, brackets, standards and point scales.
enum FitnessTestKind: TableKind {
    static let name = "fitness-test"
    static let tablesArgument: SwiftCode? = "fitnessTests: fitnessTestEntries"

    static func compile(_ file: TableFile, diagnostics: inout Diagnostics) -> CompiledFitnessTest? {
        let reader = file.reader
        guard let definition = FitnessTestParser(reader: reader).parse(file.root) else {
            diagnostics.append(contentsOf: reader.diagnostics)
            return nil
        }
        diagnostics.append(contentsOf: reader.diagnostics)
        var validator = FitnessTestValidator(definition)
        diagnostics.append(contentsOf: validator.validate(diagnostics.hasErrors ? .scalesOnly : .all))
        guard !diagnostics.hasErrors else { return nil }
        let lowered = FitnessTestLowering.lower(
            definition, file: file.source.relativePath, contentHash: file.contentHash)
        return CompiledFitnessTest(definition: definition, lowered: lowered)
    }

    static func info(of test: CompiledFitnessTest) -> LoweredTableInfo {
        let lowered = test.lowered
        return LoweredTableInfo(
            kind: name, id: lowered.id, name: lowered.name, source: lowered.source, edition: lowered.edition,
            file: lowered.file, contentHash: lowered.contentHash, series: lowered.series,
            effectiveFrom: lowered.effectiveFrom, effectiveUntil: lowered.effectiveUntil)
    }

    static func id(of test: CompiledFitnessTest) -> Located<String> { test.definition.id }

    /// Tests, which events name. A test's id is its table's, already unique.
    static let tests = Namespace(noun: "fitness test", definedBy: name, unique: .none)

    static func exports(of test: CompiledFitnessTest) -> [Symbol] {
        [Symbol(namespace: tests, id: test.definition.id, value: test.definition.id.value)]
    }

    static func check(_ tests: [CompiledFitnessTest], into diagnostics: inout Diagnostics) {
        checkSeries(tests.map(\.definition), into: &diagnostics)
    }

    static func lower(_ tests: [CompiledFitnessTest], symbols: SymbolTable) -> [LoweredFitnessTest] {
        tests.map(\.lowered)
    }

    static func emit(_ tests: [LoweredFitnessTest], into writer: inout SwiftWriter) {
        writer.block("static let fitnessTests: [FitnessTest] = [", "]") { w in
            for index in tests.indices { w.line("fitnessTest\(index),") }
        }
        // What finding a test needs, so a request decodes only the test it asks for.
        writer.block("static let fitnessTestEntries: [FitnessTestEntry] = [", "]") { w in
            for (index, test) in tests.enumerated() {
                w.line(
                    "FitnessTestEntry(id: \(literal: test.id), series: \(literal: test.series), effective: EffectivePeriod(from: \(test.effectiveFrom), until: \(test.effectiveUntil))) { fitnessTest\(index) },"
                )
            }
        }
        for (index, test) in tests.enumerated() {
            writer.line()
            FitnessTestEmitter.emit(test, as: "fitnessTest\(index)", into: &writer)
        }
    }

    /// A series is asked for by id with a date: its id must not be a table's,
    /// and on any date at most one of its tests may be in force.
    static func checkSeries(_ tests: [FitnessTestDefinition], into diagnostics: inout Diagnostics) {
        let tableIDs = Set(tests.map(\.id.value))
        var members: [String: [FitnessTestDefinition]] = [:]
        for test in tests {
            guard let series = test.series else { continue }
            if tableIDs.contains(series.value) {
                diagnostics.error(
                    "series '\(series.value)' has the id of a table; a request for '\(series.value)' would be ambiguous",
                    at: series.location)
            }
            let period = test.effective?.value ?? EffectivePeriod()
            for other in members[series.value, default: []] {
                let otherPeriod = other.effective?.value ?? EffectivePeriod()
                guard period.overlaps(otherPeriod) else { continue }
                diagnostics.error(
                    "'\(test.id.value)' (in force \(period)) overlaps '\(other.id.value)' (\(otherPeriod), \(other.file)) in series '\(series.value)'; on any date at most one test of a series may be in force",
                    at: test.effective?.location ?? series.location)
            }
            members[series.value, default: []].append(test)
        }
    }}

/// A fitness test that passed validation, in both forms.
public struct CompiledFitnessTest: Sendable {
    public var definition: FitnessTestDefinition
    public var lowered: LoweredFitnessTest
}

extension TableCompiler.Output {
    /// The fitness tests that passed their own checks, in file order.
    public var fitnessTests: [CompiledFitnessTest] { tables(of: FitnessTestKind.self) }
}

extension CompiledTable {
    /// The fitness test, for a file of that kind.
    public var fitnessTest: CompiledFitnessTest? { table as? CompiledFitnessTest }
}
