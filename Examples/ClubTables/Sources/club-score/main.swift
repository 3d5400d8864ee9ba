// Scores one test through the library alone, as an embedding app does.
import Scorebook

let apft = Scorebook.fitnessTest("apft")!
let score = try apft.score(sex: "male", age: 23, events: ["pushup": 60, "situp": 70, "run2mi": 810])
print("apft male 23: \(score.total) points, passed: \(score.passed.map(String.init) ?? "not yet")")
