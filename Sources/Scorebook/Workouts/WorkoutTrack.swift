/// What a device recorded during a workout: samples in time order, the
/// person's ticks (a step done), their weight, and the instant the answer is for.
public struct WorkoutTrack: Sendable {
    /// In strictly increasing time order; the workout starts at the first.
    public let samples: [WorkoutSample]
    /// Each an instant the person ticked off a manual step, in time order.
    public let ticks: [Timestamp]
    /// The person's weight, 20 to 400 kg.
    public let kilograms: Double
    /// The instant the answer is for: at or after every sample and tick.
    public let now: Timestamp?

    // The bounds of what a track holds: the one declaration of each, which the
    // REPL's parameter schemas read too.

    /// Weights a person may have, kilograms.
    public static let weights = 20.0...400.0
    /// Latitudes a sample may carry, degrees north.
    public static let latitudes = -90.0...90.0
    /// Longitudes a sample may carry, degrees east.
    public static let longitudes = -180.0...180.0
    /// Heart rates a sample may carry, beats a minute.
    public static let heartRates = 1.0...300.0
    /// Altitudes a sample may carry, metres: the Dead Sea shore to above Everest.
    public static let altitudes = -1_000.0...10_000.0
    /// A device's cumulative distance, metres: a hundred thousand kilometres.
    public static let distances = 0.0...100_000_000.0

    /// A track, checked: an error names the first wrong value (`samples[3].at`).
    /// `now` defaults to the last sample or tick. A `distance` or an `altitude`
    /// is on every sample or on none, as the first has it: a track's distance
    /// comes from one source, so a later sample never changes what came before.
    public init(samples: [WorkoutSample], ticks: [Timestamp] = [], kilograms: Double, now: Timestamp? = nil) throws(ScoringError) {
        guard Self.weights.contains(kilograms) else {
            throw ScoringError(at: ["weightKg"], "expected a weight in kilograms \(Self.weights.shortText), found \(kilograms.shortText)")
        }
        for (index, sample) in samples.enumerated() {
            try sample.check(after: index > 0 ? samples[index - 1] : nil, first: samples[0], at: index)
        }
        for index in ticks.indices.dropFirst() where ticks[index] < ticks[index - 1] {
            throw ScoringError(
                at: ["ticks", .index(index), "at"], "\(ticks[index]) is before the tick before it (\(ticks[index - 1])): ticks are in time order")
        }
        if let now {
            if let last = samples.last, now < last.at {
                throw ScoringError(at: ["now"], "\(now) is before the last sample (\(last.at)): now is at or after every sample")
            }
            if let last = ticks.last, now < last {
                throw ScoringError(at: ["now"], "\(now) is before the last tick (\(last)): now is at or after every tick")
            }
        }
        if let first = samples.first {
            try Self.checkWritable(first, samples.map(\.at), ticks, now)
        }
        (self.samples, self.ticks, self.kilograms, self.now) = (samples, ticks, kilograms, now)
    }

    /// Every instant is answered at the first sample's offset, so each given
    /// one must be within the years RFC 3339 writes there: 9999-12-31T23:59Z is
    /// year 10000 at +01:00. Samples and ticks are in time order and now after
    /// them, so only the ends are looked at unless one is outside.
    private static func checkWritable(_ first: WorkoutSample, _ samples: [Timestamp], _ ticks: [Timestamp], _ now: Timestamp?) throws(ScoringError) {
        func shown(_ instant: Timestamp) -> Timestamp {
            Timestamp(millisecondsSince1970: instant.millisecondsSince1970, offsetMinutes: first.at.offsetMinutes)
        }
        func writable(_ instant: Timestamp) -> Bool { Timestamp.years.contains(CalendarDate(daysSince1970: shown(instant).localDay()).year) }
        func outside(_ instant: Timestamp, at path: [ScoringError.PathComponent]) -> ScoringError {
            ScoringError(
                at: path,
                "\(instant) is \(shown(instant)) at the first sample's offset, where every instant is answered: outside the years \(Timestamp.years.lowerBound) to \(Timestamp.years.upperBound)")
        }
        for (list, name) in [(samples, "samples"), (ticks, "ticks")] {
            guard let first = list.first, let last = list.last, !writable(first) || !writable(last) else { continue }
            let index = list.firstIndex { !writable($0) }!
            throw outside(list[index], at: [.key(name), .index(index), "at"])
        }
        if let now, !writable(now) { throw outside(now, at: ["now"]) }
    }
}

