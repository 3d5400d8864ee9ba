import ScorebookCore
import Yams

/// Reads a `kind: archery-faces` YAML file into an ``ArcheryFacesDefinition``.
/// Each value is checked here; ``ArcheryFacesValidator`` checks how they fit together.
struct ArcheryFacesParser {
    let reader: YAMLReader

    /// Zone scores fit the runtime's byte-sized tables.
    static let scoreRange = 0...255
    /// The largest face: positions are scored in exact 64-bit nanometre arithmetic.
    static let largestFace = Length(nanometres: 2_000_000_000)
    /// Spots on one face (a triple spot has 3).
    static let spotsRange = 1...9
    /// Rings in a layout and faces in a table: real ones have at most 11 and a
    /// few dozen. The bounds keep what a table costs to compile and draw in
    /// proportion to any real one.
    static let mostRings = 100
    static let mostFaces = 1000
    /// Each face's printed rings, once for its drawing and once per scoring
    /// system it lists, added over the table (the real table draws 327). Each
    /// is a literal the Swift compiler type-checks: 100,000 took it 71 s.
    static let mostDrawn = 10_000

    static let keys = TableHeader.required + ["colours", "layouts", "faces"]

    func parse(_ root: Node) -> ArcheryFacesDefinition? {
        guard let fields = reader.fields(root, "an archery-faces table", required: Self.keys, optional: TableHeader.optional) else { return nil }
        let header = reader.header(fields, of: root)
        let faceEntries = fields["faces"].flatMap { reader.entries($0, "faces") }
        // An entry with a mistake is left out, but its name is written: the
        // validator checks the others, and does not report it unknown.
        return ArcheryFacesDefinition(
            file: reader.file, id: header.id, name: header.name, source: header.source, edition: header.edition, domain: header.domain,
            colours: fields["colours"].flatMap(parseColours) ?? [],
            layouts: fields["layouts"].flatMap(parseLayouts) ?? [],
            faces: faceEntries?.compactMap { key, value in reader.whole { parseFace(key, value) } } ?? [],
            coloursWritten: fields["colours"].flatMap(reader.keysWritten),
            layoutsWritten: fields["layouts"].flatMap(reader.keysWritten),
            facesWritten: (faceEntries ?? []).map(\.key),
            writesEveryFace: reader.namesEveryEntry(root, known: Self.keys + TableHeader.optional, listsRead: faceEntries != nil))
    }

    // MARK: Colours

    private func parseColours(_ node: Node) -> [ColourDefinition]? {
        guard let entries = reader.entries(node, "colours") else { return nil }
        return entries.compactMap { key, value in
            guard let id = reader.identifier(key, "colour id") else { return nil }
            if case .scalar(let scalar) = value, scalar.style == .plain, scalar.string.isEmpty {
                reader.error(
                    "colour '\(id.value)' has no value; write its hex in quotes, such as \"#FFE552\": an unquoted '#' starts a YAML comment",
                    at: value)
                return nil
            }
            guard let text = reader.text(value, "colour '\(id.value)'") else { return nil }
            guard let hex = Self.hex(text.value) else {
                reader.error(
                    "colour '\(id.value)' must be an sRGB hex colour written #RRGGBB, such as \"#FFE552\", found '\(text.value)'",
                    at: text.location)
                return nil
            }
            return ColourDefinition(id: id, hex: hex)
        }
    }

    /// `#ffe552` → `#FFE552`; `nil` unless `#` and six hex digits.
    static func hex(_ text: String) -> String? {
        let digits = text.dropFirst()
        guard text.first == "#", digits.count == 6, digits.allSatisfy(\.isHexDigit) else { return nil }
        return text.uppercased()
    }

    // MARK: Layouts

    private func parseLayouts(_ node: Node) -> [LayoutDefinition]? {
        guard let entries = reader.entries(node, "layouts") else { return nil }
        return entries.compactMap { key, value in
            reader.whole {
                guard let id = reader.identifier(key, "layout id") else { return nil }
                let what = "layout '\(id.value)'"
                guard let fields = reader.fields(value, what, required: ["name", "rings", "scoring"]) else { return nil }
                let name = fields["name"].flatMap { reader.text($0, "\(what) name") }
                let rings = fields["rings"].flatMap { parseRings($0, what) } ?? []
                let scoring = fields["scoring"].flatMap { parseScoring($0, what) } ?? []
                return LayoutDefinition(id: id, name: name?.value ?? "", rings: rings, scoring: scoring)
            }
        }
    }

    private func parseRings(_ node: Node, _ layout: String) -> [RingDefinition]? {
        guard let items = reader.items(node, "\(layout) rings") else { return nil }
        return items.compactMap { item in
            let what = "a ring of \(layout)"
            guard let fields = reader.fields(item, what, required: ["label", "diameter", "fill", "line"]) else {
                return nil
            }
            let label = fields["label"].flatMap { self.label($0, "the label of \(what)") }
            let diameter = fields["diameter"].flatMap(parseRingDiameter)
            let fill = fields["fill"].flatMap { reader.identifier($0, "\(what) fill") }
            let line = fields["line"].flatMap { reader.identifier($0, "\(what) line") }
            guard let label, let diameter, let fill, let line else { return nil }
            return RingDefinition(label: label, diameter: diameter, fill: fill, line: line)
        }
    }

