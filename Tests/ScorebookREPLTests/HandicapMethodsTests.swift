import Foundation
import Scorebook
import ScorebookREPL
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

    @Test func mistakesNameTheirField() throws {
        #expect(try errorField("archery.expected", #"{"round":"wa-1440-90","handicap":151}"#) == "handicap")
        #expect(try errorField("archery.expected", #"{"round":"wa-1441","handicap":10}"#) == "round")
        #expect(try errorField("archery.expected", #"{"round":"york","handicap":10,"scheme":"xx"}"#) == "scheme")
        #expect(try errorField("archery.handicap", #"{"round":"york","score":1297}"#) == "score")
        #expect(try errorField("archery.handicap", #"{"round":"york","score":-1}"#) == "score")
        #expect(try errorField("archery.handicap", #"{"round":"york"}"#) == "score")
    }
}
