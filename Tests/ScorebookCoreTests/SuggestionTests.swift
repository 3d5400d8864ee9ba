@testable import ScorebookCore
import Testing

/// "Did you mean" finds the first known name fewest edits away, within two,
/// with a banded edit distance that agrees with the full one.
@Suite struct SuggestionTests {
    /// Every cell of the table: the reference the banded distance must match.
    static func fullDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var row = Array(0...b.count)
        for i in stride(from: 1, through: a.count, by: 1) {
            var diagonal = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let above = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1))
                diagonal = above
            }
        }
        return row[b.count]
    }

    @Test func theBandedDistanceIsTheFullOneUpToItsLimit() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abc".utf8)
        for _ in 0..<5_000 {
            let a = (0..<Int.random(in: 0...6, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let b = (0..<Int.random(in: 0...6, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let full = Self.fullDistance(a, b)
            #expect(Suggestion.editDistance(a, b, atMost: 2) == (full <= 2 ? full : nil), "\(a) \(b)")
        }
    }

    @Test func theNearestFirstNameIsSuggested() {
        #expect(Suggestion.didYouMean("yrok", among: ["york", "hereford"]) == " (did you mean 'york'?)")
        #expect(Suggestion.didYouMean("wa-81", among: ["wa-80", "wa-81x", "wa-122"]) == " (did you mean 'wa-80'?)")
        #expect(Suggestion.didYouMean("zzzzzz", among: ["york"]) == "")
        #expect(Suggestion.didYouMean("", among: ["ab", "a"]) == " (did you mean 'a'?)")
    }

    /// A client's name of megabytes against many known names costs a band, not a table.
    @Test func aLongNameAgainstManyNamesIsCheap() {
        let known = (0..<5_000).map { "round-\($0)" }
        let hostile = String(repeating: "x", count: 1 << 20)
        #expect(Suggestion.didYouMean(hostile, among: known) == "")
        #expect(Suggestion.didYouMean("round-4999x", among: known) == " (did you mean 'round-4999'?)")
    }
}
