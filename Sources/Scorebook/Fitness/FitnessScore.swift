/// The result of scoring a set of event performances against a fitness test.
///
/// A score refers to its test and holds only its numbers: the names it
/// reports (test, standard, sex, age group, events) are read from the test,
/// and the pass rules are applied when asked, so making one copies no
/// strings, counts one reference and allocates one array.
public struct FitnessScore: Sendable, Equatable {
    /// The test scored.
    public let fitnessTest: FitnessTest
    /// The age scored, in whole years.
    public let age: Int
    /// Points of the scored events given.
    public let total: Int
    /// Whether every scored event was given, or replaced by its alternate.
    public let isComplete: Bool
    /// The events given, in the test's order.
    public let events: EventScores

    let standardIndex: Int
    let sexIndex: Int
    let groupIndex: Int

    init(
        of test: FitnessTest, standard: Int, sex: Int, age: Int, ageGroup: Int, events: [EventScores.Result],
        total: Int, isComplete: Bool
    ) {
        fitnessTest = test
        (standardIndex, sexIndex, groupIndex) = (standard, sex, ageGroup)
        self.age = age
        self.events = EventScores(test: test, results: events)
        self.total = total
        self.isComplete = isComplete
    }

    /// The test's id, such as `apft`.
    public var test: String { fitnessTest.id }
    /// The pass rule the score is judged by: the one requested, or the test's default.
    public var standard: FitnessStandard { fitnessTest.standards[standardIndex] }
    /// The sex scored, one of the test's ``FitnessTest/sexes``; a standard with a
    /// ``FitnessStandard/scoredAs`` sex scores it on that sex's columns.
    public var sex: String { fitnessTest.sexes[sexIndex] }
    /// The age group ``age`` falls in.
    public var ageGroup: FitnessAgeGroup { fitnessTest.ageGroups[groupIndex] }
    /// The highest total the test's scales allow, in points.
    public var maximumTotal: Int { fitnessTest.maximumTotal }

    /// Scored events neither given nor replaced by an alternate.
    public var missing: [String] {
        guard !isComplete else { return [] }
        let test = fitnessTest
        let given = Set(events.results.map(\.index))
        return test.events.indices.filter { index in
            !test.events[index].isAlternate && !given.contains(index)
                && !given.contains { test.events[$0].alternateFor == index }
        }.map { test.events[$0].id }
    }

    // MARK: Pass rules

    /// `true` or `false` when the result is certain; `nil` when no rule has
    /// failed yet but events are missing.
    public var passed: Bool? {
        let eventMinimum = standard.eventMinimum
        if events.results.contains(where: { Self.fails($0, eventMinimum: eventMinimum) }) || failsTotal { return false }
        return isComplete ? true : nil
    }

    /// Every rule not met, in the test's order: each event below the
    /// standard's minimum or NO-GO, then the total.
    public var failures: [Failure] {
        let (test, eventMinimum) = (fitnessTest, standard.eventMinimum)
        var failures: [Failure] = []
        for result in events.results where Self.fails(result, eventMinimum: eventMinimum) {
            let event = test.events[result.index]
            if result.go != nil {
                failures.append(
                    .noGo(event: event.id, raw: event.unit.format(result.raw), limit: event.unit.format(result.value)))
            } else {
                failures.append(.eventBelowMinimum(event: event.id, points: result.value, minimum: eventMinimum))
            }
        }
        if failsTotal { failures.append(.totalBelowMinimum(total: total, minimum: standard.totalMinimum)) }
        return failures
    }

    /// An event fails on a NO-GO, or on points below the standard's minimum in each event.
    static func fails(_ result: EventScores.Result, eventMinimum: Int) -> Bool {
        if let go = result.go { !go } else { result.value < eventMinimum }
    }

    /// The total minimum applies only to a full test: a soldier who takes an
    /// alternate passes on each event's minimum and a GO.
    var failsTotal: Bool {
        isComplete && !events.results.contains { $0.go != nil } && total < standard.totalMinimum
    }

