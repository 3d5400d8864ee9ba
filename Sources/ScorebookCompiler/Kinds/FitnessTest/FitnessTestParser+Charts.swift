import ScorebookCore
import Yams

/// What a chart value means, so it is read in the right form.
enum ChartValue {
    case points
    case performance(MeasurementUnit)
}

/// A blank chart cell: the chart prints nothing (or `---`) there.
let blankCell = "--"

extension FitnessTestParser {
    // MARK: Scales

    /// The scales, and whether every one was kept: a scale of an event that
    /// was refused (already reported) is left out.
    func parseScales(_ node: Node, events: EventTable, brackets: Brackets) -> (scales: [Scale], complete: Bool)? {
        guard let entries = reader.entries(node, "scales") else { return nil }
        var complete = true
        let scales: [Scale] = entries.compactMap { key, value in
            let what = "scale '\(key.value)'"
            guard let event = scoredEvent(key, events: events, what: what) else {
                if events.declared.contains(key.value) { complete = false }
                return nil
            }
            let layouts: [Scale.Layout] = [.pointsByRaw, .rawByPoints]
            guard
                let fields = reader.fields(
                    value, what, required: ["columns"], optional: layouts.map(\.rawValue))
            else { return nil }
            let given = layouts.filter { fields[$0.rawValue] != nil }
            guard given.count == 1, let layout = given.first, let rowsNode = fields[layout.rawValue] else {
                reader.error(
                    "\(what) needs exactly one of 'pointsByRaw' (a row per performance) or 'rawByPoints' (a row per points value)",
                    at: value)
                return nil
            }
            let values = layout.values(event.unit)
            guard let columns = fields["columns"].flatMap({ parseColumns($0, brackets: brackets, what: what) }) else {
                // The rows are still read, as many cells as columns listed, for their own mistakes.
                if let listed = fields["columns"]?.sequence?.count {
                    _ = parseRows(rowsNode, columnCount: listed, key: values.key, cell: values.cell, what: what)
                }
                return nil
            }
            let rows = parseRows(rowsNode, columnCount: columns.count, key: values.key, cell: values.cell, what: what)
            return Scale(event: key, layout: layout, columns: columns, rows: rows)
        }
        return (scales, complete)
    }

    /// The event a scale or erratum names; it must be defined and scored in points.
    private func scoredEvent(_ name: Located<String>, events: EventTable, what: String) -> EventDefinition? {
        guard let event = events.event(name.value) else {
            if !events.declared.contains(name.value) {
                reader.error(
                    "\(what) refers to event '\(name.value)', which is not defined under 'events'; defined: \(quotedList(events.declared.sorted(), conjunction: "and"))",
                    at: name.location)
            }
            return nil
        }
        guard event.alternateFor == nil else {
            reader.error(
                "\(what): event '\(name.value)' is a go/no-go alternate; give its limits under 'goNoGo', not a point scale",
                at: name.location)
            return nil
        }
        return event
    }

    private func parseRows(_ node: Node, columnCount: Int, key: ChartValue, cell: ChartValue, what: String)
        -> [ChartRow]
    {
        guard let entries = reader.entries(node, "the rows of \(what)") else { return [] }
        return entries.compactMap { rowKey, value in
            guard let keyValue = chartValue(rowKey, as: key, what: "\(what) row") else { return nil }
            guard let cells = parseCells(value, count: columnCount, as: cell, what: "\(what) row \(rowKey.value)")
            else { return nil }
            return ChartRow(key: keyValue, cells: cells)
        }
    }

    /// A row's cells, one per column; `--` is a blank cell.
    private func parseCells(_ node: Node, count: Int, as kind: ChartValue, what: String) -> [Located<Int>?]? {
        guard let items = reader.items(node, what) else { return nil }
        guard items.count == count else {
            reader.error("\(what) has \(items.count) cells but there are \(count) columns", at: node)
            return nil
        }
        // Every cell is read, so each mistake in a row is reported, not only the first.
        var cells: [Located<Int>?] = []
        var valid = true
        for item in items {
            guard let text = reader.text(item, "a cell of \(what)", freeText: false) else {
                valid = false
                continue
            }
            if text.value == blankCell {
                cells.append(nil)
            } else if let value = chartValue(text, as: kind, what: "\(what) cell") {
                cells.append(value)
            } else {
                valid = false
            }
        }
        return valid ? cells : nil
    }

    func chartValue(_ text: Located<String>, as kind: ChartValue, what: String) -> Located<Int>? {
        switch kind {
        case .points:
            return reader.wholeNumber(text, "\(what) points", in: Self.pointsRange)
        case .performance(let unit):
            guard let raw = unit.parseChartValue(Substring(text.value)) else {
                reader.error("\(what) must be \(unit.textForm), found '\(text.value)'", at: text.location)
                return nil
            }
            return Located(raw, at: text.location)
        }
    }

    // MARK: Columns

    func parseColumns(_ node: Node, brackets: Brackets, what: String) -> [Located<Column>]? {
        guard let items = reader.items(node, "\(what) columns") else { return nil }
        // Every column is read, so each mistake is reported, not only the first.
        var columns: [Located<Column>] = []
        for item in items {
            guard let text = reader.text(item, "a column of \(what)"), let column = parseColumn(text, brackets: brackets)
            else { continue }
            columns.append(column)
        }
        return columns.count == items.count ? columns : nil
    }

