import ScorebookCore

/// `kind: achievements`: achievements, each a rule over the events of the
/// `achievement-events` tables compiled with it. The build type-checks every
/// rule and compiles them all into one Swift function that evaluates a
/// history in one pass, each shared aggregate computed once.
enum AchievementsKind: TableKind {
    static let name = "achievements"
    static let domain = TableDomain.achievements
    static let dependencies: [any TableKind.Type] = [AchievementEventsKind.self]
    static let runtimeEntry = RuntimeEntry(key: "AchievementRulesKey", value: "achievementRules", trait: "Achievements")

    /// Achievement ids, unique among the tables compiled (an app's are its own).
    static let achievements: Namespace<String> = Namespace(noun: "achievement", definedBy: name, unique: .withinTables)

    struct Table: Sendable {
        var definition: AchievementsDefinition
        var info: LoweredTableInfo
    }

    static func compile(_ file: TableFile, diagnostics: inout Diagnostics) -> Table? {
        let reader = file.reader
        let definition = AchievementsParser(reader: reader).parse(file.root)
        diagnostics.append(contentsOf: reader.diagnostics)
        guard let definition else { return nil }
        // Every achievement that was read is checked, whatever is wrong with another.
        for achievement in definition.achievements where achievement.tiers != nil {
            guard case .threshold(_, let bounds) = achievement.criterion, bounds.atLeast == nil, bounds.atMost == nil else {
                diagnostics.error(
                    "achievement '\(achievement.id.value)' has tiers: its 'when' is one aggregate (count, sum, …) without bounds, which the tiers give",
                    at: achievement.id.location)
                continue
            }
        }
        return Table(definition: definition, info: file.info(kind: name, definition.header))
    }

    static func info(of table: Table) -> LoweredTableInfo { table.info }

    static func id(of table: Table) -> Located<String> { table.definition.header.id }

    /// Every achievement's id; a tiered one's, one per tier (`tests-bronze`).
    static func exports(of table: Table) -> [Export] {
        table.definition.achievements.flatMap { achievement in
            (achievement.tiers.map { $0.map { "\(achievement.id.value)-\($0.tier.rawValue)" } } ?? [achievement.id.value]).map {
                Export(achievements, Located($0, at: achievement.id.location), $0)
            }
        }
    }

    /// All the tables' achievements, each tier one, are evaluated by one
    /// function: their number is bounded, refused at the first to pass it.
    static func check(_ tables: [Table], into diagnostics: inout Diagnostics) {
        let achievements = tables.flatMap(\.definition.achievements)
        let count = achievements.reduce(0) { $0 + ($1.tiers?.count ?? 1) }
        guard count > AchievementsParser.mostAchievements else { return }
        var counted = 0
        let first = achievements.first { achievement in
            counted += achievement.tiers?.count ?? 1
            return counted > AchievementsParser.mostAchievements
        }!
        diagnostics.error(
            "the tables define \(count) achievements, each tier one; a build has at most \(AchievementsParser.mostAchievements): they are evaluated in one function",
            at: first.id.location)
    }

    /// Types every rule against the event kinds compiled with it. Tiers are
    /// whole numbers: they count events or sum whole-number facts.
    static func check(_ table: Table, against symbols: SymbolTable, into diagnostics: inout Diagnostics) {
        var typing = typing(symbols)
        for achievement in table.definition.achievements {
            let rule = typing.type(achievement.criterion, what: "achievement '\(achievement.id.value)'")
            if achievement.tiers != nil, case .threshold(let aggregate, _, _)? = rule, let fact = aggregate.fact,
                typing.kinds[aggregate.filter.kind].facts[fact].type != .integer
            {
                diagnostics.error(
                    "achievement '\(achievement.id.value)' has tiers on a \(typing.kinds[aggregate.filter.kind].facts[fact].type.rawValue) fact: tiers are whole numbers, so they count events or whole-number facts; write one achievement per threshold instead",
                    at: achievement.id.location)
            }
        }
        diagnostics.append(contentsOf: typing.problems)
        for warning in typing.warnings { diagnostics.warning(warning.message, at: warning.location) }
    }

    static func typing(_ symbols: SymbolTable) -> AchievementsTyping {
        let kinds = symbols.symbols(AchievementEventsKind.eventKinds).map(\.value)
        return AchievementsTyping(kinds: kinds) { _, fact in AchievementEventsKind.choices(of: fact, symbols) ?? [] }
    }

    static func lower(_ tables: [Table], symbols: SymbolTable) -> LoweredAchievements {
        AchievementsLowering.lower(tables.flatMap(\.definition.achievements), typing: typing(symbols))
    }

    static func emit(_ lowered: LoweredAchievements, into writer: inout SwiftWriter) {
        AchievementsEmitter.emit(lowered, into: &writer)
    }
}
