@testable import Scorebook
import Testing

/// Archery GB's classifications: every threshold of every classified round
/// and category earns its class and one point less does not (archeryutils'
/// thresholds are `.ci/check-archeryutils`'); class handicaps worked by hand
/// give thresholds from the handicap tables; scoring twins; errors.
@Suite struct ArcheryClassificationTests {
    static let scheme = Scorebook.archeryClassifications[0]

    /// At each threshold the class is earned; one point below, the next
    /// class whose threshold that reaches, or `UC`. Thresholds fall from the
    /// best class, and none is earned above a class that is not.
    @Test(arguments: scheme.systems.map(\.id))
    func everyThresholdEarnsItsClassAndOneLessDoesNot(_ id: String) throws {
        let scheme = Self.scheme
        let system = try #require(scheme.systems.first { $0.id == id })
        var checked = 0
        for round in system.rounds {
            for bowstyle in scheme.bowstyles {
                for gender in scheme.genders {
                    for age in scheme.ages {
                        let table = try scheme.classification(round: round, bowstyle: bowstyle, gender: gender, age: age, score: nil)
                        #expect(table.earned == nil && table.next == nil)
                        let scores = table.thresholds.map(\.score)
                        #expect(table.thresholds.map(\.name) == system.classes)
                        for index in scores.indices.dropFirst() {
                            if let above = scores[index - 1] {
                                let below = try #require(scores[index], "\(round) \(bowstyle) \(gender) \(age): a class below one earned")
                                #expect(above > below, "\(round) \(bowstyle) \(gender) \(age)")
                            }
                        }
                        for (index, threshold) in table.thresholds.enumerated() {
                            guard let score = threshold.score else { continue }
                            let at = try scheme.classification(round: round, bowstyle: bowstyle, gender: gender, age: age, score: score)
                            #expect(at.earned == threshold.name, "\(round) \(bowstyle) \(gender) \(age) \(score)")
                            #expect(at.next == (index > 0 && scores[index - 1] != nil ? table.thresholds[index - 1] : nil))
                            let below = try scheme.classification(round: round, bowstyle: bowstyle, gender: gender, age: age, score: score - 1)
                            let worse = table.thresholds[(index + 1)...].first { $0.score.map { $0 <= score - 1 } ?? false }
                            #expect(below.earned == (worse?.name ?? ArcheryClassification.unclassified))
                            #expect(below.next == threshold || worse != nil)
                            checked += 1
                        }
                    }
                }
            }
        }
        #expect(checked > 1000)
    }

    /// Class handicaps worked by hand from the datum and steps (open adult,
    /// whole handicaps: recurve outdoors 30 and 7 a class, compound indoors
    /// 11 and 8, recurve in field 34 and 8): each threshold is the round's
    /// expected score at it, one more where the next handicap scores the
    /// same, none where the round's rules forbid the class.
    @Test func handWorkedThresholdsComeFromTheHandicapTables() throws {
        let agb = try #require(Scorebook.handicapScheme("agb"))
        let cases: [(round: String, bowstyle: String, handicaps: [Int], forbidden: Int)] = [
            ("york", "recurve", [16, 23, 30, 37, 44, 51, 58, 65, 72], 0),
            ("portsmouth-compound", "compound", [3, 11, 19, 27, 35, 43, 51, 59], 0),
            ("wa-field-12-red-marked", "recurve", [18, 26, 34, 42, 50, 58, 66, 74, 82], 3),  // no Master Bowman on 12 targets
        ]
        for (round, bowstyle, handicaps, forbidden) in cases {
            let table = try Self.scheme.classification(round: round, bowstyle: bowstyle, gender: "open", age: "adult", score: nil)
            let expected = try handicaps.map { handicap in
                let score = try agb.expectedScore(round: round, handicap: handicap).score
                return try agb.expectedScore(round: round, handicap: handicap + 1).score == score ? score + 1 : score
            }
            #expect(table.thresholds.map(\.score) == Array(repeating: nil, count: forbidden) + expected.dropFirst(forbidden).map(Optional.some), "\(round)")
        }
    }

