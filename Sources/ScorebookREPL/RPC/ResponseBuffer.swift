import ScorebookCore

/// Responses written into one buffer reused from line to line, as `REPL.run`
/// writes them: for the fuzzer and the benchmarks, packages of their own,
/// which cannot name this package's JSON writer (it is not API).
@_spi(Testing) public final class ResponseBuffer {
    let writer: JSONWriter

    public init(capacity: Int) {
        writer = JSONWriter(capacity: capacity)
    }

    /// The response so far, UTF-8 encoded (a copy).
    public var bytes: [UInt8] { writer.bytes }

    /// How many bytes have been written.
    public var count: Int { writer.count }

    /// Clears the buffer, keeping its memory.
    public func reset() { writer.reset() }
}

extension Server {
    /// Appends the response to one line to `buffer`; `false` if there is none.
    @_spi(Testing) public func respond(to line: UnsafeRawBufferPointer, into buffer: ResponseBuffer) -> Bool {
        respond(to: line, into: buffer.writer)
    }

    /// Appends the response to a line that exceeded the length limit.
    @_spi(Testing) public func tooLong(limit: Int, into buffer: ResponseBuffer) {
        tooLong(limit: limit, into: buffer.writer)
    }
}
