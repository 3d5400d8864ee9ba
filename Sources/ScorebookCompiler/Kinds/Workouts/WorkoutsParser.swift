import ScorebookCore
import Yams

/// Reads a `kind: workouts` YAML file into a ``WorkoutsDefinition``. A step
/// with a mistake is left out and the rest of its workout still read, so the
/// names the others use are checked in the same run; a table with a mistake is
/// never lowered.
struct WorkoutsParser {
    let reader: YAMLReader

    static let mostWorkouts = 1_000
    /// Blocks inside blocks: four levels hold any interval plan.
    static let deepestNesting = 4
    static let repeats = 1...99
    /// Steps once unrolled: a workout's answers list each one.
    static let mostSteps = 10_000
    static let durations = 1...86_400
    static let distances = Length(nanometres: LengthUnit.m.nanometres)...Length(nanometres: 1_000 * LengthUnit.km.nanometres)
    static let radii = Length(nanometres: LengthUnit.m.nanometres)...Length(nanometres: 10 * LengthUnit.km.nanometres)
    static let calories = 1.0...10_000.0
    static let heartRates = 30...250

    /// What a step may end on: one of these keys.
    enum End: String, CaseIterable {
        case time, distance, reach, manual, calories, heartRate
    }

    /// Items read whole, with how many steps each unrolls to.
    typealias Items = [(item: WorkoutItemDefinition, stepCount: Int)]

    static let keys = TableHeader.required + ["workouts"]

    func parse(_ root: Node) -> WorkoutsDefinition? {
        guard let f = reader.fields(root, "a workouts table", required: Self.keys, optional: TableHeader.optional) else { return nil }
        let header = reader.header(f, of: root)
        guard let entries = f["workouts"].flatMap({ reader.entries($0, "workouts") }) else { return nil }
        if entries.count > Self.mostWorkouts {
            reader.error(
                "the table has \(entries.count) workouts; a table has at most \(Self.mostWorkouts): split it",
                at: entries[Self.mostWorkouts].key.location)
            return nil
        }
        return WorkoutsDefinition(
            header: header, workouts: entries.compactMap(parseWorkout), workoutsWritten: entries.map(\.key),
            writesEveryWorkout: reader.namesEveryEntry(root, known: Self.keys + TableHeader.optional, listsRead: true))
    }

    private func parseWorkout(_ key: Located<String>, _ value: Node) -> WorkoutDefinition? {
        guard let id = reader.identifier(key, "workout id") else { return nil }
        let what = "workout '\(id.value)'"
        guard let f = reader.fields(value, what, required: ["name", "source", "activity", "steps"]) else { return nil }
        let name = f["name"].flatMap { reader.text($0, "\(what) name") }
        let source = f["source"].flatMap { reader.text($0, "\(what) source") }
        let activity = f["activity"].flatMap { reader.identifier($0, "\(what) activity") }
        guard let stepsNode = f["steps"], let items = parseItems(stepsNode, what, path: "") else { return nil }
        guard let name, let source, let activity else { return nil }
        let count = items.reduce(0) { $0 + $1.stepCount }
        if count > Self.mostSteps {
            reader.error("\(what) has \(count) steps once its blocks are unrolled; a workout has at most \(Self.mostSteps)", at: id.location)
            return nil
        }
        return WorkoutDefinition(id: id, name: name.value, source: source.value, activity: activity, items: items.map(\.item))
    }

    /// The items of a workout, or of the block at `path` (such as `2.1`; empty
    /// for the workout's own steps); `nil` only when the list itself cannot be read.
    private func parseItems(_ node: Node, _ workout: String, path: String) -> Items? {
        let owner = path.isEmpty ? workout : "\(workout) step \(path)"
        guard let nodes = reader.items(node, "\(owner) steps") else { return nil }
        if nodes.isEmpty {
            reader.error(path.isEmpty ? "\(owner) has no steps" : "\(owner) is a block with no steps", at: node)
            return nil
        }
        return nodes.enumerated().compactMap { index, item in
            let position = path.isEmpty ? "\(index + 1)" : "\(path).\(index + 1)"
            if case .mapping(let mapping) = item, mapping["repeat"] != nil {
                return parseBlock(item, workout, position)
            }
            return parseStep(item, "\(workout) step \(position)").map { (.step($0), 1) }
        }
    }

    private func parseBlock(_ node: Node, _ workout: String, _ position: String) -> (item: WorkoutItemDefinition, stepCount: Int)? {
        let what = "\(workout) step \(position)"
        let depth = position.split(separator: ".").count - 1
        guard let f = reader.fields(node, what, required: ["repeat", "steps"]),
            let count = f["repeat"].flatMap({ reader.wholeNumber($0, "\(what) repeat", in: Self.repeats) })
        else { return nil }
        guard depth < Self.deepestNesting else {
            reader.error(
                "\(what) is a block nested \(depth + 1) deep; blocks nest at most \(Self.deepestNesting) deep", at: count.location)
            return nil
        }
        guard let steps = f["steps"], let inner = parseItems(steps, workout, path: position), !inner.isEmpty else { return nil }
        let stepCount = inner.reduce(0) { $0 + $1.stepCount } * count.value
        guard stepCount <= Self.mostSteps else {
            reader.error("\(what) unrolls to \(stepCount) steps; a workout has at most \(Self.mostSteps)", at: count.location)
            return nil
        }
        return (.repeated(count: count, inner.map(\.item)), stepCount)
    }