    /// A round's thresholds from the published tables, as archeryutils'
    /// documentation gives them: Hereford and Bristol II, women's recurve.
    @Test func publishedThresholds() throws {
        let hereford = try Self.scheme.classification(round: "hereford", bowstyle: "recurve", gender: "female", age: "adult", score: nil)
        #expect(hereford.thresholds.map(\.score) == [1232, 1178, 1107, 1015, 900, 763, 614, 466, 336])
        let bristol = try Self.scheme.classification(round: "bristol-ii", bowstyle: "recurve", gender: "female", age: "adult", score: nil)
        #expect(bristol.thresholds.map(\.score) == [nil, nil, nil, nil, nil, 931, 797, 646, 493])
        let junior = try Self.scheme.classification(round: "hereford", bowstyle: "recurve", gender: "female", age: "under-18", score: 858)
        #expect(junior.earned == "B1")
    }

    /// A flatbow outdoors is classified as a barebow; an under-21 in field as an adult.
    @Test func categoriesClassifiedAsOthers() throws {
        let flatbow = try Self.scheme.classification(round: "york", bowstyle: "flatbow", gender: "open", age: "adult", score: nil)
        let barebow = try Self.scheme.classification(round: "york", bowstyle: "barebow", gender: "open", age: "adult", score: nil)
        #expect(flatbow == barebow && flatbow.bowstyle == "barebow")
        let field = try Self.scheme.classification(round: "wa-field-24-red-marked", bowstyle: "recurve", gender: "open", age: "under-21", score: nil)
        #expect(field.age == "adult")
        #expect(field.thresholds == (try Self.scheme.classification(round: "wa-field-24-red-marked", bowstyle: "recurve", gender: "open", age: "adult", score: nil)).thresholds)
    }

    /// Under another scoring a round is its twin of the same distances and
    /// faces: `wa-18` scored `compound` is `wa-18-compound`.
    @Test func aRoundUnderAnotherScoringIsItsTwin() throws {
        let wa18 = try #require(Scorebook.archeryRound("wa-18")), twin = try #require(Scorebook.archeryRound("wa-18-compound"))
        for bowstyle in ["recurve", "compound"] {
            let scored = try Scorebook.archeryClassification(round: wa18, scoring: "compound", bowstyle: bowstyle, gender: "open", age: "adult", score: 570)
            let direct = try Scorebook.archeryClassification(round: twin, bowstyle: bowstyle, gender: "open", age: "adult", score: 570)
            #expect(scored == direct)
        }
        // A compound archer on the recurve-scored round is classified on its compound scoring.
        let compound = try Scorebook.archeryClassification(round: wa18, bowstyle: "compound", gender: "open", age: "adult")
        let onTwin = try Scorebook.archeryClassification(round: twin, bowstyle: "compound", gender: "open", age: "adult")
        #expect(compound == onTwin)
    }

    @Test func errorsNameTheirField() throws {
        let york = try #require(Scorebook.archeryRound("york"))
        let cases: [(round: ArcheryRound, scoring: String?, bowstyle: String, age: String, score: Int?, field: String)] = [
            (york, nil, "recurve", "adult", 1297, "score"),
            (york, nil, "recurve", "adult", -1, "score"),
            (york, nil, "crossbow", "adult", nil, "bowstyle"),
            (york, nil, "recurve", "under-10", nil, "age"),
            (york, "recurve", "recurve", "adult", nil, "scoring"),
            (try #require(Scorebook.archeryRound("ifaa-field")), nil, "recurve", "adult", nil, "round"),
        ]
        for c in cases {
            #expect(throws: ScoringError.self) {
                try Scorebook.archeryClassification(round: c.round, scoring: c.scoring, bowstyle: c.bowstyle, gender: "open", age: c.age, score: c.score)
            }
            do {
                _ = try Scorebook.archeryClassification(round: c.round, scoring: c.scoring, bowstyle: c.bowstyle, gender: "open", age: c.age, score: c.score)
            } catch {
                #expect(error.field == c.field, "\(error)")
            }
        }
    }
}
