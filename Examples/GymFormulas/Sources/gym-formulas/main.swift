// A one-rep max from Scorebook's formulas, in an app that compiles no other
// kind of built-in table in than formulas and band sets.
import Scorebook

let lift = try Scorebook.oneRepMax(load: 100, unit: "kg", reps: 5, formula: "epley")
print("epley 100 kg × 5: \(lift.estimates[0].oneRepMax) kg")
print("kinds: \(Set(Scorebook.tables.map(\.kind)).sorted().joined(separator: " "))")
