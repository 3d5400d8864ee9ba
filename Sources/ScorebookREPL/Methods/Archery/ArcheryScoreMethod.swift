import Scorebook

/// `archery.score`: the score, label and colour of one arrow on a face under
/// a scoring system, recorded by label or found from its position.
///
/// ```json
/// {"face":"wa-122","scoring":"recurve","label":"X"}
/// {"face":"wa-122","scoring":"recurve","x":30.5,"y":0,"arrowDiameter":5.5}
/// ```
enum ArcheryScoreMethod: RPCMethod {
    static let name = "archery.score"
    static let title = "Score one arrow"
    static let summary = "The score, label and colour of one arrow on a face, recorded by label or found from its position"
    static let examples = [
        #"{"face":"wa-122","scoring":"recurve","label":"X"}"#,
        #"{"face":"wa-122","scoring":"recurve","x":32,"y":8,"arrowDiameter":5.5}"#,
        #"{"face":"wa-80-6ring","scoring":"compound","x":0,"y":-260}"#,
    ]
    static let label = RPCParameter(
        "label", .string("The arrow as recorded, such as \"X\", \"10\" or \"M\" (or give x and y instead)"))
    static let x = RPCParameter(
        "x", .number("The arrow's centre, in mm right of the face's centre (on a multi-spot face, the spot's)"))
    static let y = RPCParameter("y", .number("The arrow's centre, in mm above the face's centre"))
    static let arrowDiameter = RPCParameter(
        "arrowDiameter",
        .number(
            "With x and y: the shaft's diameter in mm (default 0: the centre alone decides)", minimum: 0,
            maximum: ArcheryScoring.maximumArrowDiameter.millimetres))
    static let parameters = [ArcheryFaceScoring.face.requiredHere, ArcheryFaceScoring.scoring, label, x, y, arrowDiameter]
    static let result = JSONSchema.object(
        "One arrow's zone",
        merging: JSONMembers.targetSchema, ArcheryZone.labelAndScoreSchema,
        [
            "colour": ArcheryColour.schema.orNull.described("The zone's colour; null for a miss"),
            "counts": .array(of: .string(), "The score-sheet tallies it adds to, by name"),
        ])

    static func call(_ params: Params) throws(RPCError) -> ArrowResult {
        let target = try ArcheryFaceScoring(params)
        let scoring = target.scoring
        let position = [x, y, arrowDiameter].filter { params.value($0) != nil }
        if let label = try params.string(Self.label, allowed: scoring.labels) {
            if let extra = position.first {
                throw .invalidParams(field: params.field(extra), "give either 'label' or a position ('x', 'y'), not both")
            }
            return try params.checked { () throws(ScoringError) in
                return ArrowResult(target: target, zone: try scoring.zone(label: label, at: ["label"]))
            }
        }
        guard let x = try params.nanometres(x, "millimetres from the centre") else {
            throw .invalidParams(field: params.field(Self.label), "give 'label', or a position 'x' and 'y' in millimetres")
        }
        guard let y = try params.nanometres(y, "millimetres from the centre") else {
            throw .invalidParams(field: params.field(y), "missing: a position needs 'x' and 'y' in millimetres")
        }
        let arrow =
            try params.nanometres(
                arrowDiameter, "the arrow's diameter in millimetres",
                limits: Length(nanometres: 0)...ArcheryScoring.maximumArrowDiameter) ?? 0
        return try params.checked { () throws(ScoringError) in
            return ArrowResult(target: target, zone: try scoring.zone(nanometresX: x, y: y, arrowDiameter: arrow))
        }
    }
}

struct ArrowResult: JSONWritable {
    var target: ArcheryFaceScoring
    var zone: ArcheryZone

    func write(into writer: JSONWriter) {
        writer.object { o in
            o.target(target)
            o("label", zone.label)
            o("score", zone.score)
            o("colour", zone.colour)
            let tallies = target.scoring.tallies
            o.array("counts", tallies.indices) { index in
                if zone.counts(tally: index) { writer.writeString(tallies[index]) }
            }
        }
    }
}

/// `{"name":"gold","hex":"#FFE552"}`.
extension ArcheryColour: JSONWritable {
    static let schema = JSONSchema.object(
        "A colour",
        [
            "name": .string("Such as gold"),
            "hex": .string("As #RRGGBB"),
        ])

    func write(into writer: JSONWriter) {
        writer.object { o in
            o("name", name)
            o("hex", hex)
        }
    }
}

extension ArcheryZone {
    /// `"label"` and `"score"`, as every answer that names a zone writes them.
    static let labelAndScoreSchema: JSONSchema.MemberList = [
        "label": .string("As written on a score sheet; M for a miss"),
        "score": .integer("What the zone is worth, in points; 0 for a miss"),
    ]
}

/// A length as an exact decimal number of millimetres, such as `30.5`.
extension Length: JSONWritable {
    func write(into writer: JSONWriter) {
        writer.writeNumber(JSONNumber(validatedText: DecimalText.format(nanometres, decimals: 6)))
    }
}