    /// `male 17-21`, or `17-21` for a column that applies to every sex.
    func parseColumn(_ text: Located<String>, brackets: Brackets) -> Located<Column>? {
        let words = text.value.split(separator: " ")
        guard words.count == 1 || words.count == 2 else {
            reader.error(
                "column '\(text.value)' must be a sex and an age group such as 'male 17-21', or an age group alone for every sex",
                at: text.location)
            return nil
        }
        let sex = words.count == 2 ? String(words[0]) : nil
        let ageGroup = String(words[words.count - 1])
        if let sex, !brackets.sexes.contains(sex) {
            reader.error(
                "column '\(text.value)' names sex '\(sex)', which is not listed under 'sexes'; expected \(quotedList(brackets.sexes))",
                at: text.location)
            return nil
        }
        if let ageGroups = brackets.ageGroups, !ageGroups.contains(ageGroup) {
            reader.error(
                "column '\(text.value)' names age group '\(ageGroup)', which is not listed under 'ageGroups'",
                at: text.location)
            return nil
        }
        return Located(Column(sex: sex, ageGroup: ageGroup), at: text.location)
    }

    // MARK: Go/no-go limits

    func parseGoNoGo(_ node: Node, events: EventTable, brackets: Brackets) -> GoNoGoChart? {
        guard let fields = reader.fields(node, "goNoGo", required: ["columns", "limits"]),
            let columns = fields["columns"].flatMap({ parseColumns($0, brackets: brackets, what: "goNoGo") }),
            let limitsNode = fields["limits"], let entries = reader.entries(limitsNode, "goNoGo limits")
        else { return nil }
        var limits: [(event: Located<String>, cells: [Located<Int>?])] = []
        for (key, value) in entries {
            guard let event = events.event(key.value) else {
                if !events.declared.contains(key.value) {
                    reader.error(
                        "goNoGo limits for event '\(key.value)', which is not defined under 'events'", at: key.location)
                }
                continue
            }
            guard event.alternateFor != nil else {
                reader.error(
                    "goNoGo limits for event '\(key.value)', which is scored in points; only alternate events (with 'alternateFor') are go/no-go",
                    at: key.location)
                continue
            }
            let what = "goNoGo limits for '\(key.value)'"
            guard let cells = parseCells(value, count: columns.count, as: .performance(event.unit), what: what)
            else { continue }
            limits.append((key, cells))
        }
        return GoNoGoChart(columns: columns, limits: limits)
    }

    // MARK: Errata

    func parseErrata(_ node: Node, events: EventTable, scales: [Scale], brackets: Brackets) -> [Erratum]? {
        guard let items = reader.items(node, "errata") else { return nil }
        let scales = FirstByID(scales) { $0.event.value }
        return items.compactMap { item in
            let what = "an erratum"
            guard
                let fields = reader.fields(
                    item, what, required: ["event", "column", "row", "printed", "used", "why"]),
                let eventName = fields["event"].flatMap({ reader.identifier($0, "erratum event") }),
                let event = scoredEvent(eventName, events: events, what: "an erratum")
            else { return nil }
            // An event without a scale is reported once, by the validator.
            guard let scale = scales[event.id.value] else { return nil }
            let (key, cell) = scale.layout.values(event.unit)
            let column = fields["column"].flatMap { reader.text($0, "erratum column") }.flatMap {
                parseColumn($0, brackets: brackets)
            }
            let row = fields["row"].flatMap { reader.text($0, "erratum row", freeText: false) }.flatMap {
                chartValue($0, as: key, what: "erratum row")
            }
            let printed = fields["printed"].flatMap { reader.text($0, "erratum printed", freeText: false) }.flatMap {
                chartValue($0, as: cell, what: "erratum printed")
            }
            let used = fields["used"].flatMap { reader.text($0, "erratum used", freeText: false) }.flatMap {
                chartValue($0, as: cell, what: "erratum used")
            }
            let why = fields["why"].flatMap { reader.text($0, "erratum why") }
            guard let column, let row, let printed, let used, let why else { return nil }
            return Erratum(event: eventName, column: column, row: row, printed: printed, used: used, why: why.value)
        }
    }

    /// `asPrinted:` cells of raw-by-points charts, each named by its points.
    func parseAsPrinted(_ node: Node, events: EventTable, brackets: Brackets) -> [KeptAsPrinted]? {
        guard let items = reader.items(node, "asPrinted") else { return nil }
        return items.compactMap { item in
            let what = "a cell kept as printed"
            guard
                let fields = reader.fields(item, what, required: ["event", "column", "row", "why"]),
                let eventName = fields["event"].flatMap({ reader.identifier($0, "asPrinted event") }),
                scoredEvent(eventName, events: events, what: what) != nil
            else { return nil }
            let column = fields["column"].flatMap { reader.text($0, "asPrinted column") }.flatMap {
                parseColumn($0, brackets: brackets)
            }
            let row = fields["row"].flatMap { reader.text($0, "asPrinted row", freeText: false) }.flatMap {
                chartValue($0, as: .points, what: "asPrinted row")
            }
            let why = fields["why"].flatMap { reader.text($0, "asPrinted why") }
            guard let column, let row, let why else { return nil }
            return KeptAsPrinted(event: eventName, column: column, row: row, why: why.value)
        }
    }
}

extension Scale.Layout {
    /// What a row key and a cell hold in this layout.
    func values(_ unit: MeasurementUnit) -> (key: ChartValue, cell: ChartValue) {
        switch self {
        case .pointsByRaw: (.performance(unit), .points)
        case .rawByPoints: (.points, .performance(unit))
        }
    }
}
