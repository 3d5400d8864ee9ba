import Testing
import ScorebookCore
@_spi(Testing) @testable import ScorebookREPL

/// Runs `build` on a fresh writer and returns the output as text.
private func written(_ build: (JSONWriter) -> Void) -> String {
    let writer = JSONWriter()
    build(writer)
    return String(decoding: writer.bytes, as: UTF8.self)
}

@Suite struct JSONWriterTests {
    @Test func stringEscaping() {
        #expect(written { $0.writeString("plain") } == #""plain""#)
        #expect(written { $0.writeString("") } == #""""#)
        #expect(written { $0.writeString("a\"b\\c/d") } == #""a\"b\\c/d""#)
        #expect(written { $0.writeString("\n\r\t\u{08}\u{0C}") } == #""\n\r\t\b\f""#)
        #expect(written { $0.writeString("\u{0}\u{01}\u{1F}\u{1B}") } == #""\u0000\u0001\u001f\u001b""#)
        #expect(written { $0.writeString("\u{7F}") } == "\"\u{7F}\"")  // DEL needs no escape
        // An escape first, last, or after a plain run, which is copied as it is checked.
        #expect(written { $0.writeString("\"abc") } == #""\"abc""#)
        #expect(written { $0.writeString("abc\n") } == #""abc\n""#)
        #expect(written { $0.writeString("run2mi: 13:30 \"ok\" \\ done") } == #""run2mi: 13:30 \"ok\" \\ done""#)
    }

