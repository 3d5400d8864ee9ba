/// A track as time, distance and altitude since its first sample, which
/// ``Workout/progress(_:)`` walks step by step. Times are milliseconds after
/// the first sample, unrounded: an end found between samples is exact.
struct WorkoutReplay {
    private let track: WorkoutTrack
    private let times: [Double]
    /// Metres covered by each sample.
    private let metres: [Double]
    /// Each sample's altitude, when the samples have them.
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
        // On every sample or on none, as the first has it: the track is checked so.
        altitudes = track.samples.first?.altitude == nil ? nil : track.samples.map { $0.altitude! }
        ticks = track.ticks.map(since)
        now = max(track.now.map(since) ?? 0, times.last ?? 0, ticks.last ?? 0)
    }

    /// The device's own distance when the samples have one (every sample
    /// then has); otherwise great circles between consecutive positions.
    private static func cumulativeMetres(_ samples: [WorkoutSample]) -> [Double] {
        if let first = samples.first?.distance {
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

    /// The index of the first sample after `t` (`count` when none).
    private func firstSample(after t: Double) -> Int {
        let i = firstSample(atOrAfter: t)
        return i < times.count && times[i] == t ? i + 1 : i
    }

    /// Metres at `t`, linearly between the samples around it; the last past the last.
    func distance(at t: Double) -> Double {
        let i = firstSample(atOrAfter: t)
        if i == times.count { return metres.last ?? 0 }
        if i == 0 || times[i] == t { return metres[i] }
        return metres[i - 1] + (metres[i] - metres[i - 1]) * (t - times[i - 1]) / (times[i] - times[i - 1])
    }

    /// Kilocalories from `start` to `end` doing `activity`.
    func energy(_ activity: WorkoutActivity, from start: Double, to end: Double) -> Double {
        var total = 0.0
        forEachStretch(of: activity, from: start, to: end) { kilocalories, _, _ in
            total += kilocalories
            return true
        }
        return total
    }

    /// Calls `body` with the kilocalories of each stretch from `start` to
    /// `end`, in order, and its bounds, until it returns false. Energy accrues
    /// sample to sample: each stretch between two samples at its own speed and
    /// grade, and past the last sample standing still. So it runs linearly
    /// between samples, and no stretch's cost depends on a later sample.
    private func forEachStretch(
        of activity: WorkoutActivity, from start: Double, to end: Double, _ body: (Double, Double, Double) -> Bool
    ) {
        var from = start
        var i = firstSample(after: start)
        while from < end {
            let to = i < times.count ? min(times[i], end) : end
            let kilocalories: Double
            if i < times.count {
                // The whole stretch is priced once, so equation or MET is chosen by
                // its own speed (a piece's, recomputed, may fall an ulp across a
                // range's edge), and each piece is its share: exactly linear.
                let span = times[i] - times[i - 1]
                let whole = activity.kilocalories(
                    minutes: span / 60_000, metres: metres[i] - metres[i - 1],
                    climb: altitudes.map { $0[i] - $0[i - 1] } ?? 0, kilograms: track.kilograms)
                kilocalories = whole * ((to - from) / span)
            } else {
                kilocalories = activity.kilocalories(minutes: (to - from) / 60_000, metres: 0, climb: 0, kilograms: track.kilograms)
            }
            guard body(kilocalories, from, to) else { return }
            from = to
            i += 1
        }
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
            var i = firstSample(after: start)
            while i < times.count {
                if metres[i] >= target {
                    return times[i - 1] + (target - metres[i - 1]) / (metres[i] - metres[i - 1]) * (times[i] - times[i - 1])
                }
                i += 1
            }
            return nil
        case .calories(let amount):
            // Each stretch's energy runs linearly: the end is found in the one that reaches the amount.
            var spent = 0.0, end: Double?
            forEachStretch(of: step.activity, from: start, to: now) { kilocalories, from, to in
                guard spent + kilocalories >= amount else {
                    spent += kilocalories
                    return true
                }
                end = from + (amount - spent) / kilocalories * (to - from)
                return false
            }
            return end
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
