import ScorebookCore

extension FitnessTestKind {
    /// The charts cell by cell; every other field (header, events, standards,
    /// errata) field by field. A file with a value the parser cannot read, a
    /// cell printed twice, or an event whose chart changes layout is diffed
    /// wholly as YAML, so no change hides behind a cell the chart view cannot hold.
    static func changes(from old: TableFile, to new: TableFile) -> TableChanges {
        guard let oldTest = readAsWritten(old), let newTest = readAsWritten(new),
            let chart = FitnessChartDiff(from: oldTest, to: newTest)
        else {
            return TableChanges(
                fields: YAMLTreeDiff.changes(old.root, new.root, oldFile: old.source.path, newFile: new.source.path))
        }
        return TableChanges(
            fields: YAMLTreeDiff.changes(
                old.root, new.root, oldFile: old.source.path, newFile: new.source.path, skipping: ["scales", "goNoGo"]),
            view: chart)
    }

    /// The table as written, whether or not it keeps the chart rules (the
    /// validator's): `nil` only when some value cannot be read at all.
    private static func readAsWritten(_ file: TableFile) -> FitnessTestDefinition? {
        let reader = YAMLReader(file: file.source.path)
        guard let test = FitnessTestParser(reader: reader).parse(file.root), !reader.diagnostics.hasErrors else {
            return nil
        }
        return test
    }
}

extension FitnessChartDiff {
    /// `nil` when a cell is printed twice on either side, or an event's chart
    /// changes layout: cell by cell, either would hide a change.
    init?(from old: FitnessTestDefinition, to new: FitnessTestDefinition) {
        let layouts = Dictionary(old.scales.map { ($0.event.value, $0.layout) }, uniquingKeysWith: { first, _ in first })
        guard new.scales.allSatisfy({ scale in layouts[scale.event.value].map { $0 == scale.layout } ?? true }),
            let oldCells = PrintedCell.all(in: old), let newCells = PrintedCell.all(in: new)
        else { return nil }
        let order = ChartOrder(new, old)
        var changed: [(order: [Int], cell: Cell)] = []
        for (key, newCell) in newCells where oldCells[key]?.value.value != newCell.value.value {
            changed.append((order.of(key, row: newCell.rowIndex), Cell(key, old: oldCells[key], new: newCell, order)))
        }
        for (key, oldCell) in oldCells where newCells[key] == nil {
            changed.append((order.of(key, row: oldCell.rowIndex), Cell(key, old: oldCell, new: nil, order)))
        }
        let cells = changed.sorted { $0.order.lexicographicallyPrecedes($1.order) }.map(\.cell)
        self.cells = cells
        affected = Self.affected(cells, order)
        // Per event, the first cell of the biggest move, in chart order.
        var biggest: [String: (index: Int, size: UInt)] = [:]
        for (index, cell) in cells.enumerated() {
            guard let size = cell.delta?.magnitude else { continue }
            if let best = biggest[cell.event], best.size >= size { continue }
            biggest[cell.event] = (index, size)
        }
        largest = biggest.values.map(\.index).sorted().map { cells[$0] }
        effective = Effective(
            old: old.effective?.value.description ?? EffectivePeriod().description,
            new: new.effective?.value.description ?? EffectivePeriod().description)
    }

