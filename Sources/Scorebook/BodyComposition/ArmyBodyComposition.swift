/// The Army Body Composition Program for a soldier on a day (AR 600-9): the
/// weight for height screening, the one-site tape against the body fat
/// limit, and the exemption a record fitness test earns.
///
/// ```swift
/// let answer = try Scorebook.armyBodyComposition(
///     sex: "male", age: 23, on: CalendarDate("2025-10-01")!, heightIn: 70, weightLb: 190, abdomenIn: 36)
/// answer.screening.passed   // false: 190 lb is over 185
/// answer.bodyFat?.percent   // 22, within the 22 % limit
/// answer.compliant          // true
/// ```
public struct ArmyBodyComposition: Sendable {
    /// The screening table in force on the day, by name.
    public let standard: String
    /// The age group the limits and the screening table use, such as `21-27`.
    public let ageGroup: String
    /// The weight for height screening.
    public let screening: ArmyScreening
    /// The one-site tape, when an abdominal circumference is given.
    public let bodyFat: ArmyBodyFat?
    /// What the record fitness test earns, when one is given.
    public let exemption: ArmyExemption?
    /// Whether the soldier meets the standard: exempt, within the screening
    /// weight, or within the body fat limit; `nil` when the screening fails
    /// and the tape, which decides, has not been taken.
    public let compliant: Bool?

    /// Whether the tape must be taken to decide: the screening failed, with no exemption and no tape.
    public var needsTape: Bool { compliant == nil }
}

/// The weight for height screening.
public struct ArmyScreening: Sendable, Equatable {
    /// Height rounded as the table is read.
    public let heightIn: Double
    /// Weight rounded as the table is read.
    public let weightLb: Double
    /// The table's maximum for the height, sex and age group; `nil` where it prints none.
    public let maxWeightLb: Double?
    /// Whether the weight is at or below the maximum: never where the table prints none, as then the tape decides.
    public let passed: Bool
}

/// The one-site tape's body fat against the limit.
public struct ArmyBodyFat: Sendable, Equatable {
    /// Rounded as the equation's table rounds it.
    public let percent: Double
    /// The maximum allowed for the sex and age group.
    public let limit: Double
    /// Whether the percent is at or below the limit.
    public let passed: Bool
}

/// Whether a record fitness test exempts the soldier from the body fat assessment, and why.
public struct ArmyExemption: Sendable, Equatable {
    /// Whether the soldier is exempt from the body fat assessment on the day assessed.
    public let exempt: Bool
    /// Why, or why not, in words.
    public let reason: String
    /// The last day the exemption holds, when the test earns one: its
    /// component's window from the record test, whether or not that day has passed.
    public let validUntil: CalendarDate?
}

/// A record fitness test: its score, and the day it was taken.
public struct ArmyRecordTest: Sendable {
    /// The test's score, such as ``FitnessTest/score(sex:age:events:standard:)`` gives.
    public let score: FitnessScore
    /// The day of the record test: its window runs from here, and its test and exemption are those in force that day.
    public let date: CalendarDate

    /// A record test taken on `date`.
    public init(score: FitnessScore, date: CalendarDate) { (self.score, self.date) = (score, date) }
}

extension ScorebookTables {
    /// The Army's components an exemption's window is given for, such as
    /// `regular-army`: the `BandSetRole.armyFitnessExemption` sets' keys,
    /// the first listed the default.
    public var armyComponents: [String] {
        var components: [String] = []
        for set in bandSets(.armyFitnessExemption) {
            for case let component? in set.lists.map(\.keys.first) where !components.contains(component) { components.append(component) }
        }
        return components
    }

