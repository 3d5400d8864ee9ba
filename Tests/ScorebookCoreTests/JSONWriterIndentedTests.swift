import ScorebookCore
import Testing

/// The layout of JSON files people read (schemas): whitespace added to the
/// writer's compact text, never a token changed.
@Suite struct JSONWriterIndentedTests {
    @Test func membersAndItemsGoOneALineAndScalarListsStayOnOne() {
        let json = JSONWriter()
        json.beginObject()
        json.key("type")
        json.array(["integer", "string"]) { json.writeString($0) }
        json.key("anyOf")
        json.beginArray()
        json.beginObject()
        json.key("minimum")
        json.writeInt(-3)
        json.endObject()
        json.beginObject()
        json.endObject()
        json.endArray()
        json.key("empty")
        json.beginArray()
        json.endArray()
        json.key("flags")
        json.array([true, false]) { json.writeBool($0) }
        json.endObject()
        #expect(
            json.indentedText == """
                {
                  "type": ["integer", "string"],
                  "anyOf": [
                    {
                      "minimum": -3
                    },
                    {}
                  ],
                  "empty": [],
                  "flags": [true, false]
                }

                """)
    }

    /// Brackets, commas, colons and escaped quotes inside strings are text.
    @Test func stringsAreCopiedAsWritten() {
        let json = JSONWriter()
        json.beginObject()
        json.key(text: "a:{[\"")
        json.array(["],[{", "x\\\",y", ""]) { json.writeString($0) }
        json.key("pattern")
        json.writeString("^(0|[1-9][0-9]{0,2})$")
        json.endObject()
        #expect(
            json.indentedText == #"""
                {
                  "a:{[\"": ["],[{", "x\\\",y", ""],
                  "pattern": "^(0|[1-9][0-9]{0,2})$"
                }

                """#)
    }

    @Test func aScalarAloneIsALine() {
        let json = JSONWriter()
        json.writeString("{}")
        #expect(json.indentedText == "\"{}\"\n")
    }
}
