/// The names a mapping of entries writes, whatever is wrong with an entry:
/// a name that refers to an entry with a mistake is not reported again as
/// unknown, and a message lists every name the file defines.
struct WrittenNames: Sendable {
    /// In file order, each once.
    let ordered: [String]
    private let set: Set<String>

    init(_ names: [String]) {
        var seen: Set<String> = []
        ordered = names.filter { seen.insert($0).inserted }
        set = seen
    }

    func contains(_ name: String) -> Bool { set.contains(name) }
}
