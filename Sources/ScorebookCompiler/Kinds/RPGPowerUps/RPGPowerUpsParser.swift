import ScorebookCore
import Yams

/// Reads a `kind: rpg-power-ups` YAML file into an ``RPGPowerUpsDefinition``.
struct RPGPowerUpsParser {
    let reader: YAMLReader

    /// A real table has about ten. Each power-up is a line of generated Swift
    /// (256 took swiftc 7 s and 2.6 GB); the combined-cap check weighs them per stat.
    static let mostPowerUps = 64
    /// Each group holds a power-up, so there are no more groups than power-ups.
    static let mostGroups = mostPowerUps
    static let mostStacks = 10
    /// A boost or debuff percent: at most 10 times what a stat counts for.
    static let largestPercent = 1000

    func parse(_ root: Node) -> RPGPowerUpsDefinition? {
        guard
            let f = reader.fields(
                root, "an rpg-power-ups table",
                required: TableHeader.required + ["groups", "combinedCap", "powerUps"], optional: TableHeader.optional)
        else { return nil }
        let header = reader.header(f, of: root)
        // With a mistake in one, the power-ups read whole still have their
        // stats and levels checked in this run.
        let groups = f["groups"].flatMap(parseGroups) ?? []
        let caps = f["combinedCap"].flatMap(parseCaps)
        let powerUps = f["powerUps"].flatMap(parsePowerUps)
        guard let caps else { return nil }
        return RPGPowerUpsDefinition(
            header: header, groups: groups, boostCap: caps.boost, debuffCap: caps.debuff, powerUps: powerUps?.read ?? [],
            groupsWritten: f["groups"].flatMap(reader.keysWritten), everyPowerUpRead: powerUps?.whole ?? false)
    }

    private func parseGroups(_ node: Node) -> [StackingGroupDefinition]? {
        guard let entries = reader.entries(node, "groups") else { return nil }
        guard entries.count <= Self.mostGroups else {
            reader.error(
                "the table has \(entries.count) groups; a power-ups table has at most \(Self.mostGroups)",
                at: entries[Self.mostGroups].key.location)
            return nil
        }
        return entries.compactMap { key, value -> StackingGroupDefinition? in
            guard let id = reader.identifier(key, "group id") else { return nil }
            let what = "group '\(id.value)'"
            guard let f = reader.fields(value, what, required: ["policy"], optional: ["maxStacks", "onExpiry"]),
                let policy = f["policy"].flatMap({ reader.choice($0, "\(what) policy", as: StackingGroupDefinition.Policy.self) })
            else { return nil }
            guard policy.value == .stack else {
                for key in ["maxStacks", "onExpiry"] where f[key] != nil {
                    reader.error("\(what) has '\(key)', which only a 'stack' policy takes", at: f[key]!)
                    return nil
                }
                return StackingGroupDefinition(id: id, policy: policy.value, maxStacks: 1, onExpiry: .clear)
            }
            guard let stacksNode = f["maxStacks"], let expiryNode = f["onExpiry"] else {
                reader.error("\(what) stacks: it needs 'maxStacks' and 'onExpiry' (clear or dropOne)", at: policy.location)
                return nil
            }
            guard let stacks = reader.wholeNumber(stacksNode, "\(what) maxStacks", in: 2...Self.mostStacks),
                let expiry = reader.choice(expiryNode, "\(what) onExpiry", as: StackingGroupDefinition.Expiry.self)
            else { return nil }
            return StackingGroupDefinition(id: id, policy: .stack, maxStacks: stacks.value, onExpiry: expiry.value)
        }
    }

    private func parseCaps(_ node: Node) -> (boost: Located<Int>, debuff: Located<Int>)? {
        guard let f = reader.fields(node, "combinedCap", required: ["boost", "debuff"]) else { return nil }
        let boost = f["boost"].flatMap { reader.wholeNumber($0, "combinedCap boost", in: 0...Self.largestPercent) }
        // A stat never counts for less than nothing.
        let debuff = f["debuff"].flatMap { reader.wholeNumber($0, "combinedCap debuff", in: 0...100) }
        guard let boost, let debuff else { return nil }
        return (boost, debuff)
    }

    /// The power-ups read whole, and whether that is every one written.
    private func parsePowerUps(_ node: Node) -> (read: [PowerUpDefinition], whole: Bool)? {
        guard let items = reader.items(node, "powerUps") else { return nil }
        guard items.count <= Self.mostPowerUps else {
            reader.error(
                "the table has \(items.count) power-ups; a power-ups table has at most \(Self.mostPowerUps)",
                at: items[Self.mostPowerUps])
            return nil
        }
        let powerUps = items.enumerated().compactMap { index, item in reader.whole { parsePowerUp(item, index: index) } }
        return (powerUps, powerUps.count == items.count)
    }