    /// Runs of neighbouring age groups, per event and sex, whose changed
    /// points overlap: `women 47 and over, 2-mile run, 61 to 98 points`.
    /// Groups whose changes lie at points far apart get lines of their own,
    /// so no line claims soldiers whose scores do not change.
    private static func affected(_ cells: [Cell], _ order: ChartOrder) -> [Affected] {
        struct Run {
            var groups: [String]
            var lastAge: Int
            var points: ClosedRange<Int>?
        }
        var result: [Affected] = []
        var start = cells.startIndex
        while start < cells.endIndex {
            let first = cells[start]
            let end = cells[start...].firstIndex { $0.event != first.event || $0.sex != first.sex } ?? cells.endIndex
            var runs: [Run] = []
            var groupStart = start
            // Cells come column by column: one age group's cells are together.
            while groupStart < end {
                let group = cells[groupStart].ageGroup
                let groupEnd = cells[groupStart..<end].firstIndex { $0.ageGroup != group } ?? end
                let points = cells[groupStart..<groupEnd].flatMap(\.points)
                let range = points.min().map { $0...points.max()! }
                let age = order.ageIndex(group)
                if var run = runs.last, run.lastAge + 1 == age, Self.touch(run.points, range) {
                    run.groups.append(group)
                    run.lastAge = age
                    if let range, let points = run.points {
                        run.points = min(points.lowerBound, range.lowerBound)...max(points.upperBound, range.upperBound)
                    }
                    runs[runs.count - 1] = run
                } else {
                    runs.append(Run(groups: [group], lastAge: age, points: range))
                }
                groupStart = groupEnd
            }
            for run in runs {
                let scores =
                    switch run.points {
                    case nil: "GO limit"
                    case let points? where points.count == 1: "\(points.lowerBound) point\(points.lowerBound == 1 ? "" : "s")"
                    case let points?: "\(points.lowerBound) to \(points.upperBound) points"
                    }
                result.append(
                    Affected(
                        event: first.event, sex: first.sex, ageGroups: run.groups,
                        description: "\(order.people(first.sex)) \(order.ages(run.groups)), \(first.eventName), \(scores)"))
            }
            start = end
        }
        return result
    }

    /// Whether two ranges of points overlap or meet (go/no-go limits have none, and always meet).
    private static func touch(_ a: ClosedRange<Int>?, _ b: ClosedRange<Int>?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.lowerBound <= b.upperBound + 1 && b.lowerBound <= a.upperBound + 1
    }
}

extension FitnessChartDiff.Cell {
    fileprivate init(_ key: PrintedCell.Key, old: PrintedCell?, new: PrintedCell?, _ order: ChartOrder) {
        let unit = order.unit(of: key.event)
        let layout = Scale.Layout(rawValue: key.chart)
        let performance = { (raw: Int) in unit.format(raw) }
        event = key.event
        eventName = order.name(of: key.event)
        chart = key.chart
        sex = key.sex
        ageGroup = key.ageGroup
        switch layout {
        case .rawByPoints: row = "\(key.row) point\(key.row == 1 ? "" : "s")"
        case .pointsByRaw: row = Self.performance(key.row, unit)
        case nil: row = "GO limit"
        }
        rowKey = layout == nil ? nil : key.row
        let format = layout == .pointsByRaw ? { String($0) } : performance
        self.old = old.map { format($0.value.value) }
        self.new = new.map { format($0.value.value) }
        location = (new ?? old)!.value.location
        if let old, let new {
            let delta = new.value.value - old.value.value
            self.delta = delta
            change =
                layout == .pointsByRaw
                ? "\(Self.signed(delta)) point\(delta.magnitude == 1 ? "" : "s")" : Self.signed(delta, unit)
        }
    }

    /// The points the cell's soldiers score, before or after.
    var points: [Int] {
        switch chart {
        case Scale.Layout.rawByPoints.rawValue: [rowKey].compactMap { $0 }
        case Scale.Layout.pointsByRaw.rawValue: [old, new].compactMap { $0.flatMap { Int($0) } }
        default: []
        }
    }

    /// `45 repetitions`, `340 lb`, `13:00`, `12.5 m`.
    private static func performance(_ raw: Int, _ unit: MeasurementUnit) -> String {
        switch unit {
        case .repetitions: "\(raw) repetition\(raw == 1 ? "" : "s")"
        case .pounds: "\(raw) lb"
        case .metres: "\(DecimalText.formatTenths(raw)) m"
        case .time: TimeText.format(seconds: raw)
        }
    }

    /// `+5 s`, `-1:56`, `-10 lb`, `+0.5 m`, `+1 repetition`.
    private static func signed(_ delta: Int, _ unit: MeasurementUnit) -> String {
        // Chart values are bounded, so their difference has a magnitude.
        let size = Int(delta.magnitude)
        let sign = delta < 0 ? "-" : "+"
        return switch unit {
        case .time where size < 60: "\(sign)\(size) s"
        default: sign + performance(size, unit)
        }
    }

    private static func signed(_ delta: Int) -> String { delta < 0 ? "\(delta)" : "+\(delta)" }
}

