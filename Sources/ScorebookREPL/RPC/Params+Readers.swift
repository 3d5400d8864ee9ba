import Scorebook

// The readers every method shares: ids, lists of strings, lengths, dates and
// date-times, each with the one message its mistake gets.

extension Params {
    /// The value an optional id parameter names (`face`, `round`), `nil` when
    /// the parameter is absent; an unknown id is an error listing `ids`.
    /// `find` finds exactly the ids the parameter declares (those of `ids`),
    /// so finding one is the declaration's check, made once.
    func lookup<Value>(
        _ parameter: RPCParameter, ids: @autoclosure () -> [String], _ find: (String) -> Value?
    ) throws(RPCError) -> Value? {
        guard let token = value(parameter) else { return nil }
        let id = try anyString(token, parameter)
        guard let value = find(id) else { throw .unknown(parameter.noun, id, expected: ids(), field: field(parameter)) }
        return value
    }

    /// An optional date-time parameter, such as `now`.
    func timestamp(_ parameter: RPCParameter) throws(RPCError) -> Timestamp? {
        try value(parameter).map { token throws(RPCError) in try tape.timestamp(token, field: field(parameter)) }
    }

    func requiredTimestamp(_ parameter: RPCParameter) throws(RPCError) -> Timestamp {
        try tape.timestamp(required(parameter), field: field(parameter))
    }

    /// An optional calendar date parameter, such as a test's `date`.
    func date(_ parameter: RPCParameter) throws(RPCError) -> CalendarDate? {
        guard let text = try string(parameter) else { return nil }
        guard let date = CalendarDate(text) else {
            throw .invalidParams(field: field(parameter), "'\(text)' is not a date; write YYYY-MM-DD, such as \"2025-06-01\"")
        }
        return date
    }

    /// A required calendar date parameter, such as a record test's `testDate`.
    func requiredDate(_ parameter: RPCParameter) throws(RPCError) -> CalendarDate {
        guard let date = try date(parameter) else { throw .invalidParams(field: field(parameter), parameter.missing) }
        return date
    }

    /// A list of strings, such as arrow labels `["X", "10", "M"]`.
    func requiredStrings(_ parameter: RPCParameter, _ what: String) throws(RPCError) -> [String] {
        let value = try required(parameter)
        guard tape.kind(value) == .array else {
            throw .invalidParams(field: field(parameter), "expected \(what), found \(tape.typeName(value))")
        }
        var strings: [String] = []
        strings.reserveCapacity(tape.count(value))
        for (index, item) in tape.elements(value).enumerated() {
            guard tape.kind(item) == .string else {
                throw .invalidParams(field: "\(field(parameter))[\(index)]", "expected a string, found \(tape.typeName(item))")
            }
            strings.append(tape.string(item))
        }
        return strings
    }

    /// A length in millimetres as whole nanometres. A number written with up
    /// to six decimals is read exactly from its text; any other is rounded,
    /// after `limits` (in nanometres) are checked on the value as written, so
    /// rounding never lets an out-of-range value in.
    func nanometres(_ parameter: RPCParameter, _ what: String, limits: ClosedRange<Length>? = nil) throws(RPCError) -> Int? {
        guard let value = value(parameter) else { return nil }
        guard tape.kind(value) == .number else {
            throw .invalidParams(field: field(parameter), "expected \(what), found \(tape.typeName(value))")
        }
        let number = tape.number(value)
        func outOfRange() -> RPCError {
            let limits = limits!
            return .invalidParams(
                field: field(parameter), "\(number.text) is out of range: \(what) must be from \(limits.lowerBound) to \(limits.upperBound)")
        }
        let plain = number.plainDecimal ?? number.text
        let negative = plain.hasPrefix("-")
        let digits = Substring(plain.dropFirst(negative ? 1 : 0))
        if let (integer, decimals) = DecimalText.parseDecimal(digits), decimals <= 6, integer < 1 << 40 {
            var scaled = integer
            for _ in decimals..<6 { scaled *= 10 }
            let exact = negative ? -scaled : scaled
            if let limits, !limits.contains(Length(nanometres: exact)) { throw outOfRange() }
            return exact
        }
        guard let double = number.double else {
            throw .invalidParams(field: field(parameter), "\(number.text) is out of range")
        }
        if let limits, !(limits.lowerBound.millimetres...limits.upperBound.millimetres).contains(double) {
            throw outOfRange()
        }
        // Beyond a kilometre every face is missed; clamping keeps the conversion safe.
        return Int((min(max(double, -1e6), 1e6) * 1e6).rounded())
    }
}

