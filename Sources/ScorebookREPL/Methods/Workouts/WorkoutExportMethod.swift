import Scorebook

/// `workout.export`: a workout as a file a watch reads, in base64, in one of
/// ``formats``: for now `fit`, a Garmin FIT workout file (``FITWorkoutFile``).
enum WorkoutExportMethod: RPCMethod {
    static let name = "workout.export"
    static let title = "Export an interval workout"
    static let summary = "A workout as a Garmin FIT workout file, in base64"
    static let examples = [#"{"workout":"army-30-60s","format":"fit"}"#]
    /// Each format by the id a request names it by, with its encoder: the one
    /// list `format` declares and the method answers from.
    static let formats: [(id: String, encode: @Sendable (Workout) -> [UInt8])] = [("fit", FITWorkoutFile.encode)]
    static let workout = RPCParameter("workout", required: true, .oneOf("The workout") { $0.workouts.map(\.id) })
    static let format = RPCParameter("format", required: true, .oneOf(formats.map(\.id), "The file format: fit, a Garmin FIT workout file"))
    static let parameters = [workout, format]
    static let result = JSONSchema.object(
        "The file", ["format": .oneOf(formats.map(\.id), "As asked"), "bytes": .string("The file, in base64 (RFC 4648, padded)")])

    static func call(_ params: Params) throws(RPCError) -> ExportedWorkout {
        let tables = params.tables
        _ = try params.required(Self.workout)
        let workout = try params.lookup(Self.workout, ids: tables.workouts.map(\.id)) { tables.workout($0) }!
        _ = try params.required(Self.format)
        let format = try params.lookup(Self.format, ids: formats.map(\.id)) { id in formats.first { $0.id.hasSameBytes(asASCII: id) } }!
        return ExportedWorkout(format: format.id, bytes: format.encode(workout))
    }
}

struct ExportedWorkout: JSONWritable {
    /// The format asked for, by its id.
    let format: String
    let bytes: [UInt8]

    func write(into writer: JSONWriter) {
        writer.object { o in
            o("format", format)
            o("bytes") { bytesWriter in Base64.encode(bytes).withUnsafeBufferPointer { bytesWriter.writeString(escaped: $0) } }
        }
    }
}
