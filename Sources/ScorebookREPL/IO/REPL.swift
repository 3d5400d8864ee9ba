#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The read-eval-print loop: newline-delimited JSON-RPC requests in, one
/// response line per request out.
public enum REPL {
    /// Longer request lines are answered with an error, never read into memory whole.
    public static let maximumLineLength = 1 << 20

    /// Serves `input` until it ends (or `output` is closed).
    ///
    /// Responses are flushed as soon as no further request line is already
    /// waiting, so an interactive client gets each answer at once, while a
    /// client that streams many requests gets them in large writes.
    public static func run(input: Int32 = 0, output: Int32 = 1) {
        let server = Server()
        // Responses are written straight into the output buffer.
        let out = JSONWriter(capacity: 128 * 1024)
        var reader = LineReader(maximumLineLength: maximumLineLength) { buffer in
            while true {
                let count = read(input, buffer.baseAddress, buffer.count)
                if count < 0 && errno == EINTR { continue }
                return count
            }
        }
        reader.forEachLine { line, hasMoreBuffered in
            let answered: Bool
            switch line {
            case .text(let bytes):
                answered = server.respond(to: bytes, into: out)
            case .tooLong:
                server.tooLong(limit: maximumLineLength, into: out)
                answered = true
            }
            if answered { out.writeRaw("\n") }
            if !hasMoreBuffered || out.count >= 64 * 1024 {
                defer { out.reset() }
                return out.withBytes { writeAll($0, to: output) }
            }
            return true
        }
        _ = out.withBytes { writeAll($0, to: output) }
    }

    /// Writes every byte; `false` if the reader has gone (EPIPE) or writing failed.
    static func writeAll(_ buffer: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }
}