extension JSONTape {
    /// The date-time a token holds, or the one error a date-time gets.
    func timestamp(_ token: JSONToken, field: @autoclosure () -> String) throws(RPCError) -> Timestamp {
        guard let at = timestamp(token) else {
            throw .invalidParams(
                field: field(), "expected a date-time with its offset, such as 2026-11-23T07:30:00+01:00, found \(shown(token))")
        }
        return at
    }

    /// A wrong value as a message shows it: a number or text as written
    /// (text cut to 40 scalars: a character may hold any number of them),
    /// anything else by its type.
    func shown(_ token: JSONToken) -> String {
        switch kind(token) {
        case .number: number(token).text
        case .string: "'\(String(string(token).unicodeScalars.prefix(40)))'"
        default: typeName(token)
        }
    }
}

extension RPCError {
    /// An id no table defines: `unknown round 'yrok' (did you mean 'york'?); expected …`.
    static func unknown(_ what: String, _ id: String, expected ids: [String], field: String) -> Self {
        .invalidParams(
            field: field, "unknown \(what) '\(id)'\(Suggestion.didYouMean(id, among: ids)); expected \(quotedList(ids))",
            allowed: ids)
    }
}

extension Params {
    /// An optional number, held to the bounds its declaration gives.
    func double(_ parameter: RPCParameter, _ what: @autoclosure () -> String) throws(RPCError) -> Double? {
        guard let value = value(parameter) else { return nil }
        guard tape.kind(value) == .number, let double = tape.double(value) else {
            let found = tape.kind(value) == .number ? "\(tape.number(value).text), out of range" : tape.typeName(value)
            throw .invalidParams(field: field(parameter), "expected \(what()), found \(found)")
        }
        if let (minimum, maximum) = parameter.schema.numberBounds, double < minimum ?? -.infinity || double > maximum ?? .infinity {
            let bounds =
                switch (minimum, maximum) {
                case (let minimum?, let maximum?): "from \(minimum.shortText) to \(maximum.shortText)"
                case (let minimum?, nil): "\(minimum.shortText) or more"
                case (nil, let maximum?): "at most \(maximum.shortText)"
                case (nil, nil): ""
                }
            throw .invalidParams(field: field(parameter), "expected \(what()), \(bounds), found \(tape.number(value).text)")
        }
        return double
    }

    func requiredDouble(_ parameter: RPCParameter, _ what: @autoclosure () -> String) throws(RPCError) -> Double {
        _ = try required(parameter)
        return try double(parameter, what())!
    }

    /// An optional list parameter, each element read by `read` with its
    /// field (`samples[3]`); `nil` when absent.
    func list<Element>(
        _ parameter: RPCParameter, _ what: @autoclosure () -> String, _ read: (JSONToken, String) throws(RPCError) -> Element
    ) throws(RPCError) -> [Element]? {
        guard let value = value(parameter) else { return nil }
        guard tape.kind(value) == .array else {
            throw .invalidParams(field: field(parameter), "expected \(what()), found \(tape.typeName(value))")
        }
        var elements: [Element] = []
        // Capacity for what a line can hold, however many elements it claims.
        elements.reserveCapacity(min(tape.count(value), 65_536))
        for (index, token) in tape.elements(value).enumerated() {
            elements.append(try read(token, "\(parameter.name)[\(index)]"))
        }
        return elements
    }
}
