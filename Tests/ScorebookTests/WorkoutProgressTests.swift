import Foundation
@_spi(ScorebookTables) @testable import Scorebook
import Testing

/// `Workout.progress` follows each rule at its edges: a step ending exactly
/// on a sample, between samples, or not yet; a place entered exactly at its
/// radius; ticks before, at and after a manual step; heart rates past a bound;
/// kilocalories by MET and by equation. Workouts here are made up, with round
/// numbers, so each expectation can be worked by hand.
@Suite struct WorkoutProgressTests {
    /// 6 MET: at 50 kg, 300 kcal an hour, 5 a minute.
    static let steady = WorkoutActivity(
        id: "steady", name: "Steady", code: "", met: 6, kcalPerMETHour: 1, model: nil, sport: .running, file: "test")
    static let start = Timestamp("2026-11-27T07:00:00+01:00")!

    static func at(_ seconds: Double) -> Timestamp {
        Timestamp(millisecondsSince1970: start.millisecondsSince1970 + Int((seconds * 1000).rounded()), offsetMinutes: 60)
    }

    static func step(_ label: String, _ end: WorkoutStepEnd, _ activity: WorkoutActivity = steady) -> WorkoutItem {
        .step(WorkoutStep(label: label, activity: activity, end: end))
    }

    static func workout(_ items: [WorkoutItem]) -> Workout {
        Workout(id: "test", name: "Test", source: "test", activity: steady, items: items, file: "test")
    }

    /// Samples at `seconds`, with the device's distance at each.
    static func track(_ points: [(Double, Double)], ticks: [Double] = [], kilograms: Double = 50, now: Double? = nil) throws(ScoringError) -> WorkoutTrack {
        try WorkoutTrack(
            samples: points.map { WorkoutSample(at: at($0.0), distance: $0.1) }, ticks: ticks.map(at), kilograms: kilograms,
            now: now.map(at))
    }

    static func metres(_ value: Double) -> WorkoutStepEnd { .distance(Length(nanometres: Int(value * 1e9))) }

