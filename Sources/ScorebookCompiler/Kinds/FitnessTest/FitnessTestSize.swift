/// What lowering a fitness test fills: for every scored event × sex × age
/// group, a point per raw step of its column and a goal per points value (1 …
/// the test's best), counted before identical columns are shared.
///
/// A column spans at most 65,536 steps, but two rows make such a column for
/// every sex and age group: 12.7 KB of YAML once took the generator 43 s and
/// 1 GB, and wrote 88 MB of Swift.
enum FitnessTestSize {
    /// The Army's tests hold at most 36,266 values.
    static let mostValues = 1 << 20
    /// Tests a build compiles together: each test's bound alone would let
    /// many small files hold any number (29 files of 800 bytes made 64 MB).
    /// The Army's three hold 89,000.
    static let mostValuesInABuild = 1 << 22

    /// Where the running count, in lowering order, first passes `most`.
    struct Excess {
        var scale: Scale
        var column: Int
        var count: Int
    }

    /// The values counted up to the first column past `most`, or all of them.
    /// Counts spans and looks columns up by name, so it takes time in the size
    /// of the YAML, whatever the count.
    static func count(_ test: FitnessTestDefinition, most: Int) -> (count: Int, excess: Excess?) {
        // One pass over each scale's cells: every column's lowest and highest
        // raw value, and the test's best points (the length of a goal table).
        var goals = 0
        var spans: [String: (scale: Scale, steps: [Int])] = [:]
        for scale in test.scales where spans[scale.event.value] == nil {
            var low = [Int](repeating: .max, count: scale.columns.count)
            var high = [Int](repeating: .min, count: scale.columns.count)
            for row in scale.rows {
                for (index, cell) in row.cells.prefix(scale.columns.count).enumerated() {
                    guard let cell else { continue }
                    let (raw, points) =
                        scale.layout == .pointsByRaw ? (row.key.value, cell.value) : (cell.value, row.key.value)
                    (low[index], high[index]) = (min(low[index], raw), max(high[index], raw))
                    goals = max(goals, points)
                }
            }
            spans[scale.event.value] = (scale, zip(low, high).map { $0 <= $1 ? $1 - $0 + 1 : 0 })
        }
        var count = 0
        for event in test.scoredEvents {
            guard let (scale, steps) = spans[event.id.value] else { continue }
            let covering = CoveringColumns(scale.columns)
            for sex in test.sexes {
                for group in test.ageGroups {
                    guard let index = covering.first(sex: sex.value, ageGroup: group.value.label) else { continue }
                    count += steps[index] + goals
                    if count > most { return (count, Excess(scale: scale, column: index, count: count)) }
                }
            }
        }
        return (count, nil)
    }
}

/// The first of a chart's columns covering each sex and age group, found by
/// name: a column for one sex, or one for every sex, whichever comes first.
struct CoveringColumns {
    private var firstIndex: [Column: Int] = [:]

    init(_ columns: [Located<Column>]) {
        for (index, column) in columns.enumerated() where firstIndex[column.value] == nil {
            firstIndex[column.value] = index
        }
    }

    func first(sex: String, ageGroup: String) -> Int? {
        let own = firstIndex[Column(sex: sex, ageGroup: ageGroup)]
        let everySex = firstIndex[Column(sex: nil, ageGroup: ageGroup)]
        guard let own, let everySex else { return own ?? everySex }
        return min(own, everySex)
    }
}
