import Scorebook

extension Params {
    /// The value an optional id parameter names (`face`, `round`), `nil` when
    /// the parameter is absent; an unknown id is an error listing `ids`.
    func lookup<Value>(
        _ key: StaticString, ids: @autoclosure () -> [String], what: String, _ find: (String) -> Value?
    ) throws(RPCError) -> Value? {
        guard let id = try string(key, allowed: ids()) else { return nil }
        guard let value = find(id) else {
            let ids = ids()
            throw .invalidParams(field: field(key), "unknown \(what) '\(id)'; expected \(quotedList(ids))", allowed: ids)
        }
        return value
    }

    /// A list of strings, such as arrow labels `["X", "10", "M"]`.
    func requiredStrings(_ key: StaticString, _ what: String) throws(RPCError) -> [String] {
        let value = try required(key)
        guard tape.kind(value) == .array else {
            throw .invalidParams(field: field(key), "expected \(what), found \(tape.typeName(value))")
        }
        var strings: [String] = []
        strings.reserveCapacity(tape.count(value))
        for (index, item) in tape.elements(value).enumerated() {
            guard tape.kind(item) == .string else {
                throw .invalidParams(field: "\(field(key))[\(index)]", "expected a string, found \(tape.typeName(item))")
            }
            strings.append(tape.string(item))
        }
        return strings
    }

    /// A length in millimetres as whole nanometres. A number written with up
    /// to six decimals is read exactly from its text; any other is rounded,
    /// after `limits` (in nanometres) are checked on the value as written, so
    /// rounding never lets an out-of-range value in.
    func nanometres(_ key: StaticString, _ what: String, limits: ClosedRange<Length>? = nil) throws(RPCError) -> Int? {
        guard let value = value(key) else { return nil }
        guard tape.kind(value) == .number else {
            throw .invalidParams(field: field(key), "expected \(what), found \(tape.typeName(value))")
        }
        let number = tape.number(value)
        func outOfRange() -> RPCError {
            let limits = limits!
            return .invalidParams(
                field: field(key), "\(number.text) is out of range: \(what) must be from \(limits.lowerBound) to \(limits.upperBound)")
        }
        let negative = number.text.hasPrefix("-")
        let digits = Substring(number.text.dropFirst(negative ? 1 : 0))
        if let (integer, decimals) = DecimalText.parseDecimal(digits), decimals <= 6, integer < 1 << 40 {
            var scaled = integer
            for _ in decimals..<6 { scaled *= 10 }
            let exact = negative ? -scaled : scaled
            if let limits, !limits.contains(Length(nanometres: exact)) { throw outOfRange() }
            return exact
        }
        guard let double = number.double else {
            throw .invalidParams(field: field(key), "\(number.text) is out of range")
        }
        if let limits, !(limits.lowerBound.millimetres...limits.upperBound.millimetres).contains(double) {
            throw outOfRange()
        }
        // Beyond a kilometre every face is missed; clamping keeps the conversion safe.
        return Int((min(max(double, -1e6), 1e6) * 1e6).rounded())
    }
}
