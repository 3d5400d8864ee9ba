import ScorebookCore

/// `kind: workouts`: interval workouts, steps and repeated blocks, each step
/// ending on a time, a distance, a place, a tap, kilocalories or a heart rate.
enum WorkoutsKind: TableKind {
    static let name = "workouts"
    static let dependencies: [any TableKind.Type] = [ActivitiesKind.self]
    static let runtimeEntry = RuntimeEntry(key: "WorkoutsKey", value: "workouts")

    /// Workouts, which requests name.
    static let workouts = Namespace(noun: "workout", definedBy: name)

    struct Table: Sendable {
        var definition: WorkoutsDefinition
        var info: LoweredTableInfo
    }

    static func compile(_ file: TableFile, diagnostics: inout Diagnostics) -> Table? {
        let reader = file.reader
        let definition = WorkoutsParser(reader: reader).parse(file.root)
        diagnostics.append(contentsOf: reader.diagnostics)
        guard let definition else { return nil }
        return Table(definition: definition, info: file.info(kind: name, definition.header))
    }

    static func info(of table: Table) -> LoweredTableInfo { table.info }

    static func id(of table: Table) -> Located<String> { table.definition.header.id }

    static func exports(of table: Table) -> [Symbol] {
        table.definition.workouts.map { Symbol(namespace: workouts, id: $0.id, value: $0) }
    }

    /// Each workout's activity and every activity its steps name.
    static func references(of table: Table) -> [Reference] {
        table.definition.workouts.flatMap { workout in
            ([workout.activity] + workout.items.flatMap(\.activities)).map { Reference(to: ActivitiesKind.activities, $0) }
        }
    }

    /// Every workout, each named with its table's file.
    static func lower(_ tables: [Table], symbols: SymbolTable) -> [LoweredWorkout] {
        tables.flatMap { table in
            table.definition.workouts.map { workout in
                LoweredWorkout(
                    workout: workout, file: table.info.file,
                    activityCode: { ActivitiesKind.code(for: $0, symbols: symbols) })
            }
        }
    }

    static func emit(_ lowered: [LoweredWorkout], into writer: inout SwiftWriter) {
        writer.line("static let workouts: [Workout] = [\(SwiftCode(joining: lowered.indices.map { "workout\($0)" }))]")
        for (index, entry) in lowered.enumerated() {
            let workout = entry.workout
            writer.line()
            writer.line("/// \(comment: workout.name), from \(comment: entry.file).")
            writer.block("static let workout\(index) = Workout(", ")") { w in
                w.line("id: \(literal: workout.id.value), name: \(literal: workout.name), source: \(literal: workout.source),")
                w.line("activity: \(entry.activityCode(workout.activity.value)),")
                w.block("items: [", "],") { w in emit(workout.items, default: workout.activity.value, entry, into: &w) }
                w.line("file: \(literal: entry.file)")
            }
        }
    }

    private static func emit(_ items: [WorkoutItemDefinition], default activity: String, _ entry: LoweredWorkout, into writer: inout SwiftWriter) {
        for item in items {
            switch item {
            case .step(let step):
                let activity = entry.activityCode(step.activity?.value ?? activity)
                writer.line(
                    ".step(WorkoutStep(label: \(literal: step.label), activity: \(activity), end: \(code(for: step.end)))),")
            case .repeated(let count, let inner):
                writer.block(".repeated(count: \(count.value), [", "]),") { w in emit(inner, default: activity, entry, into: &w) }
            }
        }
    }

    private static func code(for end: WorkoutStepEnd) -> SwiftCode {
        switch end {
        case .time(let milliseconds): ".time(milliseconds: \(milliseconds))"
        case .distance(let length): ".distance(Length(nanometres: \(length.nanometres)))"
        case .reach(let place):
            ".reach(WorkoutPlace(latitude: \(place.latitude), longitude: \(place.longitude), radius: Length(nanometres: \(place.radius.nanometres))))"
        case .manual: ".manual"
        case .calories(let kcal): ".calories(\(kcal))"
        case .heartRateAbove(let bpm): ".heartRateAbove(\(bpm))"
        case .heartRateBelow(let bpm): ".heartRateBelow(\(bpm))"
        }
    }
}

/// A workout ready to emit, with how its activities are named in Swift.
struct LoweredWorkout: Sendable {
    var workout: WorkoutDefinition
    var file: String
    var activityCode: @Sendable (String) -> SwiftCode
}
