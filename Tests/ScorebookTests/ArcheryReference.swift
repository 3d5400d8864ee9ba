import Foundation

/// The archery reference fixtures: `Fixtures/Archery/face_specs.json` (ring
/// fractions and scores, innermost first), `faces.json` (which spec each face
/// and scoring system follows, nominal diameters, colours, tallies) and
/// `rounds.json` (each round's distances, faces, arrows and maximum score).
enum ArcheryReference {
    /// A ring of the spec: outer diameter as a fraction of the face, and its score.
    struct SpecRing: Equatable {
        var fraction: Double
        var score: Int
    }

    struct Face {
        var id: String
        var diameterNanometres: Int
        var layout: String
        var spots: Int
        /// Scoring system id → the spec it follows.
        var scoring: [String: String]
        var printedFraction: Double
    }

    struct Round {
        var id: String
        var venue: String
        var scoring: String
        var maximum: Int
        /// (distance text, face id, arrows), in order.
        var distances: [(text: String, face: String, arrows: Int)]
    }

    static func json(_ name: String) -> [String: Any] {
        let url = ReferenceData.fixtures.appendingPathComponent("Archery").appendingPathComponent(name)
        return try! JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
    }

    static let specs: [String: [SpecRing]] = (json("face_specs.json") as! [String: [[String: Any]]]).mapValues {
        $0.map { SpecRing(fraction: ($0["ring_diameter_fraction"] as! NSNumber).doubleValue, score: $0["score"] as! Int) }
    }

    private static var faceFixture: [String: Any] { json("faces.json") }

    static let hex = faceFixture["hex"] as! [String: String]
    /// Layout → ring label → colour name.
    static let fills = faceFixture["fills"] as! [String: [String: String]]
    /// Scoring system → tally name → zone labels it counts.
    static let tallies = faceFixture["tallies"] as! [String: [String: [String]]]
    static let arrowDiametersNanometres = (faceFixture["arrow_diameters_mm"] as! [NSNumber]).map {
        nanometres(millimetres: $0.doubleValue)
    }

    static let faces: [Face] = (faceFixture["faces"] as! [String: [String: Any]]).map { id, face in
        Face(
            id: id, diameterNanometres: nanometres(millimetres: (face["diameter_mm"] as! NSNumber).doubleValue),
            layout: face["layout"] as! String, spots: face["spots"] as? Int ?? 1,
            scoring: face["scoring"] as! [String: String],
            printedFraction: (face["printed_fraction"] as? NSNumber)?.doubleValue ?? 1)
    }.sorted { $0.id < $1.id }

    static let rounds: [Round] = (json("rounds.json")["rounds"] as! [String: [String: Any]]).map { id, round in
        Round(
            id: id, venue: round["venue"] as! String, scoring: round["scoring"] as! String,
            maximum: round["maximum"] as! Int,
            distances: (round["distances"] as! [[Any]]).map { ($0[0] as! String, $0[1] as! String, $0[2] as! Int) })
    }.sorted { $0.id < $1.id }

    static func nanometres(millimetres: Double) -> Int { Int((millimetres * 1_000_000).rounded()) }

    /// The spec's ring diameters on a face, in nanometres.
    static func nanometres(_ fraction: Double, of face: Face) -> Int {
        Int((fraction * Double(face.diameterNanometres)).rounded())
    }

    /// The spec of a scoring system on a face, cut to the rings the face prints.
    static func spec(_ name: String, on face: Face) -> [SpecRing] {
        specs[name]!.filter { $0.fraction <= face.printedFraction + 1e-9 }
    }

    /// What an arrow recorded as `label` scores, by the rules rather than the
    /// tables: a numbered zone scores its number, `X` the spec's top score, `M` nothing.
    static func score(label: String, spec: [SpecRing]) -> Int {
        if label == "M" { return 0 }
        if label == "X" { return spec[0].score }
        return Int(label)!
    }
}
