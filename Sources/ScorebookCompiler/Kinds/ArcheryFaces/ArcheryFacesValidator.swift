import ScorebookCore

/// Checks an archery-faces table as a whole: rings that grow outwards with
/// unique labels and defined colours; zones that cover every ring once, in
/// order, with scores that never rise outwards; faces whose layout, reduced
/// rings and scoring systems are defined and fit together. It checks the
/// entries read whole; a name whose entry has a mistake is not unknown.
struct ArcheryFacesValidator {
    let table: ArcheryFacesDefinition
    private(set) var diagnostics = Diagnostics()
    private let layouts: ArcheryLayoutIndex
    /// `layout/scoring` of each scoring system whose zones cover the rings
    /// soundly; a face check of any other would only repeat its error.
    private var soundScoring: Set<String> = []
    /// Rings drawn and scored so far, against ``ArcheryFacesParser/mostDrawn``.
    private var drawn = 0

    /// The label of an arrow that scores nothing.
    static let missLabel = "M"

    init(_ table: ArcheryFacesDefinition) {
        self.table = table
        layouts = ArcheryLayoutIndex(table.layouts)
    }

    mutating func validate() -> Diagnostics {
        if table.faces.count > ArcheryFacesParser.mostFaces {
            diagnostics.error(
                "the table has \(table.faces.count) faces; a faces table has at most \(ArcheryFacesParser.mostFaces): split it",
                at: table.faces[ArcheryFacesParser.mostFaces].id.location)
        }
        for layout in table.layouts {
            check(layout)
            guard !layout.rings.isEmpty else { continue }
            let indexed = ArcheryLayoutIndex.Entry(layout)
            for scoring in layout.scoring { check(scoring, on: indexed) }
        }
        for face in table.faces { check(face) }
        return diagnostics
    }

    // MARK: Layouts

    private mutating func check(_ layout: LayoutDefinition) {
        let what = "layout '\(layout.id.value)'"
        if layout.rings.isEmpty { diagnostics.error("\(what) has no rings", at: layout.id.location) }
        if layout.scoring.isEmpty { diagnostics.error("\(what) has no scoring system", at: layout.id.location) }
        if layout.rings.count > ArcheryFacesParser.mostRings {
            diagnostics.error(
                "\(what) has \(layout.rings.count) rings; a layout has at most \(ArcheryFacesParser.mostRings)",
                at: layout.rings[ArcheryFacesParser.mostRings].label.location)
        }
        checkUnique(layout.rings.map(\.label), "ring label", in: what)
        for ring in layout.rings {
            for colour in [ring.fill, ring.line] where table.coloursWritten?.contains(colour.value) == false {
                diagnostics.error(
                    "colour '\(colour.value)' is not defined; 'colours' defines \(quotedList(table.coloursWritten?.ordered ?? [], conjunction: "and"))",
                    at: colour.location)
            }
        }
        // Diameters of the same form compare here; a layout that mixes
        // fractions and lengths is checked on each face that prints it.
        for (inner, outer) in zip(layout.rings, layout.rings.dropFirst()) {
            let growing: Bool
            switch (inner.diameter.value, outer.diameter.value) {
            case (.fraction(let a), .fraction(let b)): growing = b > a
            case (.length(let a), .length(let b)): growing = b > a
            default: growing = true
            }
            if !growing {
                diagnostics.error(
                    "ring '\(outer.label.value)' must be larger than ring '\(inner.label.value)' inside it; rings are listed innermost first",
                    at: outer.diameter.location)
            }
        }
    }

    private mutating func check(_ scoring: ScoringDefinition, on indexed: ArcheryLayoutIndex.Entry) {
        let layout = indexed.layout
        let what = "scoring system '\(scoring.id.value)' of layout '\(layout.id.value)'"
        guard !scoring.zones.isEmpty else {
            diagnostics.error("\(what) has no zones", at: scoring.id.location)
            return
        }
        checkUnique(scoring.zones.map(\.label), "zone label", in: what)
        if checkCoverage(scoring, on: indexed, what) { soundScoring.insert("\(layout.id.value)/\(scoring.id.value)") }
        for zone in scoring.zones {
            let fills = Set(zone.rings.compactMap { indexed.ring($0.value) }.map { layout.rings[$0].fill.value })
            if fills.count > 1 {
                diagnostics.error(
                    "zone '\(zone.label.value)' covers rings of different colours (\(quotedList(fills.sorted(), conjunction: "and"))); a zone has one colour",
                    at: zone.label.location)
            }
        }
        for (inner, outer) in zip(scoring.zones, scoring.zones.dropFirst()) where outer.score.value > inner.score.value {
            diagnostics.error(
                "zone '\(outer.label.value)' scores \(outer.score.value), more than zone '\(inner.label.value)' inside it (\(inner.score.value)); scores never rise outwards",
                at: outer.score.location)
        }
        let labels = Set(scoring.zones.map(\.label.value))
        for tally in scoring.tallies {
            for label in tally.labels where !labels.contains(label.value) {
                diagnostics.error(
                    "tally '\(tally.id.value)' counts zone '\(label.value)', which \(what) does not have; its zones are \(quotedList(scoring.zones.map(\.label.value), conjunction: "and"))",
                    at: label.location)
            }
        }
        if scoring.tallies.count > 8 {
            diagnostics.error("\(what) keeps \(scoring.tallies.count) tallies; at most 8", at: scoring.id.location)
        }
    }

