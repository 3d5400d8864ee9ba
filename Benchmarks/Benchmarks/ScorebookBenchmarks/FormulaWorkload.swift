import Foundation
import Scorebook

/// Requests of each formula and band method, 4,096 of each, the same every
/// run: every formula, every unit, and inputs across their ranges.
enum FormulaWorkload {
    static func line(_ index: Int, _ method: String, _ params: String) -> [UInt8] {
        Array(#"{"jsonrpc":"2.0","id":\#(index),"method":"\#(method)","params":\#(params)}"#.utf8)
    }

    static func lines(_ method: String, _ params: (Int) -> String) -> [[UInt8]] {
        (0..<4096).map { line($0, method, params($0)) }
    }

    static let streams: [(name: String, lines: [[UInt8]])] = {
        let formulas = Scorebook.formulas
        let bandSets = Scorebook.bandSets.map(\.id)
        let lifts = ["epley", "brzycki", "lander", "lombardi", "mayhew", "oconner", "wathan"]
        let aft = #""test":"aft","date":"2025-09-15","sex":"male","age":23,"events":{"mdl":340,"hrp":60,"sdc":"1:40","plk":"3:40","2mr":"14:00"}"#
        return [
            ("formula.evaluate", lines("formula.evaluate") { index in
                // Each formula at a point inside its ranges; the caller's unit where one is picked.
                let formula = formulas[index % formulas.count]
                let inputs = formula.inputs.enumerated().map { position, input in
                    let share = Double((index / formulas.count + position * 7) % 11) / 10
                    let value = input.range.lowerBound + (input.range.upperBound - input.range.lowerBound) * share
                    return #""\#(input.id)":\#((value * 1000).rounded(.down) / 1000)"#
                }
                let unit = formula.unitChoices.first.map { #","unit":"\#($0.id)""# } ?? ""
                return #"{"formula":"\#(formula.id)","inputs":{\#(inputs.joined(separator: ","))}\#(unit)}"#
            }),
            ("formulas.list", lines("formulas.list") { index in #"{"formula":"\#(formulas[index % formulas.count].id)"}"# }),
            ("bands.list", lines("bands.list") { index in #"{"bandSet":"\#(bandSets[index % bandSets.count])"}"# }),
            ("gym.oneRepMax", lines("gym.oneRepMax") { index in
                let named = index % 3 == 0 ? "" : #","formula":"\#(lifts[index % lifts.count])""#
                return #"{"load":\#(20 + index % 300),"unit":"\#(index % 2 == 0 ? "kg" : "lb")","reps":\#(1 + index % 15)\#(named)}"#
            }),
            ("health.heartRateZones", lines("health.heartRateZones") { index in
                let resting = index % 2 == 0 ? "" : #","restingHeartRate":\#(45 + index % 40)"#
                return #"{"age":\#(18 + index % 70)\#(resting)}"#
            }),
            ("health.bmi", lines("health.bmi") { index in #"{"heightCm":\#(140 + index % 70),"weightKg":\#(40 + Double(index % 1200) / 10)}"# }),
            ("army.bodyComposition", lines("army.bodyComposition") { index in
                let sex = index % 2 == 0 ? "male" : "female"
                let tape = index % 3 == 0 ? #","abdomenIn":\#(28 + Double(index % 30) / 2)"# : ""
                let fitness = index % 5 == 0 ? #","fitness":{\#(aft)}"# : ""
                return #"{"sex":"\#(sex)","age":\#(17 + index % 40),"date":"2025-10-01","heightIn":\#(60 + Double(index % 40) / 2),"weightLb":\#(120 + index % 120)\#(tape)\#(fitness)}"#
            }),
        ]
    }()
}
