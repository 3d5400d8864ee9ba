import ScorebookCore
import Yams

/// Reads a `kind: fitness-test` YAML file into a ``FitnessTestDefinition``.
///
/// The parser checks what a single value can show (keys, types, ranges,
/// names that must already be defined); ``FitnessTestValidator`` checks the
/// table as a whole.
struct FitnessTestParser {
    let reader: YAMLReader

    /// Points on every chart run from 0 to 100.
    static let pointsRange = 0...100
    static let maximumSexes = 16
    /// Each event and each standard is an initialiser in the one expression
    /// that builds the test, and the Swift compiler's cost grows faster than
    /// its length: 1,000 events ran it out of 6 GB, 512 took 2 GB. The Army's
    /// tests have at most 10 events and 2 standards.
    static let mostEvents = 32
    static let mostStandards = 16

    static let topLevelKeys = (
        required: TableHeader.required + [
            "sexes", "ageGroups", "events", "standards", "defaultStandard", "maximumTotal", "scales",
        ],
        optional: ["series", "effective", "goNoGo", "errata", "asPrinted"] + TableHeader.optional
    )

    func parse(_ root: Node) -> FitnessTestDefinition? {
        let keys = Self.topLevelKeys
        guard let fields = reader.fields(root, "a fitness test", required: keys.required, optional: keys.optional)
        else { return nil }

        // The keys read with a mistake (or missing): the validator skips the
        // checks that would read them, and runs every other.
        var unread: Set<String> = []
        func read<Value>(_ key: String, _ value: () -> Value) -> Value {
            let errorsBefore = reader.diagnostics.errorCount
            let result = value()
            if reader.diagnostics.errorCount > errorsBefore || fields[key] == nil && keys.required.contains(key) {
                unread.insert(key)
            }
            return result
        }
        let header = reader.header(fields, of: root)
        let series = read("series") { fields["series"].flatMap { reader.identifier($0, "series") } }
        let effective = read("effective") { fields["effective"].flatMap(reader.effective) }
        let sexes = read("sexes") { fields["sexes"].flatMap(parseSexes) ?? [] }
        let ageGroupList = read("ageGroups") { fields["ageGroups"].flatMap(parseAgeGroups) }
        let ageGroups = ageGroupList ?? []
        let events = read("events") { fields["events"].flatMap(parseEvents) ?? EventTable(events: [], declared: []) }
        let standards = read("standards") { fields["standards"].flatMap(parseStandards) ?? [] }
        let defaultStandard = read("defaultStandard") {
            fields["defaultStandard"].flatMap { reader.identifier($0, "defaultStandard") }
        }
        let maximumTotal = read("maximumTotal") {
            fields["maximumTotal"].flatMap { reader.wholeNumber($0, "maximumTotal", in: 1...1_000_000) }
        }

        // A list refused whole is reported once: the columns naming its groups are not checked.
        let brackets = Brackets(sexes: sexes.map(\.value), ageGroups: ageGroupList.map { Set($0.map(\.value.label)) })
        let (scales, scalesComplete) = read("scales") {
            fields["scales"].flatMap { parseScales($0, events: events, brackets: brackets) } ?? ([], true)
        }
        // The scale of an event refused is missing: the scales are not all read;
        // nor, if a refused event may be scored, which events the total adds up.
        if !scalesComplete { unread.insert("scales") }
        if events.refusedScored { unread.insert("scored events") }
        let goNoGo = read("goNoGo") { fields["goNoGo"].flatMap { parseGoNoGo($0, events: events, brackets: brackets) } }
        let errata = read("errata") {
            fields["errata"].flatMap { parseErrata($0, events: events, scales: scales, brackets: brackets) } ?? []
        }
        let asPrinted = read("asPrinted") {
            fields["asPrinted"].flatMap { parseAsPrinted($0, events: events, brackets: brackets) } ?? []
        }

        // A field with a mistake (already reported) gets a stand-in, so the
        // rest can still be checked in this run; such a model is never lowered.
        let start = reader.location(of: root)
        return FitnessTestDefinition(
            file: reader.file, id: header.id, name: header.name,
            source: header.source, edition: header.edition, series: series, effective: effective,
            sexes: sexes,
            ageGroups: ageGroups, events: events.events, standards: standards,
            defaultStandard: defaultStandard ?? Located("", at: start),
            maximumTotal: maximumTotal ?? Located(0, at: start), scales: scales, goNoGo: goNoGo, errata: errata,
            asPrinted: asPrinted, domain: header.domain, unread: unread
        )
    }

    // MARK: Header

    private func parseSexes(_ node: Node) -> [Located<String>]? {
        guard let items = reader.items(node, "sexes") else { return nil }
        var sexes: [Located<String>] = []
        for item in items {
            guard let sex = reader.identifier(item, "a sex") else { continue }
            guard sexes.count < Self.maximumSexes else {
                // Every column, scale and goal table multiplies by the sexes; the cap also keeps this search short.
                reader.error("'sexes' lists more than \(Self.maximumSexes) sexes", at: sex.location)
                break
            }
            if let first = sexes.first(where: { $0.value == sex.value }) {
                reader.error("sex '\(sex.value)' is listed twice (first at line \(first.location.line))", at: sex.location)
                continue
            }
            sexes.append(sex)
        }
        return sexes
    }

