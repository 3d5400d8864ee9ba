import ScorebookCore

/// An interval workout: steps and repeated blocks of steps, each step ending
/// after a time, a distance or a number of kilocalories, on reaching a place,
/// on a heart rate, or when the person ticks it off.
///
/// ```swift
/// let drill = Scorebook.workout("army-30-60s")!
/// for (step, repetitions) in drill.unrolled { print(step.label, repetitions) }
/// ```
public final class Workout: Sendable {
    /// Such as `army-30-60s`.
    public let id: String
    /// Such as `30:60s, 6 repetitions`.
    public let name: String
    /// Where the workout is published.
    public let source: String
    /// What a step does when it names no activity of its own.
    public let activity: WorkoutActivity
    /// Steps and blocks, in order.
    public let items: [WorkoutItem]
    /// Steps once every block is unrolled.
    public let stepCount: Int
    /// The table file, relative to `Tables/`.
    public let file: String

    /// Made by the generated tables, from a table the compiler checked.
    @_spi(ScorebookTables) public init(
        id: String, name: String, source: String, activity: WorkoutActivity, items: [WorkoutItem], file: String
    ) {
        (self.id, self.name, self.source, self.activity, self.items, self.file) = (id, name, source, activity, items, file)
        stepCount = items.reduce(0) { $0 + $1.stepCount }
    }

    /// Every step in the order done, with the repetition (from 1) of each
    /// block around it, outermost first.
    public var unrolled: [(step: WorkoutStep, repetitions: [Int])] {
        var steps: [(step: WorkoutStep, repetitions: [Int])] = []
        steps.reserveCapacity(stepCount)
        forEachStep { step, repetitions in
            steps.append((step, repetitions))
            return true
        }
        return steps
    }

    /// Calls `body` on each unrolled step in order, with its repetitions,
    /// until it returns false.
    func forEachStep<Failure: Error>(_ body: (WorkoutStep, [Int]) throws(Failure) -> Bool) throws(Failure) {
        var repetitions: [Int] = []
        func walk(_ items: [WorkoutItem]) throws(Failure) -> Bool {
            for item in items {
                if let step = item.step {
                    guard try body(step, repetitions) else { return false }
                    continue
                }
                for repetition in 1...item.count {
                    repetitions.append(repetition)
                    defer { repetitions.removeLast() }
                    guard try walk(item.items) else { return false }
                }
            }
            return true
        }
        _ = try walk(items)
    }
}

/// A step, or a block of steps done ``count`` times.
///
/// A struct of fields rather than an enum: Swift keeps an enum's case in spare
/// bits of its payload's pointer, which LeakSanitizer cannot follow, so the
/// workouts a static let holds would be reported leaked (the fuzzer found it).
public struct WorkoutItem: Sendable {
    /// The step; `nil` for a block.
    public let step: WorkoutStep?
    /// How many times a block is done; 1 for a step.
    public let count: Int
    /// A block's steps and blocks; empty for a step.
    public let items: [WorkoutItem]
    /// Steps once unrolled.
    public let stepCount: Int

    /// A step.
    public static func step(_ step: WorkoutStep) -> WorkoutItem {
        WorkoutItem(step: step, count: 1, items: [], stepCount: 1)
    }

    /// A block of `items` done `count` times.
    public static func repeated(count: Int, _ items: [WorkoutItem]) -> WorkoutItem {
        WorkoutItem(step: nil, count: count, items: items, stepCount: count * items.reduce(0) { $0 + $1.stepCount })
    }
}

/// One interval: what it is called, what is done, and what ends it.
public struct WorkoutStep: Sendable {
    /// Such as `Sprint` or `Ten burpees`.
    public let label: String
    /// What is done: the workout's activity when the step names none.
    public let activity: WorkoutActivity
    /// What ends it.
    public let end: WorkoutStepEnd

    /// Made by the generated tables, from a table the compiler checked.
    @_spi(ScorebookTables) public init(label: String, activity: WorkoutActivity, end: WorkoutStepEnd) {
        (self.label, self.activity, self.end) = (label, activity, end)
    }
}
