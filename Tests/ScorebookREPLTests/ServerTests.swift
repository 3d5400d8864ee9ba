import Foundation
import ScorebookREPL
import Testing

/// The JSON-RPC contract, in process: one response per request, exact errors.
@Suite struct ServerTests {
    let server = Server()

    func respond(_ line: String) -> String? {
        var bytes = Array(line.utf8)
        return bytes.withUnsafeMutableBytes { server.respond(to: UnsafeRawBufferPointer($0)) }
            .map { String(decoding: $0, as: UTF8.self) }
    }

    /// The response parsed back, for checks on single fields.
    func object(_ line: String) throws -> [String: Any] {
        let text = try #require(respond(line))
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func scoresAnAPFT() throws {
        let response = try object(
            #"{"jsonrpc":"2.0","id":1,"method":"fitness.score","params":{"test":"apft","sex":"male","age":23,"events":{"pushup":60,"situp":70,"run2mi":"13:30"}}}"#)
        #expect(response["jsonrpc"] as? String == "2.0")
        #expect(response["id"] as? Int == 1)
        let result = try #require(response["result"] as? [String: Any])
        #expect(result["test"] as? String == "apft")
        #expect(result["ageGroup"] as? String == "22-26")
        let events = try #require(result["events"] as? [String: [String: Any]])
        #expect(events["run2mi"]?["raw"] as? Int == 810)
        #expect(events["run2mi"]?["time"] as? String == "13:30")
        let points = ["pushup", "situp", "run2mi"].map { events[$0]?["points"] as? Int ?? -1 }
        #expect(result["total"] as? Int == points.reduce(0, +))
        #expect(result["passed"] as? Bool == true)
        #expect(result["complete"] as? Bool == true)
        #expect((result["failures"] as? [Any])?.isEmpty == true)
    }

    @Test func theResponseLineIsExact() {
        #expect(
            respond(#"{"id":"a","method":"fitness.score","params":{"test":"apft","sex":"female","age":17,"events":{"pushup":1}}}"#)
                == #"{"jsonrpc":"2.0","id":"a","result":{"test":"apft","date":null,"standard":"general","sex":"female","age":17,"ageGroup":"17-21","events":{"pushup":{"raw":1,"points":29}},"total":29,"maximum":300,"complete":false,"missing":["situp","run2mi"],"passed":false,"failures":[{"rule":"event-minimum","event":"pushup","points":29,"minimum":60,"message":"pushup: 29 points, below the 60 needed in each event"}]}}"#
        )
    }

    @Test func listsTables() throws {
        let response = try object(#"{"id":7,"method":"tables.list"}"#)
        let tables = try #require((response["result"] as? [String: Any])?["tables"] as? [[String: Any]])
        let apft = try #require(tables.first { $0["id"] as? String == "apft" })
        #expect(apft["kind"] as? String == "fitness-test")
        #expect(apft["edition"] as? String == "DA Form 705, MAY 2010")
        #expect((apft["contentHash"] as? String)?.hasPrefix("sha256:") == true)
        #expect(apft["file"] as? String == "apft.yaml")
    }

    @Test func notificationsGetNoResponse() {
        #expect(respond(#"{"jsonrpc":"2.0","method":"tables.list"}"#) == nil)
        #expect(respond(#"{"method":"no.such.method"}"#) == nil)
        #expect(respond("   ") == nil)
        // A well-formed notification is never answered, not even when it would fail.
        #expect(respond(#"{"method":"fitness.score","params":{"test":"apfx"}}"#) == nil)
        #expect(respond(#"{"jsonrpc":"2.0","method":"tables.list","params":{"x":1}}"#) == nil)
        #expect(respond(#"{"method":"fitness.score","params":[1,2]}"#) == nil)
    }

    /// Only a well-formed request without an id is a notification: anything
    /// else is answered -32600 with a null id, as the specification's
    /// `{"foo": "boo"}` is.
    @Test(arguments: [
        #"{"jsonrpc":"1.0","method":"tables.list"}"#,
        #"{"jsonrpc":2.0,"method":"tables.list"}"#,
        #"{"method":"tables.list","parmas":{}}"#,
        #"{"method":"tables.list","params":3}"#,
        #"{"method":5}"#,
        #"{}"#,
        #"[{"method":"tables.list","params":"x"}]"#,
    ])
    func anInvalidRequestWithoutAnIDIsAnsweredWithANullID(_ line: String) throws {
        let text = try #require(respond(line), "no answer to \(line)")
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
        let response = try #require((value as? [[String: Any]])?.first ?? value as? [String: Any])
        #expect(response["id"] is NSNull, "\(text)")
        #expect((response["error"] as? [String: Any])?["code"] as? Int == -32600, "\(text)")
    }

    @Test(arguments: [
        (#"{"id":1,"method":"fitness.score""#, -32700),
        (#"not json"#, -32700),
        (#"{"id":1,"id":2,"method":"tables.list"}"#, -32700),
        (#"[]"#, -32600),
        (#""just a string""#, -32600),
        (#"{"id":1}"#, -32600),
        (#"{"id":1,"method":5}"#, -32600),
        (#"{"id":1,"jsonrpc":"1.0","method":"tables.list"}"#, -32600),
        (#"{"id":[1],"method":"tables.list"}"#, -32600),
        (#"{"id":1,"method":"tables.list","params":3}"#, -32600),
        (#"{"id":1,"method":"tables.list","parmas":{}}"#, -32600),
        (#"{"id":1,"method":"fitness.scores"}"#, -32601),
        (#"{"id":1,"method":"tables.list","params":{"x":1}}"#, -32602),
        (#"{"id":1,"method":"fitness.score","params":[1,2]}"#, -32602),
    ])
    func errorCodes(_ line: String, _ code: Int) throws {
        let response = try object(line)
        let error = try #require(response["error"] as? [String: Any])
        #expect(error["code"] as? Int == code)
        #expect(response["result"] == nil)
    }

    @Test func aParseErrorHasANullID() throws {
        let response = try object(#"{"id":1,"method":"tables.list""#)
        #expect(response["id"] is NSNull)
        #expect((response["error"] as? [String: Any])?["code"] as? Int == -32700)
    }

    @Test func invalidParamsNameTheFieldAndTheAllowedValues() throws {
        func error(_ params: String) throws -> (message: String, field: String?, allowed: [String]?) {
            let response = try object(#"{"id":1,"method":"fitness.score","params":"# + params + "}")
            let error = try #require(response["error"] as? [String: Any])
            #expect(error["code"] as? Int == -32602)
            let data = error["data"] as? [String: Any]
            return (error["message"] as? String ?? "", data?["field"] as? String, data?["allowed"] as? [String])
        }
        let base = #""test":"apft","age":23,"events":{"pushup":60}"#
        let sex = try error("{" + base + #","sex":"m"}"#)
        #expect(sex.message == "invalid params: sex: unknown sex 'm'; expected 'male' or 'female'")
        #expect(sex.field == "sex" && sex.allowed == ["male", "female"])

        let test = try error(#"{"test":"apfx","sex":"male","age":23,"events":{"pushup":60}}"#)
        #expect(test.field == "test" && test.allowed == ["acft", "aft", "apft", "army"])

        let age = try error(#"{"test":"apft","sex":"male","age":23.5,"events":{"pushup":60}}"#)
        #expect(age.message == "invalid params: age: expected an age in whole years, found 23.5")

        let young = try error(#"{"test":"apft","sex":"male","age":16,"events":{"pushup":60}}"#)
        #expect(young.field == "age")

        let reps = try error(#"{"test":"apft","sex":"male","age":23,"events":{"pushup":10.5}}"#)
        #expect(reps.field == "events.pushup")

        let time = try error(#"{"test":"apft","sex":"male","age":23,"events":{"run2mi":"13:75"}}"#)
        #expect(time.message == #"invalid params: events.run2mi: '13:75' is not a time; write m:ss such as "13:30", or seconds"#)

        let event = try error(#"{"test":"apft","sex":"male","age":23,"events":{"pullup":3}}"#)
        #expect(event.field == "events.pullup" && event.allowed?.contains("run2mi") == true)

        let missing = try error(#"{"test":"apft","age":23,"events":{"pushup":3}}"#)
        #expect(missing.message == "invalid params: sex: missing required parameter; expected 'male' or 'female'")

        let unknown = try error(#"{"test":"apft","sex":"male","age":23,"events":{"pushup":3},"gender":"x"}"#)
        #expect(unknown.field == "gender")

        let standard = try error(#"{"test":"apft","sex":"male","age":23,"events":{"pushup":3},"standard":"elite"}"#)
        #expect(standard.allowed == ["general", "basic-training"])
    }

    @Test func aBatchGetsOneLineWithAResponsePerRequest() throws {
        let line = #"[{"id":1,"method":"tables.list"},{"method":"tables.list"},{"id":2,"method":"nope"},5]"#
        let text = try #require(respond(line))
        let array = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(array.count == 3)
        #expect(array[0]["id"] as? Int == 1)
        #expect((array[1]["error"] as? [String: Any])?["code"] as? Int == -32601)
        #expect((array[2]["error"] as? [String: Any])?["code"] as? Int == -32600)
        #expect(respond(#"[{"method":"tables.list"}]"#) == nil)
    }

    @Test func idsEchoExactly() throws {
        #expect(respond(#"{"id":1.50,"method":"tables.list"}"#)?.hasPrefix(#"{"jsonrpc":"2.0","id":1.50,"#) == true)
        #expect(respond(#"{"id":"x\"y","method":"tables.list"}"#)?.hasPrefix(#"{"jsonrpc":"2.0","id":"x\"y","#) == true)
        #expect(respond(#"{"id":null,"method":"tables.list"}"#)?.hasPrefix(#"{"jsonrpc":"2.0","id":null,"#) == true)
    }
}

/// Requests read from the tape: member names with escapes, and ids echoed as written.
@Suite struct TapeRequestTests: InProcessCalls {
    @Test func escapedMemberNamesAreTheirDecodedNames() throws {
        let line = #"{"jsonrpc":"2.0","\u0069d":7,"m\u0065thod":"fitness.score","params":{"t\u0065st":"apft","sex":"male","age":23,"events":{"p\u0075shup":60}}}"#
        let response = try respond(line)
        #expect(response.hasPrefix(#"{"jsonrpc":"2.0","id":7,"result":{"test":"apft""#), "\(response)")
        #expect(response.contains(#""pushup":{"raw":60,"#))
    }

    @Test func idsAreEchoedAsTheyAreWritten() throws {
        #expect(try respond(#"{"id":-0.50e+2,"method":"tables.list"}"#).hasPrefix(#"{"jsonrpc":"2.0","id":-0.50e+2,"#))
        #expect(try respond(#"{"id":"a/b","method":"tables.list"}"#).hasPrefix(#"{"jsonrpc":"2.0","id":"a/b","#))
        // An escaped id is decoded and written again: the same string, escaped only where it must be.
        #expect(try respond(#"{"id":"\u00e9\/\n","method":"tables.list"}"#).hasPrefix(#"{"jsonrpc":"2.0","id":"é/\n","#))
    }

    @Test func aCatalogAnswerIsTheSameEveryTime() throws {
        let first = try respond(#"{"id":1,"method":"archery.faces","params":{"face":"wa-122"}}"#)
        #expect(try respond(#"{"id":1,"method":"archery.faces","params":{"face":"wa-122"}}"#) == first)
        #expect(first.contains(#""id":"wa-122""#))
        #expect(!first.contains(#""id":"wa-80""#))
    }
}
