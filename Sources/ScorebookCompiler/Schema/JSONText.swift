/// A JSON value, written with its keys in the order given and two-space
/// indents, so a generated file reads well and diffs line by line.
indirect enum JSONText {
    case object([(key: String, value: JSONText)])
    case array([JSONText])
    case string(String)
    case int(Int)
    case bool(Bool)

    var text: String {
        var out = ""
        write(into: &out, indent: "")
        return out + "\n"
    }

    private func write(into out: inout String, indent: String) {
        switch self {
        case .object(let fields) where fields.isEmpty:
            out += "{}"
        case .object(let fields):
            out += "{\n"
            for (index, field) in fields.enumerated() {
                out += indent + "  " + Self.quoted(field.key) + ": "
                field.value.write(into: &out, indent: indent + "  ")
                out += index == fields.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        case .array(let items) where items.allSatisfy(\.isScalar):
            out += "[" + items.map { item in
                var text = ""
                item.write(into: &text, indent: "")
                return text
            }.joined(separator: ", ") + "]"
        case .array(let items):
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += indent + "  "
                item.write(into: &out, indent: indent + "  ")
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .string(let string):
            out += Self.quoted(string)
        case .int(let value):
            out += String(value)
        case .bool(let value):
            out += value ? "true" : "false"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .object, .array: false
        case .string, .int, .bool: true
        }
    }

    static func quoted(_ string: String) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
