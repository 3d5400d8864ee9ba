/// `'a', 'b' or 'c'`: the accepted values, as error messages list them.
public func quotedList(_ words: [String], conjunction: String = "or") -> String {
    let quoted = words.map { "'\($0)'" }
    guard let last = quoted.last else { return "nothing" }
    return quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + last
}
