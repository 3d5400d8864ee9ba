/// Band sets laid out as a chart prints them: the classes down the side and
/// each number across, one column for each choice of the keys it differs by.
/// AR 600-9's Table B-1 comes out as the regulation prints it: the heights
/// down the side, the minimum weight once (it is the same for every sex and
/// age group), the maximum weight under each sex and age group, and the
/// pounds per inch given only above the tallest row as a note under it.
///
/// Sets next to each other in a table whose classes are the same, with no
/// keys, nothing carried and values of different names, share one grid, a
/// range column each: the ACSM's intensities by heart rate maximum and
/// reserve side by side, as its table prints them.
struct BandGrid {
    /// What the grid shows down the side.
    enum RowHeader { case name, range, id }

    /// One number of each class (a range, or a carried number), with the
    /// columns it takes: one per choice of the keys its values differ by.
    struct Field {
        var label: String
        /// The key positions whose choice changes a value, outermost first.
        var keys: [Int]
        /// One per column: the chosen value of each of `keys`, and a list with them.
        var columns: [(choice: [String], list: Int)]
        /// The text of each class in each list: `texts[list][row]`; "" for none.
        var texts: [[String]]
    }

    let sets: [BandSetDefinition]
    /// The lists whose classes head the rows: every list of every set holds them in this order.
    let lists: [BandListDefinition]
    let rowHeader: RowHeader
    /// In the order they are printed: ranges, then numbers by how few keys they differ by.
    let fields: [Field]
    /// Numbers the set's role reads only above its last class: a note under the grid.
    let notes: [Field]

    /// The grids of a table's sets, in order: one per set (or per list of a
    /// set whose lists have different classes), one for a run of sets that
    /// can share one.
    static func grids(of sets: [BandSetDefinition]) -> [BandGrid] {
        var grids: [BandGrid] = []
        var index = sets.startIndex
        while index < sets.endIndex {
            var end = index + 1
            while end < sets.endIndex, canShare(sets[index], sets[end]), !sets[index..<end].contains(where: { label(ofRange: $0) == label(ofRange: sets[end]) }) {
                end += 1
            }
            let run = Array(sets[index..<end])
            if run.count == 1, !sameClasses(run[0].lists) {
                grids += run[0].lists.map { BandGrid(sets: [run[0]], lists: [$0]) }
            } else {
                grids.append(BandGrid(sets: run, lists: run[0].lists))
            }
            index = end
        }
        return grids
    }

    /// `Body mass index (kg/m^2)`: a range column's header.
    static func label(ofRange set: BandSetDefinition) -> String {
        "\(set.valueName) (\(set.unit.value))"
    }

    /// Sets whose classes are the same and nothing else varies can share a grid.
    private static func canShare(_ a: BandSetDefinition, _ b: BandSetDefinition) -> Bool {
        [a, b].allSatisfy { $0.keys.isEmpty && $0.carries.isEmpty }
            && a.lists[0].bands.map(\.id.value) == b.lists[0].bands.map(\.id.value)
            && a.lists[0].bands.map(\.name) == b.lists[0].bands.map(\.name)
    }

    private static func sameClasses(_ lists: [BandListDefinition]) -> Bool {
        let first = lists[0].bands
        return lists.allSatisfy { $0.bands.map(\.id.value) == first.map(\.id.value) && $0.bands.map(\.name) == first.map(\.name) }
    }

    private init(sets: [BandSetDefinition], lists: [BandListDefinition]) {
        self.sets = sets
        self.lists = lists
        let keyCount = lists[0].keys.count
        let ranges = sets.map { set in
            let printed = PrintedRange(decimals: set.decimals)
            return Field(
                label: Self.label(ofRange: set), keys: [], columns: [],
                // A shared grid's sets have one list each; a set's own grid reads its lists.
                texts: (sets.count > 1 ? set.lists : lists).map { list in
                    list.bands.map { printed.text(from: $0.from?.value, below: $0.below?.value) }
                }
            ).varying(over: lists, keyCount: keyCount)
        }
        let carried = sets.count > 1 ? [] : sets[0].carries.indices.map { index in
            Field(
                label: "\(sets[0].carries[index].name) (\(sets[0].carries[index].unit.value))", keys: [], columns: [],
                texts: lists.map { list in list.bands.map { $0.carried[index]?.shortText ?? "" } }
            ).varying(over: lists, keyCount: keyCount)
        }
        let named = lists.contains { $0.bands.contains { $0.name != $0.id.value } }
        rowHeader = named ? .name : (sets.count == 1 && ranges[0].keys.isEmpty ? .range : .id)
        // A number the set's role reads only above its highest class (Table
        // B-1's pounds per inch over its tallest row) is the chart's note, not a column.
        let aboveTheTop = sets.count == 1 ? sets[0].role?.value.carriedAboveTheTop : nil
        let isNote = sets.count == 1 ? sets[0].carries.map { $0.name == aboveTheTop } : []
        notes = carried.indices.filter { isNote[$0] }.map { carried[$0] }
        fields = (rowHeader == .range ? [] : ranges)
            + carried.indices.filter { !isNote[$0] }.map { carried[$0] }.enumerated()
                .sorted { ($0.element.keys.count, $0.offset) < ($1.element.keys.count, $1.offset) }.map(\.element)
    }

    /// The number of header rows: one for the labels, one per key a field's columns differ by.
    var headerRows: Int { 1 + (fields.map(\.keys.count).max() ?? 0) }
}

extension BandGrid.Field {
    /// The field with the fewest keys its texts need, and a column for each
    /// choice of them: a key whose choice never changes a class's text, all
    /// else the same, is left out.
    func varying(over lists: [BandListDefinition], keyCount: Int) -> Self {
        var keys = Array(0..<keyCount)
        for key in (0..<keyCount).reversed() {
            let kept = keys.filter { $0 != key }
            var seen: [[String]: [String]] = [:]
            let needed = lists.indices.contains { list in
                let choice = kept.map { lists[list].keys[$0].value }
                if let texts = seen[choice] { return texts != self.texts[list] }
                seen[choice] = self.texts[list]
                return false
            }
            if !needed { keys = kept }
        }
        var columns: [(choice: [String], list: Int)] = []
        var taken: Set<[String]> = []
        for (index, list) in lists.enumerated() {
            let choice = keys.map { list.keys[$0].value }
            if taken.insert(choice).inserted { columns.append((choice, index)) }
        }
        var field = self
        (field.keys, field.columns) = (keys, columns)
        return field
    }
}
