/// `'a', 'b' or 'c'`: the accepted values, as error messages list them. Past
/// `limit`, the first are listed and the rest counted (`'a', 'b' or 998
/// more`): a message names what a table defines, and tables may define thousands.
package func quotedList(_ words: [String], conjunction: String = "or", limit: Int = 20) -> String {
    guard words.count <= limit else {
        return words.prefix(limit).map { "'\($0)'" }.joined(separator: ", ") + " \(conjunction) \(words.count - limit) more"
    }
    let quoted = words.map { "'\($0)'" }
    guard let last = quoted.last else { return "nothing" }
    return quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + last
}
