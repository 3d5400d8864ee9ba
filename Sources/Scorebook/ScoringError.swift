/// Why a scoring request cannot be answered: which input is wrong and how.
///
/// `path` names the input step by step, and `field` spells it as a request
/// would (`sex`, `events.run2mi`, `events[3].at`); `allowed` lists the
/// accepted values when there is a fixed set.
public struct ScoringError: Error, Equatable, Sendable, CustomStringConvertible {
    /// One step into a request: a key of an object, or a position in a list.
    public enum PathComponent: Equatable, Sendable, ExpressibleByStringLiteral {
        /// A key of an object, such as `events`.
        case key(String)
        /// A position in a list, counted from 0.
        case index(Int)

        /// A literal is a key, so a path reads as a request does: `["events", .index(3), "at"]`.
        public init(stringLiteral key: String) { self = .key(key) }
    }

    /// Where the wrong input is, such as `[.key("events"), .index(3), .key("at")]`.
    public let path: [PathComponent]
    /// What is wrong and what was expected, for a person to read; ``field`` says where.
    public let message: String
    /// The values accepted at ``path`` when there is a fixed set (sexes, event ids…); otherwise `nil`.
    public let allowed: [String]?

    /// An error at `path`, saying `message`, with the accepted values if there is a fixed set.
    public init(at path: [PathComponent], _ message: String, allowed: [String]? = nil) {
        self.path = path
        self.message = message
        self.allowed = allowed
    }

    /// The path as a request names it: keys joined by dots, positions in
    /// brackets (`events[3].at`). Keys are written as given, unescaped: some
    /// are the client's own (an unknown event or fact name), which the client
    /// sees spelled as it sent them.
    public var field: String {
        var text = ""
        for (position, component) in path.enumerated() {
            switch component {
            case .key(let key): text += position == 0 ? key : ".\(key)"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }

    /// This error, inside `prefix` (a nested call's error seen from its caller).
    public func inside(_ prefix: [PathComponent]) -> ScoringError {
        ScoringError(at: prefix + path, message, allowed: allowed)
    }

    /// `unknown round 'x' (did you mean 'y'?); expected 'a' or 'b'`, at `path`.
    static func unknown(_ what: String, _ id: String, among ids: [String], at path: [PathComponent]) -> ScoringError {
        ScoringError(at: path, "unknown \(what) '\(id)'\(Suggestion.didYouMean(id, among: ids)); expected \(quotedList(ids))", allowed: ids)
    }

    /// No edition of a standard is in force on `date`: each one's name and days, at `date`.
    static func notInForce(_ editions: [(name: String, effective: EffectivePeriod)], on date: CalendarDate) -> ScoringError {
        let periods = editions.map { "the \($0.name) is in force \($0.effective)" }
        return ScoringError(at: ["date"], "nothing in force on \(date): \(periods.joined(separator: "; "))")
    }

    /// ``field``, a colon and ``message``: `sex: unknown sex 'x'; expected …`.
    public var description: String { "\(field): \(message)" }
}
