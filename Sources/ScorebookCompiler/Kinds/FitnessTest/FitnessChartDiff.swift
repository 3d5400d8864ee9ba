import ScorebookCore

/// A fitness test's charts compared cell by cell: each cell that changed,
/// who it affects, and a summary, in the chart's own terms.
public struct FitnessChartDiff: TableChangeView {
    public static let key = "chart"
    public var isEmpty: Bool { cells.isEmpty }

    /// In chart order: event, sex, age group, then row as printed.
    public var cells: [Cell]
    /// The soldiers whose scores change: one line per event, sex and run of
    /// neighbouring age groups.
    public var affected: [Affected]
    /// Each event's biggest move among the cells printed on both sides.
    public var largest: [Cell]
    /// When each side is in force (`from 2025-06-01`).
    public var effective: Effective

    public struct Cell: Sendable {
        public var event: String
        public var eventName: String
        /// `rawByPoints`, `pointsByRaw` or `goNoGo`.
        public var chart: String
        /// `nil` for a column every sex shares.
        public var sex: String?
        public var ageGroup: String
        /// The row: points (`71 points`), a performance (`45 repetitions`), or `GO limit`.
        public var row: String
        /// The row's key: points, or a performance in raw steps (seconds,
        /// tenths of a metre…); `nil` for a go/no-go limit.
        public var rowKey: Int?
        /// The cell as printed: a performance or points; `nil` for a blank (`--`).
        public var old: String?
        public var new: String?
        /// New minus old, in the cell's unit (`+5 s`, `-2 points`), when both are printed.
        public var change: String?
        public var location: SourceLocation
        /// New minus old in raw steps (seconds, tenths of a metre…) or points.
        public var delta: Int?

        /// `female 47-51`, or `17-21` for every sex.
        public var column: String { sex.map { "\($0) \(ageGroup)" } ?? ageGroup }

        /// `71 points: 21:45 → 21:40`
        public var description: String { "\(row): \(old ?? "--") → \(new ?? "--")" }
    }

    public struct Affected: Sendable {
        public var event: String
        public var sex: String?
        public var ageGroups: [String]
        /// `women 47 and over, 2-mile run, 1 to 98 points`
        public var description: String
    }

    public struct Effective: Sendable {
        public var old: String
        public var new: String
    }

    /// The lines a person reads: cells by event and column, who is affected, a summary.
    public var textLines: [String] {
        var lines: [String] = []
        var start = cells.startIndex
        while start < cells.endIndex {
            let first = cells[start]
            let end = cells[start...].firstIndex { $0.event != first.event || $0.column != first.column } ?? cells.endIndex
            let count = end - start
            lines.append("\(first.eventName), \(first.column): \(count) cell\(count == 1 ? "" : "s")")
            lines += cells[start..<end].map { "  \($0.description)" }
            start = end
        }
        if !affected.isEmpty {
            lines.append("soldiers affected:")
            lines += affected.map { "  \($0.description)" }
        }
        lines.append("summary: \(summary)")
        return lines
    }

    /// `82 cells changed in 1 event (2-mile run); largest change …; in force from 2025-06-01 (unchanged)`
    public var summary: String {
        // Cells come event by event: a new event starts where the id changes.
        var events: [String] = []
        var last: String?
        for cell in cells where cell.event != last {
            events.append(cell.eventName)
            last = cell.event
        }
        var parts = [
            "\(cells.count) cell\(cells.count == 1 ? "" : "s") changed in \(events.count) event\(events.count == 1 ? "" : "s")"
                + (events.isEmpty ? "" : " (\(events.joined(separator: ", ")))")
        ]
        parts += largest.map { "largest change: \($0.eventName), \($0.column), \($0.description) (\($0.change ?? ""))" }
        parts.append(
            effective.old == effective.new
                ? "in force \(effective.new) (unchanged)" : "in force \(effective.old) → \(effective.new)")
        return parts.joined(separator: "; ")
    }
}

extension TableDiff {
    /// For a fitness test, its charts cell by cell (the fields then leave the charts out).
    public var chart: FitnessChartDiff? { view as? FitnessChartDiff }
}

// Keys sorted, as Foundation's JSONEncoder (`.sortedKeys`) wrote them.

extension FitnessChartDiff {
    package func write(into json: JSONWriter) {
        json.beginObject()
        json.key("affected")
        json.array(affected) { $0.write(into: json) }
        json.key("cells")
        json.array(cells) { $0.write(into: json) }
        json.key("effective")
        json.beginObject()
        json.key("new")
        json.writeString(effective.new)
        json.key("old")
        json.writeString(effective.old)
        json.endObject()
        json.key("largest")
        json.array(largest) { $0.write(into: json) }
        json.endObject()
    }
}

extension FitnessChartDiff.Cell {
    func write(into json: JSONWriter) {
        json.beginObject()
        json.key("ageGroup")
        json.writeString(ageGroup)
        json.member("change", change)
        json.key("chart")
        json.writeString(chart)
        json.member("delta", delta)
        json.key("event")
        json.writeString(event)
        json.key("eventName")
        json.writeString(eventName)
        json.key("location")
        location.write(into: json)
        json.member("new", new)
        json.member("old", old)
        json.key("row")
        json.writeString(row)
        json.member("rowKey", rowKey)
        json.member("sex", sex)
        json.endObject()
    }
}

extension FitnessChartDiff.Affected {
    func write(into json: JSONWriter) {
        json.beginObject()
        json.key("ageGroups")
        json.array(ageGroups) { json.writeString($0) }
        json.key("description")
        json.writeString(description)
        json.key("event")
        json.writeString(event)
        json.member("sex", sex)
        json.endObject()
    }
}
