/// Builds compact JSON text by appending UTF-8 bytes to `bytes`.
///
/// Commas are automatic: inside an array every value after the first gets one,
/// inside an object every `key(_:)` after the first does (the value after a key never does).
/// `writeRaw` appends verbatim, with no comma before it, and counts as a value.
///
/// The package's one JSON writer: the REPL's answers, and the compiler's
/// reports, diffs and schemas. It is on the REPL's hot path, so it keeps no
/// stack: after any value inside a container the next item needs a comma,
/// after a key or an opening bracket it does not, and at the top level
/// nothing ever does.
///
/// `package`, not `public`: `Scorebook` re-exports this module, and the writer
/// is no app's API. What the REPL calls per value is `@inlinable`, so it is
/// inlined there as it was when the writer was the REPL's own.
@usableFromInline package final class JSONWriter {
    /// The output so far, UTF-8 encoded (a copy; see `withBytes` for the buffer itself).
    package var bytes: [UInt8] { withBytes { Array($0) } }

    /// How many bytes have been written.
    @inlinable package var count: Int { used }

    /// The output as text, for a report or a file (the REPL sends the bytes).
    package var text: String { withBytes { String(decoding: $0, as: UTF8.self) } }

    // Exclusivity unchecked: inlined into the REPL, an append to a class's
    // stored property is checked at run time (swift_beginAccess) unless the
    // compiler sees every access, as it did when the writer was the REPL's
    // own; the checks made answers up to 1.9 times slower. No access here
    // overlaps another: each is a read or an update of one field.

    /// How many arrays and objects are open.
    @exclusivity(unchecked) @usableFromInline var depth = 0
    /// Whether the next value or key in the open container follows another.
    @exclusivity(unchecked) @usableFromInline var needsComma = false

    // A buffer of its own rather than an Array: every append is then a
    // capacity check and a copy, with no uniqueness or ownership checks.
    @exclusivity(unchecked) @usableFromInline var storage: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) @usableFromInline var capacity: Int
    @exclusivity(unchecked) @usableFromInline var used = 0

    /// Creates an empty writer with room for `capacity` bytes.
    package init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        storage = .allocate(capacity: self.capacity)
    }

    deinit {
        storage.deallocate()
    }

    /// Calls `body` with the bytes written so far.
    @inlinable package func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: storage, count: used))
    }

    /// Clears the output and any open containers, keeping the allocated capacity.
    @inlinable package func reset() {
        used = 0
        depth = 0
        needsComma = false
    }

    /// Forgets the bytes written (they have been sent) but not the open
    /// containers, and gives back memory beyond `capacity` that one large
    /// response made the buffer grow to.
    package func removeWrittenBytes(keepingCapacity capacity: Int) {
        used = 0
        guard self.capacity > capacity, capacity >= 16 else { return }
        storage.deallocate()
        storage = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    /// Drops everything written after the first `count` bytes.
    package func truncate(to count: Int) {
        precondition(count <= used)
        used = count
    }

    // MARK: Values

    /// Writes `null`.
    @inlinable package func writeNull() {
        beginValue()
        appendStatic("null")
        endValue()
    }

    /// Writes `true` or `false`.
    @inlinable package func writeBool(_ b: Bool) {
        beginValue()
        appendStatic(b ? "true" : "false")
        endValue()
    }

    /// Writes a string with quotes and escapes; non-ASCII text is written as raw UTF-8.
    @inlinable package func writeString(_ s: String) {
        beginValue()
        appendQuoted(s)
        endValue()
    }

    /// Writes a string the code gives, such as `"2.0"`; it must need no escaping.
    @inlinable package func writeString(static s: StaticString) {
        beginValue()
        append(UInt8(ascii: "\""))
        s.withUTF8Buffer { utf8 in
            assert(!utf8.contains(where: needsEscape), "a static string must need no escaping")
            append(utf8)
        }
        append(UInt8(ascii: "\""))
        endValue()
    }

    /// Writes the text of `value` as one escaped string, without building it first.
    @inlinable package func writeString(streaming value: some TextOutputStreamable) {
        beginValue()
        append(UInt8(ascii: "\""))
        var stream = EscapingStream(writer: self)
        value.write(to: &stream)
        append(UInt8(ascii: "\""))
        endValue()
    }

    /// Appends each piece of text escaped, as the inside of a JSON string.
    @usableFromInline struct EscapingStream: TextOutputStream {
        @usableFromInline let writer: JSONWriter
        @inlinable init(writer: JSONWriter) { self.writer = writer }
        @inlinable mutating func write(_ string: String) { writer.appendEscaped(string) }
    }

    /// Writes a string whose bytes `body` produces, which must need no escaping.
    @inlinable package func writeStringContent(_ body: ((UInt8) -> Void) -> Void) {
        beginValue()
        append(UInt8(ascii: "\""))
        body { byte in
            assert(!needsEscape(byte), "string content must need no escaping")
            self.append(byte)
        }
        append(UInt8(ascii: "\""))
        endValue()
    }

    /// Writes a string whose content is JSON already, escapes and all, such
    /// as a request's string copied as it was written.
    @inlinable package func writeString(escaped content: UnsafeBufferPointer<UInt8>) {
        beginValue()
        append(UInt8(ascii: "\""))
        append(content)
        append(UInt8(ascii: "\""))
        endValue()
    }

    /// Writes an integer in decimal.
    @inlinable package func writeInt(_ i: Int) {
        beginValue()
        reserve(20)  // the most an Int takes: a sign and 19 digits
        if i < 0 { appendUnchecked(UInt8(ascii: "-")) }
        appendDigits(i.magnitude)
        endValue()
    }

    /// The decimal digits of `magnitude`, into room already reserved.
    @inlinable func appendDigits(_ magnitude: UInt, atLeast minimum: Int = 1) {
        var magnitude = magnitude
        var digits = 1
        var power: UInt = 10
        while digits < 20 && magnitude >= power {
            digits += 1
            (power, _) = power.multipliedReportingOverflow(by: 10)
        }
        digits = max(digits, minimum)
        // Digits come out least significant first: fill their room from its end.
        var position = used + digits
        used = position
        repeat {
            position -= 1
            storage[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        } while position > used - digits
    }

    /// Writes `scaled` / 10^`decimals` exactly, without trailing zeros
    /// (13244 with 2 decimals -> `132.44`, -5 -> `-0.05`, 1200 -> `12`): a
    /// fixed-point number without the cost of printing a double.
    @inlinable package func writeDecimal(_ scaled: Int, decimals: Int) {
        precondition((0...18).contains(decimals), "at most 18 decimals")
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        var fraction = Int(scaled.magnitude % UInt(scale))
        guard fraction != 0 else {
            writeInt(scaled / scale)
            return
        }
        beginValue()
        reserve(42)  // a sign, 19 digits, a point and 18 decimals (and room to spare)
        if scaled < 0 { appendUnchecked(UInt8(ascii: "-")) }
        appendDigits(scaled.magnitude / UInt(scale))
        appendUnchecked(UInt8(ascii: "."))
        var places = decimals
        while fraction % 10 == 0 {
            fraction /= 10
            places -= 1
        }
        appendDigits(UInt(fraction), atLeast: places)  // leading zeros kept: .05
        endValue()
    }

    /// Writes the shortest text that reads back as `d`; integral values have no ".0" (13.0 -> `13`).
    @inlinable package func writeDouble(_ d: Double) {
        precondition(d.isFinite, "JSON cannot represent \(d)")
        if let (scaled, places) = Self.shortDecimal(d) {
            writeDecimal(scaled, decimals: places)
            return
        }
        beginValue()
        // Swift's description is the shortest round-trip form and valid JSON ("13.5", "1e-05", "1e+16").
        var text = d.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        text.withUTF8 { append($0) }
        endValue()
    }

    /// `d` as a whole number of 10^-places, places 0 to 4, when that decimal
    /// reads back as `d`: most answers (187, 106.59) are written from it, the
    /// same text as `description` gives, with no String made. At each number
    /// of places the candidate is the whole number nearest d × 10^places, and
    /// it is kept when dividing it back (one rounding, as reading the text
    /// does) gives `d`: so the first that does has the fewest digits, and is
    /// the nearest of them to `d`, as `description`'s is. `nil` otherwise.
    @inlinable static func shortDecimal(_ d: Double) -> (scaled: Int, places: Int)? {
        // -0 is left to `description`, which keeps its sign.
        guard d.magnitude < 1e15, d.magnitude >= 1e-4 || (d == 0 && d.sign == .plus) else { return nil }
        var power = 1.0
        for places in 0...4 {
            let scaled = d * power
            guard scaled.magnitude < 0x1p52 else { return nil }
            let nearest = Int(scaled < 0 ? scaled - 0.5 : scaled + 0.5)
            if Double(nearest) / power == d { return (nearest, places) }
            power *= 10
        }
        return nil
    }

    /// Writes one complete JSON value already encoded, such as a cached result.
    @inlinable package func writeJSON(_ json: UnsafeBufferPointer<UInt8>) {
        beginValue()
        append(json)
        endValue()
    }

    /// Appends ASCII text verbatim, with no comma before it; it counts as a value.
    @inlinable package func writeRaw(_ ascii: StaticString) {
        appendStatic(ascii)
        endValue()
    }

    // MARK: Containers

    /// Opens an object; follow with `key(_:)`/value pairs and `endObject()`.
    @inlinable package func beginObject() {
        beginValue()
        append(UInt8(ascii: "{"))
        depth += 1
        needsComma = false
    }

    /// Closes the innermost object.
    @inlinable package func endObject() {
        assert(depth > 0, "endObject() without a matching beginObject()")
        append(UInt8(ascii: "}"))
        depth -= 1
        endValue()
    }

    /// Opens an array; follow with values and `endArray()`.
    @inlinable package func beginArray() {
        beginValue()
        append(UInt8(ascii: "["))
        depth += 1
        needsComma = false
    }

    /// Closes the innermost array.
    @inlinable package func endArray() {
        assert(depth > 0, "endArray() without a matching beginArray()")
        append(UInt8(ascii: "]"))
        depth -= 1
        endValue()
    }

    /// `"k": value`, or nothing when `value` is `nil`: an optional member of a report.
    package func member(_ k: StaticString, _ value: String?) {
        guard let value else { return }
        key(k)
        writeString(value)
    }

    /// `"k": value`, or nothing when `value` is `nil`.
    package func member(_ k: StaticString, _ value: Int?) {
        guard let value else { return }
        key(k)
        writeInt(value)
    }

    /// A list of `items`, each written by `write`.
    @inlinable @inline(__always)
    package func array<Items: Sequence>(_ items: Items, _ write: (Items.Element) -> Void) {
        beginArray()
        for item in items { write(item) }
        endArray()
    }

    /// Writes the comma if needed, the quoted key and the colon; the next write is the member's value.
    /// For a key known when the code is written; it must need no escaping.
    @inlinable @inline(__always)  // at each call site the key is a constant: its copy becomes a few stores
    package func key(_ k: StaticString) {
        assert(depth > 0, "key(_:) outside an object")
        // A key of two or more characters is stored as UTF-8 (one character
        // may be stored as a scalar): copy it straight, with one capacity check.
        guard k.hasPointerRepresentation else {
            beginValue()
            append(UInt8(ascii: "\""))
            appendStatic(k)
            append(UInt8(ascii: "\""))
            append(UInt8(ascii: ":"))
            needsComma = false
            return
        }
        let count = k.utf8CodeUnitCount
        assert(!UnsafeBufferPointer(start: k.utf8Start, count: count).contains(where: needsEscape),
               "a static key must need no escaping")
        reserve(count + 4)  // comma, quotes, colon
        if needsComma { appendUnchecked(UInt8(ascii: ",")) }
        appendUnchecked(UInt8(ascii: "\""))
        // Keys are a few bytes: a loop beats a call to memcpy.
        let destination = storage + used
        for index in 0..<count { destination[index] = k.utf8Start[index] }
        used += count
        appendUnchecked(UInt8(ascii: "\""))
        appendUnchecked(UInt8(ascii: ":"))
        needsComma = false
    }

    /// Writes the comma if needed, the quoted, escaped key and the colon.
    @inlinable package func key(text k: String) {
        assert(depth > 0, "key(text:) outside an object")
        beginValue()
        appendQuoted(k)
        append(UInt8(ascii: ":"))
        needsComma = false
    }

    // MARK: Helpers

    /// Writes the comma before an item that follows another in its container.
    @inlinable @inline(__always)
    func beginValue() {
        if needsComma { append(UInt8(ascii: ",")) }
    }

    /// After a value, the next item in a container needs a comma; at the top level nothing does.
    @inlinable @inline(__always)
    func endValue() {
        needsComma = depth > 0
    }

    @inlinable @inline(__always)
    func append(_ byte: UInt8) {
        if used == capacity { grow(to: used + 1) }
        storage[used] = byte
        used += 1
    }

    @inlinable @inline(__always)
    func append(_ chunk: UnsafeBufferPointer<UInt8>) {
        guard let base = chunk.baseAddress else { return }
        if used + chunk.count > capacity { grow(to: used + chunk.count) }
        (storage + used).update(from: base, count: chunk.count)
        used += chunk.count
    }

    /// Makes room for `count` more bytes, for the unchecked appends that follow.
    @inlinable @inline(__always)
    func reserve(_ count: Int) {
        if used + count > capacity { grow(to: used + count) }
    }

    /// Appends a byte there is room for (see `reserve`).
    @inlinable @inline(__always)
    func appendUnchecked(_ byte: UInt8) {
        storage[used] = byte
        used += 1
    }

    /// Out of line: rare, and kept out of every inlined append.
    @usableFromInline func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newStorage = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStorage.update(from: storage, count: used)
        storage.deallocate()
        storage = newStorage
        capacity = newCapacity
    }

    @inlinable func appendStatic(_ ascii: StaticString) {
        // withUTF8Buffer also handles one-scalar StaticStrings, which have no pointer representation.
        ascii.withUTF8Buffer { append($0) }
    }

    // Always inlined: a call per string cost an answer of many short strings
    // (a classification's thresholds) about 120 instructions (callgrind).
    @inlinable @inline(__always) func appendQuoted(_ s: String) {
        append(UInt8(ascii: "\""))
        appendEscaped(s)
        append(UInt8(ascii: "\""))
    }

    @inlinable @inline(__always) func appendEscaped(_ s: String) {
        var s = s  // withUTF8 is mutating: a bridged string is made contiguous first
        s.withUTF8 { appendEscaped($0) }
    }

    /// Copies bytes while checking them, one pass: most strings need no
    /// escape, and those that do fall back to a run-by-run copy from the first.
    @inlinable @inline(__always)
    func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        guard let base = utf8.baseAddress else { return }
        reserve(utf8.count)
        let destination = storage + used
        for index in 0..<utf8.count {
            let byte = base[index]
            if needsEscape(byte) {
                used += index
                return appendEscaped(from: index, of: utf8)
            }
            destination[index] = byte
        }
        used += utf8.count
    }

    /// The rest of `utf8` from `start`, a byte that needs an escape.
    @usableFromInline func appendEscaped(from start: Int, of utf8: UnsafeBufferPointer<UInt8>) {
        let base = utf8.baseAddress!
        var runStart = start
        for i in start..<utf8.count where needsEscape(base[i]) {
            append(UnsafeBufferPointer(start: base + runStart, count: i - runStart))
            appendEscape(base[i])
            runStart = i + 1
        }
        append(UnsafeBufferPointer(start: base + runStart, count: utf8.count - runStart))
    }

    private func appendEscape(_ byte: UInt8) {
        append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): append(byte)
        case 0x0A: append(UInt8(ascii: "n"))
        case 0x0D: append(UInt8(ascii: "r"))
        case 0x09: append(UInt8(ascii: "t"))
        case 0x08: append(UInt8(ascii: "b"))
        case 0x0C: append(UInt8(ascii: "f"))
        default:
            append(UInt8(ascii: "u")); append(UInt8(ascii: "0")); append(UInt8(ascii: "0"))
            for digit in hexByte(byte).utf8 { append(digit) }
        }
    }
}

@inlinable @inline(__always)
func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
}

/// Lower-case two-digit hex: the writer's `\u00XX` escapes, and the REPL's
/// messages about a byte.
package func hexByte(_ byte: UInt8) -> String {
    let digits = Array("0123456789abcdef".utf8)
    return String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
}