    /// AR 600-9 for a soldier of `sex` and `age` on `date`: height and weight
    /// rounded and screened against the table in force; with `abdomenIn`, the
    /// one-site tape for the sex against the limit for the age; with
    /// `fitness`, the exemption its score earns for `component` (default: the
    /// first the tables list). Errors name the argument: `sex`, `age`, `date`,
    /// `heightIn`, `weightLb`, `abdomenIn`, `component`, `fitness.date`…
    public func armyBodyComposition(
        sex: String, age: Int, on date: CalendarDate, heightIn: Double, weightLb: Double, abdomenIn: Double? = nil,
        component: String? = nil, fitness: ArmyRecordTest? = nil
    ) throws(ScoringError) -> ArmyBodyComposition {
        let limits = try required(.armyBodyFatLimits, on: date)
        let table = try required(.armyScreeningWeights, on: date)
        guard let sexLimits = limits.list(for: [sex]) else { throw .unknown("sex", sex, among: limits.lists.compactMap(\.keys.first), at: ["sex"]) }
        // The role carries the limit first.
        guard let group = sexLimits.band(for: Double(age)), let limit = group.carried[0] else {
            throw ScoringError(at: ["age"], "\(age) is in none of the Army's age groups: \(quotedList(sexLimits.bands.map(\.id)))")
        }
        let screening = try screen(sex: sex, group: group.id, heightIn: heightIn, weightLb: weightLb, table: table, on: date)
        var bodyFat: ArmyBodyFat?
        if let abdomenIn {
            let equation = try required(.armyBodyFat, for: sex, on: date, at: ["sex"])
            let percent = try equation.evaluate([weightLb, abdomenIn], arguments: ["weightLb", "abdomenIn"]).value
            bodyFat = ArmyBodyFat(percent: percent, limit: limit, passed: percent <= limit)
        }
        if let component, case let components = armyComponents, !components.contains(where: { component.hasSameBytes(as: $0) }) {
            throw .unknown("component", component, among: components, at: ["component"])
        }
        let exemption = try fitness.map { record throws(ScoringError) in
            try armyExemption(record, sex: sex, age: age, on: date, component: component)
        }
        let compliant: Bool? =
            exemption?.exempt == true || screening.passed ? true : bodyFat?.passed
        return ArmyBodyComposition(
            standard: table.name, ageGroup: group.id, screening: screening, bodyFat: bodyFat, exemption: exemption, compliant: compliant)
    }

    /// Table B-1: height and weight rounded as it is read, and the row's
    /// maximum; above the tallest row, its maximum and so many pounds an inch.
    private func screen(
        sex: String, group: String, heightIn: Double, weightLb: Double, table: BandSet, on date: CalendarDate
    ) throws(ScoringError) -> ArmyScreening {
        let height = try required(.armyScreeningHeight, on: date).evaluate([heightIn], arguments: ["heightIn"]).value
        let weight = try required(.armyScreeningWeight, on: date).evaluate([weightLb], arguments: ["weightLb"]).value
        let list = table.list(for: [sex, group])
        guard let row = list?.band(for: height) else {
            let lowest = list?.bands.first?.from ?? 0
            throw ScoringError(at: ["heightIn"], "\(height.shortText) in is below the screening table's shortest height, \(lowest.shortText) in")
        }
        // The role carries the maximum weight, the minimum and the pounds an inch above the table.
        var maximum = row.carried[0]
        if let tableWeight = maximum, row.below == nil, let perInch = row.carried[2], let tallest = row.from {
            maximum = try required(.armyScreeningAboveTable, on: date).evaluate(
                [tableWeight, perInch, height, tallest], arguments: ["heightIn", "heightIn", "heightIn", "heightIn"]
            ).value
        }
        // A row that prints no maximum screens no one in: the tape decides.
        return ArmyScreening(heightIn: height, weightLb: weight, maxWeightLb: maximum, passed: maximum.map { weight <= $0 } ?? false)
    }

