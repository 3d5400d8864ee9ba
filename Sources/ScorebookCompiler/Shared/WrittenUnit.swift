/// A unit as a table writes it, in a formula's brackets or in a value of its
/// own: `%/lb`, `kg/m^2`, `bpm/years`. Formulas and band sets read units
/// alike; what each name means is the formulas tables' `units`.
///
///     unit = name ["^" ["-"] digits] (("/" | "*" | "·") name ["^" ["-"] digits])*
///     name = "%" | letters
struct WrittenUnit: Sendable {
    struct Factor: Sendable {
        var unit: String
        var exponent: Int
        var offset: Int
    }
    var factors: [Factor]
    /// The text, for messages.
    var text: String

    /// A written power's bound: a unit to a higher power is a slip.
    static let largestExponent = 12
    static let longestName = 32
    static let longestText = 2_000

    /// A unit on its own, as a table writes one: `kg/m^2`.
    static func parse(_ text: String) -> Result<WrittenUnit, ScalarReader.Failure> {
        var reader = ScalarReader(Array(text.unicodeScalars))
        guard reader.text.count <= longestText else { return .failure(ScalarReader.Failure(message: "is too long", offset: 0)) }
        do throws(ScalarReader.Failure) {
            let unit = try reader.unit()
            reader.skipSpaces()
            guard reader.atEnd else { throw reader.failure("unexpected '\(reader.rest)' in a unit") }
            return .success(unit)
        } catch {
            return .failure(error)
        }
    }

    /// A unit's own name, as a `units` table defines it: `%`, or letters.
    static func isName(_ text: String) -> Bool {
        text == "%" || (!text.isEmpty && text.unicodeScalars.count <= longestName && text.unicodeScalars.allSatisfy(ScalarReader.isLetter))
    }
}

extension ScalarReader {
    /// `%/lb`, `kg/m^2`: unit names, each to an optional whole power, multiplied or divided.
    mutating func unit() throws(Failure) -> WrittenUnit {
        skipSpaces()
        let start = position
        var factors: [WrittenUnit.Factor] = []
        var sign = 1
        repeat {
            skipSpaces()
            let at = position
            let name = take("%") ? "%" : word(Self.isLetter)
            guard !name.isEmpty else { throw failure("a unit name, such as kg or %, expected") }
            skipSpaces()
            var exponent = 1
            if take("^") {
                skipSpaces()
                let powerAt = position
                let negative = take("-") || take("−")
                let digits = word(Self.isDigit)
                guard let value = Int(digits), (1...WrittenUnit.largestExponent).contains(value) else {
                    throw Failure(
                        message: "a unit's power must be a whole number from 1 to \(WrittenUnit.largestExponent), such as m^2", offset: powerAt)
                }
                exponent = negative ? -value : value
            }
            factors.append(.init(unit: name, exponent: sign * exponent, offset: at))
            skipSpaces()
            if take("/") { sign = -1 } else if take("*") || take("·") { sign = 1 } else { break }
        } while true
        var end = position
        while end > start, text[end - 1] == " " || text[end - 1] == "\t" || text[end - 1] == "\n" { end -= 1 }
        return WrittenUnit(factors: factors, text: String(String.UnicodeScalarView(text[start..<end])))
    }
}
