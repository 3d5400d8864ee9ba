import Testing
import ScorebookCore
@_spi(Testing) @testable import ScorebookREPL

// MARK: Helpers

private func parse(_ text: String) throws(JSONParseError) -> JSONValue {
    try JSONParser.parse(text)
}

/// The error from parsing `bytes`, or nil if it parsed.
private func parseError(_ bytes: [UInt8]) -> JSONParseError? {
    do {
        _ = try JSONParser.parse(bytes)
        return nil
    } catch {
        return error
    }
}

private func num(_ text: String) -> JSONValue {
    .number(JSONNumber(validatedText: text))
}

private func obj(_ members: [(key: String, value: JSONValue)]) -> JSONValue {
    .object(JSONObject(members: members))
}

// MARK: Accepted input

@Suite struct JSONParserAcceptTests {
    @Test func scalars() throws {
        #expect(try parse("null") == .null)
        #expect(try parse("true") == .bool(true))
        #expect(try parse("false") == .bool(false))
        #expect(try parse("0") == num("0"))
        #expect(try parse("-0") == num("-0"))
        #expect(try parse("17") == num("17"))
        #expect(try parse("\"hi\"") == .string("hi"))
        #expect(try parse("\"\"") == .string(""))
    }

    @Test(arguments: ["0", "-0", "1", "-12", "3.25", "-0.5", "1e5", "1E5", "1e+5", "1e-5", "-1.5E-10", "0.0e0",
                      "123456789012345678901234567890", "1e400", "4.9e-324"])
    func numberTextIsKeptExactly(_ text: String) throws {
        #expect(try parse(text) == num(text))
        #expect(try parse(" \(text) ") == num(text))
    }

    @Test func whitespaceAroundAndInside() throws {
        let value = try parse(" \t\r\n[ 1 ,\t2 ,\r\n{ \"a\" : [ ] } ] \n")
        #expect(value == .array([num("1"), num("2"), obj([(key: "a", value: .array([]))])]))
    }

    @Test func emptyAndNestedContainers() throws {
        #expect(try parse("[]") == .array([]))
        #expect(try parse("{}") == obj([]))
        #expect(try parse("[[]]") == .array([.array([])]))
        #expect(try parse("[{}]") == .array([obj([])]))
        #expect(try parse("{\"a\":{}}") == obj([(key: "a", value: obj([]))]))
        #expect(try parse("[[[1],[2,[3]]]]") ==
            .array([.array([.array([num("1")]), .array([num("2"), .array([num("3")])])])]))
    }

    @Test func requestLine() throws {
        let line = #"{"jsonrpc":"2.0","id":17,"method":"fitness.score","params":{"test":"apft","sex":"male","age":23,"events":{"pushup":60,"situp":70,"run2mi":"13:30"}}}"#
        guard case .object(let request) = try parse(line) else {
            Issue.record("not an object")
            return
        }
        #expect(request.keys == ["jsonrpc", "id", "method", "params"])
        #expect(request["jsonrpc"] == .string("2.0"))
        #expect(request["id"] == num("17"))
        #expect(request["missing"] == nil)
        guard case .object(let params)? = request["params"], case .object(let events)? = params["events"] else {
            Issue.record("params.events missing")
            return
        }
        #expect(params["age"] == num("23"))
        #expect(events.keys == ["pushup", "situp", "run2mi"])
        #expect(events["run2mi"] == .string("13:30"))
    }

    @Test func allValueKindsInOneArray() throws {
        let value = try parse(#"[null,true,false,-1.5e3,"s",[],{"k":"v"}]"#)
        #expect(value == .array([.null, .bool(true), .bool(false), num("-1.5e3"), .string("s"), .array([]),
                                 obj([(key: "k", value: .string("v"))])]))
        guard case .array(let items) = value else { return }
        #expect(items.map(\.typeName) == ["null", "boolean", "boolean", "number", "string", "array", "object"])
    }

    @Test func simpleEscapes() throws {
        #expect(try parse(#""\"\\\/\b\f\n\r\t""#) == .string("\"\\/\u{08}\u{0C}\n\r\t"))
        #expect(try parse(#""a\nb""#) == .string("a\nb"))
    }

    @Test func unicodeEscapes() throws {
        #expect(try parse(#""\u0041""#) == .string("A"))
        #expect(try parse(#""\u00e9\u00E9""#) == .string("éé"))
        #expect(try parse(#""\u20AC""#) == .string("€"))
        #expect(try parse(#""\u0000""#) == .string("\u{0}"))
        #expect(try parse(#""\ud83d\ude00""#) == .string("😀"))
        #expect(try parse(#""\uD83D\uDE00x""#) == .string("😀x"))
        #expect(try parse(#""\udbff\udfff""#) == .string("\u{10FFFF}"))
        #expect(try parse(#""\uffff""#) == .string("\u{FFFF}"))
    }

    @Test func rawUnicodeText() throws {
        #expect(try parse("\"héllo 😀 日本\"") == .string("héllo 😀 日本"))
        #expect(try parse("\"é\\n😀\\u00e9日\"") == .string("é\n😀é日"))
        #expect(try parse("{\"ключ\":\"значение\"}") == obj([(key: "ключ", value: .string("значение"))]))
        #expect(try parse("\"\u{7F}\"") == .string("\u{7F}"))  // DEL is not a control character in JSON
    }

    @Test func membersKeepSourceOrder() throws {
        guard case .object(let object) = try parse(#"{"z":1,"a":2,"m":3}"#) else {
            Issue.record("not an object")
            return
        }
        #expect(object.keys == ["z", "a", "m"])
        #expect(object["a"] == num("2"))
    }

    @Test func largeObjectWithDistinctKeys() throws {
        let members = (0..<100).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
        guard case .object(let object) = try parse("{\(members)}") else {
            Issue.record("not an object")
            return
        }
        #expect(object.members.count == 100)
        #expect(object["k99"] == num("99"))
    }

    @Test func allEntryPointsAgree() throws {
        let text = #"{"a":[1,"é",null]}"#
        let bytes = Array(text.utf8)
        let fromString = try JSONParser.parse(text)
        let fromArray = try JSONParser.parse(bytes)
        let fromBuffer = try bytes.withUnsafeBytes { buffer in try JSONParser.parse(buffer) }
        #expect(fromString == fromArray)
        #expect(fromArray == fromBuffer)
    }

    @Test func nestingUpToTheLimitIsAccepted() throws {
        let depth = 512
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var value = try parse(text)
        var levels = 0
        while case .array(let inner) = value {
            levels += 1
            guard let first = inner.first else { break }
            value = first
        }
        #expect(levels == depth)
    }
}

