import Scorebook

/// `workout.progress`: where a recorded track is in a workout: each step
/// started, with when it ended and what ended it, its time, distance and
/// kilocalories, the step under way, and the totals. Stateless: send the
/// whole track each time; a step that ended at or before the last sample
/// never changes as samples are added.
///
/// ```json
/// {"workout":"army-30-60s","samples":[{"at":"2026-11-27T07:00:00Z","distance":0},{"at":"2026-11-27T07:03:00Z","distance":600}],"weightKg":75}
///     →   {"state":"in-progress","current":{"index":2,"label":"Walk",…},"steps":[…],"totals":{"elapsed":180,"distance":600,"calories":43.1}}
/// ```
enum WorkoutProgressMethod: RPCMethod {
    static let name = "workout.progress"
    static let title = "Progress through an interval workout"
    static let summary =
        "Where a recorded track is in a workout: each step's start, end, time, distance and kilocalories, the step under way, and the totals"
    static let examples = [
        #"{"workout":"army-30-60s","samples":[{"at":"2026-11-27T07:00:00Z","distance":0},{"at":"2026-11-27T07:03:00Z","distance":600}],"weightKg":75}"#
    ]
    static let workout = RPCParameter("workout", required: true, .oneOf("The workout") { $0.workouts.map(\.id) })
    static let at = RPCParameter("at", required: true, .string("When, with its offset", format: "date-time"))
    // A sample's bounds are the runtime's (`WorkoutTrack`), declared there once.
    static let lat = RPCParameter("lat", .number("Degrees north, with lon", in: WorkoutTrack.latitudes))
    static let lon = RPCParameter("lon", .number("Degrees east, with lat", in: WorkoutTrack.longitudes))
    static let distance = RPCParameter(
        "distance", .number("Metres since the device started counting: on every sample or on none", in: WorkoutTrack.distances))
    static let heartRate = RPCParameter("heartRate", .number("Beats a minute", in: WorkoutTrack.heartRates))
    static let altitude = RPCParameter("altitude", .number("Metres above sea level: on every sample or on none", in: WorkoutTrack.altitudes))
    static let sampleFields = [at, lat, lon, distance, heartRate, altitude]
    static let samples = RPCParameter(
        "samples", required: true,
        .array(of: .object("A reading", parameters: sampleFields), "The track, in strictly increasing time order; it starts at the first"))
    static let ticks = RPCParameter(
        "ticks", .array(of: .object("A tick: a manual step done", parameters: [at]), "Each tick, in time order"))
    static let weightKg = RPCParameter("weightKg", required: true, .number("The person's weight, kilograms", in: WorkoutTrack.weights))
    static let now = RPCParameter(
        "now", .string("When the answer is for (default: the last sample or tick); at or after every one", format: "date-time"))
    static let parameters = [workout, samples, ticks, weightKg, now]

    static let step = JSONSchema.object(
        "A step started",
        [
            "index": .integer("Its position among the unrolled steps, from 0"), "label": .string(),
            "repeat": .array(of: .integer(), "The repetition (from 1) of each block around it, outermost first"),
            "started": .string("When it started", format: "date-time"),
            "ended": .string("When it ended; null while under way", format: "date-time").orNull,
            "endedBy": .oneOf(WorkoutStepEnd.kinds, "What ended it; null while under way").orNull,
            "elapsed": .number("Seconds, to the millisecond"), "distance": .number("Metres, to the millimetre"),
            "calories": .number("Kilocalories, to 0.1"),
        ])
    static let result = JSONSchema.object(
        "Where the track is in the workout",
        [
            "state": .oneOf(["not-started", "in-progress", "done"]),
            "current?": .object(
                "The step under way",
                [
                    "index": .integer(), "label": .string(), "end": WorkoutsListMethod.end,
                    "progress": .number("0 to 1 of a time, distance or calories step; null for reach, manual and heart-rate").orNull,
                    "remaining": .number(
                        "Seconds, metres or kilocalories to go; for reach, metres from the last position to the place; null for manual and heart-rate"
                    ).orNull,
                ]),
            "steps": .array(of: step, "Every step started, unrolled, in order"),
            "totals": .object(
                "From the first sample to the end of the last step, or now",
                ["elapsed": .number("Seconds"), "distance": .number("Metres"), "calories": .number("Kilocalories")]),
        ])

    static func call(_ params: Params) throws(RPCError) -> WorkoutProgress {
        let tables = params.tables
        _ = try params.required(Self.workout)
        let workout = try params.lookup(Self.workout, ids: tables.workouts.map(\.id)) { tables.workout($0) }!
        let samples = try readSamples(params)
        let ticks = try params.list(Self.ticks, "a list of ticks {at}") { tick, field throws(RPCError) -> Timestamp in
            let tick = try params.element(tick, field, "a tick {at}")
            try tick.allowOnly([Self.at])
            return try tick.requiredTimestamp(Self.at)
        } ?? []
        let kilograms = try params.requiredDouble(Self.weightKg, "a weight in kilograms")
        let now = try params.timestamp(Self.now)
        return try params.checked { () throws(ScoringError) in
            try workout.progress(WorkoutTrack(samples: samples, ticks: ticks, kilograms: kilograms, now: now))
        }
    }

