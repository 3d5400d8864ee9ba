import Benchmark
import Foundation
import Scorebook
import ScorebookREPL

/// Speed of the runtime and the REPL. Run from `Benchmarks/`:
///
///     swift package benchmark
///
/// The process benchmarks start the release `scorebook` binary: build it first
/// with `swift build -c release` in the repository root (or set SCOREBOOK_BIN).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .nanoseconds,
        maxDuration: .seconds(3),
        maxIterations: 1_000_000
    )

    let apft = Scorebook.fitnessTest("apft")!
    // A fixed mix of events, sexes, ages and results, the same every run.
    let events = ["pushup", "situp", "run2mi"], sexes = ["male", "female"]
    let queries: [(event: String, sex: String, age: Int, raw: Int)] = (0..<4096).map { (i: Int) in
        let age: Int = 17 + i * 7 % 50
        let raw: Int = i * 37 % 1700
        return (events[i % 3], sexes[i / 3 % 2], age, raw)
    }
    let columns = queries.map { try! apft.column(event: $0.event, sex: $0.sex, age: $0.age) }

    Benchmark("Lookup: points in a resolved column (ns per lookup)", configuration: .init(scalingFactor: .kilo)) {
        benchmark in
        var sum = 0
        for index in benchmark.scaledIterations {
            let query = index & 4095
            sum &+= columns[query].points(raw: queries[query].raw)
        }
        blackHole(sum)
    }

    Benchmark("Lookup: points by event, sex and age (ns per lookup)", configuration: .init(scalingFactor: .kilo)) {
        benchmark in
        var sum = 0
        for index in benchmark.scaledIterations {
            let query = queries[index & 4095]
            sum &+= try apft.points(event: query.event, sex: query.sex, age: query.age, raw: query.raw)
        }
        blackHole(sum)
    }

    Benchmark("Score: a full APFT through the Swift API") { benchmark in
        for index in benchmark.scaledIterations {
            let query = queries[index & 4095]
            blackHole(
                try apft.score(
                    sex: query.sex, age: query.age,
                    events: ["pushup": Double(query.raw % 80), "situp": Double(query.raw % 90), "run2mi": Double(600 + query.raw)]))
        }
    }

    let lines = queries.map { query in
        Array(
            #"{"jsonrpc":"2.0","id":17,"method":"fitness.score","params":{"test":"apft","sex":"\#(query.sex)","age":\#(query.age),"events":{"pushup":\#(query.raw % 80),"situp":\#(query.raw % 90),"run2mi":"\#(10 + query.raw / 60):\#(String(format: "%02d", query.raw % 60))"}}}"#
                .utf8)
    }

    Benchmark("REPL: parse a request line (JSON only)") { benchmark in
        for index in benchmark.scaledIterations {
            try lines[index & 4095].withUnsafeBytes { blackHole(try JSONParser.parse($0)) }
        }
    }

    Benchmark("REPL: answer a request line in process") { benchmark in
        let server = Server()
        let writer = JSONWriter(capacity: 1 << 16)
        for index in benchmark.scaledIterations {
            writer.reset()
            lines[index & 4095].withUnsafeBytes { blackHole(server.respond(to: $0, into: writer)) }
        }
    }

    let stream = Data(lines.joined(separator: [0x0a]) + [0x0a])
    Benchmark(
        "REPL process: 100k requests over a pipe (one iteration = 100k requests)",
        configuration: .init(metrics: [.wallClock], timeUnits: .milliseconds, maxIterations: 10)
    ) { benchmark in
        let answered = try ScorebookProcess.stream(stream, times: 100_000 / lines.count + 1)
        precondition(answered >= 100_000)
    }

    Benchmark(
        "REPL process: start to first answer",
        configuration: .init(metrics: [.wallClock], timeUnits: .microseconds, maxIterations: 200)
    ) { benchmark in
        try ScorebookProcess.firstAnswer(to: lines[0])
    }
}