    /// The same test (the same table, not one of the same id), bracket, results and total.
    public static func == (lhs: FitnessScore, rhs: FitnessScore) -> Bool {
        lhs.fitnessTest === rhs.fitnessTest && lhs.standardIndex == rhs.standardIndex
            && lhs.sexIndex == rhs.sexIndex && lhs.groupIndex == rhs.groupIndex && lhs.age == rhs.age
            && lhs.events == rhs.events && lhs.total == rhs.total && lhs.isComplete == rhs.isComplete
    }
}

/// The events of a score, in the test's order: a collection of ``EventScore``
/// read from plain numbers, so a score's events cost one allocation and no
/// reference counts.
public struct EventScores: RandomAccessCollection, Sendable, Equatable {
    /// One event's numbers: which event, its raw value, and points or GO with its limit.
    struct Result: Sendable, Equatable {
        let index: Int
        let raw: Int
        /// Points for a scored event; the go/no-go limit for an alternate.
        let value: Int
        let go: Bool?
    }

    let test: FitnessTest
    let results: [Result]

    /// The first event's position: 0.
    public var startIndex: Int { 0 }
    /// One past the last event's position: the number of events scored.
    public var endIndex: Int { results.count }

    /// The event at `position`, built from its numbers on each read.
    public subscript(position: Int) -> EventScore {
        let result = results[position]
        let outcome: EventScore.Outcome =
            if let go = result.go { .goNoGo(go: go, limit: result.value) } else { .points(result.value) }
        return EventScore(event: test.events[result.index], raw: result.raw, outcome: outcome)
    }

    /// The same test's table and the same results.
    public static func == (lhs: EventScores, rhs: EventScores) -> Bool {
        lhs.test === rhs.test && lhs.results == rhs.results
    }
}

/// One event's result: points for a scored event, GO or NO-GO for an alternate.
public struct EventScore: Sendable, Equatable {
    /// The event performed.
    public let event: FitnessEvent
    /// The performance in the unit's steps, rounded towards the worse performance.
    public let raw: Int
    /// Points for a scored event, GO or NO-GO for an alternate.
    public let outcome: Outcome

    /// How an event was scored: in points, or GO or NO-GO against a limit.
    public enum Outcome: Sendable, Equatable {
        /// The points a scored event earned.
        case points(Int)
        /// `limit` is the worst performance that still earns a GO.
        case goNoGo(go: Bool, limit: Int)
    }

    /// The points earned; `nil` for a go/no-go alternate.
    public var points: Int? {
        if case .points(let points) = outcome { points } else { nil }
    }
}

extension FitnessScore {
    /// A pass rule that was not met, nested here as it is a score's alone: a
    /// top-level `Failure` would land in every importer's namespace.
    public enum Failure: Sendable, Equatable, CustomStringConvertible, TextOutputStreamable {
        /// A scored event, by id, earned fewer `points` than the standard's `minimum` in each event.
        case eventBelowMinimum(event: String, points: Int, minimum: Int)
        /// A full test's `total` points are below the standard's `minimum` total.
        case totalBelowMinimum(total: Int, minimum: Int)
        /// An alternate event, by id, missed its go/no-go `limit`; `raw` and `limit` are formatted in the event's unit.
        case noGo(event: String, raw: String, limit: String)

        /// The message, as ``write(to:)`` streams it.
        public var description: String {
            // Not String(describing:), which calls back into `description`.
            var text = ""
            write(to: &text)
            return text
        }

        /// The message, streamed: the REPL writes it straight into its output.
        /// Inlinable, so a writer's stream is specialized rather than called through the protocol.
        @inlinable
        public func write<Target: TextOutputStream>(to target: inout Target) {
            switch self {
            case .eventBelowMinimum(let event, let points, let minimum):
                target.write(event)
                target.write(": ")
                target.write(String(points))
                target.write(" points, below the ")
                target.write(String(minimum))
                target.write(" needed in each event")
            case .totalBelowMinimum(let total, let minimum):
                target.write("total ")
                target.write(String(total))
                target.write(" points, below the ")
                target.write(String(minimum))
                target.write(" needed")
            case .noGo(let event, let raw, let limit):
                target.write(event)
                target.write(": ")
                target.write(raw)
                target.write(" does not meet the go/no-go limit of ")
                target.write(limit)
            }
        }
    }
}
