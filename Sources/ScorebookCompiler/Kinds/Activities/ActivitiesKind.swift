import ScorebookCore

/// `kind: activities`: what a workout step does and its energy cost, a MET
/// value and optionally a metabolic equation of speed and grade.
enum ActivitiesKind: TableKind {
    static let name = "activities"
    static let domain = TableDomain.workouts
    static let runtimeEntry = RuntimeEntry(key: "WorkoutActivitiesKey", value: "workoutActivities", trait: "Workouts")

    /// Activities, which workouts and their steps name.
    static let activities: Namespace<LoweredActivity> = Namespace(noun: "activity", definedBy: name)

    struct Table: Sendable {
        var definition: ActivitiesDefinition
        var info: LoweredTableInfo
    }

    static func compile(_ file: TableFile, diagnostics: inout Diagnostics) -> Table? {
        let reader = file.reader
        let definition = ActivitiesParser(reader: reader).parse(file.root)
        diagnostics.append(contentsOf: reader.diagnostics)
        guard let definition else { return nil }
        return Table(definition: definition, info: file.info(kind: name, definition.header))
    }

    static func info(of table: Table) -> LoweredTableInfo { table.info }

    static func id(of table: Table) -> Located<String> { table.definition.header.id }

    static func exports(of table: Table) -> [Export] {
        Export.each(activities, written: table.definition.activitiesWritten, read: lowered(table), id: \.activity.id)
    }

    static func exportsEveryName(of table: Table) -> Bool { table.definition.writesEveryActivity }

    static func lower(_ tables: [Table], symbols: SymbolTable) -> [LoweredActivity] { tables.flatMap(lowered) }

    private static func lowered(_ table: Table) -> [LoweredActivity] {
        let definition = table.definition
        return definition.activities.map { activity in
            LoweredActivity(
                activity: activity, kcalPerMETHour: definition.kcalPerMETHour,
                model: activity.model.flatMap { id in definition.models.first { $0.id.value == id.value } },
                file: table.info.file)
        }
    }

    /// The Swift name of the activity at `index` among every activity, for the workouts that name it.
    static func swiftName(ofActivityAt index: Int) -> SwiftCode { "workoutActivity\(index)" }

    /// The activity `id` in generated Swift: by its Swift name, or through the built-in tables.
    static func code(for id: String, symbols: SymbolTable) -> SwiftCode {
        symbols.lookup(activities, id)!.index.map(swiftName(ofActivityAt:))
            ?? "\(runtimeEntry.builtInTables).workoutActivity(\(literal: id))!"
    }

    private static func code(for sport: WorkoutSport) -> SwiftCode {
        switch sport {
        case .generic: ".generic"
        case .running: ".running"
        case .walking: ".walking"
        case .cycling: ".cycling"
        case .swimming: ".swimming"
        case .rowing: ".rowing"
        case .training: ".training"
        }
    }

    static func emit(_ lowered: [LoweredActivity], into writer: inout SwiftWriter) {
        writer.line(
            "static let workoutActivities: [WorkoutActivity] = [\(SwiftCode(joining: lowered.indices.map(swiftName(ofActivityAt:))))]")
        for (index, entry) in lowered.enumerated() {
            let activity = entry.activity
            writer.line()
            writer.line("/// \(comment: activity.name), from \(comment: entry.file).")
            writer.block("static let \(swiftName(ofActivityAt: index)) = WorkoutActivity(", ")") { w in
                w.line(
                    "id: \(literal: activity.id.value), name: \(literal: activity.name), code: \(literal: activity.code), met: \(activity.met), kcalPerMETHour: \(entry.kcalPerMETHour),"
                )
                if let m = entry.model {
                    w.line(
                        "model: WorkoutEnergyModel(id: \(literal: m.id.value), name: \(literal: m.name), resting: \(m.resting), horizontal: \(m.horizontal), vertical: \(m.vertical), minimumSpeed: \(m.minimumSpeed), maximumSpeed: \(m.maximumSpeed.map { "\($0)" as SwiftCode }), kcalPerLitreOxygen: \(m.kcalPerLitreOxygen)),"
                    )
                } else {
                    w.line("model: nil,")
                }
                w.line("sport: \(code(for: activity.sport)), file: \(literal: entry.file)")
            }
        }
    }
}
