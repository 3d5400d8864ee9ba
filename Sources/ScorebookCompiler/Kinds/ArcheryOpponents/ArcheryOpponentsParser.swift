import ScorebookCore
import Yams

/// Reads a `kind: archery-opponents` YAML file into an ``ArcheryOpponentsDefinition``.
/// Names within the file (difficulties, temperaments) are checked by
/// ``ArcheryOpponentsValidator``; the scheme and faces, across files.
struct ArcheryOpponentsParser {
    let reader: YAMLReader

    /// Handicaps and their changes are small: far beyond any scheme is a mistake.
    static let handicapBound = 1000
    /// Ends of a match, and arrows in an end.
    static let endsRange = 1...100
    /// What a table holds. Real ones have fewer than ten of each; every
    /// temperament is spread over every round's ends, so its bound keeps the
    /// generated arrays near a real table's.
    static let mostTemperaments = 32
    static let mostDifficulties = 16
    static let mostOpponents = 256
    /// Each shot gets the scheme's odds at every handicap.
    static let mostShots = 64

    func parse(_ root: Node) -> ArcheryOpponentsDefinition? {
        guard
            let fields = reader.fields(
                root, "an archery-opponents table",
                required: TableHeader.required + ["scheme", "formats", "shots", "difficulties",
                    "temperaments", "opponents"], optional: TableHeader.optional)
        else { return nil }
        let header = reader.header(fields, of: root)
        let scheme = fields["scheme"].flatMap { reader.identifier($0, "scheme") }
        let formats = fields["formats"].flatMap(parseFormats)
        // With a mistake in an entry, the entries read whole: their references
        // and ranges are still checked in this run.
        let shots = fields["shots"].flatMap(parseShots) ?? []
        let difficulties = fields["difficulties"].flatMap(parseDifficulties) ?? []
        let temperaments = fields["temperaments"].flatMap(parseTemperaments) ?? []
        let opponents = fields["opponents"].flatMap(parseOpponents) ?? []
        guard let scheme, let formats else { return nil }
        return ArcheryOpponentsDefinition(
            header: header, scheme: scheme, sets: formats.sets, cumulative: formats.cumulative, shots: shots,
            difficulties: difficulties, temperaments: temperaments, opponents: opponents,
            difficultiesWritten: fields["difficulties"].flatMap(reader.keysWritten),
            temperamentsWritten: fields["temperaments"].flatMap(reader.keysWritten))
    }

    private func parseFormats(_ node: Node) -> (sets: SetsFormatDefinition, cumulative: CumulativeFormatDefinition)? {
        guard let fields = reader.fields(node, "formats", required: ["sets", "cumulative"]) else { return nil }
        var sets: SetsFormatDefinition?
        if let node = fields["sets"],
            let f = reader.fields(node, "formats sets", required: ["arrowsPerEnd", "ends", "setPoints", "toWin"])
        {
            let arrows = f["arrowsPerEnd"].flatMap { reader.wholeNumber($0, "sets arrowsPerEnd", in: Self.endsRange) }
            let ends = f["ends"].flatMap { reader.wholeNumber($0, "sets ends", in: Self.endsRange) }
            let toWin = f["toWin"].flatMap { reader.wholeNumber($0, "sets toWin", in: 1...1000) }
            let points = f["setPoints"].flatMap { reader.fields($0, "sets setPoints", required: ["win", "tie"]) }
            let win = points?["win"].flatMap { reader.wholeNumber($0, "setPoints win", in: 1...100) }
            let tie = points?["tie"].flatMap { reader.wholeNumber($0, "setPoints tie", in: 0...100) }
            if let arrows, let ends, let toWin, let win, let tie {
                if tie.value >= win.value {
                    reader.error("setPoints tie must be less than win (\(win.value)), found \(tie.value)", at: tie.location)
                } else if toWin.value > ends.value * win.value {
                    reader.error(
                        "sets toWin is \(toWin.value), more than \(ends.value) ends of \(win.value) set points can give",
                        at: toWin.location)
                } else {
                    sets = SetsFormatDefinition(
                        arrowsPerEnd: arrows.value, ends: ends.value, win: win.value, tie: tie.value, toWin: toWin.value)
                }
            }
        }
        var cumulative: CumulativeFormatDefinition?
        if let node = fields["cumulative"], let f = reader.fields(node, "formats cumulative", required: ["arrowsPerEnd", "ends"]) {
            let arrows = f["arrowsPerEnd"].flatMap { reader.wholeNumber($0, "cumulative arrowsPerEnd", in: Self.endsRange) }
            let ends = f["ends"].flatMap { reader.wholeNumber($0, "cumulative ends", in: Self.endsRange) }
            if let arrows, let ends { cumulative = CumulativeFormatDefinition(arrowsPerEnd: arrows.value, ends: ends.value) }
        }
        guard let sets, let cumulative else { return nil }
        return (sets, cumulative)
    }

