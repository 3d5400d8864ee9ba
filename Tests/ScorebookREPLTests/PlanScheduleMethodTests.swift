import Scorebook
@testable import ScorebookREPL
import Testing

/// `plan.schedule` in process: what it reads and the field each mistake names.
/// The rules themselves are the runtime's (`TrainingScheduleTests`).
@Suite struct PlanScheduleMethodTests: InProcessCalls {
    static let request = #""plan":"acft-two-mile-run","start":"2026-01-05","testDate":"2026-02-02""#

    @Test func theWeekdaysAreTheRuntimes() {
        #expect(PlanScheduleMethod.weekdays.map(\.name.description) == Weekday.allCases.map(\.rawValue))
    }

    @Test func eachSessionComesWithItsWorkoutAndEvents() throws {
        let result = try call("plan.schedule", #"{\#(Self.request),"free":{"wed":60}}"#)
        let weeks = try #require(result["weeks"] as? [[String: Any]])
        let first = try #require((weeks.first?["sessions"] as? [[String: Any]])?.first)
        #expect(first["date"] as? String == "2026-01-07" && first["weekday"] as? String == "wed")
        #expect(first["part"] as? String == "week" && first["planWeek"] as? Int == 1)
        #expect((first["workout"] as? [String: Any])?["id"] as? String == "army-30-60s-4")
        #expect(first["events"] as? [String] == ["2mr"] && first["minutes"] as? Int == 60)
        let missed = try #require(result["unscheduled"] as? [[String: Any]])
        #expect(missed.first?["reason"] as? String == "no-room" && missed.first?["week"] as? Int == 1)
    }

    @Test func badInputNamesItsField() throws {
        #expect(try errorField("plan.schedule", #"{\#(Self.request),"free":{"mond":30}}"#) == "free.mond")
        #expect(try errorField("plan.schedule", #"{\#(Self.request),"free":{"wed":-5}}"#) == "free.wed")
        #expect(try errorField("plan.schedule", #"{\#(Self.request),"free":{"wed":30.5}}"#) == "free.wed")
        #expect(try errorField("plan.schedule", #"{\#(Self.request),"free":[]}"#) == "free")
        #expect(try errorField("plan.schedule", #"{"plan":"acft-two-mile-run","start":"2026-01-05","testDate":"2026-01-01","free":{}}"#) == "testDate")
        #expect(try errorField("plan.schedule", #"{"plan":"acft-two-mile-run","start":"2026-02-30","testDate":"2026-04-01","free":{}}"#) == "start")
        #expect(try errorField("plan.schedule", #"{"plan":"acft-2mr","start":"2026-01-05","testDate":"2026-04-01","free":{}}"#) == "plan")
        #expect(try errorField("plan.schedule", #"{\#(Self.request),"free":{},"progress":{"events":{"2mr":{"goal":"80"}}}}"#) == "progress.events.2mr.goal")
        #expect(try errorField("plan.schedule", #"{\#(Self.request),"free":{},"progress":{"events":{"2mr":{"goal":80.5}}}}"#) == "progress.events.2mr.goal")
        #expect(try errorField("plan.schedule", #"{\#(Self.request),"free":{},"progress":{"events":{"2mr":[]}}}"#) == "progress.events.2mr")
        #expect(try errorField("plan.schedule", #"{\#(Self.request),"free":{},"progress":{}}"#) == "progress.events")
        #expect(try errorField("plan.schedule", #"{\#(Self.request),"free":{},"extra":1}"#) == "extra")
    }

    @Test func aGoalProgressAnswerIsTakenAsItCame() throws {
        // Every member of a goal.progress answer is allowed; the lines' goal, projected and latest are read.
        let progress = try respond(
            #"{"id":1,"method":"goal.progress","params":{"test":"aft","sex":"male","age":30,"testDate":"2026-03-30","goal":{"events":{"2mr":90}},"history":[{"date":"2026-01-02","events":{"2mr":"21:00"}}]}}"#)
        let answer = String(progress.drop { $0 != "{" }.dropFirst().drop { $0 != "{" }.dropLast())
        let params = #"{"plan":"acft-event-training","start":"2026-01-05","testDate":"2026-03-30","free":{"tue":60,"thu":60,"sun":60},"progress":\#(answer)}"#
        let weeks = try #require(try call("plan.schedule", params)["weeks"] as? [[String: Any]])
        let sessions = try #require(weeks.first?["sessions"] as? [[String: Any]]).map { $0["session"] as? String }
        // Without it, the week's first three; with the run behind, both runs.
        #expect(sessions == ["lower-body-and-pull", "intervals-30-60-4", "release-run-10"])
    }
}
