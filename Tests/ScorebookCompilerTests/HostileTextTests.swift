import Foundation
@testable import _ScorebookCompiler
import Testing
import Yams

/// Table text reaches generated Swift only inside string literals and
/// escaped comments. Every value of every golden table (every kind) is made
/// hostile in turn; those the compiler accepts are all made hostile at once,
/// with hostile file names, and the generated Swift must have the same shape
/// as with plain text (string literals and comments blanked) and compile.
@Suite struct HostileTextTests {
    /// Line breaks to end a comment or a literal and inject a declaration,
    /// a brace to break the build, quotes (alone, and joined to marks into
    /// one Character), backslashes, interpolation, raw strings, comment ends,
    /// Unicode separators and bidirectional controls.
    static let hostile =
        "York\nstatic let injected: Int = 1\n//*/ \"\"\" \\ \\(x) \\u{41} #\"raw\"# } \u{2028}\u{2029}\u{85}\u{202E}\u{200F}\u{2066} ` /*"
        // A quote joined to a prefixed mark before it or a combining mark after it is one Character.
        + "\u{600}\" + String(describing: 1) + \"\u{301} \u{301}\"\u{301}"
    /// NUL and the other controls tables refuse as text may still be in a file's name.
    static let hostileFileName = "\u{0}\r\n}\n\u{1B}[2J\u{2028}\u{202E} */ \"\"\" \\"

    struct Value: Hashable {
        var file: Int
        /// Indexes from the root to the scalar: mapping entries and list items alike.
        var path: [Int]
    }

    static func goldenTrees() throws -> [(name: String, root: Node)] {
        try Fixtures.names(in: "Golden").map { name in
            let text = try String(contentsOf: Fixtures.url("Golden/\(name)"), encoding: .utf8)
            return (name, try #require(try Yams.compose(yaml: text)))
        }
    }

    /// Every scalar value's path (keys are left alone: they are field names or ids).
    static func valuePaths(_ node: Node, _ prefix: [Int] = []) -> [[Int]] {
        switch node {
        case .scalar: [prefix]
        case .mapping(let mapping): mapping.enumerated().flatMap { valuePaths($0.element.value, prefix + [$0.offset]) }
        case .sequence(let sequence): sequence.enumerated().flatMap { valuePaths($0.element, prefix + [$0.offset]) }
        case .alias: []
        }
    }

    static func replacing(_ node: Node, at path: ArraySlice<Int>, with text: String) -> Node {
        guard let index = path.first else {
            return .scalar(.init(text, .implicit, .doubleQuoted))
        }
        switch node {
        case .mapping(var mapping):
            var pairs = Array(mapping)
            pairs[index].value = replacing(pairs[index].value, at: path.dropFirst(), with: text)
            mapping = Node.Mapping(pairs.map { ($0.key, $0.value) }, mapping.tag, .block)
            return .mapping(mapping)
        case .sequence(let sequence):
            var items = Array(sequence)
            items[index] = replacing(items[index], at: path.dropFirst(), with: text)
            return .sequence(Node.Sequence(items, sequence.tag, .block))
        default: return node
        }
    }

    /// The golden tables with `values` replaced by `text`, each file named `fileName(original)`.
    static func sources(
        _ trees: [(name: String, root: Node)], replacing values: Set<Value>, with text: String,
        fileName: (String) -> String = { $0 }
    ) throws -> [TableSource] {
        try trees.enumerated().map { file, tree in
            var root = tree.root
            for value in values where value.file == file {
                root = replacing(root, at: value.path[...], with: text)
            }
            let name = fileName(tree.name)
            return TableSource(path: name, relativePath: name, bytes: Array(try Yams.serialize(node: root).utf8))
        }
    }

    /// The golden tables' text values, found once for both tests: finding
    /// them compiles the tables once per value.
    static let goldenText = Result { try hostileTextValues(goldenTrees()) }

    /// Every value the compiler takes as it is when it is hostile: text.
    static func hostileTextValues(_ trees: [(name: String, root: Node)]) throws -> Set<Value> {
        var accepted: Set<Value> = []
        for (file, tree) in trees.enumerated() {
            for path in valuePaths(tree.root) {
                let value = Value(file: file, path: path)
                let output = TableCompiler.compile(try sources(trees, replacing: [value], with: hostile))
                if output.swiftSource != nil { accepted.insert(value) }
            }
        }
        return accepted
    }

    @Test func hostileTextAndFileNamesStayInsideLiteralsAndCompile() throws {
        let trees = try Self.goldenTrees(), text = try Self.goldenText.get()
        // Written back by Yams, the golden tables still compile as they are.
        #expect(TableCompiler.compile(try Self.sources(trees, replacing: [], with: "")).swiftSource != nil)
        // Names, labels, sources, editions, titles, messages, taglines… of every kind.
        let filesWithText = Set(text.map(\.file))
        #expect(filesWithText.count == trees.count, "a kind with no free text: \(trees.map(\.name))")
        #expect(text.count >= 50)

        let plain = try #require(
            TableCompiler.compile(try Self.sources(trees, replacing: text, with: "plain"), module: "HostileTables").swiftSource)
        let hostileOutput = TableCompiler.compile(
            try Self.sources(trees, replacing: text, with: Self.hostile) { $0 + Self.hostileFileName },
            module: "HostileTables")
        #expect(hostileOutput.diagnostics.all.isEmpty, "\(hostileOutput.diagnostics.all)")
        let hostile = try #require(hostileOutput.swiftSource)
        #expect(hostile.contains(SwiftCode.stringLiteral(Self.hostile)))
        #expect(try SwiftShape.blanked(hostile) == SwiftShape.blanked(plain))
        try SwiftShape.typecheck(hostile)
    }

