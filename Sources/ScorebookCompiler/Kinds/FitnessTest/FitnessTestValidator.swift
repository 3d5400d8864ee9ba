import ScorebookCore

/// Checks a parsed fitness test as a whole: brackets without gaps, every
/// column present once, columns that never reward a worse performance,
/// errata that match the data, and pass rules that fit the scales.
struct FitnessTestValidator {
    let test: FitnessTestDefinition
    private(set) var diagnostics = Diagnostics()
    /// What lowering the test fills (``FitnessTestSize``), counted once the test is otherwise valid.
    private(set) var values = 0
    private let events: FirstByID<EventDefinition>
    private let scales: FirstByID<Scale>
    /// `asPrinted:` entries by cell, and whether a repeated performance was found there.
    private var keptAsPrinted: [PrintedCell: (entry: KeptAsPrinted, found: Bool)] = [:]
    /// Scales whose columns were checked: only there are repeats found.
    private var checkedScales: Set<String> = []

    private struct PrintedCell: Hashable {
        let event: String
        let column: Column
        let row: Int
    }

    /// A column may span at most this many raw steps: lookups are dense arrays.
    static let maximumColumnSpan = 65_536

    init(_ test: FitnessTestDefinition) {
        self.test = test
        events = FirstByID(test.events) { $0.id.value }
        scales = FirstByID(test.scales) { $0.event.value }
        for entry in test.asPrinted {
            let cell = PrintedCell(event: entry.event.value, column: entry.column.value, row: entry.row.value)
            if keptAsPrinted[cell] == nil { keptAsPrinted[cell] = (entry, false) }
        }
    }

    /// Whether every one of `keys` was read without a mistake. A check that
    /// reads a key read with one would report that mistake again, wrongly
    /// (a total of scales one of which was refused): it is skipped, and every
    /// other check runs, so one mistake hides no other.
    private func read(_ keys: String...) -> Bool {
        keys.allSatisfy { !test.unread.contains($0) }
    }

    mutating func validate() -> Diagnostics {
        if read("sexes", "ageGroups") { checkBrackets() }
        if read("events", "scales", "goNoGo") { checkEvents() }
        for scale in test.scales {
            if read("sexes", "ageGroups") {
                checkCoverage(scale.columns, owner: scale.event, what: "scale '\(scale.event.value)'")
            }
            checkRows(scale)
        }
        if read("sexes", "ageGroups", "goNoGo") { checkGoNoGo() }
        // A scale refused in part may lack the row an erratum or an entry names.
        if read("scales") { checkKeptAsPrinted() }
        var charts: [String: ErratumChart] = [:]
        for erratum in test.errata where read("scales") {
            guard let scale = scales[erratum.event.value] else { continue }
            if charts[scale.event.value] == nil { charts[scale.event.value] = ErratumChart(scale) }
            check(erratum, in: charts[scale.event.value]!)
        }
        checkStandards()
        // Last, on a table otherwise valid: the count takes every column as in
        // bounds and every sex and age group as covered once.
        if !diagnostics.hasErrors && test.unread.isEmpty { checkSize() }
        return diagnostics
    }

    // MARK: Brackets

    private mutating func checkBrackets() {
        if test.sexes.isEmpty {
            diagnostics.error("'sexes' lists no sex", at: test.id.location)
        }
        guard let first = test.ageGroups.first else {
            diagnostics.error("'ageGroups' lists no age group", at: test.id.location)
            return
        }
        var previous = first
        for group in test.ageGroups.dropFirst() {
            let label = group.value.label
            guard let previousUpper = previous.value.upperBound else {
                diagnostics.error(
                    "age group '\(label)' follows the open-ended group '\(previous.value.label)'; only the last group may end in '+'",
                    at: group.location)
                return
            }
            if group.value.lowerBound <= previousUpper {
                diagnostics.error("age group '\(label)' overlaps '\(previous.value.label)'", at: group.location)
            } else if group.value.lowerBound > previousUpper + 1 {
                diagnostics.error(
                    "age group '\(label)' leaves a gap after '\(previous.value.label)': ages \(previousUpper + 1) to \(group.value.lowerBound - 1) have no group",
                    at: group.location)
            }
            previous = group
        }
    }

    // MARK: Events

