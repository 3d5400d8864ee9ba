import Scorebook

/// `archery.total`: the totals of arrows recorded by label, for an end on a
/// face or for a round's score sheet (by distance, with end totals).
///
/// ```json
/// {"face":"wa-40","scoring":"recurve","arrows":["X","10","9"]}
/// {"round":"york","arrows":["9","9","7","M"]}
/// ```
enum ArcheryTotalMethod: RPCMethod {
    static let name = "archery.total"
    static let parameters: [StaticString] = ["face", "round", "scoring", "arrows"]

    static func call(_ params: Params) throws(RPCError) -> ArcheryTotal {
        let what = "a list of arrow labels such as [\"X\", \"10\", \"M\"]"
        let tables = params.tables
        guard let round = try params.lookup("round", ids: tables.archeryRounds.map(\.id), what: "round", tables.archeryRound)
        else {
            guard params.value("face") != nil else {
                throw .invalidParams(field: "face", "give a 'face' (for an end) or a 'round' (for a score sheet)")
            }
            let target = try ArcheryFaceScoring(params)
            let arrows = try params.requiredStrings("arrows", what)
            return try params.checked { () throws(ScoringError) in
                return .end(FaceTotal(target: target, tally: try target.scoring.tally(labels: arrows)))
            }
        }
        if params.value("face") != nil {
            throw .invalidParams(field: "face", "give either a 'face' or a 'round', not both: a round has its own faces")
        }
        let scoring = try params.string("scoring", allowed: round.scoringSystems)
        let arrows = try params.requiredStrings("arrows", what)
        return try params.checked { () throws(ScoringError) in
            return .round(try round.scoreSheet(arrows: arrows, scoring: scoring))
        }
    }
}

/// The totals of an end on a face, or of a round's score sheet.
enum ArcheryTotal: JSONWritable {
    case end(FaceTotal)
    case round(ArcheryScoreSheet)

    func write(into writer: JSONWriter) {
        switch self {
        case .end(let total): total.write(into: writer)
        case .round(let sheet): sheet.write(into: writer)
        }
    }
}

struct FaceTotal: JSONWritable {
    var target: ArcheryFaceScoring
    var tally: ArcheryTally

    func write(into writer: JSONWriter) {
        writer.beginObject()
        writer.writeTarget(target)
        writer.writeTotals(tally)
        writer.key("maximum")
        writer.writeInt(tally.arrows * target.scoring.maximumScore)
        writer.endObject()
    }
}

extension ArcheryScoreSheet: JSONWritable {
    func write(into writer: JSONWriter) {
        writer.beginObject()
        writer.key("round")
        writer.writeString(round.id)
        writer.key("scoring")
        writer.writeString(scoring)
        writer.writeTotals(tally)
        writer.key("maximum")
        writer.writeInt(maximumScore)
        writer.key("complete")
        writer.write(.bool(isComplete))
        writer.key("distances")
        writer.beginArray()
        for section in sections {
            writer.beginObject()
            writer.key("distance")
            writer.writeDistance(section.distance)
            writer.key("face")
            writer.writeString(section.distance.face.id)
            writer.key("of")
            writer.writeInt(section.distance.arrows)
            writer.writeTotals(section.tally)
            writer.key("ends")
            writer.beginArray()
            for end in section.ends { writer.writeInt(end) }
            writer.endArray()
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }
}

extension JSONWriter {
    /// `"total"`, `"hits"`, `"arrows"` and `"tallies": {"tens": 3, "xs": 1}` into the open object.
    func writeTotals(_ tally: ArcheryTally) {
        key("total")
        writeInt(tally.total)
        key("hits")
        writeInt(tally.hits)
        key("arrows")
        writeInt(tally.arrows)
        key("tallies")
        beginObject()
        for (name, count) in zip(tally.names, tally.counts) {
            key(text: name)
            writeInt(count)
        }
        endObject()
    }

    /// `{"value": 100, "unit": "yd", "metres": 91.44}`.
    func writeDistance(_ distance: ArcheryRoundDistance) {
        beginObject()
        key("value")
        writeNumber(JSONNumber(validatedText: distance.value))
        key("unit")
        writeString(distance.unit)
        key("metres")
        writeNumber(JSONNumber(validatedText: DecimalText.format(distance.length.nanometres, decimals: 9)))
        endObject()
    }
}
