import ScorebookCore
import Yams

extension YAMLReader {
    /// `effective: { from: 2025-06-01, until: 2026-05-31 }`: the days a standard
    /// is in force, each end optional, written YYYY-MM-DD (as text: YAML 1.1
    /// would read a date as something else).
    func effective(_ node: Node) -> Located<EffectivePeriod>? {
        guard let fields = fields(node, "effective", required: [], optional: ["from", "until"]) else {
            return nil
        }
        func date(_ key: String) -> Located<CalendarDate>? {
            guard let text = fields[key].flatMap({ text($0, "effective.\(key)", freeText: false) }) else { return nil }
            guard let date = CalendarDate(text.value) else {
                error("effective.\(key) must be a date written YYYY-MM-DD, found '\(text.value)'", at: text.location)
                return nil
            }
            return Located(date, at: text.location)
        }
        let from = date("from"), until = date("until")
        if let from, let until, until.value < from.value {
            error("effective.until \(until.value) is before effective.from \(from.value)", at: until.location)
        }
        return Located(EffectivePeriod(from: from?.value, until: until?.value), at: location(of: node))
    }
}
