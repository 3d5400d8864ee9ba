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

    /// `SCOREBOOK_BASELINE_BIN`: another build to measure beside this one in
    /// the same run (before and after a change), if set.
    static var baseline: String? { ProcessInfo.processInfo.environment["SCOREBOOK_BASELINE_BIN"] }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// `jq`, the yardstick: re-serialising each line is the least any JSON tool does.
    static let jq = ["/usr/bin/jq", "-c", "."]

    /// Starts `command` (the REPL by default) with pipes on stdin and stdout.
    static func start(_ command: [String]? = nil) throws -> (Process, input: FileHandle, output: FileHandle) {
        let path = command?.first ?? executable.path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw Failure(
                description: "no executable at \(path): build the REPL with `swift build -c release` in the repository root (or check SCOREBOOK_BIN and SCOREBOOK_BASELINE_BIN), or install jq")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = Array((command ?? []).dropFirst())
        // The benchmark tool preloads its malloc counters (LD_PRELOAD), which
        // would load the shared Swift runtime into every child: run them as users do.
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "LD_PRELOAD" }
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        return (process, input.fileHandleForWriting, output.fileHandleForReading)
    }

    /// The REPL's answers to `lines`, once, as it writes them.
    static func answers(to lines: Data) throws -> Data {
        let (process, input, output) = try start()
        let writer = Thread {
            input.write(lines)
            try? input.close()
        }
        writer.start()
        let answers = output.readDataToEndOfFile()
        process.waitUntilExit()
        return answers
    }

    /// Streams `lines` `times` over stdin while reading every response; returns the number of response lines.
    static func stream(_ lines: Data, times: Int, through command: [String]? = nil) throws -> Int {
        let (process, input, output) = try start(command)
        let writer = Thread {
            for _ in 0..<times { input.write(lines) }
            try? input.close()
        }
        writer.start()
        // The answers are read with read(2) into one large buffer and only
        // their newlines counted, so the reader never sets the pace: the
        // REPL's answers are several times the size of its requests.
        var newlines = 0
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        let descriptor = output.fileDescriptor
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            // memchr skips from newline to newline with vector instructions:
            // the reader must cost next to nothing beside the process it reads.
            newlines += buffer.withUnsafeBytes { bytes in
                var found = 0
                var next = bytes.baseAddress!
                let end = next + count
                while let newline = memchr(next, 0x0a, end - next) {
                    found += 1
                    next = UnsafeRawPointer(newline) + 1
                }
                return found
            }
        }
        process.waitUntilExit()
        return newlines
    }

    /// A bare Swift program that reads a line and answers it with a fixed
    /// line: the yardstick for the REPL's first answer, since no Swift
    /// program starts faster. Compiled once, with `swiftc -O`, beside the
    /// benchmark's own build.
    static let bareSwift: [String] = {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scorebook-bare-swift")
        let source = directory.appendingPathComponent("main.swift"), binary = directory.appendingPathComponent("bare")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let program = #"if readLine() != nil { print("{\"jsonrpc\":\"2.0\",\"id\":0,\"result\":{}}") }"#
        try? program.write(to: source, atomically: true, encoding: .utf8)
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compiler.arguments = ["swiftc", "-O", source.path, "-o", binary.path]
        try? compiler.run()
        compiler.waitUntilExit()
        return [binary.path]
    }()

    /// Starts the process (the REPL by default), sends one request and waits for its answer.
    static func firstAnswer(to line: [UInt8], from command: [String]? = nil) throws {
        let (process, input, output) = try start(command)
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
