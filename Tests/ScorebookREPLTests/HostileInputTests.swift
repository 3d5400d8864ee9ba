import Foundation
import ScorebookCore
@_spi(Testing) import ScorebookREPL
import Testing

/// What an attacker or a careless client can send, answered in process:
/// each request that once crashed, slipped through or lost its id.
@Suite struct HostileInputTests: InProcessCalls {
    @Test(arguments: [
        "9223372036854775808", "1:99999999999999999999", "99999999999999999999:22", "1:00.99999999999999999999",
    ])
    func aTimeWithALongDigitRunIsInvalidParams(_ time: String) throws {
        let params = #"{"test":"apft","sex":"male","age":23,"events":{"run2mi":"\#(time)"}}"#
        #expect(try errorField("fitness.score", params) == "events.run2mi")
    }

    @Test(arguments: [#"\u0000X"#, #"X\u0000"#, #"\u0000"#, #"\u0000\u0000\u0000\u0000\u0000\u0000\u0000X"#, #"\u0000M"#])
    func aLabelWithZeroBytesIsNotALabel(_ label: String) throws {
        #expect(try errorField("archery.score", #"{"face":"wa-122","label":"\#(label)"}"#) == "label")
    }

    @Test func labelsAreComparedAsBytes() throws {
        #expect(try call("archery.score", #"{"face":"wa-122","label":"X"}"#)["score"] as? Int == 10)
        #expect(try errorField("archery.total", #"{"face":"wa-122","arrows":["X","\u0000X"]}"#) == "arrows[1]")
    }

    /// RFC 8259 compares names by code units: these are two different keys,
    /// not duplicates, so the request keeps its id and gets a params error.
    @Test(arguments: [(#"\u00e9"#, #"e\u0301"#), ("K", #"\u212a"#), (#"\u00c5"#, #"\u212b"#)])
    func canonicallyEquivalentKeysAreDifferentKeys(_ first: String, _ second: String) throws {
        let object = try JSONParser.parse(#"{"\#(first)":1,"\#(second)":2}"#)
        guard case .object(let members) = object else { Issue.record("not an object"); return }
        #expect(members.members.count == 2)
        // The same check past 16 keys, where duplicates are found through a set.
        let many = (0..<20).map { #""k\#($0)":0"# }.joined(separator: ",")
        #expect(throws: Never.self) { try JSONParser.parse(#"{\#(many),"\#(first)":1,"\#(second)":2}"#) }
        let response = try respond(#"{"id":7,"method":"tables.list","params":{"\#(first)":1,"\#(second)":2}}"#)
        #expect(response.contains(#""id":7"#) && response.contains("-32602"), "\(response)")
    }

    @Test func theSameKeyWrittenTwoWaysIsADuplicate() {
        #expect(throws: JSONParseError.self) { try JSONParser.parse(#"{"a":1,"\u0061":2}"#) }
        let many = (0..<20).map { #""k\#($0)":0"# }.joined(separator: ",")
        #expect(throws: JSONParseError.self) { try JSONParser.parse(#"{\#(many),"a":1,"\u0061":2}"#) }
    }

    @Test func aBatchOverTheLimitIsOneError() throws {
        let request = #"{"id":1,"method":"tables.list"}"#
        let over = "[" + Array(repeating: request, count: Server.maximumBatchSize + 1).joined(separator: ",") + "]"
        let response = try respond(over)
        #expect(response.hasPrefix("{") && response.contains("-32600") && response.contains("1000-request limit"))
        let full = "[" + Array(repeating: request, count: Server.maximumBatchSize).joined(separator: ",") + "]"
        let answers = try JSONSerialization.jsonObject(with: Data(try respond(full).utf8)) as? [Any]
        #expect(answers?.count == Server.maximumBatchSize)
    }

    /// A batch is handed out response by response, so a caller that sends
    /// what is buffered never holds the whole batch's answer.
    @Test func aBatchIsHandedOutAsItIsAnswered() throws {
        let request = #"{"id":1,"method":"archery.faces"}"#
        var line = Array(("[" + Array(repeating: request, count: 200).joined(separator: ",") + "]").utf8)
        let writer = JSONWriter()
        var sent: [UInt8] = []
        var largest = 0
        let answered = line.withUnsafeMutableBytes { bytes in
            return Server().respond(to: UnsafeRawBufferPointer(bytes), into: writer) {
                largest = max(largest, writer.count)
                writer.withBytes { sent.append(contentsOf: $0) }
                writer.removeWrittenBytes(keepingCapacity: 1024)
                return true
            }
        }
        #expect(answered)
        writer.withBytes { sent.append(contentsOf: $0) }
        let answers = try JSONSerialization.jsonObject(with: Data(sent)) as? [Any]
        #expect(answers?.count == 200)
        // One response (with the opening bracket) at a time, never two.
        #expect(largest < 2 * (sent.count / 200))
    }

    /// A batch's callback may answer another line on the same server, even a
    /// longer one: the inner parse must not reuse or free the outer tape's memory.
    @Test func aCallbackMayAnswerAnotherLineOnTheSameServer() throws {
        let server = Server()
        let batch = #"[{"id":1,"method":"archery.rounds","params":{"round":"york"}},{"id":2,"method":"archery.rounds","params":{"round":"york"}}]"#
        // Far more tokens than the outer line (and fewer than the scratch keeps), so a
        // reused scratch would have to grow, freeing the outer tape's tokens.
        let inner = "[" + Array(repeating: #"{"id":3,"method":"tables.list"}"#, count: 300).joined(separator: ",") + "]"
        var innerAnswers = 0
        var outer = Array(batch.utf8)
        let writer = JSONWriter()
        let answered = outer.withUnsafeMutableBytes { bytes in
            server.respond(to: UnsafeRawBufferPointer(bytes), into: writer) {
                var line = Array(inner.utf8)
                let response = line.withUnsafeMutableBytes { server.respond(to: UnsafeRawBufferPointer($0)) }
                if let response, (try? JSONSerialization.jsonObject(with: Data(response)) as? [Any])?.count == 300 {
                    innerAnswers += 1
                }
                return true
            }
        }
        #expect(answered && innerAnswers == 2)
        let answers = try #require(try JSONSerialization.jsonObject(with: Data(writer.bytes)) as? [[String: Any]])
        #expect(answers.map { $0["id"] as? Int } == [1, 2])
        #expect(answers.allSatisfy { $0["result"] != nil })
    }

    /// Silence is for well-formed notifications only. An invalid request
    /// without an id was once dropped too; it is answered now (-32600, id
    /// `null`, as `SpecificationExamplesTests` shows), so one in a batch of
    /// notifications makes the batch answered, with that one response.
    @Test func aBatchOfNotificationsStillGetsNoResponse() throws {
        func respond(_ text: String) -> (answered: Bool, bytes: [UInt8]) {
            var line = Array(text.utf8)
            let writer = JSONWriter()
            let answered = line.withUnsafeMutableBytes { Server().respond(to: UnsafeRawBufferPointer($0), into: writer) }
            return (answered, writer.bytes)
        }
        let notifications = respond(#"[{"method":"tables.list"},{"method":"archery.faces"}]"#)
        #expect(!notifications.answered && notifications.bytes.isEmpty)
        let withInvalid = respond(#"[{"method":"tables.list"},{"method":"archery.faces","parmas":{}}]"#)
        #expect(withInvalid.answered)
        let answers = try #require(try JSONSerialization.jsonObject(with: Data(withInvalid.bytes)) as? [[String: Any]])
        #expect(answers.count == 1 && answers[0]["id"] is NSNull)
        #expect((answers.first?["error"] as? [String: Any])?["code"] as? Int == -32600)
    }

    @Test(arguments: ["100.0000004", "-0.00000001", "1e300", "-1e-300"])
    func anArrowDiameterIsCheckedBeforeItIsRounded(_ diameter: String) throws {
        let params = #"{"face":"wa-122","x":0,"y":0,"arrowDiameter":\#(diameter)}"#
        #expect(try errorField("archery.score", params) == "arrowDiameter")
    }

    @Test(arguments: ["0", "100", "99.9999999", "5.5"])
    func anArrowDiameterInRangeIsScored(_ diameter: String) throws {
        let params = #"{"face":"wa-122","x":0,"y":0,"arrowDiameter":\#(diameter)}"#
        #expect(try call("archery.score", params)["label"] as? String == "X")
    }

    @Test func aPlankNotHeldScoresAndARunOfNoTimeIsAnError() throws {
        let plank = try call("fitness.score", #"{"test":"acft","sex":"male","age":23,"events":{"plk":"0:00"}}"#)
        #expect(((plank["events"] as? [String: Any])?["plk"] as? [String: Any])?["points"] as? Int == 0)
        #expect(try errorField("fitness.score", #"{"test":"apft","sex":"male","age":23,"events":{"run2mi":0}}"#) == "events.run2mi")
    }

    @Test func messagesWriteWholeSecondsWithoutADecimal() throws {
        let error = try call(
            "fitness.score", #"{"test":"apft","sex":"male","age":23,"events":{"run2mi":5999940}}"#, part: "error")
        let message = try #require(error["message"] as? String)
        #expect(message.contains("5999940 seconds is not a plausible") && !message.contains(".0"), "\(message)")
    }

    @Test func poundsMayHaveFractionsAndRoundDown() throws {
        let score = try call("fitness.score", #"{"test":"acft","sex":"male","age":23,"events":{"mdl":209.9}}"#)
        let mdl = try #require((score["events"] as? [String: Any])?["mdl"] as? [String: Any])
        #expect(mdl["raw"] as? Int == 209)
        #expect(try errorField("fitness.score", #"{"test":"acft","sex":"male","age":23,"events":{"hrp":20.5}}"#) == "events.hrp")
    }
}
