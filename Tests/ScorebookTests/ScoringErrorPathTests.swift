import Testing

@testable import Scorebook

/// A `ScoringError`'s path spelled as a request names it: keys joined by
/// dots, positions in brackets, nothing escaped.
@Suite struct ScoringErrorPathTests {
    func field(_ path: [ScoringError.PathComponent]) -> String { ScoringError(at: path, "wrong").field }

    @Test func keysAreJoinedByDotsAndPositionsBracketed() {
        #expect(field([.key("events"), .index(3), .key("at")]) == "events[3].at")
        #expect(field([.key("sex")]) == "sex")
        #expect(field([.key("players"), .index(0), .key("activations"), .index(2), .key("target")]) == "players[0].activations[2].target")
        #expect(field([.key("archerEnds"), .index(1), .index(4)]) == "archerEnds[1][4]")
    }

    @Test func aLeadingPositionHasNoDot() {
        #expect(field([.index(0)]) == "[0]")
        #expect(field([.index(0), .key("at")]) == "[0].at")
    }

    @Test func anEmptyPathIsEmpty() {
        #expect(field([]) == "")
        #expect(ScoringError(at: [], "wrong").description == ": wrong")
    }

    @Test func aStringLiteralIsAKey() {
        let path: [ScoringError.PathComponent] = ["events", .index(3), "at"]
        #expect(path == [.key("events"), .index(3), .key("at")])
    }

    @Test func insidePrefixesThePathAndKeepsTheRest() {
        let nested = ScoringError(at: [.key("arrows"), .index(5)], "not a zone", allowed: ["X", "M"])
        let outer = nested.inside([.key("archerScores"), .index(2)])
        #expect(outer.field == "archerScores[2].arrows[5]")
        #expect(outer == ScoringError(at: ["archerScores", .index(2), "arrows", .index(5)], "not a zone", allowed: ["X", "M"]))
        #expect(outer.description == "archerScores[2].arrows[5]: not a zone")
        #expect(nested.inside([]) == nested)
    }

    /// Some keys are the client's own (an unknown event's name): written as
    /// sent, dots and brackets included, never escaped.
    @Test func aKeyIsWrittenAsGiven() {
        #expect(field([.key("events"), .key("walk2.5mi")]) == "events.walk2.5mi")
        #expect(field([.key("events"), .key("a[1].b")]) == "events.a[1].b")
        #expect(field([.key("")]) == "")
        #expect(field([.key("events"), .key("")]) == "events.")
    }

    @Test func anUnknownEventIsNamedAsTheClientSentIt() throws {
        let test = try #require(Scorebook.fitnessTests.first)
        let name = "x.y[1]"
        let error = #expect(throws: ScoringError.self) {
            try test.score(sex: test.sexes[0], age: test.ageGroups[0].lowerBound, events: [name: 0])
        }
        #expect(error?.path == [.key("events"), .key(name)])
        #expect(error?.field == "events.x.y[1]")
    }
}
