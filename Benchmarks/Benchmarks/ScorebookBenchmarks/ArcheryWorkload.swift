import Scorebook

/// A fixed mix of arrows over every face and scoring system, the same every
/// run: positions spread from the centre to a little beyond the face.
enum ArcheryWorkload {
    struct Arrow {
        var scoring: ArcheryScoring
        /// Nanometres from the centre.
        var x: Int
        var y: Int
        var label: String
    }

    static let arrows: [Arrow] = (0..<4096).map { i in
        let scorings = Scorebook.archeryFaces.flatMap(\.scoringSystems)
        let scoring = scorings[i % scorings.count]
        let reach = scoring.zones.last!.diameter!.nanometres * 11 / 20
        let x = (i &* 7_919) % (2 * reach + 1) - reach
        let y = (i &* 104_729) % (2 * reach + 1) - reach
        let label = scoring.labels[i / scorings.count % scoring.labels.count]
        return Arrow(scoring: scoring, x: x, y: y, label: label)
    }

    /// Whole nanometres as millimetres, up to six decimals, as a request writes them.
    static func millimetres(_ nanometres: Int) -> String {
        let sign = nanometres < 0 ? "-" : "", magnitude = nanometres.magnitude
        var fraction = String(magnitude % 1_000_000)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return sign + String(magnitude / 1_000_000) + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// `archery.score` requests: half by position (with a 5.5 mm shaft), half by label.
    static let requestLines: [[UInt8]] = arrows.enumerated().map { index, arrow in
        let head = #"{"jsonrpc":"2.0","id":\#(index),"method":"archery.score","params":{"face":"\#(arrow.scoring.face)","scoring":"\#(arrow.scoring.id)","#
        if index % 2 == 0 {
            let x = millimetres(arrow.x), y = millimetres(arrow.y)
            return Array((head + #""x":\#(x),"y":\#(y),"arrowDiameter":5.5}}"#).utf8)
        }
        return Array((head + #""label":"\#(arrow.label)"}}"#).utf8)
    }

    /// `archery.total` requests: an end of six arrows by label on each face in turn.
    static let totalLines: [[UInt8]] = arrows.enumerated().map { index, arrow in
        let labels = (0..<6).map { "\"\(arrow.scoring.labels[(index + $0) % arrow.scoring.labels.count])\"" }
        let params = #"{"face":"\#(arrow.scoring.face)","scoring":"\#(arrow.scoring.id)","arrows":[\#(labels.joined(separator: ","))]}"#
        return Array(#"{"jsonrpc":"2.0","id":\#(index),"method":"archery.total","params":\#(params)}"#.utf8)
    }

    /// A full York score sheet: every label of the imperial face in turn.
    static let york: (round: ArcheryRound, labels: [String]) = {
        let round = Scorebook.archeryRound("york")!
        let labels = round.distances.flatMap { distance in
            let cycle = distance.face.scoring(round.scoring)!.labels
            return (0..<distance.arrows).map { cycle[$0 % cycle.count] }
        }
        return (round, labels)
    }()
}
