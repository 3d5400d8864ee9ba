/// What every table says about itself first.
struct TableHeader {
    var id: Located<String>
    var name: String
    var source: String
    var edition: String
}
