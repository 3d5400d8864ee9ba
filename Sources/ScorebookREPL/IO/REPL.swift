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
        var out = FileOutput(descriptor: output)
        var reader = LineReader(maximumLineLength: maximumLineLength) { buffer in
            while true {
                let count = read(input, buffer.baseAddress, buffer.count)
                if count < 0 && errno == EINTR { continue }
                return count
            }
        }
        reader.forEachLine { line, hasMoreBuffered in
            let response =
                switch line {
                case .text(let bytes): server.respond(to: bytes)
                case .tooLong: server.tooLong(limit: maximumLineLength)
                }
            if let response {
                out.append(response)
                out.append(UInt8(ascii: "\n"))
            }
            if !hasMoreBuffered || out.pending.count >= 64 * 1024 {
                return out.flush()
            }
            return true
        }
        _ = out.flush()
    }
}
