import Foundation
import Scorebook
@_spi(Testing) import ScorebookREPL
import Testing

/// `archery.opponents` and `archery.match` answer what the library does, and
/// name the field at fault.
@Suite struct ArcheryMatchMethodsTests: InProcessCalls {
    static let shot = #""face":"wa-122","scoring":"recurve","distance":70,"unit":"m""#

    @Test func opponentsAsTheLibraryHasThem() throws {
        let opponents = try #require(try call("archery.opponents", "{}")["opponents"] as? [[String: Any]])
        #expect(opponents.map { $0["id"] as? String } == Scorebook.archeryOpponents.map(\.id))
        for (listed, opponent) in zip(opponents, Scorebook.archeryOpponents) {
            #expect(listed["name"] as? String == opponent.name)
            #expect(listed["tagline"] as? String == opponent.tagline)
            #expect(listed["bowStyle"] as? String == opponent.bowStyle)
            #expect(listed["difficulties"] as? [String] == opponent.difficulties.map(\.id))
            #expect(listed["temperament"] as? String == opponent.temperament.id)
        }
        let one = try #require(try call("archery.opponents", #"{"opponent":"pip"}"#)["opponents"] as? [[String: Any]])
        #expect(one.count == 1)
        #expect(try errorField("archery.opponents", #"{"opponent":"pipp"}"#) == "opponent")
    }

