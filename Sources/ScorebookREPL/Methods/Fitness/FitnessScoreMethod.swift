import Scorebook

/// `fitness.score`: points, total and pass/fail for a test, sex, age and any
/// set of event results.
///
/// ```json
/// {"test":"apft","sex":"male","age":23,"events":{"pushup":60,"situp":70,"run2mi":"13:30"}}
/// ```
enum FitnessScoreMethod: RPCMethod {
    static let name = "fitness.score"
    static let title = "Score a fitness test"
    static let summary = "Points, total and pass or fail on a fitness test for a sex, an age and any set of event results"
    static let examples = [
        #"{"test":"apft","sex":"male","age":23,"events":{"pushup":60,"situp":70,"run2mi":"13:30"}}"#,
        #"{"test":"apft","sex":"female","age":35,"events":{"pushup":20}}"#,
        #"{"test":"apft","sex":"male","age":30,"standard":"basic-training","events":{"pushup":40,"situp":45,"walk2.5mi":"35:10"}}"#,
        #"{"test":"army","date":"2025-07-04","sex":"female","age":28,"events":{"mdl":200,"hrp":30,"sdc":"2:05","plk":"2:30","2mr":"19:00"}}"#,
        #"{"test":"aft","standard":"combat","sex":"female","age":28,"events":{"mdl":200,"hrp":30,"sdc":"2:05","plk":"2:30","2mr":"19:00"}}"#,
    ]
    static let events = RPCParameter(
        "events", required: true,
        .map(
            "Event id → result: repetitions and pounds as whole numbers, metres as a number, times as \"m:ss\" text or seconds",
            of: .anyOf([.number(), .string("A time, m:ss or h:mm:ss, with an optional fraction of a second")])))
    static let parameters = TestTaker.parameters + [events]
    static let result = JSONSchema.object(
        "Points, total and pass or fail",
        merging: FitnessScore.takerSchema,
        [
            "events": .map("Each event given, by id", of: EventScore.schema),
            "total": .integer("Points of the scored events given"),
            "maximum": .integer("The highest total the test's scales allow"),
            "complete": .boolean("Whether every scored event was given, or replaced by its alternate"),
            "missing": .array(of: .string(), "Scored events neither given nor replaced by an alternate, by id"),
            "passed": .boolean("Whether the test is passed; null when nothing has failed yet but events are missing").orNull,
            "failures": .array(of: FitnessScore.Failure.schema, "Every rule not met, in the test's order"),
        ])

    static func call(_ params: Params) throws(RPCError) -> ScoreResult {
        let taker = try TestTaker(params)
        let test = taker.test
        let events = try params.requiredObject(Self.events, "an object of event results such as {\"run2mi\": \"13:30\"}")
        let tape = events.tape
        // The results live in a temporary allocation (on the stack for any
        // real test), so a request builds no array to score.
        return try withUnsafeTemporaryAllocation(of: Double?.self, capacity: test.events.count) {
            results throws(RPCError) in
            results.initialize(repeating: nil)
            for (id, result) in events.members {
                guard let index = test.events.firstIndex(where: { tape.string(id, is: $0.id) }) else {
                    let ids = test.eventIDs
                    throw .invalidParams(
                        field: events.field(tape.string(id)), "unknown event for the \(test.id)\(Suggestion.didYouMean(tape.string(id), among: ids)); expected \(quotedList(ids))",
                        allowed: ids)
                }
                // The parser rejects duplicate keys, so each event is given at most once.
                results[index] = try measurement(
                    result, on: tape, of: test.events[index], field: events.field(tape.string(id)))
            }
            return try params.checked { () throws(ScoringError) in
                let score = try test.score(
                    sex: taker.sex, age: taker.age, results: UnsafeBufferPointer(results), standard: taker.standard)
                return ScoreResult(score: score, date: taker.date)
            }
        }
    }

    /// A result as a number in the event's unit, or for a time also `"m:ss"` text.
    static func measurement(
        _ value: JSONToken, on tape: JSONTape, of event: FitnessEvent, field: @autoclosure () -> String
    ) throws(RPCError) -> Double {
        switch tape.kind(value) {
        case .number:
            if let int = tape.plainInt(value) { return Double(int) }  // exact for every plausible result
            guard let double = tape.number(value).double else {
                throw .invalidParams(field: field(), "\(tape.number(value).text) is out of range")
            }
            return double
        case .string where event.unit == .time:
            guard let seconds = tape.withStringBytes(value, TimeText.parseSeconds(utf8:)) else {
                throw .invalidParams(
                    field: field(), "'\(tape.string(value))' is not a time; write m:ss such as \"13:30\", or seconds")
            }
            return seconds
        default:
            let form = event.unit == .time ? "\(event.unit.textForm) or a number of seconds" : event.unit.textForm
            throw .invalidParams(field: field(), "expected \(form), found \(tape.typeName(value))")
        }
    }
}

