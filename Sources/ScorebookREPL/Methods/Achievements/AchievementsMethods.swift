import Scorebook

/// `achievements.list`: every achievement; a hidden one without its rule.
enum AchievementsListMethod: RPCMethod {
    static let name = "achievements.list"
    static let title = "List achievements"
    static let summary = "Every achievement: its title, tier, points and rule in words (a hidden one without its rule)"
    static let examples = [#"{}"#]
    static let parameters: [RPCParameter] = []
    static let result = JSONSchema.object(
        "Every achievement", ["achievements": .array(of: Achievement.schema, "In file order")])

    static func call(_ params: Params) throws(RPCError) -> CachedResult {
        params.served.cached(Self.self) { tables in CachedResult(Listed("achievements", tables.achievements)) }
    }
}

/// `achievements.evaluate`: what a history newly unlocks, and every
/// incremental achievement's progress. `events` oldest first, each
/// `{kind, at, …facts}`; `unlocked`, the ids already awarded (a repeatable
/// one as many times as it was); `dayStart`, minutes past local midnight
/// a day starts (0 by default); `now`, when it is evaluated (no event may be after it).
enum AchievementsEvaluateMethod: RPCMethod {
    static let name = "achievements.evaluate"
    static let title = "Evaluate achievements for a history"
    static let summary = "What a history of events newly unlocks, and every incremental achievement's progress"
    static let examples = [#"{"events":[{"kind":"archery.round-finished","at":"2026-11-21T10:00:00Z","round":"portsmouth","score":520},{"kind":"archery.round-finished","at":"2026-11-22T10:00:00Z","round":"portsmouth","score":540}],"unlocked":[]}"#]
    static let events = RPCParameter(
        "events", required: true,
        .array(
            of: .object(
                "An event: its kind, when, and the kind's facts by name",
                parameters: [AchievementEventParameters.kind, AchievementEventParameters.at]
            ).allowingOtherMembers(.any("A fact of the event's kind")),
            "The history, oldest first"))
    static let unlocked = RPCParameter(
        "unlocked", .array(of: .string(), "The ids already awarded (a repeatable one as many times as it was)"))
    static let now = RPCParameter(
        "now", .string("When it is evaluated (default: the last event); no event may come after it", format: "date-time"))
    static let dayStart = RPCParameter(
        "dayStart", .integer("Minutes past local midnight a day starts (default 0)", minimum: 0, maximum: 1439))
    static let parameters = [events, unlocked, now, dayStart]
    static let result = JSONSchema.object(
        "What the history newly unlocks, and every incremental achievement's progress",
        [
            "unlocked": .array(
                of: .object(
                    "An achievement unlocked",
                    [
                        "id": .string(),
                        "title": .string(),
                        "tier": Achievement.tierSchema,
                        "message": .string("What it says to the person"),
                    ]),
                "Newly unlocked, in file order: a repeatable one once for each time earned beyond the times given"),
            "progress": .array(of: AchievementProgress.schema, "Every incremental achievement's, in file order"),
        ])

    static func call(_ params: Params) throws(RPCError) -> AchievementResult {
        let tables = params.tables
        let history = try AchievementEventParameters.history(params, kinds: tables.achievementEventKinds)
        let now = try params.timestamp(Self.now)
        if let now, let last = history.timestamps.last, now < last {
            // As the client wrote it: a date-time's own text, not ours for the same instant.
            let text = params.value(Self.now).map(params.tape.string) ?? "\(now)"
            throw .invalidParams(field: params.field(Self.now), "\(text) is before the last event, \(last)")
        }
        let dayStart = try params.int(Self.dayStart, "minutes past midnight") ?? 0
        let unlocked = try params.value(Self.unlocked) == nil ? [] : params.requiredStrings(Self.unlocked, "a list of achievement ids")
        return tables.achievementRuleSet.evaluate(history, unlocked: unlocked, dayStart: dayStart, now: now)
    }
}

/// Events as JSON: `{"kind": "app.action", "at": "2026-11-23T07:30:00+01:00", "action": "shared"}`,
/// each fact read as its kind says (a decimal exactly, to the thousandth),
/// straight into the history's columns.
enum AchievementEventParameters {
    static let kind = RPCParameter("kind", required: true, .oneOf("The event's kind") { $0.achievementEventKinds.map(\.id) })
    static let at = RPCParameter("at", required: true, .string("When it happened, with its offset", format: "date-time"))

