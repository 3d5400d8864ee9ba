import ScorebookCore

/// A fitness test reshaped for lookup: dense arrays indexed by age and by
/// performance, so the runtime answers with a few loads and no search.
public struct LoweredFitnessTest: Sendable, Equatable {
    public struct Event: Sendable, Equatable {
        public var id: String
        public var name: String
        public var unit: MeasurementUnit
        public var better: Better
        /// Index in `events` of the scored event this go/no-go alternate replaces.
        public var alternateFor: Int?
        /// Position among scored events (for `scaleColumns`) or among alternates (for `goNoGoLimits`).
        public var slot: Int
    }

    public struct Standard: Sendable, Equatable {
        public var id: String
        public var name: String
        public var eventMinimum: Int
        public var totalMinimum: Int
        /// Index in `sexes` of the sex whose columns score everyone, if any.
        public var scoredAs: Int?
    }

    public var id: String
    public var name: String
    public var source: String
    public var edition: String
    public var series: String?
    public var effectiveFrom: CalendarDate?
    public var effectiveUntil: CalendarDate?
    /// The table file, relative to the Tables directory.
    public var file: String
    /// `sha256:` and the hex digest of the table file's bytes.
    public var contentHash: String

    public var events: [Event]
    public var sexes: [String]
    public var ageGroups: [AgeGroup]
    /// Age group index for each age from the youngest to the last group's lower bound.
    public var ageGroupByAge: [Int]
    public var standards: [Standard]
    public var defaultStandard: Int
    public var maximumTotal: Int
    /// The most points any event earns: `requiredRaw` holds one entry for each of 1 … this.
    public var maximumEventPoints: Int

    /// Per column (scored slot × sex × age group): first raw, last raw, offset into
    /// `scalePoints`, offset into `requiredRaw`.
    public var scaleColumns: [Int]
    /// Points for every raw value from each column's first to last; identical columns share storage.
    public var scalePoints: [Int]
    /// For each points value 1 … `maximumEventPoints`, the worst raw value that
    /// earns at least that many (the least weight, the slowest time), or
    /// ``LoweredFitnessTest/unachievable``; identical columns share storage.
    public var requiredRaw: [Int]
    /// Per column (alternate slot × sex × age group): the worst raw value that still earns a GO.
    public var goNoGoLimits: [Int]

    /// A `requiredRaw` entry for points that no result in the column earns.
    public static let unachievable = -1
}
