/// "Did you mean …" for a name one or two edits from a known one, as every
/// kind's messages and the REPL's offer it.
package enum Suggestion {
    /// ` (did you mean 'x'?)` for a name one or two edits from a known one; empty otherwise.
    package static func didYouMean(_ name: String, among known: [String]) -> String {
        let close = known.map { ($0, editDistance(name, $0)) }.filter { $0.1 <= 2 }.min { $0.1 < $1.1 }
        return close.map { " (did you mean '\($0.0)'?)" } ?? ""
    }

    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.utf8.prefix(64)), b = Array(b.utf8.prefix(64))
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var diagonal = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let above = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1))
                diagonal = above
            }
        }
        return a.isEmpty ? b.count : row[b.count]
    }
}
