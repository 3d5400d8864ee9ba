/// A cursor over a value's text, one Unicode scalar at a time, for the small
/// languages a table writes inside a value: a formula's expression, a unit.
/// Offsets are in scalars from the text's start, as a value's column counts them.
struct ScalarReader {
    /// A message and where, in Unicode scalars from the text's start.
    struct Failure: Error {
        var message: String
        var offset: Int
    }

    let text: [Unicode.Scalar]
    var position = 0

    init(_ text: [Unicode.Scalar]) { self.text = text }

    var atEnd: Bool { position == text.count }

    /// The scalar here, if any.
    var next: Unicode.Scalar? { position < text.count ? text[position] : nil }

    mutating func skipSpaces() {
        while position < text.count, text[position] == " " || text[position] == "\t" || text[position] == "\n" { position += 1 }
    }

    /// Past spaces, takes `c` if it is next.
    mutating func take(_ c: Unicode.Scalar) -> Bool {
        skipSpaces()
        guard position < text.count, text[position] == c else { return false }
        position += 1
        return true
    }

    /// Takes `c`, or fails saying `what` was expected.
    mutating func expect(_ c: Unicode.Scalar, _ what: String) throws(Failure) {
        guard take(c) else { throw atEnd ? failure("ends where \(what) was expected") : failure("\(what) expected, found '\(rest)'") }
    }

    /// The scalars from here that `belongs` accepts.
    mutating func word(_ belongs: (Unicode.Scalar) -> Bool) -> String {
        let start = position
        while position < text.count, belongs(text[position]) { position += 1 }
        return String(String.UnicodeScalarView(text[start..<position]))
    }

    /// A few characters from here, for a message.
    var rest: String {
        let shown = text[position...].prefix(12)
        return String(String.UnicodeScalarView(shown)) + (text.count - position > 12 ? "…" : "")
    }

    /// `message` here.
    func failure(_ message: String) -> Failure { Failure(message: message, offset: position) }

    static func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }

    static func isLetter(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("A"..."Z").contains(c) }
}

/// The name of a value a rule reads, as formulas name their inputs and band
/// sets their keys and carried numbers: `reps`, `ageGroup`.
enum InputName {
    static let longest = 64

    /// A lower-case letter, then letters and digits.
    static func isValid(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first), text.unicodeScalars.count <= longest else { return false }
        return text.unicodeScalars.allSatisfy { ScalarReader.isLetter($0) || ScalarReader.isDigit($0) }
    }
}
