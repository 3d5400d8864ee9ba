import ScorebookCore
import Yams

/// Reads a `kind: archery-classifications` YAML file into an
/// ``ArcheryClassificationsDefinition``. Names within the file are checked by
/// ``ArcheryClassificationsValidator``; rounds and the scheme, across files.
struct ArcheryClassificationsParser {
    let reader: YAMLReader

    /// What a table holds: Archery GB's has 8 bowstyles, 2 genders, 8 ages,
    /// 3 systems of 8 or 9 classes and 76 rounds at most.
    static let mostCategories = 32
    static let mostSystems = 8
    static let mostRounds = 1000
    /// Handicaps and their steps, in handicaps: far beyond any scheme is a mistake.
    static let handicapBound = 1000

    func parse(_ root: Node) -> ArcheryClassificationsDefinition? {
        guard
            let fields = reader.fields(
                root, "an archery-classifications table",
                required: TableHeader.required + ["scheme", "bowstyles", "genders", "steppedGender",
                    "ages", "systems"], optional: TableHeader.optional)
        else { return nil }
        let header = reader.header(fields, of: root)
        let scheme = fields["scheme"].flatMap { reader.identifier($0, "scheme") }
        let bowstyles = fields["bowstyles"].flatMap { names($0, "bowstyles") }
        let genders = fields["genders"].flatMap { names($0, "genders") }
        let stepped = fields["steppedGender"].flatMap { name($0, "steppedGender") }
        let ages = fields["ages"].flatMap(parseAges)
        let systems = fields["systems"].flatMap(parseSystems)
        guard let scheme, let bowstyles, let genders, let stepped, let ages, let systems else { return nil }
        return ArcheryClassificationsDefinition(
            header: header, scheme: scheme, bowstyles: bowstyles.value, genders: genders.value, steppedGender: stepped,
            ages: ages.read, ageNames: ages.names, systems: systems)
    }

    /// The ages whose steps were read, and every age's name: an age with a
    /// mistake is still one the systems may name.
    private func parseAges(_ node: Node) -> (read: [AgeDefinition], names: [String])? {
        guard let entries = reader.entries(node, "ages"), within(entries.count, "ages", at: node) else { return nil }
        let ages = entries.compactMap { key, value -> AgeDefinition? in
            guard let id = name(key, "age") else { return nil }
            let what = "age '\(id.value)'"
            guard let f = reader.fields(value, what, required: ["steps", "genderStep"]) else { return nil }
            let steps = f["steps"].flatMap { reader.wholeNumber($0, "\(what) steps", in: 0...Self.mostCategories) }
            let rule = f["genderStep"].flatMap { reader.choice($0, "\(what) genderStep", as: GenderStepRule.self) }
            guard let steps, let rule else { return nil }
            return AgeDefinition(id: id, steps: steps.value, genderStep: rule.value)
        }
        return (ages, entries.map(\.key.value))
    }

    private func parseSystems(_ node: Node) -> [ClassificationSystemDefinition]? {
        guard let entries = reader.entries(node, "systems") else { return nil }
        guard !entries.isEmpty else {
            reader.error("systems has none; write at least one, such as 'outdoor'", at: node)
            return nil
        }
        guard within(entries.count, "systems", at: node, most: Self.mostSystems) else { return nil }
        let systems = entries.compactMap { key, value in parseSystem(key, value) }
        return systems.count == entries.count ? systems : nil
    }

    private func parseSystem(_ key: Located<String>, _ node: Node) -> ClassificationSystemDefinition? {
        guard let id = reader.identifier(key, "system id") else { return nil }
        let what = "system '\(id.value)'"
        guard
            let f = reader.fields(
                node, what, required: ["classes", "datum", "bowstyles", "rounds"],
                optional: ["ages", "scoredAs", "scoredAsByBowstyle", "minimumDistances", "prestige"])
        else { return nil }
        let classes = f["classes"].flatMap { names($0, "\(what) classes") }
        let datum = f["datum"].flatMap { name($0, "\(what) datum") }
        let bowstyles = f["bowstyles"].flatMap { parseBowstyles($0, what) }
        let ages = f["ages"].map { aliases($0, "\(what) ages") } ?? []
        let rounds = f["rounds"].flatMap { roundList($0, what) }
        let scoredAs = f["scoredAs"].map { aliases($0, "\(what) scoredAs") } ?? []
        let byBowstyle = f["scoredAsByBowstyle"].map { node in
            (reader.entries(node, "\(what) scoredAsByBowstyle") ?? []).compactMap { key, value in
                name(key, "\(what) scoredAsByBowstyle bowstyle").map { ($0, aliases(value, "\(what) scoredAsByBowstyle \($0.value)")) }
            }
        } ?? []
        let distanceItems = f["minimumDistances"].flatMap { reader.items($0, "\(what) minimumDistances") } ?? []
        let distances = distanceItems.compactMap { parseDistanceRule($0, what) }
        let prestige = f["prestige"].flatMap { parsePrestige($0, what) }
        guard let classes, let datum, let bowstyles, let rounds, f["prestige"] == nil || prestige != nil else { return nil }
        if classes.value.isEmpty {
            reader.error("\(what) classes has none; list them best first", at: classes.location)
            return nil
        }
        return ClassificationSystemDefinition(
            id: id, classes: classes.value, datum: datum, tabled: bowstyles.tabled, bowstyleAliases: bowstyles.aliases,
            ageAliases: ages, rounds: rounds, scoredAs: scoredAs, scoredAsByBowstyle: byBowstyle,
            minimumDistances: distances, minimumDistancesRead: distances.count == distanceItems.count, prestige: prestige)
    }