/// A score and the date that picked its test, if one did.
struct ScoreResult: JSONWritable {
    var score: FitnessScore
    var date: CalendarDate?

    func write(into writer: JSONWriter) {
        score.write(into: writer, date: date)
    }
}

extension FitnessScore {
    /// The members `fitness.score` and `fitness.required` both start with: the test, the standard and the taker.
    static let takerSchema: JSONSchema.MemberList = [
        "test": .string("The test used, by id"),
        "date": .string("The date that picked the test; null when none did", format: "date").orNull,
        "standard": .string("The standard judged by, by id"),
        "sex": .string("As the test's charts name it"),
        "age": .integer("In whole years"),
        "ageGroup": .string("The label of the age group the age falls in"),
    ]

    func write(into writer: JSONWriter, date: CalendarDate?) {
        writer.object { o in
            o("test", test)
            o("date", date)
            o("standard", standard.id)
            o("sex", sex)
            o("age", age)
            o("ageGroup", ageGroup.label)
            o.object("events") { o in
                for score in events { o(text: score.event.id, score) }
            }
            o("total", total)
            o("maximum", maximumTotal)
            o("complete", isComplete)
            o("missing", missing)
            o("passed", passed)
            o("failures", failures)
        }
    }
}

extension EventScore: JSONWritable {
    /// A scored event has `points`; an alternate, `go` and its `limit`.
    static let schema = JSONSchema.object(
        "One event's result",
        [
            "raw": .number("The result in the event's unit: pounds, repetitions, metres or seconds"),
            "time?": .string("A timed event's result as m:ss"),
            "points?": .integer("A scored event's points"),
            "go?": .boolean("An alternate's GO (true) or NO-GO"),
            "limit?": .number("An alternate's limit, in the event's unit"),
            "limitTime?": .string("A timed alternate's limit as m:ss"),
        ])

    func write(into writer: JSONWriter) {
        writer.object { o in
            o("raw") { $0.writeMeasurement(raw, unit: event.unit) }
            if event.unit == .time { o("time") { $0.writeTime(seconds: raw) } }
            switch outcome {
            case .points(let points):
                o("points", points)
            case .goNoGo(let go, let limit):
                o("go", go)
                o("limit") { $0.writeMeasurement(limit, unit: event.unit) }
                if event.unit == .time { o("limitTime") { $0.writeTime(seconds: limit) } }
            }
        }
    }
}

extension FitnessScore.Failure: JSONWritable {
    /// The rules are the writer's own words; which other members there are depends on the rule.
    static let schema = JSONSchema.object(
        "A rule not met",
        [
            "rule": .oneOf(["event-minimum", "total-minimum", "go-no-go"], "Which rule"),
            "event?": .string("The event, by id (event-minimum, go-no-go)"),
            "points?": .integer("The event's points (event-minimum)"),
            "total?": .integer("The total (total-minimum)"),
            "minimum?": .integer("The standard's minimum missed (event-minimum, total-minimum)"),
            "message": .string("The failure in words"),
        ])

    func write(into writer: JSONWriter) {
        writer.object { o in
            switch self {
            case .eventBelowMinimum(let event, let points, let minimum):
                o("rule", static: "event-minimum")
                o("event", event)
                o("points", points)
                o("minimum", minimum)
            case .totalBelowMinimum(let total, let minimum):
                o("rule", static: "total-minimum")
                o("total", total)
                o("minimum", minimum)
            case .noGo(let event, _, _):
                o("rule", static: "go-no-go")
                o("event", event)
            }
            o("message") { $0.writeString(streaming: self) }
        }
    }
}

extension JSONWriter {
    /// A time as `"m:ss"`, written without building a String.
    func writeTime(seconds: Int) {
        writeStringContent { append in TimeText.format(seconds: seconds, into: append) }
    }

    /// A raw value in the unit's own terms: metres with their decimal, others whole.
    func writeMeasurement(_ raw: Int, unit: MeasurementUnit) {
        if unit.stepsPerUnit == 1 {
            writeInt(raw)
        } else {
            writeDouble(Double(raw) / Double(unit.stepsPerUnit))
        }
    }
}
