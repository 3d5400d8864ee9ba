/// A workout as a Garmin FIT workout file (file type 5): the `file_id`,
/// `workout` and `workout_step` messages a watch reads. Time, distance,
/// kilocalorie and heart-rate ends are FIT's own; a block is its steps then a
/// `repeat_until_steps_cmplt` step back to its first; `manual` and `reach`
/// are open steps, ended with the lap button, whose name says what and whose
/// notes say where (first, as notes are cut too) and what in full. Names are cut to 15 bytes (a watch shows no more), notes
/// to 49, on a character boundary. The same workout gives the same bytes.
///
/// ```swift
/// let bytes = FITWorkoutFile.encode(Scorebook.workout("run-walk")!)
/// ```
public enum FITWorkoutFile {
    /// The file's bytes: header, messages and CRC.
    public static func encode(_ workout: Workout) -> [UInt8] {
        var records = FITRecords()
        // file_id: type, manufacturer, product, serial number.
        records.define(local: 0, global: 0, fields: [(0, 1, enumType), (1, 2, uint16), (2, 2, uint16), (3, 4, uint32z)])
        records.data(local: 0) { out in
            out.byte(workoutFile)
            out.uint16(developmentManufacturer)
            out.uint16(0)
            out.uint32(serialNumber(of: workout.id))
        }
        var steps: [[UInt8]] = []
        appendSteps(workout.items, to: &steps)
        // workout: name, sport, number of steps.
        records.define(local: 1, global: 26, fields: [(8, nameSize, string), (4, 1, enumType), (6, 2, uint16)])
        records.data(local: 1) { out in
            out.string(workout.name, size: nameSize)
            out.byte(sportCode(workout.activity.sport))
            out.uint16(UInt16(truncatingIfNeeded: steps.count))
        }
        // workout_step: index, name, duration type and value, target type and value, intensity, notes.
        records.define(
            local: 2, global: 27,
            fields: [(254, 2, uint16), (0, nameSize, string), (1, 1, enumType), (2, 4, uint32), (3, 1, enumType), (4, 4, uint32),
                     (7, 1, enumType), (8, notesSize, string)])
        for step in steps { records.data(local: 2) { $0.bytes += step } }
        return records.file()
    }

    // The FIT profile's codes.
    private static let enumType: UInt8 = 0x00, uint16: UInt8 = 0x84, uint32: UInt8 = 0x86, uint32z: UInt8 = 0x8C, string: UInt8 = 0x07
    private static let workoutFile: UInt8 = 5, developmentManufacturer: UInt16 = 255
    private static let nameSize = 16, notesSize = 50
    private static let openTarget: UInt8 = 2, activeIntensity: UInt8 = 0, noIntensity: UInt8 = 0xFF
    private static let invalid32: UInt32 = 0xFFFF_FFFF
    /// FIT writes a heart rate in bpm as bpm + 100 (0–100 are percentages of the maximum).
    private static let bpmOffset = 100

    private static func sportCode(_ sport: WorkoutSport) -> UInt8 {
        switch sport {
        case .generic: 0
        case .running: 1
        case .cycling: 2
        case .swimming: 5
        case .training: 10
        case .walking: 11
        case .rowing: 15
        }
    }

    /// Each step's data message, blocks as their steps and a repeat step.
    private static func appendSteps(_ items: [WorkoutItem], to steps: inout [[UInt8]]) {
        for item in items {
            if let step = item.step {
                steps.append(stepData(index: steps.count, step))
                continue
            }
            let first = steps.count
            appendSteps(item.items, to: &steps)
            var out = FITBytes()
            out.uint16(UInt16(truncatingIfNeeded: steps.count))
            out.string("", size: nameSize)
            out.byte(6)  // repeat_until_steps_cmplt
            out.uint32(UInt32(first))
            out.byte(openTarget)
            out.uint32(UInt32(item.count))  // repeat_steps: how many times in all
            out.byte(noIntensity)
            out.string("", size: notesSize)
            steps.append(out.bytes)
        }
    }

