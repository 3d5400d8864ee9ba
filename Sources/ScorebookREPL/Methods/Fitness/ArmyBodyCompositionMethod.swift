import Scorebook

/// `army.bodyComposition`: the Army Body Composition Program for a soldier
/// on a date, from the tables' roles: the weight for height screening, the
/// one-site tape's body fat against the limit, and the exemption a record
/// fitness test earns within its component's window.
enum ArmyBodyCompositionMethod: RPCMethod {
    static let name = "army.bodyComposition"
    static let title = "Army body composition"
    static let summary = "The Army's height and weight screening, one-site tape body fat against its limit, and the exemption a record fitness test earns"
    static let examples = [
        #"{"sex":"male","age":23,"date":"2025-10-01","heightIn":70,"weightLb":190,"abdomenIn":36}"#,
        #"{"sex":"female","age":30,"date":"2025-10-01","heightIn":64.5,"weightLb":160,"fitness":{"test":"aft","date":"2025-09-15","sex":"female","age":30,"events":{"mdl":250,"hrp":45,"sdc":"1:50","plk":"3:30","2mr":"16:30"}}}"#,
        #"{"sex":"male","age":23,"date":"2025-10-01","heightIn":59,"weightLb":120}"#,
    ]
    static let sex = RPCParameter(
        "sex", required: true, .oneOf("The soldier's sex, as the limits name it") { $0.bandSet(.armyBodyFatLimits)?.lists.compactMap(\.keys.first) ?? [] })
    static let age = RPCParameter("age", required: true, .integer("Age in whole years", minimum: 0, maximum: 150))
    static let date = RPCParameter("date", .string("YYYY-MM-DD: the day whose standards apply (default: today, UTC)", format: "date"))
    static let heightIn = RPCParameter("heightIn", required: true, .number("Height in inches, as measured"))
    static let weightLb = RPCParameter("weightLb", required: true, .number("Weight in pounds, as measured"))
    static let abdomenIn = RPCParameter("abdomenIn", .number("Abdominal circumference at the navel in inches, the average of three readings: the one-site tape"))
    static let component = RPCParameter(
        "component", .oneOf("The soldier's component, whose window an exemption holds for (default: the first the tables list)") { $0.armyComponents })
    static let fitness = RPCParameter(
        "fitness",
        .any("The record fitness test, as fitness.score's params with its date required: its score may exempt the soldier from the body fat assessment"))
    static let parameters = [sex, age, date, heightIn, weightLb, abdomenIn, component, fitness]
    static let result = JSONSchema.object(
        "The screening, body fat and exemption",
        [
            "standard": .string("The screening table in force on the date"),
            "ageGroup": .string("The age group the limits and screening table use"),
            "screening": .object(
                "The weight for height screening",
                [
                    "heightIn": .number("Height rounded to the nearest inch, as the table is read"),
                    "weightLb": .number("Weight rounded to the nearest pound"),
                    "maxWeightLb": .number("The table's maximum; null where it prints none").orNull,
                    "passed": .boolean("Whether the weight is at or below the maximum; false where the table prints none: the tape decides"),
                ]),
            "bodyFat?": .object(
                "The one-site tape, when abdomenIn is given",
                [
                    "percent": .number("Body fat, to the nearest whole percent"), "limit": .number("The maximum allowed for the sex and age"),
                    "passed": .boolean("Whether percent is at or below limit"),
                ]),
            "exemption?": .object(
                "What the record fitness test earns, when one is given",
                [
                    "exempt": .boolean("Whether it exempts the soldier from the body fat assessment on the date"),
                    "reason": .string("Why, or why not"),
                    "validUntil": .string("The last day of the exemption's window, when the test earns one", format: "date").orNull,
                ]),
            "compliant": .boolean("Whether the soldier meets the standard: exempt, within the screening weight, or within the body fat limit; null when the tape must decide").orNull,
            "needsTape": .boolean("Whether the tape must be taken to decide: the screening failed, with no exemption and no tape"),
        ])

    static func call(_ params: Params) throws(RPCError) -> ArmyBodyComposition {
        let day = try params.date(Self.date) ?? CalendarDate.today()
        let sex = try params.requiredString(Self.sex)
        let age = try params.requiredInt(Self.age, "an age in whole years")
        let height = try params.requiredDouble(Self.heightIn, "a height in inches")
        let weight = try params.requiredDouble(Self.weightLb, "a weight in pounds")
        let abdomen = try params.double(Self.abdomenIn, "an abdominal circumference in inches")
        let component = try params.string(Self.component)
        let record = try params.value(Self.fitness).map { _ throws(RPCError) in try recordTest(params) }
        return try params.checked { () throws(ScoringError) in
            try params.tables.armyBodyComposition(
                sex: sex, age: age, on: day, heightIn: height, weightLb: weight, abdomenIn: abdomen, component: component, fitness: record)
        }
    }

    /// `fitness`, scored as `fitness.score` scores it, with the record's own
    /// date, which picks a series' test and starts the window: required.
    private static func recordTest(_ params: Params) throws(RPCError) -> ArmyRecordTest {
        let nested = try params.requiredObject(Self.fitness, "a record fitness test as fitness.score's params with its date")
        try nested.allowOnly(FitnessScoreMethod.parameters)
        guard let date = try nested.date(TestTaker.date) else {
            throw .invalidParams(field: nested.field(TestTaker.date), "missing: the day of the record test, YYYY-MM-DD, from which its exemption holds")
        }
        return ArmyRecordTest(score: try FitnessScoreMethod.call(nested).score, date: date)
    }
}

extension ArmyBodyComposition: JSONWritable {
    func write(into writer: JSONWriter) {
        writer.object { o in
            o("standard", standard)
            o("ageGroup", ageGroup)
            o.object("screening") { o in
                o("heightIn", screening.heightIn)
                o("weightLb", screening.weightLb)
                o("maxWeightLb", screening.maxWeightLb)
                o("passed", screening.passed)
            }
            if let bodyFat {
                o.object("bodyFat") { o in
                    o("percent", bodyFat.percent)
                    o("limit", bodyFat.limit)
                    o("passed", bodyFat.passed)
                }
            }
            if let exemption {
                o.object("exemption") { o in
                    o("exempt", exemption.exempt)
                    o("reason", exemption.reason)
                    o("validUntil", exemption.validUntil)
                }
            }
            o("compliant", compliant)
            o("needsTape", needsTape)
        }
    }
}
