/// "Did you mean …" for a name one or two edits from a known one, as every
/// kind's messages and the REPL's offer it.
package enum Suggestion {
    /// The most edits a suggestion may be from the name.
    static let reach = 2

    /// ` (did you mean 'x'?)` for the first known name fewest edits (at most
    /// two) from `name`; empty when none is that close. A name is compared by
    /// its first 64 UTF-8 bytes, and only within a band of the diagonal: a
    /// client's typo costs O(known names), however long it or the names are.
    package static func didYouMean(_ name: String, among known: [String]) -> String {
        let a = Array(name.utf8.prefix(64))
        var best: (name: String, edits: Int)?
        for candidate in known {
            let b = Array(candidate.utf8.prefix(64))
            guard let edits = editDistance(a, b, atMost: reach), edits < (best?.edits ?? reach + 1) else { continue }
            best = (candidate, edits)
        }
        return best.map { " (did you mean '\($0.name)'?)" } ?? ""
    }

    /// The edit distance of `a` and `b` if it is at most `limit`, else `nil`.
    static func editDistance(_ a: [UInt8], _ b: [UInt8], atMost limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        let beyond = limit + 1
        // Row i holds distances of a[..<i] to b[..<j]; cells off the band are `beyond`.
        var previous = (0...b.count).map { min($0, beyond) }
        var current = [Int](repeating: beyond, count: b.count + 1)
        for i in 1...a.count {
            let low = max(1, i - limit), high = min(b.count, i + limit)
            current[0] = min(i, beyond)
            if low > 1 { current[low - 1] = beyond }
            var smallest = current[0]
            for j in stride(from: low, through: high, by: 1) {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1, beyond)
                smallest = min(smallest, current[j])
            }
            if high < b.count { current[high + 1] = beyond }
            guard smallest <= limit else { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
