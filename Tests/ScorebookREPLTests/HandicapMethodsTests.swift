import Foundation
import Scorebook
@_spi(Testing) import ScorebookREPL
import Testing

/// `archery.expected` and `archery.handicap` answer what the library's
/// generated tables say, and name the field at fault.
@Suite struct HandicapMethodsTests: InProcessCalls {
    @Test func theAnchorRoundAndItsInverse() throws {
        let expected = try call("archery.expected", #"{"round":"wa-1440-90","handicap":10}"#)
        #expect(expected["score"] as? Int == 1356)
        let unrounded = try #require(expected["unrounded"] as? Double)
        #expect(unrounded > 1355 && unrounded <= 1356)
        #expect(try call("archery.handicap", #"{"round":"wa-1440-90","score":1356}"#)["handicap"] as? Int == 10)
    }

    @Test func everySchemeAnswersAsTheLibrary() throws {
        for scheme in Scorebook.handicapSchemes {
            for round in Scorebook.archeryRounds {
                for handicap in [scheme.handicaps.lowerBound, 37, scheme.handicaps.upperBound] {
                    let library = try scheme.expectedScore(round: round.id, handicap: handicap)
                    // Read with Scorebook's own parser: Foundation's rounds some doubles on Linux.
                    let text = try respond(
                        #"{"id":1,"method":"archery.expected","params":{"round":"\#(round.id)","handicap":\#(handicap),"scheme":"\#(scheme.id)"}}"#)
                    guard case .object(let response) = try JSONParser.parse(text),
                        case .object(let result)? = response["result"],
                        case .number(let score)? = result["score"], case .number(let unrounded)? = result["unrounded"]
                    else {
                        Issue.record("\(text)")
                        return
                    }
                    #expect(score.int == library.score)
                    #expect(unrounded.double == library.unrounded, "\(text)")
                    let inverse = try call(
                        "archery.handicap", #"{"round":"\#(round.id)","score":\#(library.score),"scheme":"\#(scheme.id)"}"#)
                    #expect(inverse["handicap"] as? Int == (try scheme.handicap(round: round.id, score: library.score)))
                }
            }
        }
    }

    /// The face form: one arrow's expected score and every zone's probability,
    /// innermost first and `M` last, as the library's odds give them.
    @Test func everyShotAnswersAsTheLibrary() throws {
        for scheme in Scorebook.handicapSchemes {
            for odds in scheme.odds {
                let yards = odds.distance.nanometres % LengthUnit.yd.nanometres == 0 && odds.distance.nanometres % LengthUnit.m.nanometres != 0
                let distance = yards ? odds.distance.nanometres / LengthUnit.yd.nanometres : odds.distance.nanometres / LengthUnit.m.nanometres
                let handicap = 23
                let text = try respond(
                    #"{"id":1,"method":"archery.expected","params":{"face":"\#(odds.face)","scoring":"\#(odds.scoring.id)","distance":\#(distance),"unit":"\#(yards ? "yd" : "m")","venue":"\#(odds.venue)","handicap":\#(handicap),"scheme":"\#(scheme.id)"}}"#)
                guard case .object(let response) = try JSONParser.parse(text), case .object(let result)? = response["result"],
                    case .number(let arrow)? = result["arrow"], case .array(let zones)? = result["zones"]
                else {
                    Issue.record("\(text)")
                    return
                }
                #expect(arrow.double == odds.arrowScore(handicap: handicap))
                let labels = zones.compactMap { zone -> String? in
                    guard case .object(let fields) = zone, case .string(let label)? = fields["label"] else { return nil }
                    return label
                }
                let probabilities = zones.compactMap { zone -> Double? in
                    guard case .object(let fields) = zone, case .number(let p)? = fields["probability"] else { return nil }
                    return p.double
                }
                #expect(labels == odds.scoring.labels)
                #expect(probabilities == odds.probabilities(handicap: handicap))
            }
        }
    }

    /// A round under another scoring: the compiled twin's answer; a shot
    /// without `venue` at the one venue the rounds shoot it at.
    @Test func roundsTakeAScoringAndShotsTheirRoundsVenue() throws {
        #expect(try call("archery.expected", #"{"round":"wa-18","scoring":"compound","handicap":20}"#)["unrounded"] as? Double
            == call("archery.expected", #"{"round":"wa-18-compound","handicap":20}"#)["unrounded"] as? Double)
        #expect(try call("archery.handicap", #"{"round":"portsmouth","scoring":"compound","score":560}"#)["handicap"] as? Int
            == call("archery.handicap", #"{"round":"portsmouth-compound","score":560}"#)["handicap"] as? Int)
        #expect(try errorField("archery.expected", #"{"round":"wa-18","scoring":"field","handicap":20}"#) == "scoring")
        #expect(try errorField("archery.handicap", #"{"round":"wa-18","scoring":"imperial","score":541}"#) == "score")
        #expect(try errorField("archery.handicap", #"{"round":"wa-18","scoring":"nope","score":5}"#) == "scoring")
        #expect(try call("archery.expected", #"{"face":"worcester","distance":20,"unit":"yd","handicap":20}"#)["arrow"] as? Double
            == call("archery.expected", #"{"face":"worcester","distance":20,"unit":"yd","venue":"indoor","handicap":20}"#)["arrow"] as? Double)
        #expect(try errorField("archery.expected", #"{"face":"worcester","distance":21,"unit":"yd","handicap":20}"#) == "venue")
    }

    @Test func mistakesInAShotNameTheirField() throws {
        #expect(try errorField("archery.expected", #"{"round":"york","handicap":10,"face":"nope"}"#) == "face")
        #expect(try errorField("archery.expected", #"{"round":"york","handicap":10,"unit":"parsec"}"#) == "unit")
        let shot = #""face":"wa-122","scoring":"recurve","unit":"m","venue":"outdoor","handicap":10"#
        #expect(try errorField("archery.expected", "{\(shot),\"distance\":1001}") == "distance")
        #expect(try errorField("archery.expected", "{\(shot),\"distance\":0.999}") == "distance")
        #expect(try errorField("archery.expected", #"{"face":"wa-122","distance":33,"unit":"m","handicap":10}"#) == "venue")
        #expect(try errorField("archery.expected", "{\(shot),\"distance\":\"70\"}") == "distance")
        #expect(try errorField("archery.expected", "{\(shot),\"distance\":-7e1}") == "distance")
        #expect(try errorField("archery.expected", #"{"face":"wa-122","distance":70,"unit":"km","handicap":10}"#) == "unit")
        #expect(try errorField("archery.expected", #"{"face":"wa-122","distance":70,"handicap":10}"#) == "unit")
        #expect(try errorField("archery.expected", #"{"face":"wa-122","distance":70,"unit":"m","venue":"moon","handicap":10}"#) == "venue")
        #expect(try errorField("archery.expected", #"{"face":"wa-122","scoring":"field","distance":70,"unit":"m","handicap":10}"#) == "scoring")
        #expect(try errorField("archery.expected", #"{"face":"wa-999","distance":70,"unit":"m","handicap":10}"#) == "face")
        #expect(try errorField("archery.expected", #"{"face":"wa-122","distance":70,"unit":"m","handicap":-1}"#) == "handicap")
    }

    @Test func mistakesNameTheirField() throws {
        #expect(try errorField("archery.expected", #"{"round":"wa-1440-90","handicap":151}"#) == "handicap")
        #expect(try errorField("archery.expected", #"{"round":"wa-1441","handicap":10}"#) == "round")
        #expect(try errorField("archery.expected", #"{"round":"york","handicap":10,"scheme":"xx"}"#) == "scheme")
        #expect(try errorField("archery.handicap", #"{"round":"york","score":1297}"#) == "score")
        #expect(try errorField("archery.handicap", #"{"round":"york","score":-1}"#) == "score")
        #expect(try errorField("archery.handicap", #"{"round":"york"}"#) == "score")
    }
}
