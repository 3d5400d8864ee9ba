import Scorebook

/// A fixed mix of queries over every fitness test, event, sex and age group,
/// the same every run. Results are taken from each column's own printed
/// range, so they land on, between and just beyond the chart's rows.
enum Workload {
    struct Query {
        var test: FitnessTest
        var event: FitnessEvent
        var sex: String
        var age: Int
        var raw: Int
        /// A result for every scored event, in the unit's measure (seconds, metres…).
        var fullTest: [String: Double]
        /// The same results in the order of the test's events, `nil` for alternates.
        var fullResults: [Double?]
    }

    static let queries: [Query] = (0..<4096).map { (i: Int) -> Query in
        let tests = Scorebook.fitnessTests
        let test = tests[i % tests.count]
        let scored = test.events.filter { !$0.isAlternate }
        let event = scored[i / tests.count % scored.count]
        let sex = test.sexes[i / 7 % test.sexes.count]
        let age = test.ageGroups[0].lowerBound + i * 7 % 50
        var full: [String: Double] = [:]
        for scoredEvent in scored {
            let column = try! test.column(event: scoredEvent.id, sex: sex, age: age)
            full[scoredEvent.id] = Double(pick(column.printed, i)) / Double(scoredEvent.unit.stepsPerUnit)
        }
        let column = try! test.column(event: event.id, sex: sex, age: age)
        return Query(
            test: test, event: event, sex: sex, age: age, raw: pick(column.printed, i), fullTest: full,
            fullResults: test.events.map { full[$0.id] })
    }

    /// Every fourth line asks for a goal, the others score a full test.
    static let requestLines: [[UInt8]] = queries.enumerated().map { index, query in
        let head = #"{"jsonrpc":"2.0","id":\#(index),"method":"#
        let who = #""test":"\#(query.test.id)","sex":"\#(query.sex)","age":\#(query.age)"#
        if index % 4 == 3 {
            return Array((head + #""fitness.required","params":{\#(who),"event":"\#(query.event.id)","points":\#(1 + index % 100)}}"#).utf8)
        }
        let events = query.fullTest.keys.sorted().map { id in
            let event = query.test.event(id)!
            let value = query.fullTest[id]!
            let text = event.unit == .time ? "\"\(event.unit.format(Int(value)))\"" : "\(event.unit == .metres ? "\(value)" : "\(Int(value))")"
            return "\"\(id)\":\(text)"
        }
        return Array((head + #""fitness.score","params":{\#(who),"events":{\#(events.joined(separator: ","))}}}"#).utf8)
    }

    /// A raw value from a little below the printed range to a little above it.
    static func pick(_ printed: ClosedRange<Int>, _ i: Int) -> Int {
        let span = printed.upperBound - printed.lowerBound + 1
        return max(0, printed.lowerBound - span / 10 + (i * 37) % (span + span / 5 + 1))
    }
}

extension Workload {
    /// The request lines of each method on its own, and all fitness lines mixed
    /// (three scores to one goal), each named for its benchmark: every method
    /// of the server's registry, from its examples where no workload here covers it.
    static let streams: [(name: String, lines: [[UInt8]])] = {
        func line(_ index: Int, _ method: String, _ params: String?) -> [UInt8] {
            let params = params.map { #","params":\#($0)"# } ?? ""
            return Array(#"{"jsonrpc":"2.0","id":\#(index),"method":"\#(method)"\#(params)}"#.utf8)
        }
        func lines(_ count: Int, _ method: String, _ params: (Int) -> String?) -> [[UInt8]] {
            (0..<count).map { line($0, method, params($0)) }
        }
        let faces = Scorebook.archeryFaces.map(\.id), rounds = Scorebook.archeryRounds.map(\.id)
        func method(_ name: String) -> [[UInt8]] {
            requestLines.filter { String(decoding: $0, as: UTF8.self).contains(#""method":"\#(name)""#) }
        }
        let streams: [(name: String, lines: [[UInt8]])] = [
            ("fitness mixed", requestLines),
            ("fitness.score", method("fitness.score")),
            ("fitness.required", method("fitness.required")),
            ("archery.score", ArcheryWorkload.requestLines),
            ("archery.total", ArcheryWorkload.totalLines),
            ("archery.faces", lines(4096, "archery.faces") { #"{"face":"\#(faces[$0 % faces.count])"}"# }),
            ("archery.rounds", lines(4096, "archery.rounds") { #"{"round":"\#(rounds[$0 % rounds.count])"}"# }),
            ("tables.list", lines(4096, "tables.list") { _ in nil }),
            // Shots no opponent uses, so each is computed: every face, 5 m to 904 m, every handicap.
            ("archery.expected (any shot)", lines(4096, "archery.expected") { index in
                #"{"face":"\#(faces[index % faces.count])","distance":\#(5 + index * 37 % 900),"unit":"m","venue":"outdoor","handicap":\#(index % 151)}"#
            }),
            // A round under another of its systems: its score at every handicap, computed per request.
            ("archery.handicap (a round under another scoring)", lines(4096, "archery.handicap") { index in
                let (round, scoring) = [
                    ("wa-18", "compound"), ("portsmouth", "compound"), ("bray-i", "compound"),
                    ("york", "recurve"), ("national", "recurve"), ("wa-1440-90", "imperial"),
                ][index % 6]
                // Every score the round can make under that scoring, from its tables.
                let best = Scorebook.archeryRound(round)!.maximumScore(scoring: scoring)!
                return #"{"round":"\#(round)","scoring":"\#(scoring)","score":\#(index % (best + 1))}"#
            }),
            // Every classified round, bowstyle, gender and age; every third a table without a score.
            ("archery.classification", lines(4096, "archery.classification") { index in
                let scheme = Scorebook.archeryClassifications[0]
                let rounds = scheme.systems.flatMap(\.rounds)
                let round = rounds[index % rounds.count]
                let best = Scorebook.archeryRound(round)!.maximumScore(scoring: Scorebook.archeryRound(round)!.scoring)!
                let score = index % 3 == 2 ? "" : #","score":\#(index * 37 % (best + 1))"#
                let category = #""bowstyle":"\#(scheme.bowstyles[index / 7 % scheme.bowstyles.count])","gender":"\#(scheme.genders[index % 2])","age":"\#(scheme.ages[index / 3 % scheme.ages.count])""#
                return #"{"round":"\#(round)"\#(score),\#(category)}"#
            }),
            ("archery.match (sets)", MatchWorkload.setLines),
            ("archery.match (York)", MatchWorkload.yorkLines),
            ("achievements.evaluate (10,000 events)", AchievementWorkload.requestLines),
            ("rpg.battle (a day of minutes, two players)", RPGWorkload.requestLines),
            ("workout.progress (a 2-hour 1 Hz track)", WorkoutWorkload.requestLines),
        ] + FormulaWorkload.streams
        return streams + ExampleWorkload.streams(besides: streams.map(\.name))
    }()
}
