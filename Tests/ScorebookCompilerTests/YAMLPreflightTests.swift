@testable import _ScorebookCompiler
import Testing

/// Anchors and aliases are found wherever YAML allows them, and only there;
/// nesting past the bound stops the scan where it starts.
@Suite struct YAMLPreflightTests {
    typealias Found = YAMLPreflight.Found

    static func anchor(_ line: Int, _ column: Int) -> Found { Found(line: line, column: column, isAlias: false) }
    static func alias(_ line: Int, _ column: Int) -> Found { Found(line: line, column: column, isAlias: true) }

    @Test(arguments: [
        // Beside a block scalar, at the block's own indentation and deeper.
        ("- k: |\n    t\n  a: &a [x]\n  b: *a\n", [anchor(3, 6), alias(4, 6)]),
        ("k: >-\n  t\n  *t\nv: &v x\n", [anchor(4, 4)]),
        // In keys, explicit and flow, and after tags.
        ("? *a\n: v\n", [alias(1, 3)]),
        ("{&k k: v, ? *k : w}\n", [anchor(1, 2), alias(1, 13)]),
        ("a: !!str &s s\nb: [!x &t [*t], *s]\n", [anchor(1, 10), anchor(2, 8), alias(2, 12), alias(2, 17)]),
        ("*a : v\n", [alias(1, 1)]),
        // Columns count characters, not bytes.
        ("é: &a x\n", [anchor(1, 4)]),
        // Text that only looks like one: quoted, commented, inside plain text or a block.
        ("a: \"*x &y\"\nb: '*x'\nc: x & *y\nd: |\n  *x\n  &y\n# *z\ne: x # &w\n", []),
        ("a: x\n  *continued\n", []),
        ("a: [x*y, z&w]\n", []),
    ])
    func findsEveryAnchorAndAlias(_ yaml: String, _ expected: [Found]) {
        let found = YAMLPreflight.scan(Array(yaml.utf8), limit: 100)
        #expect(found.first == expected)
        #expect(found.count == expected.count)
    }

    @Test func countsPastTheLimit() {
        let yaml = "a: &a x\nb: [" + Array(repeating: "*a", count: 1000).joined(separator: ", ") + "]\n"
        let found = YAMLPreflight.scan(Array(yaml.utf8), limit: 3)
        #expect(found.first == [Self.anchor(1, 4), Self.alias(2, 5), Self.alias(2, 9)])
        #expect(found.count == 1001)
    }

    @Test func stopsAtASyntaxError() {
        let found = YAMLPreflight.scan(Array("a: &a x\nb: [\nc: *a\n".utf8), limit: 10)
        #expect(found.first.first == Self.anchor(1, 4))
    }

    @Test func nestingPastTheBoundIsFoundWhereItStarts() {
        let bound = YAMLPreflight.deepestNesting
        // The top-level mapping is one level: `bound - 1` lists inside it fit.
        func nested(_ lists: Int) -> [UInt8] { Array(("x: " + String(repeating: "[", count: lists) + String(repeating: "]", count: lists) + "\n").utf8) }
        #expect(YAMLPreflight.scan(nested(bound - 1), limit: 1).tooDeep == nil)
        let deep = YAMLPreflight.scan(nested(bound), limit: 1).tooDeep
        #expect(deep?.line == 1 && deep?.column == 3 + bound)
        // Block mappings count too: the line one level past the bound.
        func block(_ levels: Int) -> [UInt8] {
            Array(((0..<levels).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n") + " v\n").utf8)
        }
        #expect(YAMLPreflight.scan(block(bound), limit: 1).tooDeep == nil)
        #expect(YAMLPreflight.scan(block(bound + 1), limit: 1).tooDeep?.line == bound + 1)
    }

    /// LibYAML's scanner takes time in the file's length times its depth: a
    /// line of 100,000 `[` took minutes, and now stops at the bound.
    @Test func aDeepLineStopsAtTheBound() {
        let line = Array(("x: " + String(repeating: "[", count: 100_000)).utf8)
        #expect(YAMLPreflight.scan(line, limit: 1).tooDeep?.column == 3 + YAMLPreflight.deepestNesting)
        let output = Fixtures.compile(String(decoding: line, as: UTF8.self))
        #expect(output.diagnostics.sorted.map(\.description) == [
            "table.yaml:1:\(3 + YAMLPreflight.deepestNesting): error: lists and mappings nest more than \(YAMLPreflight.deepestNesting) deep here; a table needs a few levels"
        ])
    }
}
