import Foundation
@testable import Scorebook
import ScorebookREPL
import Testing

/// `archery.faces`, `archery.rounds`, `archery.score` and `archery.total` in
/// process. Expected values come from the runtime, which the archery suites
/// of ScorebookTests check against the reference specs.
@Suite struct ArcheryMethodsTests: InProcessCalls {
    let wa122 = Scorebook.archeryFace("wa-122")!

    @Test func aLabelScoresWithItsColour() throws {
        #expect(
            try respond(#"{"id":1,"method":"archery.score","params":{"face":"wa-122","scoring":"recurve","label":"X"}}"#)
                == ##"{"jsonrpc":"2.0","id":1,"result":{"face":"wa-122","scoring":"recurve","label":"X","score":10,"colour":{"name":"gold","hex":"#FFE552"},"counts":["tens","xs"]}}"##)
        let miss = try call("archery.score", #"{"face":"worcester","label":"M"}"#)
        #expect(miss["score"] as? Int == 0 && miss["colour"] is NSNull && miss["scoring"] as? String == "worcester")
    }

    /// The position is read from the request's text, so an edge written in
    /// decimal millimetres is exact, whatever binary floating point would make of it.
    @Test func aPositionOnAnEdgeScoresTheInnerZone() throws {
        let scoring = try #require(wa122.scoring("imperial"))
        for zone in scoring.zones {
            let edge = zone.diameter!.nanometres / 2
            let mm = DecimalText.format(edge, decimals: 6)
            let beyond = DecimalText.format(edge + 1, decimals: 6)
            let next = zone.index + 1 < scoring.zones.count ? scoring.zones[zone.index + 1].label : "M"
            #expect(try call("archery.score", #"{"face":"wa-122","scoring":"imperial","x":-\#(mm),"y":0}"#)["label"] as? String == zone.label)
            #expect(try call("archery.score", #"{"face":"wa-122","scoring":"imperial","x":0,"y":\#(beyond)}"#)["label"] as? String == next)
            // With a 5.5 mm shaft the edge moves out by its radius, 2.75 mm.
            let cutter = DecimalText.format(edge + 2_750_000, decimals: 6)
            #expect(try call("archery.score", #"{"face":"wa-122","scoring":"imperial","x":\#(cutter),"y":0,"arrowDiameter":5.5}"#)["label"] as? String == zone.label)
        }
        // An exponent is read too (as a double, to the nanometre).
        #expect(try call("archery.score", #"{"face":"wa-122","x":3.05e1,"y":0}"#)["label"] as? String == "X")
    }

    @Test func scoringMistakesNameTheField() throws {
        #expect(try errorField("archery.score", #"{"face":"wa-123","label":"X"}"#) == "face")
        #expect(try errorField("archery.score", #"{"face":"wa-80","scoring":"field","label":"9"}"#) == "scoring")
        #expect(try errorField("archery.score", #"{"face":"wa-80-6ring","label":"4"}"#) == "label")
        #expect(try errorField("archery.score", #"{"face":"wa-122","label":"X","x":1}"#) == "x")
        #expect(try errorField("archery.score", #"{"face":"wa-122","x":1}"#) == "y")
        #expect(try errorField("archery.score", #"{"face":"wa-122"}"#) == "label")
        #expect(try errorField("archery.score", #"{"face":"wa-122","x":"1","y":0}"#) == "x")
        #expect(try errorField("archery.score", #"{"face":"wa-122","x":1,"y":0,"arrowDiameter":-1}"#) == "arrowDiameter")
        #expect(try errorField("archery.score", #"{"face":"wa-122","label":10}"#) == "label")
        #expect(try errorField("archery.score", #"{"face":"wa-122","label":"X","colour":"red"}"#) == "colour")
    }

    @Test func anEndOnAFace() throws {
        let result = try call("archery.total", #"{"face":"wa-40","scoring":"compound","arrows":["10","9","M"]}"#)
        #expect(result["total"] as? Int == 19 && result["hits"] as? Int == 2 && result["arrows"] as? Int == 3)
        #expect(result["tallies"] as? [String: Int] == ["tens": 1, "nines": 1])
        #expect(result["maximum"] as? Int == 30)
        #expect(try errorField("archery.total", #"{"face":"wa-40","arrows":["X","11"]}"#) == "arrows[1]")
        #expect(try errorField("archery.total", #"{"face":"wa-40","arrows":"X"}"#) == "arrows")
        #expect(try errorField("archery.total", #"{"face":"wa-40","arrows":["X",10]}"#) == "arrows[1]")
        #expect(try errorField("archery.total", #"{"arrows":["X"]}"#) == "face")
    }

    @Test func aRoundsScoreSheet() throws {
        let labels = Array(repeating: #""9""#, count: 50).joined(separator: ",")
        let result = try call("archery.total", #"{"round":"national","arrows":[\#(labels)]}"#)
        #expect(result["scoring"] as? String == "imperial")
        #expect(result["total"] as? Int == 450 && result["complete"] as? Bool == false)
        #expect(result["maximum"] as? Int == 648)
        #expect(result["tallies"] as? [String: Int] == ["golds": 50])
        let distances = try #require(result["distances"] as? [[String: Any]])
        #expect(distances.map { $0["arrows"] as? Int } == [48, 2])
        #expect(distances.map { $0["of"] as? Int } == [48, 24])
        #expect(distances[1]["ends"] as? [Int] == [18])
        #expect(try errorField("archery.total", #"{"round":"wa-18","scoring":"field","arrows":[]}"#) == "scoring")
        #expect(try errorField("archery.total", #"{"round":"wa-18","face":"wa-40","arrows":[]}"#) == "face")
        #expect(try errorField("archery.total", #"{"round":"nope","arrows":[]}"#) == "round")
    }

    @Test func facesAndRoundsInMillimetresAndMetres() throws {
        #expect(
            try respond(#"{"id":1,"method":"archery.rounds","params":{"round":"national"}}"#)
                == #"{"jsonrpc":"2.0","id":1,"result":{"rounds":[{"id":"national","name":"National","venue":"outdoor","scoring":"imperial","scoringSystems":["recurve","compound","x11","imperial"],"arrows":72,"maximum":648,"distances":[{"distance":{"value":60,"unit":"yd","metres":54.864},"face":"wa-122","arrows":48,"arrowsPerEnd":6},{"distance":{"value":50,"unit":"yd","metres":45.72},"face":"wa-122","arrows":24,"arrowsPerEnd":6}]}]}}"#)
        let face = try #require((try call("archery.faces", #"{"face":"worcester"}"#)["faces"] as? [[String: Any]])?.first)
        #expect(face["diameter"] as? Double == 406.4)
        let rings = try #require(face["rings"] as? [[String: Any]])
        #expect(rings.map { $0["label"] as? String } == ["5", "4", "3", "2", "1"])
        #expect(rings.first?["diameter"] as? Double == 81.28)
        let six = try #require((try call("archery.faces", #"{"face":"wa-80-6ring"}"#)["faces"] as? [[String: Any]])?.first)
        #expect(six["diameter"] as? Int == 800 && six["printedDiameter"] as? Int == 480)
        let all = try #require(try call("archery.faces", "{}")["faces"] as? [[String: Any]])
        #expect(all.count == Scorebook.archeryFaces.count)
        #expect(try errorField("archery.faces", #"{"face":"wa-81"}"#) == "face")
        #expect(try errorField("archery.rounds", #"{"round":1}"#) == "round")
    }

    @Test func tablesListNamesTheArcheryTables() throws {
        let tables = try #require(try call("tables.list", "{}")["tables"] as? [[String: Any]])
        let kinds = Set(tables.compactMap { $0["kind"] as? String })
        // Every kind the runtime holds has built-in tables, and each is listed.
        #expect(kinds.count == ScorebookTableKeys.all.count)
        #expect(kinds == Set(Scorebook.tables.map(\.kind)))
    }
}
