/// A compiled fitness test: its events, brackets, pass rules and scales.
/// A class, because it is large, immutable and shared: passing one around copies a reference.
///
/// Instances come from the tables in `Tables/`; find one with
/// ``Scorebook/fitnessTest(_:)``:
///
/// ```swift
/// let apft = Scorebook.fitnessTest("apft")!
/// let score = try apft.score(sex: "male", age: 23, events: ["pushup": 60, "run2mi": 810])
/// print(score.total, score.passed as Any)
/// ```
public final class FitnessTest: Sendable {
    /// The id used in requests, such as `apft`.
    public let id: String
    /// The test's name, such as `Army Physical Fitness Test`, used in messages.
    public let name: String
    /// The official publication the table was transcribed from.
    public let source: String
    /// The edition of that publication.
    public let edition: String
    /// The series the test belongs to (`army`), whose tests replace one another
    /// over time; see ``Scorebook/fitnessTest(series:on:)``.
    public let series: String?
    /// First day the standard is in force, if the table says.
    public let effectiveFrom: CalendarDate?
    /// Last day the standard is in force, if it has been replaced.
    public let effectiveUntil: CalendarDate?
    /// The table file, relative to `Tables/`.
    public let file: String
    /// `sha256:` and the digest of the table file the data was compiled from.
    public let contentHash: String
    /// Every event, scored and go/no-go alternate, in the table's order.
    public let events: [FitnessEvent]
    /// The ids of ``events``, in order: what a request may name an event by.
    package let eventIDs: [String]
    /// The sexes the charts are normed by, such as `male` and `female`.
    public let sexes: [String]
    /// The age brackets, youngest first, with no gaps.
    public let ageGroups: [FitnessAgeGroup]
    /// The pass rules, in the table's order.
    public let standards: [FitnessStandard]
    /// The standard used when a request names none.
    public var defaultStandard: FitnessStandard { standards[defaultStandardIndex] }
    /// The highest total the scales allow.
    public let maximumTotal: Int
    /// The most points one event can earn; goals run from 1 to this.
    public let maximumEventPoints: Int

    /// What scoring reads of each event, in the order of ``events``.
    let rules: [EventRule]
    let scoredEventCount: Int
    let ageGroupByAge: [UInt8]
    let defaultStandardIndex: Int
    /// Per scored event × sex × age group: first raw, last raw, offset into
    /// `scalePoints`, offset into `requiredRaw`.
    let scaleColumns: [Int32]
    let scalePoints: [UInt8]
    /// Per column, for points 1 … `maximumEventPoints`: the worst raw value
    /// that earns them, negative where no result does.
    let requiredRaw: [Int32]
    /// Per alternate × sex × age group: the worst raw value that still earns a GO.
    let goNoGoLimits: [Int32]

    /// Called by the generated tables only.
    @_spi(ScorebookTables) public init(
        id: String, name: String, source: String, edition: String, series: String?, effectiveFrom: CalendarDate?,
        effectiveUntil: CalendarDate?, file: String, contentHash: String, events: [FitnessEvent], sexes: [String],
        ageGroups: [FitnessAgeGroup], ageGroupByAge: [UInt8], standards: [FitnessStandard], defaultStandard: Int,
        maximumTotal: Int, maximumEventPoints: Int, scaleColumns: [Int32], scalePoints: [UInt8],
        requiredRaw: [Int32], goNoGoLimits: [Int32]
    ) {
        self.id = id
        self.name = name
        self.source = source
        self.edition = edition
        self.series = series
        self.effectiveFrom = effectiveFrom
        self.effectiveUntil = effectiveUntil
        self.file = file
        self.contentHash = contentHash
        self.events = events
        eventIDs = events.map(\.id)
        self.rules = events.map(EventRule.init)
        self.scoredEventCount = events.count { !$0.isAlternate }
        self.sexes = sexes
        self.ageGroups = ageGroups
        self.ageGroupByAge = ageGroupByAge
        self.standards = standards
        self.defaultStandardIndex = defaultStandard
        self.maximumTotal = maximumTotal
        self.maximumEventPoints = maximumEventPoints
        self.scaleColumns = scaleColumns
        self.scalePoints = scalePoints
        self.requiredRaw = requiredRaw
        self.goNoGoLimits = goNoGoLimits
    }

    /// The event with this id.
    public func event(_ id: String) -> FitnessEvent? {
        events.first { id.hasSameBytes(asASCII: $0.id) }
    }

    /// The standard with this id.
    public func standard(_ id: String) -> FitnessStandard? {
        standards.first { id.hasSameBytes(asASCII: $0.id) }
    }

    /// The days the test is in force, both ends included.
    public var effective: EffectivePeriod { EffectivePeriod(from: effectiveFrom, until: effectiveUntil) }

    /// Whether the test is in force on `date`.
    public func isInForce(on date: CalendarDate) -> Bool { effective.contains(date) }
}