    @Test func aLongStringGrowsTheBuffer() {
        let (head, tail) = (String(repeating: "abcdefgh", count: 100), String(repeating: "z", count: 300))
        let writer = JSONWriter(capacity: 16)
        writer.writeString(head + "\t" + tail)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == "\"" + head + "\\t" + tail + "\"")
    }

    @Test func nonASCIIIsRawUTF8() {
        let writer = { let w = JSONWriter(); w.writeString("é😀日\n"); return w }()
        #expect(writer.bytes == [0x22, 0xC3, 0xA9, 0xF0, 0x9F, 0x98, 0x80, 0xE6, 0x97, 0xA5, 0x5C, 0x6E, 0x22])
    }

    @Test(arguments: [
        0, 1, -1, 9, 10, -10, 99, 100, 999, 1000, 1_234_567_890, 999_999_999_999_999_999, 1_000_000_000_000_000_000,
        Int.max, Int.min, Int.min + 1,
    ])
    func integers(_ i: Int) {
        #expect(written { $0.writeInt(i) } == String(i))
    }

    @Test(arguments: [
        (13.5, "13.5"), (13.0, "13"), (42.0, "42"), (-7.0, "-7"), (0.0, "0"), (-0.0, "-0"), (0.1, "0.1"),
        (1e-5, "1e-05"), (1e16, "1e+16"), (123456789012345.0, "123456789012345"), (Double.leastNonzeroMagnitude, "5e-324"),
        (Double.greatestFiniteMagnitude, "1.7976931348623157e+308"), (-2.5e-7, "-2.5e-07"),
    ] as [(Double, String)])
    func doubles(_ d: Double, _ expected: String) throws {
        let text = written { $0.writeDouble(d) }
        #expect(text == expected)
        // Must be valid JSON that reads back as the same Double.
        guard case .number(let number) = try JSONParser.parse(text) else {
            Issue.record("\(text) is not a JSON number")
            return
        }
        #expect(number.double == d)
    }

    /// Whole numbers and short decimals are written from integers, with no
    /// String: the text is `description`'s, exactly, for every value tried.
    @Test func theShortDecimalPathWritesWhatDescriptionDoes() {
        var generator = SystemRandomNumberGenerator()
        // -8848590635714.62 once came out with a digit too many: near 10^13 a decimal's product by 100 is not whole.
        var values: [Double] = [
            0.0001, 0.00015, 0.001, 99999999999999.9, 999999999999999, 0.1 + 0.2, 1 / 3, 106.59, 98.1, 262.5, -8848590635714.62,
        ]
        for _ in 0..<200_000 {
            let whole = Double(Int.random(in: -10_000_000...10_000_000, using: &generator))
            values.append(whole / [1, 10, 100, 1000, 10000, 100000][Int.random(in: 0...5, using: &generator)])
            values.append(Double(Int.random(in: -Int(1e17)...Int(1e17), using: &generator)) / [100, 1000, 10000][Int.random(in: 0...2, using: &generator)])
            values.append(Double.random(in: -1e6...1e6, using: &generator))
            values.append(Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &generator)))
        }
        var differ: [Double] = []
        for d in values where d.isFinite {
            var expected = d.description
            if expected.hasSuffix(".0") { expected.removeLast(2) }
            if written({ $0.writeDouble(d) }) != expected { differ.append(d) }
        }
        #expect(differ.isEmpty, "\(differ.prefix(5))")
    }

    /// Fixed-point numbers: exact, without trailing zeros, read back as the double they stand for.
    @Test func decimals() {
        let cases: [(Int, Int, String)] = [
            (13244, 2, "132.44"), (-5, 2, "-0.05"), (1200, 2, "12"), (1230, 2, "12.3"), (0, 2, "0"), (-1200, 2, "-12"),
            (-13201, 2, "-132.01"), (7, 0, "7"), (Int.max, 2, "92233720368547758.07"), (Int.min, 2, "-92233720368547758.08"),
        ]
        for (scaled, decimals, text) in cases {
            #expect(written { $0.writeDecimal(scaled, decimals: decimals) } == text)
        }
        for hundredths in stride(from: -100_000, through: 100_000, by: 37) {
            #expect(Double(written { $0.writeDecimal(hundredths, decimals: 2) }) == Double(hundredths) / 100)
        }
    }

    @Test func numbersEchoTheirText() {
        #expect(written { $0.writeNumber(JSONNumber(validatedText: "1.50E+3")) } == "1.50E+3")
        #expect(written { $0.writeNumber(JSONNumber(17)) } == "17")
    }

    @Test func rawIsVerbatim() {
        #expect(written { $0.writeRaw("null") } == "null")
        #expect(written { $0.writeRaw("[]"); $0.writeRaw(",") } == "[],")
    }

    @Test func builderHandlesCommasInNestedContainers() {
        let text = written { w in
            w.beginObject()
            w.key("jsonrpc"); w.writeString("2.0")
            w.key("id"); w.writeInt(17)
            w.key("result")
            w.beginObject()
            w.key("score"); w.writeInt(300)
            w.key("events")
            w.beginArray()
            w.writeInt(1)
            w.beginArray(); w.endArray()
            w.beginObject(); w.endObject()
            w.writeNull()
            w.writeDouble(2.5)
            w.beginArray(); w.writeBool(true); w.writeBool(false); w.endArray()
            w.endArray()
            w.endObject()
            w.key("raw"); w.writeRaw("null")
            w.key("empty"); w.beginObject(); w.endObject()
            w.key("last"); w.writeBool(true)
            w.endObject()
        }
        #expect(text == #"{"jsonrpc":"2.0","id":17,"result":{"score":300,"events":[1,[],{},null,2.5,[true,false]]},"raw":null,"empty":{},"last":true}"#)
    }

    @Test func keysAreEscaped() {
        let text = written { w in
            w.beginObject(); w.key(text: "a\"b"); w.writeInt(1); w.key(text: "c\nd"); w.writeInt(2); w.endObject()
        }
        #expect(text == #"{"a\"b":1,"c\nd":2}"#)
    }

    @Test func resetStartsAFreshDocument() {
        let writer = JSONWriter(capacity: 16)
        writer.beginArray()
        writer.writeInt(1)
        writer.reset()
        writer.beginArray()
        writer.writeInt(2)
        writer.endArray()
        #expect(String(decoding: writer.bytes, as: UTF8.self) == "[2]")
    }

    @Test func writeValueIsCompactInMemberOrder() throws {
        let value = JSONValue.object(JSONObject(members: [
            (key: "z", value: .array([.null, .bool(true), .bool(false), .number(JSONNumber(-1)), .string("s")])),
            (key: "a", value: .object(JSONObject(members: [(key: "x", value: .array([]))]))),
            (key: "m", value: .object(JSONObject())),
        ]))
        #expect(written { $0.write(value) } == #"{"z":[null,true,false,-1,"s"],"a":{"x":[]},"m":{}}"#)
    }

    @Test(arguments: [
        #"{"jsonrpc":"2.0","id":17,"method":"fitness.score","params":{"test":"apft","sex":"male","age":23,"events":{"pushup":60,"situp":70,"run2mi":"13:30"}}}"#,
        #"[null,true,false,0,-0,1.50E+3,-2.5e-7,"",[],{},[[{}]]]"#,
        #"{"s":"é😀\"\\\n\u0001/","id":123456789012345678901234567890}"#,
    ])
    func compactInputEchoesByteForByte(_ text: String) throws {
        let value = try JSONParser.parse(text)
        #expect(written { $0.write(value) } == text)
    }

    @Test func roundTripNormalizesEscapes() throws {
        let input = #" { "a" : "\u0041\/\ud83d\ude00\u001F" , "b" : [ 1 , 2.0 ] } "#
        let value = try JSONParser.parse(input)
        let output = written { $0.write(value) }
        #expect(output == #"{"a":"A/😀\u001f","b":[1,2.0]}"#)
        #expect(try JSONParser.parse(output) == value)
    }

    @Test func deepValueRoundTrips() throws {
        let text = String(repeating: "[{\"k\":", count: 256) + "0" + String(repeating: "}]", count: 256)
        let value = try JSONParser.parse(text)
        #expect(written { $0.write(value) } == text)
    }
}