    /// `compound: { datum: 15, classStep: 6, genderStep: 4, ageStep: 6 }`, or `flatbow: barebow`.
    private func parseBowstyles(_ node: Node, _ system: String) -> (tabled: [TabledBowstyle], aliases: [(Located<String>, Located<String>)])? {
        guard let entries = reader.entries(node, "\(system) bowstyles") else { return nil }
        var tabled: [TabledBowstyle] = [], aliases: [(Located<String>, Located<String>)] = []
        var valid = true
        for (key, value) in entries {
            guard let id = name(key, "\(system) bowstyle") else {
                valid = false
                continue
            }
            let what = "\(system) bowstyle '\(id.value)'"
            if case .scalar = value {
                if let other = name(value, what) { aliases.append((id, other)) } else { valid = false }
                continue
            }
            guard let f = reader.fields(value, what, required: ["datum", "classStep", "genderStep", "ageStep"]) else {
                valid = false
                continue
            }
            let datum = f["datum"].flatMap { handicap($0, "\(what) datum", signed: true) }
            let classStep = f["classStep"].flatMap { handicap($0, "\(what) classStep", signed: true) }
            let genderStep = f["genderStep"].flatMap { handicap($0, "\(what) genderStep", signed: false) }
            let ageStep = f["ageStep"].flatMap { handicap($0, "\(what) ageStep", signed: false) }
            guard let datum, let classStep, let genderStep, let ageStep else {
                valid = false
                continue
            }
            if classStep.value <= 0 {
                // Classes are listed best first: each needs a better (lower) handicap than the next.
                reader.error(
                    "\(what) classStep is \(DecimalText.format(classStep.value, decimals: 2)): list classes best first, each a positive step better than the next",
                    at: classStep.location)
                valid = false
                continue
            }
            tabled.append(
                TabledBowstyle(id: id, datum: datum.value, classStep: classStep.value, genderStep: genderStep.value, ageStep: ageStep.value))
        }
        guard valid else { return nil }
        if tabled.isEmpty {
            reader.error("\(system) bowstyles gives no bowstyle its handicaps", at: node)
            return nil
        }
        return (tabled, aliases)
    }

    private func parseDistanceRule(_ node: Node, _ system: String) -> DistanceRule? {
        let what = "\(system) minimumDistances entry"
        guard
            let f = reader.fields(
                node, what, required: ["metres"], optional: ["bowstyles", "genders", "ages", "maximum"])
        else { return nil }
        let filter = parseFilter(f, what)
        let metres = f["metres"].flatMap { node -> Located<[Int]>? in
            guard let items = reader.items(node, "\(what) metres") else { return nil }
            let values = items.compactMap { reader.wholeNumber($0, "\(what) metres", in: 1...1000)?.value }
            return values.count == items.count ? Located(values, at: reader.location(of: node)) : nil
        }
        let maximum = f["maximum"].map { reader.wholeNumber($0, "\(what) maximum", in: 1...1000) }
        guard let filter, let metres, readWhereWritten(maximum) else { return nil }
        return DistanceRule(filter: filter, metres: metres, maximum: maximum??.value, location: reader.location(of: node))
    }

    private func parsePrestige(_ node: Node, _ system: String) -> PrestigeDefinition? {
        let what = "\(system) prestige"
        guard let f = reader.fields(node, what, required: ["classes", "rounds"], optional: ["waivesMinimumDistances"])
        else { return nil }
        let classes = f["classes"].flatMap { names($0, "\(what) classes") }
        let waives = f["waivesMinimumDistances"].map { reader.flag($0, "\(what) waivesMinimumDistances") }
        let rules = f["rounds"].flatMap { node in
            reader.items(node, "\(what) rounds")?.compactMap { item -> PrestigeRule? in
                let rule = "\(what) rounds entry"
                guard let f = reader.fields(item, rule, required: ["rounds"], optional: ["bowstyles", "genders", "ages", "atFullDistance"])
                else { return nil }
                let filter = parseFilter(f, rule)
                let rounds = f["rounds"].flatMap { roundList($0, rule) }
                let full = f["atFullDistance"].map { node in
                    reader.flag(node, "\(rule) atFullDistance").map { Located($0, at: reader.location(of: node)) }
                }
                guard let filter, let rounds, readWhereWritten(full) else { return nil }
                return PrestigeRule(filter: filter, rounds: rounds, atFullDistance: full ?? nil)
            }
        }
        guard let classes, let rules, readWhereWritten(waives) else { return nil }
        if rules.isEmpty, let node = f["rounds"], case .sequence(let items) = node, items.isEmpty {
            reader.error("\(what) rounds has no rule: name the rounds where its classes are earned", at: node)
            return nil
        }
        return PrestigeDefinition(classes: classes.value, waivesMinimumDistances: (waives ?? false) ?? false, rules: rules)
    }

