import ScorebookCore

/// Reads a formula's expression:
///
///     sum     = product (("+" | "-" | "−") product)*
///     product = unary (("*" | "×" | "·" | "/" | "÷") unary)*
///     unary   = ("-" | "−") unary | power
///     power   = primary ("^" ["-"] number)?
///     primary = number ["[" unit "]"] | name | name "(" sum ("," sum)* ")" | "(" sum ")"
///     unit    = unitName ["^" ["-"] digits] (("/" | "*" | "·") unitName ["^" ["-"] digits])*
///
/// `round(x, step[unit], mode)` rounds to a step. Text is bounded in length,
/// and the tree it makes in depth (`x+x+…+x` is as deep as it is long), so
/// neither this parser nor the checker that walks the tree costs a hostile
/// table more stack or time than that.
struct FormulaExpressionParser {
    /// A message and where, in Unicode scalars from the text's start.
    struct Failure: Error {
        var message: String
        var offset: Int
    }

    static let longestText = 2_000
    static let deepestNesting = 32
    /// The deepest tree: a sum of 64 terms, or 64 levels of anything.
    static let deepestTree = 64
    /// A written exponent's bound: a unit to a higher power is a slip.
    static let largestExponent = 12

    private let text: [Unicode.Scalar]
    private var position = 0
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
        var parser = FormulaExpressionParser(text: scalars)
        do throws(Failure) {
            let parsed = try parser.sum()
            parser.skipSpaces()
            guard parser.position == scalars.count else { throw parser.failure("unexpected '\(parser.rest)'") }
            return .success(parsed.expression)
        } catch {
            return .failure(error)
        }
    }

    /// A unit on its own, as a table writes one: `kg/m^2`.
    static func parseUnit(_ text: String) -> Result<WrittenUnit, Failure> {
        var parser = FormulaExpressionParser(text: Array(text.unicodeScalars))
        guard parser.text.count <= longestText else { return .failure(Failure(message: "is too long", offset: 0)) }
        do throws(Failure) {
            let unit = try parser.unit()
            parser.skipSpaces()
            guard parser.position == parser.text.count else { throw parser.failure("unexpected '\(parser.rest)' in a unit") }
            return .success(unit)
        } catch {
            return .failure(error)
        }
    }

    private init(text: [Unicode.Scalar]) { self.text = text }

    // MARK: Grammar

    private mutating func sum() throws(Failure) -> Parsed {
        var left = try product()
        while true {
            skipSpaces()
            let at = position
            let op: FormulaOperator
            if take("+") { op = .add } else if take("-") || take("−") { op = .subtract } else { return left }
            let right = try product()
            left = try node(.binary(op, left.expression, right.expression, at: at), above: left, right)
        }
    }

    private mutating func product() throws(Failure) -> Parsed {
        var left = try unary()
        while true {
            skipSpaces()
            let at = position
            let op: FormulaOperator
            if take("*") || take("×") || take("·") { op = .multiply } else if take("/") || take("÷") { op = .divide } else { return left }
            let right = try unary()
            left = try node(.binary(op, left.expression, right.expression, at: at), above: left, right)
        }
    }

    private mutating func unary() throws(Failure) -> Parsed {
        skipSpaces()
        let at = position
        if take("-") || take("−") {
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
        skipSpaces()
        let at = position
        guard take("^") else { return base }
        skipSpaces()
        let negative = take("-") || take("−")
        guard let (value, _) = number() else { throw failure("'^' needs a number after it, such as x^2 or reps^0.10") }
        guard value <= Double(Self.largestExponent) else {
            throw Failure(message: "exponent \(value.shortText) is above \(Self.largestExponent)", offset: at)
        }
        guard value != 0 else { throw Failure(message: "a power of 0 is 1: write 1", offset: at) }
        return try node(.power(base.expression, exponent: negative ? -value : value, at: at), above: base)
    }

    private mutating func primary() throws(Failure) -> Parsed {
        skipSpaces()
        let at = position
        if take("(") {
            try enter()
            defer { depth -= 1 }
            let inner = try sum()
            try expect(")", "a ')' to close a '('")
            return inner
        }
        if let (value, _) = number() {
            skipSpaces()
            guard take("[") else { return Parsed(expression: .number(value, unit: nil, at: at), depth: 1) }
            let unit = try unit()
            try expect("]", "a ']' to close the unit")
            return Parsed(expression: .number(value, unit: unit, at: at), depth: 1)
        }
        guard let name = name() else {
            throw position == text.count ? failure("ends where a value was expected") : failure("unexpected '\(rest)' where a value was expected")
        }
        skipSpaces()
        guard take("(") else { return Parsed(expression: .input(name, at: at), depth: 1) }
        try enter()
        defer { depth -= 1 }
        if name == "round" { return try round(at: at) }
        guard let function = FormulaFunction(rawValue: name) else {
            throw Failure(
                message: "unknown function '\(name)'; an expression may call \(quotedList(FormulaFunction.allCases.map(\.rawValue) + ["round"]))",
                offset: at)
        }
        var arguments = [try sum()]
        while take(",") { arguments.append(try sum()) }
        let call = FormulaExpression.call(function, arguments.map(\.expression), at: at)
        try expect(")", "a ')' to close \(name)(")
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
        try expect(",", "a ',' and the step to round to, such as round(x, 0.5[in], nearest)")
        skipSpaces()
        guard let (step, _) = number(), step > 0 else { throw failure("round's step must be a number above zero, such as 0.5[in]") }
        skipSpaces()
        var unit: WrittenUnit?
        if take("[") {
            unit = try self.unit()
            try expect("]", "a ']' to close the unit")
        }
        try expect(",", "a ',' and the rounding mode, such as round(x, 1, nearest)")
        skipSpaces()
        let modeAt = position
        let word = word { $0 == "-" || Self.isNameCharacter($0) }
        guard let mode = FormulaRoundingMode(rawValue: word) else {
            throw Failure(
                message: "unknown rounding mode '\(word)'; expected \(quotedList(FormulaRoundingMode.allCases.map(\.rawValue)))",
                offset: modeAt)
        }
        try expect(")", "a ')' to close round(")
        return try node(.round(value.expression, step: step, unit: unit, mode: mode, at: at), above: value)
    }

    /// `%/lb`, `kg/m^2`: unit names, each to an optional whole power, multiplied or divided.
    private mutating func unit() throws(Failure) -> WrittenUnit {
        skipSpaces()
        let start = position
        var factors: [WrittenUnit.Factor] = []
        var sign = 1
        repeat {
            skipSpaces()
            let at = position
            let name = take("%") ? "%" : word(Self.isUnitCharacter)
            guard !name.isEmpty else { throw failure("a unit name, such as kg or %, expected") }
            skipSpaces()
            var exponent = 1
            if take("^") {
                skipSpaces()
                let powerAt = position
                let negative = take("-") || take("−")
                let digits = word { ("0"..."9").contains($0) }
                guard let value = Int(digits), (1...Self.largestExponent).contains(value) else {
                    throw Failure(message: "a unit's power must be a whole number from 1 to \(Self.largestExponent), such as m^2", offset: powerAt)
                }
                exponent = negative ? -value : value
            }
            factors.append(.init(unit: name, exponent: sign * exponent, offset: at))
            skipSpaces()
            if take("/") { sign = -1 } else if take("*") || take("·") { sign = 1 } else { break }
        } while true
        let written = String(String.UnicodeScalarView(text[start..<position])).trimmingTrailingSpaces
        return WrittenUnit(factors: factors, text: written)
    }

    // MARK: Tokens

    /// Digits with an optional fraction, such as `0.10`, read to the nearest `Double`.
    private mutating func number() -> (Double, String)? {
        let start = position
        let whole = word { ("0"..."9").contains($0) }
        guard !whole.isEmpty else { return nil }
        var digits = whole
        if position + 1 < text.count, text[position] == ".", ("0"..."9").contains(text[position + 1]) {
            position += 1
            digits += "." + word { ("0"..."9").contains($0) }
        }
        guard digits.unicodeScalars.count <= 18, let value = Double(digits) else {
            position = start
            return nil
        }
        return (value, digits)
    }

    private mutating func name() -> String? {
        guard position < text.count, ("a"..."z").contains(text[position]) || ("A"..."Z").contains(text[position]) else { return nil }
        return word(Self.isNameCharacter)
    }

    private mutating func word(_ belongs: (Unicode.Scalar) -> Bool) -> String {
        let start = position
        while position < text.count, belongs(text[position]) { position += 1 }
        return String(String.UnicodeScalarView(text[start..<position]))
    }

    private static func isNameCharacter(_ c: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c)
    }

    static func isUnitCharacter(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("A"..."Z").contains(c) }

    private mutating func take(_ c: Unicode.Scalar) -> Bool {
        skipSpaces()
        guard position < text.count, text[position] == c else { return false }
        position += 1
        return true
    }

    private mutating func expect(_ c: Unicode.Scalar, _ what: String) throws(Failure) {
        guard take(c) else { throw position == text.count ? failure("ends where \(what) was expected") : failure("\(what) expected, found '\(rest)'") }
    }

    private mutating func enter() throws(Failure) {
        depth += 1
        guard depth <= Self.deepestNesting else { throw failure("nests deeper than \(Self.deepestNesting) levels") }
    }

    private mutating func skipSpaces() {
        while position < text.count, text[position] == " " || text[position] == "\t" || text[position] == "\n" { position += 1 }
    }

    /// A few characters from here, for a message.
    private var rest: String {
        let shown = text[position...].prefix(12)
        return String(String.UnicodeScalarView(shown)) + (text.count - position > 12 ? "…" : "")
    }

    private func failure(_ message: String) -> Failure { Failure(message: message, offset: position) }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var scalars = unicodeScalars
        while let last = scalars.last, last == " " || last == "\t" || last == "\n" { scalars.removeLast() }
        return String(scalars)
    }
}
