import Scorebook

/// `plans.list`: every training plan (or one, with `plan`): its sessions,
/// each week's sessions in order, and the rules a schedule keeps.
enum PlansListMethod: RPCMethod {
    static let name = "plans.list"
    static let title = "Training plans"
    static let summary = "Every training plan, or the one named: its sessions, each week's sessions in order, and its rules"
    static let examples = [#"{"plan":"acft-two-mile-run"}"#]
    static let plan = RPCParameter("plan", .oneOf("A plan (default: every plan)") { $0.trainingPlans.map(\.id) })
    static let parameters = [plan]
    static let session = JSONSchema.object(
        "A session: a workout, or drills as the source names them",
        [
            "id": .string(), "name": .string(),
            "day": .oneOf(TrainingDayType.allCases.map(\.rawValue), "The kind of day it makes"),
            "minutes": .integer("How long it takes"),
            "workout": .string("The workout it is, by id (workouts.list gives its steps); null for drills").orNull,
            "drills": .array(of: .string(), "What is done, for a session that is no workout"),
            "trains": .array(of: .string(), "The fitness test events it trains, by id"),
        ])
    static let result = JSONSchema.object(
        "The plans asked for",
        [
            "plans": .array(
                of: .object(
                    "A plan",
                    [
                        "id": .string(), "name": .string(), "source": .string("Where it is published"),
                        "weeks": .integer("How many weeks it runs"),
                        "sessions": .array(of: session, "Every session it draws on"),
                        "schedule": .array(of: .array(of: .string()), "Each week's sessions by id, in the order to do them, week 1 first"),
                        "apart": .array(of: .oneOf(TrainingDayType.allCases.map(\.rawValue)), "Kinds of day of which no two fall on days running"),
                        "beforeTest": .string("The session of the day before the test, by id; null when the source gives none").orNull,
                        "weekBeforeTest": .array(of: .string(), "The lighter week's sessions by id, in order, over the seven days before the test; empty for none"),
                    ]), "Every plan, or the one named")
        ])

    static func call(_ params: Params) throws(RPCError) -> CachedResult {
        let answers = params.served.cached(Self.self) { tables in
            CatalogAnswers(tables.trainingPlans, id: \.id) { Listed("plans", $0) }
        }
        return try answers.answer(params, key: Self.plan)
    }
}

extension TrainingPlan: JSONWritable {
    func write(into writer: JSONWriter) {
        writer.object { o in
            o("id", id)
            o("name", name)
            o("source", source)
            o("weeks", weekCount)
            o.array("sessions", sessions) { $0.write(into: writer) }
            o.array("schedule", 1..<weekCount + 1) { week in writer.array(sessions(inWeek: week)) { writer.writeString($0.id) } }
            o.array("apart", apart) { writer.writeString($0.rawValue) }
            o("beforeTest", sessionBeforeTest?.id)
            o.array("weekBeforeTest", sessionsInWeekBeforeTest) { writer.writeString($0.id) }
        }
    }
}

extension TrainingSession: JSONWritable {
    func write(into writer: JSONWriter) {
        writer.object { o in
            o("id", id)
            o("name", name)
            o("day", day.rawValue)
            o("minutes", minutes)
            o("workout", workout?.id)
            o("drills", drills)
            o("trains", trains)
        }
    }
}
