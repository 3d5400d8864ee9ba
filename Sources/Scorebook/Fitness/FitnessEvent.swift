/// One event of a fitness test, such as the APFT's 2-mile run.
/// A class, as ``FitnessTest`` is: scores hold their events, and a reference
/// is one count to copy where a struct of strings is several.
public final class FitnessEvent: Sendable, Hashable {
    /// The id used in requests and results, such as `run2mi`.
    public let id: String
    /// The event's name, such as `2-mile run`, used in messages.
    public let name: String
    /// What the event is measured in, which sets its raw steps (tenths of a metre, seconds for times).
    public let unit: MeasurementUnit
    /// Whether more or less is the better result: a heavier lift, a faster run.
    public let better: Better
    /// For a go/no-go alternate, the index in ``FitnessTest/events`` of the scored event it replaces.
    public let alternateFor: Int?
    /// Position among scored events, or among alternates.
    let slot: Int

    /// Made by the generated tables, from a table the compiler checked.
    @_spi(ScorebookTables) public init(id: String, name: String, unit: MeasurementUnit, better: Better, alternateFor: Int?, slot: Int) {
        self.id = id
        self.name = name
        self.unit = unit
        self.better = better
        self.alternateFor = alternateFor
        self.slot = slot
    }

    /// Whether the event is scored go/no-go instead of in points.
    public var isAlternate: Bool { alternateFor != nil }

    /// Equal when every field is: two events are the same event by value, as when this was a struct.
    public static func == (lhs: FitnessEvent, rhs: FitnessEvent) -> Bool {
        lhs === rhs
            || (lhs.id == rhs.id && lhs.name == rhs.name && lhs.unit == rhs.unit && lhs.better == rhs.better
                && lhs.alternateFor == rhs.alternateFor && lhs.slot == rhs.slot)
    }

    /// Hashes the id and position only, which events equal by value share.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(slot)
    }
}

/// What scoring reads of an event, as plain values: the scoring loop copies
/// these rather than counting references to the event.
struct EventRule: Sendable {
    let unit: MeasurementUnit
    let better: Better
    let alternateFor: Int?
    let slot: Int

    init(_ event: FitnessEvent) {
        (unit, better, alternateFor, slot) = (event.unit, event.better, event.alternateFor, event.slot)
    }

    var isAlternate: Bool { alternateFor != nil }
}

/// An age bracket, such as `17-21` or the open-ended `62+`.
public struct FitnessAgeGroup: Sendable, Hashable {
    /// The group as the table writes it, such as `17-21` or `62+`.
    public let label: String
    /// The youngest age in the group, in whole years.
    public let lowerBound: Int
    /// `nil` for the open-ended last group.
    public let upperBound: Int?

    /// Made by the generated tables, from a table the compiler checked.
    @_spi(ScorebookTables) public init(label: String, lowerBound: Int, upperBound: Int?) {
        (self.label, self.lowerBound, self.upperBound) = (label, lowerBound, upperBound)
    }
}

/// A pass rule: the minimum points in each event and in total.
public struct FitnessStandard: Sendable, Hashable {
    /// The id used in requests, such as `general` or `basic-training`.
    public let id: String
    /// The standard's name, such as `Basic combat training`.
    public let name: String
    /// Points needed in each scored event.
    public let eventMinimum: Int
    /// Points needed in total, 0 for none; it applies only to a full test taken without an alternate.
    public let totalMinimum: Int
    /// Index in ``FitnessTest/sexes`` of the sex whose columns score everyone
    /// (the AFT combat standard: the male columns); `nil` scores each sex on its own.
    public let scoredAs: Int?

    /// Made by the generated tables, from a table the compiler checked.
    @_spi(ScorebookTables) public init(id: String, name: String, eventMinimum: Int, totalMinimum: Int, scoredAs: Int?) {
        self.id = id
        self.name = name
        self.eventMinimum = eventMinimum
        self.totalMinimum = totalMinimum
        self.scoredAs = scoredAs
    }
}
