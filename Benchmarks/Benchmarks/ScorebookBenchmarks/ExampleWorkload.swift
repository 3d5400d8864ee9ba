@_spi(Testing) import ScorebookREPL

/// Every method of the server's registry: one that no workload of its own covers is
/// measured on its examples, so a method added to the registry is measured
/// the day it is added, never skipped.
enum ExampleWorkload {
    /// The streams of the methods `covered` leaves out (a stream's name is its
    /// method, alone or before a space), 4,096 lines each: their examples in turn.
    static func streams(besides covered: [String]) -> [(name: String, lines: [[UInt8]])] {
        let server = Server()
        return Server.examples.filter { example in
            !covered.contains { $0 == example.method || $0.hasPrefix(example.method + " ") }
        }.map { example in
            precondition(!example.params.isEmpty, "\(example.method) has no example to measure")
            let lines = (0..<4096).map { index in
                Array(#"{"jsonrpc":"2.0","id":\#(index),"method":"\#(example.method)","params":\#(example.params[index % example.params.count])}"#.utf8)
            }
            for line in lines.prefix(example.params.count) {
                let answer = String(decoding: line.withUnsafeBytes { server.respond(to: $0) } ?? [], as: UTF8.self)
                precondition(answer.contains(#""result":"#), "\(example.method)'s example is not answered with a result: \(answer)")
            }
            return ("\(example.method) (its examples)", lines)
        }
    }
}
