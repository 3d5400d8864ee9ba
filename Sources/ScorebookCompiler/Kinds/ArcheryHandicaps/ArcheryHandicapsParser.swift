import ScorebookCore
import Yams

/// Reads a `kind: archery-handicaps` YAML file into an ``ArcheryHandicapsDefinition``.
struct ArcheryHandicapsParser {
    let reader: YAMLReader

    /// Handicaps are small integers: a scheme's range is at most this wide.
    static let widestRange = 1000

    static let spreadKeys = ["scale", "base", "offset", "exponent", "handicapRate", "distanceFactor", "constant", "slope"]

    static let keys = TableHeader.required + ["schemes"]

    func parse(_ root: Node) -> ArcheryHandicapsDefinition? {
        guard let fields = reader.fields(root, "an archery-handicaps table", required: Self.keys, optional: TableHeader.optional) else { return nil }
        let header = reader.header(fields, of: root)
        let entries = fields["schemes"].flatMap { reader.entries($0, "schemes") }
        return ArcheryHandicapsDefinition(
            file: reader.file, header: header, schemes: entries.map(parseSchemes) ?? [],
            schemesWritten: (entries ?? []).map(\.key),
            writesEveryScheme: reader.namesEveryEntry(root, known: Self.keys + TableHeader.optional, listsRead: entries != nil))
    }

    private func parseSchemes(_ entries: [(key: Located<String>, value: Node)]) -> [HandicapSchemeDefinition] {
        entries.compactMap { key, value in
            guard let id = reader.identifier(key, "scheme id") else { return nil }
            let what = "scheme '\(id.value)'"
            guard
                let fields = reader.fields(
                    value, what, required: ["name", "spread", "arrowDiameter", "handicaps", "better", "roundScore"])
            else { return nil }
            let name = fields["name"].flatMap { reader.text($0, "\(what) name") }
            let spread = fields["spread"].flatMap { parseSpread($0, what) }
            let arrows = fields["arrowDiameter"].flatMap { parseArrows($0, what) }
            let handicaps = fields["handicaps"].flatMap { parseRange($0, what) }
            let better = fields["better"].flatMap { reader.choice($0, "\(what) better", as: Better.self) }
            let rounding = fields["roundScore"].flatMap {
                reader.choice($0, "\(what) roundScore", as: RoundScoreRounding.self)
            }
            guard let name, let spread, let arrows, let handicaps, let better, let rounding else { return nil }
            return HandicapSchemeDefinition(
                id: id, name: name.value, spread: spread, outdoorArrow: arrows.outdoor, indoorArrow: arrows.indoor,
                handicaps: handicaps, better: better.value, roundScore: rounding.value)
        }
    }

    /// The formula's constants; any left out take their neutral value.
    private func parseSpread(_ node: Node, _ scheme: String) -> Located<HandicapSpread>? {
        let what = "\(scheme) spread"
        guard let fields = reader.fields(node, what, required: ["scale"], optional: Array(Self.spreadKeys.dropFirst()))
        else { return nil }
        var values: [String: Double] = [:]
        var valid = true
        for key in Self.spreadKeys {
            guard let field = fields[key] else { continue }
            if let value = decimal(field, "\(what) \(key)") { values[key] = value } else { valid = false }
        }
        guard valid, let scale = values["scale"] else { return nil }
        let spread = HandicapSpread(
            scale: scale, base: values["base"] ?? 1, offset: values["offset"] ?? 0, exponent: values["exponent"] ?? 0,
            handicapRate: values["handicapRate"] ?? 0, distanceFactor: values["distanceFactor"] ?? 0,
            constant: values["constant"] ?? 1, slope: values["slope"] ?? 0)
        return Located(spread, at: reader.location(of: node))
    }

    private func parseArrows(_ node: Node, _ scheme: String) -> (outdoor: Length, indoor: Length)? {
        let what = "\(scheme) arrowDiameter"
        guard let fields = reader.fields(node, what, required: ["outdoor", "indoor"]) else { return nil }
        let outdoor = fields["outdoor"].flatMap { reader.length($0, "\(what) outdoor") }
        let indoor = fields["indoor"].flatMap { reader.length($0, "\(what) indoor") }
        guard let outdoor, let indoor else { return nil }
        return (outdoor.value, indoor.value)
    }

    private func parseRange(_ node: Node, _ scheme: String) -> Located<ClosedRange<Int>>? {
        let what = "\(scheme) handicaps"
        guard let fields = reader.fields(node, what, required: ["from", "to"]) else { return nil }
        let bounds = -Self.widestRange...Self.widestRange
        let from = fields["from"].flatMap { reader.wholeNumber($0, "\(what) from", in: bounds) }
        let to = fields["to"].flatMap { reader.wholeNumber($0, "\(what) to", in: bounds) }
        guard let from, let to else { return nil }
        guard from.value < to.value, to.value - from.value <= Self.widestRange else {
            reader.error(
                "\(what) must run from a lower to a higher handicap, at most \(Self.widestRange) apart; found \(from.value) to \(to.value)",
                at: to.location)
            return nil
        }
        return Located(from.value...to.value, at: from.location)
    }

    /// A finite decimal written in digits, optionally with an exponent (`5e-4`, `-0.027`).
    private func decimal(_ node: Node, _ what: String) -> Double? {
        guard let text = reader.text(node, what, freeText: false) else { return nil }
        let allowed = Set("0123456789.-+eE")
        guard text.value.count <= 32, text.value.allSatisfy(allowed.contains), let value = Double(text.value),
            value.isFinite
        else {
            reader.error("\(what) must be a number such as 0.00365 or 5e-4, found '\(text.value)'", at: text.location)
            return nil
        }
        return value
    }
}