    private func parseShots(_ node: Node) -> [ShotDefinition]? {
        guard let items = reader.items(node, "shots") else { return nil }
        if items.count > Self.mostShots {
            reader.error(
                "the table has \(items.count) shots; an opponents table has at most \(Self.mostShots)", at: items[Self.mostShots])
            return nil
        }
        return items.compactMap { item -> ShotDefinition? in
            let what = "a shot"
            guard let f = reader.fields(item, what, required: ["face", "scoring", "distance", "venue"]) else { return nil }
            let face = f["face"].flatMap { reader.identifier($0, "\(what): face") }
            let scoring = f["scoring"].flatMap { reader.identifier($0, "\(what): scoring") }
            let distance = f["distance"].flatMap { reader.length($0, "\(what): distance") }
            let venue = f["venue"].flatMap { reader.choice($0, "\(what): venue", as: Venue.self) }
            guard let face, let scoring, let distance, let venue else { return nil }
            if !ArcheryShot.distances.contains(distance.value) {
                reader.error("\(what): distance is not a distance a match is shot at, 1 m to 1000 m", at: distance.location)
                return nil
            }
            return ShotDefinition(face: face, scoring: scoring, distance: distance.value, venue: venue.value)
        }
    }

    private func parseDifficulties(_ node: Node) -> [DifficultyDefinition]? {
        guard let entries = reader.entries(node, "difficulties") else { return nil }
        guard within(Self.mostDifficulties, entries, "difficulties") else { return nil }
        return entries.compactMap { key, value -> DifficultyDefinition? in
            guard let id = reader.identifier(key, "difficulty id") else { return nil }
            let what = "difficulty '\(id.value)'"
            guard let f = reader.fields(value, what, required: ["name"], optional: ["handicap", "archer", "within"])
            else { return nil }
            let name = f["name"].flatMap { reader.text($0, "\(what) name") }
            let rule = parseRule(f, node: value, what)
            guard let name, let rule else { return nil }
            return DifficultyDefinition(id: id, name: name.value, rule: rule)
        }
    }

    /// `handicap: 30` (fixed), or `archer: +8` with `within: { from, to }`.
    private func parseRule(_ f: [String: Node], node: Node, _ what: String) -> Located<DifficultyRule>? {
        let location = reader.location(of: node)
        switch (f["handicap"], f["archer"]) {
        case (let fixed?, nil):
            if let within = f["within"] {
                reader.error("\(what) has a fixed handicap: 'within' applies only to 'archer'", at: within)
                return nil
            }
            return signed(fixed, "\(what) handicap").map { Located(.fixed($0.value), at: $0.location) }
        case (nil, let archer?):
            guard let withinNode = f["within"] else {
                reader.error("\(what) follows the archer: it needs 'within: { from, to }', the handicaps it keeps to", at: node)
                return nil
            }
            let offset = signed(archer, "\(what) archer")
            let within = reader.fields(withinNode, "\(what) within", required: ["from", "to"])
            let from = within?["from"].flatMap { signed($0, "\(what) within from") }
            let to = within?["to"].flatMap { signed($0, "\(what) within to") }
            guard let offset, let from, let to else { return nil }
            guard from.value <= to.value else {
                reader.error("\(what) within runs from \(from.value) down to \(to.value): write the lower first", at: to.location)
                return nil
            }
            // Located at `within`: what a range error is about.
            return Located(.relative(offset: offset.value, within: from.value...to.value), at: reader.location(of: withinNode))
        case (.some, .some):
            reader.error("\(what) is either a fixed 'handicap' or follows the 'archer', not both", at: node)
            return nil
        case (nil, nil):
            reader.error("\(what) needs a rule: 'handicap: 30' (fixed) or 'archer: +8' with 'within'", at: location)
            return nil
        }
    }