    private func parseStep(_ node: Node, _ what: String) -> WorkoutStepDefinition? {
        let keys = End.allCases.map(\.rawValue)
        guard let f = reader.fields(node, what, required: ["label"], optional: ["activity"] + keys) else { return nil }
        let label = f["label"].flatMap { reader.text($0, "\(what) label") }
        if let label, label.value.isEmpty { reader.error("\(what) label is empty: a label says what the step is", at: label.location) }
        let activity = f["activity"].flatMap { reader.identifier($0, "\(what) activity") }
        let ends = End.allCases.filter { f[$0.rawValue] != nil }
        guard ends.count == 1 else {
            reader.error(
                ends.isEmpty
                    ? "\(what) has no end; give it one of \(quotedList(keys))"
                    : "\(what) has \(ends.count) ends, \(quotedList(ends.map(\.rawValue), conjunction: "and")); a step ends one way",
                at: ends.count > 1 ? f[ends[1].rawValue]! : node)
            return nil
        }
        let end = parseEnd(ends[0], f[ends[0].rawValue]!, "\(what) \(ends[0].rawValue)")
        guard let label, !label.value.isEmpty, let end, f["activity"] == nil || activity != nil else { return nil }
        return WorkoutStepDefinition(label: label.value, activity: activity, end: end, written: written(end, f[ends[0].rawValue]!))
    }

    /// A time or length as written, read once it has parsed: `0.25 mi`, `0:30`.
    private func written(_ end: WorkoutStepEnd, _ node: Node) -> String? {
        switch end {
        case .time, .distance: node.string
        case .reach(let place): node["radius"]?.string.map { "\(place.latitude.shortText), \(place.longitude.shortText) within \($0)" }
        case .manual, .calories, .heartRateAbove, .heartRateBelow: nil
        }
    }

    private func parseEnd(_ key: End, _ node: Node, _ what: String) -> WorkoutStepEnd? {
        switch key {
        case .time:
            guard let text = reader.text(node, what, freeText: false) else { return nil }
            guard let seconds = TimeText.parseWholeSeconds(Substring(text.value)), Self.durations.contains(seconds) else {
                reader.error(
                    "\(what) must be a time written m:ss or h:mm:ss, from 0:01 to 24:00:00, such as \"1:00\", found '\(text.value)'",
                    at: text.location)
                return nil
            }
            return .time(milliseconds: seconds * 1000)
        case .distance:
            return length(node, what, in: Self.distances).map { .distance($0) }
        case .reach:
            guard let f = reader.fields(node, what, required: ["lat", "lon", "radius"]) else { return nil }
            let lat = f["lat"].flatMap { reader.decimal($0, "\(what) lat", in: -90...90, places: 9) }
            let lon = f["lon"].flatMap { reader.decimal($0, "\(what) lon", in: -180...180, places: 9) }
            let radius = f["radius"].flatMap { length($0, "\(what) radius", in: Self.radii) }
            guard let lat, let lon, let radius else { return nil }
            return .reach(WorkoutPlace(latitude: lat.value, longitude: lon.value, radius: radius))
        case .manual:
            guard let flag = reader.flag(node, what) else { return nil }
            guard flag else {
                reader.error("\(what) is false; a manual step is written 'manual: true', and its label says what to do", at: node)
                return nil
            }
            return .manual
        case .calories:
            return reader.decimal(node, "\(what) (kcal)", in: Self.calories, places: 0).map { .calories($0.value) }
        case .heartRate:
            guard let f = reader.fields(node, what, required: [], optional: ["above", "below"]) else { return nil }
            guard f.count == 1 else {
                reader.error("\(what) takes one of 'above' or 'below' beats a minute", at: node)
                return nil
            }
            if let above = f["above"] {
                return reader.wholeNumber(above, "\(what) above", in: Self.heartRates).map { .heartRateAbove($0.value) }
            }
            return reader.wholeNumber(f["below"]!, "\(what) below", in: Self.heartRates).map { .heartRateBelow($0.value) }
        }
    }

    /// A length within `range`, such as `400 m` or `0.25 mi`.
    private func length(_ node: Node, _ what: String, in range: ClosedRange<Length>) -> Length? {
        guard let length = reader.length(node, what) else { return nil }
        guard range.contains(length.value) else {
            reader.error(
                "\(what) must be from \(Self.shown(range.lowerBound)) to \(Self.shown(range.upperBound)), found '\(node.string ?? "")'",
                at: length.location)
            return nil
        }
        return length.value
    }

    private static func shown(_ length: Length) -> String {
        length.nanometres % LengthUnit.km.nanometres == 0
            ? "\(length.nanometres / LengthUnit.km.nanometres) km" : "\(length.nanometres / LengthUnit.m.nanometres) m"
    }
}
