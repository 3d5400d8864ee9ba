/// A faces table's layouts by id, each with its rings and scoring systems by
/// label and id: a face, a zone or a scoring system finds what it names by
/// hashing. Scans made the work grow as faces × layouts (1,000 faces on the
/// last of 15,000 layouts took a minute to validate) and as a face's scoring
/// systems × its layout's (40,000 of each took almost four).
///
/// Where a name repeats (an error reported elsewhere), the first is found, as
/// a scan in file order finds it.
struct ArcheryLayoutIndex {
    struct Entry {
        let layout: LayoutDefinition
        private let ringIndex: [String: Int]
        private let scoringIndex: [String: Int]

        init(_ layout: LayoutDefinition) {
            self.layout = layout
            ringIndex = firstIndexes(layout.rings.map(\.label.value))
            scoringIndex = firstIndexes(layout.scoring.map(\.id.value))
        }

        /// The position of the ring labelled `label`, innermost first.
        func ring(_ label: String) -> Int? { ringIndex[label] }

        func scoring(_ id: String) -> ScoringDefinition? { scoringIndex[id].map { layout.scoring[$0] } }
    }

    private let entries: [String: Entry]

    init(_ layouts: [LayoutDefinition]) {
        var entries: [String: Entry] = [:]
        for layout in layouts where entries[layout.id.value] == nil { entries[layout.id.value] = Entry(layout) }
        self.entries = entries
    }

    subscript(id: String) -> Entry? { entries[id] }
}

/// Each value's first position in `values`.
private func firstIndexes(_ values: [String]) -> [String: Int] {
    var indexes: [String: Int] = [:]
    for (index, value) in values.enumerated() where indexes[value] == nil { indexes[value] = index }
    return indexes
}
