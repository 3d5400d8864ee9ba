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
        // -0 is answered as 0.
        let zero = try respond(#"{"jsonrpc":"2.0","id":1,"method":"gym.oneRepMax","params":{"load":-0,"unit":"kg","reps":3,"formula":"epley"}}"#)
        #expect(!zero.contains("-0") && zero.contains(#""oneRepMax":0"#))
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
        // Typed step by step: as one expression it took two seconds to type-check.
        let highs: [Double?] = zones.prefix(4).map { $0["high"] as? Double }
        let roundedHighs: [Double?] = highs.map { high in high.map { ($0 * 100).rounded() / 100 } }
        #expect(roundedHighs == [106.59, 119.68, 143.99, 179.52])
        let byReserve = try call("health.heartRateZones", #"{"age":30,"restingHeartRate":60,"formula":"fox"}"#)
        #expect((byReserve["maxHeartRates"] as? [[String: Any]])?.count == 1)
        // Fox: 190; 30 % of the reserve 130 is 39 above resting.
        #expect(((byReserve["zones"] as? [[String: Any]])?[0]["high"] as? Double).map { ($0 * 1000).rounded() / 1000 } == 99)
        for (params, field) in [
            (#"{"age":17}"#, "age"), (#"{"age":30,"restingHeartRate":20}"#, "restingHeartRate"),
            (#"{"age":30,"formula":"karvonen"}"#, "formula"), (#"{}"#, "age"),
            (#"{"age":100,"formula":"fox","restingHeartRate":120}"#, "restingHeartRate"),
        ] {
            #expect(try errorField("health.heartRateZones", params) == field, "\(params)")
        }
    }

    /// Each class's edges, on both sides: 18.5 is normal, 18.49999 mild thinness.
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
            #expect(try bmiClass(edge * 4 - 0.00004) == below, "below \(edge)")
        }
        // 89.6 kg at 160 cm is exactly 35, which binary arithmetic makes 34.99999999999999.
        #expect(try bmiClass(89.6, 160) == "obese-2")
        #expect(try bmiClass(64.8025, 161) == "pre-obese")
        let answer = try call("health.bmi", #"{"heightCm":175,"weightKg":80}"#)
        #expect(answer["class"] as? String == "pre-obese" && answer["additionalClass"] as? String == "25-27.5")
        #expect(try errorField("health.bmi", #"{"heightCm":175,"weightKg":501}"#) == "weightKg")
        #expect(try errorField("health.bmi", #"{"heightCm":49,"weightKg":70}"#) == "heightCm")
        #expect(try errorField("health.bmi", #"{"heightCm":175}"#) == "weightKg")
    }
}

/// `army.bodyComposition`: screening, tape and exemption, each on its
/// effective dates, and every mistake at its field.
@Suite struct ArmyBodyCompositionMethodTests: InProcessCalls {
    static let strongAFT = #""test":"aft","sex":"male","age":23,"events":{"mdl":340,"hrp":60,"sdc":"1:40","plk":"3:40","2mr":"14:00"}"#
    static let strongACFT = #""test":"acft","sex":"male","age":23,"events":{"mdl":340,"spt":12.5,"hrp":60,"sdc":"1:40","plk":"3:40","2mr":"14:00"}"#

    private func composition(_ params: String) throws -> [String: Any] { try call("army.bodyComposition", params) }

    @Test func screeningRoundsHeightAndWeightAndPassesAtTheMaximum() throws {
        // 69.5 in is 70; 185.4 lb is 185, the 21-27 maximum at 70 in.
        let atMaximum = try composition(#"{"sex":"male","age":23,"heightIn":69.5,"weightLb":185.4}"#)
        let screening = try #require(atMaximum["screening"] as? [String: Any])
        #expect(screening["heightIn"] as? Double == 70 && screening["weightLb"] as? Double == 185)
        #expect(screening["maxWeightLb"] as? Double == 185 && screening["passed"] as? Bool == true)
        #expect(atMaximum["compliant"] as? Bool == true && atMaximum["bodyFat"] == nil && atMaximum["exemption"] == nil)
        #expect(atMaximum["needsTape"] as? Bool == false)
        // Over the maximum, untaped: nothing is decided, and the tape is needed.
        let over = try composition(#"{"sex":"male","age":23,"heightIn":69.5,"weightLb":185.5}"#)
        #expect((over["screening"] as? [String: Any])?["passed"] as? Bool == false && over["compliant"] is NSNull)
        #expect(over["needsTape"] as? Bool == true)
        // Above 80 in: the 80-in maximum and 5 lb an inch for a female.
        let tall = try composition(#"{"sex":"female","age":45,"heightIn":82,"weightLb":200}"#)
        #expect((tall["screening"] as? [String: Any])?["maxWeightLb"] as? Double == Double(236 + 2 * 5))
        // Males at 58 in: the table prints no maximum.
        let short = try composition(#"{"sex":"male","age":23,"heightIn":58,"weightLb":150}"#)
        #expect((short["screening"] as? [String: Any])?["maxWeightLb"] is NSNull)
        #expect((short["screening"] as? [String: Any])?["passed"] as? Bool == false && short["compliant"] is NSNull)
    }

    @Test func theTapeDecidesWhenTheScreeningFails() throws {
        let taped = try composition(#"{"sex":"male","age":23,"date":"2025-10-01","heightIn":70,"weightLb":190,"abdomenIn":36}"#)
        let bodyFat = try #require(taped["bodyFat"] as? [String: Any])
        #expect(bodyFat["percent"] as? Double == 22 && bodyFat["limit"] as? Double == 22 && bodyFat["passed"] as? Bool == true)
        #expect(taped["compliant"] as? Bool == true)
        let over = try composition(#"{"sex":"male","age":23,"date":"2025-10-01","heightIn":70,"weightLb":190,"abdomenIn":36.5}"#)
        #expect((over["bodyFat"] as? [String: Any])?["percent"] as? Double == 23 && over["compliant"] as? Bool == false)
        // Before the directive, there is no one-site tape.
        #expect(try errorField("army.bodyComposition", #"{"sex":"male","age":23,"date":"2023-06-08","heightIn":70,"weightLb":190,"abdomenIn":36}"#) == "date")
        _ = try composition(#"{"sex":"male","age":23,"date":"2023-06-09","heightIn":70,"weightLb":190,"abdomenIn":36}"#)
    }

    /// The AFT exemption for a record from its release, 10 September 2025, not
    /// the day before; the ACFT's from 16 March 2023. Each record is taken on
    /// the day assessed.
    @Test func exemptionsOnTheirEffectiveDatesAndTheDayBefore() throws {
        let heavy = #""sex":"male","age":23,"heightIn":70,"weightLb":250"#
        for (date, test, exempt) in [
            ("2025-09-09", Self.strongAFT, false), ("2025-09-10", Self.strongAFT, true),
            ("2023-03-15", Self.strongACFT, false), ("2023-03-16", Self.strongACFT, true),
        ] {
            let answer = try composition(#"{\#(heavy),"date":"\#(date)","fitness":{"date":"\#(date)",\#(test)}}"#)
            #expect((answer["exemption"] as? [String: Any])?["exempt"] as? Bool == exempt, "\(date)")
            #expect(exempt ? answer["compliant"] as? Bool == true : answer["compliant"] is NSNull, "\(date)")
        }
        // An event under 80 points, or an event missing, earns no exemption.
        let weak = Self.strongAFT.replacingOccurrences(of: "\"hrp\":60", with: "\"hrp\":10")
        let notExempt = try composition(#"{\#(heavy),"date":"2025-10-01","fitness":{"date":"2025-10-01",\#(weak)}}"#)
        #expect((notExempt["exemption"] as? [String: Any])?["exempt"] as? Bool == false)
        let partial = Self.strongAFT.replacingOccurrences(of: ",\"2mr\":\"14:00\"", with: "")
        let incomplete = try composition(#"{\#(heavy),"date":"2025-10-01","fitness":{"date":"2025-10-01",\#(partial)}}"#)
        #expect((incomplete["exemption"] as? [String: Any])?["exempt"] as? Bool == false)
    }

    @Test func everyMistakeNamesItsField() throws {
        for (params, field) in [
            (#"{"sex":"m","age":23,"heightIn":70,"weightLb":190}"#, "sex"),
            (#"{"sex":"male","age":16,"heightIn":70,"weightLb":190}"#, "age"),
            (#"{"sex":"male","age":23,"heightIn":57,"weightLb":190}"#, "heightIn"),
            (#"{"sex":"male","age":23,"heightIn":70,"weightLb":20}"#, "weightLb"),
            (#"{"sex":"male","age":23,"heightIn":70,"weightLb":190,"abdomenIn":5}"#, "abdomenIn"),
            (#"{"sex":"male","age":23,"heightIn":70,"weightLb":190,"date":"2019-01-01"}"#, "date"),
            (#"{"sex":"male","age":23,"heightIn":70,"weightLb":190,"fitness":{"test":"aft","date":"2025-10-01","sex":"male","age":23,"events":{"run":1}}}"#, "fitness.events.run"),
            (#"{"sex":"male","age":23,"heightIn":70,"weightLb":190,"fitness":{"test":"aft","sex":"male","age":23,"events":{"mdl":250}}}"#, "fitness.date"),
            (#"{"sex":"male","age":23,"date":"2025-10-01","heightIn":70,"weightLb":190,"fitness":{"test":"aft","date":"2025-10-02","sex":"male","age":23,"events":{"mdl":250}}}"#, "fitness.date"),
            (#"{"sex":"male","age":23,"heightIn":70,"weightLb":190,"component":"navy"}"#, "component"),
            (#"{"sex":"male","age":23,"heightIn":70,"weightLb":190,"fitness":{"tset":"aft"}}"#, "fitness.tset"),
            (#"{"sex":"male","age":23,"heightIn":70,"weightLb":190,"fitness":7}"#, "fitness"),
            (#"{"sex":"male","age":23,"heightIn":70,"weightLb":190,"fitness":{"test":"aft","date":"2025-10-01","sex":"female","age":23,"events":{"mdl":250}}}"#, "fitness.sex"),
            (#"{"sex":"male","age":23,"heightIn":70,"weightLb":190,"fitness":{"test":"aft","date":"2025-10-01","sex":"male","age":30,"events":{"mdl":250}}}"#, "fitness.age"),
            (#"{"sex":"male","age":151,"heightIn":70,"weightLb":190}"#, "age"),
        ] {
            #expect(try errorField("army.bodyComposition", params) == field, "\(params)")
        }
    }
}
