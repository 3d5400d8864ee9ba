import Scorebook
import Testing

/// `score(sex:age:results:)`, the form without a dictionary: the same
/// answers as the dictionary form for every test, sex and age group, and
/// its own mistakes named.
@Suite struct FitnessResultsTests {
    /// The result of scoring one way: a score or the error it threw.
    enum Outcome: Equatable {
        case score(FitnessScore)
        case error(ScoringError)

        init(_ body: () throws(ScoringError) -> FitnessScore) {
            do { self = .score(try body()) } catch { self = .error(error) }
        }
    }

    /// For each test, results in every combination of given and missing
    /// events (alternates too, so conflicts are tried), at each age group's
    /// youngest age, for every sex.
    @Test(arguments: Scorebook.fitnessTests)
    func agreesWithTheDictionaryForm(_ test: FitnessTest) {
        let events = test.events
        var compared = 0
        for mask in 1..<(1 << events.count) {
            // A result per given event, from the middle of its unit's plausible values.
            let results: [Double?] = events.indices.map { index in
                guard mask & (1 << index) != 0 else { return nil }
                switch events[index].unit {
                case .repetitions, .pounds: return Double(20 + 13 * index + mask % 7)
                case .metres: return 6.5 + Double(mask % 5) / 10
                case .time: return Double(150 + 97 * index + mask % 11)
                }
            }
            var dictionary: [String: Double] = [:]
            for (event, result) in zip(events, results) { dictionary[event.id] = result }
            for sex in test.sexes {
                for group in test.ageGroups {
                    let byIndex = Outcome { () throws(ScoringError) in
                        try test.score(sex: sex, age: group.lowerBound, results: results)
                    }
                    let byID = Outcome { () throws(ScoringError) in
                        try test.score(sex: sex, age: group.lowerBound, events: dictionary)
                    }
                    #expect(byIndex == byID, "\(test.id) \(sex) \(group.label) \(dictionary)")
                    compared += 1
                }
            }
        }
        #expect(compared == ((1 << events.count) - 1) * test.sexes.count * test.ageGroups.count)
    }

    @Test func pointsComeFromTheChart() throws {
        let apft = try #require(Scorebook.fitnessTest("apft"))
        let order = apft.events.map(\.id)
        let results: [Double?] = order.map { ["pushup": 60, "situp": 70, "run2mi": 810][$0] }
        let score = try apft.score(sex: "male", age: 23, results: results)
        let expected = ["pushup": 60, "situp": 70, "run2mi": 810].map { event, raw in
            ReferenceData.apftCells.first { $0.event == event && $0.sex == "male" && $0.ageGroup == "22-26" && $0.raw == raw }!
        }
        #expect(score.total == expected.reduce(0) { $0 + $1.points })
        for cell in expected {
            #expect(score.events.first { $0.event.id == cell.event }?.points == cell.points)
        }
    }

    @Test func theResultsMustMatchTheEvents() throws {
        let apft = try #require(Scorebook.fitnessTest("apft"))
        #expect(throws: ScoringError.self) { try apft.score(sex: "male", age: 23, results: [60]) }
        do {
            _ = try apft.score(sex: "male", age: 23, results: [60, 70])
            Issue.record("two results scored for three events and an alternate")
        } catch {
            #expect(error.field == "events")
            #expect(error.message.contains("one per event"))
        }
        do {
            _ = try apft.score(sex: "male", age: 23, results: apft.events.map { _ in nil })
            Issue.record("no results scored")
        } catch {
            #expect(error.field == "events")
            #expect(error.allowed == apft.events.map(\.id))
        }
    }
}
