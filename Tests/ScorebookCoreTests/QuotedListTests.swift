import ScorebookCore
import Testing

/// The values a message offers: all of them, or the first and a count.
@Suite struct QuotedListTests {
    @Test func listsEveryValueUpToTheLimit() {
        #expect(quotedList([]) == "nothing")
        #expect(quotedList(["a"]) == "'a'")
        #expect(quotedList(["a", "b", "c"], conjunction: "and") == "'a', 'b' and 'c'")
        #expect(quotedList(["a", "b", "c"], limit: 3) == "'a', 'b' or 'c'")
    }

    @Test func countsTheRestPastIt() {
        #expect(quotedList(["a", "b", "c", "d"], limit: 2) == "'a', 'b' or 2 more")
        let many = (1...1000).map { "r\($0)" }
        #expect(quotedList(many, conjunction: "and") == many.prefix(20).map { "'\($0)'" }.joined(separator: ", ") + " and 980 more")
    }
}
