import _ScorebookCompiler
import Testing

/// Lowering a fitness test fills, for every event × sex × age group, a point
/// per raw step of its column and a goal per points value. A few lines can ask
/// for millions, so the total is bounded, at the column that passes it.
@Suite struct FitnessTestBoundsTests {
    /// A test of `sexes` × `groups` columns per event, each column one row of
    /// 100 points at its own raw value (the column's index plus `top` when
    /// `top` is given, with a row of 0 points at 0, so it spans `top + 1` steps).
    static func table(sexes: Int, groups: Int, events: Int, top: Int? = nil, standards: Int = 1) -> String {
        let sexNames = (0..<sexes).map { "s\($0)" }
        let groupNames = (0..<groups - 1).map { "\($0)-\($0)" } + ["\(groups - 1)+"]
        let columns = sexNames.flatMap { sex in groupNames.map { "\(sex) \($0)" } }
        let best = columns.indices.map { String(top ?? $0) }.joined(separator: ", ")
        let zero = top == nil ? "" : "      0: [\(columns.map { _ in "0" }.joined(separator: ", "))]\n"
        let scales = (0..<events).map {
            "  e\($0):\n    columns: [\(columns.joined(separator: ", "))]\n    rawByPoints:\n      100: [\(best)]\n" + zero
        }
        return """
            kind: fitness-test
            id: big
            name: Big
            source: test
            edition: "1"
            sexes: [\(sexNames.joined(separator: ", "))]
            ageGroups: [\(groupNames.joined(separator: ", "))]
            events:
            \((0..<events).map { "  e\($0): { name: E, unit: repetitions, better: higher }" }.joined(separator: "\n"))
            standards:
            \((0..<standards).map { "  pass\($0 == 0 ? "" : String($0)): { name: Pass, eventMinimum: 0, totalMinimum: 0 }" }.joined(separator: "\n"))
            defaultStandard: pass
            maximumTotal: \(100 * events)
            scales:

            """ + scales.joined()
    }

    static func errors(_ table: String) -> [String] {
        Fixtures.compile(table, name: "big.yaml").diagnostics.errors.map(\.description)
    }

    /// 16 columns of 65,536 steps, each with a goal table of 100, hold
    /// 1,050,176 values; 15 hold 984,540.
    @Test func aTestsColumnsSpanABoundedNumberOfSteps() {
        #expect(Self.errors(Self.table(sexes: 15, groups: 1, events: 1, top: 65_535)) == [])
        #expect(Self.errors(Self.table(sexes: 16, groups: 1, events: 1, top: 65_535)) == [
            "big.yaml:16:125: error: scale 'e0', column 's15 0+': the test's columns up to this one hold 1050176 values (one per raw step and one per goal, for each sex and age group they cover); a test's columns hold at most 1048576: check for a mistyped value, or split the test"
        ])
    }

    /// Goal tables count too: 5 events × 16 sexes × 151 age groups of one step
    /// each make 12,080 steps but 1,220,080 values. The 10,382nd column
    /// (event 'e4', sex 's4', group '113-113') passes 1,048,576.
    @Test func goalTablesCountTowardsTheBound() {
        #expect(Self.errors(Self.table(sexes: 16, groups: 151, events: 4)) == [])
        let errors = Self.errors(Self.table(sexes: 16, groups: 151, events: 5))
        #expect(errors.count == 1)
        #expect(errors.first?.contains("error: scale 'e4', column 's4 113-113': the test's columns up to this one hold 1048582 values") == true, "\(errors)")
    }

    /// Five tests of 984,540 values each pass a build's 4,194,304 at the
    /// fifth, before any is lowered: the error is at its id.
    @Test func aBuildsTestsHoldABoundedNumberOfValues() {
        let table = Self.table(sexes: 15, groups: 1, events: 1, top: 65_535)
        let sources = (1...5).map { index in
            TableSource(
                path: "t\(index).yaml", relativePath: "t\(index).yaml",
                bytes: Array(table.replacingOccurrences(of: "id: big", with: "id: big\(index)").utf8))
        }
        #expect(TableCompiler.compile(sources).diagnostics.sorted.map(\.description) == [
            "t5.yaml:2:5: error: the tests up to 'big5' hold 4922700 values; the tests of a build hold at most 4194304: compile fewer in one target"
        ])
    }

    /// Each event and each standard is an initialiser in the one expression
    /// that builds the test, whose cost to the Swift compiler grows faster than
    /// its length (1,000 events ran it out of 6 GB). The first one too many is
    /// refused, and the scales it leaves unread are not reported again.
    @Test func eventsAndStandardsAreBounded() {
        #expect(Self.errors(Self.table(sexes: 1, groups: 1, events: 32, standards: 16)) == [])
        #expect(Self.errors(Self.table(sexes: 1, groups: 1, events: 40)) == [
            "big.yaml:41:3: error: the table has 40 events; a fitness test has at most 32"
        ])
        #expect(Self.errors(Self.table(sexes: 1, groups: 1, events: 1, standards: 20)) == [
            "big.yaml:27:3: error: the table has 20 standards; a fitness test has at most 16"
        ])
    }

    /// Ages run from 0 to 150, so more than 151 groups cannot all be sound,
    /// and every scale's coverage check runs over sexes × groups: 400,000
    /// groups over 32 scales did not finish in two minutes. The 152nd is
    /// refused, and the overlaps before it are not reported one by one.
    @Test func ageGroupsAreAsManyAsAgesAtMost() {
        let table = Self.table(sexes: 1, groups: 1, events: 1)
        let groups = Array(repeating: "0-0", count: 151) + ["0-0", "0+"]
        let crowded = table.replacingOccurrences(of: "ageGroups: [0+]", with: "ageGroups: [\(groups.joined(separator: ", "))]")
        #expect(Self.errors(crowded) == [
            "big.yaml:7:768: error: 'ageGroups' lists more than 151 age groups; ages run from 0 to 150"
        ])
    }
}
