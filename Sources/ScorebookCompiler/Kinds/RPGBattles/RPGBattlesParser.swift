import ScorebookCore
import Yams

/// Reads a `kind: rpg-battles` YAML file into an ``RPGBattlesDefinition``.
struct RPGBattlesParser {
    let reader: YAMLReader

    /// A battle lasts whole hours, at most a week: the runtime's minute grid stays small.
    static let longestBattle = 7 * 86_400_000
    static let mostPlayers = 8
    /// Stats and sources a table may list: each battle keeps a minute grid per stat.
    static let mostStats = 16
    static let mostSources = 16
    /// The largest hourly cap, in units: bounds every sum the runtime forms.
    static let largestHourlyCap = 1_000_000

    func parse(_ root: Node) -> RPGBattlesDefinition? {
        guard
            let f = reader.fields(
                root, "an rpg-battles table",
                required: TableHeader.required + ["battle", "stats", "winner", "sources"], optional: TableHeader.optional)
        else { return nil }
        let header = reader.header(f, of: root)
        let battle = f["battle"].flatMap(parseBattle)
        let stats = f["stats"].flatMap(parseStats)
        let winner = f["winner"].flatMap(parseWinner)
        let sources = f["sources"].flatMap(parseSources)
        guard let battle, let stats, let winner, let sources else { return nil }
        return RPGBattlesDefinition(
            header: header, length: battle.length, players: battle.players, stats: stats, winner: winner, sources: sources)
    }

    private func parseBattle(_ node: Node) -> (length: Located<Int>, players: ClosedRange<Int>)? {
        guard let f = reader.fields(node, "battle", required: ["length", "startsWhen", "players"]) else { return nil }
        _ = f["startsWhen"].flatMap { reader.choice($0, "battle startsWhen", as: BattleStart.self) }
        var length: Located<Int>?
        if let text = f["length"].flatMap({ reader.text($0, "battle length", freeText: false) }) {
            if let ms = DurationText.milliseconds(text.value), ms > 0, ms % 3_600_000 == 0, ms <= Self.longestBattle {
                length = Located(ms, at: text.location)
            } else {
                reader.error("battle length must be a whole number of hours from PT1H to P7D, such as PT24H, found '\(text.value)'", at: text.location)
            }
        }
        var players: ClosedRange<Int>?
        let g = f["players"].flatMap { reader.fields($0, "battle players", required: ["atLeast", "atMost"]) }
        let least = g?["atLeast"].flatMap { reader.wholeNumber($0, "battle players atLeast", in: 2...Self.mostPlayers) }
        let most = g?["atMost"].flatMap { reader.wholeNumber($0, "battle players atMost", in: 2...Self.mostPlayers) }
        if let least, let most {
            if least.value > most.value {
                reader.error("battle players atLeast (\(least.value)) is more than atMost (\(most.value))", at: least.location)
            } else {
                players = least.value...most.value
            }
        }
        guard let length, let players, f["startsWhen"] != nil else { return nil }
        return (length, players)
    }

    private func parseStats(_ node: Node) -> [StatDefinition]? {
        guard let entries = reader.entries(node, "stats") else { return nil }
        guard (1...Self.mostStats).contains(entries.count) else {
            reader.error("stats lists \(entries.count) stats; a battle has 1 to \(Self.mostStats)", at: node)
            return nil
        }
        let stats = entries.compactMap { key, value in parseStat(key, value) }
        return stats.count == entries.count ? stats : nil
    }