    private func parsePowerUp(_ node: Node, index: Int) -> PowerUpDefinition? {
        guard
            let f = reader.fields(
                node, "power-up \(index + 1)",
                required: ["id", "name", "flavour", "unlockLevel", "target", "effect", "usesPerBattle", "group"],
                optional: ["window", "duration", "cooldown"]),
            let id = f["id"].flatMap({ reader.identifier($0, "power-up id") })
        else { return nil }
        let what = "power-up '\(id.value)'"
        let name = f["name"].flatMap { reader.text($0, "\(what) name") }
        let flavour = f["flavour"].flatMap { reader.text($0, "\(what) flavour") }
        let unlock = f["unlockLevel"].flatMap { reader.wholeNumber($0, "\(what) unlockLevel", in: 1...RPGLevelsParser.highestLevel) }
        let target = f["target"].flatMap { reader.choice($0, "\(what) target", as: PowerUpDefinition.Target.self) }
        let effect = f["effect"].flatMap { parseEffect($0, what) }
        let givenWindow = f["window"].flatMap { reader.choice($0, "\(what) window", as: PowerUpDefinition.Window.self) }
        let duration = f["duration"].flatMap { self.duration($0, "\(what) duration", atLeast: 1) }
        let givenCooldown = f["cooldown"].flatMap { self.duration($0, "\(what) cooldown", atLeast: 0) }
        let uses = f["usesPerBattle"].flatMap { reader.wholeNumber($0, "\(what) usesPerBattle", in: 1...100) }
        let group = f["group"].flatMap { reader.identifier($0, "\(what) group") }
        // An optional key written with a mistake (reported) stops here too.
        guard let name, let flavour, let unlock, let target, let effect, let uses, let group,
            (f["window"] == nil) == (givenWindow == nil), (f["duration"] == nil) == (duration == nil),
            (f["cooldown"] == nil) == (givenCooldown == nil)
        else { return nil }
        let window = givenWindow ?? Located(.fromActivation, at: id.location)
        let cooldown = givenCooldown ?? Located(0, at: id.location)
        if target.value != effect.target {
            reader.error(
                "\(what) has a \(effect.kind.rawValue) effect, which is cast on \(effect.target == .oneself ? "its player (target: self)" : "an opponent (target: opponent)"), not on \(target.value == .oneself ? "self" : "an opponent")",
                at: target.location)
            return nil
        }
        switch (window.value, duration) {
        case (.fromActivation, nil):
            reader.error("\(what) needs a 'duration' (such as PT1H): its effect runs from activation", at: id.location)
            return nil
        case (.wholeBattle, let duration?):
            reader.error("\(what) counts the whole battle: it takes no 'duration'", at: duration.location)
            return nil
        case (.wholeBattle, nil) where effect.kind == .shield || effect.kind == .reveal:
            reader.error("\(what): a \(effect.kind.rawValue) acts from its activation on, so its window is fromActivation", at: window.location)
            return nil
        case (.wholeBattle, nil) where uses.value > 1:
            reader.error("\(what) counts the whole battle once: usesPerBattle must be 1, found \(uses.value)", at: uses.location)
            return nil
        default: break
        }
        return PowerUpDefinition(
            id: id, name: name.value, flavour: flavour.value, unlockLevel: unlock, target: target, effect: effect, window: window,
            duration: duration, cooldown: cooldown, usesPerBattle: uses, group: group)
    }

    /// `shield`, `reveal`, or `{ boost: [steps], percent: 20 }` (or `debuff:`).
    private func parseEffect(_ node: Node, _ what: String) -> EffectDefinition? {
        if case .scalar = node {
            guard let kind = reader.choice(node, "\(what) effect", as: EffectDefinition.Kind.self) else { return nil }
            switch kind.value {
            case .shield: return .shield
            case .reveal: return .reveal
            case .boost, .debuff:
                reader.error("\(what) effect \(kind.value.rawValue) names its stats and percent: { \(kind.value.rawValue): [steps], percent: 20 }", at: node)
                return nil
            }
        }
        guard let f = reader.fields(node, "\(what) effect", required: ["percent"], optional: ["boost", "debuff"]) else { return nil }
        let kinds = [EffectDefinition.Kind.boost, .debuff].filter { f[$0.rawValue] != nil }
        guard kinds.count == 1, let kind = kinds.first, let statsNode = f[kind.rawValue] else {
            reader.error("\(what) effect needs one of 'boost' or 'debuff', with its stats", at: node)
            return nil
        }
        guard let items = reader.items(statsNode, "\(what) effect \(kind.rawValue)"),
            let percent = f["percent"].flatMap({ reader.wholeNumber($0, "\(what) effect percent", in: 1...Self.largestPercent) })
        else { return nil }
        let stats = items.compactMap { reader.identifier($0, "\(what) stat") }
        guard stats.count == items.count else { return nil }
        guard !stats.isEmpty else {
            reader.error("\(what) effect \(kind.rawValue) names no stat", at: statsNode)
            return nil
        }
        var seen: Set<String> = []
        for stat in stats where !seen.insert(stat.value).inserted {
            reader.error("\(what) names stat '\(stat.value)' twice", at: stat.location)
            return nil
        }
        return .change(kind, stats: stats, percent: percent)
    }

    /// An ISO 8601 duration such as `PT1H`; a negative one is named so.
    private func duration(_ node: Node, _ what: String, atLeast least: Int) -> Located<Int>? {
        guard let text = reader.text(node, what, freeText: false) else { return nil }
        // No longer than the longest battle: every instant a battle names stays near it.
        guard let milliseconds = DurationText.milliseconds(text.value), milliseconds >= least,
            milliseconds <= RPGBattlesParser.longestBattle
        else {
            let why = text.value.hasPrefix("-") ? ": a duration cannot be negative" : ""
            let above = least > 0 ? " above zero" : ""
            reader.error(
                "\(what) must be a duration\(above) of at most P7D, such as PT1H or PT30M, found '\(text.value)'\(why)", at: text.location)
            return nil
        }
        return Located(milliseconds, at: text.location)
    }
}
