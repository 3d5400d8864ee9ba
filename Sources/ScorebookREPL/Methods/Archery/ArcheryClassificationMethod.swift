import Scorebook

/// `archery.classification`: a category's class thresholds on a round, best
/// class first (`score: null` where the round cannot earn the class), and
/// with `score` the class it earns (`UC` below every threshold) and the next.
///
/// ```json
/// {"round":"york","score":1000,"bowstyle":"recurve","gender":"open","age":"adult"}
///     →   {"system":"outdoor","class":"B1","thresholds":[{"class":"EMB","score":1205},…],"next":{"class":"MB","score":1061},…}
/// ```
enum ArcheryClassificationMethod: RPCMethod {
    static let name = "archery.classification"
    static let title = "Archery classification for a score"
    static let summary =
        "The classification a round's score earns an archer of a bowstyle, gender and age, and every class's threshold on the round"
    static let examples = [#"{"round":"york","score":1000,"bowstyle":"recurve","gender":"open","age":"adult"}"#]
    static let round = RPCParameter("round", required: true, called: "classified round", .oneOf("A round a classification scheme classifies") { $0.classifiedRounds })
    static let score = RPCParameter("score", .integer("The round's score (default: none, for the thresholds alone)", minimum: 0))
    static let bowstyle = RPCParameter(
        "bowstyle", required: true, .oneOf("The archer's bowstyle") { $0.archeryClassifications.map(\.bowstyles).union })
    static let gender = RPCParameter(
        "gender", required: true, .oneOf("The archer's gender category") { $0.archeryClassifications.map(\.genders).union })
    static let age = RPCParameter(
        "age", required: true, .oneOf("The archer's age group") { $0.archeryClassifications.map(\.ages).union })
    static let parameters = [round, score, bowstyle, gender, age, ArcheryRoundScoring.scoring]
    static let threshold = JSONSchema.object(
        "A class and the least score that earns it",
        ["class": .string("Such as B2"), "score": .integer("null where the round cannot earn the class").orNull])
    static let result = JSONSchema.object(
        "The classification",
        [
            "system": .string("The system that classifies the round, such as outdoor, indoor or field"),
            "class": .string("The class the score earns, UC below every threshold; null without a score").orNull,
            "thresholds": .array(of: threshold, "Every class, best first"),
            "next?": threshold.described("The class above the one earned, when the round can earn it"),
            "category": .object(
                "The category the thresholds are for: a bowstyle or age the system classifies as another is that one",
                ["bowstyle": .string(), "gender": .string(), "age": .string()]),
        ])

    static func call(_ params: Params) throws(RPCError) -> ArcheryClassification {
        let tables = params.tables
        _ = try params.required(Self.round)
        // Present (checked above), so `lookup` returns a round or throws; only a classified round is found.
        let round = try params.lookup(Self.round, ids: tables.classifiedRounds) { id in
            tables.archeryClassifications.contains { $0.system(classifying: id) != nil } ? tables.archeryRound(id) : nil
        }!
        let scoring = try params.string(ArcheryRoundScoring.scoring) ?? round.scoring
        let score = try params.int(Self.score, "a whole-number round score")
        let bowstyle = try params.requiredString(Self.bowstyle)
        let gender = try params.requiredString(Self.gender)
        let age = try params.requiredString(Self.age)
        return try params.checked { () throws(ScoringError) in
            try params.tables.archeryClassification(
                round: round, scoring: scoring, bowstyle: bowstyle, gender: gender, age: age, score: score)
        }
    }
}

extension ScorebookTables {
    /// Every round a classification scheme classifies, each once.
    fileprivate var classifiedRounds: [String] {
        archeryClassifications.map { $0.systems.flatMap(\.rounds) }.union
    }
}

extension ArcheryClassification: JSONWritable {
    func write(into writer: JSONWriter) {
        writer.object { o in
            o("system", system)
            o("class", earned)
            o.array("thresholds", thresholds) { $0.write(into: writer) }
            o("next", ifPresent: next)
            o.object("category") { o in
                o("bowstyle", bowstyle)
                o("gender", gender)
                o("age", age)
            }
        }
    }
}

extension ArcheryClassThreshold: JSONWritable {
    func write(into writer: JSONWriter) {
        writer.object { o in
            o("class", name)
            o("score", score)
        }
    }
}
