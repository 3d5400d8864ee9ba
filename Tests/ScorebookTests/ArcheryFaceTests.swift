import Scorebook
import Testing

/// Every face and scoring system against the reference specs: ring geometry,
/// each label's score and colour, every ring edge by position (with and
/// without an arrow's width), reduced faces and tallies.
@Suite struct ArcheryFaceTests {
    typealias Reference = ArcheryReference

    static let faceIDs = Reference.faces.map(\.id)

    func face(_ id: String) throws -> (Reference.Face, ArcheryFace) {
        let reference = try #require(Reference.faces.first { $0.id == id })
        return (reference, try #require(Scorebook.archeryFace(id), "face \(id) is not compiled"))
    }

    @Test func everyFaceTheAppsNeedIsCompiled() throws {
        #expect(Scorebook.archeryFaces.map(\.id).sorted() == Self.faceIDs)
        for reference in Reference.faces {
            let face = try #require(Scorebook.archeryFace(reference.id))
            #expect(face.diameter.nanometres == reference.diameterNanometres, "\(face.id)")
            #expect(face.layout == reference.layout, "\(face.id)")
            #expect(face.spots == reference.spots, "\(face.id)")
            #expect(Set(face.scoringSystems.map(\.id)) == Set(reference.scoring.keys), "\(face.id)")
            #expect(face.printedDiameter.nanometres == Reference.nanometres(reference.printedFraction, of: reference))
        }
    }

    /// Zones with equal scores merged (the X inside the 10 under `recurve`)
    /// are the spec's rings: same outer diameters to the nanometre, same scores.
    @Test(arguments: faceIDs) func zonesFollowTheSpec(_ id: String) throws {
        let (reference, face) = try face(id)
        for (system, specName) in reference.scoring {
            let scoring = try #require(face.scoring(system))
            var merged: [(diameter: Int, score: Int)] = []
            for zone in scoring.zones {
                if merged.last?.score == zone.score { merged.removeLast() }
                merged.append((zone.diameter!.nanometres, zone.score))
            }
            let spec = Reference.spec(specName, on: reference)
            #expect(merged.map(\.diameter) == spec.map { Reference.nanometres($0.fraction, of: reference) }, "\(id) \(system)")
            #expect(merged.map(\.score) == spec.map(\.score), "\(id) \(system)")
            if face.layout == "wa-10-zone", let x = scoring.zone(label: "X") {
                // The X ring has diameter D/20 on every World Archery face.
                #expect(x.index == 0 && x.diameter!.nanometres * 20 == reference.diameterNanometres)
            }
            #expect(scoring.zones.last!.diameter == face.printedDiameter, "\(id) \(system)")
        }
        #expect(face.rings.last!.diameter == face.printedDiameter)
    }

    @Test(arguments: faceIDs) func everyLabelScoresItsZoneInItsColour(_ id: String) throws {
        let (reference, face) = try face(id)
        let fills = try #require(Reference.fills[reference.layout])
        for ring in face.rings {
            #expect(ring.fill.name == fills[ring.label], "\(id) ring \(ring.label)")
            #expect(ring.fill.hex == Reference.hex[ring.fill.name])
            #expect(ring.line.hex == Reference.hex[ring.line.name])
        }
        for (system, specName) in reference.scoring {
            let scoring = try #require(face.scoring(system))
            let spec = Reference.spec(specName, on: reference)
            for zone in scoring.zones {
                #expect(scoring.zone(label: zone.label) == zone)
                #expect(zone.score == Reference.score(label: zone.label, spec: spec), "\(id) \(system) \(zone.label)")
                let outerRing = try #require(face.rings.first { $0.diameter == zone.diameter })
                #expect(zone.colour?.name == fills[outerRing.label], "\(id) \(system) \(zone.label)")
                #expect(zone.colour?.hex == Reference.hex[zone.colour?.name ?? ""])
            }
            let miss = try #require(scoring.zone(label: "M"))
            #expect(miss.isMiss && miss.score == 0 && miss.colour == nil && miss.label == "M")
            for label in ["", "0", "x", "11", "MISS"] { #expect(scoring.zone(label: label) == nil) }
            #expect(scoring.labels == scoring.zones.map(\.label) + ["M"])
        }
    }

    /// The World Archery line rule: lines are black, except inside a black
    /// zone, where they are white (here: also the outermost edge of a black ring).
    /// The IFAA indoor face's lines are white, but the X ring's, blue to show on white.
    @Test(arguments: faceIDs) func dividingLinesAreBlackExceptInsideBlack(_ id: String) throws {
        let (_, face) = try face(id)
        let fullRings = try #require(Scorebook.archeryFaces.first { $0.layout == face.layout && $0.spots == 1 }).rings
        for (index, ring) in face.rings.enumerated() {
            if face.layout == "ifaa-indoor" {
                #expect(ring.line.name == (ring.label == "X" ? "dull-blue" : "white"), "\(id) ring \(ring.label)")
                continue
            }
            let outside = index + 1 < fullRings.count ? fullRings[index + 1].fill.name : nil
            let white = ring.fill.name == "black" && (outside == nil || outside == "black")
            #expect(ring.line.name == (white ? "white" : "black"), "\(id) ring \(ring.label)")
        }
    }

    @Test func talliesCountWhatTheScoreSheetsCount() throws {
        for face in Scorebook.archeryFaces {
            for scoring in face.scoringSystems {
                guard let tallies = Reference.tallies[scoring.id] else { continue }
                #expect(Set(scoring.tallies) == Set(tallies.keys), "\(face.id) \(scoring.id)")
                for zone in scoring.zones {
                    for (index, name) in scoring.tallies.enumerated() {
                        #expect(zone.counts(tally: index) == tallies[name]!.contains(zone.label))
                    }
                }
            }
        }
    }

    /// On every edge, at every arrow width: a shaft that touches the line scores
    /// the zone inside it; one nanometre further out scores the next zone.
    @Test(arguments: faceIDs) func everyRingEdgeByPosition(_ id: String) throws {
        let (_, face) = try face(id)
        for scoring in face.scoringSystems {
            #expect(try scoring.zone(nanometresX: 0, y: 0) == scoring.zones[0])
            for (index, zone) in scoring.zones.enumerated() {
                let next = index + 1 < scoring.zones.count ? scoring.zones[index + 1] : scoring.miss
                for arrow in Reference.arrowDiametersNanometres {
                    let span = zone.diameter!.nanometres + arrow
                    try #require(span % 2 == 0)
                    let r = span / 2
                    let what = "\(id) \(scoring.id) \(zone.label) arrow \(arrow) nm"
                    for (x, y) in [(r, 0), (-r, 0), (0, r), (0, -r)] {
                        #expect(try scoring.zone(nanometresX: x, y: y, arrowDiameter: arrow) == zone, "\(what) at \(x),\(y)")
                    }
                    #expect(try scoring.zone(nanometresX: r - 1, y: 0, arrowDiameter: arrow) == zone, "\(what)")
                    #expect(try scoring.zone(nanometresX: r + 1, y: 0, arrowDiameter: arrow) == next, "\(what)")
                    #expect(try scoring.zone(nanometresX: 0, y: -r - 1, arrowDiameter: arrow) == next, "\(what)")
                    if r % 5 == 0 {
                        // A 3-4-5 triangle puts the point exactly on the edge off the axes.
                        let (x, y) = (r / 5 * 3, r / 5 * 4)
                        #expect(try scoring.zone(nanometresX: x, y: y, arrowDiameter: arrow) == zone, "\(what)")
                        #expect(try scoring.zone(nanometresX: x + 1, y: y, arrowDiameter: arrow) == next, "\(what)")
                    }
                    // The millimetre API reads the same edge exactly.
                    let millimetres = Double(r) / 1_000_000, arrowMillimetres = Double(arrow) / 1_000_000
                    #expect(try scoring.zone(x: millimetres, y: 0, arrowDiameter: arrowMillimetres) == zone, "\(what)")
                    #expect(try scoring.zone(x: 0, y: millimetres + 0.000001, arrowDiameter: arrowMillimetres) == next)
                }
            }
        }
    }

    @Test func reducedFacesMissWhereTheirRingsAreNotPrinted() throws {
        for (id, gone) in [("wa-80-6ring", ["4", "3", "2", "1"]), ("wa-40-triple", ["5", "4", "3", "2", "1"]), ("wa-60-triple", ["5", "4", "3", "2", "1"])] {
            let (_, face) = try face(id)
            let full = try #require(Scorebook.archeryFaces.first { $0.layout == face.layout && $0.diameter == face.diameter && $0.spots == 1 && $0.id != id })
            for scoring in face.scoringSystems {
                for label in gone {
                    #expect(scoring.zone(label: label) == nil, "\(id) \(scoring.id) \(label)")
                    #expect(throws: ScoringError.self) { try scoring.tally(labels: ["X", label]) }
                    // Where the full face prints that ring, the reduced face is missed.
                    let ring = try #require(full.rings.first { $0.label == label })
                    #expect(try scoring.zone(nanometresX: ring.diameter.nanometres / 2, y: 0) == scoring.miss)
                    #expect(try full.scoring(scoring.id)!.zone(nanometresX: ring.diameter.nanometres / 2, y: 0).label == label)
                }
            }
        }
    }

    @Test func badPositionsAreErrorsAndFarAwayIsAMiss() throws {
        let scoring = try #require(Scorebook.archeryFace("wa-122")?.scoring("recurve"))
        for arrow in [-0.1, 100.001, .nan] {
            #expect(throws: ScoringError.self) { try scoring.zone(x: 0, y: 0, arrowDiameter: arrow) }
        }
        #expect(throws: ScoringError.self) { try scoring.zone(x: .infinity, y: 0) }
        #expect(throws: ScoringError.self) { try scoring.zone(x: 0, y: .nan) }
        #expect(try scoring.zone(x: 1e300, y: -1e300, arrowDiameter: 100) == scoring.miss)
        #expect(try scoring.zone(nanometresX: .max, y: .min, arrowDiameter: 0) == scoring.miss)
        #expect(try scoring.zone(nanometresX: .min, y: 0) == scoring.miss)
    }

    @Test func anEndTalliesScoreHitsAndCounts() throws {
        let scoring = try #require(Scorebook.archeryFace("wa-122")?.scoring("recurve"))
        let labels = ["X", "10", "10", "9", "M", "1"]
        let tally = try scoring.tally(labels: labels)
        let spec = Reference.specs["10_zone"]!
        #expect(tally.total == labels.map { Reference.score(label: $0, spec: spec) }.reduce(0, +))
        #expect(tally.hits == 5 && tally.arrows == 6)
        #expect(tally.count("tens") == 3 && tally.count("xs") == 1 && tally.count("golds") == nil)
        #expect(throws: ScoringError(at: ["arrows", .index(2)], "'11' is not a zone of face 'wa-122' under 'recurve'; expected 'X', '10', '9', '8', '7', '6', '5', '4', '3', '2', '1' or 'M'", allowed: scoring.labels)) {
            try scoring.tally(labels: ["X", "10", "11"])
        }
    }
}