    private func parseStat(_ key: Located<String>, _ node: Node) -> StatDefinition? {
        guard let id = reader.identifier(key, "stat id") else { return nil }
        let what = "stat '\(id.value)'"
        guard let f = reader.fields(node, what, required: ["name", "unit", "points", "dailyCap", "hourlyCap"]) else { return nil }
        let name = f["name"].flatMap { reader.text($0, "\(what) name") }
        let unit = f["unit"].flatMap { reader.text($0, "\(what) unit") }
        var rate: (points: Int, per: Int)?
        let g = f["points"].flatMap { reader.fields($0, "\(what) points", required: ["points", "per"]) }
        let points = g?["points"].flatMap { reader.wholeNumber($0, "\(what) points points", in: 1...1_000_000) }
        let per = g?["per"].flatMap { amount($0, "\(what) points per") }
        if let points, let per { rate = (points.value, per.value) }
        let dailyCap = f["dailyCap"].flatMap { reader.wholeNumber($0, "\(what) dailyCap", in: 1...1_000_000) }
        let hourlyCap = f["hourlyCap"].flatMap { amount($0, "\(what) hourlyCap") }
        guard let name, let unit, let rate, let dailyCap, let hourlyCap else { return nil }
        return StatDefinition(
            id: id, name: name.value, unit: unit.value, points: rate.points, per: rate.per, dailyCap: dailyCap.value,
            hourlyCap: hourlyCap.value)
    }

    /// An amount of a stat above zero, at most three decimals, within the largest hourly cap: in thousandths.
    private func amount(_ node: Node, _ what: String) -> Located<Int>? {
        guard let text = reader.text(node, what, freeText: false) else { return nil }
        guard let value = DecimalText.parseScaled(Substring(text.value), decimals: 3), value > 0,
            value <= Self.largestHourlyCap * 1000
        else {
            reader.error(
                "\(what) must be a number above 0 and at most \(Self.largestHourlyCap), with at most three decimals, found '\(text.value)'",
                at: text.location)
            return nil
        }
        return Located(value, at: text.location)
    }

    private func parseWinner(_ node: Node) -> WinRuleDefinition? {
        guard let f = reader.fields(node, "winner", required: ["by", "drawMargin", "knockoutMargin"], optional: ["tieBreak"])
        else { return nil }
        let by = f["by"].flatMap { reader.choice($0, "winner by", as: WinRuleDefinition.Measure.self) }
        let tieBreak = f["tieBreak"].flatMap { reader.choice($0, "winner tieBreak", as: WinRuleDefinition.TieBreak.self) }
        let draw = f["drawMargin"].flatMap { reader.wholeNumber($0, "winner drawMargin", in: 0...1_000_000) }
        let knockout = f["knockoutMargin"].flatMap { reader.wholeNumber($0, "winner knockoutMargin", in: 1...1_000_000) }
        // Each rule is checked whatever else is wrong: one mistake hides no other.
        var valid = true
        if let tieBreak, by?.value == .points {
            reader.error("winner tieBreak is for 'by: categories': points have no categories to tie", at: tieBreak.location)
            valid = false
        }
        if let knockout, let draw, knockout.value <= draw.value {
            reader.error(
                "winner knockoutMargin (\(knockout.value)) is not above drawMargin (\(draw.value)): a knockout is a win, so its margin is larger",
                at: knockout.location)
            valid = false
        }
        guard valid, let by, let draw, let knockout, f["tieBreak"] == nil || tieBreak != nil else { return nil }
        return WinRuleDefinition(by: by.value, tieBreak: tieBreak?.value ?? .points, drawMargin: draw, knockoutMargin: knockout)
    }

    private func parseSources(_ node: Node) -> [(id: Located<String>, counted: Bool)]? {
        enum Counting: String, CaseIterable { case counted, ignored }
        guard let entries = reader.entries(node, "sources") else { return nil }
        guard (1...Self.mostSources).contains(entries.count) else {
            reader.error("sources lists \(entries.count) sources; a table has 1 to \(Self.mostSources)", at: node)
            return nil
        }
        let sources = entries.compactMap { key, value -> (id: Located<String>, counted: Bool)? in
            guard let id = reader.identifier(key, "source id"),
                let counting = reader.choice(value, "source '\(key.value)'", as: Counting.self)
            else { return nil }
            return (id, counting.value == .counted)
        }
        guard sources.count == entries.count else { return nil }
        guard sources.contains(where: \.counted) else {
            reader.error("no source is counted: every sample would be ignored", at: node)
            return nil
        }
        return sources
    }
}