    private mutating func checkEvents() {
        let limited = Set(test.goNoGo?.limits.map(\.event.value) ?? [])
        for event in test.events {
            if let replaced = event.alternateFor {
                let target = events[replaced.value]
                if target == nil {
                    diagnostics.error(
                        "event '\(event.id.value)' is an alternate for '\(replaced.value)', which is not defined under 'events'",
                        at: replaced.location)
                } else if target?.alternateFor != nil {
                    diagnostics.error(
                        "event '\(event.id.value)' is an alternate for '\(replaced.value)', which is itself an alternate; name a scored event",
                        at: replaced.location)
                }
                if !limited.contains(event.id.value) {
                    diagnostics.error(
                        "alternate event '\(event.id.value)' has no go/no-go limits under 'goNoGo'", at: event.id.location)
                }
            } else if scales[event.id.value] == nil {
                diagnostics.error("event '\(event.id.value)' has no scale under 'scales'", at: event.id.location)
            }
        }
    }

    // MARK: Scales

    /// Row order and, column by column, points that never reward a worse performance.
    private mutating func checkRows(_ scale: Scale) {
        guard let event = events[scale.event.value] else { return }
        let what = "scale '\(scale.event.value)'"
        // Columns are read in row order, so their checks need rows in order.
        guard checkRowOrder(scale, event: event, what: what) else { return }
        checkedScales.insert(scale.event.value)
        for (index, column) in scale.columns.enumerated() {
            let cells = scale.cells(ofColumn: index)
            let columnWhat = "\(what), column '\(column.value)'"
            guard let first = cells.first else {
                diagnostics.error("\(columnWhat) has no values", at: column.location)
                continue
            }
            let raws = cells.map(\.raw)
            if raws.max()! - raws.min()! >= Self.maximumColumnSpan {
                diagnostics.error(
                    "\(columnWhat) spans more than \(Self.maximumColumnSpan) steps of \(event.unit.rawValue); check for a mistyped value",
                    at: first.location)
            }
            checkMonotonic(cells, event: event, layout: scale.layout, column: column.value, what: columnWhat)
        }
    }

    /// Every sex × age group must be covered by exactly one column. Each column
    /// marks the pairs it covers, so a long hostile list of columns stays linear.
    private mutating func checkCoverage(_ columns: [Located<Column>], owner: Located<String>, what: String) {
        let sexes = test.sexes.map(\.value)
        var groupIndex: [String: Int] = [:]
        for (index, group) in test.ageGroups.enumerated() where groupIndex[group.value.label] == nil {
            groupIndex[group.value.label] = index
        }
        // The first column covering each sex × group, by sex then group.
        var covering = [Int?](repeating: nil, count: sexes.count * test.ageGroups.count)
        for (index, column) in columns.enumerated() {
            guard let group = groupIndex[column.value.ageGroup] else { continue }
            for (sexIndex, sex) in sexes.enumerated() where column.value.covers(sex: sex, ageGroup: column.value.ageGroup) {
                let pair = sexIndex * test.ageGroups.count + group
                if let first = covering[pair] {
                    diagnostics.error(
                        "\(what): column '\(column.value)' covers \(sex) \(column.value.ageGroup) again (already covered by '\(columns[first].value)')",
                        at: column.location)
                } else {
                    covering[pair] = index
                }
            }
        }
        for (sexIndex, sex) in sexes.enumerated() {
            for (group, ageGroup) in test.ageGroups.enumerated() where covering[sexIndex * test.ageGroups.count + group] == nil {
                diagnostics.error("\(what) has no column for \(sex) \(ageGroup.value.label)", at: owner.location)
            }
        }
    }

    /// Rows run like the printed chart: best performance (or most points) first, each once.
    private mutating func checkRowOrder(_ scale: Scale, event: EventDefinition, what: String) -> Bool {
        let errorsBefore = diagnostics.errorCount
        var seen: [Int: SourceLocation] = [:]
        var previous: ChartRow?
        for row in scale.rows {
            let key = row.key.value
            let text = Self.format(key, scale.layout == .pointsByRaw ? .performance(event.unit) : .points)
            if let first = seen[key] {
                diagnostics.error("\(what) has row \(text) twice (first at line \(first.line))", at: row.key.location)
                continue
            }
            seen[key] = row.key.location
            if let previous {
                let ordered =
                    switch scale.layout {
                    case .pointsByRaw: event.better.isBetter(previous.key.value, than: key)
                    case .rawByPoints: previous.key.value > key
                    }
                if !ordered {
                    let order =
                        scale.layout == .pointsByRaw
                        ? "from the best performance to the worst" : "from the most points to the fewest"
                    let previousText = Self.format(
                        previous.key.value, scale.layout == .pointsByRaw ? .performance(event.unit) : .points)
                    diagnostics.error(
                        "\(what) rows must run \(order), like the printed chart: row \(text) comes after \(previousText)",
                        at: row.key.location)
                }
            }
            previous = row
        }
        return diagnostics.errorCount == errorsBefore
    }

