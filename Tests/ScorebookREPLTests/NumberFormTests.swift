import Foundation
import Testing

/// Issue 42: every JSON form of a number reads alike wherever it is read
/// exactly. `"distance":7e1` was refused where `"age":2.3e1` was accepted,
/// and `70.000000000` overflowed on its way to nanometres.
@Suite struct NumberFormTests: InProcessCalls {
    private func expected(_ distance: String) throws -> String {
        try respond(
            #"{"jsonrpc":"2.0","id":1,"method":"archery.expected","params":{"face":"wa-122","distance":\#(distance),"unit":"m","venue":"outdoor","handicap":30}}"#)
    }

    @Test(arguments: ["7e1", "7E+1", "700e-1", "70.0", "70.000000000", "0.7e2"])
    func aDistanceInAnyFormIsTheSameShot(_ distance: String) throws {
        #expect(try expected(distance) == expected("70"))
    }

    @Test func aLengthOfManyExactDecimalsIsRead() throws {
        #expect(try expected("9.223372037").contains(#""result":"#))
    }

    @Test func aMatchDistanceInExponentFormIsRead() throws {
        let params = { (distance: String) in
            #"{"opponent":"captain-nova","difficulty":"medium","format":"sets","face":"wa-122","distance":\#(distance),"unit":"m","seed":7,"archerHandicap":35,"archerEnds":[["10","9","9"]]}"#
        }
        #expect(try call("archery.match", params("7e1")) as NSDictionary == call("archery.match", params("70")) as NSDictionary)
    }

    @Test func aDecimalAmountInExponentFormIsRead() throws {
        let battle = { (value: String) in
            #"{"start":"2026-11-23T08:00:00Z","players":[{"id":"ana","level":3,"samples":[{"stat":"steps","start":"2026-11-23T08:00:00Z","end":"2026-11-23T09:00:00Z","value":\#(value),"source":"watch"}]},{"id":"ben","level":3}]}"#
        }
        #expect(try call("rpg.battle", battle("1.4e4")) as NSDictionary == call("rpg.battle", battle("14000")) as NSDictionary)
    }
}
