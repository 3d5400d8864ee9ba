import Scorebook
import Testing

/// The built-in plans against their sources' words: the ACFT Training Guide
/// (HQDA, version 1.2, 2018), Table 1 and pp. 31-34, and FM 7-22 Army
/// Physical Readiness Training (2012), chapters 5, 7 and 10.
@Suite struct TrainingPlanTests {
    static let plans = ["acft-event-training", "acft-two-mile-run"].map { Scorebook.trainingPlan($0)! }

    /// Each interval session's workout: `repeats` of a run of `run` seconds and a walk of twice that.
    static func intervals(_ workout: Workout) -> (repeats: Int, run: Int)? {
        guard let block = workout.items.first(where: { $0.step == nil }), block.items.count == 2,
            case .time(let run)? = block.items[0].step?.end, case .time(let walk)? = block.items[1].step?.end
        else { return nil }
        // "An appropriate work to recovery ratio ... is 1:2" (FM 7-22, chapter 10).
        #expect(walk == 2 * run, "\(workout.id)")
        return (block.count, run / 1000)
    }

    @Test(arguments: plans)
    func sprintIntervalsProgressAsTheGuideSays(_ plan: TrainingPlan) throws {
        // "Beginners should start with four 30-second repetitions", "Beginners should increase
        // repetitions (6-8)", "1 x week, 4 to 10 reps"; "After achieving 10 x 30:60s, replace
        // with 5 x 60:120s weekly increasing to 10 x 60:120s over four weeks". The 6 and 8
        // 60:120s between are the table's steps.
        let expected = [(4, 30), (6, 30), (8, 30), (10, 30), (5, 60), (6, 60), (8, 60), (10, 60)]
        #expect(plan.weekCount == expected.count)
        for (week, (repeats, run)) in expected.enumerated() {
            let intervals = plan.sessions(inWeek: week + 1).compactMap { $0.workout.flatMap(Self.intervals) }
            #expect(intervals.count == 1, "one interval session in week \(week + 1)")
            #expect(intervals.first?.repeats == repeats && intervals.first?.run == run, "week \(week + 1)")
        }
    }

    @Test(arguments: plans)
    func theReleaseRunGrowsFromTenToFifteenMinutes(_ plan: TrainingPlan) throws {
        // "start running at a moderate sustainable pace for 5-10 minutes" and "gradually
        // increase the time to 10-15 minutes".
        let minutes = (1...plan.weekCount).map { week in
            plan.sessions(inWeek: week).compactMap { session -> Int? in
                guard let workout = session.workout, workout.id.hasPrefix("acft-release-run"),
                    case .time(let milliseconds)? = workout.items.first?.step?.end
                else { return nil }
                return milliseconds / 60_000
            }
        }
        #expect(minutes == [[10], [10], [15], [15], [15], [15], [15], [15]])
    }

    @Test(arguments: plans)
    func theRulesAreTheSources(_ plan: TrainingPlan) throws {
        // "Avoid running on consecutive (back to back) days" (the guide); "Conduct strength
        // and mobility training every other day" (FM 7-22, chapter 5).
        #expect(plan.apart.contains(.endurance))
        #expect(plan.sessions.contains { $0.day == .strength } == plan.apart.contains(.strength))
        // "The conduct of the PD, 4C, HSD, and RD provide an active recovery day before the APFT."
        let recovery = try #require(plan.sessionBeforeTest)
        #expect(recovery.day == .recovery && recovery.workout == nil)
        #expect(recovery.drills == ["Preparation Drill", "Four for the Core", "Hip Stability Drill", "Recovery Drill"])
    }

    @Test func theStrengthDaysAreTheGuidesTopExercises() throws {
        // Table 1, "Top Exercises": the deadlift's, the sprint-drag-carry's and the hand-release push-up's.
        let top = [
            "mdl": ["Sumo Squat", "Alternate Staggered Squat Jump", "Forward Lunge"],
            "sdc": ["Straight-Leg Deadlift", "Bent Over Row"],
            "hrp": ["Supine Chest Press", "8-Count Push-up", "Incline Bench", "Quadraplex"],
        ]
        let plan = Self.plans[0]
        for (event, exercises) in top {
            let sessions = plan.sessions.filter { $0.day == .strength && $0.trains.contains(event) }
            #expect(sessions.count == 1, "\(event)")
            #expect(Set(exercises).isSubset(of: sessions.first?.drills ?? []), "\(event)")
            // Warmed up and cooled down "in FM 7-22": the Preparation and Recovery Drills.
            #expect(sessions.first?.drills.first == "Preparation Drill" && sessions.first?.drills.last == "Recovery Drill")
        }
    }

    @Test func theIntervalWorkoutsAreConductedAsFM722Says() throws {
        // "the PRT leader begins the activity with slow jogging for ¼-mile"; after the
        // repetitions the formation walks "for at least three minutes" (chapter 7).
        var checked = 0
        defer { #expect(checked == 8, "the plan's eight interval sessions") }
        for session in Self.plans[1].sessions {
            guard let workout = session.workout, Self.intervals(workout) != nil else { continue }
            checked += 1
            #expect(workout.items.first?.step?.label == "Slow jog", "\(workout.id)")
            guard case .time(let walk)? = workout.items.last?.step?.end else {
                Issue.record("\(workout.id) ends with no timed walk")
                continue
            }
            #expect(walk >= 180_000, "\(workout.id)")
        }
    }

    @Test func aWeekOutsideThePlanHasNoSessions() {
        let plan = Self.plans[1]
        #expect(plan.sessions(inWeek: 0).isEmpty && plan.sessions(inWeek: plan.weekCount + 1).isEmpty)
        #expect(plan.sessions(inWeek: plan.weekCount).count == 2)
    }
}
