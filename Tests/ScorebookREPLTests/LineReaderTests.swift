@_spi(Testing) import ScorebookREPL
import Testing

@Suite struct LineReaderTests {
    enum Seen: Equatable {
        case text(String)
        case tooLong
    }

    /// Feeds `input` in chunks of `chunk` bytes and collects what the reader yields.
    func lines(_ input: String, limit: Int, chunk: Int, bufferSize: Int = 8) -> [Seen] {
        let bytes = Array(input.utf8)
        var position = 0
        var reader = LineReader(maximumLineLength: limit, chunkSize: bufferSize) { buffer in
            let count = min(chunk, buffer.count, bytes.count - position)
            for index in 0..<count { buffer[index] = bytes[position + index] }
            position += count
            return count
        }
        var seen: [Seen] = []
        reader.forEachLine { line, _ in
            switch line {
            case .text(let bytes): seen.append(.text(String(decoding: bytes, as: UTF8.self)))
            case .tooLong: seen.append(.tooLong)
            }
            return true
        }
        return seen
    }

    @Test(arguments: [1, 2, 3, 7, 64])
    func splitsLinesWhateverTheChunks(_ chunk: Int) {
        let input = "one\ntwo\r\n\nthree is longer\nlast"
        #expect(lines(input, limit: 100, chunk: chunk) == [.text("one"), .text("two"), .text(""), .text("three is longer"), .text("last")])
    }

    @Test(arguments: [1, 5, 64])
    func aLineOverTheLimitIsReportedAndSkipped(_ chunk: Int) {
        let input = "12345\n123456\n" + String(repeating: "x", count: 100) + "\nok\n"
        #expect(lines(input, limit: 5, chunk: chunk) == [.text("12345"), .tooLong, .tooLong, .text("ok")])
    }

    /// The limit counts the line's own bytes: a `\r` before the `\n` is not one of them.
    @Test(arguments: [1, 2, 5, 6, 7, 64])
    func aLineOfExactlyTheLimitPassesWithLFAndWithCRLF(_ chunk: Int) {
        let input = "12345\n12345\r\n123456\r\n1234\r\r\nok"
        #expect(lines(input, limit: 5, chunk: chunk) == [.text("12345"), .text("12345"), .tooLong, .text("1234\r"), .text("ok")])
        #expect(lines("12345\r\n", limit: 5, chunk: chunk, bufferSize: 64) == [.text("12345")])
    }

    @Test func aTooLongLastLineWithoutNewline() {
        #expect(lines("ok\n" + String(repeating: "y", count: 50), limit: 10, chunk: 4) == [.text("ok"), .tooLong])
    }

    @Test func stopsWhenTheBodySaysSo() {
        var reader = LineReader(maximumLineLength: 10) { _ in 0 }
        var calls = 0
        reader.forEachLine { _, _ in calls += 1; return false }
        #expect(calls == 0)
    }
}
