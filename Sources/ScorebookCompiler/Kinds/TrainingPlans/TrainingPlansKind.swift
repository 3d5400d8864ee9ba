import ScorebookCore

/// `kind: training-plans`: training programs from published doctrine, each
/// its sessions (a workout, or drills as the source names them), the weeks
/// they are done in, and the rules a schedule keeps.
enum TrainingPlansKind: TableKind {
    static let name = "training-plans"
    static let domain = TableDomain.workouts
    static let dependencies: [any TableKind.Type] = [WorkoutsKind.self]
    static let runtimeEntry = RuntimeEntry(key: "TrainingPlansKey", value: "trainingPlans", trait: "Workouts")

    /// Plans, which requests name.
    static let plans: Namespace<String> = Namespace(noun: "plan", definedBy: name)

    struct Table: Sendable {
        var definition: TrainingPlansDefinition
        var info: LoweredTableInfo
    }

    static func compile(_ file: TableFile, diagnostics: inout Diagnostics) -> Table? {
        let reader = file.reader
        let definition = TrainingPlansParser(reader: reader).parse(file.root)
        diagnostics.append(contentsOf: reader.diagnostics)
        guard let definition else { return nil }
        return Table(definition: definition, info: file.info(kind: name, definition.header))
    }

    static func info(of table: Table) -> LoweredTableInfo { table.info }

    static func id(of table: Table) -> Located<String> { table.definition.header.id }

    static func exports(of table: Table) -> [Export] {
        table.definition.plans.map { Export(plans, $0.id, $0.id.value) }
    }

    /// Each session's workout.
    static func references(of table: Table) -> [Reference] {
        table.definition.plans.flatMap { plan in
            plan.sessions.compactMap(\.workout).map { Reference(to: WorkoutsKind.workouts, $0) }
        }
    }

    static func lower(_ tables: [Table], symbols: SymbolTable) -> [LoweredTrainingPlan] {
        tables.flatMap { table in
            table.definition.plans.map { plan in
                let ids = plan.sessions.map(\.id.value)
                func index(_ id: Located<String>) -> Int { ids.firstIndex(of: id.value)! }
                return LoweredTrainingPlan(
                    id: plan.id.value, name: plan.name, source: plan.source, file: table.info.file,
                    sessions: plan.sessions.map { session in
                        LoweredTrainingPlan.Session(
                            id: session.id.value, name: session.name, day: session.day, minutes: session.minutes,
                            workout: session.workout.map { WorkoutsKind.code(for: $0.value, symbols: symbols) }, drills: session.drills,
                            trains: session.trains)
                    },
                    // One list of sessions a week: a schedule asks for week n by index.
                    schedule: plan.schedule.flatMap { range in Array(repeating: range.sessions.map(index), count: range.weeks.value.count) },
                    apart: plan.apart, beforeTest: plan.beforeTest.map(index), weekBeforeTest: plan.weekBeforeTest.map(index))
            }
        }
    }

    static func emit(_ lowered: [LoweredTrainingPlan], into writer: inout SwiftWriter) {
        writer.line("static let trainingPlans: [TrainingPlan] = [\(SwiftCode(joining: lowered.indices.map { "trainingPlan\($0)" }))]")
        for (index, plan) in lowered.enumerated() {
            writer.line()
            writer.line("/// \(comment: plan.name), from \(comment: plan.file).")
            writer.block("static let trainingPlan\(index) = TrainingPlan(", ")") { w in
                w.line("id: \(literal: plan.id), name: \(literal: plan.name), source: \(literal: plan.source),")
                w.block("sessions: [", "],") { w in
                    for session in plan.sessions {
                        w.block("TrainingSession(", "),") { w in
                            w.line("id: \(literal: session.id), name: \(literal: session.name), day: \(case: session.day), minutes: \(session.minutes),")
                            w.line("workout: \(session.workout), drills: \(literals: session.drills), trains: \(literals: session.trains)")
                        }
                    }
                }
                w.line("schedule: [\(SwiftCode(joining: plan.schedule.map { "\($0)" }))],")
                w.line("apart: [\(SwiftCode(joining: plan.apart.map { "\(case: $0)" }))], beforeTest: \(plan.beforeTest),")
                w.line("weekBeforeTest: \(plan.weekBeforeTest),")
                w.line("file: \(literal: plan.file)")
            }
        }
    }
}

/// A plan ready to emit: each session's workout as the Swift that names it,
/// and each week's sessions by index.
struct LoweredTrainingPlan: Sendable {
    struct Session: Sendable {
        var id: String
        var name: String
        var day: TrainingDayType
        var minutes: Int
        var workout: SwiftCode?
        var drills: [String]
        var trains: [String]
    }

    var id: String
    var name: String
    var source: String
    var file: String
    var sessions: [Session]
    var schedule: [[Int]]
    var apart: [TrainingDayType]
    var beforeTest: Int?
    var weekBeforeTest: [Int]
}
