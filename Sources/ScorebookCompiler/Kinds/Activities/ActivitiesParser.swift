import ScorebookCore
import Yams

/// Reads a `kind: activities` YAML file into an ``ActivitiesDefinition``.
struct ActivitiesParser {
    let reader: YAMLReader

    /// The Compendium's highest MET is below 25; 40 leaves room and catches a slipped digit.
    static let mets = 0.5...40.0
    /// Entries in a table: the Compendium lists about a thousand activities.
    static let mostEntries = 2_000

    static let required = TableHeader.required + ["kcalPerMETHour", "activities"]
    static let optional = ["models"] + TableHeader.optional

    /// The table as far as it reads: with a mistake (reported), a stand-in
    /// for what it could not read, and the activities read whole.
    func parse(_ root: Node) -> ActivitiesDefinition? {
        guard let f = reader.fields(root, "an activities table", required: Self.required, optional: Self.optional) else { return nil }
        let header = reader.header(f, of: root)
        let perMET = f["kcalPerMETHour"].flatMap { reader.decimal($0, "kcalPerMETHour", in: 0.1...10, places: 4) }
        let models = f["models"].map(parseModels) ?? []
        // A model with a mistake is still a name: an activity naming it gets no second error.
        let written = f["models"].flatMap(reader.keysWritten) ?? WrittenNames([])
        let entries = f["activities"].flatMap { reader.entries($0, "activities", atMost: Self.mostEntries) }
        if let entries, entries.isEmpty, let node = f["activities"] { reader.error("the table has no activities", at: node) }
        return ActivitiesDefinition(
            header: header, kcalPerMETHour: perMET?.value ?? 0, models: models,
            activities: entries.map { parseActivities($0, models: written) } ?? [],
            activitiesWritten: (entries ?? []).map(\.key),
            writesEveryActivity: reader.namesEveryEntry(root, known: Self.required + Self.optional, listsRead: entries != nil))
    }

    private func parseModels(_ node: Node) -> [EnergyModelDefinition] {
        guard let entries = reader.entries(node, "models", atMost: Self.mostEntries) else { return [] }
        return entries.compactMap { key, value -> EnergyModelDefinition? in
            guard let id = reader.identifier(key, "model id") else { return nil }
            let what = "model '\(id.value)'"
            guard
                let f = reader.fields(
                    value, what, required: ["name", "resting", "horizontal", "vertical", "speeds", "kcalPerLitreOxygen"])
            else { return nil }
            let name = f["name"].flatMap { reader.text($0, "\(what) name") }
            let coefficient = { (key: String) in f[key].flatMap { reader.decimal($0, "\(what) \(key)", in: 0...100, places: 6) } }
            let (resting, horizontal, vertical) = (coefficient("resting"), coefficient("horizontal"), coefficient("vertical"))
            let perLitre = f["kcalPerLitreOxygen"].flatMap { reader.decimal($0, "\(what) kcalPerLitreOxygen", in: 1...10, places: 4) }
            let speeds = f["speeds"].flatMap { parseSpeeds($0, what) }
            guard let name, let resting, let horizontal, let vertical, let perLitre, let speeds else { return nil }
            return EnergyModelDefinition(
                id: id, name: name.value, resting: resting.value, horizontal: horizontal.value, vertical: vertical.value,
                minimumSpeed: speeds.minimum, maximumSpeed: speeds.maximum, kcalPerLitreOxygen: perLitre.value)
        }
    }

    /// `{ from: 50, to: 100 }` metres per minute; `to` left out for no upper bound.
    private func parseSpeeds(_ node: Node, _ model: String) -> (minimum: Double, maximum: Double?)? {
        let what = "\(model) speeds"
        guard let f = reader.fields(node, what, required: ["from"], optional: ["to"]),
            let from = f["from"].flatMap({ reader.decimal($0, "\(what) from", in: 0...1000, places: 3) })
        else { return nil }
        guard let node = f["to"] else { return (from.value, nil) }
        guard let to = reader.decimal(node, "\(what) to", in: 0...1000, places: 3) else { return nil }
        guard to.value > from.value else {
            reader.error(
                "\(what) run from \(from.value.shortText) to \(to.value.shortText) m/min: 'to' must be above 'from'",
                at: to.location)
            return nil
        }
        return (from.value, to.value)
    }

    private func parseActivities(_ entries: [(key: Located<String>, value: Node)], models: WrittenNames) -> [ActivityDefinition] {
        entries.compactMap { key, value -> ActivityDefinition? in
            guard let id = reader.identifier(key, "activity id") else { return nil }
            let what = "activity '\(id.value)'"
            guard let f = reader.fields(value, what, required: ["name", "met"], optional: ["code", "model", "sport"]) else { return nil }
            // Each field is read and reported, whatever is wrong with another.
            let name = f["name"].flatMap { reader.text($0, "\(what) name") }
            let met = f["met"].flatMap { reader.decimal($0, "\(what) met", in: Self.mets, places: 2) }
            let code: String? = f["code"].map { readCode($0, what) } ?? ""
            let model = f["model"].flatMap { readModel($0, what, among: models) }
            let sport = f["sport"].map { reader.choice($0, "\(what) sport", as: WorkoutSport.self) }
            guard let name, let met, let code, f["model"] == nil || model != nil, sport != .some(nil) else { return nil }
            return ActivityDefinition(
                id: id, name: name.value, code: code, met: met.value, model: model, sport: sport??.value ?? .generic)
        }
    }

    /// The Compendium's five digits, read as text (`07021` is not octal).
    private func readCode(_ node: Node, _ what: String) -> String? {
        guard let text = reader.text(node, "\(what) code", freeText: false) else { return nil }
        guard text.value.utf8.count == 5, text.value.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
            reader.error("\(what) code must be the Compendium's five digits, such as \"12150\", found '\(text.value)'", at: text.location)
            return nil
        }
        return text.value
    }

    /// A model of the table's own.
    private func readModel(_ node: Node, _ what: String, among models: WrittenNames) -> Located<String>? {
        guard let model = reader.identifier(node, "\(what) model") else { return nil }
        guard models.contains(model.value) else {
            let defined = models.ordered
            reader.error(
                "\(what) names model '\(model.value)'\(Suggestion.didYouMean(model.value, among: defined)), which the table does not define\(defined.isEmpty ? " (it defines no models)" : "; it defines \(quotedList(defined, conjunction: "and"))")",
                at: model.location)
            return nil
        }
        return model
    }
}