    /// Markup in a table's text: a script, an entity, both quotes, the end of
    /// a cell and of a comment.
    static let hostileMarkup = "<script>alert('x')</script> &amp; & \"quoted\" 'single' </td></tr> --> <!-- ]]>"

    /// Table text reaches a rendered page only as text. Every value the
    /// compiler takes as text is made markup at once; every page and file of
    /// every kind has the same tags and quotes as with plain text, no `&`
    /// but an escape's, and each kind with pages shows the markup escaped.
    @Test func hostileTextIsEscapedOnEveryKindsPages() throws {
        let trees = try Self.goldenTrees(), text = try Self.goldenText.get()
        let plain = TableCompiler.compile(try Self.sources(trees, replacing: text, with: "plain"))
        let hostile = TableCompiler.compile(try Self.sources(trees, replacing: text, with: Self.hostileMarkup))
        #expect(hostile.diagnostics.all.isEmpty, "\(hostile.diagnostics.all)")
        let escaped = "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp;amp; &amp; &quot;quoted&quot; &#39;single&#39; &lt;/td&gt;&lt;/tr&gt; --&gt; &lt;!-- ]]&gt;"
        for kind in TableKinds.all {
            let plainPages = Self.pages(kind, plain), hostilePages = Self.pages(kind, hostile)
            #expect(hostilePages.map(\.path) == plainPages.map(\.path), "\(kind.name)")
            let texts = { (pages: [RenderedPage]) in pages.flatMap { [$0.html] + $0.files.map(\.text) } }
            for (markup, plainMarkup) in zip(texts(hostilePages), texts(plainPages)) {
                let sameTags = Self.tags(markup) == Self.tags(plainMarkup)
                let sameQuotes = Self.quotes(markup) == Self.quotes(plainMarkup)
                #expect(sameTags && sameQuotes, "\(kind.name): text made a tag or ended an attribute")
                #expect(Self.everyAmpersandEscapes(markup), "\(kind.name): an '&' that is not an escape")
                #expect(!markup.lowercased().contains("<script"), "\(kind.name): a script")
            }
            #expect(hostilePages.isEmpty || texts(hostilePages).contains { $0.contains(escaped) }, "\(kind.name) shows no table text")
        }
    }

    static func pages<Kind: TableKind>(_ kind: Kind.Type, _ output: TableCompiler.Output) -> [RenderedPage] {
        kind.pages(of: output.tables(of: kind), in: output)
    }

    /// Each tag's name, closing or not, and each comment's start, in order.
    static func tags(_ markup: String) -> [Substring] {
        markup.split(separator: "<", omittingEmptySubsequences: false).dropFirst().map { $0.prefix { $0 != " " && $0 != ">" && $0 != "\n" } }
    }

    static func quotes(_ markup: String) -> Int {
        markup.filter { $0 == "\"" || $0 == "'" }.count
    }

    static func everyAmpersandEscapes(_ markup: String) -> Bool {
        markup.split(separator: "&", omittingEmptySubsequences: false).dropFirst().allSatisfy { rest in
            ["amp;", "lt;", "gt;", "quot;", "#39;"].contains { rest.hasPrefix($0) }
        }
    }

    /// Ids are never free text: a hostile one is an error, never code.
    @Test func hostileIdsAreRefused() throws {
        let trees = try Self.goldenTrees()
        for (file, tree) in trees.enumerated() {
            guard case .mapping(let mapping) = tree.root, let offset = Array(mapping).firstIndex(where: { $0.key.string == "id" })
            else { continue }
            let output = TableCompiler.compile(
                try Self.sources(trees, replacing: [Value(file: file, path: [offset])], with: Self.hostile))
            #expect(output.swiftSource == nil, "\(tree.name) took a hostile id")
            #expect(output.diagnostics.hasErrors)
        }
    }
}

/// Swift source read just enough to tell code from string literals and comments.
enum SwiftShape {
    struct LineBreakInLiteral: Error {}

    /// The source with every string literal's contents and every comment's
    /// text removed: what is left is the code.
    static func blanked(_ source: String) throws -> String {
        var result: [UInt8] = []
        let bytes = Array(source.utf8)
        var index = 0
        func at(_ offset: Int, _ text: String) -> Bool { bytes[offset...].starts(with: text.utf8) }
        while index < bytes.count {
            if at(index, "//") {
                result += Array("//".utf8)
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
            } else if at(index, "\"\"\"") {
                result += Array("\"\"\"\"\"\"".utf8)
                index += 3
                while index < bytes.count, !at(index, "\"\"\"") { index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1 }
                index += 3
            } else if bytes[index] == UInt8(ascii: "\"") {
                result += Array("\"\"".utf8)
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") { throw LineBreakInLiteral() }
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index += 1
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Type-checks generated Swift against the built `Scorebook` module, as an app's target compiles it.
    static func typecheck(_ source: String) throws {
        let errors = try typecheckErrors(source)
        #expect(errors == nil, "swiftc rejected the generated Swift:\n\(errors?.prefix(4000) ?? "")")
    }

    /// What `swiftc` says of generated Swift compiled in one module with
    /// `files` (a kind's runtime part); `nil` when it type-checks.
    static func typecheckErrors(_ source: String, with files: [URL] = []) throws -> String? {
        let products = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL.deletingLastPathComponent()
            ?? Bundle.main.bundleURL
        let modules = products.appendingPathComponent("Modules")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("ScorebookTables.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["swiftc", "-typecheck", "-module-name", "HostileTables", "-I", modules.path, file.path] + files.map(\.path)
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : message
    }
}
