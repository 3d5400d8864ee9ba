import Foundation
import Scorebook
import ScorebookREPL
import Testing

/// `workouts.list`, `workout.progress` and `workout.export` answer what the
/// library does, and refuse bad input naming its field.
@Suite struct WorkoutMethodsTests: InProcessCalls {
    @Test func everyWorkoutIsListedWithItsBlocksKept() throws {
        let listed = try #require(try call("workouts.list", "{}")["workouts"] as? [[String: Any]])
        #expect(listed.map { $0["id"] as? String } == Scorebook.workouts.map(\.id))
        for (entry, workout) in zip(listed, Scorebook.workouts) {
            #expect(entry["stepCount"] as? Int == workout.unrolled.count)
            #expect((entry["steps"] as? [Any])?.count == workout.items.count)
        }
        let drill = try #require(try call("workouts.list", #"{"workout":"army-30-60s"}"#)["workouts"] as? [[String: Any]])
        let steps = try #require(drill.first?["steps"] as? [[String: Any]])
        #expect(steps[1]["repeat"] as? Int == 6)
        #expect((steps[0]["end"] as? [String: Any])?["distance"] as? Double == 402.336)
        #expect(try errorField("workouts.list", #"{"workout":"army-30-60"}"#) == "workout")
    }

    static let walk = #""workout":"run-walk","weightKg":70"#

    @Test func progressIsTheLibrarysRounded() throws {
        let answer = try call(
            "workout.progress",
            #"{\#(Self.walk),"samples":[{"at":"2026-11-27T07:00:00+01:00","distance":0},{"at":"2026-11-27T07:01:30.5+01:00","distance":300}]}"#)
        #expect(answer["state"] as? String == "in-progress")
        let steps = try #require(answer["steps"] as? [[String: Any]])
        #expect(steps[0]["ended"] as? String == "2026-11-27T07:01:00+01:00")
        #expect(steps[0]["endedBy"] as? String == "time")
        #expect(steps[0]["repeat"] as? [Int] == [])
        // 300 m in 90.5 s: 198.895 m by 60 s.
        #expect(steps[0]["distance"] as? Double == 198.895)
        #expect(steps[1]["ended"] is NSNull)
        let current = try #require(answer["current"] as? [String: Any])
        #expect(current["index"] as? Int == 1 && current["progress"] is NSNull && current["remaining"] is NSNull)
        let totals = try #require(answer["totals"] as? [String: Any])
        #expect(totals["elapsed"] as? Double == 90.5 && totals["distance"] as? Double == 300)
    }

    @Test func badInputNamesItsField() throws {
        let at0 = #"{"at":"2026-11-27T07:00:00Z"}"#
        #expect(try errorField("workout.progress", #"{"workout":"nope","samples":[],"weightKg":70}"#) == "workout")
        #expect(try errorField("workout.progress", #"{"workout":"run-walk","weightKg":70}"#) == "samples")
        #expect(try errorField("workout.progress", #"{\#(Self.walk),"samples":{}}"#) == "samples")
        #expect(try errorField("workout.progress", #"{\#(Self.walk),"samples":[1]}"#) == "samples[0]")
        #expect(try errorField("workout.progress", #"{\#(Self.walk),"samples":[{"at":"7am"}]}"#) == "samples[0].at")
        #expect(try errorField("workout.progress", #"{\#(Self.walk),"samples":[{"at":"2026-11-27T07:00:00Z","speed":3}]}"#) == "samples[0].speed")
        #expect(try errorField("workout.progress", #"{\#(Self.walk),"samples":[{"at":"2026-11-27T07:00:00Z","lat":95,"lon":0}]}"#) == "samples[0].lat")
        #expect(try errorField("workout.progress", #"{\#(Self.walk),"samples":[{"at":"2026-11-27T07:00:00Z","lat":"1","lon":0}]}"#) == "samples[0].lat")
        #expect(try errorField("workout.progress", #"{\#(Self.walk),"samples":[{"at":"2026-11-27T07:00:00Z","distance":1e999}]}"#) == "samples[0].distance")
        #expect(try errorField("workout.progress", #"{\#(Self.walk),"samples":[\#(at0),\#(at0)]}"#) == "samples[1].at")
        #expect(try errorField("workout.progress", #"{"workout":"run-walk","samples":[],"weightKg":700}"#) == "weightKg")
        #expect(try errorField("workout.progress", #"{"workout":"run-walk","samples":[]}"#) == "weightKg")
        #expect(try errorField("workout.progress", #"{\#(Self.walk),"samples":[\#(at0)],"ticks":[\#(at0)]}"#) == "ticks[0].at")
        #expect(try errorField("workout.progress", #"{\#(Self.walk),"samples":[\#(at0)],"ticks":[{"at":1}]}"#) == "ticks[0].at")
        #expect(try errorField("workout.progress", #"{\#(Self.walk),"samples":[\#(at0)],"now":"2026-11-27T06:00:00Z"}"#) == "now")
    }

    /// Ten hours at 1 Hz with positions, heart rate and altitude: answered, whole.
    @Test func aTenHourTrackIsAnswered() throws {
        var samples: [String] = []
        samples.reserveCapacity(36_000)
        for second in 0..<36_000 {
            let time = String(format: "2026-11-27T%02d:%02d:%02dZ", 6 + second / 3600, second / 60 % 60, second % 60)
            samples.append(#"{"at":"\#(time)","lat":\#(35.95 + Double(second) * 1e-5),"lon":-79.09,"heartRate":140,"altitude":180}"#)
        }
        let line = #"{\#(Self.walk),"samples":[\#(samples.joined(separator: ","))]}"#
        #expect(line.utf8.count < 8 << 20)
        let answer = try call("workout.progress", line)
        #expect(answer["state"] as? String == "in-progress")
        #expect((answer["totals"] as? [String: Any])?["elapsed"] as? Double == 35_999)
    }

    @Test func exportIsTheLibrarysFITFileInBase64() throws {
        for workout in Scorebook.workouts {
            let answer = try call("workout.export", #"{"workout":"\#(workout.id)","format":"fit"}"#)
            #expect(answer["format"] as? String == "fit")
            let text = try #require(answer["bytes"] as? String)
            let bytes = try #require(Data(base64Encoded: text))
            #expect([UInt8](bytes) == FITWorkoutFile.encode(workout))
        }
        #expect(try errorField("workout.export", #"{"workout":"run-walk","format":"tcx"}"#) == "format")
        #expect(try errorField("workout.export", #"{"workout":"run-walk"}"#) == "format")
        #expect(try errorField("workout.export", #"{"format":"fit"}"#) == "workout")
    }
}