    /// Whether the record test exempts the soldier on `date`: its test's
    /// exemption in force on the record's day, a total in its exempt class,
    /// at least its points in every event, every event taken and none an
    /// alternate, and `date` within the component's window from the record.
    /// The test is the soldier's own: the same sex, and the age now or a year
    /// before; and it was taken by `date`.
    private func armyExemption(
        _ record: ArmyRecordTest, sex: String, age: Int, on date: CalendarDate, component: String?
    ) throws(ScoringError) -> ArmyExemption {
        let score = record.score
        guard score.sex.hasSameBytes(as: sex) else {
            throw ScoringError(at: ["fitness", "sex"], "must be the soldier's sex, '\(sex)', found '\(score.sex)'")
        }
        guard (age - 1...age).contains(score.age) else {
            throw ScoringError(
                at: ["fitness", "age"], "must be the soldier's age, \(age), or a year less for a test taken before a birthday; found \(score.age)")
        }
        guard record.date <= date else {
            throw ScoringError(
                at: ["fitness", "date"], "the record test of \(record.date) is after the assessment of \(date): only a test already taken can exempt")
        }
        let test = score.fitnessTest.name
        guard let rule = bandSets(.armyFitnessExemption).first(where: { set in
            set.fitnessTest.map { score.test.hasSameBytes(as: $0) } == true && set.effective.contains(record.date)
        }) else {
            return ArmyExemption(exempt: false, reason: "no exemption by the \(test) is in force on the record test's day, \(record.date)", validUntil: nil)
        }
        let chosen = component ?? armyComponents.first ?? ""
        guard let list = rule.list(for: [chosen]) else {
            return ArmyExemption(exempt: false, reason: "the \(rule.name) gives no window for \(chosen)", validUntil: nil)
        }
        // The role carries the points needed in every event, then the window in months.
        guard let band = list.band(for: Double(score.total)), let everyEvent = band.carried[0] else {
            let least = list.bands.compactMap { $0.carried[0] == nil ? nil : $0.from }.first
            return ArmyExemption(
                exempt: false, reason: "\(test) total \(score.total) is below \(least.map { $0.shortText } ?? "every exempt total"): \(rule.name)",
                validUntil: nil)
        }
        guard let carriedMonths = band.carried[1], let months = Int(exactly: carriedMonths), (0...1_200).contains(months) else {
            throw ScoringError(at: [], "the \(rule.name)'s class '\(band.id)' gives no window of 0 to 1200 whole months")
        }
        guard score.isComplete, score.events.allSatisfy({ Double($0.points ?? -1) >= everyEvent }) else {
            return ArmyExemption(
                exempt: false, reason: "\(test) total \(score.total), but not every event taken with at least \(everyEvent.shortText) points and none alternate: \(rule.name)",
                validUntil: nil)
        }
        let validUntil = record.date.adding(months: months)
        let window = "\(months) months from the record test of \(record.date) for \(chosen)"
        guard date <= validUntil else {
            return ArmyExemption(exempt: false, reason: "the \(test)'s exemption expired after \(validUntil), \(window): \(rule.name)", validUntil: validUntil)
        }
        return ArmyExemption(
            exempt: true,
            reason: "\(test) total \(score.total), at least \(everyEvent.shortText) points in every event, none alternate, valid through \(validUntil), \(window): \(rule.name)",
            validUntil: validUntil)
    }
}

extension Scorebook {
    /// ``ScorebookTables/armyComponents`` of Scorebook's own tables.
    public static var armyComponents: [String] { ScorebookTables.builtIn.armyComponents }

    /// ``ScorebookTables/armyBodyComposition(sex:age:on:heightIn:weightLb:abdomenIn:component:fitness:)`` by Scorebook's own tables.
    public static func armyBodyComposition(
        sex: String, age: Int, on date: CalendarDate, heightIn: Double, weightLb: Double, abdomenIn: Double? = nil,
        component: String? = nil, fitness: ArmyRecordTest? = nil
    ) throws(ScoringError) -> ArmyBodyComposition {
        try ScorebookTables.builtIn.armyBodyComposition(
            sex: sex, age: age, on: date, heightIn: heightIn, weightLb: weightLb, abdomenIn: abdomenIn, component: component, fitness: fitness)
    }
}
