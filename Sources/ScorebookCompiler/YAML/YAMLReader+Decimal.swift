import ScorebookCore
import Yams

extension YAMLReader {
    /// A decimal written in digits, such as `3.5` or `-0.1276`: an optional
    /// minus where `range` has negatives, at most `places` decimals, within
    /// `range`. Its value is the nearest `Double` to the text.
    func decimal(_ node: Node, _ what: String, in range: ClosedRange<Double>, places: Int) -> Located<Double>? {
        recorder?.record(node, .decimal)
        guard let text = text(node, what, freeText: false) else { return nil }
        let negative = range.lowerBound < 0 && text.value.hasPrefix("-")
        let digits = Substring(text.value).dropFirst(negative ? 1 : 0)
        guard let (_, decimals) = DecimalText.parseDecimal(digits), decimals <= places, let value = Double(text.value),
            range.contains(value), !(negative && value == 0)
        else {
            let form = places == 0 ? "a whole number" : "a number with at most \(places) decimal\(places == 1 ? "" : "s")"
            error(
                "\(what) must be \(form) from \(range.lowerBound.shortText) to \(range.upperBound.shortText), found '\(text.value)'",
                at: text.location)
            return nil
        }
        return Located(value, at: text.location)
    }
}
