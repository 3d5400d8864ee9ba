import Foundation
import Scorebook
import Testing

/// The readers every method shares give one message per kind of mistake,
/// whichever method and field meets it.
@Suite struct SharedReadersTests: InProcessCalls {
    func message(_ method: String, _ params: String) throws -> String? {
        try call(method, params, part: "error")["message"] as? String
    }

    @Test func anUnknownIdSuggestsTheNearestKnownOne() throws {
        let round = try #require(Scorebook.archeryRounds.first?.id)
        let typo = String(round.dropLast())
        let text = try #require(try message("archery.rounds", #"{"round":"\#(typo)"}"#))
        #expect(text.hasPrefix("invalid params: round: unknown round '\(typo)' (did you mean '\(round)'?); expected '"), "\(text)")
        // Nothing is suggested for a name far from every id.
        let far = try #require(try message("archery.rounds", #"{"round":"zzzzzzzzzz"}"#))
        #expect(!far.contains("did you mean"), "\(far)")
    }

    /// The runtime's unknown names and an unknown method get the same help.
    @Test func theRuntimeAndTheServerSuggestToo() throws {
        let test = try #require(Scorebook.fitnessTests.first)
        let event = test.events[0].id, sex = test.sexes[0], age = test.ageGroups[0].lowerBound
        let score = try #require(try message(
            "fitness.score", #"{"test":"\#(test.id)","sex":"\#(sex)","age":\#(age),"events":{"\#(event)s":1}}"#))
        #expect(score.contains("unknown event for the \(test.id) (did you mean '\(event)'?); expected"), "\(score)")
        let required = try #require(try message(
            "fitness.required", #"{"test":"\#(test.id)","sex":"\#(sex)","age":\#(age),"event":"\#(event)s","points":60}"#))
        // A value outside the test's own is refused by the parameter reader, with the test's own listed.
        #expect(required.contains("unknown event '\(event)s' (did you mean '\(event)'?); expected '\(event)'"), "\(required)")
        let method = try respond(#"{"id":1,"method":"tables.lists"}"#)
        #expect(method.contains("method not found: 'tables.lists' (did you mean 'tables.list'?); expected"), "\(method)")
    }

    /// A date-time is read the same way wherever a request gives one.
    @Test func everyDateTimeHasTheOneMessage() throws {
        let expected = "expected a date-time with its offset, such as 2026-11-23T07:30:00+01:00, found '13:00'"
        let now = try #require(try message("achievements.evaluate", #"{"events":[],"now":"13:00"}"#))
        #expect(now == "invalid params: now: \(expected)")
        let at = try #require(try message("achievements.evaluate", #"{"events":[{"kind":"app.action","at":"13:00"}]}"#))
        #expect(at == "invalid params: events[0].at: \(expected)")
        let start = try #require(try message("rpg.battle", #"{"start":"13:00","players":[]}"#))
        #expect(start == "invalid params: start: \(expected)")
        let number = try #require(try message("rpg.battle", #"{"start":1300,"players":[]}"#))
        #expect(number.hasSuffix("2026-11-23T07:30:00+01:00, found 1300"), "\(number)")
    }
}