    /// `0.05` (of the face's diameter, at most 1) or a length such as `61 mm`.
    private func parseRingDiameter(_ node: Node) -> Located<RingDiameter>? {
        guard let text = reader.text(node, "a ring diameter", freeText: false) else { return nil }
        if let length = Length(text.value), length.nanometres > 0 {
            return Located(.length(length), at: text.location)
        }
        if let (digits, decimals) = DecimalText.parseDecimal(Substring(text.value)), decimals <= 6 {
            var millionths = digits
            for _ in decimals..<6 { millionths *= 10 }
            if millionths > 0 && millionths <= 1_000_000 {
                return Located(.fraction(millionths: millionths), at: text.location)
            }
        }
        reader.error(
            "a ring diameter must be a fraction of the face's diameter above 0 and at most 1 (up to 6 decimals), such as 0.05, or a length such as 61 mm; found '\(text.value)'",
            at: text.location)
        return nil
    }

    private func parseScoring(_ node: Node, _ layout: String) -> [ScoringDefinition]? {
        guard let entries = reader.entries(node, "\(layout) scoring") else { return nil }
        return entries.compactMap { key, value in
            guard let id = reader.identifier(key, "scoring system id") else { return nil }
            let what = "scoring system '\(id.value)' of \(layout)"
            guard let fields = reader.fields(value, what, required: ["name", "zones", "tallies"]) else { return nil }
            let name = fields["name"].flatMap { reader.text($0, "\(what) name") }
            let zones = fields["zones"].flatMap { parseZones($0, what) } ?? []
            let tallies = fields["tallies"].flatMap { parseTallies($0, what) } ?? []
            return ScoringDefinition(id: id, name: name?.value ?? "", zones: zones, tallies: tallies)
        }
    }

    private func parseZones(_ node: Node, _ scoring: String) -> [ZoneDefinition]? {
        guard let items = reader.items(node, "\(scoring) zones") else { return nil }
        return items.compactMap { item in
            let what = "a zone of \(scoring)"
            guard let fields = reader.fields(item, what, required: ["label", "score", "rings"]) else { return nil }
            let label = fields["label"].flatMap { self.label($0, "the label of \(what)") }
            let score = fields["score"].flatMap { reader.wholeNumber($0, "\(what) score", in: Self.scoreRange) }
            let rings = fields["rings"].flatMap { labels($0, "\(what) rings") }
            guard let label, let score, let rings else { return nil }
            if label.value == ArcheryFacesValidator.missLabel {
                reader.error("'\(label.value)' is the label of a miss; a zone needs another label", at: label.location)
            }
            if rings.isEmpty { reader.error("a zone covers at least one ring", at: item) }
            return ZoneDefinition(label: label, score: score, rings: rings)
        }
    }

    private func parseTallies(_ node: Node, _ scoring: String) -> [TallyDefinition]? {
        guard let entries = reader.entries(node, "\(scoring) tallies") else { return nil }
        return entries.compactMap { key, value in
            guard let id = reader.identifier(key, "tally id") else { return nil }
            guard let labels = labels(value, "tally '\(id.value)' of \(scoring)") else { return nil }
            return TallyDefinition(id: id, labels: labels)
        }
    }

    private func labels(_ node: Node, _ what: String) -> [Located<String>]? {
        reader.items(node, what)?.compactMap { label($0, "a label in \(what)") }
    }

    /// A ring or zone label: any text but empty, as a score sheet prints it.
    private func label(_ node: Node, _ what: String) -> Located<String>? {
        guard let text = reader.text(node, what) else { return nil }
        guard !text.value.isEmpty else {
            reader.error("\(what) is empty; write it as a score sheet does, such as X or \"10\"", at: text.location)
            return nil
        }
        return text
    }

    // MARK: Faces

    private func parseFace(_ key: Located<String>, _ value: Node) -> FaceDefinition? {
        guard let id = reader.identifier(key, "face id") else { return nil }
        let what = "face '\(id.value)'"
        guard
            let fields = reader.fields(
                value, what, required: ["name", "diameter", "layout", "scoring"],
                optional: ["outermostRing", "spots"])
        else { return nil }
        let name = fields["name"].flatMap { reader.text($0, "\(what) name") }
        let diameter = fields["diameter"].flatMap { reader.length($0, "\(what) diameter") }
        let layout = fields["layout"].flatMap { reader.identifier($0, "\(what) layout") }
        let outermost = fields["outermostRing"].flatMap { reader.text($0, "\(what) outermostRing") }
        let spots = fields["spots"].flatMap { reader.wholeNumber($0, "\(what) spots", in: Self.spotsRange) }
        let scoring = fields["scoring"].flatMap { node in
            reader.items(node, "\(what) scoring")?.compactMap { reader.identifier($0, "a scoring system") }
        }
        guard let name, let diameter, let layout, let scoring else { return nil }
        if diameter.value > Self.largestFace {
            reader.error("\(what) is \(diameter.value) across; a face is at most 2 m", at: diameter.location)
        }
        return FaceDefinition(
            id: id, name: name.value, diameter: diameter, layout: layout, outermostRing: outermost,
            spots: spots?.value ?? 1, scoring: scoring)
    }
}