    /// Issue 42: a `now` at another offset answered steps ending in year
    /// 10000 (`"ended":"10000-01-01T00:00:00.701Z"`), which RFC 3339 cannot
    /// write and the REPL refused when sent back. Every instant given must be
    /// one the answer can write at the first sample's offset.
    @Test func anInstantPastYear9999AtTheFirstSamplesOffsetIsRefused() throws {
        let samples = [
            WorkoutSample(at: Timestamp("9999-12-31T23:55:00Z")!, distance: 0), WorkoutSample(at: Timestamp("9999-12-31T23:58:00Z")!, distance: 600),
        ]
        let late = #expect(throws: ScoringError.self) {
            try WorkoutTrack(samples: samples, kilograms: 75, now: Timestamp("9999-12-31T23:59:00-05:00")!)
        }
        #expect(late?.field == "now")
        let progress = try Scorebook.workout("army-30-60s")!.progress(
            WorkoutTrack(samples: samples, kilograms: 75, now: Timestamp("9999-12-31T23:59:59.999Z")!))
        #expect(progress.steps.allSatisfy { "\($0.ended.map { "\($0)" } ?? "")".hasPrefix("10000") == false })
    }

    @Test func aTimeStepEndsItsDurationAfterItStartedBetweenSamples() throws {
        let w = Self.workout([Self.step("A", .time(milliseconds: 60_000)), Self.step("B", .time(milliseconds: 30_000))])
        let p = try w.progress(try Self.track([(0, 0), (45, 90), (100, 200)]))
        #expect(p.state == .done)
        #expect(p.steps.map(\.ended) == [Self.at(60), Self.at(90)])
        // Distance runs linearly between samples: 90 + 110 × 15/55 at 60 s, 90 + 110 × 45/55 at 90 s.
        #expect(abs(p.steps[0].metres - 120) < 1e-9)
        #expect(abs(p.steps[1].metres - 60) < 1e-9)
        #expect(p.elapsedSeconds == 90 && abs(p.metres - 180) < 1e-9)
        #expect(p.steps[0].started.offsetMinutes == 60)
        #expect(zip(p.steps.map(\.kilocalories), [5, 2.5]).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    @Test func aDistanceStepEndsOnASampleBetweenSamplesOrNotYet() throws {
        let samples: [(Double, Double)] = [(0, 0), (10, 50), (20, 100), (30, 150)]
        let onASample = try Self.workout([Self.step("A", Self.metres(100))]).progress(try Self.track(samples))
        #expect(onASample.steps[0].ended == Self.at(20))
        let between = try Self.workout([Self.step("A", Self.metres(75)), Self.step("B", Self.metres(50))]).progress(try Self.track(samples))
        #expect(between.steps.map(\.ended) == [Self.at(15), Self.at(25)])
        #expect(between.steps.map(\.metres) == [75, 50])
        let never = try Self.workout([Self.step("A", Self.metres(1000))]).progress(try Self.track(samples))
        #expect(never.state == .inProgress && never.steps[0].ended == nil)
        let current = try #require(never.current)
        #expect(current.index == 0 && current.progress == 0.15 && current.remaining == 850)
    }

    @Test func aPlaceEndsAStepAtTheFirstSampleWithinItsRadiusTheRadiusIncluded() throws {
        let d = GreatCircle.distance(latitude: 0.0001, longitude: 0, toLatitude: 0, longitude: 0)
        let samples = [
            WorkoutSample(at: Self.at(0), latitude: 0.001, longitude: 0), WorkoutSample(at: Self.at(10), latitude: 0.0001, longitude: 0),
            WorkoutSample(at: Self.at(20), latitude: 0, longitude: 0),
        ]
        func ended(radius nanometres: Int) throws -> Timestamp? {
            let place = WorkoutPlace(latitude: 0, longitude: 0, radius: Length(nanometres: nanometres))
            return try Self.workout([Self.step("A", .reach(place))]).progress(WorkoutTrack(samples: samples, kilograms: 50)).steps[0].ended
        }
        #expect(try ended(radius: Int((d * 1e9).rounded(.up))) == Self.at(10))
        #expect(try ended(radius: Int((d * 1e9).rounded(.up)) - 1) == Self.at(20))
        // The sample that ended the step before counts for the next.
        let place = WorkoutPlace(latitude: 0, longitude: 0, radius: Length(nanometres: 1_000_000_000))
        let p = try Self.workout([Self.step("A", .time(milliseconds: 20_000)), Self.step("B", .reach(place))])
            .progress(WorkoutTrack(samples: samples, kilograms: 50))
        #expect(p.steps.map(\.ended) == [Self.at(20), Self.at(20)] && p.state == .done)
        // Not yet: remaining is the distance from the last position to the place.
        let far = WorkoutPlace(latitude: 1, longitude: 0, radius: Length(nanometres: 1_000_000_000))
        let q = try Self.workout([Self.step("A", .reach(far))]).progress(WorkoutTrack(samples: samples, kilograms: 50))
        #expect(q.current?.progress == nil)
        #expect(q.current?.remaining == GreatCircle.distance(latitude: 0, longitude: 0, toLatitude: 1, longitude: 0))
    }

    @Test func aHeartRateStepEndsAtTheFirstSamplePastItsBound() throws {
        let samples = [(0.0, 140.0), (10, 150), (20, 151), (30, 100), (40, 99)].map { WorkoutSample(at: Self.at($0.0), heartRate: $0.1) }
        let p = try Self.workout([Self.step("Up", .heartRateAbove(150)), Self.step("Down", .heartRateBelow(100))])
            .progress(WorkoutTrack(samples: samples, kilograms: 50))
        #expect(p.steps.map(\.ended) == [Self.at(20), Self.at(40)])
    }

    @Test func aTickEndsTheManualStepUnderWayAndNoOther() throws {
        let w = Self.workout([Self.step("Run", .time(milliseconds: 30_000)), Self.step("Burpees", .manual), Self.step("Walk", .manual)])
        let samples: [(Double, Double)] = [(0, 0), (60, 100)]
        // At the instant the step starts, and during it.
        let p = try w.progress(try Self.track(samples, ticks: [30, 45]))
        #expect(p.steps.map(\.ended) == [Self.at(30), Self.at(30), Self.at(45)] && p.state == .done)
        // Before any manual step is waiting.
        #expect(throws: ScoringError.self) { try w.progress(try Self.track(samples, ticks: [20])) }
        do {
            _ = try w.progress(try Self.track(samples, ticks: [20]))
        } catch { #expect(error.field == "ticks[0].at") }
        // After the workout is done.
        do {
            _ = try w.progress(try Self.track(samples, ticks: [30, 40, 50]))
            Issue.record("a third tick has no step")
        } catch { #expect(error.field == "ticks[2].at") }
        // A tick after now's first manual step is waiting, with none yet: under way.
        let q = try w.progress(try Self.track(samples, ticks: []))
        #expect(q.current?.index == 1 && q.current?.progress == nil && q.current?.remaining == nil)
        // Out of order.
        do {
            _ = try Self.track(samples, ticks: [45, 40])
            Issue.record("ticks out of order")
        } catch { #expect(error.field == "ticks[1].at") }
    }

    @Test func kilocaloriesByMETEndACaloriesStepExactly() throws {
        // 6 MET × 50 kg = 300 kcal/h: 10 kcal take 120 s, whatever the samples.
        let w = Self.workout([Self.step("Burn", .calories(10)), Self.step("Rest", .time(milliseconds: 60_000))])
        let p = try w.progress(try Self.track([(0, 0), (300, 0)]))
        #expect(p.steps[0].ended == Self.at(120))
        #expect(abs(p.steps[0].kilocalories - 10) < 1e-9 && abs(p.kilocalories - 15) < 1e-9)
    }

    /// The ACSM equations worked by hand from ACSM's Guidelines (10th edition,
    /// Table 6.3) with the Compendium's MET values outside their speeds, on the
    /// table's own activities.
    @Test func theTablesEquationsWorkedByHand() throws {
        let running = try #require(Scorebook.workoutActivity("running"))
        let walking = try #require(Scorebook.workoutActivity("walking"))
        // Running 200 m/min: VO₂ = 3.5 + 0.2 × 200 = 43.5 mL/kg/min; × 75 kg × 5 kcal/L ÷ 1000 = 16.3125 kcal a minute.
        #expect(abs(running.kilocalories(minutes: 1, metres: 200, climb: 0, kilograms: 75) - 16.3125) < 1e-9)
        // Walking 80 m/min up a 5% grade (4 m in 80): 3.5 + 0.1 × 80 + 1.8 × 80 × 0.05 = 18.7; × 70 × 5 ÷ 1000 = 6.545.
        #expect(abs(walking.kilocalories(minutes: 1, metres: 80, climb: 4, kilograms: 70) - 6.545) < 1e-9)
        // Downhill counts as level: 3.5 + 8 = 11.5; × 70 × 5 ÷ 1000 = 4.025.
        #expect(abs(walking.kilocalories(minutes: 1, metres: 80, climb: -4, kilograms: 70) - 4.025) < 1e-9)
        // Walking 120 m/min is past the equation's 100: the Compendium's 3.5 MET × 70 kg ÷ 60.
        #expect(abs(walking.kilocalories(minutes: 1, metres: 120, climb: 0, kilograms: 70) - 3.5 * 70 / 60) < 1e-9)
        // Running 100 m/min is below the equation's 134: 8.0 MET × 75 kg ÷ 60 = 10.
        #expect(abs(running.kilocalories(minutes: 1, metres: 100, climb: 0, kilograms: 75) - 10) < 1e-9)
    }

    @Test func aRunsKilocaloriesFollowItsSpeedAndClimbStepByStep() throws {
        let running = try #require(Scorebook.workoutActivity("running"))
        // 400 m in 2 min up 10 m, then 1 min resting on the spot: ACSM for the first, MET (speed 0) for the second.
        let w = Self.workout([Self.step("Hill", Self.metres(400), running), Self.step("Stand", .time(milliseconds: 60_000), running)])
        let samples = [(0.0, 0.0, 100.0), (120, 400, 110), (180, 400, 110)].map {
            WorkoutSample(at: Self.at($0.0), distance: $0.1, altitude: $0.2)
        }
        let p = try w.progress(WorkoutTrack(samples: samples, kilograms: 80))
        // (3.5 × 2 + 0.2 × 400 + 0.9 × 10) × 80 × 5 ÷ 1000 = 96 × 0.4 = 38.4; then 8.0 × 80 ÷ 60.
        #expect(abs(p.steps[0].kilocalories - 38.4) < 1e-9)
        #expect(abs(p.steps[1].kilocalories - 8.0 * 80 / 60) < 1e-9)
    }

    @Test func distanceIsTheDevicesWhenTheSamplesHaveOneAndGreatCirclesOtherwise() throws {
        let withDistance = [
            WorkoutSample(at: Self.at(0), latitude: 0, longitude: 0, distance: 1000),
            WorkoutSample(at: Self.at(10), latitude: 0, longitude: 0.001, distance: 1500),
        ]
        let w = Self.workout([Self.step("A", .time(milliseconds: 3_600_000))])
        #expect(try w.progress(WorkoutTrack(samples: withDistance, kilograms: 50)).metres == 500)
        let positions = withDistance.map { WorkoutSample(at: $0.at, latitude: $0.latitude, longitude: $0.longitude) }
        let arc = GreatCircle.distance(latitude: 0, longitude: 0, toLatitude: 0, longitude: 0.001)
        #expect(try w.progress(WorkoutTrack(samples: positions, kilograms: 50)).metres == arc)
    }

    /// A distance or an altitude is on every sample or none, as the first has
    /// it: one sample without would change every step before it.
    @Test func distanceAndAltitudeAreOnEverySampleOrNone() {
        func field(_ samples: [WorkoutSample]) -> String? {
            do {
                _ = try WorkoutTrack(samples: samples, kilograms: 50)
                return nil
            } catch { return error.field }
        }
        #expect(field([WorkoutSample(at: Self.at(0), distance: 0), WorkoutSample(at: Self.at(1))]) == "samples[1].distance")
        #expect(field([WorkoutSample(at: Self.at(0)), WorkoutSample(at: Self.at(1), distance: 5)]) == "samples[1].distance")
        #expect(field([WorkoutSample(at: Self.at(0), altitude: 9), WorkoutSample(at: Self.at(1), altitude: 9), WorkoutSample(at: Self.at(2))])
            == "samples[2].altitude")
    }

    /// Energy accrues stretch by stretch, so a calories step on an equation
    /// ends where its stretch reaches the amount, whatever `now` is, and costs the amount.
    @Test func aCaloriesStepOnAnEquationEndsOnceAndCostsItsAmount() throws {
        let running = try #require(Scorebook.workoutActivity("running"))
        let w = Self.workout([Self.step("C1", .calories(10), running), Self.step("C2", .calories(10), running)])
        let samples = [(0.0, 0.0), (50, 100), (70, 170), (200, 500)]
        var ends: Set<Timestamp> = []
        for now in [200.0, 230, 600] {
            let p = try w.progress(try Self.track(samples, kilograms: 75, now: now))
            let first = try #require(p.steps.first)
            ends.insert(try #require(first.ended))
            #expect(abs(first.kilocalories - 10) < 1e-9)
        }
        #expect(ends.count == 1)
        // 0-50 s: 120 m/min, below the running equation's 134: 8.0 MET × 75 kg ÷ 60 = 10 kcal a minute, 8⅓ kcal.
        // 50-70 s: 210 m/min: (3.5 + 0.2 × 210) × 75 × 5 ÷ 1000 = 17.0625 kcal a minute; 1⅔ kcal more takes 5.861 s.
        let expected = 50 + (10 - 10 * 50.0 / 60) / 17.0625 * 60
        #expect(ends.first == Self.at(expected))
    }

    /// A stretch exactly at an equation's edge (walking at 100 m/min) is priced
    /// one way: a calories step ending inside it still costs its amount.
    @Test func aStretchAtAnEquationsEdgeIsPricedOneWay() throws {
        let walking = try #require(Scorebook.workoutActivity("walking"))
        let w = Self.workout([Self.step("Lead", .time(milliseconds: 36), walking), Self.step("Burn", .calories(1), walking)])
        let p = try w.progress(try Self.track([(0, 0), (60, 100), (120, 200)], kilograms: 75))
        let burn = try #require(p.steps.last)
        #expect(burn.ended != nil && abs(burn.kilocalories - 1) < 1e-9)
    }

    @Test func badSamplesNameTheirField() throws {
        func field(_ samples: [WorkoutSample], now: Timestamp? = nil, kilograms: Double = 50) -> String? {
            do {
                _ = try WorkoutTrack(samples: samples, kilograms: kilograms, now: now)
                return nil
            } catch { return error.field }
        }
        #expect(field([WorkoutSample(at: Self.at(10)), WorkoutSample(at: Self.at(10))]) == "samples[1].at")
        #expect(field([WorkoutSample(at: Self.at(10)), WorkoutSample(at: Self.at(5))]) == "samples[1].at")
        #expect(field([WorkoutSample(at: Self.at(0), latitude: 1)]) == "samples[0].lon")
        #expect(field([WorkoutSample(at: Self.at(0), latitude: 91, longitude: 0)]) == "samples[0].lat")
        #expect(field([WorkoutSample(at: Self.at(0), distance: 5), WorkoutSample(at: Self.at(1), distance: 4)]) == "samples[1].distance")
        #expect(field([WorkoutSample(at: Self.at(0), heartRate: 0)]) == "samples[0].heartRate")
        #expect(field([WorkoutSample(at: Self.at(10))], now: Self.at(5)) == "now")
        #expect(field([], kilograms: 19) == "weightKg")
        #expect(field([WorkoutSample(at: Self.at(0), latitude: 0, longitude: 0)]) == nil)
    }

    @Test func beforeTheFirstSampleNothingHasStarted() throws {
        let w = Self.workout([Self.step("A", .manual)])
        #expect(try w.progress(WorkoutTrack(samples: [], kilograms: 50)).state == .notStarted)
        do {
            _ = try w.progress(WorkoutTrack(samples: [], ticks: [Self.at(0)], kilograms: 50))
            Issue.record("a tick before the first sample")
        } catch { #expect(error.field == "ticks[0].at") }
    }

    /// Blocks unroll in order, each step with its repetitions, outermost first.
    @Test func blocksUnrollWithTheirRepetitions() throws {
        let w = Self.workout([
            Self.step("A", .time(milliseconds: 1000)),
            .repeated(count: 2, [Self.step("B", .time(milliseconds: 1000)), .repeated(count: 2, [Self.step("C", .time(milliseconds: 1000))])]),
        ])
        #expect(w.stepCount == 7)
        let p = try w.progress(try Self.track([(0, 0), (100, 0)]))
        #expect(p.steps.map(\.step.label) == ["A", "B", "C", "C", "B", "C", "C"])
        #expect(p.steps.map(\.repetitions) == [[], [1], [1, 1], [1, 2], [2], [2, 1], [2, 2]])
        #expect(p.steps.map(\.index) == Array(0..<7))
        #expect(w.unrolled.map(\.repetitions) == p.steps.map(\.repetitions))
    }
}

/// The FIT file's frame: its CRC is FIT's (CRC-16/ARC), its header says its
/// size, and it ends with the CRC of everything before it. Garmin's own
/// decoder reads every built-in workout's file in CI (`.ci/check-fit`).
@Suite struct FITWorkoutFileTests {
    @Test func theCRCIsFITs() {
        #expect(FITRecords.crc(Array("123456789".utf8)) == 0xBB3D)
    }

    @Test func aFileIsFramedAndTheSameEachTime() throws {
        for workout in Scorebook.workouts {
            let file = FITWorkoutFile.encode(workout)
            #expect(file == FITWorkoutFile.encode(workout))
            #expect(file[0] == 14 && Array(file[8..<12]) == Array(".FIT".utf8))
            let size = Int(file[4]) | Int(file[5]) << 8 | Int(file[6]) << 16 | Int(file[7]) << 24
            #expect(file.count == 14 + size + 2)
            #expect(FITRecords.crc(Array(file[0..<12])) == UInt16(file[12]) | UInt16(file[13]) << 8)
            #expect(FITRecords.crc(Array(file.dropLast(2))) == UInt16(file[file.count - 2]) | UInt16(file[file.count - 1]) << 8)
        }
    }

    @Test func namesAreCutOnACharacterBoundary() {
        var out = FITBytes()
        out.string("Sprint à l'arrivée", size: 16)
        #expect(out.bytes.count == 16 && out.bytes.last == 0)
        #expect(String(decoding: out.bytes.prefix { $0 != 0 }, as: UTF8.self) == "Sprint à l'arr")
        var cut = FITBytes()
        cut.string("aaaaaaaaaaaaaaé", size: 16)
        #expect(String(decoding: cut.bytes.prefix { $0 != 0 }, as: UTF8.self) == "aaaaaaaaaaaaaa")
    }
}
