import Scorebook

/// `workout.export`: a workout as a file a watch reads, in base64; for now
/// `format: "fit"`, a Garmin FIT workout file (``FITWorkoutFile``).
enum WorkoutExportMethod: RPCMethod {
    static let name = "workout.export"
    static let title = "Export an interval workout"
    static let summary = "A workout as a Garmin FIT workout file, in base64"
    static let examples = [#"{"workout":"army-30-60s","format":"fit"}"#]
    static let workout = RPCParameter("workout", required: true, .oneOf("The workout") { $0.workouts.map(\.id) })
    static let format = RPCParameter("format", required: true, .oneOf(["fit"], "The file format: fit, a Garmin FIT workout file"))
    static let parameters = [workout, format]
    static let result = JSONSchema.object(
        "The file", ["format": .string("As asked"), "bytes": .string("The file, in base64 (RFC 4648, padded)")])

    static func call(_ params: Params) throws(RPCError) -> ExportedWorkout {
        let tables = params.tables
        _ = try params.required(Self.workout)
        let workout = try params.lookup(Self.workout, ids: tables.workouts.map(\.id), what: "workout") { tables.workout($0) }!
        let format = try params.requiredString(Self.format, allowed: ["fit"])
        guard format.hasSameBytes(asASCII: "fit") else { throw .unknown("format", format, expected: ["fit"], field: params.field(Self.format)) }
        return ExportedWorkout(bytes: FITWorkoutFile.encode(workout))
    }
}

struct ExportedWorkout: JSONWritable {
    let bytes: [UInt8]

    func write(into writer: JSONWriter) {
        writer.object { o in
            o("format", static: "fit")
            o("bytes") { $0.writeStringContent { emit in Self.base64(bytes, emit) } }
        }
    }

    /// RFC 4648 base64 with padding.
    static func base64(_ bytes: [UInt8], _ emit: (UInt8) -> Void) {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            var group = 0
            for offset in 0..<3 { group = group << 8 | Int(offset < count ? bytes[index + offset] : 0) }
            for position in 0..<4 {
                emit(position <= count ? alphabet[(group >> (18 - 6 * position)) & 63] : UInt8(ascii: "="))
            }
            index += 3
        }
    }
}