    /// `bowstyles`, `genders` and `ages`, each a list when given.
    private func parseFilter(_ f: [String: Node], _ what: String) -> CategoryFilter? {
        var valid = true
        func list(_ key: String) -> [Located<String>]? {
            guard let node = f[key] else { return nil }
            guard let names = names(node, "\(what) \(key)") else {
                valid = false
                return nil
            }
            if names.value.isEmpty {
                reader.error("\(what) \(key) lists none; leave the key out to mean every one", at: names.location)
                valid = false
            }
            return names.value
        }
        let filter = CategoryFilter(bowstyles: list("bowstyles"), genders: list("genders"), ages: list("ages"))
        return valid ? filter : nil
    }

    /// `[york, hereford]`: at most ``mostRounds`` round ids.
    private func roundList(_ node: Node, _ what: String) -> [Located<String>]? {
        guard let items = reader.items(node, "\(what) rounds"), within(items.count, "\(what) rounds", at: node, most: Self.mostRounds)
        else { return nil }
        let ids = items.compactMap { reader.identifier($0, "\(what) round") }
        return ids.count == items.count ? ids : nil
    }

    /// `{ a: b, … }`: each name mapped to another.
    private func aliases(_ node: Node, _ what: String) -> [(Located<String>, Located<String>)] {
        (reader.entries(node, what) ?? []).compactMap { key, value in
            guard let from = name(key, what), let to = name(value, "\(what) \(from.value)") else { return nil }
            return (from, to)
        }
    }

    /// A list of names, each once.
    private func names(_ node: Node, _ what: String) -> Located<[Located<String>]>? {
        guard let items = reader.items(node, what), within(items.count, what, at: node) else { return nil }
        let names = items.compactMap { name($0, what) }
        guard names.count == items.count else { return nil }
        var seen: [String: SourceLocation] = [:]
        for name in names {
            if let first = seen[name.value] {
                reader.error("\(what) lists '\(name.value)' twice (first at \(first.line):\(first.column))", at: name.location)
                return nil
            }
            seen[name.value] = name.location
        }
        return Located(names, at: reader.location(of: node))
    }

    /// A category or class name as Archery GB writes it: letters, digits,
    /// `-` and `+` (`50+`, `I-MB`), starting with a letter or digit.
    private func name(_ node: Node, _ what: String) -> Located<String>? {
        guard let text = reader.text(node, what, freeText: false) else { return nil }
        return name(text, what)
    }

    private func name(_ text: Located<String>, _ what: String) -> Located<String>? {
        let bytes = Array(text.value.utf8)
        let isAlphanumeric = { (byte: UInt8) in (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        guard let first = bytes.first, isAlphanumeric(first), bytes.count <= 64,
            bytes.allSatisfy({ isAlphanumeric($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") })
        else {
            reader.error(
                "\(what) '\(text.value)' is not a valid name: use letters, digits, '-' and '+', starting with a letter or digit",
                at: text.location)
            return nil
        }
        return text
    }

    /// A handicap or step such as `15` or `6.5`, in hundredths.
    private func handicap(_ node: Node, _ what: String, signed: Bool) -> Located<Int>? {
        guard let text = reader.text(node, what, freeText: false) else { return nil }
        guard let value = DecimalText.parseScaled(Substring(text.value), decimals: 2), signed || value >= 0,
            abs(value) <= Self.handicapBound * 100
        else {
            let range = signed ? "-\(Self.handicapBound) to \(Self.handicapBound)" : "0 to \(Self.handicapBound)"
            reader.error("\(what) must be a number from \(range) with at most 2 decimals, such as 6.5; found '\(text.value)'", at: text.location)
            return nil
        }
        return Located(value, at: text.location)
    }

    private func within(_ count: Int, _ what: String, at node: Node, most: Int = mostCategories) -> Bool {
        guard count > most else { return true }
        reader.error("\(what) has \(count) entries; a classifications table has at most \(most)", at: node)
        return false
    }
}

/// An optional field read as `field.map(read)`: `nil` when not written,
/// `.some(nil)` when written with a mistake (reported).
private func readWhereWritten<T>(_ field: T??) -> Bool {
    if case .some(.none) = field { return false }
    return true
}
