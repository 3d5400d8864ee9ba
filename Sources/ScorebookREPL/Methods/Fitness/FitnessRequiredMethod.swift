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
    static let title = "What a fitness test requires"
    static let summary = "The worst result that still earns a number of points, in one scored event or each; without points, what passes each event"
    static let examples = [
        #"{"test":"aft","sex":"female","age":28,"event":"2mr","points":90}"#,
        #"{"test":"army","date":"2024-03-01","sex":"male","age":35}"#,
    ]
    /// Every event is declared, alternates too: asked for one, the answer says
    /// why it has no requirement (a go/no-go alternate has no point scale).
    static let event = RPCParameter(
        "event",
        .oneOf("One scored event (default: every scored event); a go/no-go alternate is refused, as it has no point scale") {
            $0.fitnessTests.map { $0.events.map(\.id) }.union
        })
    static let points = RPCParameter("points", .integer("The points to earn, up to the test's most (default: the standard's minimum in each event)", minimum: 1))
    static let parameters = TestTaker.parameters + [event, points]
    static let result = JSONSchema.anyOf(
        [
            .object(
                "One event's requirement", merging: FitnessScore.takerSchema, RequiredResult.minimumsSchema,
                ["event": .string("The event, by id")], FitnessTest.Requirement.membersSchema),
            .object(
                "Every scored event's requirement", merging: FitnessScore.takerSchema, RequiredResult.minimumsSchema,
                ["events": .map("By event id", of: .object("An event's requirement", FitnessTest.Requirement.membersSchema))]),
        ],
        "The worst result that still earns the points: in the event asked for, or in each scored event")

    static func call(_ params: Params) throws(RPCError) -> RequiredResult {
        let taker = try TestTaker(params)
        let test = taker.test
        let event = try params.string(Self.event, allowed: test.eventIDs)
        let points = try params.int(Self.points, "a whole number of points")
        return try params.checked { () throws(ScoringError) in
            let requirements = try test.required(
                event: event, points: points, sex: taker.sex, age: taker.age, standard: taker.standard)
            return RequiredResult(requirements: requirements, date: taker.date, oneEvent: event != nil)
        }
    }
}

/// With one event its requirement is at the top level; otherwise each event's is under `events`.
struct RequiredResult: JSONWritable {
    /// The standard's minimums, after the members both fitness methods start with.
    static let minimumsSchema: JSONSchema.MemberList = [
        "eventMinimum": .integer("The standard's minimum points in each event"),
        "totalMinimum": .integer("The standard's minimum total"),
    ]

    var requirements: FitnessTest.Requirements
    var date: CalendarDate?
    var oneEvent: Bool

    func write(into writer: JSONWriter) {
        writer.object { o in
            o("test", requirements.test)
            o("date", date)
            o("standard", requirements.standard.id)
            o("sex", requirements.sex)
            o("age", requirements.age)
            o("ageGroup", requirements.ageGroup.label)
            o("eventMinimum", requirements.standard.eventMinimum)
            o("totalMinimum", requirements.standard.totalMinimum)
            if oneEvent, let requirement = requirements.requirements.first {
                o("event", requirement.event.id)
                requirement.members(o)
            } else {
                o.object("events") { o in
                    for requirement in requirements.requirements {
                        o(text: requirement.event.id) { writer in writer.object(requirement.members) }
                    }
                }
            }
        }
    }
}

extension FitnessTest.Requirement {
    /// The members `members(_:)` writes.
    static let membersSchema: JSONSchema.MemberList = [
        "points": .integer("The points to earn"),
        "raw": .number("The worst result that earns them, in the event's unit; null when no printed row does").orNull,
        "time?": .string("A timed event's raw as m:ss"),
        "achievable": .boolean("Whether a printed row earns the points"),
    ]

    /// `points`, `raw` (`null` when unachievable), `time` for a timed event, and `achievable`.
    func members(_ o: JSONMembers) {
        o("points", points)
        if let raw {
            o("raw") { $0.writeMeasurement(raw, unit: event.unit) }
            if event.unit == .time { o("time") { $0.writeTime(seconds: raw) } }
        } else {
            o("raw", Int?.none)
        }
        o("achievable", isAchievable)
    }
}
