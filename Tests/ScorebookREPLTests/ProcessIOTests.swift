import Foundation
import ScorebookREPL
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real `scorebook` process against hostile input and awkward descriptors:
/// non-blocking pipes, a full disk, a line of exactly the limit, a huge batch.
@Suite struct ProcessIOTests {
    let process = ProcessTests()

    func line(_ id: Int) -> String { #"{"id":\#(id),"method":"tables.list"}"# }

    /// The REPL as a child process with these descriptors, started.
    func launch(stdin: Pipe, stdout: Any, stderr: Pipe? = nil) throws -> Process {
        let child = Process()
        child.executableURL = ProcessTests.executable
        child.standardInput = stdin
        child.standardOutput = stdout
        if let stderr { child.standardError = stderr }
        try child.run()
        return child
    }

    /// Both processes share the open file, so this makes the child's end non-blocking too.
    func makeNonBlocking(_ handle: FileHandle) {
        let descriptor = handle.fileDescriptor
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    @Test func aRequestThatOnceCrashedIsAnsweredAndServingGoesOn() throws {
        let crash = #"{"id":1,"method":"fitness.score","params":{"test":"apft","sex":"male","age":23,"events":{"run2mi":"9223372036854775808"}}}"#
        let (lines, status, stderr) = try process.run(Data((crash + "\n" + line(2) + "\n").utf8))
        #expect(status == 0 && stderr.isEmpty)
        #expect(lines.count == 2)
        #expect(lines.last?.contains(#""id":2"#) == true)
    }

    /// The limit counts the line's own bytes: `\r\n` and `\n` get the same answer.
    @Test func aLineOfExactlyTheLimitIsReadWithLFAndWithCRLF() throws {
        let head = #"{"id":1,"method":"tables.list","params":{"pad":""#
        let tail = #""}}"#
        let limit = REPL.maximumLineLength
        let pad = String(repeating: "x", count: limit - head.utf8.count - tail.utf8.count)
        let request = head + pad + tail
        #expect(request.utf8.count == limit)
        let (lf, _, _) = try process.run(Data((request + "\n" + line(2) + "\n").utf8))
        let (crlf, _, _) = try process.run(Data((request + "\r\n" + line(2) + "\r\n").utf8))
        #expect(lf == crlf)
        #expect(lf.first?.contains(#""id":1"#) == true)  // answered as a request, not as too long
        let (over, _, _) = try process.run(Data((request + "x\r\n").utf8))
        #expect(over.first?.contains("byte limit") == true)
    }

    @Test func aFullDiskIsAnErrorNotASilentSuccess() throws {
        let stdin = Pipe(), stderr = Pipe()
        let child = try launch(
            stdin: stdin, stdout: try #require(FileHandle(forWritingAtPath: "/dev/full")), stderr: stderr)
        stdin.fileHandleForWriting.write(Data((line(1) + "\n").utf8))
        try stdin.fileHandleForWriting.close()
        let message = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        #expect(child.terminationStatus == 1)
        #expect(message.contains("cannot write responses"), "\(message)")
    }

    /// A non-blocking stdin with nothing to read yet is not the end of input.
    @Test func aNonBlockingInputIsWaitedFor() throws {
        let stdin = Pipe(), stdout = Pipe()
        makeNonBlocking(stdin.fileHandleForReading)
        let child = try launch(stdin: stdin, stdout: stdout)
        usleep(200_000)  // the REPL finds the pipe empty first
        stdin.fileHandleForWriting.write(Data((line(1) + "\n").utf8))
        try stdin.fileHandleForWriting.close()
        let output = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        #expect(child.terminationStatus == 0)
        #expect(output.contains(#""id":1"#))
    }

    /// A non-blocking stdout whose reader comes late loses no response.
    @Test func aNonBlockingOutputWithALateReaderGetsEveryResponse() throws {
        let stdin = Pipe(), stdout = Pipe()
        makeNonBlocking(stdout.fileHandleForWriting)
        let child = try launch(stdin: stdin, stdout: stdout)
        let count = 2000
        let requests = (1...count).map(line).joined(separator: "\n") + "\n"
        let writer = Thread {
            stdin.fileHandleForWriting.write(Data(requests.utf8))
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        usleep(300_000)  // the pipe fills while nobody reads
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        child.waitUntilExit()
        #expect(child.terminationStatus == 0)
        #expect(output.count { $0 == 0x0a } == count)
    }

    /// A batch's responses are written as they are answered: a 1,000-request
    /// batch of 32 KB answers (32 MB in all) never sits in memory whole.
    @Test func aHugeBatchResponseIsStreamed() throws {
        #if os(Linux)
            let stdin = Pipe(), stdout = Pipe()
            let child = try launch(stdin: stdin, stdout: stdout)
            let batch = "[" + Array(repeating: #"{"id":1,"method":"archery.faces"}"#, count: 1000).joined(separator: ",") + "]\n"
            stdin.fileHandleForWriting.write(Data(batch.utf8))
            // Read up to the end of the one response line: then all was written.
            var last: UInt8 = 0
            var received = 0
            while last != 0x0a {
                let chunk = stdout.fileHandleForReading.availableData
                try #require(!chunk.isEmpty)
                received += chunk.count
                last = chunk.last!
            }
            #expect(received > 30_000_000)
            let status = try String(contentsOfFile: "/proc/\(child.processIdentifier)/status", encoding: .utf8)
            try stdin.fileHandleForWriting.close()
            _ = stdout.fileHandleForReading.readDataToEndOfFile()
            child.waitUntilExit()
            func kilobytes(_ field: String) -> Int? {
                status.split(separator: "\n").first { $0.hasPrefix(field + ":") }
                    .flatMap { Int($0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") }
            }
            let peak = try #require(kilobytes("VmHWM"))
            #expect(peak < 24_000, "peak resident memory \(peak) kB for a 32 MB response")
        #endif
    }
}
