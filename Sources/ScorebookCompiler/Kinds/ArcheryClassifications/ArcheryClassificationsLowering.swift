import ScorebookCore

/// A classifications table ready to emit: every threshold of every round
/// for every category, computed here so the runtime only indexes.
struct LoweredClassifications: Sendable {
    var id: String
    var name: String
    var scheme: String
    var bowstyles: [String]
    var genders: [String]
    var ages: [String]
    var systems: [LoweredClassificationSystem]
}

struct LoweredClassificationSystem: Sendable {
    var id: String
    var classes: [String]
    /// The bowstyles with handicaps; each of the table's bowstyles' position among them.
    var tabledBowstyles: [String]
    var bowstyleSlots: [Int]
    /// The ages classified as themselves; each of the table's ages' position among them.
    var classifiedAges: [String]
    var ageSlots: [Int]
    var rounds: [String]
    /// Per round, tabled bowstyle, gender, classified age and class, in that
    /// order: the least score that earns the class, or -1 where it cannot be earned.
    var thresholds: [Int]
}

enum ArcheryClassificationsLowering {
    /// A class's handicap in hundredths: the datum, the category's age and
    /// gender steps, and a class step for each class from the datum class.
    static func classHandicap(
        _ bowstyle: TabledBowstyle, classIndex: Int, datumIndex: Int, age: AgeDefinition, stepped: Bool
    ) -> Int {
        let gender = stepped ? age.genderStep.step(gender: bowstyle.genderStep, age: bowstyle.ageStep) : 0
        return bowstyle.datum + age.steps * bowstyle.ageStep + gender + (classIndex - datumIndex) * bowstyle.classStep
    }

    /// A bowstyle's class handicaps in hundredths, best class first, for
    /// each gender and each of `ages` in turn (the datum class taken as the
    /// first when the table names none it has: its error is reported).
    static func classHandicaps(
        _ bowstyle: TabledBowstyle, in system: ClassificationSystemDefinition, of table: ArcheryClassificationsDefinition,
        ages: [AgeDefinition]
    ) -> [(gender: String, age: AgeDefinition, handicaps: [Int])] {
        let datum = system.classes.firstIndex { $0.value == system.datum.value } ?? 0
        return table.genders.flatMap { gender in
            ages.map { age in
                let handicaps = system.classes.indices.map { index in
                    classHandicap(
                        bowstyle, classIndex: index, datumIndex: datum, age: age, stepped: gender.value == table.steppedGender.value)
                }
                return (gender.value, age, handicaps)
            }
        }
    }

    /// The whole handicap at or below `hundredths`.
    static func wholeHandicap(_ hundredths: Int) -> Int {
        hundredths >= 0 ? hundredths / 100 : -((-hundredths + 99) / 100)
    }

    /// How many distinct handicaps a system's thresholds are computed at:
    /// each class's, and the whole handicap above it.
    static func distinctHandicaps(_ system: ClassificationSystemDefinition, of table: ArcheryClassificationsDefinition) -> Int {
        var handicaps: Set<Int> = []
        for bowstyle in system.tabled {
            for category in classHandicaps(bowstyle, in: system, of: table, ages: table.ages) {
                for hundredths in category.handicaps {
                    handicaps.insert(hundredths)
                    handicaps.insert((wholeHandicap(hundredths) + 1) * 100)
                }
            }
        }
        return handicaps.count
    }

    /// How many thresholds a table emits.
    static func count(_ table: ArcheryClassificationsDefinition) -> Int {
        table.systems.reduce(0) { sum, system in
            let ages = table.ages.count - system.ageAliases.count
            return sum + system.rounds.count * system.tabled.count * table.genders.count * max(ages, 0) * system.classes.count
        }
    }

    static func lower(_ table: ArcheryClassificationsDefinition, symbols: SymbolTable) -> LoweredClassifications {
        let scheme = symbols.lookup(ArcheryHandicapsKind.schemes, table.scheme.value)!.symbol.value
        var scores = RoundScores(scheme: scheme, symbols: symbols)
        let systems = table.systems.map { system in lower(system, of: table, scores: &scores) }
        return LoweredClassifications(
            id: table.header.id.value, name: table.header.name, scheme: scheme.id.value, bowstyles: table.bowstyles.map(\.value),
            genders: table.genders.map(\.value), ages: table.ages.map(\.id.value), systems: systems)
    }