    private static func stepData(index: Int, _ step: WorkoutStep) -> [UInt8] {
        let (type, value): (UInt8, UInt32)
        var notes = ""
        switch step.end {
        case .time(let milliseconds): (type, value) = (0, UInt32(milliseconds))
        // Centimetres, the nearest: FIT holds no finer.
        case .distance(let length): (type, value) = (1, UInt32((length.nanometres + 5_000_000) / 10_000_000))
        case .heartRateBelow(let bpm): (type, value) = (2, UInt32(bpm + bpmOffset))
        case .heartRateAbove(let bpm): (type, value) = (3, UInt32(bpm + bpmOffset))
        case .calories(let kilocalories): (type, value) = (4, UInt32(kilocalories.rounded()))
        case .manual:
            (type, value) = (5, invalid32)
            notes = step.label
        case .reach(let place):
            (type, value) = (5, invalid32)
            notes = "Lap at \(degrees(place.latitude)), \(degrees(place.longitude)) (\(DecimalText.format(place.radius.nanometres, decimals: 9)) m): \(step.label)"
        }
        var out = FITBytes()
        out.uint16(UInt16(truncatingIfNeeded: index))
        out.string(step.label, size: nameSize)
        out.byte(type)
        out.uint32(value)
        out.byte(openTarget)
        out.uint32(invalid32)
        out.byte(activeIntensity)
        out.string(notes, size: notesSize)
        return out.bytes
    }

    /// Degrees to five decimals (about a metre), as a person reads a place.
    private static func degrees(_ value: Double) -> String {
        DecimalText.format(Int((value * 100_000).rounded()), decimals: 5)
    }

    /// FNV-1a of the id, never 0 (FIT's "no serial number"): the same workout, the same file.
    private static func serialNumber(of id: String) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in id.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash == 0 ? 1 : hash
    }
}

/// Little-endian bytes of FIT fields.
struct FITBytes {
    var bytes: [UInt8] = []

    mutating func byte(_ value: UInt8) { bytes.append(value) }

    mutating func uint16(_ value: UInt16) {
        bytes.append(UInt8(value & 0xFF))
        bytes.append(UInt8(value >> 8))
    }

    mutating func uint32(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8((value >> UInt32(shift)) & 0xFF)) }
    }

    /// UTF-8, cut on a character boundary to leave at least one NUL, padded with NULs.
    mutating func string(_ text: String, size: Int) {
        var written = 0
        if text.utf8.count < size {
            bytes += text.utf8  // whole, as most are: no character boundary to find
            written = text.utf8.count
        } else {
            for character in text {
                guard written + character.utf8.count < size else { break }
                bytes += character.utf8
                written += character.utf8.count
            }
        }
        bytes.append(contentsOf: repeatElement(0, count: size - written))
    }
}

/// Definition and data messages, then a file: header, records, CRC.
struct FITRecords {
    private var out = FITBytes()

    /// A definition message: little-endian, each field (number, size, base type).
    mutating func define(local: UInt8, global: UInt16, fields: [(UInt8, Int, UInt8)]) {
        out.bytes += [0x40 | local, 0, 0]
        out.uint16(global)
        out.byte(UInt8(fields.count))
        for (number, size, type) in fields {
            out.byte(number)
            out.byte(UInt8(size))
            out.byte(type)
        }
    }

    mutating func data(local: UInt8, _ fields: (inout FITBytes) -> Void) {
        out.byte(local)
        fields(&out)
    }

    /// The 14-byte header with its CRC, the records, and the CRC of everything before it.
    func file() -> [UInt8] {
        var header = FITBytes()
        header.bytes += [14, 0x20]
        header.uint16(21_218)  // the FIT profile version these messages are checked against
        header.uint32(UInt32(out.bytes.count))
        header.bytes += Array(".FIT".utf8)
        header.uint16(Self.crc(header.bytes))
        var file = header.bytes + out.bytes
        var trailer = FITBytes()
        trailer.uint16(Self.crc(file))
        file += trailer.bytes
        return file
    }

    /// CRC-16/ARC (reflected polynomial 0xA001, from 0), as FIT checks files:
    /// a byte at a time from ``crcOfByte``.
    static func crc(_ bytes: [UInt8]) -> UInt16 {
        crcOfByte.withUnsafeBufferPointer { table in
            bytes.reduce(0) { crc, byte in (crc >> 8) ^ table[Int(UInt8(truncatingIfNeeded: crc) ^ byte)] }
        }
    }

    /// The CRC of each byte value alone, shifted a bit at a time.
    private static let crcOfByte: [UInt16] = (0...255).map { (byte: UInt16) in
        (0..<8).reduce(byte) { crc, _ in crc & 1 == 1 ? (crc >> 1) ^ 0xA001 : crc >> 1 }
    }
}
