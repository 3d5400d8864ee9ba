import Scorebook

/// `army.bodyComposition`: the Army Body Composition Program for a soldier
/// on a date: the weight for height screening, the one-site tape's body fat
/// against the limit for the soldier's sex and age, and the exemption a
/// record fitness test earns. Every number is the tables': the limits and
/// screening weights and exemptions in `army-body-composition.yaml`, the
/// equations and roundings in `army-body-fat.yaml`.
enum ArmyBodyCompositionMethod: RPCMethod {
    static let name = "army.bodyComposition"
    static let title = "Army body composition"
    static let summary = "The Army's height and weight screening, one-site tape body fat against its limit, and the exemption a record fitness test earns"
    static let examples = [
        #"{"sex":"male","age":23,"date":"2025-10-01","heightIn":70,"weightLb":190,"abdomenIn":36}"#,
        #"{"sex":"female","age":30,"date":"2025-10-01","heightIn":64.5,"weightLb":160,"fitness":{"test":"aft","sex":"female","age":30,"events":{"mdl":250,"hrp":45,"sdc":"1:50","plk":"3:30","2mr":"16:30"}}}"#,
    ]
    static let limitsSet = "army-body-fat-limits", screeningSet = "army-screening-weights"
    static let sex = RPCParameter(
        "sex", required: true, .oneOf("The soldier's sex, as the limits name it") { $0.bandSet(limitsSet)?.lists.compactMap(\.keys.first) ?? [] })
    static let age = RPCParameter("age", required: true, .integer("Age in whole years", minimum: 0, maximum: 150))
    static let date = RPCParameter("date", .string("YYYY-MM-DD: the day whose standards apply (default: today, UTC)", format: "date"))
    static let heightIn = RPCParameter("heightIn", required: true, .number("Height in inches, as measured"))
    static let weightLb = RPCParameter("weightLb", required: true, .number("Weight in pounds, as measured"))
    static let abdomenIn = RPCParameter("abdomenIn", .number("Abdominal circumference at the navel in inches, the average of three readings: the one-site tape"))
    static let fitness = RPCParameter(
        "fitness", .any("A record fitness test, as fitness.score's params: its score may exempt the soldier from the body fat assessment"))
    static let parameters = [sex, age, date, heightIn, weightLb, abdomenIn, fitness]
    /// The fields each formula's inputs are named by in an error.
    static let heightField = [heightIn], weightField = [weightLb], tapeFields = [weightLb, abdomenIn]
    static let aboveTableFields = [heightIn, heightIn, heightIn, heightIn]
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
                    "passed": .boolean("Whether the weight is at or below the maximum"),
                ]),
            "bodyFat?": .object(
                "The one-site tape, when abdomenIn is given",
                [
                    "percent": .number("Body fat, to the nearest whole percent"), "limit": .number("The maximum allowed for the sex and age"),
                    "passed": .boolean("Whether percent is at or below limit"),
                ]),
            "exempt?": .object("Present when the fitness test exempts the soldier from the body fat assessment", ["reason": .string()]),
            "compliant": .boolean("Whether the soldier meets the standard: exempt, within the screening weight, or within the body fat limit"),
        ])

    static func call(_ params: Params) throws(RPCError) -> ArmyBodyCompositionAnswer {
        let day = try params.date(Self.date) ?? CalendarDate.today()
        let limits = try inForce(try params.bandSet(Self.limitsSet, for: Self.sex), on: day, params)
        let screeningTable = try inForce(try params.bandSet(Self.screeningSet, for: Self.sex), on: day, params)
        let sexes = limits.lists.map { $0.keys.first ?? "" }
        let sex = try params.requiredString(Self.sex, allowed: sexes)
        guard let sexLimits = limits.list(for: [sex]) else { throw .unknown("sex", sex, expected: sexes, field: params.field(Self.sex)) }
        let age = try params.requiredInt(Self.age, "an age in whole years")
        guard let group = sexLimits.band(for: Double(age)), let limit = group.carried.first ?? nil else {
            throw .invalidParams(field: params.field(Self.age), "\(age) is in none of the Army's age groups: \(quotedList(sexLimits.bands.map(\.id)))")
        }
        // Height and weight, rounded as the screening table is read.
        let height = try params.evaluate(
            try params.formula("army-screening-height", for: Self.heightIn),
            [try params.requiredDouble(Self.heightIn, "a height in inches")], fields: Self.heightField
        ).value
        let weightLb = try params.requiredDouble(Self.weightLb, "a weight in pounds")
        let weight = try params.evaluate(try params.formula("army-screening-weight", for: Self.weightLb), [weightLb], fields: Self.weightField).value
        guard let list = screeningTable.list(for: [sex, group.id]), let row = list.band(for: height) else {
            let lowest = screeningTable.list(for: [sex, group.id])?.bands.first?.from ?? 0
            throw .invalidParams(field: params.field(Self.heightIn), "\(height.shortText) in is below the screening table's shortest height, \(lowest.shortText) in")
        }
        var maxWeight = row.carried[0]
        if let tableWeight = maxWeight, row.below == nil, let perInch = row.carried[2], let tallest = row.from {
            // Above the tallest row: its weight and so many pounds an inch.
            maxWeight = try params.evaluate(
                try params.formula("army-screening-above-table", for: Self.heightIn),
                [tableWeight, perInch, height, tallest], fields: Self.aboveTableFields
            ).value
        }
        let screening = ArmyScreening(heightIn: height, weightLb: weight, maxWeightLb: maxWeight, passed: maxWeight.map { weight <= $0 } ?? true)
        var bodyFat: (percent: Double, limit: Double, passed: Bool)?
        if let abdomen = try params.double(Self.abdomenIn, "an abdominal circumference in inches") {
            let equation = try params.formula("army-body-fat-\(sex)", for: Self.abdomenIn)
            guard equation.effective.contains(day) else {
                throw .invalidParams(field: params.field(Self.date), "the \(equation.name) is in force \(equation.effective), not on \(day)")
            }
            let percent = try params.evaluate(equation, [weightLb, abdomen], fields: Self.tapeFields).value
            bodyFat = (percent, limit, percent <= limit)
        }
        let exempt = try params.value(Self.fitness).map { _ throws(RPCError) in try exemption(params, sex: sex, age: age, on: day) } ?? nil
        return ArmyBodyCompositionAnswer(
            standard: screeningTable.name, ageGroup: group.id, screening: screening, bodyFat: bodyFat, exempt: exempt,
            compliant: exempt != nil || screening.passed || bodyFat?.passed == true)
    }

    /// The band set, if in force on `day`.
    private static func inForce(_ set: BandSet, on day: CalendarDate, _ params: Params) throws(RPCError) -> BandSet {
        guard set.effective.contains(day) else {
            throw .invalidParams(field: params.field(Self.date), "the \(set.name) is in force \(set.effective), not on \(day)")
        }
        return set
    }

    /// Why the record test exempts the soldier, or `nil`: a total in the
    /// exempt class of the test's exemption in force on `day`, at least its
    /// points in every event, every event taken and none an alternate.
    /// The test is the soldier's own: the same sex, and the age now or a year
    /// before (a record test holds for up to 12 months).
    private static func exemption(_ params: Params, sex: String, age: Int, on day: CalendarDate) throws(RPCError) -> String? {
        let nested = try params.requiredObject(Self.fitness, "a fitness test as fitness.score's params")
        try nested.allowOnly(FitnessScoreMethod.parameters)
        let score = try FitnessScoreMethod.call(nested).score
        guard score.sex.hasSameBytes(as: sex) else {
            throw .invalidParams(field: nested.field(TestTaker.sex), "must be the soldier's sex, '\(sex)', found '\(score.sex)'")
        }
        guard (age - 1...age).contains(score.age) else {
            throw .invalidParams(field: nested.field(TestTaker.age), "must be the soldier's age, \(age), or a year less for a test taken before a birthday; found \(score.age)")
        }
        guard let rule = params.tables.bandSet("army-exemption-\(score.test)"), rule.effective.contains(day),
            let band = rule.band(for: Double(score.total)), let everyEvent = band.carried.first ?? nil
        else { return nil }
        let points = score.events.map(\.points)
        guard score.isComplete, points.allSatisfy({ ($0 ?? -1) >= Int(everyEvent) }) else { return nil }
        return "\(score.fitnessTest.name) total \(score.total), at least \(Int(everyEvent)) points in every event, none alternate: \(rule.name)"
    }
}

struct ArmyScreening {
    var heightIn: Double
    var weightLb: Double
    var maxWeightLb: Double?
    var passed: Bool
}

struct ArmyBodyCompositionAnswer: JSONWritable {
    var standard: String
    var ageGroup: String
    var screening: ArmyScreening
    var bodyFat: (percent: Double, limit: Double, passed: Bool)?
    var exempt: String?
    var compliant: Bool

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
            if let exempt { o.object("exempt") { o in o("reason", exempt) } }
            o("compliant", compliant)
        }
    }
}