    private func parseTemperaments(_ node: Node) -> [TemperamentDefinition]? {
        guard let entries = reader.entries(node, "temperaments") else { return nil }
        guard within(Self.mostTemperaments, entries, "temperaments") else { return nil }
        return entries.compactMap { key, value -> TemperamentDefinition? in
            guard let id = reader.identifier(key, "temperament id") else { return nil }
            let what = "temperament '\(id.value)'"
            guard let f = reader.fields(value, what, required: ["name", "curve"]) else { return nil }
            let name = f["name"].flatMap { reader.text($0, "\(what) name") }
            let curve = f["curve"].flatMap { parseCurve($0, what) }
            guard let name, let curve else { return nil }
            return TemperamentDefinition(id: id, name: name.value, points: curve.points, lastPoint: curve.last)
        }
    }

    /// `{ 1: +6, 3: 0 }`: end → handicap change, ends rising, each within the match.
    private func parseCurve(_ node: Node, _ what: String) -> (points: [(end: Int, change: Int)], last: SourceLocation)? {
        guard let entries = reader.entries(node, "\(what) curve") else { return nil }
        guard !entries.isEmpty else {
            reader.error("\(what) curve has no points; write at least one, such as '1: 0'", at: node)
            return nil
        }
        var points: [(end: Int, change: Int)] = []
        var last = reader.location(of: node)
        for (key, value) in entries {
            guard let end = reader.wholeNumber(key, "\(what) curve end", in: Self.endsRange),
                let change = signed(value, "\(what) change at end \(key.value)")
            else { return nil }
            if let last = points.last, end.value <= last.end {
                reader.error(
                    "\(what) curve: end \(end.value) is written after end \(last.end); write the ends in rising order",
                    at: end.location)
                return nil
            }
            points.append((end.value, change.value))
            last = end.location
        }
        return (points, last)
    }

    private func parseOpponents(_ node: Node) -> [OpponentDefinition]? {
        guard let entries = reader.entries(node, "opponents") else { return nil }
        guard within(Self.mostOpponents, entries, "opponents", split: true) else { return nil }
        return entries.compactMap { key, value -> OpponentDefinition? in
            guard let id = reader.identifier(key, "opponent id") else { return nil }
            let what = "opponent '\(id.value)'"
            guard
                let f = reader.fields(
                    value, what, required: ["name", "tagline", "bowStyle", "handicap", "temperament", "difficulties"])
            else { return nil }
            let name = f["name"].flatMap { reader.text($0, "\(what) name") }
            let tagline = f["tagline"].flatMap { reader.text($0, "\(what) tagline") }
            let bowStyle = f["bowStyle"].flatMap { reader.identifier($0, "\(what) bowStyle") }
            let handicap = f["handicap"].flatMap { signed($0, "\(what) handicap") }
            let temperament = f["temperament"].flatMap { reader.identifier($0, "\(what) temperament") }
            let difficulties = f["difficulties"].flatMap { node -> [Located<String>]? in
                guard let items = reader.items(node, "\(what) difficulties") else { return nil }
                let ids = items.compactMap { reader.identifier($0, "\(what) difficulty") }
                guard ids.count == items.count else { return nil }
                if ids.isEmpty { reader.error("\(what) has no difficulties", at: node) }
                return ids
            }
            guard let name, let tagline, let bowStyle, let handicap, let temperament, let difficulties else { return nil }
            return OpponentDefinition(
                id: id, name: name.value, tagline: tagline.value, bowStyle: bowStyle.value, handicap: handicap,
                temperament: temperament, difficulties: difficulties)
        }
    }

    /// Whether a table's `entries` are at most `most`; if not, the error is at the first one too many.
    private func within(_ most: Int, _ entries: [(key: Located<String>, value: Node)], _ noun: String, split: Bool = false) -> Bool {
        guard entries.count > most else { return true }
        reader.error(
            "the table has \(entries.count) \(noun); an opponents table has at most \(most)\(split ? ": split it" : "")",
            at: entries[most].key.location)
        return false
    }

    /// A whole number with an optional sign: `12`, `+8`, `-6`.
    private func signed(_ node: Node, _ what: String) -> Located<Int>? {
        guard let text = reader.text(node, what, freeText: false) else { return nil }
        // `+8` reads as 8; `+-8` is no number.
        let plus = text.value.hasPrefix("+")
        guard let value = DecimalText.parseScaled(Substring(text.value.dropFirst(plus ? 1 : 0)), decimals: 0),
            !(plus && value < 0), abs(value) <= Self.handicapBound
        else {
            reader.error(
                "\(what) must be a whole number from -\(Self.handicapBound) to \(Self.handicapBound), such as 12, +8 or -6; found '\(text.value)'",
                at: text.location)
            return nil
        }
        return Located(value, at: text.location)
    }
}