/// A cell as printed: its value, and its row's place in the chart.
private struct PrintedCell {
    struct Key: Hashable {
        var event: String
        var chart: String
        var sex: String?
        var ageGroup: String
        /// The row's key: points or a performance; 0 for go/no-go.
        var row: Int

        /// The `chart` of a go/no-go limit; a scale's is its layout.
        static let goNoGo = "goNoGo"
    }

    var value: Located<Int>
    var rowIndex: Int

    /// Every printed cell; `nil` if one is printed twice (a column, row or
    /// event listed twice: an error the validator reports).
    static func all(in test: FitnessTestDefinition) -> [Key: PrintedCell]? {
        var cells: [Key: PrintedCell] = [:]
        for scale in test.scales {
            for (columnIndex, column) in scale.columns.enumerated() {
                for (rowIndex, row) in scale.rows.enumerated() {
                    guard columnIndex < row.cells.count, let cell = row.cells[columnIndex] else { continue }
                    let key = Key(
                        event: scale.event.value, chart: scale.layout.rawValue, sex: column.value.sex,
                        ageGroup: column.value.ageGroup, row: row.key.value)
                    guard cells.updateValue(PrintedCell(value: cell, rowIndex: rowIndex), forKey: key) == nil else {
                        return nil
                    }
                }
            }
        }
        for (limitIndex, limit) in (test.goNoGo?.limits ?? []).enumerated() {
            for (columnIndex, column) in (test.goNoGo?.columns ?? []).enumerated() {
                guard columnIndex < limit.cells.count, let cell = limit.cells[columnIndex] else { continue }
                let key = Key(
                    event: limit.event.value, chart: Key.goNoGo, sex: column.value.sex, ageGroup: column.value.ageGroup,
                    row: 0)
                guard cells.updateValue(PrintedCell(value: cell, rowIndex: limitIndex), forKey: key) == nil else {
                    return nil
                }
            }
        }
        return cells
    }
}

/// The order and names of events, sexes and age groups: the new table's,
/// then the old's for anything only it has. Looked up by name, so a chart of
/// many cells and many columns costs no more than its cells.
private struct ChartOrder {
    private var events: [String: (index: Int, event: EventDefinition)] = [:]
    private var sexes: [String: Int] = [:]
    private var ageGroups: [String: (index: Int, group: AgeGroup)] = [:]

    init(_ new: FitnessTestDefinition, _ old: FitnessTestDefinition) {
        for test in [new, old] {
            for event in test.events where events[event.id.value] == nil {
                events[event.id.value] = (events.count, event)
            }
            for sex in test.sexes where sexes[sex.value] == nil { sexes[sex.value] = sexes.count }
            for group in test.ageGroups where ageGroups[group.value.label] == nil {
                ageGroups[group.value.label] = (ageGroups.count, group.value)
            }
        }
    }

    func of(_ key: PrintedCell.Key, row: Int) -> [Int] {
        [
            events[key.event]?.index ?? events.count,
            key.chart == PrintedCell.Key.goNoGo ? 1 : 0,
            key.sex.flatMap { sexes[$0] } ?? -1,
            ageIndex(key.ageGroup),
            row,
        ]
    }

    func ageIndex(_ label: String) -> Int { ageGroups[label]?.index ?? ageGroups.count }

    func unit(of event: String) -> MeasurementUnit { events[event]?.event.unit ?? .repetitions }

    func name(of event: String) -> String { events[event]?.event.name ?? event }

    /// `women`, `men`, a table's own word for another sex, or `everyone`.
    func people(_ sex: String?) -> String {
        switch sex {
        case "female": "women"
        case "male": "men"
        case let sex?: sex
        case nil: "everyone"
        }
    }

    /// `47 and over`, `aged 17 to 26`, `of every age`, for neighbouring groups.
    func ages(_ labels: [String]) -> String {
        let groups = labels.compactMap { ageGroups[$0]?.group }
        guard let first = groups.first, let last = groups.last else { return labels.joined(separator: ", ") }
        if groups.count == ageGroups.count { return "of every age" }
        guard let upper = last.upperBound else { return "\(first.lowerBound) and over" }
        return "aged \(first.lowerBound) to \(upper)"
    }
}
