import ScorebookCore

/// The rules of a classifications table: its names within the file, and its
/// handicaps against its scheme.
enum ArcheryClassificationsValidator {
    /// What the file alone can say.
    static func check(_ table: ArcheryClassificationsDefinition, into diagnostics: inout Diagnostics) {
        let genders = table.genders.map(\.value), ages = table.ageNames, bowstyles = table.bowstyles.map(\.value)
        known(table.steppedGender, among: genders, "gender", into: &diagnostics)
        var systemOfRound: [String: String] = [:]
        for system in table.systems {
            let what = "system '\(system.id.value)'"
            let classes = system.classes.map(\.value)
            known(system.datum, among: classes, "class", in: what, into: &diagnostics)
            // Every bowstyle once: its own handicaps, or another's.
            let tabled = system.tabled.map(\.id.value)
            for (bowstyle, target) in system.bowstyleAliases {
                if tabled.contains(target.value) {
                    continue
                } else if system.bowstyleAliases.contains(where: { $0.bowstyle.value == target.value }) {
                    diagnostics.error(
                        "\(what): bowstyle '\(bowstyle.value)' is classified as '\(target.value)', which is classified as another; name a bowstyle with its own handicaps",
                        at: target.location)
                } else {
                    known(target, among: tabled, "bowstyle", in: what, into: &diagnostics)
                }
            }
            for bowstyle in system.tabled.map(\.id) + system.bowstyleAliases.map(\.bowstyle) {
                known(bowstyle, among: bowstyles, "bowstyle", into: &diagnostics)
            }
            let written = Set(tabled + system.bowstyleAliases.map(\.bowstyle.value))
            let missing = bowstyles.filter { !written.contains($0) }
            if !missing.isEmpty {
                diagnostics.error(
                    "\(what) does not say how it classifies \(quotedList(missing, conjunction: "and")): give each its handicaps, or the bowstyle it is classified as",
                    at: system.id.location)
            }
            var aliased: Set<String> = []
            for (age, target) in system.ageAliases {
                known(age, among: ages, "age", into: &diagnostics)
                known(target, among: ages, "age", into: &diagnostics)
                if system.ageAliases.contains(where: { $0.age.value == target.value }) {
                    diagnostics.error(
                        "\(what): age '\(age.value)' is classified as '\(target.value)', which is classified as another",
                        at: target.location)
                }
                aliased.insert(age.value)
            }
            let classifiedAges = ages.filter { !aliased.contains($0) }
            // Rounds: each once in the table.
            var rounds: Set<String> = []
            for round in system.rounds {
                if let other = systemOfRound[round.value] {
                    diagnostics.error(
                        other == system.id.value
                            ? "\(what) lists round '\(round.value)' twice"
                            : "round '\(round.value)' is in systems '\(other)' and '\(system.id.value)'; a round is classified by one",
                        at: round.location)
                }
                systemOfRound[round.value] = system.id.value
                rounds.insert(round.value)
            }
            for (round, _) in system.scoredAs { listed(round, in: rounds, what, into: &diagnostics) }
            for (bowstyle, map) in system.scoredAsByBowstyle {
                hasHandicaps(bowstyle, in: system, into: &diagnostics)
                for (round, _) in map { listed(round, in: rounds, what, into: &diagnostics) }
            }
            checkDistances(system, classifiedAges: classifiedAges, genders: genders, into: &diagnostics)
            if let prestige = system.prestige {
                for name in prestige.classes { known(name, among: classes, "class", in: what, into: &diagnostics) }
                // A class is earned only where every better one may be: the prestige classes are the best.
                if prestige.classes.allSatisfy({ classes.contains($0.value) }),
                    let first = prestige.classes.first,
                    prestige.classes.map(\.value) != Array(classes.prefix(prestige.classes.count))
                {
                    diagnostics.error(
                        "\(what) prestige classes must be its best classes, \(quotedList(Array(classes.prefix(prestige.classes.count)), conjunction: "and")): a class is earned only where every better one may be",
                        at: first.location)
                }
                for rule in prestige.rules {
                    checkFilter(rule.filter, system, ages: classifiedAges, genders: genders, into: &diagnostics)
                    for round in rule.rounds { listed(round, in: rounds, what, into: &diagnostics) }
                    if let full = rule.atFullDistance, full.value, system.minimumDistances.isEmpty {
                        diagnostics.error(
                            "\(what) prestige: atFullDistance needs the system's minimumDistances, which give each category's longest",
                            at: full.location)
                    }
                }
            }
        }
    }

