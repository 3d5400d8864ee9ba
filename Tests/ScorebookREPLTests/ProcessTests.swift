import Foundation
import Testing

/// The real `scorebook` executable, through real pipes.
@Suite struct ProcessTests {
    static var executable: URL {
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("scorebook")
            }
        #endif
        return Bundle.main.bundleURL.appendingPathComponent("scorebook")
    }

    /// Runs the REPL on `input` and returns its output lines and exit status.
    func run(_ input: Data) throws -> (lines: [String], status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = Self.executable
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Write from another thread so a full output pipe cannot deadlock us.
        let writer = Thread {
            stdin.fileHandleForWriting.write(input)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: output, as: UTF8.self)
        return (text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init),
                process.terminationStatus, String(decoding: errors, as: UTF8.self))
    }

    func json(_ line: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    @Test func goodAndBadLinesMixed() throws {
        let input = [
            #"{"jsonrpc":"2.0","id":1,"method":"tables.list"}"#,
            #"this is not json"#,
            #"{"jsonrpc":"2.0","method":"tables.list"}"#,
            #"{"id":2,"method":"fitness.score","params":{"test":"apft","sex":"female","age":30,"events":{"run2mi":"17:00"}}}"#,
            #"{"id":3,"method":"fitness.score","params":{"test":"apft","sex":"female","age":15,"events":{"run2mi":"17:00"}}}"#,
            #"{"id":4,"method":"nope"}"#,
            "",
            #"[{"id":5,"method":"tables.list"},{"id":6,"method":"tables.list"}]"#,
            #"{"id":7,"method":"tables.list"}"#,
            #"{"id":8,"method":"fitness.required","params":{"test":"army","date":"2025-06-01","sex":"male","age":20,"event":"2mr","points":101}}"#,
            #"{"id":9,"method":"fitness.required","params":{"test":"army","date":"2025-06-01","sex":"male","age":20,"event":"2mr","points":100}}"#,
        ].joined(separator: "\n") + "\n"
        let (lines, status, stderr) = try run(Data(input.utf8))
        #expect(status == 0)
        #expect(stderr.isEmpty)
        #expect(lines.count == 9)
        #expect(try json(lines[0])["id"] as? Int == 1)
        #expect((try json(lines[1])["error"] as? [String: Any])?["code"] as? Int == -32700)
        #expect(((try json(lines[2])["result"] as? [String: Any])?["events"] as? [String: Any])?["run2mi"] != nil)
        #expect((try json(lines[3])["error"] as? [String: Any])?["code"] as? Int == -32602)
        #expect((try json(lines[4])["error"] as? [String: Any])?["code"] as? Int == -32601)
        #expect(lines[5].hasPrefix("[{") && lines[5].contains(#""id":6"#))
        #expect(try json(lines[6])["id"] as? Int == 7)
        #expect((try json(lines[7])["error"] as? [String: Any])?["code"] as? Int == -32602)
        let goal = try #require(try json(lines[8])["result"] as? [String: Any])
        #expect(goal["test"] as? String == "aft" && goal["achievable"] as? Bool == true && goal["time"] is String)
    }

    @Test func aLineOverTheLimitIsRejectedAndServingGoesOn() throws {
        var input = Data(#"{"id":1,"method":"tables.list","params":{"pad":""#.utf8)
        input.append(Data(repeating: UInt8(ascii: "x"), count: 9 << 20))  // over the 8 MiB limit
        input.append(Data("\"}}\n".utf8))
        input.append(Data(#"{"id":2,"method":"tables.list"}"#.utf8 + [0x0a]))
        let (lines, status, _) = try run(input)
        #expect(status == 0)
        #expect(lines.count == 2)
        let error = try #require(try json(lines[0])["error"] as? [String: Any])
        #expect(error["code"] as? Int == -32600)
        #expect(try json(lines[0])["id"] is NSNull)
        #expect(try json(lines[1])["id"] as? Int == 2)
    }

    @Test func emptyInputExitsCleanly() throws {
        let (lines, status, _) = try run(Data())
        #expect(lines.isEmpty && status == 0)
    }

    @Test func aLastLineWithoutNewlineIsAnswered() throws {
        let (lines, status, _) = try run(Data(#"{"id":9,"method":"tables.list"}"#.utf8))
        #expect(status == 0 && lines.count == 1)
    }

    @Test func invalidUTF8IsAParseError() throws {
        let (lines, status, _) = try run(Data([0x7b, 0x22, 0xff, 0x22, 0x7d, 0x0a]))
        #expect(status == 0)
        #expect((try json(lines[0])["error"] as? [String: Any])?["code"] as? Int == -32700)
    }

    /// Each answer arrives before the next request is sent: the REPL flushes
    /// instead of holding responses in a pipe buffer.
    @Test func answersEachRequestBeforeTheNextArrives() throws {
        let process = Process()
        process.executableURL = Self.executable
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        var buffered = Data()
        for id in 1...3 {
            stdin.fileHandleForWriting.write(Data(#"{"id":\#(id),"method":"tables.list"}"#.utf8 + [0x0a]))
            while !buffered.contains(0x0a) {
                let chunk = stdout.fileHandleForReading.availableData
                try #require(!chunk.isEmpty, "the REPL closed its output early")
                buffered.append(chunk)
            }
            let newline = buffered.firstIndex(of: 0x0a)!
            let line = String(decoding: buffered[buffered.startIndex..<newline], as: UTF8.self)
            buffered = Data(buffered[(newline + 1)...])
            #expect(try json(line)["id"] as? Int == id)
        }
        try stdin.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}
