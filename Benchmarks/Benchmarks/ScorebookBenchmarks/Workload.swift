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
        return Query(test: test, event: event, sex: sex, age: age, raw: pick(column.printed, i), fullTest: full)
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
