import ScorebookCore

/// `kind: fitness-test`: one test's events, brackets, standards and point scales.
enum FitnessTestKind: TableKind {
    static let name = "fitness-test"
    static let domain = TableDomain.army
    static let runtimeEntry = RuntimeEntry(key: "FitnessTestsKey", value: "FitnessTestCatalog(fitnessTestEntries)", lazily: false, trait: "FitnessTests")

    static func compile(_ file: TableFile, diagnostics: inout Diagnostics) -> CompiledFitnessTest? {
        let reader = file.reader
        guard let definition = FitnessTestParser(reader: reader).parse(file.root) else {
            diagnostics.append(contentsOf: reader.diagnostics)
            return nil
        }
        diagnostics.append(contentsOf: reader.diagnostics)
        var validator = FitnessTestValidator(definition)
        diagnostics.append(contentsOf: validator.validate())
        // A repeated key may be a second `id`, the one another table names.
        return CompiledFitnessTest(
            definition: definition, file: file.source.relativePath, contentHash: file.contentHash,
            values: validator.values, namesItsID: !definition.id.value.isEmpty && !reader.repeatsAKey)
    }

    static func info(of test: CompiledFitnessTest) -> LoweredTableInfo {
        let definition = test.definition
        return LoweredTableInfo(
            kind: name, id: definition.id.value, name: definition.name, source: definition.source,
            edition: definition.edition, file: test.file, contentHash: test.contentHash, series: definition.series?.value,
            effectiveFrom: definition.effective?.value.from, effectiveUntil: definition.effective?.value.until,
            domain: definition.domain)
    }

    static func id(of test: CompiledFitnessTest) -> Located<String> { test.definition.id }

    /// Tests, which events name. A test's id is its table's, already unique.
    static let tests: Namespace<String> = Namespace(noun: "fitness test", definedBy: name, unique: .none)

    static func exports(of test: CompiledFitnessTest) -> [Export] {
        [Export(tests, test.definition.id, test.definition.id.value)]
    }

    /// A test names one test, its own, whatever else is wrong with it.
    static func exportsEveryName(of test: CompiledFitnessTest) -> Bool { test.namesItsID }

    /// An app's tables are served with Scorebook's: a test of the same id would hide one.
    static func check(_ test: CompiledFitnessTest, against symbols: SymbolTable, into diagnostics: inout Diagnostics) {
        let id = test.definition.id
        guard let builtIn = symbols.builtIn(tests).first(where: { $0.id.value == id.value }) else { return }
        diagnostics.error(
            "fitness test id '\(id.value)' is one of Scorebook's own (\(builtIn.id.location.file)); an app's tests are served beside them: give it another id",
            at: id.location)
    }

    static func check(_ tests: [CompiledFitnessTest], into diagnostics: inout Diagnostics) {
        checkSeries(tests.map(\.definition), into: &diagnostics)
        // Each test is bounded on its own; many of them together are bounded
        // here, before any is lowered.
        var values = 0
        for test in tests {
            values += test.values
            guard values > FitnessTestSize.mostValuesInABuild else { continue }
            diagnostics.error(
                "the tests up to '\(test.definition.id.value)' hold \(values) values; the tests of a build hold at most \(FitnessTestSize.mostValuesInABuild): compile fewer in one target",
                at: test.definition.id.location)
            return
        }
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

/// A fitness test that passed validation, lowered when it is emitted (or asked for).
public struct CompiledFitnessTest: Sendable {
    public var definition: FitnessTestDefinition
    /// The table's path in its folder, and the hash of its bytes.
    var file: String
    var contentHash: String
    /// What lowering fills: see ``FitnessTestSize``.
    var values: Int
    /// Whether its id was read, and is the only one written.
    var namesItsID: Bool

    /// The dense arrays the runtime indexes, computed on each call.
    public var lowered: LoweredFitnessTest {
        FitnessTestLowering.lower(definition, file: file, contentHash: contentHash)
    }
}

extension TableCompiler.Output {
    /// The fitness tests that passed their own checks, in file order.
    public var fitnessTests: [CompiledFitnessTest] { tables(of: FitnessTestKind.self) }
}
