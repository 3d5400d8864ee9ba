/// A classification scheme, such as Archery GB's: its categories, and per
/// system (outdoor, indoor, field) every class's threshold on every round it
/// classifies, computed by the generator.
///
/// ```swift
/// let york = Scorebook.archeryRound("york")!
/// let result = try Scorebook.archeryClassification(
///     round: york, bowstyle: "recurve", gender: "open", age: "adult", score: 1000)
/// result.earned   // "B1"
/// ```
public final class ArcheryClassificationScheme: Sendable {
    /// Such as `archery-classifications-agb`.
    public let id: String
    /// Such as `Archery GB classifications`.
    public let name: String
    /// The handicap scheme the thresholds are expected scores under.
    public let scheme: String
    /// Every bowstyle a request may name, such as `recurve`.
    public let bowstyles: [String]
    /// Every gender category, such as `open` and `female`.
    public let genders: [String]
    /// Every age group, such as `adult` and `under-18`.
    public let ages: [String]
    /// Such as outdoor, indoor and field.
    public let systems: [ArcheryClassificationSystem]

    /// Made by the generated tables, from a table the compiler checked.
    @_spi(ScorebookTables) public init(
        id: String, name: String, scheme: String, bowstyles: [String], genders: [String], ages: [String],
        systems: [ArcheryClassificationSystem]
    ) {
        (self.id, self.name, self.scheme) = (id, name, scheme)
        (self.bowstyles, self.genders, self.ages, self.systems) = (bowstyles, genders, ages, systems)
    }

    /// The system that classifies round `id`, and the round's position in it.
    public func system(classifying id: String) -> (system: ArcheryClassificationSystem, round: Int)? {
        for system in systems {
            if let round = system.rounds.firstIndex(where: { id.hasSameBytes(asASCII: $0) }) { return (system, round) }
        }
        return nil
    }

    /// The classes and thresholds of round `id` for a category, and the class
    /// `score` earns when given: the best whose threshold it reaches, or `UC`.
    public func classification(
        round id: String, bowstyle: String, gender: String, age: String, score: Int?
    ) throws(ScoringError) -> ArcheryClassification {
        guard let (system, round) = system(classifying: id) else {
            throw ScoringError(at: ["round"], "the \(name) do not classify round '\(id)'", allowed: systems.flatMap(\.rounds))
        }
        let b = try position(of: bowstyle, in: bowstyles, "bowstyle")
        let g = try position(of: gender, in: genders, "gender")
        let a = try position(of: age, in: ages, "age")
        return system.classification(round: round, bowstyle: system.bowstyleSlots[b], gender: g, age: system.ageSlots[a], genders: genders, score: score)
    }

    private func position(of value: String, in names: [String], _ field: String) throws(ScoringError) -> Int {
        guard let index = names.firstIndex(where: { value.hasSameBytes(asASCII: $0) }) else {
            throw ScoringError(at: [.key(field)], "unknown \(field) '\(value)'; expected \(quotedList(names))", allowed: names)
        }
        return index
    }
}

/// One system of a scheme, such as Archery GB's outdoor classifications.
public final class ArcheryClassificationSystem: Sendable {
    /// Such as `outdoor`.
    public let id: String
    /// Best first, such as `EMB` … `A3`.
    public let classes: [String]
    /// The bowstyles with thresholds of their own; a scheme's bowstyle's position among them.
    public let bowstyles: [String]
    let bowstyleSlots: [Int]
    /// The ages classified as themselves; a scheme's age's position among them.
    public let ages: [String]
    let ageSlots: [Int]
    /// Every round the system classifies.
    public let rounds: [String]
    /// Per round, bowstyle, gender, age and class: the least score earning it, -1 where none does.
    let thresholds: [Int16]

    /// Made by the generated tables, from a table the compiler checked.
    @_spi(ScorebookTables) public init(
        id: String, classes: [String], bowstyles: [String], bowstyleSlots: [Int], ages: [String], ageSlots: [Int],
        rounds: [String], thresholds: [Int16]
    ) {
        (self.id, self.classes, self.bowstyles, self.bowstyleSlots) = (id, classes, bowstyles, bowstyleSlots)
        (self.ages, self.ageSlots, self.rounds, self.thresholds) = (ages, ageSlots, rounds, thresholds)
    }

    fileprivate func classification(
        round: Int, bowstyle: Int, gender: Int, age: Int, genders: [String], score: Int?
    ) -> ArcheryClassification {
        let start = (((round * bowstyles.count + bowstyle) * genders.count + gender) * ages.count + age) * classes.count
        let thresholds = classes.indices.map { index in
            let score = self.thresholds[start + index]
            return ArcheryClassThreshold(name: classes[index], score: score < 0 ? nil : Int(score))
        }
        var earned: String?, next: ArcheryClassThreshold?
        if let score {
            // Best first: the first reached is the class earned; the class above it is the next.
            let index = thresholds.firstIndex { $0.score.map { $0 <= score } ?? false }
            earned = index.map { classes[$0] } ?? ArcheryClassification.unclassified
            let above = (index ?? thresholds.count) - 1
            next = above >= 0 && thresholds[above].score != nil ? thresholds[above] : nil
        }
        return ArcheryClassification(
            system: id, bowstyle: bowstyles[bowstyle], gender: genders[gender], age: ages[age], thresholds: thresholds,
            earned: earned, next: next)
    }
}

