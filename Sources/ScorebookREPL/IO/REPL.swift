#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

import Scorebook
import ScorebookCore

/// The read-eval-print loop: newline-delimited JSON-RPC requests in, one
/// response line per request out.
public enum REPL {
    /// Longer request lines are answered with an error, never read into memory whole.
    /// The limit counts the line's bytes without its `\n` or `\r\n`. It holds
    /// an achievements history of 50,000 events (about 150 bytes each).
    public static let maximumLineLength = 8 << 20

    /// Output is written once this much is waiting, even in the middle of a batch.
    static let flushThreshold = 64 * 1024
    /// A writer grown past this for one large response gives the memory back.
    static let retainedCapacity = 256 * 1024

    #if os(Linux)
        /// `F_SETPIPE_SZ` from Linux's `fcntl.h`, which the C module does not export.
        private static let setPipeSize: Int32 = 1031
    #endif

    /// Serves `tables` on standard input and output, then exits with
    /// ``run(tables:input:output:)``'s status: the whole of a REPL executable.
    /// A client that stops reading must not kill the process with SIGPIPE:
    /// writes then fail with EPIPE and the loop ends quietly.
    ///
    /// ```swift
    /// import ScorebookREPL
    /// REPL.main(tables: .builtIn)  // or the tables an app's own package compiles
    /// ```
    ///
    /// `--help`, `--version` and `--describe` print and exit; any other argument is a usage
    /// error (status 64). With no argument it serves; on a terminal it first
    /// says so on standard error, and a pipe gets nothing but answers.
    public static func main(tables: ScorebookTables = .builtIn) -> Never {
        signal(SIGPIPE, SIG_IGN)
        // The executable's own name, as the display escapes it: argv[0] is the caller's text.
        let name = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "scorebook").escapedForDisplay } ?? "scorebook"
        switch Invocation(arguments: CommandLine.arguments.dropFirst()) {
        case .help: exit(say(Invocation.help(name: name), to: 1))
        case .version: exit(say(Invocation.versionLine(tables: tables), to: 1))
        case .describe: exit(say(Server(tables: tables).describedLine, to: 1))
        case .usageError(let mistake):
            _ = say("\(name): \(mistake)\n" + Invocation.usage(name: name), to: 2)
            exit(Invocation.usageStatus)
        case .serve:
            if isatty(0) == 1 && isatty(2) == 1 {
                _ = say("\(name) (Scorebook \(Scorebook.version)): one JSON-RPC request per line; --help for more, Ctrl-D to end\n", to: 2)
            }
            exit(run(tables: tables))
        }
    }

    /// Writes `text` whole; 0, or 1 if it could not be written.
    private static func say(_ text: String, to descriptor: Int32) -> Int32 {
        var text = text
        return text.withUTF8 { bytes in
            if case .failed = writeAll(bytes, to: descriptor) { return 1 }
            return 0
        }
    }

    /// Serves `tables` (Scorebook's own by default, or a package's) on
    /// `input` until it ends, or until the reader of `output` has gone.
    /// Returns the process's exit status: 0, or 1 after a read or write error,
    /// which is also reported on standard error.
    ///
    /// Responses are flushed as soon as no further request line is already
    /// waiting, so an interactive client gets each answer at once, while a
    /// client that streams many requests gets them in large writes. Either
    /// descriptor may be non-blocking: the loop waits instead of giving up.
    @discardableResult
    public static func run(tables: ScorebookTables = .builtIn, input: Int32 = 0, output: Int32 = 1) -> Int32 {
        let server = Server(tables: tables)
        #if os(Linux)
            // A pipe holds 64 KiB by default; a larger one takes a streaming
            // client's answers in fewer writes and task switches. On anything
            // but a pipe the call fails, and nothing changes.
            _ = fcntl(output, setPipeSize, Int32(1 << 20))
        #endif
        // Responses are written straight into the output buffer.
        let out = JSONWriter(capacity: 128 * 1024)
        var failure: String?
        var reader = LineReader(maximumLineLength: maximumLineLength) { buffer in
            switch readSome(input, into: buffer) {
            case .success(let count): return count
            case .failure(let error):
                failure = "cannot read requests: \(error)"
                return -1
            }
        }
        /// Writes what is buffered; `false` once writing cannot go on.
        func flush() -> Bool {
            // Only the bytes go: a batch flushed half-way keeps its open array.
            defer { out.removeWrittenBytes(keepingCapacity: retainedCapacity) }
            switch out.withBytes({ writeAll($0, to: output) }) {
            case .written: return true
            case .readerGone: return false
            case .failed(let error):
                failure = "cannot write responses: \(error)"
                return false
            }
        }
        var writing = true
        reader.forEachLine { line, hasMoreBuffered in
            let answered: Bool
            switch line {
            case .text(let bytes):
                answered = server.respond(to: bytes, into: out) {
                    // A large batch is written as it is answered, not held whole.
                    out.count < flushThreshold || flush()
                }
            case .tooLong:
                server.tooLong(limit: maximumLineLength, into: out)
                answered = true
            }
            if answered { out.writeRaw("\n") }
            if !hasMoreBuffered || out.count >= flushThreshold {
                writing = flush()
            }
            return writing && failure == nil
        }
        if writing && failure == nil { _ = flush() }
        guard let failure else { return 0 }
        _ = say("scorebook: \(failure)\n", to: 2)
        return 1
    }

    /// A read or write error, described as `strerror` does.
    struct IOError: Error, CustomStringConvertible {
        let code: Int32
        var description: String { String(cString: strerror(code)) }
    }

    /// Reads what is available, waiting when a non-blocking descriptor has nothing yet.
    /// 0 at end of input.
    static func readSome(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Result<Int, IOError> {
        while true {
            let count = read(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 { return .success(count) }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: wait(for: descriptor, event: Int16(POLLIN))
            case let code: return .failure(IOError(code: code))
            }
        }
    }

    enum WriteOutcome {
        case written
        /// The reader closed its end (EPIPE): the loop ends quietly.
        case readerGone
        case failed(IOError)
    }

    /// Writes every byte, waiting when a non-blocking descriptor is full.
    static func writeAll(_ buffer: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> WriteOutcome {
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written >= 0 {
                offset += written
                continue
            }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: wait(for: descriptor, event: Int16(POLLOUT))
            case EPIPE: return .readerGone
            case let code: return .failed(IOError(code: code))
            }
        }
        return .written
    }

    /// Blocks until `descriptor` is ready for `event` (or has hung up, which
    /// the next read or write then reports).
    private static func wait(for descriptor: Int32, event: Int16) {
        var request = pollfd(fd: descriptor, events: event, revents: 0)
        while poll(&request, 1, -1) < 0 && errno == EINTR {}
    }
}