    /// `17-21` or `62+` (open-ended); order and gaps are the validator's business.
    private func parseAgeGroups(_ node: Node) -> [Located<AgeGroup>]? {
        guard let items = reader.items(node, "ageGroups") else { return nil }
        // Groups never overlap, so a sound list has one per age at most; every
        // scale's coverage is checked over sexes × groups, so a longer one is
        // refused before any of that work.
        let most = AgeGroup.oldestAge + 1
        guard items.count <= most else {
            reader.error(
                "'ageGroups' lists more than \(most) age groups; ages run from 0 to \(AgeGroup.oldestAge)", at: items[most])
            return nil
        }
        return items.compactMap { item in
            guard let text = reader.text(item, "an age group", freeText: false) else { return nil }
            guard let group = AgeGroup(label: text.value) else {
                reader.error(
                    "age group '\(text.value)' must be written as two ages from 0 to \(AgeGroup.oldestAge) such as 17-21, or 62+ for the last group",
                    at: text.location
                )
                return nil
            }
            return Located(group, at: text.location)
        }
    }

    // MARK: Events and standards

    private func parseEvents(_ node: Node) -> EventTable? {
        guard let entries = reader.entries(node, "events") else { return nil }
        // Past the bound none is read, but every id stays declared: the
        // scales that name them are not reported again.
        guard within(Self.mostEvents, entries, "events") else {
            return EventTable(events: [], declared: Set(entries.map(\.key.value)))
        }
        // Whether an event refused may be a scored one: the scales' total then cannot be known.
        var refusedScored = false
        let events: [EventDefinition] = entries.compactMap { key, value in
            guard let id = reader.identifier(key, "event id") else {
                refusedScored = true
                return nil
            }
            let what = "event '\(id.value)'"
            guard
                let fields = reader.fields(
                    value, what, required: ["name", "unit", "better"], optional: ["alternateFor"])
            else {
                refusedScored = true
                return nil
            }
            let name = fields["name"].flatMap { reader.text($0, "\(what) name") }
            let unit = fields["unit"].flatMap { reader.choice($0, "\(what) unit", as: MeasurementUnit.self) }
            let better = fields["better"].flatMap { reader.choice($0, "\(what) better", as: Better.self) }
            let alternateFor = fields["alternateFor"].flatMap { reader.identifier($0, "\(what) alternateFor") }
            guard let name, let unit, let better else {
                if fields["alternateFor"] == nil { refusedScored = true }
                return nil
            }
            return EventDefinition(
                id: id, name: name.value, unit: unit.value, better: better.value, alternateFor: alternateFor)
        }
        return EventTable(events: events, declared: Set(entries.map(\.key.value)), refusedScored: refusedScored)
    }

    private func parseStandards(_ node: Node) -> [StandardDefinition]? {
        guard let entries = reader.entries(node, "standards"), within(Self.mostStandards, entries, "standards") else {
            return nil
        }
        return entries.compactMap { key, value in
            guard reader.identifier(key, "standard id") != nil else { return nil }
            let what = "standard '\(key.value)'"
            guard
                let fields = reader.fields(
                    value, what, required: ["name", "eventMinimum", "totalMinimum"], optional: ["scoredAs"])
            else { return nil }
            let name = fields["name"].flatMap { reader.text($0, "\(what) name") }
            let eventMinimum = fields["eventMinimum"].flatMap {
                reader.wholeNumber($0, "\(what) eventMinimum", in: Self.pointsRange)
            }
            let totalMinimum = fields["totalMinimum"].flatMap {
                reader.wholeNumber($0, "\(what) totalMinimum", in: 0...1_000_000)
            }
            let scoredAs = fields["scoredAs"].flatMap { reader.identifier($0, "\(what) scoredAs") }
            guard let name, let eventMinimum, let totalMinimum else { return nil }
            return StandardDefinition(
                id: key, name: name.value, eventMinimum: eventMinimum, totalMinimum: totalMinimum, scoredAs: scoredAs)
        }
    }

    /// Whether `entries` are at most `most`; if not, the error is at the first one too many.
    private func within(_ most: Int, _ entries: [(key: Located<String>, value: Node)], _ noun: String) -> Bool {
        guard entries.count > most else { return true }
        reader.error("the table has \(entries.count) \(noun); a fitness test has at most \(most)", at: entries[most].key.location)
        return false
    }
}

/// The events read so far, and every id declared, even those with a mistake,
/// so a mistake in an event is reported once, not again at each use.
struct EventTable {
    let events: [EventDefinition]
    let declared: Set<String>
    /// Whether an event refused (already reported) may be a scored one.
    let refusedScored: Bool
    private let byID: FirstByID<EventDefinition>

    init(events: [EventDefinition], declared: Set<String>, refusedScored: Bool = false) {
        (self.events, self.declared, self.refusedScored) = (events, declared, refusedScored)
        byID = FirstByID(events) { $0.id.value }
    }

    func event(_ id: String) -> EventDefinition? { byID[id] }
}

/// The sexes and age-group labels a column header may name.
struct Brackets {
    var sexes: [String]
    /// `nil` when the list was refused whole: any label goes.
    var ageGroups: Set<String>?
}

extension AgeGroup {
    /// The oldest age a bracket may name: it bounds the age lookup table.
    static let oldestAge = 150

    /// Parses `17-21` or `62+`, ages 0 … `oldestAge`.
    init?(label: String) {
        if label.hasSuffix("+") {
            guard let lower = DecimalText.parseWholeNumber(label.dropLast()), lower <= Self.oldestAge else { return nil }
            self.init(label: label, lowerBound: lower, upperBound: nil)
            return
        }
        let bounds = label.split(separator: "-", omittingEmptySubsequences: false)
        guard bounds.count == 2, let lower = DecimalText.parseWholeNumber(bounds[0]),
            let upper = DecimalText.parseWholeNumber(bounds[1]), lower <= upper, upper <= Self.oldestAge
        else { return nil }
        self.init(label: label, lowerBound: lower, upperBound: upper)
    }
}
