import ScorebookCore

/// Reads a formula's expression:
///
///     sum     = product (("+" | "-" | "−") product)*
///     product = unary (("*" | "×" | "·" | "/" | "÷") unary)*
///     unary   = ("-" | "−") unary | power
///     power   = primary ("^" ["-"] number)?
///     primary = number ["[" unit "]"] | name | name "(" sum ("," sum)* ")" | "(" sum ")"
///
/// with `unit` as ``WrittenUnit`` reads it, the one grammar of units.
///
/// `round(x, step[unit], mode)` rounds to a step. Text is bounded in length,
/// and the tree it makes in depth (`x+x+…+x` is as deep as it is long), so
/// neither this parser nor the checker that walks the tree costs a hostile
/// table more stack or time than that.
struct FormulaExpressionParser {
    typealias Failure = ScalarReader.Failure

    static let longestText = 2_000
    static let deepestNesting = 32
    /// The deepest tree: a sum of 64 terms, or 64 levels of anything.
    static let deepestTree = 64
    /// A written exponent's bound, as a unit's: a higher power is a slip.
    static let largestExponent = WrittenUnit.largestExponent

    private var reader: ScalarReader
    private var depth = 0

    /// An expression and the depth of its tree.
    private struct Parsed {
        var expression: FormulaExpression
        var depth: Int
    }

    static func parse(_ text: String) -> Result<FormulaExpression, Failure> {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count <= longestText else {
            return .failure(Failure(message: "is \(scalars.count) characters long; an expression has at most \(longestText)", offset: 0))
        }
        var parser = FormulaExpressionParser(reader: ScalarReader(scalars))
        do throws(Failure) {
            let parsed = try parser.sum()
            parser.reader.skipSpaces()
            guard parser.reader.atEnd else { throw parser.reader.failure("unexpected '\(parser.reader.rest)'") }
            return .success(parsed.expression)
        } catch {
            return .failure(error)
        }
    }

    // MARK: Grammar

    private mutating func sum() throws(Failure) -> Parsed {
        var left = try product()
        while true {
            reader.skipSpaces()
            let at = reader.position
            let op: FormulaOperator
            if reader.take("+") { op = .add } else if reader.take("-") || reader.take("−") { op = .subtract } else { return left }
            let right = try product()
            left = try node(.binary(op, left.expression, right.expression, at: at), above: left, right)
        }
    }

    private mutating func product() throws(Failure) -> Parsed {
        var left = try unary()
        while true {
            reader.skipSpaces()
            let at = reader.position
            let op: FormulaOperator
            if reader.take("*") || reader.take("×") || reader.take("·") { op = .multiply } else if reader.take("/") || reader.take("÷") { op = .divide } else { return left }
            let right = try unary()
            left = try node(.binary(op, left.expression, right.expression, at: at), above: left, right)
        }
    }

    private mutating func unary() throws(Failure) -> Parsed {
        reader.skipSpaces()
        let at = reader.position
        if reader.take("-") || reader.take("−") {
            try enter()
            defer { depth -= 1 }
            let inner = try unary()
            return try node(.negate(inner.expression, at: at), above: inner)
        }
        return try power()
    }

    /// `expression` over `children`, one level deeper than the deepest.
    private func node(_ expression: FormulaExpression, above children: Parsed...) throws(Failure) -> Parsed {
        try node(expression, above: children)
    }

    private func node(_ expression: FormulaExpression, above children: [Parsed]) throws(Failure) -> Parsed {
        let depth = (children.map(\.depth).max() ?? 0) + 1
        guard depth <= Self.deepestTree else {
            throw Failure(message: "is more than \(Self.deepestTree) levels deep (a sum of more than \(Self.deepestTree) terms): split it into formulas", offset: expression.offset)
        }
        return Parsed(expression: expression, depth: depth)
    }

    private mutating func power() throws(Failure) -> Parsed {
        let base = try primary()
        reader.skipSpaces()
        let at = reader.position
        guard reader.take("^") else { return base }
        reader.skipSpaces()
        let negative = reader.take("-") || reader.take("−")
        guard let (value, _) = number() else { throw reader.failure("'^' needs a number after it, such as x^2 or reps^0.10") }
        guard value <= Double(Self.largestExponent) else {
            throw Failure(message: "exponent \(value.shortText) is above \(Self.largestExponent)", offset: at)
        }
        guard value != 0 else { throw Failure(message: "a power of 0 is 1: write 1", offset: at) }
        return try node(.power(base.expression, exponent: negative ? -value : value, at: at), above: base)
    }

