import Scorebook
@_spi(Testing) @testable import ScorebookREPL
import Testing

/// A track's bounds are declared once, by the runtime (`WorkoutTrack`): the
/// REPL's parameter schemas, which `rpc.discover` publishes and `Params`
/// checks, read them.
@Suite struct WorkoutBoundsTests {
    static let declared: [(parameter: RPCParameter, bounds: ClosedRange<Double>)] = [
        (WorkoutProgressMethod.lat, WorkoutTrack.latitudes), (WorkoutProgressMethod.lon, WorkoutTrack.longitudes),
        (WorkoutProgressMethod.distance, WorkoutTrack.distances), (WorkoutProgressMethod.heartRate, WorkoutTrack.heartRates),
        (WorkoutProgressMethod.altitude, WorkoutTrack.altitudes), (WorkoutProgressMethod.weightKg, WorkoutTrack.weights),
    ]

    @Test func everyNumberATrackTakesIsBoundedByTheRuntimesRange() throws {
        for (parameter, bounds) in Self.declared {
            let (minimum, maximum) = try #require(parameter.schema.numberBounds, "\(parameter.name)")
            #expect(minimum == bounds.lowerBound && maximum == bounds.upperBound, "\(parameter.name)")
        }
        // No number of a sample or of the track is left out above.
        let numbers = (WorkoutProgressMethod.sampleFields + WorkoutProgressMethod.parameters).filter { $0.schema.numberBounds != nil }
        #expect(Set(numbers.map(\.name.description)) == Set(Self.declared.map(\.parameter.name.description)))
    }

    /// The runtime's own check says the same bounds, for a caller of the Swift API.
    @Test func theRuntimeRefusesJustOutsideItsRange() throws {
        let at = try #require(Timestamp("2026-11-27T07:00:00Z"))
        #expect(throws: ScoringError.self) { try WorkoutTrack(samples: [WorkoutSample(at: at, heartRate: WorkoutTrack.heartRates.upperBound.nextUp)], kilograms: 70) }
        #expect(throws: ScoringError.self) { try WorkoutTrack(samples: [WorkoutSample(at: at, latitude: WorkoutTrack.latitudes.lowerBound.nextDown, longitude: 0)], kilograms: 70) }
        #expect(throws: Never.self) {
            try WorkoutTrack(
                samples: [WorkoutSample(at: at, latitude: WorkoutTrack.latitudes.upperBound, longitude: WorkoutTrack.longitudes.lowerBound, heartRate: WorkoutTrack.heartRates.lowerBound)],
                kilograms: WorkoutTrack.weights.upperBound)
        }
    }
}