/// A category's classes on a round, and what a score earned.
public struct ArcheryClassification: Sendable, Equatable {
    /// What a score below every threshold earns.
    public static let unclassified = "UC"

    /// Such as `outdoor`.
    public let system: String
    /// The category the thresholds are for: a bowstyle or age the system
    /// classifies as another (a flatbow outdoors as a barebow) is that one.
    public let bowstyle: String
    /// The gender category.
    public let gender: String
    /// The age group, as the system classifies it.
    public let age: String
    /// Best class first; `score` is `nil` where the class cannot be earned on the round.
    public let thresholds: [ArcheryClassThreshold]
    /// The class the score earned, ``unclassified`` below every threshold; `nil` without a score.
    public let earned: String?
    /// The class above the one earned, when it can be earned on the round.
    public let next: ArcheryClassThreshold?
}

/// A class, and the least score that earns it on a round.
public struct ArcheryClassThreshold: Sendable, Equatable {
    /// Such as `B2`.
    public let name: String
    /// The least score that earns it; `nil` where it cannot be earned on the round.
    public let score: Int?
}

extension ScorebookTables {
    /// Every classification scheme, in file order.
    public var archeryClassifications: [ArcheryClassificationScheme] { self[ArcheryClassificationsKey.self] }

    /// The classification of `score` on `round` scored under `scoring` (by
    /// default its own), or without a score the thresholds: from the first
    /// scheme that classifies the round, or, scored otherwise, the round of
    /// the same distances and faces scored so (`wa-18` under `compound` is
    /// `wa-18-compound`).
    public func archeryClassification(
        round: ArcheryRound, scoring: String? = nil, bowstyle: String, gender: String, age: String, score: Int? = nil
    ) throws(ScoringError) -> ArcheryClassification {
        let scoring = scoring ?? round.scoring
        let maximum = try round.checkedMaximumScore(scoring: scoring)
        let classified = try classifiedRound(round, scoring: scoring)
        if let score, !(0...maximum).contains(score) {
            throw ScoringError(at: ["score"], "round '\(round.id)' scores 0 to \(maximum) under '\(scoring)'; found \(score)")
        }
        for scheme in archeryClassifications where scheme.system(classifying: classified) != nil {
            return try scheme.classification(round: classified, bowstyle: bowstyle, gender: gender, age: age, score: score)
        }
        throw ScoringError(
            at: ["round"], "no classification scheme classifies round '\(round.id)'",
            allowed: archeryClassifications.flatMap { $0.systems.flatMap(\.rounds) })
    }

    /// `round`, or under another scoring the classified round that shoots its distances and faces so.
    private func classifiedRound(_ round: ArcheryRound, scoring: String) throws(ScoringError) -> String {
        guard !scoring.hasSameBytes(asASCII: round.scoring) else { return round.id }
        let twin = archeryRounds.first { other in
            scoring.hasSameBytes(asASCII: other.scoring) && other.distances.count == round.distances.count
                && zip(other.distances, round.distances).allSatisfy {
                    $0.face.id == $1.face.id && $0.length == $1.length && $0.arrows == $1.arrows
                }
                && archeryClassifications.contains { $0.system(classifying: other.id) != nil }
        }
        guard let twin else {
            throw ScoringError(
                at: ["scoring"],
                "no classified round shoots the distances and faces of '\(round.id)' scored '\(scoring)'; it is classified under '\(round.scoring)'",
                allowed: [round.scoring])
        }
        return twin.id
    }
}

extension Scorebook {
    /// Every classification scheme in `Tables/`.
    public static var archeryClassifications: [ArcheryClassificationScheme] { ScorebookTables.builtIn.archeryClassifications }

    /// ``ScorebookTables/archeryClassification(round:scoring:bowstyle:gender:age:score:)`` on the tables in `Tables/`.
    public static func archeryClassification(
        round: ArcheryRound, scoring: String? = nil, bowstyle: String, gender: String, age: String, score: Int? = nil
    ) throws(ScoringError) -> ArcheryClassification {
        try ScorebookTables.builtIn.archeryClassification(
            round: round, scoring: scoring, bowstyle: bowstyle, gender: gender, age: age, score: score)
    }
}

/// Where ``ScorebookTables`` holds the classification schemes.
@_spi(ScorebookTables) public enum ArcheryClassificationsKey: ScorebookTableKey {
    public typealias Value = [ArcheryClassificationScheme]
}
