import ScorebookCore
import Yams

/// Reads a `kind: archery-rounds` YAML file into an ``ArcheryRoundsDefinition``.
/// Faces and scoring systems are looked up across files by ``TableCompiler``.
struct ArcheryRoundsParser {
    let reader: YAMLReader

    /// Arrows in a round, and so distances: the longest real rounds shoot
    /// 144. A request may compute a round under another scoring, distance by
    /// distance, so the bound keeps a round's cost near a real one's.
    static let mostArrows = 1_000
    static let arrowsRange = 1...mostArrows
    /// Rounds in a table: every governing body's catalogue has a few hundred.
    static let mostRounds = 1_000

    static let keys = TableHeader.required + ["rounds"]

    func parse(_ root: Node) -> ArcheryRoundsDefinition? {
        guard let fields = reader.fields(root, "an archery-rounds table", required: Self.keys, optional: TableHeader.optional) else { return nil }
        let header = reader.header(fields, of: root)
        let entries = fields["rounds"].flatMap { reader.entries($0, "rounds") }.flatMap(bounded)
        return ArcheryRoundsDefinition(
            file: reader.file, id: header.id, name: header.name, source: header.source, edition: header.edition, domain: header.domain,
            rounds: entries.map(parseRounds) ?? [], roundsWritten: (entries ?? []).map(\.key),
            writesEveryRound: reader.namesEveryEntry(root, known: Self.keys + TableHeader.optional, listsRead: entries != nil))
    }

    /// The rounds of a table, at most ``mostRounds``: more are refused, and none is read.
    private func bounded(_ entries: [(key: Located<String>, value: Node)]) -> [(key: Located<String>, value: Node)]? {
        guard entries.count > Self.mostRounds else { return entries }
        reader.error(
            "the table has \(entries.count) rounds; a rounds table has at most \(Self.mostRounds): split it",
            at: entries[Self.mostRounds].key.location)
        return nil
    }

    private func parseRounds(_ entries: [(key: Located<String>, value: Node)]) -> [RoundDefinition] {
        entries.compactMap { key, value in
            guard let id = reader.identifier(key, "round id") else { return nil }
            let what = "round '\(id.value)'"
            guard let fields = reader.fields(value, what, required: ["name", "venue", "scoring", "distances"]) else {
                return nil
            }
            let name = fields["name"].flatMap { reader.text($0, "\(what) name") }
            let venue = fields["venue"].flatMap { reader.choice($0, "\(what) venue", as: Venue.self) }
            let scoring = fields["scoring"].flatMap { reader.identifier($0, "\(what) scoring") }
            let distances = fields["distances"].flatMap { parseDistances($0, what) }
            if let node = fields["distances"], case .sequence(let items) = node, items.isEmpty {
                reader.error("\(what) has no distances", at: node)
            }
            guard let name, let venue, let scoring, let distances else { return nil }
            let arrows = distances.reduce(0) { $0 + $1.arrows.value }
            if arrows > Self.mostArrows {
                reader.error("\(what) shoots \(arrows) arrows; a round shoots at most \(Self.mostArrows)", at: id.location)
                return nil
            }
            return RoundDefinition(id: id, name: name.value, venue: venue.value, scoring: scoring, distances: distances)
        }
    }

    private func parseDistances(_ node: Node, _ round: String) -> [RoundDistanceDefinition]? {
        guard let items = reader.items(node, "\(round) distances") else { return nil }
        return items.compactMap { item in
            let what = "a distance of \(round)"
            guard
                let fields = reader.fields(item, what, required: ["distance", "face", "arrows", "arrowsPerEnd"])
            else { return nil }
            let distance = fields["distance"].flatMap { reader.length($0, "\(what): distance") }
            // A length that reads is a scalar: its text as written, for messages and the round.
            let text = fields["distance"]?.string ?? ""
            let face = fields["face"].flatMap { reader.identifier($0, "\(what): face") }
            let arrows = fields["arrows"].flatMap { reader.wholeNumber($0, "\(what): arrows", in: Self.arrowsRange) }
            let perEnd = fields["arrowsPerEnd"].flatMap {
                reader.wholeNumber($0, "\(what): arrowsPerEnd", in: Self.arrowsRange)
            }
            guard let distance, let face, let arrows, let perEnd else { return nil }
            if !ArcheryShot.distances.contains(distance.value) {
                reader.error("\(what): \(text) is not a distance a round is shot at, 1 m to 1000 m", at: distance.location)
                return nil
            }
            if arrows.value % perEnd.value != 0 {
                reader.error(
                    "\(what): \(arrows.value) arrows do not make whole ends of \(perEnd.value)", at: perEnd.location)
            }
            return RoundDistanceDefinition(
                text: text, distance: distance, face: face, arrows: arrows, arrowsPerEnd: perEnd)
        }
    }
}
