/// The first of some items with each id, found by hashing: a test names its
/// events from its scales, limits and errata, and a scan at each name took
/// the generator minutes on 30,000 events.
struct FirstByID<Item> {
    private var items: [String: Item] = [:]

    init(_ items: some Sequence<Item>, id: (Item) -> String) {
        for item in items where self.items[id(item)] == nil { self.items[id(item)] = item }
    }

    subscript(id: String) -> Item? { items[id] }
}
