import Foundation
import _ScorebookCompiler

/// Paths of the checked-in fixtures, and a way to compile them.
enum Fixtures {
    static let root = Bundle.module.resourceURL!.appendingPathComponent("Fixtures")

    static func url(_ path: String) -> URL {
        root.appendingPathComponent(path)
    }

    static func source(_ path: String) throws -> TableSource {
        let data = try Data(contentsOf: url(path))
        // Diagnostics name the file alone, so expectations do not depend on where the tests run.
        return TableSource(path: url(path).lastPathComponent, relativePath: url(path).lastPathComponent, bytes: Array(data))
    }

    static func names(in directory: String, extension ext: String = "yaml") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url(directory).path)
            .filter { $0.hasSuffix(".\(ext)") }
            .sorted()
    }

    /// Compiles YAML text as one table file named `name`.
    static func compile(_ text: String, name: String = "table.yaml") -> TableCompiler.Output {
        TableCompiler.compile([TableSource(path: name, relativePath: name, bytes: Array(text.utf8))])
    }
}