    private static func lower(
        _ system: ClassificationSystemDefinition, of table: ArcheryClassificationsDefinition, scores: inout RoundScores
    ) -> LoweredClassificationSystem {
        let tabled = system.tabled.map(\.id.value)
        let alias = Dictionary(system.bowstyleAliases.map { ($0.bowstyle.value, $0.tabled.value) }, uniquingKeysWith: { a, _ in a })
        let ageAlias = Dictionary(system.ageAliases.map { ($0.age.value, $0.as.value) }, uniquingKeysWith: { a, _ in a })
        let ages = table.ages.filter { ageAlias[$0.id.value] == nil }
        let categories = system.tabled.map { classHandicaps($0, in: system, of: table, ages: ages) }
        let scoredAs = Dictionary(system.scoredAs.map { ($0.round.value, $0.as.value) }, uniquingKeysWith: { a, _ in a })
        var thresholds: [Int] = []
        thresholds.reserveCapacity(system.rounds.count * tabled.count * table.genders.count * ages.count * system.classes.count)
        // Each prestige rule's rounds as a set: every category asks of every round.
        let prestige = system.prestige.map { prestige in prestige.rules.map { Set($0.rounds.map(\.value)) } } ?? []
        for round in system.rounds.map(\.value) {
            let shot = scores.number(round)
            let prestigeRules = system.prestige?.rules.indices.filter { prestige[$0].contains(round) } ?? []
            for (bowstyle, categories) in zip(system.tabled, categories) {
                let byBowstyle = system.scoredAsByBowstyle.first { $0.bowstyle.value == bowstyle.id.value }?.rounds
                let scored = scores.number(byBowstyle?.first { $0.round.value == round }?.as.value ?? scoredAs[round] ?? round)
                for (gender, age, handicaps) in categories {
                    let category = (bowstyle: bowstyle.id.value, gender: gender, age: age.id.value)
                    thresholds += classThresholds(
                        system, round: shot, prestigeRules: prestigeRules, scored: scored, category: category,
                        handicaps: handicaps, scores: &scores
                    ).map { $0 ?? -1 }
                }
            }
        }
        return LoweredClassificationSystem(
            id: system.id.value, classes: system.classes.map(\.value), tabledBowstyles: tabled,
            bowstyleSlots: table.bowstyles.map { tabled.firstIndex(of: alias[$0.value] ?? $0.value)! },
            classifiedAges: ages.map(\.id.value),
            ageSlots: table.ages.map { age in ages.firstIndex { $0.id.value == (ageAlias[age.id.value] ?? age.id.value) }! },
            rounds: system.rounds.map(\.value), thresholds: thresholds)
    }

    /// One category's thresholds on `round` (its number), best class first,
    /// scored on `scored` (the round itself, or the one whose thresholds it
    /// takes); `prestigeRules` are the prestige rules that list the round.
    private static func classThresholds(
        _ system: ClassificationSystemDefinition, round: Int, prestigeRules: [Int], scored: Int,
        category: (bowstyle: String, gender: String, age: String), handicaps: [Int], scores: inout RoundScores
    ) -> [Int?] {
        var thresholds: [Int?] = handicaps.map { scores.score(scored, hundredths: $0) }
        let distances = system.minimumDistances.first {
            $0.filter.matches(bowstyle: category.bowstyle, gender: category.gender, age: category.age)
        }
        var prestige = false
        if let rules = system.prestige {
            prestige = prestigeRules.contains { index in
                let rule = rules.rules[index]
                return rule.filter.matches(bowstyle: category.bowstyle, gender: category.gender, age: category.age)
                    && (rule.atFullDistance?.value != true || scores.longest(round) >= RoundScores.perUnit * distances!.metres.value[0])
            }
            if !prestige {
                for name in rules.classes { thresholds[system.classes.firstIndex { $0.value == name.value }!] = nil }
            }
        }
        let longest = scores.longest(scored)
        if let distances, !(prestige && system.prestige!.waivesMinimumDistances) {
            for (index, metres) in distances.metres.value.enumerated() where RoundScores.perUnit * metres > longest { thresholds[index] = nil }
        }
        if let maximum = distances?.maximum, RoundScores.perUnit * maximum < longest {
            thresholds = thresholds.map { _ in nil }
        }
        let best = scores.maximum(scored)
        // Where the next whole handicap scores the same, a worse archer would reach the class.
        for (index, handicap) in handicaps.enumerated() {
            guard let threshold = thresholds[index] else { continue }
            if scores.score(scored, hundredths: (wholeHandicap(handicap) + 1) * 100) == threshold {
                thresholds[index] = threshold == best ? nil : threshold + 1
            }
        }
        // A class needs more than the class below it, and none is earned above one that is not.
        for index in thresholds.indices.dropFirst().reversed() {
            guard let below = thresholds[index] else {
                thresholds[index - 1] = nil
                continue
            }
            if let above = thresholds[index - 1], above <= below {
                thresholds[index - 1] = below == best ? nil : below + 1
            }
        }
        return thresholds
    }
}

