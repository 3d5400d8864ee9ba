import ScorebookCore
import Yams

/// Compiles a set of table files: parse, validate, lower and, when no table
/// has an error, emit the Swift source of the runtime's tables.
public enum TableCompiler {
    /// The table kinds a file may declare with `kind:`.
    static let kinds = ["fitness-test", "archery-faces", "archery-rounds"]

    /// The name of the generated Swift file.
    public static let outputFileName = SourceFileEmitter.fileName

    public struct Output: Sendable {
        public var diagnostics: Diagnostics
        public var fitnessTests: [CompiledFitnessTest]
        public var archeryFaces: [LoweredArcheryFace]
        public var archeryRounds: [LoweredArcheryRound]
        /// Every table that compiled, of every kind, in file order.
        public var tables: [LoweredTableInfo]
        /// The generated Swift; `nil` when any table has an error.
        public var swiftSource: String?
    }

    public static func compile(_ sources: [TableSource]) -> Output {
        var diagnostics = Diagnostics()
        var tests: [CompiledFitnessTest] = []
        var faceTables: [(ArcheryFacesDefinition, [LoweredArcheryFace])] = []
        var roundTables: [(ArcheryRoundsDefinition, LoweredTableInfo)] = []
        var tables: [LoweredTableInfo] = []
        var ids: [Located<String>] = []
        var facesFailed = false
        for source in sources {
            let (kind, table, fileDiagnostics) = compile(source)
            diagnostics.append(contentsOf: fileDiagnostics)
            guard let table else {
                facesFailed = facesFailed || kind == "archery-faces"
                continue
            }
            tables.append(table.info)
            switch table {
            case .fitnessTest(let test):
                tests.append(test)
                ids.append(test.definition.id)
            case .archeryFaces(let definition, let faces, _):
                faceTables.append((definition, faces))
                ids.append(definition.id)
            case .archeryRounds(let definition, let info):
                roundTables.append((definition, info))
                ids.append(definition.id)
            }
        }
        checkUnique(ids, "table id", into: &diagnostics)
        checkSeries(tests.map(\.definition), into: &diagnostics)
        checkUnique(faceTables.flatMap { $0.0.faces.map(\.id) }, "face id", into: &diagnostics)
        checkUnique(roundTables.flatMap { $0.0.rounds.map(\.id) }, "round id", into: &diagnostics)
        let faces = faceTables.flatMap(\.1)
        // A faces file with an error is left out; its rounds would only be told its faces are missing.
        if !facesFailed {
            for (rounds, _) in roundTables { checkReferences(rounds, faces: faces, into: &diagnostics) }
        }
        guard !diagnostics.hasErrors else {
            return Output(
                diagnostics: diagnostics, fitnessTests: tests, archeryFaces: faces, archeryRounds: [], tables: tables,
                swiftSource: nil)
        }
        let rounds = roundTables.flatMap { ArcheryLowering.lower($0.0, file: $0.1.file, faces: faces) }
        let swift = SourceFileEmitter.emit(
            tables: tables, fitnessTests: tests.map(\.lowered), archeryFaces: faces, archeryRounds: rounds)
        return Output(
            diagnostics: diagnostics, fitnessTests: tests, archeryFaces: faces, archeryRounds: rounds, tables: tables,
            swiftSource: swift)
    }

    /// Loads one file through the model only, for tools and tests that check a
    /// table. References to other files (a round's faces) are checked by ``compile(_:)``.
    public static func compileFile(_ source: TableSource) -> (CompiledTable?, Diagnostics) {
        let (_, table, diagnostics) = compile(source)
        return (table, diagnostics)
    }

    /// One file, and its kind when it could be read.
    private static func compile(_ source: TableSource) -> (kind: String?, CompiledTable?, Diagnostics) {
        var kind: String?
        let (table, diagnostics) = compile(source, kind: &kind)
        return (kind, table, diagnostics)
    }

