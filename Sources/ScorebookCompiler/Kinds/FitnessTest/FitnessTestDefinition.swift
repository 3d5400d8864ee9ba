import ScorebookCore

/// A fitness test as its YAML file defines it (`kind: fitness-test`): events,
/// sex × age-group brackets, point scales, go/no-go limits and pass rules.
///
/// This is the typed model the compiler validates and lowers; it keeps the
/// location of every value so later checks can point at the right line.
public struct FitnessTestDefinition: Sendable {
    public var file: String
    public var id: Located<String>
    public var name: String
    public var source: String
    public var edition: String
    /// The tests of a series replace one another over time (the Army's APFT,
    /// ACFT and AFT); a request for the series picks the one in force on a date.
    public var series: Located<String>?
    public var effective: Located<EffectivePeriod>?
    public var sexes: [Located<String>]
    public var ageGroups: [Located<AgeGroup>]
    public var events: [EventDefinition]
    public var standards: [StandardDefinition]
    public var defaultStandard: Located<String>
    public var maximumTotal: Located<Int>
    public var scales: [Scale]
    public var goNoGo: GoNoGoChart?
    public var errata: [Erratum]
    /// Cells that look wrong but are kept as printed, each known and explained.
    public var asPrinted: [KeptAsPrinted] = []
    /// What the test says it is about (`domain:`); `nil` for its kind's.
    public var domain: TableDomain? = nil
    /// The top-level keys read with a mistake, or missing: their values are
    /// stand-ins, and the checks that read them are skipped.
    public var unread: Set<String> = []

    public func event(_ id: String) -> EventDefinition? {
        events.first { $0.id.value == id }
    }

    /// Events scored in points, in file order.
    public var scoredEvents: [EventDefinition] { events.filter { $0.alternateFor == nil } }

    /// Go/no-go alternates, in file order.
    public var alternateEvents: [EventDefinition] { events.filter { $0.alternateFor != nil } }
}

/// An age bracket such as `17-21`, or `62+` for the open-ended last one.
public struct AgeGroup: Hashable, Sendable {
    public var label: String
    public var lowerBound: Int
    /// `nil` for an open-ended group (`62+`).
    public var upperBound: Int?

    public func contains(_ age: Int) -> Bool {
        age >= lowerBound && age <= (upperBound ?? Int.max)
    }
}

/// One event: what is measured, in what unit, and which way is better.
public struct EventDefinition: Sendable {
    public var id: Located<String>
    public var name: String
    public var unit: MeasurementUnit
    public var better: Better
    /// For a go/no-go alternate, the scored event it replaces (the 2-mile run for the swim).
    public var alternateFor: Located<String>?
}

/// A pass rule: minimum points per event and in total.
public struct StandardDefinition: Sendable {
    public var id: Located<String>
    public var name: String
    public var eventMinimum: Located<Int>
    public var totalMinimum: Located<Int>
    /// Scores every sex on this sex's columns (the AFT's sex-neutral combat
    /// standard uses the male columns for everyone); `nil` scores each sex on its own.
    public var scoredAs: Located<String>?
}

/// A chart column: one sex and age group, or one age group for every sex.
public struct Column: Hashable, Sendable, CustomStringConvertible {
    /// `nil` when the column applies to every sex (APFT sit-ups).
    public var sex: String?
    public var ageGroup: String

    public var description: String { sex.map { "\($0) \(ageGroup)" } ?? ageGroup }

    public func covers(sex: String, ageGroup: String) -> Bool {
        (self.sex == nil || self.sex == sex) && self.ageGroup == ageGroup
    }
}

/// A printed point chart for one event.
public struct Scale: Sendable {
    /// How the printed chart is organised.
    public enum Layout: String, Sendable {
        /// Each row is a performance; each cell the points it earns (the APFT).
        case pointsByRaw
        /// Each row is a points value; each cell the minimum performance for it (the ACFT).
        case rawByPoints
    }

    public var event: Located<String>
    public var layout: Layout
    public var columns: [Located<Column>]
    public var rows: [ChartRow]

    /// One printed cell as (performance, points).
    public struct Cell: Sendable {
        public var raw: Int
        public var points: Int
        public var location: SourceLocation
    }

    /// The cells of column `index`, in row order; blank cells are skipped.
    public func cells(ofColumn index: Int) -> [Cell] {
        rows.compactMap { row in
            guard index < row.cells.count, let cell = row.cells[index] else { return nil }
            switch layout {
            case .pointsByRaw: return Cell(raw: row.key.value, points: cell.value, location: cell.location)
            case .rawByPoints: return Cell(raw: cell.value, points: row.key.value, location: cell.location)
            }
        }
    }
}

/// A chart line: its key (a performance or a points value) and one cell per
/// column; `nil` for a blank cell, written `--`.
public struct ChartRow: Sendable {
    public var key: Located<Int>
    public var cells: [Located<Int>?]
}

/// Go/no-go limits for alternate events: each cell is the worst performance
/// that still earns a GO (the slowest time, for timed events).
public struct GoNoGoChart: Sendable {
    public var columns: [Located<Column>]
    public var limits: [(event: Located<String>, cells: [Located<Int>?])]
}

/// A printing mistake in the official chart, corrected in the table:
/// what was printed, what is used, and why.
public struct Erratum: Sendable {
    public var event: Located<String>
    public var column: Located<Column>
    /// The row key: a performance (points-by-raw charts) or points (raw-by-points).
    public var row: Located<Int>
    public var printed: Located<Int>
    public var used: Located<Int>
    public var why: String
}

/// A cell of a raw-by-points chart that prints the same performance as the
/// row above it: the chart is followed (the better points win) and the oddity
/// is known, so the build does not warn of it.
public struct KeptAsPrinted: Sendable {
    public var event: Located<String>
    public var column: Located<Column>
    /// The points of the row that repeats the performance of the row above.
    public var row: Located<Int>
    public var why: String
}
