import ScorebookCore

/// `kind: workouts`: interval workouts, steps and repeated blocks, each step
/// ending on a time, a distance, a place, a tap, kilocalories or a heart rate.
enum WorkoutsKind: TableKind {
    static let name = "workouts"
    static let domain = TableDomain.workouts
    static let dependencies: [any TableKind.Type] = [ActivitiesKind.self]
    static let runtimeEntry = RuntimeEntry(key: "WorkoutsKey", value: "workouts", trait: "Workouts")

    /// Workouts, which requests name.
    static let workouts: Namespace<WorkoutDefinition> = Namespace(noun: "workout", definedBy: name)

    /// The workout `id` in generated Swift: by its Swift name, or through the built-in tables.
    static func code(for id: String, symbols: SymbolTable) -> SwiftCode {
        symbols.lookup(workouts, id)!.index.map { "workout\($0)" } ?? "\(runtimeEntry.builtInTables).workout(\(literal: id))!"
    }

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

    static func exports(of table: Table) -> [Export] {
        Export.each(workouts, written: table.definition.workoutsWritten, read: table.definition.workouts, id: \.id)
    }

    static func exportsEveryName(of table: Table) -> Bool { table.definition.writesEveryWorkout }

    /// Each workout's activity and every activity its steps name.
    static func references(of table: Table) -> [Reference] {
        table.definition.workouts.flatMap { workout in
            ([workout.activity] + workout.items.flatMap(\.activities)).map { Reference(to: ActivitiesKind.activities, $0) }
        }
    }

    /// Every workout, its activities resolved to the Swift that names them.
    static func lower(_ tables: [Table], symbols: SymbolTable) -> [LoweredWorkout] {
        tables.flatMap { table in
            table.definition.workouts.map { workout in
                func activity(_ id: String) -> SwiftCode { ActivitiesKind.code(for: id, symbols: symbols) }
                func lowered(_ items: [WorkoutItemDefinition]) -> [LoweredWorkout.Item] {
                    items.map { item in
                        switch item {
                        case .step(let step):
                            .step(label: step.label, activity: activity(step.activity?.value ?? workout.activity.value), end: step.end)
                        case .repeated(let count, let inner): .repeated(count: count.value, lowered(inner))
                        }
                    }
                }
                return LoweredWorkout(
                    id: workout.id.value, name: workout.name, source: workout.source, file: table.info.file,
                    activity: activity(workout.activity.value), items: lowered(workout.items))
            }
        }
    }

    static func emit(_ lowered: [LoweredWorkout], into writer: inout SwiftWriter) {
        writer.line("static let workouts: [Workout] = [\(SwiftCode(joining: lowered.indices.map { "workout\($0)" }))]")
        for (index, workout) in lowered.enumerated() {
            writer.line()
            writer.line("/// \(comment: workout.name), from \(comment: workout.file).")
            writer.block("static let workout\(index) = Workout(", ")") { w in
                w.line("id: \(literal: workout.id), name: \(literal: workout.name), source: \(literal: workout.source),")
                w.line("activity: \(workout.activity),")
                w.block("items: [", "],") { w in emit(workout.items, into: &w) }
                w.line("file: \(literal: workout.file)")
            }
        }
    }

    private static func emit(_ items: [LoweredWorkout.Item], into writer: inout SwiftWriter) {
        for item in items {
            switch item {
            case .step(let label, let activity, let end):
                writer.line(".step(WorkoutStep(label: \(literal: label), activity: \(activity), end: \(code(for: end)))),")
            case .repeated(let count, let inner):
                writer.block(".repeated(count: \(count), [", "]),") { w in emit(inner, into: &w) }
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

/// A workout ready to emit: each activity as the Swift that names it.
struct LoweredWorkout: Sendable {
    indirect enum Item: Sendable {
        case step(label: String, activity: SwiftCode, end: WorkoutStepEnd)
        case repeated(count: Int, [Item])
    }

    var id: String
    var name: String
    var source: String
    var file: String
    var activity: SwiftCode
    var items: [Item]
}