    private static func compile(_ source: TableSource, kind found: inout String?) -> (CompiledTable?, Diagnostics) {
        let reader = YAMLReader(file: source.path)
        guard let root = reader.compose(source.bytes), let kind = kind(of: root, reader: reader) else {
            return (nil, reader.diagnostics)
        }
        found = kind
        let hash = "sha256:" + SHA256.hex(source.bytes)
        func info(_ id: Located<String>, _ name: String, _ publication: String, _ edition: String) -> LoweredTableInfo {
            LoweredTableInfo(
                kind: kind, id: id.value, name: name, source: publication, edition: edition,
                file: source.relativePath, contentHash: hash)
        }
        switch kind {
        case "archery-faces":
            guard let definition = ArcheryFacesParser(reader: reader).parse(root) else { return (nil, reader.diagnostics) }
            var diagnostics = reader.diagnostics
            guard !diagnostics.hasErrors else { return (nil, diagnostics) }
            var validator = ArcheryFacesValidator(definition)
            diagnostics.append(contentsOf: validator.validate())
            guard !diagnostics.hasErrors else { return (nil, diagnostics) }
            let faces = ArcheryLowering.lower(definition, file: source.relativePath)
            let info = info(definition.id, definition.name, definition.source, definition.edition)
            return (.archeryFaces(definition, faces, info), diagnostics)
        case "archery-rounds":
            guard let definition = ArcheryRoundsParser(reader: reader).parse(root), !reader.diagnostics.hasErrors else {
                return (nil, reader.diagnostics)
            }
            let info = info(definition.id, definition.name, definition.source, definition.edition)
            return (.archeryRounds(definition, info), reader.diagnostics)
        default:
            guard let definition = FitnessTestParser(reader: reader).parse(root) else { return (nil, reader.diagnostics) }
            var diagnostics = reader.diagnostics
            var validator = FitnessTestValidator(definition)
            diagnostics.append(contentsOf: validator.validate(diagnostics.hasErrors ? .scalesOnly : .all))
            guard !diagnostics.hasErrors else { return (nil, diagnostics) }
            let lowered = FitnessTestLowering.lower(definition, file: source.relativePath, contentHash: hash)
            return (.fitnessTest(CompiledFitnessTest(definition: definition, lowered: lowered)), diagnostics)
        }
    }

    /// Every face a round shoots at is defined, and supports the round's scoring system.
    private static func checkReferences(
        _ table: ArcheryRoundsDefinition, faces: [LoweredArcheryFace], into diagnostics: inout Diagnostics
    ) {
        for round in table.rounds {
            var reported: Set<String> = []
            for distance in round.distances where !reported.contains(distance.face.value) {
                guard let face = faces.first(where: { $0.id == distance.face.value }) else {
                    diagnostics.error(
                        "face '\(distance.face.value)' is not defined; the archery-faces tables define \(quotedList(faces.map(\.id), conjunction: "and"))",
                        at: distance.face.location)
                    continue
                }
                if !face.scoring.contains(where: { $0.id == round.scoring.value }) {
                    // Once per face, however many distances shoot at it.
                    reported.insert(face.id)
                    diagnostics.error(
                        "round '\(round.id.value)' is scored '\(round.scoring.value)', which face '\(face.id)' does not support; it supports \(quotedList(face.scoring.map(\.id), conjunction: "and"))",
                        at: round.scoring.location)
                }
            }
        }
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

    private static func checkUnique(_ ids: [Located<String>], _ what: String, into diagnostics: inout Diagnostics) {
        var seen: [String: SourceLocation] = [:]
        for id in ids {
            if let first = seen[id.value] {
                diagnostics.error("\(what) '\(id.value)' is already used by \(first)", at: id.location)
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

/// One table file that passed its own checks.
public enum CompiledTable: Sendable {
    case fitnessTest(CompiledFitnessTest)
    case archeryFaces(ArcheryFacesDefinition, [LoweredArcheryFace], LoweredTableInfo)
    case archeryRounds(ArcheryRoundsDefinition, LoweredTableInfo)

    /// What every table says about itself.
    public var info: LoweredTableInfo {
        switch self {
        case .fitnessTest(let test):
            let lowered = test.lowered
            return LoweredTableInfo(
                kind: "fitness-test", id: lowered.id, name: lowered.name, source: lowered.source,
                edition: lowered.edition, file: lowered.file, contentHash: lowered.contentHash)
        case .archeryFaces(_, _, let info), .archeryRounds(_, let info): return info
        }
    }

    /// The fitness test, for a file of that kind.
    public var fitnessTest: CompiledFitnessTest? {
        if case .fitnessTest(let test) = self { test } else { nil }
    }
}

/// A table's id, names and provenance, as `tables.list` reports them.
public struct LoweredTableInfo: Sendable, Equatable {
    public var kind: String
    public var id: String
    public var name: String
    public var source: String
    public var edition: String
    public var file: String
    public var contentHash: String
}
