import Foundation

/// Runs the real `scorebook` executable through pipes.
enum ScorebookProcess {
    /// `SCOREBOOK_BIN`, or the release build in the repository root.
    static var executable: URL {
        if let path = ProcessInfo.processInfo.environment["SCOREBOOK_BIN"] {
            return URL(fileURLWithPath: path)
        }
        return URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/release/scorebook")
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// `jq`, the yardstick: re-serialising each line is the least any JSON tool does.
    static let jq = ["/usr/bin/jq", "-c", "."]

    /// Starts `command` (the REPL by default) with pipes on stdin and stdout.
    static func start(_ command: [String]? = nil) throws -> (Process, input: FileHandle, output: FileHandle) {
        let path = command?.first ?? executable.path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw Failure(description: "no executable at \(path): run `swift build -c release` in the repository root, or install jq")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = Array((command ?? []).dropFirst())
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        return (process, input.fileHandleForWriting, output.fileHandleForReading)
    }

    /// Streams `lines` `times` over stdin while reading every response; returns the number of response lines.
    static func stream(_ lines: Data, times: Int, through command: [String]? = nil) throws -> Int {
        let (process, input, output) = try start(command)
        let writer = Thread {
            for _ in 0..<times { input.write(lines) }
            try? input.close()
        }
        writer.start()
        var newlines = 0
        while true {
            let chunk = output.availableData
            if chunk.isEmpty { break }
            newlines += chunk.reduce(0) { $0 + ($1 == 0x0a ? 1 : 0) }
        }
        process.waitUntilExit()
        return newlines
    }

    /// Starts the process, sends one request and waits for its answer.
    static func firstAnswer(to line: [UInt8]) throws {
        let (process, input, output) = try start()
        input.write(Data(line + [0x0a]))
        var received = Data()
        while !received.contains(0x0a) {
            let chunk = output.availableData
            if chunk.isEmpty { throw Failure(description: "the REPL closed its output before answering") }
            received.append(chunk)
        }
        try input.close()
        process.waitUntilExit()
    }
}