    /// A better performance never earns fewer points. In a raw-by-points chart
    /// the same performance printed at two point values is kept but flagged.
    private mutating func checkMonotonic(
        _ cells: [Scale.Cell], event: EventDefinition, layout: Scale.Layout, column: Column, what: String
    ) {
        let unit = event.unit
        for (better, worse) in zip(cells, cells.dropFirst()) {
            switch layout {
            case .pointsByRaw:
                if worse.points > better.points {
                    diagnostics.error(
                        "\(what): \(Self.describe(worse.raw, unit)) is given \(worse.points) points, more than the \(better.points) points for the better \(Self.describe(better.raw, unit)); a better performance can never earn fewer points",
                        at: worse.location)
                }
            case .rawByPoints:
                if worse.raw == better.raw {
                    // Known and explained under `asPrinted:`: nothing to say on every build.
                    let cell = PrintedCell(event: event.id.value, column: column, row: worse.points)
                    if keptAsPrinted[cell] != nil {
                        keptAsPrinted[cell]!.found = true
                        continue
                    }
                    diagnostics.warning(
                        "\(what): \(Self.describe(worse.raw, unit)) is printed for both \(better.points) and \(worse.points) points; it earns \(better.points), as printed",
                        at: worse.location)
                } else if event.better.isBetter(worse.raw, than: better.raw) {
                    diagnostics.error(
                        "\(what): \(worse.points) points need \(Self.describe(worse.raw, unit)), better than the \(Self.describe(better.raw, unit)) needed for \(better.points) points; fewer points can never need a better performance",
                        at: worse.location)
                }
            }
        }
    }

    // MARK: Size

    /// What the lowering fills is bounded, checked before it allocates anything.
    private mutating func checkSize() {
        let (count, excess) = FitnessTestSize.count(test, most: FitnessTestSize.mostValues)
        values = count
        guard let excess else { return }
        let column = excess.scale.columns[excess.column]
        diagnostics.error(
            "scale '\(excess.scale.event.value)', column '\(column.value)': the test's columns up to this one hold \(excess.count) values (one per raw step and one per goal, for each sex and age group they cover); a test's columns hold at most \(FitnessTestSize.mostValues): check for a mistyped value, or split the test",
            at: column.location)
    }

    // MARK: Go/no-go

    private mutating func checkGoNoGo() {
        guard let chart = test.goNoGo else { return }
        guard let first = chart.limits.first else { return }
        checkCoverage(chart.columns, owner: first.event, what: "goNoGo")
        for (event, cells) in chart.limits {
            for (index, cell) in cells.enumerated() where cell == nil {
                diagnostics.error(
                    "goNoGo limits for '\(event.value)' leave column '\(chart.columns[index].value)' blank; every column needs a limit",
                    at: event.location)
            }
        }
    }

    // MARK: Kept as printed

    /// Each `asPrinted:` entry names a cell that does repeat the row above:
    /// one that no longer does (the chart was corrected) must go.
    private mutating func checkKeptAsPrinted() {
        var named: Set<PrintedCell> = []
        for entry in test.asPrinted {
            let cell = PrintedCell(event: entry.event.value, column: entry.column.value, row: entry.row.value)
            guard named.insert(cell).inserted else {
                diagnostics.error(
                    "asPrinted names row \(entry.row.value), column '\(entry.column.value)' of scale '\(entry.event.value)' twice",
                    at: entry.row.location)
                continue
            }
            guard keptAsPrinted[cell]?.found == false, let scale = scales[entry.event.value] else { continue }
            guard scale.layout == .rawByPoints else {
                diagnostics.error(
                    "asPrinted names scale '\(entry.event.value)', which gives points by performance: only a rawByPoints chart prints one performance at two points values",
                    at: entry.event.location)
                continue
            }
            guard scale.columns.contains(where: { $0.value == entry.column.value }) else {
                diagnostics.error(
                    "asPrinted names column '\(entry.column.value)', which scale '\(entry.event.value)' does not have",
                    at: entry.column.location)
                continue
            }
            // Rows out of order are reported instead: their repeats are not looked for.
            guard checkedScales.contains(scale.event.value) else { continue }
            diagnostics.error(
                "asPrinted names row \(entry.row.value), column '\(entry.column.value)' of scale '\(entry.event.value)', which does not repeat the performance of the row above; remove the entry",
                at: entry.row.location)
        }
    }

