import Foundation
@testable import _ScorebookCompiler
import Testing

/// `Tables/schema`: one JSON Schema per kind, recorded from what the
/// compiler's parsers read in `Tables/` and the golden fixtures. CI also
/// checks it with an independent validator (`.ci/check_schema.py`).
@Suite struct TableSchemaTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let schemaDirectory = repository.appendingPathComponent("Tables/schema")

    /// What `scorebook-tablegen schema` is run on for `Tables/schema`.
    static let samples = ["Tables", "Tests/ScorebookCompilerTests/Fixtures/Golden", "Tests/ScorebookCompilerTests/Fixtures/SchemaSamples"]

    static func generated() throws -> [(kind: String, json: String)] {
        let sources = try samples.flatMap { try TableSource.scan(directory: repository.appendingPathComponent($0).path) }
        let (schemas, missing, problems) = TableSchema.generate(from: sources)
        #expect(missing.isEmpty, "kinds without a sample: \(missing)")
        #expect(problems.isEmpty, "samples with errors: \(problems)")
        return schemas
    }

    /// Regenerate with `swift run scorebook-tablegen schema --output Tables/schema Tables
    /// Tests/ScorebookCompilerTests/Fixtures/Golden Tests/ScorebookCompilerTests/Fixtures/SchemaSamples`.
    @Test func theCommittedSchemasAreCurrent() throws {
        let schemas = try Self.generated()
        #expect(schemas.map(\.kind) == TableKinds.all.map { $0.name })
        for (kind, json) in schemas {
            let file = Self.schemaDirectory.appendingPathComponent("\(kind).json")
            let committed = try? String(contentsOf: file, encoding: .utf8)
            #expect(committed == json, "Tables/schema/\(kind).json is not what the compiler reads now: regenerate it")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.schemaDirectory.path).sorted()
        #expect(files == schemas.map { "\($0.kind).json" }.sorted())
    }

    /// Editors find the schema from the first line of each table.
    @Test func everyTableNamesItsSchema() throws {
        for source in try TableSource.scan(directory: Self.repository.appendingPathComponent("Tables").path) {
            let text = String(decoding: source.bytes, as: UTF8.self)
            let kind = try #require(text.split(separator: "\n").first { $0.hasPrefix("kind: ") }).dropFirst(6)
            #expect(text.hasPrefix(TableSchema.modeline(kind: String(kind)) + "\n"), "\(source.relativePath)")
        }
    }

    /// One source: the keys a fitness test may have are the parser's own list.
    @Test func theSchemaHasEveryKeyTheParserAllows() throws {
        let json = try #require(try Self.generated().first { $0.kind == "fitness-test" }).json
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: Any])
        let keys = FitnessTestParser.topLevelKeys
        #expect(Set(properties.keys) == Set(keys.required + keys.optional))
        #expect(schema["required"] as? [String] == keys.required)
        #expect(schema["additionalProperties"] as? Bool == false)
        #expect((properties["kind"] as? [String: String])?["const"] == "fitness-test")
    }

    /// What a value was read as decides its type, as YAML 1.2 (and so an editor) reads it.
    @Test func valuesAreTypedByHowTheyAreRead() throws {
        let json = try #require(try Self.generated().first { $0.kind == "fitness-test" }).json
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: Any])
        let maximumTotal = try #require(properties["maximumTotal"] as? [String: Any])
        #expect(maximumTotal["minimum"] as? Int == 1 && maximumTotal["maximum"] as? Int == 1_000_000)
        let events = try #require((properties["events"] as? [String: Any])?["additionalProperties"] as? [String: Any])
        let better = try #require((events["properties"] as? [String: Any])?["better"] as? [String: Any])
        #expect(better["enum"] as? [String] == ["higher", "lower"])
    }

    /// A criterion nests to any depth: one definition holds every form seen
    /// at any depth, and every operator the parser knows has its form.
    @Test func everyCriterionFormIsAllowedAtEveryDepth() throws {
        let json = try #require(try Self.generated().first { $0.kind == "achievements" }).json
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let criterion = try #require((schema["$defs"] as? [String: Any])?["criterion"] as? [String: Any])
        let forms = try #require(criterion["anyOf"] as? [[String: Any]])
        let operators = Set(forms.compactMap { ($0["required"] as? [String])?.first })
        #expect(operators == Set(AchievementsParser.operators))
        let achievement = (((schema["properties"] as? [String: Any])?["achievements"] as? [String: Any])?["additionalProperties"]
            as? [String: Any])?["properties"] as? [String: Any]
        #expect(achievement?["when"] as? [String: String] == ["$ref": "#/$defs/criterion"])
        // Inside `all`, `any` and `not`, the criteria are the same definition.
        #expect(json.components(separatedBy: "\"$ref\": \"#/$defs/criterion\"").count - 1 == 4)
    }
}