/// One reading: when, and whatever the device knew then.
public struct WorkoutSample: Sendable {
    /// When it was read.
    public var at: Timestamp
    /// Degrees north; with ``longitude``, or neither.
    public var latitude: Double?
    /// Degrees east.
    public var longitude: Double?
    /// Metres since the device started counting: cumulative.
    public var distance: Double?
    /// Beats a minute.
    public var heartRate: Double?
    /// Metres above sea level.
    public var altitude: Double?

    /// A reading; ``WorkoutTrack/init(samples:ticks:kilograms:now:)`` checks it.
    public init(
        at: Timestamp, latitude: Double? = nil, longitude: Double? = nil, distance: Double? = nil, heartRate: Double? = nil,
        altitude: Double? = nil
    ) {
        (self.at, self.latitude, self.longitude, self.distance, self.heartRate, self.altitude) =
            (at, latitude, longitude, distance, heartRate, altitude)
    }

    fileprivate func check(after previous: WorkoutSample?, first: WorkoutSample, at index: Int) throws(ScoringError) {
        func error(_ key: String, _ message: String) -> ScoringError { ScoringError(at: ["samples", .index(index), .key(key)], message) }
        func asTheFirst(_ key: String, _ has: Bool, _ firstHas: Bool) throws(ScoringError) {
            guard has != firstHas else { return }
            throw error(
                key,
                firstHas
                    ? "missing: the first sample has a \(key), so every sample has one"
                    : "the first sample has no \(key), so no sample has one (a track's \(key) comes from one source)")
        }
        try asTheFirst("distance", distance != nil, first.distance != nil)
        try asTheFirst("altitude", altitude != nil, first.altitude != nil)
        if let previous, at <= previous.at {
            throw error("at", "\(at) is not after the sample before it (\(previous.at)): samples are in strictly increasing time order")
        }
        switch (latitude, longitude) {
        case (nil, nil): break
        case (let latitude?, let longitude?):
            guard WorkoutTrack.latitudes.contains(latitude) else {
                throw error("lat", "expected degrees \(WorkoutTrack.latitudes.shortText), found \(latitude.shortText)")
            }
            guard WorkoutTrack.longitudes.contains(longitude) else {
                throw error("lon", "expected degrees \(WorkoutTrack.longitudes.shortText), found \(longitude.shortText)")
            }
        case (nil, _): throw error("lat", "a sample with lon needs lat too")
        case (_, nil): throw error("lon", "a sample with lat needs lon too")
        }
        if let distance {
            guard WorkoutTrack.distances.contains(distance) else {
                throw error("distance", "expected metres \(WorkoutTrack.distances.shortText), found \(distance.shortText)")
            }
            if let before = previous?.distance, distance < before {
                throw error(
                    "distance", "\(distance.shortText) is less than the sample before it (\(before.shortText)): distance is cumulative")
            }
        }
        if let heartRate, !WorkoutTrack.heartRates.contains(heartRate) {
            throw error("heartRate", "expected beats a minute \(WorkoutTrack.heartRates.shortText), found \(heartRate.shortText)")
        }
        if let altitude, !WorkoutTrack.altitudes.contains(altitude) {
            throw error("altitude", "expected metres \(WorkoutTrack.altitudes.shortText), found \(altitude.shortText)")
        }
    }
}

extension ClosedRange<Double> {
    /// `from 1 to 300`, as a message says a bound.
    fileprivate var shortText: String { "from \(lowerBound.shortText) to \(upperBound.shortText)" }
}