    // MARK: Errata

    /// A scale's columns and rows by name, made once for all the errata that
    /// name it: a scan per erratum took errata × rows.
    private struct ErratumChart {
        let scale: Scale
        private(set) var columns: [Column: Int] = [:]
        private(set) var rows: [Int: ChartRow] = [:]

        init(_ scale: Scale) {
            self.scale = scale
            for (index, column) in scale.columns.enumerated() where columns[column.value] == nil {
                columns[column.value] = index
            }
            for row in scale.rows where rows[row.key.value] == nil { rows[row.key.value] = row }
        }
    }

    private mutating func check(_ erratum: Erratum, in chart: ErratumChart) {
        let scale = chart.scale
        guard let columnIndex = chart.columns[erratum.column.value] else {
            diagnostics.error(
                "erratum names column '\(erratum.column.value)', which scale '\(scale.event.value)' does not have",
                at: erratum.column.location)
            return
        }
        guard let row = chart.rows[erratum.row.value],
            let cell = row.cells[columnIndex]
        else {
            diagnostics.error(
                "erratum names a cell that scale '\(scale.event.value)' does not print (row \(erratum.row.value), column '\(erratum.column.value)')",
                at: erratum.row.location)
            return
        }
        if cell.value != erratum.used.value {
            diagnostics.error(
                "erratum says \(erratum.used.value) is used, but the scale has \(cell.value) at line \(cell.location.line)",
                at: erratum.used.location)
        }
        if erratum.printed.value == erratum.used.value {
            diagnostics.error("erratum: printed and used are the same value", at: erratum.printed.location)
        }
    }

    // MARK: Pass rules

    private mutating func checkStandards() {
        if read("standards"), test.standards.isEmpty {
            diagnostics.error("'standards' lists no standard", at: test.id.location)
        }
        if read("standards", "defaultStandard"), !test.standards.contains(where: { $0.id.value == test.defaultStandard.value }) {
            diagnostics.error(
                "defaultStandard '\(test.defaultStandard.value)' is not defined under 'standards'",
                at: test.defaultStandard.location)
        }
        let most = test.scoredEvents.reduce(0) { total, event in
            let scale = scales[event.id.value]
            let best = scale.map { scale in
                scale.columns.indices.flatMap { scale.cells(ofColumn: $0) }.map(\.points).max() ?? 0
            }
            return total + (best ?? 0)
        }
        if read("scales", "maximumTotal", "scored events"), test.scales.count == test.scoredEvents.count, most != test.maximumTotal.value {
            diagnostics.error(
                "maximumTotal is \(test.maximumTotal.value), but the scales add up to at most \(most)",
                at: test.maximumTotal.location)
        }
        let sexes = test.sexes.map(\.value)
        for standard in test.standards where read("sexes") {
            if let sex = standard.scoredAs, !sexes.contains(sex.value) {
                diagnostics.error(
                    "standard '\(standard.id.value)' is scored as sex '\(sex.value)', which is not listed under 'sexes'; expected \(quotedList(sexes))",
                    at: sex.location)
            }
        }
        for standard in test.standards where read("maximumTotal") && standard.totalMinimum.value > test.maximumTotal.value {
            diagnostics.error(
                "standard '\(standard.id.value)' needs \(standard.totalMinimum.value) in total, more than the maximum \(test.maximumTotal.value)",
                at: standard.totalMinimum.location)
        }
    }

    // MARK: Text

    private static func describe(_ raw: Int, _ unit: MeasurementUnit) -> String {
        switch unit {
        case .repetitions: "\(raw) repetitions"
        case .pounds: "\(raw) lb"
        case .metres: "\(unit.format(raw)) m"
        case .time: unit.format(raw)
        }
    }

    private static func format(_ value: Int, _ kind: ChartValue) -> String {
        switch kind {
        case .points: String(value)
        case .performance(let unit): unit.format(value)
        }
    }
}
