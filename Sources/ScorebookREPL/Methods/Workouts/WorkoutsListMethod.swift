import Scorebook

/// `workouts.list`: every workout (or one, with `workout`) with its steps and
/// repeated blocks as written, each step's activity and end.
enum WorkoutsListMethod: RPCMethod {
    static let name = "workouts.list"
    static let title = "Interval workouts"
    static let summary = "Every interval workout, or the one named, with its steps and repeated blocks"
    static let examples = [#"{"workout":"army-30-60s"}"#]
    static let workout = RPCParameter("workout", .oneOf("A workout (default: every workout)") { $0.workouts.map(\.id) })
    static let parameters = [workout]
    static let end = JSONSchema.object(
        "What ends the step: one of its members",
        [
            "time?": .number("Seconds"),
            "distance?": .number("Metres"),
            "reach?": .object("A place", ["lat": .number("Degrees north"), "lon": .number("Degrees east"), "radius": .number("Metres")]),
            "manual?": .boolean("true: the person ticks it off"),
            "calories?": .number("Kilocalories"),
            "heartRate?": .object(
                "A heart rate, in beats a minute", ["above?": .integer("Ends on the first above"), "below?": .integer("Ends on the first below")]),
        ])
    static let item = JSONSchema.object(
        "A step {label, activity, end}, or a block {repeat, steps} done repeat times",
        [
            "label?": .string(), "activity?": .string("The activity's id"), "end?": end,
            "repeat?": .integer("How many times the block is done"), "steps?": .array(of: .any("A step or a block"), "The block's steps"),
        ])
    static let workoutSchema = JSONSchema.object(
        "A workout",
        [
            "id": .string(), "name": .string(), "source": .string("Where it is published"),
            "activity": .string("What a step does when it names no activity"),
            "stepCount": .integer("Steps once every block is unrolled"),
            "steps": .array(of: item, "Steps and blocks, in order"),
        ])
    static let result = JSONSchema.object("The workouts asked for", ["workouts": .array(of: workoutSchema, "Every workout, or the one named")])

    static func call(_ params: Params) throws(RPCError) -> CachedResult {
        let answers = params.served.cached(Self.self) { tables in
            CatalogAnswers(tables.workouts, id: \.id) { Listed("workouts", $0) }
        }
        return try answers.answer(params, key: Self.workout)
    }
}

extension Workout: JSONWritable {
    func write(into writer: JSONWriter) {
        writer.object { o in
            o("id", id)
            o("name", name)
            o("source", source)
            o("activity", activity.id)
            o("stepCount", stepCount)
            o.array("steps", items) { $0.write(into: writer) }
        }
    }
}

extension WorkoutItem: JSONWritable {
    func write(into writer: JSONWriter) {
        writer.object { o in
            if let step {
                o("label", step.label)
                o("activity", step.activity.id)
                o("end", step.end)
            } else {
                o("repeat", count)
                o.array("steps", items) { $0.write(into: writer) }
            }
        }
    }
}

extension WorkoutStepEnd: JSONWritable {
    func write(into writer: JSONWriter) {
        writer.object { o in
            switch self {
            case .time(let milliseconds): o("time") { $0.writeDecimal(milliseconds, decimals: 3) }
            case .distance(let length): o("distance") { $0.writeDecimal(length.nanometres, decimals: 9) }
            case .reach(let place):
                o.object("reach") { o in
                    o("lat") { $0.writeDouble(place.latitude) }
                    o("lon") { $0.writeDouble(place.longitude) }
                    o("radius") { $0.writeDecimal(place.radius.nanometres, decimals: 9) }
                }
            case .manual: o("manual", true)
            case .calories(let kilocalories): o("calories") { $0.writeDouble(kilocalories) }
            case .heartRateAbove(let bpm): o.object("heartRate") { $0("above", bpm) }
            case .heartRateBelow(let bpm): o.object("heartRate") { $0("below", bpm) }
            }
        }
    }
}
