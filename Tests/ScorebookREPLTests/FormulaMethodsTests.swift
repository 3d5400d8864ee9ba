import Foundation
import Scorebook
import ScorebookREPL
import Testing

/// `formulas.list`, `formula.evaluate`, `bands.list`, `gym.oneRepMax`,
/// `health.heartRateZones` and `health.bmi` answer what the library does,
/// and refuse bad input naming its field.
@Suite struct FormulaMethodsTests: InProcessCalls {
    @Test func everyFormulaAndBandSetIsListed() throws {
        let formulas = try #require(try call("formulas.list", "{}")["formulas"] as? [[String: Any]])
        #expect(formulas.map { $0["id"] as? String } == Scorebook.formulas.map(\.id))
        let bands = try #require(try call("bands.list", "{}")["bandSets"] as? [[String: Any]])
        #expect(bands.map { $0["id"] as? String } == Scorebook.bandSets.map(\.id))
        #expect(try errorField("formulas.list", #"{"formula":"eply"}"#) == "formula")
        #expect(try errorField("bands.list", #"{"bandSet":1}"#) == "bandSet")
    }

    @Test func evaluateNamesTheInputInError() throws {
        let answer = try call("formula.evaluate", #"{"formula":"brzycki","inputs":{"load":225,"reps":12},"unit":"lb"}"#)
        #expect(answer["value"] as? Double == 324)
        #expect(answer["valid"] as? Bool == false && answer["notValidated"] as? [String] == ["reps"])
        for (params, field) in [
            (#"{"formula":"brzycki","inputs":{"load":225,"reps":31},"unit":"lb"}"#, "inputs.reps"),
            (#"{"formula":"brzycki","inputs":{"load":225,"rep":3},"unit":"lb"}"#, "inputs.rep"),
            (#"{"formula":"brzycki","inputs":{"load":225},"unit":"lb"}"#, "inputs.reps"),
            (#"{"formula":"brzycki","inputs":{"load":"225","reps":3},"unit":"lb"}"#, "inputs.load"),
            (#"{"formula":"brzycki","inputs":{"load":1e999,"reps":3},"unit":"lb"}"#, "inputs.load"),
            (#"{"formula":"brzycki","inputs":[225,3],"unit":"lb"}"#, "inputs"),
            (#"{"formula":"brzycki","inputs":{"load":225,"reps":3}}"#, "unit"),
            (#"{"formula":"brzycki","inputs":{"load":225,"reps":3},"unit":"stone"}"#, "unit"),
            (#"{"formula":"fox","inputs":{"age":40},"unit":"kg"}"#, "unit"),
            (#"{"inputs":{"age":40}}"#, "formula"),
        ] {
            #expect(try errorField("formula.evaluate", params) == field, "\(params)")
        }
    }

    @Test func oneRepMaxesAreEachFormulasAndTheLoadsItsInverse() throws {
        let answer = try call("gym.oneRepMax", #"{"load":225,"unit":"lb","reps":5}"#)
        let estimates = try #require(answer["estimates"] as? [[String: Any]])
        #expect(estimates.map { $0["formula"] as? String } == ["epley", "brzycki", "lander", "lombardi", "mayhew", "oconner", "wathan"])
        #expect(estimates[0]["oneRepMax"] as? Double == 262.5)
        #expect(estimates[1]["oneRepMax"] as? Double == 253.125)
        let loads = try #require(answer["loads"] as? [[String: Any]])
        #expect(loads.map { $0["reps"] as? Int } == Array(1...10))
        // Epley's inverse at its own estimate gives back the load, to rounding.
        #expect(((loads[4]["load"] as? Double ?? 0) - 225).magnitude < 1e-9)
        let flagged = try call("gym.oneRepMax", #"{"load":60,"unit":"kg","reps":12,"formula":"mayhew"}"#)
        #expect((flagged["estimates"] as? [[String: Any]])?.map { $0["valid"] as? Bool } == [false])
        for (params, field) in [
            (#"{"load":60,"unit":"kg","reps":31}"#, "reps"),
            (#"{"load":-1,"unit":"kg","reps":3}"#, "load"),
            (#"{"load":60,"unit":"st","reps":3}"#, "unit"),
            (#"{"load":60,"unit":"kg","reps":3,"formula":"epely"}"#, "formula"),
            (#"{"load":60,"reps":3}"#, "unit"),
        ] {
            #expect(try errorField("gym.oneRepMax", params) == field, "\(params)")
        }
    }

    /// Age 30 by Tanaka: 187. Percents of it, or, with a resting 60, of the reserve 127.
    @Test func zonesAreTheACSMsClassesAsHeartRates() throws {
        let byMaximum = try call("health.heartRateZones", #"{"age":30}"#)
        #expect((byMaximum["maxHeartRates"] as? [[String: Any]])?.map { $0["maxHeartRate"] as? Double } == [190, 187, 186])
        let zones = try #require(byMaximum["zones"] as? [[String: Any]])
        #expect(zones.map { $0["zone"] as? String } == ["very-light", "light", "moderate", "vigorous", "near-maximal"])
        #expect(zones[0]["low"] is NSNull && zones[4]["high"] as? Double == 187)
        #expect(zones.map { $0["high"] as? Double }.prefix(4).map { $0.map { ($0 * 100).rounded() / 100 } } == [106.59, 119.68, 143.99, 179.52])
        let byReserve = try call("health.heartRateZones", #"{"age":30,"restingHeartRate":60,"formula":"fox"}"#)
        #expect((byReserve["maxHeartRates"] as? [[String: Any]])?.count == 1)
        // Fox: 190; 30 % of the reserve 130 is 39 above resting.
        #expect(((byReserve["zones"] as? [[String: Any]])?[0]["high"] as? Double).map { ($0 * 1000).rounded() / 1000 } == 99)
        for (params, field) in [
            (#"{"age":17}"#, "age"), (#"{"age":30,"restingHeartRate":20}"#, "restingHeartRate"),
            (#"{"age":30,"formula":"karvonen"}"#, "formula"), (#"{}"#, "age"),
        ] {
            #expect(try errorField("health.heartRateZones", params) == field, "\(params)")
        }
    }

    /// Each class's edges, on both sides: 18.5 is normal, just under it mild thinness.
    @Test func bmiClassesAtTheirEdges() throws {
        func bmiClass(_ kg: Double, _ cm: Double = 200) throws -> String? {
            try call("health.bmi", #"{"heightCm":\#(cm),"weightKg":\#(kg)}"#)["class"] as? String
        }
        // At 2 m, the BMI is the weight over 4.
        for (edge, below, atOrAbove) in [
            (16.0, "underweight-severe", "underweight-moderate"), (17, "underweight-moderate", "underweight-mild"),
            (18.5, "underweight-mild", "normal"), (25, "normal", "pre-obese"), (30, "pre-obese", "obese-1"),
            (35, "obese-1", "obese-2"), (40, "obese-2", "obese-3"),
        ] {
            #expect(try bmiClass(edge * 4) == atOrAbove, "\(edge)")
            #expect(try bmiClass((edge * 4).nextDown) == below, "below \(edge)")
        }
        let answer = try call("health.bmi", #"{"heightCm":175,"weightKg":80}"#)
        #expect(answer["class"] as? String == "pre-obese" && answer["additionalClass"] as? String == "25-27.5")
        #expect(try errorField("health.bmi", #"{"heightCm":175,"weightKg":501}"#) == "weightKg")
        #expect(try errorField("health.bmi", #"{"heightCm":49,"weightKg":70}"#) == "heightCm")
        #expect(try errorField("health.bmi", #"{"heightCm":175}"#) == "weightKg")
    }
}