    /// Samples are read key by key, as a long run is tens of thousands of
    /// them; field names are built only for a mistake.
    private static func readSamples(_ params: Params) throws(RPCError) -> [WorkoutSample] {
        let tape = params.tape
        let list = try params.required(Self.samples)
        guard tape.kind(list) == .array else {
            throw .invalidParams(field: params.field(Self.samples), "expected a list of samples, found \(tape.typeName(list))")
        }
        var samples: [WorkoutSample] = []
        samples.reserveCapacity(min(tape.count(list), 65_536))
        for (index, token) in tape.elements(list).enumerated() {
            func field(_ name: String? = nil) -> String { params.field("samples[\(index)]") + (name.map { ".\($0)" } ?? "") }
            guard tape.kind(token) == .object else {
                throw .invalidParams(
                    field: field(), "expected a sample {at, lat, lon, distance, heartRate, altitude}, found \(tape.typeName(token))")
            }
            var at: Timestamp?
            var values: [Double?] = [nil, nil, nil, nil, nil]
            for (key, member) in tape.members(token) {
                if tape.string(key, is: Self.at.name) {
                    at = try tape.timestamp(member, field: field("at"))
                    continue
                }
                guard let slot = Self.numbers.firstIndex(where: { tape.string(key, is: $0.parameter.name) }) else {
                    let names = Self.sampleFields.map(\.name.description)
                    throw .invalidParams(
                        field: field(tape.string(key)), "unknown key; expected \(quotedList(names, conjunction: "and"))", allowed: names)
                }
                let (parameter, what) = Self.numbers[slot]
                guard tape.kind(member) == .number, let value = tape.double(member) else {
                    let found = tape.kind(member) == .number ? "\(tape.number(member).text), out of range" : tape.typeName(member)
                    throw .invalidParams(field: field(parameter.name.description), "expected \(what), found \(found)")
                }
                if let (minimum, maximum) = parameter.schema.numberBounds, value < minimum ?? -.infinity || value > maximum ?? .infinity {
                    throw .invalidParams(
                        field: field(parameter.name.description),
                        "expected \(what) from \((minimum ?? 0).shortText) to \((maximum ?? 0).shortText), found \(tape.number(member).text)")
                }
                values[slot] = value
            }
            guard let at else { throw .invalidParams(field: field("at"), "missing: every sample has an 'at' date-time") }
            samples.append(
                WorkoutSample(
                    at: at, latitude: values[0], longitude: values[1], distance: values[2], heartRate: values[3], altitude: values[4]))
        }
        return samples
    }

    /// A sample's numbers, in the order ``readSamples(_:)`` keeps them.
    private static let numbers: [(parameter: RPCParameter, what: String)] = [
        (lat, "degrees north"), (lon, "degrees east"), (distance, "metres"), (heartRate, "beats a minute"), (altitude, "metres"),
    ]
}

extension WorkoutProgress: JSONWritable {
    func write(into writer: JSONWriter) {
        writer.object { o in
            o("state", state.rawValue)
            if let current {
                o.object("current") { o in
                    o("index", current.index)
                    o("label", current.step.label)
                    o("end", current.step.end)
                    o("progress") { w in current.progress.map { w.writeRounded($0, decimals: 3) } ?? w.writeNull() }
                    o("remaining") { w in
                        guard let remaining = current.remaining else { return w.writeNull() }
                        // Kilocalories to 0.1, as every amount of them; seconds and metres to 0.001.
                        if case .calories = current.step.end { w.writeRounded(remaining, decimals: 1) } else { w.writeRounded(remaining, decimals: 3) }
                    }
                }
            }
            o.array("steps", steps) { step in
                writer.object { o in
                    o("index", step.index)
                    o("label", step.step.label)
                    o("repeat", step.repetitions)
                    o("started", step.started.description)
                    o("ended") { w in step.ended.map { w.writeString($0.description) } ?? w.writeNull() }
                    o("endedBy") { w in step.ended == nil ? w.writeNull() : w.writeString(step.step.end.kind) }
                    o("elapsed") { $0.writeRounded(step.elapsedSeconds, decimals: 3) }
                    o("distance") { $0.writeRounded(step.metres, decimals: 3) }
                    o("calories") { $0.writeRounded(step.kilocalories, decimals: 1) }
                }
            }
            o.object("totals") { o in
                o("elapsed") { $0.writeRounded(elapsedSeconds, decimals: 3) }
                o("distance") { $0.writeRounded(metres, decimals: 3) }
                o("calories") { $0.writeRounded(kilocalories, decimals: 1) }
            }
        }
    }
}

extension JSONWriter {
    /// `value` to the nearest multiple of 10^−decimals (a half away from zero),
    /// without trailing zeros. Where the scaled value leaves `Int` (from 2^62 /
    /// 10^decimals) the value is written as ``writeDouble(_:)`` writes it: it is
    /// past 2^52 there, where every Double is whole, so nothing is left to round.
    /// A value that is not finite, which JSON cannot write, is `null`.
    func writeRounded(_ value: Double, decimals: Int) {
        precondition((0...3).contains(decimals), "at most 3 decimals: past 2^62 / 10^decimals the value must be whole")
        guard value.isFinite else { return writeNull() }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (value * scale).rounded()
        guard scaled.magnitude < 0x1p62 else { return writeDouble(value) }
        writeDecimal(Int(scaled), decimals: decimals)
    }
}
