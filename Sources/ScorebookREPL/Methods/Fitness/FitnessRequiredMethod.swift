import Scorebook

/// `fitness.required`: the worst result that still earns a number of points,
/// for one event or every scored event; without `points`, what it takes to
/// pass each event under the standard.
///
/// ```json
/// {"test":"aft","sex":"female","age":30,"event":"2mr","points":90}
/// ```
enum FitnessRequiredMethod: RPCMethod {
    static let name = "fitness.required"
    static let parameters = TestTaker.parameters + ["event", "points"]

    static func call(_ params: Params) throws(RPCError) -> RequiredResult {
        let taker = try TestTaker(params)
        let test = taker.test
        let event = try params.string("event", allowed: test.events.filter { !$0.isAlternate }.map(\.id))
        let points = try params.int("points", "a whole number of points from 1 to \(test.maximumEventPoints)")
        return try params.checked { () throws(ScoringError) in
            let requirements = try test.required(
                event: event, points: points, sex: taker.sex, age: taker.age, standard: taker.standard)
            return RequiredResult(requirements: requirements, date: taker.date, oneEvent: event != nil)
        }
    }
}

/// With one event its requirement is at the top level; otherwise each event's is under `events`.
struct RequiredResult: JSONWritable {
    var requirements: Requirements
    var date: CalendarDate?
    var oneEvent: Bool

    func write(into writer: JSONWriter) {
        writer.beginObject()
        writer.key("test")
        writer.writeString(requirements.test)
        writer.key("date")
        writer.writeOptionalString(date?.description)
        writer.key("standard")
        writer.writeString(requirements.standard.id)
        writer.key("sex")
        writer.writeString(requirements.sex)
        writer.key("age")
        writer.writeInt(requirements.age)
        writer.key("ageGroup")
        writer.writeString(requirements.ageGroup.label)
        writer.key("eventMinimum")
        writer.writeInt(requirements.standard.eventMinimum)
        writer.key("totalMinimum")
        writer.writeInt(requirements.standard.totalMinimum)
        if oneEvent, let requirement = requirements.requirements.first {
            writer.key("event")
            writer.writeString(requirement.event.id)
            requirement.writeFields(into: writer)
        } else {
            writer.key("events")
            writer.beginObject()
            for requirement in requirements.requirements {
                writer.key(text: requirement.event.id)
                writer.beginObject()
                requirement.writeFields(into: writer)
                writer.endObject()
            }
            writer.endObject()
        }
        writer.endObject()
    }
}

extension Requirement {
    /// `points`, `raw` (`null` when unachievable), `time` for a timed event, and `achievable`.
    func writeFields(into writer: JSONWriter) {
        writer.key("points")
        writer.writeInt(points)
        writer.key("raw")
        if let raw {
            writer.writeMeasurement(raw, unit: event.unit)
            if event.unit == .time {
                writer.key("time")
                writer.writeTime(seconds: raw)
            }
        } else {
            writer.write(.null)
        }
        writer.key("achievable")
        writer.write(.bool(isAchievable))
    }
}
