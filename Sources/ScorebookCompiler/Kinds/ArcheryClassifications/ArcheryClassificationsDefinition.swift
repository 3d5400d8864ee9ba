import ScorebookCore

/// A `kind: archery-classifications` table as written: the categories an
/// archer is in, and each system's classes, handicaps and rules.
struct ArcheryClassificationsDefinition: Sendable {
    var header: TableHeader
    /// The handicap scheme the thresholds are expected scores under.
    var scheme: Located<String>
    var bowstyles: [Located<String>]
    var genders: [Located<String>]
    /// The gender the gender step is added for.
    var steppedGender: Located<String>
    var ages: [AgeDefinition]
    /// Every age the table names, those with a mistake included.
    var ageNames: [String]
    var systems: [ClassificationSystemDefinition]
}

struct AgeDefinition: Sendable {
    var id: Located<String>
    /// Age steps from the adult datum.
    var steps: Int
    var genderStep: GenderStepRule
}

/// What the stepped gender adds at an age.
enum GenderStepRule: String, Sendable, CaseIterable {
    /// The gender step.
    case full
    /// The lesser of the gender step and the age step.
    case lesser
    case none

    /// In hundredths of a handicap, as the steps are.
    func step(gender: Int, age: Int) -> Int {
        switch self {
        case .full: gender
        case .lesser: min(gender, age)
        case .none: 0
        }
    }
}

struct ClassificationSystemDefinition: Sendable {
    var id: Located<String>
    /// Best first.
    var classes: [Located<String>]
    var datum: Located<String>
    /// Bowstyles with their own handicaps, in the order written.
    var tabled: [TabledBowstyle]
    /// A bowstyle classified as a tabled one.
    var bowstyleAliases: [(bowstyle: Located<String>, tabled: Located<String>)]
    /// An age classified as another.
    var ageAliases: [(age: Located<String>, as: Located<String>)]
    var rounds: [Located<String>]
    /// A round classified by another's thresholds, for everyone.
    var scoredAs: [(round: Located<String>, as: Located<String>)]
    /// The same, for a tabled bowstyle; before `scoredAs`.
    var scoredAsByBowstyle: [(bowstyle: Located<String>, rounds: [(round: Located<String>, as: Located<String>)])]
    var minimumDistances: [DistanceRule]
    /// Whether every entry of `minimumDistances` was read: which categories
    /// a rule with a mistake meant is unknown.
    var minimumDistancesRead: Bool
    var prestige: PrestigeDefinition?
}

/// A bowstyle's handicaps, in hundredths: so 6.5 steps add exactly.
struct TabledBowstyle: Sendable {
    var id: Located<String>
    var datum: Int
    var classStep: Int
    var genderStep: Int
    var ageStep: Int
}

/// Which categories a rule is for: every one when a list is absent.
struct CategoryFilter: Sendable {
    var bowstyles: [Located<String>]?
    var genders: [Located<String>]?
    var ages: [Located<String>]?

    func matches(bowstyle: String, gender: String, age: String) -> Bool {
        (bowstyles?.contains { $0.value == bowstyle } ?? true) && (genders?.contains { $0.value == gender } ?? true)
            && (ages?.contains { $0.value == age } ?? true)
    }
}

/// Each class's minimum distance in metres, best first, and the farthest a round may be.
struct DistanceRule: Sendable {
    var filter: CategoryFilter
    var metres: Located<[Int]>
    var maximum: Int?
    var location: SourceLocation
}

struct PrestigeDefinition: Sendable {
    var classes: [Located<String>]
    /// On a prestige round the minimum distances do not apply.
    var waivesMinimumDistances: Bool
    var rules: [PrestigeRule]
}

struct PrestigeRule: Sendable {
    var filter: CategoryFilter
    var rounds: [Located<String>]
    /// Only where the round's longest distance reaches the category's best class's minimum.
    var atFullDistance: Located<Bool>?
}