    /// The zones, innermost first, must cover the rings innermost first, each
    /// once. Reports the first place they do not; `true` if they do.
    private mutating func checkCoverage(_ scoring: ScoringDefinition, on indexed: ArcheryLayoutIndex.Entry, _ what: String) -> Bool {
        let layout = indexed.layout
        let ringLabels = layout.rings.map(\.label.value)
        // Duplicate ring labels are reported with the layout; coverage would only guess.
        guard Set(ringLabels).count == ringLabels.count else { return false }
        let covered = scoring.zones.flatMap(\.rings)
        var sound = true
        for ring in covered where indexed.ring(ring.value) == nil {
            diagnostics.error(
                "ring '\(ring.value)' is not a ring of layout '\(layout.id.value)'; its rings are \(quotedList(ringLabels, conjunction: "and"))",
                at: ring.location)
            sound = false
        }
        guard sound else { return false }
        for (position, ring) in covered.enumerated() where position >= ringLabels.count || ring.value != ringLabels[position] {
            let expected = position < ringLabels.count ? "ring '\(ringLabels[position])'" : "no more rings"
            diagnostics.error(
                "zones must cover the rings of layout '\(layout.id.value)' in order from the centre, each once: expected \(expected), found '\(ring.value)'",
                at: ring.location)
            return false
        }
        if covered.count < ringLabels.count, let last = scoring.zones.last {
            diagnostics.error(
                "\(what) leaves ring '\(ringLabels[covered.count])' and the rings outside it without a zone",
                at: last.label.location)
            return false
        }
        return true
    }

    // MARK: Faces

    private mutating func check(_ face: FaceDefinition) {
        let what = "face '\(face.id.value)'"
        guard let indexed = layouts[face.layout.value] else {
            guard table.layoutsWritten?.contains(face.layout.value) == false else { return }
            diagnostics.error(
                "layout '\(face.layout.value)' is not defined; 'layouts' defines \(quotedList(table.layoutsWritten?.ordered ?? [], conjunction: "and"))",
                at: face.layout.location)
            return
        }
        let layout = indexed.layout
        // A layout past the bound is an error already; checking each face's
        // rings too would take faces × rings.
        guard layout.rings.count <= ArcheryFacesParser.mostRings else { return }
        var ringCount = layout.rings.count
        if let outermost = face.outermostRing {
            if let index = indexed.ring(outermost.value) {
                ringCount = index + 1
            } else {
                diagnostics.error(
                    "outermostRing '\(outermost.value)' is not a ring of layout '\(layout.id.value)'; its rings are \(quotedList(layout.rings.map(\.label.value), conjunction: "and"))",
                    at: outermost.location)
            }
        }
        checkDiameters(face, layout: layout, ringCount: ringCount)
        let before = drawn
        drawn += ringCount * (1 + face.scoring.count)
        if before <= ArcheryFacesParser.mostDrawn && drawn > ArcheryFacesParser.mostDrawn {
            diagnostics.error(
                "by \(what) the table draws more than \(ArcheryFacesParser.mostDrawn) rings (each face's printed rings, once and once per scoring system it lists): split it",
                at: face.id.location)
        }
        if face.scoring.isEmpty { diagnostics.error("\(what) lists no scoring system", at: face.id.location) }
        checkUnique(face.scoring, "scoring system", in: what)
        for id in face.scoring {
            guard let scoring = indexed.scoring(id.value) else {
                diagnostics.error(
                    "scoring system '\(id.value)' is not defined on layout '\(layout.id.value)'; it defines \(quotedList(layout.scoring.map(\.id.value), conjunction: "and"))",
                    at: id.location)
                continue
            }
            // A reduced face must end where a zone ends: half a zone cannot be scored.
            guard soundScoring.contains("\(layout.id.value)/\(id.value)") else { continue }
            var ends: Set<Int> = []
            var covered = 0
            for zone in scoring.zones {
                covered += zone.rings.count
                ends.insert(covered)
            }
            if !ends.contains(ringCount) {
                diagnostics.error(
                    "\(what) ends at ring '\(layout.rings[ringCount - 1].label.value)', inside a zone of scoring system '\(id.value)'; a face that supports it must end where one of its zones ends",
                    at: id.location)
            }
        }
    }

    private mutating func checkDiameters(_ face: FaceDefinition, layout: LayoutDefinition, ringCount: Int) {
        var previous: (ring: RingDefinition, diameter: Length)?
        for ring in layout.rings.prefix(ringCount) {
            guard let diameter = ring.diameter.value.resolved(onFace: face.diameter.value) else {
                diagnostics.error(
                    "ring '\(ring.label.value)' on face '\(face.id.value)' (\(face.diameter.value)) is not a whole number of nanometres across",
                    at: ring.diameter.location)
                return
            }
            if diameter > face.diameter.value {
                diagnostics.error(
                    "ring '\(ring.label.value)' is \(diameter) across, larger than face '\(face.id.value)' (\(face.diameter.value))",
                    at: ring.diameter.location)
            }
            // Rings of one form are compared once, with the layout.
            if let previous, diameter <= previous.diameter, previous.ring.diameter.value.isFraction != ring.diameter.value.isFraction {
                diagnostics.error(
                    "on face '\(face.id.value)' ring '\(ring.label.value)' (\(diameter)) must be larger than ring '\(previous.ring.label.value)' (\(previous.diameter)) inside it",
                    at: ring.diameter.location)
            }
            previous = (ring, diameter)
        }
    }

    private mutating func checkUnique(_ values: [Located<String>], _ what: String, in owner: String) {
        var seen: [String: SourceLocation] = [:]
        for value in values {
            if let first = seen[value.value] {
                diagnostics.error(
                    "\(what) '\(value.value)' appears twice in \(owner) (first at line \(first.line))", at: value.location)
            } else {
                seen[value.value] = value.location
            }
        }
    }
}