    /// A whole set match, a cumulative match and a round match: the REPL's
    /// answer, read with Scorebook's own parser, is the library's, arrow for arrow.
    static let matches: [(params: String, format: ArcheryMatchRequest.Format, ends: Int)] = [
        (#""format":"sets",\#(shot)"#, .sets(odds("wa-122", "recurve", "70 m", "outdoor")), 5),
        (#""format":"cumulative","face":"wa-80-6ring","scoring":"compound","distance":50,"unit":"m""#,
         .cumulative(odds("wa-80-6ring", "compound", "50 m", "outdoor")), 5),
        (#""format":"portsmouth""#, .round(Scorebook.archeryRound("portsmouth")!), 20),
    ]

    @Test(arguments: matches.indices)
    func aMatchReplayedThroughTheREPLEqualsTheLibrary(_ index: Int) throws {
        let (params, format, endCount) = Self.matches[index]
        let duchess = try #require(Scorebook.archeryOpponent("duchess"))
        // Ends until the match is over (a set match may be won early).
        var request = ArcheryMatchRequest(difficulty: "medium", format: format, seed: 77, archer: .handicap(35), archerEnds: [])
        while request.archerEnds.count < endCount, try duchess.match(request).state == .inProgress {
            request.archerEnds.append(["10", "9", "8"].map { request.archerEnds.count % 4 == 0 ? "10" : $0 })
        }
        let ends = request.archerEnds
        let library = try duchess.match(request)
        #expect(library.state != .inProgress)
        let endsJSON = "[" + ends.map { "[" + $0.map { "\"\($0)\"" }.joined(separator: ",") + "]" }.joined(separator: ",") + "]"
        let text = try respond(
            #"{"id":1,"method":"archery.match","params":{"opponent":"duchess","difficulty":"medium",\#(params),"seed":77,"archerHandicap":35,"archerEnds":\#(endsJSON)}}"#)
        guard case .object(let response) = try JSONParser.parse(text), case .object(let result)? = response["result"],
            case .array(let opponentEnds)? = result["opponentEnds"], case .string(let state)? = result["state"],
            case .number(let handicap)? = result["opponentHandicap"]
        else {
            Issue.record("\(text)")
            return
        }
        #expect(handicap.int == library.opponentHandicap)
        #expect(state == library.state.rawValue)
        #expect(opponentEnds.count == library.ends.count)
        for (json, end) in zip(opponentEnds, library.ends) {
            guard case .array(let arrows) = json else { continue }
            for (json, arrow) in zip(arrows, end.opponent) {
                guard case .object(let fields) = json, case .string(let label)? = fields["label"],
                    case .number(let x)? = fields["x"], case .number(let y)? = fields["y"]
                else {
                    Issue.record("\(json)")
                    continue
                }
                #expect(label == arrow.zone.label && x.double == arrow.x && y.double == arrow.y)
            }
        }
        let key = library.setPoints == nil ? "totals" : "setPoints"
        let pair = library.setPoints ?? library.totals!
        guard case .object(let score)? = result[key], case .number(let archer)? = score["archer"],
            case .number(let opponent)? = score["opponent"]
        else {
            Issue.record("no \(key) in \(text)")
            return
        }
        #expect(archer.int == pair.archer && opponent.int == pair.opponent)
    }

    @Test func theSameRequestGetsTheSameBytes() throws {
        let line =
            #"{"id":1,"method":"archery.match","params":{"opponent":"unit-7","difficulty":"champion","format":"sets",\#(Self.shot),"seed":-1,"archerEnds":[["X","X","X"],["10","10"]]}}"#
        #expect(try respond(line) == (try respond(line)))
    }

    /// A round shot under another scoring is its twin round: the same
    /// opponent's arrows and totals, end by end, whichever way it is asked.
    @Test func aRoundMatchTakesAScoring() throws {
        let ends = #""archerEnds":[["10","9","9"],["10","10","8"],["9","M","7"]]"#
        func match(_ format: String) throws -> String {
            try respond(#"{"id":1,"method":"archery.match","params":{"opponent":"unit-7","difficulty":"champion",\#(format),"seed":5,\#(ends)}}"#)
        }
        #expect(try match(#""format":"portsmouth","scoring":"compound""#) == match(#""format":"portsmouth-compound""#))
        #expect(try match(#""format":"portsmouth","scoring":"compound""#) != match(#""format":"portsmouth""#))
        #expect(try errorField("archery.match", #"{"opponent":"pip","difficulty":"easy","format":"portsmouth","scoring":"field","seed":1,"archerEnds":[]}"#) == "scoring")
    }

    @Test func mistakesNameTheirField() throws {
        let base = #""opponent":"pip","difficulty":"easy","format":"sets",\#(Self.shot),"seed":1"#
        func field(_ extra: String) throws -> String? { try errorField("archery.match", "{\(base),\(extra)}") }
        #expect(try errorField("archery.match", #"{"opponent":"nobody","difficulty":"easy","format":"sets","seed":1,"archerEnds":[]}"#) == "opponent")
        #expect(try errorField("archery.match", #"{"opponent":"pip","difficulty":"champion","format":"sets",\#(Self.shot),"seed":1,"archerEnds":[]}"#) == "difficulty")
        #expect(try errorField("archery.match", #"{"opponent":"pip","difficulty":"easy","format":"duel","seed":1,"archerEnds":[]}"#) == "format")
        #expect(try errorField("archery.match", #"{"opponent":"pip","difficulty":"easy","format":"york","face":"wa-122","seed":1,"archerEnds":[]}"#) == "face")
        #expect(try errorField("archery.match", #"{"opponent":"pip","difficulty":"easy","format":"sets",\#(Self.shot),"seed":1.5,"archerEnds":[]}"#) == "seed")
        #expect(try errorField("archery.match", #"{"opponent":"pip","difficulty":"easy","format":"sets",\#(Self.shot),"seed":"1","archerEnds":[]}"#) == "seed")
        #expect(try errorField("archery.match", #"{"opponent":"pip","difficulty":"easy","format":"sets",\#(Self.shot),"seed":1e30,"archerEnds":[]}"#) == "seed")
        #expect(try field(#""archerEnds":[],"archerHandicap":151"#) == "archerHandicap")
        #expect(try field(#""archerEnds":[],"archerHandicap":10,"archerScores":[]"#) == "archerScores")
        #expect(try field(#""archerEnds":[],"archerScores":[]"#) == "archerScores")
        #expect(try field(#""archerEnds":[],"archerScores":[{"round":"york","score":900},{"round":"yorkk","score":1}]"#) == "archerScores[1].round")
        #expect(try field(#""archerEnds":[],"archerScores":[{"round":"york","score":99999}]"#) == "archerScores[0].score")
        #expect(try field(#""archerEnds":[],"archerScores":[{"round":"york","score":900,"when":1}]"#) == "archerScores[0].when")
        #expect(try field(#""archerEnds":[],"archerScores":[7]"#) == "archerScores[0]")
        #expect(try field(#""archerEnds":[["10","9","11"]]"#) == "archerEnds[0][2]")
        #expect(try field(#""archerEnds":[["10","9","X","X"]]"#) == "archerEnds[0]")
        #expect(try field(#""archerEnds":[["10"],["9"]]"#) == "archerEnds[0]")
        #expect(try field(#""archerEnds":[[]]"#) == "archerEnds[0]")
        #expect(try field(#""archerEnds":[["10",9]]"#) == "archerEnds[0][1]")
        #expect(try field(#""archerEnds":"10 9 8""#) == "archerEnds")
        let sixEnds = Array(repeating: #"["X","X","X"]"#, count: 6).joined(separator: ",")
        #expect(try field(#""archerEnds":[\#(sixEnds)]"#) == "archerEnds")
        let fourWins = Array(repeating: #"["X","X","X"]"#, count: 4).joined(separator: ",")
        #expect(try field(#""archerEnds":[\#(fourWins)]"#) == "archerEnds[3]", "won 6–0 after three sets")
        #expect(try field(#""archerEnds":[["X"]],"archerShootOff":{"label":"X"}"#) == "archerShootOff")
        #expect(try field(#""archerEnds":[],"archerShootOff":{"label":"X","distanceFromCentre":-1}"#) == "archerShootOff.distanceFromCentre")
        // Any shot: one no round shoots indoors is computed, and a match is shot on it.
        #expect(try call("archery.match", "{\(base),\"archerEnds\":[],\"venue\":\"indoor\"}")["state"] as? String == "in-progress")
        #expect(try field(#""archerEnds":[],"venue":"cellar""#) == "venue")
    }
}

private func odds(_ face: String, _ scoring: String, _ distance: String, _ venue: String) -> ArcheryZoneOdds {
    try! Scorebook.handicapScheme("agb")!.odds(
        Scorebook.archeryFace(face)!.scoring(scoring)!, distance: Length(distance)!, venue: venue)
}