    static func history(_ params: Params, kinds: [AchievementEventKind]) throws(RPCError) -> AchievementHistory {
        let tape = params.tape
        let list = try params.required(AchievementsEvaluateMethod.events)
        guard tape.kind(list) == .array else {
            throw .invalidParams(field: params.field(AchievementsEvaluateMethod.events), "expected a list of events, found \(tape.typeName(list))")
        }
        // Capacity for what a line can hold, however many elements it claims.
        var builder = AchievementHistory.Builder(kinds: kinds, capacity: min(tape.count(list), 65_536))
        func checked<T>(_ body: (inout AchievementHistory.Builder) throws(ScoringError) -> T) throws(RPCError) -> T {
            do { return try body(&builder) } catch { throw RPCError(error, below: params) }
        }
        let events = params.field(AchievementsEvaluateMethod.events)
        var facts: [(name: String, token: JSONToken)] = []
        for (index, token) in tape.elements(list).enumerated() {
            // Built only for a mistake: a long history names no field.
            func field(_ name: String? = nil) -> String { "\(events)[\(index)]" + (name.map { ".\($0)" } ?? "") }
            guard tape.kind(token) == .object else {
                throw .invalidParams(field: field(), "expected an event {kind, at, …}, found \(tape.typeName(token))")
            }
            var kindID: String?, at: Timestamp?
            for (key, value) in tape.members(token) {
                if tape.string(key, is: Self.kind.name) {
                    guard tape.kind(value) == .string else {
                        throw .invalidParams(field: field("kind"), "expected an event kind, found \(tape.typeName(value))")
                    }
                    kindID = tape.string(value)
                } else if tape.string(key, is: Self.at.name) {
                    at = try tape.timestamp(value, field: field("at"))
                }
            }
            guard let kindID else { throw .invalidParams(field: field("kind"), "missing: every event has a kind") }
            guard let at else { throw .invalidParams(field: field("at"), "missing: every event has an 'at' date-time") }
            try checked { builder throws(ScoringError) in try builder.begin(kind: kindID, at: at) }
            // Checked in the library's order, whatever the JSON's: unknown names first, then the kind's facts.
            facts.removeAll(keepingCapacity: true)
            for (key, token) in tape.members(token)
            where !tape.string(key, is: Self.kind.name) && !tape.string(key, is: Self.at.name) {
                facts.append((tape.string(key), token))
            }
            let kind = kinds[builder.kinds.last!]
            if let unknown = facts.map(\.name).filter({ kind.fact($0) == nil }).min() {
                _ = try checked { builder throws(ScoringError) in try builder.fact(unknown) }
            }
            for fact in kind.facts {
                guard let given = facts.first(where: { $0.name.hasSameBytes(asASCII: fact.name) }) else { continue }
                let value = try value(given.token, as: fact, tape: tape, field: field(fact.name))
                try checked { builder throws(ScoringError) in try builder.set(fact.name, value) }
            }
            try checked { builder throws(ScoringError) in try builder.end() }
        }
        return try checked { builder throws(ScoringError) in try builder.build() }
    }

    private static func value(_ token: JSONToken, as fact: AchievementFact, tape: JSONTape, field: @autoclosure () -> String)
        throws(RPCError)
        -> FactValue
    {
        func wrong(_ expected: String) -> RPCError {
            .invalidParams(field: field(), "expected \(expected), found \(tape.shown(token))")
        }
        switch fact.type {
        case .integer:
            guard tape.kind(token) == .number, let n = tape.int(token) else { throw wrong("a whole number") }
            return .integer(n)
        case .decimal:
            guard tape.kind(token) == .number else { throw wrong("a number") }
            guard let thousandths = DecimalText.parseScaled(Substring(tape.number(token).plainDecimal ?? ""), decimals: 3) else {
                throw wrong("a number with at most three decimals")
            }
            return .decimal(thousandths: thousandths)
        case .boolean:
            guard tape.kind(token) == .bool else { throw wrong("true or false") }
            return .boolean(tape.bool(token))
        case .text:
            guard tape.kind(token) == .string else { throw wrong("a string") }
            return .text(tape.string(token))
        case .dateTime:
            return .dateTime(try tape.timestamp(token, field: field()))
        case .duration:
            guard tape.kind(token) == .string, let milliseconds = DurationText.milliseconds(tape.string(token)) else {
                throw wrong("an ISO 8601 duration such as PT25M")
            }
            return .duration(milliseconds: milliseconds)
        case .integerMap:
            guard tape.kind(token) == .object else { throw wrong("an object of whole numbers") }
            var map: [String: Int] = [:]
            for (key, value) in tape.members(token) {
                guard tape.kind(value) == .number, let n = tape.int(value) else {
                    throw .invalidParams(field: "\(field()).\(tape.string(key))", "expected a whole number")
                }
                map[tape.string(key)] = n
            }
            return .integerMap(map)
        }
    }
}

extension Achievement: JSONWritable {
    /// The tiers live in the compiler: named here, not listed.
    static let tierSchema = JSONSchema.string("bronze, silver or gold")

    static let schema = JSONSchema.object(
        "An achievement",
        [
            "id": .string(),
            "title": .string(),
            "message": .string("What it says to the person"),
            "tier": tierSchema,
            "points": .integer("The points it is worth"),
            "hidden": .boolean("Whether its rule is secret: then there is no criterion"),
            "repeatable": .boolean("Whether it is earned again each time its rule is met anew"),
            "group?": .string("The group it is listed under, if any"),
            "criterion?": .string("Its rule in words; absent for a hidden one"),
            "target?": .integer("For an incremental one: the number its progress counts toward"),
        ])

    func write(into writer: JSONWriter) {
        writer.object { o in
            o("id", id)
            o("title", title)
            o("message", message)
            o("tier", tier)
            o("points", points)
            o("hidden", hidden)
            o("repeatable", repeatable)
            o("group", ifPresent: group)
            if !hidden { o("criterion", criterion) }
            o("target", ifPresent: target)
        }
    }
}

extension AchievementProgress: JSONWritable {
    static let schema = JSONSchema.object(
        "An incremental achievement's progress",
        [
            "id": .string(),
            "current": .integer("The best the history reached: milliseconds for a duration, thousandths for a decimal"),
            "target": .integer("The number it counts toward"),
            "percent": .integer("Whole percent of the target", minimum: 0, maximum: 100),
        ])

    func write(into writer: JSONWriter) {
        writer.object { o in
            o("id", id)
            o("current", current)
            o("target", target)
            o("percent", percent)
        }
    }
}

extension AchievementResult: JSONWritable {
    /// An unlocked achievement is named, not described: its id, title, tier and message.
    func write(into writer: JSONWriter) {
        writer.object { o in
            o.array("unlocked", unlocked) { achievement in
                writer.object { o in
                    o("id", achievement.id)
                    o("title", achievement.title)
                    o("tier", achievement.tier)
                    o("message", achievement.message)
                }
            }
            o("progress", progress)
        }
    }
}
