import ScorebookCore
import Yams

/// Compiles a set of table files: parse, validate, lower and, when no table
/// has an error, emit the Swift source of the runtime's tables.
public enum TableCompiler {
    /// The table kinds a file may declare with `kind:`.
    static let kinds = ["fitness-test"]

    /// The name of the generated Swift file.
    public static let outputFileName = SourceFileEmitter.fileName

    public struct Output: Sendable {
        public var diagnostics: Diagnostics
        public var fitnessTests: [CompiledFitnessTest]
        /// The generated Swift; `nil` when any table has an error.
        public var swiftSource: String?
    }

    public static func compile(_ sources: [TableSource]) -> Output {
        var diagnostics = Diagnostics()
        var tests: [CompiledFitnessTest] = []
        for source in sources {
            let (test, fileDiagnostics) = compileFile(source)
            diagnostics.append(contentsOf: fileDiagnostics)
            if let test { tests.append(test) }
        }
        checkUniqueIDs(tests.map(\.definition.id), into: &diagnostics)
        checkSeries(tests.map(\.definition), into: &diagnostics)
        let swift = diagnostics.hasErrors ? nil : SourceFileEmitter.emit(fitnessTests: tests.map(\.lowered))
        return Output(diagnostics: diagnostics, fitnessTests: tests, swiftSource: swift)
    }

    /// Loads one file through the model only, for tools and tests that check a table.
    public static func compileFile(_ source: TableSource) -> (CompiledFitnessTest?, Diagnostics) {
        let reader = YAMLReader(file: source.path)
        let start = SourceLocation(file: source.path, line: 1, column: 1)
        guard let text = String(validating: source.bytes, as: UTF8.self) else {
            reader.error("the file is not valid UTF-8 text", at: start)
            return (nil, reader.diagnostics)
        }
        guard let root = reader.compose(text) else { return (nil, reader.diagnostics) }
        // Only one kind so far; later kinds dispatch on the value returned here.
        guard kind(of: root, reader: reader) != nil, let definition = FitnessTestParser(reader: reader).parse(root)
        else { return (nil, reader.diagnostics) }
        var diagnostics = reader.diagnostics
        var validator = FitnessTestValidator(definition)
        diagnostics.append(contentsOf: validator.validate(diagnostics.hasErrors ? .scalesOnly : .all))
        guard !diagnostics.hasErrors else { return (nil, diagnostics) }
        let hash = "sha256:" + SHA256.hex(source.bytes)
        let lowered = FitnessTestLowering.lower(definition, file: source.relativePath, contentHash: hash)
        return (CompiledFitnessTest(definition: definition, lowered: lowered), diagnostics)
    }

    private static func kind(of root: Node, reader: YAMLReader) -> String? {
        guard case .mapping = root, let node = root["kind"] else {
            reader.error(
                "a table starts with 'kind:', one of \(quotedList(kinds))",
                at: root)
            return nil
        }
        guard let kind = reader.text(node, "kind") else { return nil }
        guard kinds.contains(kind.value) else {
            reader.error("unknown table kind '\(kind.value)'; expected \(quotedList(kinds))", at: kind.location)
            return nil
        }
        return kind.value
    }

    /// A series is asked for by id with a date: its id must not be a table's,
    /// and on any date at most one of its tests may be in force.
    private static func checkSeries(_ tests: [FitnessTestDefinition], into diagnostics: inout Diagnostics) {
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
    }

    private static func checkUniqueIDs(_ ids: [Located<String>], into diagnostics: inout Diagnostics) {
        var seen: [String: SourceLocation] = [:]
        for id in ids {
            if let first = seen[id.value] {
                diagnostics.error("table id '\(id.value)' is already used by \(first)", at: id.location)
            } else {
                seen[id.value] = id.location
            }
        }
    }
}

/// A fitness test that passed validation, in both forms.
public struct CompiledFitnessTest: Sendable {
    public var definition: FitnessTestDefinition
    public var lowered: LoweredFitnessTest
}
