import Foundation
import Scorebook
import Testing

/// The demo workout through a real run (lap 1 of a recorded run round streets
/// in Chapel Hill, North Carolina; see `Fixtures/README.md`), and replayed
/// sample by sample: every prefix agrees with the whole on every step it ended.
@Suite struct WorkoutRouteTests {
    static let samples: [WorkoutSample] = ReferenceData.lines("chapel-hill-lap.csv").filter { !$0.hasPrefix("#") && !$0.hasPrefix("time,") }.map { line in
        let f = line.split(separator: ",").map(String.init)
        return WorkoutSample(at: Timestamp(f[0])!, latitude: Double(f[1])!, longitude: Double(f[2])!, altitude: Double(f[3])!)
    }

    /// The burpees are ticked off 40 s after the walk ends.
    static func ticks(after samples: [WorkoutSample]) throws -> [Timestamp] {
        let walked = try Scorebook.workout("run-walk")!.progress(WorkoutTrack(samples: samples, kilograms: 70)).steps
        guard walked.count > 2, let end = walked[2].ended else { return [] }
        return [Timestamp(millisecondsSince1970: end.millisecondsSince1970 + 40_000, offsetMinutes: 0)]
    }

    @Test func theDemoOnARealRun() throws {
        let demo = try #require(Scorebook.workout("run-walk"))
        let p = try demo.progress(WorkoutTrack(samples: Self.samples, ticks: try Self.ticks(after: Self.samples), kilograms: 70))
        #expect(Self.samples.count == 129 && p.state == .done)
        #expect(p.steps.map(\.step.end.kind) == ["time", "reach", "distance", "manual"])
        #expect(p.steps[0].ended == Timestamp("2012-12-26T21:30:53Z"))
        // The corner is first within 10 m of a sample about 480 m along.
        let corner = try #require(p.steps[1].ended)
        #expect(corner > Timestamp("2012-12-26T21:32:40Z")! && corner < Timestamp("2012-12-26T21:33:10Z")!)
        #expect(abs(p.steps[2].metres - 25) < 1e-9)
        #expect(p.steps.allSatisfy { $0.kilocalories > 0 })
    }

    @Test func everyPrefixAgreesWithTheWhole() throws {
        let demo = try #require(Scorebook.workout("run-walk"))
        let ticks = try Self.ticks(after: Self.samples)
        let whole = try demo.progress(WorkoutTrack(samples: Self.samples, ticks: ticks, kilograms: 70))
        for count in 1...Self.samples.count {
            let prefix = Array(Self.samples.prefix(count))
            let p = try demo.progress(
                WorkoutTrack(samples: prefix, ticks: ticks.filter { $0 <= prefix.last!.at }, kilograms: 70))
            for step in p.steps where step.ended != nil {
                let same = whole.steps[step.index]
                #expect(step.started == same.started && step.ended == same.ended)
                #expect(step.metres == same.metres && step.kilocalories == same.kilocalories)
            }
        }
    }

    /// Published great-circle distances: Rosetta Code's (BNA to LAX, on a
    /// sphere of 6372.8 km) and Chris Veness's (Land's End to John o' Groats, 6371 km).
    @Test func haversineAgainstPublishedDistances() {
        let bnaToLax = GreatCircle.distance(latitude: 36.12, longitude: -86.67, toLatitude: 33.94, longitude: -118.40, radius: 6_372_800)
        #expect(abs(bnaToLax - 2_887_259.950_607_110_3) < 1e-6)
        let landsEnd = GreatCircle.distance(latitude: 50.06632, longitude: -5.71475, toLatitude: 58.64402, longitude: -3.07009, radius: 6_371_000)
        #expect(abs(landsEnd - 968_874.704) < 0.001)
    }
}
