// Scores through the library alone, as an embedding app does: a test of the
// club's own tables, then one of Scorebook's built-in tables.
import ClubTables
import Scorebook

let check = Club.tables.fitnessTest("club-fitness")!
let club = try check.score(sex: "female", age: 35, events: ["burpees": 40, "run1k": 300])
print("club-fitness female 35: \(club.total) points, passed: \(club.passed.map(String.init) ?? "not yet")")

let apft = Scorebook.fitnessTest("apft")!
let score = try apft.score(sex: "male", age: 23, events: ["pushup": 60, "situp": 70, "run2mi": 810])
print("apft male 23: \(score.total) points, passed: \(score.passed.map(String.init) ?? "not yet")")
