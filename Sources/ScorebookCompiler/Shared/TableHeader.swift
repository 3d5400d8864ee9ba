/// What every table says about itself first.
struct TableHeader {
    /// The keys every table has, and those any table may have.
    static let required = ["kind", "id", "name", "source", "edition"]
    static let optional = ["domain"]

    var id: Located<String>
    var name: String
    var source: String
    var edition: String
    /// Its own `domain:`; `nil` where it says none, and its kind's is used.
    var domain: TableDomain?
}