    private mutating func primary() throws(Failure) -> Parsed {
        reader.skipSpaces()
        let at = reader.position
        if reader.take("(") {
            try enter()
            defer { depth -= 1 }
            let inner = try sum()
            try reader.expect(")", "a ')' to close a '('")
            return inner
        }
        if let (value, _) = number() {
            reader.skipSpaces()
            guard reader.take("[") else { return Parsed(expression: .number(value, unit: nil, at: at), depth: 1) }
            let unit = try reader.unit()
            try reader.expect("]", "a ']' to close the unit")
            return Parsed(expression: .number(value, unit: unit, at: at), depth: 1)
        }
        guard let name = name() else {
            throw reader.atEnd ? reader.failure("ends where a value was expected") : reader.failure("unexpected '\(reader.rest)' where a value was expected")
        }
        reader.skipSpaces()
        guard reader.take("(") else { return Parsed(expression: .input(name, at: at), depth: 1) }
        try enter()
        defer { depth -= 1 }
        if name == "round" { return try round(at: at) }
        guard let function = FormulaFunction(rawValue: name) else {
            throw Failure(
                message: "unknown function '\(name)'; an expression may call \(quotedList(FormulaFunction.allCases.map(\.rawValue) + ["round"]))",
                offset: at)
        }
        var arguments = [try sum()]
        while reader.take(",") { arguments.append(try sum()) }
        let call = FormulaExpression.call(function, arguments.map(\.expression), at: at)
        try reader.expect(")", "a ')' to close \(name)(")
        let takes = function == .min || function == .max ? 2...8 : 1...1
        guard takes.contains(arguments.count) else {
            let count = takes.count == 1 ? "one value" : "\(takes.lowerBound) to \(takes.upperBound) values"
            throw Failure(message: "\(name) takes \(count), found \(arguments.count)", offset: at)
        }
        return try node(call, above: arguments)
    }

    /// After `round(`: a value, a step with its unit, and a mode.
    private mutating func round(at: Int) throws(Failure) -> Parsed {
        let value = try sum()
        try reader.expect(",", "a ',' and the step to round to, such as round(x, 0.5[in], nearest)")
        reader.skipSpaces()
        guard let (step, _) = number(), step > 0 else { throw reader.failure("round's step must be a number above zero, such as 0.5[in]") }
        reader.skipSpaces()
        var unit: WrittenUnit?
        if reader.take("[") {
            unit = try reader.unit()
            try reader.expect("]", "a ']' to close the unit")
        }
        try reader.expect(",", "a ',' and the rounding mode, such as round(x, 1, nearest)")
        reader.skipSpaces()
        let modeAt = reader.position
        let word = reader.word { $0 == "-" || Self.isNameCharacter($0) }
        guard let mode = FormulaRoundingMode(rawValue: word) else {
            throw Failure(
                message: "unknown rounding mode '\(word)'; expected \(quotedList(FormulaRoundingMode.allCases.map(\.rawValue)))",
                offset: modeAt)
        }
        try reader.expect(")", "a ')' to close round(")
        return try node(.round(value.expression, step: step, unit: unit, mode: mode, at: at), above: value)
    }

    // MARK: Tokens

    /// Digits with an optional fraction, such as `0.10`, read to the nearest `Double`.
    private mutating func number() -> (Double, String)? {
        let start = reader.position
        let whole = reader.word(ScalarReader.isDigit)
        guard !whole.isEmpty else { return nil }
        var digits = whole
        if reader.position + 1 < reader.text.count, reader.text[reader.position] == ".", ScalarReader.isDigit(reader.text[reader.position + 1]) {
            reader.position += 1
            digits += "." + reader.word(ScalarReader.isDigit)
        }
        guard digits.unicodeScalars.count <= 18, let value = Double(digits) else {
            reader.position = start
            return nil
        }
        return (value, digits)
    }

    private mutating func name() -> String? {
        guard let first = reader.next, ScalarReader.isLetter(first) else { return nil }
        return reader.word(Self.isNameCharacter)
    }

    private static func isNameCharacter(_ c: Unicode.Scalar) -> Bool {
        ScalarReader.isLetter(c) || ScalarReader.isDigit(c)
    }

    private mutating func enter() throws(Failure) {
        depth += 1
        guard depth <= Self.deepestNesting else { throw reader.failure("nests deeper than \(Self.deepestNesting) levels") }
    }
}
