import Foundation
import Scorebook

/// A 2-hour run sampled at 1 Hz (7,200 samples with position, heart rate and
/// altitude) through the Army's 60:120s at 10 repetitions, the same every run:
/// laps of a 400 m loop at a steady 3.5 m/s, heart rate and altitude rising and falling.
enum WorkoutWorkload {
    static let workout = Scorebook.workout("army-60-120s-10")!
    static let start = Timestamp("2026-11-27T07:00:00-05:00")!

    static let track: (json: String, track: WorkoutTrack) = {
        var samples: [WorkoutSample] = [], lines: [String] = []
        samples.reserveCapacity(7200)
        lines.reserveCapacity(7200)
        let t0 = start.millisecondsSince1970
        // A circle of 400 m round, near 35.95 N, 79.09 W: a degree of latitude is about 111 km.
        let radius = 400 / (2 * Double.pi), metresPerDegree = 111_195.0
        for second in 0..<7200 {
            let angle = Double(second) * 3.5 / radius
            let lat = 35.95 + radius * sin(angle) / metresPerDegree
            let lon = -79.09 + radius * cos(angle) / (metresPerDegree * cos(35.95 * Double.pi / 180))
            let heartRate = 120 + (second % 180)
            let altitude = 180 + Double(second % 400) / 40
            let at = Timestamp(millisecondsSince1970: t0 + second * 1000, offsetMinutes: -300)
            samples.append(WorkoutSample(at: at, latitude: lat, longitude: lon, heartRate: Double(heartRate), altitude: altitude))
            lines.append(#"{"at":"\#(at)","lat":\#(lat),"lon":\#(lon),"heartRate":\#(heartRate),"altitude":\#(altitude)}"#)
        }
        return (#"{"workout":"\#(workout.id)","samples":[\#(lines.joined(separator: ","))],"weightKg":72.5}"#,
                try! WorkoutTrack(samples: samples, kilograms: 72.5))
    }()

    /// One `workout.progress` line holding the whole track.
    static var requestLines: [[UInt8]] {
        [Array(#"{"jsonrpc":"2.0","id":1,"method":"workout.progress","params":\#(track.json)}"#.utf8)]
    }
}
