import ScorebookCore
import Yams

/// Reads a `kind: rpg-levels` YAML file into an ``RPGLevelsDefinition``.
struct RPGLevelsParser {
    let reader: YAMLReader

    /// Levels run from 1 to at most this.
    static let highestLevel = 10_000

    func parse(_ root: Node) -> RPGLevelsDefinition? {
        guard
            let f = reader.fields(
                root, "an rpg-levels table",
                required: TableHeader.required + ["maximumLevel", "toNextLevel", "experience"], optional: TableHeader.optional)
        else { return nil }
        let header = reader.header(f, of: root)
        let maximum = f["maximumLevel"].flatMap { reader.wholeNumber($0, "maximumLevel", in: 2...Self.highestLevel) }
        let curve = f["toNextLevel"].flatMap(parseCurve)
        let rewards = f["experience"].flatMap(parseRewards)
        guard let maximum, let curve, let rewards else { return nil }
        return RPGLevelsDefinition(header: header, maximumLevel: maximum, curve: curve.curve, overrides: curve.overrides, rewards: rewards)
    }

    /// `{ formula: { squared, linear, constant, roundTo }, overrides: { 1: 25 } }` or `{ table: [25, 50, …] }`.
    private func parseCurve(_ node: Node) -> (curve: LevelCurve, overrides: [(level: Located<Int>, experience: Located<Int>)])? {
        guard let f = reader.fields(node, "toNextLevel", required: [], optional: ["formula", "table", "overrides"]) else { return nil }
        let at = reader.location(of: node)
        var curve: LevelCurve?
        switch (f["formula"], f["table"]) {
        case (let formula?, nil):
            guard
                let g = reader.fields(
                    formula, "toNextLevel formula", required: ["squared", "linear", "constant"], optional: ["roundTo"]),
                let squared = g["squared"].flatMap({ decimal($0, "toNextLevel formula squared") }),
                let linear = g["linear"].flatMap({ decimal($0, "toNextLevel formula linear") }),
                let constant = g["constant"].flatMap({ decimal($0, "toNextLevel formula constant") })
            else { return nil }
            var roundTo = 1
            if let node = g["roundTo"] {
                guard let value = reader.wholeNumber(node, "toNextLevel formula roundTo", in: 1...1_000_000) else { return nil }
                roundTo = value.value
            }
            curve = .formula(squared: squared, linear: linear, constant: constant, roundTo: roundTo, at: at)
        case (nil, let table?):
            guard let items = reader.items(table, "toNextLevel table") else { return nil }
            let values = items.enumerated().compactMap { index, item in
                reader.wholeNumber(item, "toNextLevel table, level \(index + 1)", in: 1...LevelCurveExpansion.largestTotal)
            }
            guard values.count == items.count else { return nil }
            curve = .table(values, at: at)
        default:
            reader.error("toNextLevel needs one of 'formula' or 'table'", at: node)
            return nil
        }
        var overrides: [(level: Located<Int>, experience: Located<Int>)] = []
        if let node = f["overrides"] {
            guard let entries = reader.entries(node, "toNextLevel overrides") else { return nil }
            for (key, value) in entries {
                guard let level = reader.wholeNumber(key, "toNextLevel overrides level", in: 1...Self.highestLevel),
                    let experience = reader.wholeNumber(value, "toNextLevel overrides level \(key.value)", in: 1...LevelCurveExpansion.largestTotal)
                else { return nil }
                overrides.append((level, experience))
            }
        }
        return curve.map { ($0, overrides) }
    }

    private func parseRewards(_ node: Node) -> ExperienceRewards? {
        let keys = ["won", "drawn", "lost", "perCategoryWon", "knockout", "dailyCap"]
        guard let f = reader.fields(node, "experience", required: keys) else { return nil }
        let values = keys.compactMap { key in f[key].flatMap { reader.wholeNumber($0, "experience \(key)", in: 0...1_000_000) } }
        guard values.count == keys.count else { return nil }
        let rewards = ExperienceRewards(
            won: values[0], drawn: values[1], lost: values[2], perCategoryWon: values[3], knockout: values[4], dailyCap: values[5])
        // Experience is monotone in the result: a better result never earns less.
        // Every rule is checked, so one mistake hides no other.
        var valid = true
        if rewards.drawn.value > rewards.won.value {
            reader.error("experience drawn (\(rewards.drawn.value)) is more than won (\(rewards.won.value)): a better result earns at least as much", at: rewards.drawn.location)
            valid = false
        }
        if rewards.lost.value > rewards.drawn.value {
            reader.error("experience lost (\(rewards.lost.value)) is more than drawn (\(rewards.drawn.value)): a better result earns at least as much", at: rewards.lost.location)
            valid = false
        }
        if rewards.dailyCap.value < 1 {
            reader.error("experience dailyCap is 0: no battle could earn anything", at: rewards.dailyCap.location)
            valid = false
        }
        return valid ? rewards : nil
    }

    /// A decimal with at most three places, such as `0.25` or `-3`, in thousandths.
    private func decimal(_ node: Node, _ what: String) -> Int? {
        guard let text = reader.text(node, what, freeText: false) else { return nil }
        guard let value = DecimalText.parseScaled(Substring(text.value), decimals: 3) else {
            reader.error("\(what) must be a decimal with at most three places, such as 0.25, found '\(text.value)'", at: text.location)
            return nil
        }
        return value
    }
}
