import Foundation
import Scorebook
import ScorebookREPL
import Testing

/// `fitness.required`, tests chosen by series and date, and the AFT's standards,
/// in process. The numbers come from the runtime, whose tables the chart tests check cell by cell.
@Suite struct ArmyMethodsTests: InProcessCalls {
    let aft = Scorebook.fitnessTest("aft")!

    @Test func goalProgressReadsEachResultByItsDaysTest() throws {
        // "2:05" is a time for the sprint-drag-carry, in either test; a time for the deadlift in neither.
        let params = #"{"test":"army","sex":"male","age":30,"testDate":"2026-06-01","goal":{},"history":[{"date":"2024-01-01","events":{"sdc":"2:05"}},{"date":"2026-01-01","events":{"sdc":"2:05"}}]}"#
        let history = try #require(try call("goal.progress", params)["history"] as? [[String: Any]])
        #expect(history.map { $0["test"] as? String } == ["acft", "aft"])
        let wrong = #"{"test":"army","sex":"male","age":30,"testDate":"2026-06-01","goal":{},"history":[{"date":"2026-01-01","events":{"mdl":"2:05"}}]}"#
        #expect(try errorField("goal.progress", wrong) == "history[0].events.mdl")
        // An event the day's test lacks is refused by name, whatever its value.
        let unknown = try call("goal.progress", #"{"test":"army","sex":"male","age":30,"testDate":"2026-06-01","goal":{},"history":[{"date":"2026-01-01","events":{"spt":"x"}}]}"#, part: "error")
        #expect((unknown["message"] as? String)?.contains("unknown event 'spt'") == true, "\(unknown)")
        #expect(try errorField("goal.progress", #"{"test":"aft","sex":"male","age":30,"testDate":"2026-06-01","goal":{"events":{"mdl":80.5}},"history":[]}"#) == "goal.events.mdl")
        #expect(try errorField("goal.progress", #"{"test":"aft","sex":"male","age":30,"testDate":"2026-06-01","goal":{"total":0},"history":[]}"#) == "goal.total")
    }

    @Test func requiredForOneEventIsAFlatAnswer() throws {
        let raw = try #require(try aft.column(event: "2mr", sex: "female", age: 30).required(points: 90))
        let time = TimeText.format(seconds: raw)
        #expect(
            try respond(#"{"id":1,"method":"fitness.required","params":{"test":"aft","sex":"female","age":30,"event":"2mr","points":90}}"#)
                == #"{"jsonrpc":"2.0","id":1,"result":{"test":"aft","date":null,"standard":"general","sex":"female","age":30,"ageGroup":"27-31","eventMinimum":60,"totalMinimum":300,"event":"2mr","points":90,"raw":\#(raw),"time":"\#(time)","achievable":true}}"#)
    }

    @Test func requiredWithoutAnEventIsTheMinimumToPassEach() throws {
        let result = try call("fitness.required", #"{"test":"acft","sex":"female","age":40}"#)
        let acft = Scorebook.fitnessTest("acft")!
        let events = try #require(result["events"] as? [String: [String: Any]])
        #expect(Set(events.keys) == ["mdl", "spt", "hrp", "sdc", "plk", "2mr"])
        for (id, requirement) in events {
            let column = try acft.column(event: id, sex: "female", age: 40)
            let raw = try #require(column.required(points: 60))
            #expect(requirement["points"] as? Int == 60)
            #expect(requirement["achievable"] as? Bool == true)
            // Metres are written with their decimal, other units as whole numbers.
            #expect((requirement["raw"] as? Double) == (id == "spt" ? Double(raw) / 10 : Double(raw)), "\(id)")
            #expect((requirement["time"] != nil) == ["sdc", "plk", "2mr"].contains(id))
        }
        #expect(result["eventMinimum"] as? Int == 60)
    }

    @Test func requiredForAGivenPointsValueInEveryEvent() throws {
        let result = try call("fitness.required", #"{"test":"apft","sex":"male","age":23,"points":90}"#)
        let events = try #require(result["events"] as? [String: [String: Any]])
        let apft = Scorebook.fitnessTest("apft")!
        for id in ["pushup", "situp", "run2mi"] {
            #expect(events[id]?["points"] as? Int == 90)
            #expect(events[id]?["raw"] as? Int == (try apft.column(event: id, sex: "male", age: 23).required(points: 90)))
        }
    }

    @Test func theCombatStandardScoresEveryoneOnTheMaleColumns() throws {
        let combat = try call("fitness.required", #"{"test":"aft","sex":"female","age":25,"standard":"combat","event":"mdl","points":60}"#)
        let male = try call("fitness.required", #"{"test":"aft","sex":"male","age":25,"event":"mdl","points":60}"#)
        let female = try call("fitness.required", #"{"test":"aft","sex":"female","age":25,"event":"mdl","points":60}"#)
        #expect(combat["raw"] as? Int == male["raw"] as? Int)
        #expect(combat["raw"] as? Int != female["raw"] as? Int)
        #expect(combat["totalMinimum"] as? Int == 350)

        let score = try call("fitness.score", #"{"test":"aft","sex":"female","age":25,"standard":"combat","events":{"mdl":200}}"#)
        let points = try aft.points(event: "mdl", sex: "male", age: 25, raw: 200)
        #expect((score["events"] as? [String: [String: Any]])?["mdl"]?["points"] as? Int == points)
        #expect(score["standard"] as? String == "combat")
    }

    /// The day each test took over, and the day before.
    @Test(arguments: [("2000-01-01", "apft"), ("2022-09-30", "apft"), ("2022-10-01", "acft"), ("2025-05-31", "acft"), ("2025-06-01", "aft"), ("2099-12-31", "aft")])
    func theArmySeriesPicksTheTestInForce(_ date: String, _ test: String) throws {
        let run = ["apft": "run2mi"][test] ?? "2mr"
        let score = try call("fitness.score", #"{"test":"army","date":"\#(date)","sex":"male","age":30,"events":{"\#(run)":"15:00"}}"#)
        #expect(score["test"] as? String == test)
        #expect(score["date"] as? String == date)
        let required = try call("fitness.required", #"{"test":"army","date":"\#(date)","sex":"male","age":30}"#)
        #expect(required["test"] as? String == test)
    }

    @Test func theArmySeriesWithoutADateUsesToday() throws {
        let score = try call("fitness.score", #"{"test":"army","sex":"male","age":30,"events":{"2mr":"15:00"}}"#)
        let text = try #require(score["date"] as? String)
        let today = try #require(CalendarDate(text))
        #expect(score["test"] as? String == Scorebook.fitnessTest(series: "army", on: today)?.id)
    }

    @Test func badDatesPointsAndEventsAreInvalidParams() throws {
        func error(_ method: String, _ params: String) throws -> (message: String, field: String?) {
            let error = try call(method, params, part: "error")
            #expect(error["code"] as? Int == -32602)
            return (error["message"] as? String ?? "", (error["data"] as? [String: Any])?["field"] as? String)
        }
        let format = try error("fitness.score", #"{"test":"army","date":"2024-2-1","sex":"male","age":30,"events":{"2mr":900}}"#)
        #expect(format.message == #"invalid params: date: '2024-2-1' is not a date; write YYYY-MM-DD, such as "2025-06-01""#)
        let outOfForce = try error("fitness.score", #"{"test":"apft","date":"2023-01-01","sex":"male","age":30,"events":{"run2mi":900}}"#)
        #expect(outOfForce.message == "invalid params: date: the Army Physical Fitness Test was not in force on 2023-01-01 (it is in force until 2022-09-30); ask for test 'army' to use the test in force that day")
        let standard = try error("fitness.required", #"{"test":"army","date":"2020-01-01","sex":"male","age":30,"standard":"combat"}"#)
        #expect(standard.field == "standard")
        let points = try error("fitness.required", #"{"test":"aft","sex":"male","age":30,"event":"mdl","points":0}"#)
        #expect(points.message == "invalid params: points: expected a whole number of points, 1 or more, found 0")
        let tooMany = try error("fitness.required", #"{"test":"aft","sex":"male","age":30,"event":"mdl","points":101}"#)
        #expect(tooMany.message == "invalid params: points: 101 is not a points value of this test; expected a whole number from 1 to 100")
        let fraction = try error("fitness.required", #"{"test":"aft","sex":"male","age":30,"event":"mdl","points":90.5}"#)
        #expect(fraction.field == "points")
        let alternate = try error("fitness.required", #"{"test":"aft","sex":"male","age":30,"event":"walk2.5mi","points":60}"#)
        #expect(alternate.message == "invalid params: event: 'walk2.5mi' is a go/no-go alternate event; it has no point scale")
        let unknown = try error("fitness.required", #"{"test":"aft","sex":"male","age":30,"event":"run2mi","points":60}"#)
        #expect(unknown.field == "event")
        let young = try error("fitness.required", #"{"test":"aft","sex":"male","age":16}"#)
        #expect(young.field == "age")
    }
}
