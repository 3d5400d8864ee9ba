import Scorebook

/// `fitness.score`: points, total and pass/fail for a test, sex, age and any
/// set of event results.
///
/// ```json
/// {"test":"apft","sex":"male","age":23,"events":{"pushup":60,"situp":70,"run2mi":"13:30"}}
/// ```
enum FitnessScoreMethod: RPCMethod {
    static let name = "fitness.score"
    static let parameters = TestTaker.parameters + ["events"]

    static func call(_ params: Params) throws(RPCError) -> ScoreResult {
        let taker = try TestTaker(params)
        let test = taker.test
        let events = try params.requiredObject("events", "an object of event results such as {\"run2mi\": \"13:30\"}")
        let tape = events.tape
        // The results live in a temporary allocation (on the stack for any
        // real test), so a request builds no array to score.
        return try withUnsafeTemporaryAllocation(of: Double?.self, capacity: test.events.count) {
            results throws(RPCError) in
            results.initialize(repeating: nil)
            for (id, result) in events.members {
                guard let index = test.events.firstIndex(where: { tape.string(id, is: $0.id) }) else {
                    let ids = test.events.map(\.id)
                    throw .invalidParams(
                        field: events.field(tape.string(id)), "unknown event for the \(test.id); expected \(quotedList(ids))",
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
    func write(into writer: JSONWriter, date: CalendarDate?) {
        writer.beginObject()
        writer.key("test")
        writer.writeString(test)
        writer.key("date")
        writer.writeOptionalString(date?.description)
        writer.key("standard")
        writer.writeString(standard.id)
        writer.key("sex")
        writer.writeString(sex)
        writer.key("age")
        writer.writeInt(age)
        writer.key("ageGroup")
        writer.writeString(ageGroup.label)
        writer.key("events")
        writer.beginObject()
        for score in events {
            writer.key(text: score.event.id)
            score.write(into: writer)
        }
        writer.endObject()
        writer.key("total")
        writer.writeInt(total)
        writer.key("maximum")
        writer.writeInt(maximumTotal)
        writer.key("complete")
        writer.write(.bool(isComplete))
        writer.key("missing")
        writer.beginArray()
        for id in missing { writer.writeString(id) }
        writer.endArray()
        writer.key("passed")
        writer.write(passed.map(JSONValue.bool) ?? .null)
        writer.key("failures")
        writer.beginArray()
        for failure in failures { failure.write(into: writer) }
        writer.endArray()
        writer.endObject()
    }
}

extension EventScore {
    func write(into writer: JSONWriter) {
        writer.beginObject()
        writer.key("raw")
        writer.writeMeasurement(raw, unit: event.unit)
        if event.unit == .time {
            writer.key("time")
            writer.writeTime(seconds: raw)
        }
        switch outcome {
        case .points(let points):
            writer.key("points")
            writer.writeInt(points)
        case .goNoGo(let go, let limit):
            writer.key("go")
            writer.write(.bool(go))
            writer.key("limit")
            writer.writeMeasurement(limit, unit: event.unit)
            if event.unit == .time {
                writer.key("limitTime")
                writer.writeTime(seconds: limit)
            }
        }
        writer.endObject()
    }
}

extension Failure {
    func write(into writer: JSONWriter) {
        writer.beginObject()
        switch self {
        case .eventBelowMinimum(let event, let points, let minimum):
            writer.key("rule")
            writer.writeString(static: "event-minimum")
            writer.key("event")
            writer.writeString(event)
            writer.key("points")
            writer.writeInt(points)
            writer.key("minimum")
            writer.writeInt(minimum)
        case .totalBelowMinimum(let total, let minimum):
            writer.key("rule")
            writer.writeString(static: "total-minimum")
            writer.key("total")
            writer.writeInt(total)
            writer.key("minimum")
            writer.writeInt(minimum)
        case .noGo(let event, _, _):
            writer.key("rule")
            writer.writeString(static: "go-no-go")
            writer.key("event")
            writer.writeString(event)
        }
        writer.key("message")
        writer.writeString(streaming: self)
        writer.endObject()
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
