import Testing
@_spi(Testing) @testable import ScorebookREPL

/// The token tape the server reads requests from: lookups, numbers and
/// strings straight from the bytes, with escapes decoded where they matter.
@Suite struct JSONTapeTests {
    /// Calls `body` with the tape of `text`, which lives only as long as its bytes.
    func withTape<R>(_ text: String, _ body: (JSONTape) throws -> R) throws -> R {
        let bytes = Array(text.utf8)
        let result = try bytes.withUnsafeBytes { buffer in try JSONParser.withTape(buffer) { tape in Result { try body(tape) } } }
        return try result.get()
    }

    @Test func tokensAreInDocumentOrderAndContainersKnowTheirEnd() throws {
        try withTape(#"{"a":[1,{"b":null}],"c":true}"#) { tape in
            #expect(tape.tokens.map(\.kind) == [.object, .string, .array, .number, .object, .string, .null, .string, .bool])
            #expect(tape.count(0) == 2)
            #expect(tape.next(0).index == tape.tokens.count)
            #expect(tape.next(2).index == 7)  // past the array and everything in it
            #expect(Array(tape.members(0).map(\.key.index)) == [1, 7])
            #expect(Array(tape.elements(2).map(\.index)) == [3, 4])
        }
    }

    @Test func membersAreFoundByTheirDecodedName() throws {
        try withTape(#"{"\u0074est":"apft","s\u0065x":"male","age":23}"#) { tape in
            #expect(tape.member(0, "test").map(tape.string) == "apft")
            #expect(tape.member(0, "sex").map(tape.string) == "male")
            #expect(tape.member(0, "age").flatMap(tape.int) == 23)
            #expect(tape.member(0, "tes") == nil)
            #expect(tape.member(0, "Test") == nil)
        }
    }

    /// The fast path reads a plain decimal as `Double(text)` does, bit for bit,
    /// and every other number goes through its text.
    @Test func doublesAreTheNearestToTheirText() throws {
        var random = SystemRandomNumberGenerator()
        var texts = [
            "0", "-0", "35.951880198", "-79.0931872185", "0.1", "0.000000000000000000001", "123456789012345", "1234567890123456",
            "9007199254740993", "0.30000000000000004", "1e308", "1e400", "-2.5E-3", "100.0000000000000000000000",
            "0.0000000000000000000001234", "4503599627370497.5",
        ]
        for _ in 0..<20_000 {
            let whole = String(UInt64.random(in: 0...999_999_999, using: &random))
            let fraction = String(UInt64.random(in: 0...999_999_999_999, using: &random))
            texts.append((Bool.random(using: &random) ? "-" : "") + whole + "." + String(fraction.prefix(Int.random(in: 1...12, using: &random))))
        }
        try withTape("[" + texts.joined(separator: ",") + "]") { tape in
            for (token, text) in zip(tape.elements(0), texts) {
                let expected = Double(text).flatMap { $0.isFinite ? $0 : nil }
                #expect(tape.double(token)?.bitPattern == expected?.bitPattern, "\(text)")
            }
        }
    }

    @Test func stringsCompareAsBytes() throws {
        try withTape(#"["e\u0301","\u00e9","K","\u212a"]"#) { tape in
            #expect(tape.string(1, is: "e\u{301}"))
            #expect(!tape.string(1, is: "\u{e9}"))
            #expect(tape.string(2, is: "\u{e9}"))
            #expect(!tape.string(4, is: "K"))
            #expect(tape.string(3) == "K")
        }
    }

    @Test(arguments: [
        ("17", 17), ("-17", -17), ("0", 0), ("999999999999999999", 999_999_999_999_999_999),
        ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min), ("60.0", 60), ("6e1", 60),
    ])
    func integersAreExact(_ text: String, _ expected: Int) throws {
        try withTape(text) { tape in #expect(tape.int(0) == expected) }
    }

    @Test(arguments: ["9223372036854775808", "10.5", "1e400", "-9223372036854775809"])
    func anythingElseIsNotAnInteger(_ text: String) throws {
        try withTape(text) { tape in
            #expect(tape.int(0) == nil)
            #expect(tape.plainInt(0) == nil)
        }
    }

    @Test func theTreeIsTheParsedValue() throws {
        let text = #"{"id":"\ud83d\ude00","list":[1,-2.5e3,true,false,null,"a\nb"],"empty":{}}"#
        let tree = try JSONParser.parse(text)
        try withTape(text) { tape in #expect(tape.value(0) == tree) }
    }

    @Test func tokensNeverOutnumberTheBytes() throws {
        for text in ["1", "[]", "[[]]", "{}", "[1,2,3]", #"{"":0}"#, "[" + String(repeating: "0,", count: 99) + "0]"] {
            try withTape(text) { tape in #expect(tape.tokens.count <= text.utf8.count) }
        }
    }

    /// One scratch serves parse after parse: lines that grow it, a line too
    /// long to keep its tokens for, a failed parse and a small line again.
    @Test func aScratchIsReusedAcrossParses() throws {
        let scratch = JSONParser.Scratch()
        let huge = "[" + Array(repeating: "1", count: JSONParser.Scratch.keptTokens).joined(separator: ",") + "]"
        let texts = ["[1,2]", "[" + Array(repeating: "[true]", count: 300).joined(separator: ",") + "]", huge, "{\"a\":", "[3]"]
        for text in texts {
            let bytes = Array(text.utf8)
            let fromScratch = bytes.withUnsafeBytes { buffer in
                Result { () throws(JSONParseError) in
                    try JSONParser.withTape(buffer, scratch: scratch) { tape in tape.value(JSONTape.root) }
                }
            }
            #expect(fromScratch == Result { () throws(JSONParseError) in try JSONParser.parse(bytes) }, "\(text.prefix(20))")
        }
    }
}

/// A token written by its position, in these tests only.
extension JSONToken: ExpressibleByIntegerLiteral {
    public init(integerLiteral index: Int) { self.init(index: index) }
}
