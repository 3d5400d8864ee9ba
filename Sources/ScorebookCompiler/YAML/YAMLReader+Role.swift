import ScorebookCore
import Yams

extension YAMLReader {
    /// A role the runtime reads a definition by, such as `one-rep-max`: one of
    /// `T`'s, with "did you mean" for a misspelling.
    func role<T: RawRepresentable & CaseIterable>(_ node: Node, _ what: String, as type: T.Type) -> Located<T>? where T.RawValue == String {
        recorder?.record(node, .choice(T.allCases.map(\.rawValue)))
        guard let text = text(node, what, freeText: false) else { return nil }
        guard let role = T(rawValue: text.value) else {
            let roles = T.allCases.map(\.rawValue)
            error("\(what) '\(text.value)' is not a role the runtime reads\(Suggestion.didYouMean(text.value, among: roles)); the roles are \(quotedList(roles, conjunction: "and"))", at: text.location)
            return nil
        }
        return Located(role, at: text.location)
    }
}