    /// Each class's minimum, as many as classes and none farther than a
    /// better class's; every category under exactly one rule, when any is written.
    private static func checkDistances(
        _ system: ClassificationSystemDefinition, classifiedAges: [String], genders: [String], into diagnostics: inout Diagnostics
    ) {
        guard !system.minimumDistances.isEmpty else { return }
        let what = "system '\(system.id.value)' minimumDistances"
        var named = true
        for rule in system.minimumDistances {
            named = checkFilter(rule.filter, system, ages: classifiedAges, genders: genders, into: &diagnostics) && named
            let metres = rule.metres.value
            if metres.count != system.classes.count {
                diagnostics.error(
                    "\(what): \(metres.count) distances for \(system.classes.count) classes; give each class its minimum, best first",
                    at: rule.metres.location)
            } else if let worse = metres.indices.dropFirst().first(where: { metres[$0] > metres[$0 - 1] }) {
                diagnostics.error(
                    "\(what): \(system.classes[worse].value) needs \(metres[worse]) m, farther than \(system.classes[worse - 1].value)'s \(metres[worse - 1]) m; list classes best first",
                    at: rule.metres.location)
            }
        }
        // With a name unknown, or a rule unread, which categories a rule meant is unknown too.
        guard named, system.minimumDistancesRead else { return }
        for bowstyle in system.tabled.map(\.id.value) {
            for gender in genders {
                for age in classifiedAges {
                    let rules = system.minimumDistances.filter { $0.filter.matches(bowstyle: bowstyle, gender: gender, age: age) }
                    guard rules.count != 1 else { continue }
                    let category = "\(age) \(gender) \(bowstyle)"
                    if rules.isEmpty {
                        diagnostics.error("\(what) give \(category) archers no minimum distances", at: system.id.location)
                    } else {
                        let first = rules[0].location
                        diagnostics.error(
                            "\(what) give \(category) archers minimum distances twice (first at \(first.line):\(first.column))",
                            at: rules[1].location)
                    }
                    return
                }
            }
        }
    }

    /// A rule names the system's bowstyles with handicaps, genders, and ages it classifies.
    @discardableResult
    private static func checkFilter(
        _ filter: CategoryFilter, _ system: ClassificationSystemDefinition, ages: [String], genders: [String],
        into diagnostics: inout Diagnostics
    ) -> Bool {
        let what = "system '\(system.id.value)'"
        var valid = true
        for name in filter.bowstyles ?? [] { valid = hasHandicaps(name, in: system, into: &diagnostics) && valid }
        for name in filter.genders ?? [] { valid = known(name, among: genders, "gender", into: &diagnostics) && valid }
        for name in filter.ages ?? [] { valid = known(name, among: ages, "age", in: what, into: &diagnostics) && valid }
        return valid
    }

    /// `name` is one of `names`; else an error: "system 'outdoor': unknown class 'Mb' (did you mean 'MB'?); …".
    @discardableResult
    private static func known(
        _ name: Located<String>, among names: [String], _ noun: String, in context: String? = nil, into diagnostics: inout Diagnostics
    ) -> Bool {
        guard !names.contains(name.value) else { return true }
        diagnostics.error(
            "\(context.map { "\($0): " } ?? "")unknown \(noun) '\(name.value)'\(Suggestion.didYouMean(name.value, among: names)); expected \(quotedList(names))",
            at: name.location)
        return false
    }

    /// A bowstyle a rule of `system` names has handicaps of its own there.
    @discardableResult
    private static func hasHandicaps(_ name: Located<String>, in system: ClassificationSystemDefinition, into diagnostics: inout Diagnostics) -> Bool {
        let tabled = system.tabled.map(\.id.value)
        guard !tabled.contains(name.value) else { return true }
        if system.bowstyleAliases.contains(where: { $0.bowstyle.value == name.value }) {
            diagnostics.error(
                "system '\(system.id.value)': bowstyle '\(name.value)' has no handicaps of its own there; name one that has: \(quotedList(tabled))",
                at: name.location)
            return false
        }
        return known(name, among: tabled, "bowstyle", in: "system '\(system.id.value)'", into: &diagnostics)
    }

    private static func listed(_ round: Located<String>, in rounds: Set<String>, _ system: String, into diagnostics: inout Diagnostics) {
        guard !rounds.contains(round.value) else { return }
        diagnostics.error("round '\(round.value)' is not one \(system) classifies: add it to its rounds", at: round.location)
    }

    /// What needs the scheme: a lower handicap is better, and every class's
    /// handicap, and the whole handicap above it, is within its range.
    static func check(_ table: ArcheryClassificationsDefinition, against scheme: HandicapSchemeDefinition)
        -> [(message: String, location: SourceLocation)]
    {
        guard scheme.better == .lower else {
            return [
                ("scheme '\(scheme.id.value)' rates a higher handicap better; Archery GB's classification rules need a scheme where lower is better",
                 table.scheme.location)
            ]
        }
        var problems: [(message: String, location: SourceLocation)] = []
        let range = scheme.handicaps.value
        for system in table.systems {
            for bowstyle in system.tabled {
                if let (category, hundredths) = firstOutside(range, bowstyle, system, of: table) {
                    problems.append(
                        ("system '\(system.id.value)' bowstyle '\(bowstyle.id.value)' gives \(category) handicap \(DecimalText.format(hundredths, decimals: 2)); a class's handicap, and the whole handicap above it, must be within the \(scheme.name) scheme's range, \(range.lowerBound) to \(range.upperBound)",
                         bowstyle.id.location))
                }
            }
        }
        return problems
    }

    /// The first category and class whose handicap (in hundredths), or the whole one above it, leaves `range`.
    private static func firstOutside(
        _ range: ClosedRange<Int>, _ bowstyle: TabledBowstyle, _ system: ClassificationSystemDefinition,
        of table: ArcheryClassificationsDefinition
    ) -> (category: String, hundredths: Int)? {
        for (gender, age, handicaps) in ArcheryClassificationsLowering.classHandicaps(bowstyle, in: system, of: table, ages: table.ages) {
            for (index, hundredths) in handicaps.enumerated() {
                let whole = ArcheryClassificationsLowering.wholeHandicap(hundredths)
                if !range.contains(whole) || !range.contains(whole + 1) {
                    return ("\(age.id.value) \(gender) \(system.classes[index].value)", hundredths)
                }
            }
        }
        return nil
    }
}
