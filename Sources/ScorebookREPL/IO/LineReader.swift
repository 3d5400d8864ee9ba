#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Splits a byte stream into lines without ever holding more than one line
/// (up to a limit) in memory: a longer line is skipped and reported as too long.
/// The limit counts the line's own bytes, so `\r\n` and `\n` lines get the same answer.
@_spi(Testing) public struct LineReader {
    /// What the reader found.
    public enum Line {
        /// A line without its `\n` (and without a `\r` before it).
        case text(UnsafeRawBufferPointer)
        /// A line over the limit; its bytes were discarded as they arrived.
        case tooLong
    }

    /// Reads up to `buffer.count` bytes; returns the count, 0 at end of input, or -1 on error.
    public typealias Source = (UnsafeMutableRawBufferPointer) -> Int

    public let maximumLineLength: Int
    private let source: Source
    private var buffer: [UInt8]
    private var start = 0  // first byte of the current line
    private var end = 0  // end of the bytes read so far
    private var discarding = false  // inside a line already known to be too long

    public init(maximumLineLength: Int, chunkSize: Int = 64 * 1024, source: @escaping Source) {
        self.maximumLineLength = maximumLineLength
        self.source = source
        buffer = [UInt8](repeating: 0, count: max(1, min(chunkSize, Self.capacity(maximumLineLength))))
    }

    /// Calls `body` with each line until the input ends or `body` returns false.
    /// `hasMoreBuffered` tells whether another full line is already waiting, so
    /// a caller can hold output until it would wait for input.
    public mutating func forEachLine(_ body: (Line, _ hasMoreBuffered: Bool) -> Bool) {
        var scanFrom = 0
        // The next line's newline, when telling `hasMoreBuffered` found it: no byte is scanned twice.
        var known: Int?
        while true {
            if let newline = known ?? findNewline(from: max(start, scanFrom)) {
                let keepGoing: Bool
                if discarding {
                    discarding = false
                    start = newline + 1
                    known = findNewline(from: start)
                    keepGoing = body(.tooLong, known != nil)
                } else {
                    let lineEnd = newline > start && buffer[newline - 1] == 0x0d ? newline - 1 : newline
                    let lineStart = start
                    start = newline + 1
                    known = findNewline(from: start)
                    let more = known != nil
                    if lineEnd - lineStart > maximumLineLength {
                        keepGoing = body(.tooLong, more)
                    } else {
                        keepGoing = buffer.withUnsafeBytes { bytes in
                            body(.text(UnsafeRawBufferPointer(rebasing: bytes[lineStart..<lineEnd])), more)
                        }
                    }
                }
                if !keepGoing { return }
                if known == nil { scanFrom = end }
                continue
            }
            // No newline buffered: note where to resume the search, then read more.
            scanFrom = end
            if discarding {
                start = 0
                end = 0
                scanFrom = 0
            } else if end - start > maximumLineLength + 1 {
                // Too long even if its last byte is the `\r` of a `\r\n`.
                discarding = true
                start = 0
                end = 0
                scanFrom = 0
            } else {
                makeRoom(&scanFrom)
            }
            let count = buffer.withUnsafeMutableBytes { bytes in
                source(UnsafeMutableRawBufferPointer(rebasing: bytes[end...]))
            }
            if count <= 0 {
                // End of input: a last line without a newline still counts.
                if discarding {
                    discarding = false
                    _ = body(.tooLong, false)
                } else if end - start > maximumLineLength {
                    start = end
                    _ = body(.tooLong, false)
                } else if end > start {
                    let (lineStart, lineEnd) = (start, end)
                    start = end
                    _ = buffer.withUnsafeBytes { bytes in
                        body(.text(UnsafeRawBufferPointer(rebasing: bytes[lineStart..<lineEnd])), false)
                    }
                }
                return
            }
            end += count
        }
    }

    private func findNewline(from index: Int) -> Int? {
        guard index < end else { return nil }
        return buffer.withUnsafeBytes { bytes in
            memchr(bytes.baseAddress! + index, 0x0a, end - index).map { bytes.baseAddress!.distance(to: $0) }
        }
    }

    /// Room for the longest line, its `\r` and its `\n`: any more and the line is too long.
    private static func capacity(_ maximumLineLength: Int) -> Int { maximumLineLength + 2 }

    /// Moves the partial line to the front, and grows the buffer (up to
    /// `capacity`, enough to tell a line is too long) when it is full.
    private mutating func makeRoom(_ scanFrom: inout Int) {
        if start > 0 {
            let length = end - start
            buffer.withUnsafeMutableBytes { bytes in
                bytes.baseAddress!.copyMemory(from: bytes.baseAddress! + start, byteCount: length)
            }
            scanFrom -= start
            end = length
            start = 0
        }
        if end == buffer.count {
            let grown = min(buffer.count * 2, Self.capacity(maximumLineLength))
            if grown > buffer.count {
                buffer.append(contentsOf: repeatElement(0, count: grown - buffer.count))
            } else {
                // Full at the limit: the line is too long; keep only a byte of room.
                discarding = true
                start = 0
                end = 0
                scanFrom = 0
            }
        }
    }
}