// MARK: Rejected input

@Suite struct JSONParserRejectTests {
    /// One input the parser must reject, with the expected message and byte offset.
    struct Rejection: Sendable, CustomTestStringConvertible {
        let input: [UInt8]
        let message: String
        let offset: Int

        init(_ input: String, _ message: String, at offset: Int) {
            self.init(bytes: Array(input.utf8), message, at: offset)
        }

        init(bytes: [UInt8], _ message: String, at offset: Int) {
            self.input = bytes
            self.message = message
            self.offset = offset
        }

        var testDescription: String { "\(String(decoding: input, as: UTF8.self).debugDescription) -> \(message)" }
    }

    static let rejections: [Rejection] = [
        // Empty input and trailing data.
        Rejection("", "empty input", at: 0),
        Rejection("  \n", "empty input", at: 3),
        Rejection("1 2", "unexpected data after the JSON value", at: 2),
        Rejection("{} x", "unexpected data after the JSON value", at: 3),
        Rejection("truex", "unexpected data after the JSON value", at: 4),
        Rejection("\"a\"\"b\"", "unexpected data after the JSON value", at: 3),
        // Only space, tab, CR and LF are whitespace.
        Rejection("\u{0B}1", "expected a value, found byte 0x0b", at: 0),
        Rejection("\u{A0}1", "expected a value, found byte 0xc2", at: 0),
        Rejection(bytes: [0xEF, 0xBB, 0xBF, 0x31], "expected a value, found byte 0xef", at: 0),
        Rejection(bytes: [0xFF], "expected a value, found byte 0xff", at: 0),
        // Trailing commas, comments, single quotes.
        Rejection("[1,2,]", "expected a value, found ']'", at: 5),
        Rejection("{\"a\":1,}", "expected a string key, found '}'", at: 7),
        Rejection("[,]", "expected a value, found ','", at: 1),
        Rejection("{,}", "expected a string key, found ','", at: 1),
        Rejection("// c\n1", "expected a value, found '/'", at: 0),
        Rejection("1 /* c */", "unexpected data after the JSON value", at: 2),
        Rejection("[1 /* c */]", "expected ',' or ']' after array element", at: 3),
        Rejection("'a'", "expected a value, found \"'\"", at: 0),
        Rejection("{'a':1}", "expected a string key, found \"'\"", at: 1),
        // Literals.
        Rejection("NaN", "expected a value, found 'N'", at: 0),
        Rejection("Infinity", "expected a value, found 'I'", at: 0),
        Rejection("-Infinity", "expected a digit after '-'", at: 1),
        Rejection("tru", "invalid literal, expected 'true'", at: 0),
        Rejection("trUe", "invalid literal, expected 'true'", at: 0),
        Rejection("fals", "invalid literal, expected 'false'", at: 0),
        Rejection("[nul]", "invalid literal, expected 'null'", at: 1),
        Rejection("undefined", "expected a value, found 'u'", at: 0),
        // Numbers.
        Rejection("01", "leading zeros are not allowed", at: 0),
        Rejection("-01", "leading zeros are not allowed", at: 0),
        Rejection("[00]", "leading zeros are not allowed", at: 1),
        Rejection("1.", "expected a digit after '.'", at: 2),
        Rejection("1.e5", "expected a digit after '.'", at: 2),
        Rejection(".5", "expected a value, found '.'", at: 0),
        Rejection("+1", "expected a value, found '+'", at: 0),
        Rejection("-", "expected a digit after '-'", at: 1),
        Rejection("- 1", "expected a digit after '-'", at: 1),
        Rejection("1e", "expected a digit in exponent", at: 2),
        Rejection("1e+", "expected a digit in exponent", at: 3),
        Rejection("1E-x", "expected a digit in exponent", at: 3),
        Rejection("0x10", "unexpected data after the JSON value", at: 1),
        // Strings.
        Rejection("\"abc", "unterminated string", at: 0),
        Rejection("[\"abc\\", "unterminated string", at: 1),
        Rejection("\"ab\\n", "unterminated string", at: 0),
        Rejection("\"a\u{01}b\"", "unescaped control character in string", at: 2),
        Rejection("\"a\nb\"", "unescaped control character in string", at: 2),
        Rejection("\"\\n\tb\"", "unescaped control character in string", at: 3),
        Rejection("\"\\q\"", "invalid escape \\q", at: 1),
        Rejection("\"ab\\x41\"", "invalid escape \\x", at: 3),
        Rejection("\"\\'\"", "invalid escape \\'", at: 1),
        Rejection("\"\\\u{01}\"", "invalid escape sequence", at: 1),
        Rejection("\"\\u12G4\"", "invalid \\u escape", at: 1),
        Rejection("\"\\u12\"", "invalid \\u escape", at: 1),
        Rejection("\"\\u", "invalid \\u escape", at: 1),
        // Surrogates in \u escapes.
        Rejection("\"\\ud83d\"", "unpaired surrogate in \\u escape", at: 1),
        Rejection("\"\\ude00\"", "unpaired surrogate in \\u escape", at: 1),
        Rejection("\"\\ude00\\ud83d\"", "unpaired surrogate in \\u escape", at: 1),
        Rejection("\"\\ud83d\\u0041\"", "unpaired surrogate in \\u escape", at: 1),
        Rejection("\"\\ud83d\\ud83d\"", "unpaired surrogate in \\u escape", at: 1),
        Rejection("\"\\ud83dx\"", "unpaired surrogate in \\u escape", at: 1),
        Rejection("\"x\\ud83d\\n\"", "unpaired surrogate in \\u escape", at: 2),
        Rejection("\"\\ud83d\\uzzzz\"", "invalid \\u escape", at: 7),
        // Invalid UTF-8 inside strings, with the offset of the bad byte.
        Rejection(bytes: [0x22, 0x61, 0xFF, 0x22], "invalid UTF-8 in string", at: 2),
        Rejection(bytes: [0x22, 0xC0, 0xAF, 0x22], "invalid UTF-8 in string", at: 1),          // overlong
        Rejection(bytes: [0x22, 0xE0, 0x80, 0xAF, 0x22], "invalid UTF-8 in string", at: 1),    // overlong
        Rejection(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], "invalid UTF-8 in string", at: 1),    // UTF-8 surrogate
        Rejection(bytes: [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], "invalid UTF-8 in string", at: 1), // > U+10FFFF
        Rejection(bytes: [0x22, 0x61, 0xE2, 0x82, 0x22], "invalid UTF-8 in string", at: 2),    // truncated
        Rejection(bytes: [0x22, 0x80, 0x22], "invalid UTF-8 in string", at: 1),                // lone continuation
        Rejection(bytes: [0x22, 0x5C, 0x6E, 0xFF, 0x22], "invalid UTF-8 in string", at: 3),    // after an escape
        Rejection(bytes: [0x22, 0xE2, 0x82, 0x5C, 0x6E, 0x22], "invalid UTF-8 in string", at: 1), // cut by an escape
        Rejection(bytes: [0x7B, 0x22, 0xFE, 0x22, 0x3A, 0x31, 0x7D], "invalid UTF-8 in string", at: 2), // in a key
        // Objects.
        Rejection("{\"a\" 1}", "expected ':' after object key", at: 5),
        Rejection("{\"a\"", "expected ':' after object key", at: 4),
        Rejection("{\"a\":1 \"b\":2}", "expected ',' or '}' after object member", at: 7),
        Rejection("{\"a\":1]", "expected ',' or '}' after object member", at: 6),
        Rejection("{1:2}", "expected a string key, found '1'", at: 1),
        Rejection("{", "expected a string key, found end of input", at: 1),
        Rejection("{\"a\":", "expected a value, found end of input", at: 5),
        Rejection("{\"a\":}", "expected a value, found '}'", at: 5),
        // Duplicate keys, compared after unescaping; offset is the second key.
        Rejection("{\"age\":1,\"age\":2}", "duplicate key \"age\"", at: 9),
        Rejection("{\"a\":1,\"\\u0061\":2}", "duplicate key \"a\"", at: 7),
        Rejection("{\"a\":{\"b\":1,\"b\":2}}", "duplicate key \"b\"", at: 12),
        Rejection("{\"a\\nb\":1, \"a\\nb\":2}", "duplicate key \"a\\nb\"", at: 11),
        // Arrays.
        Rejection("[", "expected a value, found end of input", at: 1),
        Rejection("[1", "expected ',' or ']' after array element", at: 2),
        Rejection("[1 2]", "expected ',' or ']' after array element", at: 3),
        Rejection("[1}", "expected ',' or ']' after array element", at: 2),
        Rejection("]", "expected a value, found ']'", at: 0),
    ]

    @Test(arguments: rejections)
    func rejects(_ rejection: Rejection) {
        let error = parseError(rejection.input)
        #expect(error == JSONParseError(message: rejection.message, offset: rejection.offset))
    }

    @Test func duplicateKeyInLargeObject() {
        var members = (0..<100).map { "\"k\($0)\":\($0)" }
        members.append("\"k50\":0")
        let text = "{" + members.joined(separator: ",") + "}"
        let offset = text.utf8.count - "\"k50\":0}".utf8.count
        #expect(parseError(Array(text.utf8)) == JSONParseError(message: "duplicate key \"k50\"", offset: offset))
    }

    @Test func nestingOneTooDeep() {
        let text = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(parseError(Array(text.utf8)) == JSONParseError(message: "nesting deeper than 512 levels", offset: 512))
    }

    @Test func deepObjectsAreLimitedToo() {
        let text = String(repeating: "{\"a\":", count: 600) + "1" + String(repeating: "}", count: 600)
        #expect(parseError(Array(text.utf8)) == JSONParseError(message: "nesting deeper than 512 levels", offset: 512 * 5))
    }

    @Test func hundredThousandOpenBracketsDoNotCrash() {
        let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
        #expect(parseError(bytes) == JSONParseError(message: "nesting deeper than 512 levels", offset: 512))
    }

    /// Random and mutated inputs must never crash; whatever parses must survive a round trip.
    @Test func fuzzNeverCrashes() throws {
        var rng = SplitMix64(seed: 0x5C0_8E_B00C)
        let seeds = [#"{"jsonrpc":"2.0","id":17,"params":{"a":[1,-2.5e3,true,null],"s":"\u00e9\n😀"}}"#,
                     #"[[],{},"\ud83d\ude00",0,-0.0e+1]"#]
        let alphabet = Array(#"{}[],:"\u0123456789-+.eEtrufalsn "#.utf8) + [0x00, 0x0A, 0x80, 0xC3, 0xA9, 0xFF, 0xED]
        for iteration in 0..<20_000 {
            var bytes = Array(seeds[iteration % seeds.count].utf8)
            for _ in 0..<(1 + Int(rng.next() % 4)) {
                let position = Int(rng.next() % UInt64(bytes.count + 1))
                let byte = alphabet[Int(rng.next() % UInt64(alphabet.count))]
                switch rng.next() % 3 {
                case 0 where position < bytes.count: bytes[position] = byte
                case 1 where position < bytes.count: bytes.remove(at: position)
                default: bytes.insert(byte, at: position)
                }
            }
            switch Result(catching: { () throws(JSONParseError) in try JSONParser.parse(bytes) }) {
            case .success(let value):
                let writer = JSONWriter()
                writer.write(value)
                #expect(try JSONParser.parse(writer.bytes) == value)
            case .failure(let error):
                #expect(error.offset >= 0 && error.offset <= bytes.count)
                #expect(!error.message.isEmpty)
            }
        }
    }
}

// MARK: JSONNumber, JSONValue, JSONObject

@Suite struct JSONNumberAndValueTests {
    @Test(arguments: [
        ("60", 60), ("-3", -3), ("60.0", 60), ("6e1", 60), ("600e-1", 60), ("0", 0), ("-0", 0), ("0.0e5", 0),
        ("1E2", 100), ("1e+2", 100), ("1.50e1", 15), ("100e-2", 1), ("1e18", 1_000_000_000_000_000_000),
        ("1000000000000000000000e-3", 1_000_000_000_000_000_000), ("0e99999999999999999999", 0),
        ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min), ("9.223372036854775807e18", Int.max),
        ("-9223372036854775808.000", Int.min),
    ] as [(String, Int)])
    func intValues(_ text: String, _ expected: Int) throws {
        let number = try #require(JSONNumber(text))
        #expect(number.int == expected)
    }

    @Test(arguments: ["10.5", "0.5", "123e-2", "1e400", "1e19", "99999999999999999999", "9223372036854775808",
                      "-9223372036854775809", "1e-99999999999999999999", "1e99999999999999999999", "-1.5"])
    func intIsNilWhenNotAnExactInt(_ text: String) throws {
        let number = try #require(JSONNumber(text))
        #expect(number.int == nil)
    }

    @Test func doubleValues() throws {
        #expect(JSONNumber("13.5")?.double == 13.5)
        #expect(JSONNumber("60")?.double == 60.0)
        #expect(JSONNumber("-2.5e-3")?.double == -0.0025)
        #expect(JSONNumber("1e-400")?.double == 0.0)  // underflow is still finite
        #expect(JSONNumber("1.7976931348623157e308")?.double == Double.greatestFiniteMagnitude)
        #expect(JSONNumber("1e400")?.double == nil)
        #expect(JSONNumber("-1e400")?.double == nil)
    }

    @Test func failableInitChecksTheGrammar() {
        for bad in ["", "01", "1.", ".5", "+1", "-", "1e", "0x10", " 1", "1 ", "NaN", "inf", "1,0", "--1"] {
            #expect(JSONNumber(bad) == nil, "\(bad.debugDescription) should be rejected")
        }
        #expect(JSONNumber("-0.5E+7")?.text == "-0.5E+7")
        #expect(JSONNumber(42).text == "42")
        #expect(JSONNumber(-7).text == "-7")
    }

    @Test func equalityIsByText() {
        #expect(JSONNumber("1") == JSONNumber("1"))
        #expect(JSONNumber("1") != JSONNumber("1.0"))
        #expect(Set([JSONNumber(1), JSONNumber(1), JSONNumber(2)]).count == 2)
    }

    @Test func typeNames() {
        #expect(JSONValue.null.typeName == "null")
        #expect(JSONValue.bool(true).typeName == "boolean")
        #expect(JSONValue.number(JSONNumber(1)).typeName == "number")
        #expect(JSONValue.string("").typeName == "string")
        #expect(JSONValue.array([]).typeName == "array")
        #expect(JSONValue.object(JSONObject()).typeName == "object")
    }

    @Test func objectEqualityIsOrderSensitive() {
        let ab = JSONObject(members: [(key: "a", value: .null), (key: "b", value: .bool(true))])
        let ba = JSONObject(members: [(key: "b", value: .bool(true)), (key: "a", value: .null)])
        #expect(ab == JSONObject(members: [(key: "a", value: .null), (key: "b", value: .bool(true))]))
        #expect(ab != ba)
        #expect(ab != JSONObject(members: [(key: "a", value: .null)]))
        #expect(ab != JSONObject(members: [(key: "a", value: .null), (key: "b", value: .bool(false))]))
        #expect(ab != JSONObject(members: [(key: "a", value: .null), (key: "c", value: .bool(true))]))
        #expect(ab.keys == ["a", "b"])
        #expect(ab["b"] == .bool(true))
        #expect(ab["c"] == nil)
    }
}

/// A tiny deterministic generator so the fuzz test is reproducible.
private struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
