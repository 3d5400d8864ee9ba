/// Where a person is in a workout, from what their device recorded: each
/// step started, when it ended and what it covered, and the current step.
///
/// Stateless and prefix-stable: the answer depends on the workout and the
/// track alone, and a step that ended at or before the last sample never
/// changes when later samples are added. The rules:
/// - Time starts at the first sample.
/// - Distance is the samples' own cumulative `distance` when they have one
///   (every sample then has); otherwise the great-circle distance between
///   consecutive positions. Between samples it runs linearly; past the last
///   sample it stays.
/// - Energy accrues from sample to sample: each stretch at its own speed and
///   grade (``WorkoutActivity/kilocalories(minutes:metres:climb:kilograms:)``),
///   and past the last sample standing still.
/// - A `time` step ends its duration after it started; a `distance` or
///   `calories` step at the instant its amount is reached, linearly between
///   the samples that straddle it (or past the last); a `reach` step at the first
///   sample at or after its start within the radius; a `heart-rate` step at
///   the first sample at or after its start past the bound; a `manual` step at
///   the first tick at or after its start. Each tick ends one manual step: a
///   tick while no manual step is waiting is an error.
/// - The next step starts when one ends; nothing ends after `now`.
public struct WorkoutProgress: Sendable {
    /// Whether the workout has begun, is under way or is over.
    public enum State: String, Sendable {
        case notStarted = "not-started", inProgress = "in-progress", done
    }

    /// `not-started` before the first sample, `done` once the last step ended.
    public let state: State
    /// Every step started, unrolled, in order; the last is ``current``'s when in progress.
    public let steps: [WorkoutStepRecord]
    /// The step under way, when in progress.
    public let current: WorkoutCurrentStep?
    /// From the first sample to the last step's end (when done) or `now`.
    public let elapsedSeconds: Double
    /// Metres over the same span.
    public let metres: Double
    /// Every step's kilocalories.
    public let kilocalories: Double
    /// The first sample's offset from UTC, in which the instants are shown.
    public let offsetMinutes: Int
}

/// A step started: when, what ended it, and what it covered.
public struct WorkoutStepRecord: Sendable {
    /// Its position among the unrolled steps, from 0.
    public let index: Int
    /// The step as the workout writes it.
    public let step: WorkoutStep
    /// The repetition (from 1) of each block around it, outermost first.
    public let repetitions: [Int]
    /// When it started, in the first sample's offset.
    public let started: Timestamp
    /// `nil` while under way.
    public let ended: Timestamp?
    /// To `now` while under way.
    public let elapsedSeconds: Double
    /// Metres covered.
    public let metres: Double
    /// Kilocalories spent, by its activity.
    public let kilocalories: Double
}

/// The step under way, and how far along it is.
public struct WorkoutCurrentStep: Sendable {
    /// Its position among the unrolled steps, from 0.
    public let index: Int
    /// The step as the workout writes it.
    public let step: WorkoutStep
    /// 0–1 of a time, distance or calories step; `nil` for a place, a heart rate or a tick.
    public let progress: Double?
    /// Seconds, metres or kilocalories to go; for `reach`, metres from the
    /// last position to the place; `nil` for a heart rate or a tick, or a
    /// place before any position.
    public let remaining: Double?
}

extension Workout {
    /// Where `track` is in this workout; an error names the tick no manual step was waiting for.
    public func progress(_ track: WorkoutTrack) throws(ScoringError) -> WorkoutProgress {
        var replay = WorkoutReplay(track)
        guard let first = track.samples.first else {
            if !track.ticks.isEmpty {
                throw ScoringError(at: ["ticks", .index(0), "at"], "\(track.ticks[0]) is before the workout started: no sample yet")
            }
            return WorkoutProgress(
                state: .notStarted, steps: [], current: nil, elapsedSeconds: 0, metres: 0, kilocalories: 0,
                offsetMinutes: track.now?.offsetMinutes ?? 0)
        }
        let origin = first.at.millisecondsSince1970
        func instant(_ t: Double) -> Timestamp {
            Timestamp(millisecondsSince1970: origin + Int(t.rounded()), offsetMinutes: first.at.offsetMinutes)
        }
        var records: [WorkoutStepRecord] = []
        var current: WorkoutCurrentStep?
        var start = 0.0, totalEnergy = 0.0
        var index = 0
        try forEachStep { step, repetitions throws(ScoringError) in
            let end = try replay.end(of: step, startingAt: start)
            let until = end ?? replay.now
            let energy = replay.energy(step.activity, from: start, to: until)
            totalEnergy += energy
            records.append(
                WorkoutStepRecord(
                    index: index, step: step, repetitions: repetitions, started: instant(start), ended: end.map(instant),
                    elapsedSeconds: (until - start) / 1000, metres: replay.distance(at: until) - replay.distance(at: start),
                    kilocalories: energy))
            guard let end else {
                current = replay.current(step, index: index, startingAt: start, energy: energy)
                return false
            }
            start = end
            index += 1
            return true
        }
        try replay.checkTicksUsed()
        let until = current == nil ? start : replay.now
        return WorkoutProgress(
            state: current == nil ? .done : .inProgress, steps: records, current: current, elapsedSeconds: until / 1000,
            metres: replay.distance(at: until), kilocalories: totalEnergy, offsetMinutes: first.at.offsetMinutes)
    }
}
