import Foundation
@_spi(ScorebookTables) @testable import Scorebook
import ScorebookREPL
import Testing

/// A server answers from the tables it is given, not from Scorebook's own:
/// here a set holding only the APFT and the first face, as a package's own
/// compiled tables would be.
@Suite struct ServedTablesTests {
    static let tables: ScorebookTables = {
        let builtIn = ScorebookTables.builtIn
        let apft = builtIn[FitnessTestsKey.self].entries.first { $0.id == "apft" }!
        let face = builtIn.archeryFaces[0]
        let served = [
            ScorebookTableEntry(FitnessTestsKey.self, kind: "fitness-test", FitnessTestCatalog([apft])),
            ScorebookTableEntry(ArcheryFacesKey.self, kind: "archery-faces", [face]), ScorebookTableEntry(ArcheryRoundsKey.self, kind: "archery-rounds", []),
        ]
        // The first entry of a key wins: the others are the built-in ones.
        return ScorebookTables(tables: builtIn.tables.filter { $0.id == "apft" }, entries: served + builtIn.entries)
    }()

    func respond(_ line: String) -> String {
        let server = Server(tables: Self.tables)
        var bytes = Array(line.utf8)
        let response = bytes.withUnsafeMutableBytes { server.respond(to: UnsafeRawBufferPointer($0)) }
        return String(decoding: response ?? [], as: UTF8.self)
    }

    /// Its description lists the served tables' values: no round, so no empty set of rounds.
    @Test func itDescribesItselfFromTheServedTables() {
        let tools = respond(#"{"id":1,"method":"tools/list"}"#)
        #expect(tools.contains(#""test":{"description":"A test id, or a series id with the date that picks the test in force that day","type":"string","enum":["apft","army"]}"#))
        #expect(!tools.contains(#""enum":[]"#))
        #expect(!respond(#"{"id":1,"method":"rpc.discover"}"#).contains(#""enum":[]"#))
        let initialize = respond(#"{"id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{}}}"#)
        #expect(initialize.contains("the rule tables it serves: Army Physical Fitness Test."))
    }

    @Test func everyMethodAnswersFromTheServedTables() {
        #expect(respond(#"{"id":1,"method":"tables.list"}"#).contains(#"{"scorebook":"\#(Scorebook.version)","tables":[{"kind":"fitness-test","id":"apft""#))
        #expect(!respond(#"{"id":1,"method":"tables.list"}"#).contains("acft"))
        let score = respond(
            #"{"id":1,"method":"fitness.score","params":{"test":"apft","sex":"male","age":23,"events":{"pushup":60,"situp":70,"run2mi":"13:30"}}}"#)
        #expect(score.contains(#""total":264"#))
        let acft = respond(#"{"id":1,"method":"fitness.score","params":{"test":"acft","sex":"male","age":23,"events":{}}}"#)
        #expect(acft.contains("unknown test 'acft' (did you mean 'apft'?); expected 'apft' or 'army'"), "\(acft)")
        let faces = respond(#"{"id":1,"method":"archery.faces"}"#)
        #expect(faces.components(separatedBy: #""rings":"#).count == 2, "one face: \(faces.prefix(200))")
        let round = respond(#"{"id":1,"method":"archery.rounds","params":{"round":"york"}}"#)
        #expect(round.contains("unknown round 'york'; expected nothing"), "\(round)")
    }

    @Test func twoServersServeTheirOwnTables() {
        let own = respond(#"{"id":1,"method":"archery.faces"}"#)
        var bytes = Array(#"{"id":1,"method":"archery.faces"}"#.utf8)
        let builtIn = bytes.withUnsafeMutableBytes { Server().respond(to: UnsafeRawBufferPointer($0)) }
        #expect(String(decoding: builtIn ?? [], as: UTF8.self).count > own.count)
    }
}
