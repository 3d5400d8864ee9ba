/// A track as time, distance and altitude since its first sample, which
/// ``Workout/progress(_:)`` walks step by step. Times are milliseconds after
/// the first sample, unrounded: an end found between samples is exact.
struct WorkoutReplay {
    private let track: WorkoutTrack
    private let times: [Double]
    /// Metres covered by each sample.
    private let metres: [Double]
    /// Each sample's altitude, when every sample has one.
    private let altitudes: [Double]?
    private let ticks: [Double]
    private var nextTick = 0
    /// Milliseconds from the first sample to `now`.
    let now: Double

    init(_ track: WorkoutTrack) {
        self.track = track
        let origin = track.samples.first?.at.millisecondsSince1970 ?? 0
        func since(_ at: Timestamp) -> Double { Double(at.millisecondsSince1970 - origin) }
        times = track.samples.map { since($0.at) }
        metres = Self.cumulativeMetres(track.samples)
        altitudes = track.samples.allSatisfy { $0.altitude != nil } ? track.samples.map { $0.altitude! } : nil
        ticks = track.ticks.map(since)
        now = max(track.now.map(since) ?? 0, times.last ?? 0, ticks.last ?? 0)
    }

    /// The device's own distance when every sample has one; otherwise great circles between positions.
    private static func cumulativeMetres(_ samples: [WorkoutSample]) -> [Double] {
        if let first = samples.first?.distance, samples.allSatisfy({ $0.distance != nil }) {
            return samples.map { $0.distance! - first }
        }
        var total = 0.0
        var last: (latitude: Double, longitude: Double)?
        return samples.map { sample in
            if let latitude = sample.latitude, let longitude = sample.longitude {
                if let last {
                    total += GreatCircle.distance(latitude: last.latitude, longitude: last.longitude, toLatitude: latitude, longitude: longitude)
                }
                last = (latitude, longitude)
            }
            return total
        }
    }

    // MARK: Values between samples

    /// The index of the first sample at or after `t` (`count` when none).
    private func firstSample(atOrAfter t: Double) -> Int {
        var low = 0, high = times.count
        while low < high {
            let middle = (low + high) / 2
            if times[middle] < t { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// `values` at `t`, linearly between the samples around it; the last past the last.
    private func interpolate(_ values: [Double], at t: Double) -> Double {
        let i = firstSample(atOrAfter: t)
        if i == times.count { return values.last ?? 0 }
        if i == 0 || times[i] == t { return values[i] }
        return values[i - 1] + (values[i] - values[i - 1]) * (t - times[i - 1]) / (times[i] - times[i - 1])
    }

    func distance(at t: Double) -> Double { interpolate(metres, at: t) }

    /// Kilocalories from `start` to `end` doing `activity`.
    func energy(_ activity: WorkoutActivity, from start: Double, to end: Double) -> Double {
        let climb = altitudes.map { interpolate($0, at: end) - interpolate($0, at: start) } ?? 0
        return activity.kilocalories(
            minutes: (end - start) / 60_000, metres: distance(at: end) - distance(at: start), climb: climb, kilograms: track.kilograms)
    }

    // MARK: Ends

    /// When `step`, started at `start`, ends; `nil` if not by `now`.
    mutating func end(of step: WorkoutStep, startingAt start: Double) throws(ScoringError) -> Double? {
        switch step.end {
        case .time(let milliseconds):
            let end = start + Double(milliseconds)
            return end <= now ? end : nil
        case .distance(let length):
            let target = distance(at: start) + length.metres
            var i = firstSample(atOrAfter: start)
            if i < times.count, times[i] == start { i += 1 }
            while i < times.count {
                if metres[i] >= target {
                    return times[i - 1] + (target - metres[i - 1]) / (metres[i] - metres[i - 1]) * (times[i] - times[i - 1])
                }
                i += 1
            }
            return nil
        case .calories(let kilocalories):
            return crossing(of: kilocalories, from: start) { energy(step.activity, from: start, to: $0) }
        case .reach(let place):
            return firstSample(from: start) { sample in
                guard let latitude = sample.latitude, let longitude = sample.longitude else { return false }
                return GreatCircle.distance(latitude: latitude, longitude: longitude, toLatitude: place.latitude, longitude: place.longitude)
                    <= place.radius.metres
            }
        case .heartRateAbove(let bound):
            return firstSample(from: start) { $0.heartRate.map { $0 > Double(bound) } ?? false }
        case .heartRateBelow(let bound):
            return firstSample(from: start) { $0.heartRate.map { $0 < Double(bound) } ?? false }
        case .manual:
            guard nextTick < ticks.count else { return nil }
            if ticks[nextTick] < start { throw unwaited(nextTick) }
            nextTick += 1
            return ticks[nextTick - 1]
        }
    }

    /// The instant of the first sample at or after `start` that `matches`.
    private func firstSample(from start: Double, where matches: (WorkoutSample) -> Bool) -> Double? {
        var i = firstSample(atOrAfter: start)
        while i < times.count {
            if matches(track.samples[i]) { return times[i] }
            i += 1
        }
        return nil
    }

    /// The first instant `value` reaches `amount`, linearly between the samples
    /// after `start` (and `now`, past the last) that straddle it.
    private func crossing(of amount: Double, from start: Double, _ value: (Double) -> Double) -> Double? {
        var (before, valueBefore) = (start, 0.0)
        var i = firstSample(atOrAfter: start)
        if i < times.count, times[i] == start { i += 1 }
        while true {
            let t = i < times.count ? times[i] : now
            guard t > before else { return nil }
            let reached = value(t)
            if reached >= amount { return before + (amount - valueBefore) / (reached - valueBefore) * (t - before) }
            (before, valueBefore) = (t, reached)
            guard i < times.count else { return nil }
            i += 1
        }
    }

    // MARK: The step under way, and ticks

    /// The step under way at `now`, started at `start`, having spent `energy`.
    func current(_ step: WorkoutStep, index: Int, startingAt start: Double, energy: Double) -> WorkoutCurrentStep {
        let (progress, remaining): (Double?, Double?) =
            switch step.end {
            case .time(let milliseconds): ((now - start) / Double(milliseconds), (start + Double(milliseconds) - now) / 1000)
            case .distance(let length):
                ((distance(at: now) - distance(at: start)) / length.metres, length.metres - (distance(at: now) - distance(at: start)))
            case .calories(let amount): (energy / amount, amount - energy)
            case .reach(let place):
                (
                    nil,
                    track.samples.last(where: { $0.latitude != nil }).map {
                        GreatCircle.distance(latitude: $0.latitude!, longitude: $0.longitude!, toLatitude: place.latitude, longitude: place.longitude)
                    }
                )
            case .manual, .heartRateAbove, .heartRateBelow: (nil, nil)
            }
        return WorkoutCurrentStep(index: index, step: step, progress: progress, remaining: remaining)
    }

    /// Every tick ended a manual step: the first that did not is an error.
    func checkTicksUsed() throws(ScoringError) {
        if nextTick < ticks.count { throw unwaited(nextTick) }
    }

    private func unwaited(_ tick: Int) -> ScoringError {
        ScoringError(
            at: ["ticks", .index(tick), "at"],
            "\(track.ticks[tick]) is a tick while no manual step was waiting: each tick ends the manual step under way")
    }
}