/// Rounds' expected scores at any handicap under a scheme, rounded as the
/// scheme rounds, each computed once: pass by pass in the order shot, as the
/// scheme's own tables add them. Rounds and shots are numbered as first
/// asked for, so the caches hash two integers, not text.
private struct RoundScores {
    let scheme: HandicapSchemeDefinition
    let symbols: SymbolTable

    private struct Round {
        var passes: [(arrows: Double, shot: Int)]
        /// In millionths of the unit the longest distance is written in.
        var longest: Int
        var maximum: Int
    }

    private struct Shot {
        var zones: [(diameter: Length, score: Int)]
        var shot: ArcheryShot
    }

    /// A round's or a shot's number, and a handicap in hundredths.
    private struct AtHandicap: Hashable {
        var number: Int
        var hundredths: Int
    }

    private var roundNumbers: [String: Int] = [:]
    private var rounds: [Round] = []
    private var shotNumbers: [ArcheryShot: Int] = [:]
    private var shots: [Shot] = []
    private var arrows: [AtHandicap: Double] = [:]
    /// Categories share class handicaps: a female under-18's may be an open under-16's.
    private var scores: [AtHandicap: Int] = [:]

    init(scheme: HandicapSchemeDefinition, symbols: SymbolTable) {
        (self.scheme, self.symbols) = (scheme, symbols)
    }

    /// Distances are compared in millionths of a unit.
    static let perUnit = 1_000_000

    /// Round `id`'s number, reading it the first time.
    mutating func number(_ id: String) -> Int {
        if let number = roundNumbers[id] { return number }
        let round = symbols.lookup(ArcheryRoundsKind.rounds, id)!.symbol.value
        let passes = round.distances.map { distance in
            (arrows: Double(distance.arrows.value), shot: shotNumber(ArcheryHandicapsLowering.shot(of: distance, in: round)))
        }
        let farthest = round.distances.max { $0.distance.value.nanometres < $1.distance.value.nanometres }!
        // Written as a number, a space and a unit; at most 1 km, so the product fits.
        // Archery GB compares metres and yards as numbers: feet and inches count as yards, the rest as metres.
        let written = LengthUnit(rawValue: String(farthest.text.split(separator: " ").last ?? ""))!
        let unit: LengthUnit = [.yd, .ft, .`in`].contains(written) ? .yd : .m
        rounds.append(
            Round(
                passes: passes, longest: farthest.distance.value.nanometres * Self.perUnit / unit.nanometres,
                maximum: ArcheryRoundsKind.maximumScore(of: round, symbols: symbols)))
        roundNumbers[id] = rounds.count - 1
        return rounds.count - 1
    }

    private mutating func shotNumber(_ shot: ArcheryShot) -> Int {
        if let number = shotNumbers[shot] { return number }
        let zones = ArcheryHandicapsLowering.zones(of: shot, symbols: symbols).map { (diameter: $0.diameter, score: $0.score) }
        shots.append(Shot(zones: zones, shot: shot))
        shotNumbers[shot] = shots.count - 1
        return shots.count - 1
    }

    /// The round's longest distance in millionths of the unit it is written
    /// in: Archery GB compares the number, metres or yards.
    func longest(_ round: Int) -> Int { rounds[round].longest }

    func maximum(_ round: Int) -> Int { rounds[round].maximum }

    mutating func score(_ round: Int, hundredths: Int) -> Int {
        let key = AtHandicap(number: round, hundredths: hundredths)
        if let score = scores[key] { return score }
        let unrounded = rounds[round].passes.reduce(0.0) { sum, pass in
            sum + pass.arrows * arrow(pass.shot, hundredths: hundredths)
        }
        let score = scheme.roundScore.round(unrounded)
        scores[key] = score
        return score
    }

    private mutating func arrow(_ number: Int, hundredths: Int) -> Double {
        let key = AtHandicap(number: number, hundredths: hundredths)
        if let arrow = arrows[key] { return arrow }
        let shot = shots[number]
        let arrow = HandicapModel.arrows(
            zones: shot.zones, arrowDiameter: ArcheryHandicapsLowering.arrow(for: shot.shot, scheme), distance: shot.shot.distance,
            spread: scheme.spread.value, handicaps: [Double(hundredths) / 100])[0]
        arrows[key] = arrow
        return arrow
    }
}
